import { css } from 'lit';
import { formFieldStyles } from '../core/forms/form-field.styles.js';
import { hostThemeStyles } from '../core/theme.js';

export const registerFormStyles = [
  hostThemeStyles,
  formFieldStyles,
  css`
    :host {
      display: block;
    }
    .section {
      margin: 0;
      padding: 0;
      border: none;
      min-width: 0;
      display: grid;
      grid-template-columns: repeat(2, minmax(0, 1fr));
      column-gap: var(--sl-spacing-large);
      row-gap: var(--sl-spacing-2x-small);
    }
    .section legend {
      padding: 0 0 var(--sl-spacing-x-small);
      font-size: var(--sl-font-size-medium);
      font-weight: var(--sl-font-weight-semibold);
      color: var(--eip-color-text);
      border-bottom: solid 1px var(--eip-color-border);
      width: 100%;
      margin-bottom: var(--sl-spacing-small);
    }
    .section .wide {
      grid-column: 1 / -1;
    }
    [part='base'] {
      container-type: inline-size;
    }
    /* Narrow pages and phones: one field per row. */
    @container (max-width: 34rem) {
      .section {
        grid-template-columns: minmax(0, 1fr);
      }
      .spacer {
        display: none;
      }
    }
    [part='actions'] {
      display: flex;
      flex-wrap: wrap;
      align-items: center;
      gap: var(--sl-spacing-medium);
      font-size: var(--sl-font-size-small);
      color: var(--eip-color-text-secondary);
    }
    [part='submit'] {
      min-width: 8rem;
    }
    [part='actions'] a,
    ::slotted(a) {
      color: var(--sl-color-primary-700);
    }
  `,
];
