import { css } from 'lit';
import { formFieldStyles } from '../core/forms/form-field.styles.js';
import { hostThemeStyles } from '../core/theme.js';

export const loginFormStyles = [
  hostThemeStyles,
  formFieldStyles,
  css`
    :host {
      display: block;
    }
    [part='base'] {
      gap: var(--form-gap, var(--sl-spacing-x-small));
    }
    [part='submit'] {
      width: 100%;
      margin-top: var(--sl-spacing-x-small);
    }
    [part='links'] {
      display: flex;
      flex-wrap: wrap;
      justify-content: space-between;
      gap: var(--sl-spacing-small);
      font-size: var(--sl-font-size-small);
      color: var(--eip-color-text-secondary);
    }
    [part='links'] a,
    ::slotted(a) {
      color: var(--sl-color-primary-700);
    }
    .links__register {
      margin-inline-start: auto;
    }
  `,
];
