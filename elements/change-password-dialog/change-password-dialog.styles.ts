import { css } from 'lit';
import { formFieldStyles } from '../core/forms/form-field.styles.js';
import { hostThemeStyles } from '../core/theme.js';

export const changePasswordDialogStyles = [
  hostThemeStyles,
  formFieldStyles,
  css`
    :host {
      display: contents;
    }
    [part='dialog'] {
      /* The product's password dialog is 500 px wide. */
      --width: var(--dialog-width, 500px);
    }
    [part='base'] {
      gap: var(--form-gap, var(--sl-spacing-x-small));
    }
    [part='send-code'] {
      flex: 0 0 auto;
      min-width: 8.5rem;
    }
    [part='send-code']::part(base) {
      height: var(--sl-input-height-medium);
    }
  `,
];
