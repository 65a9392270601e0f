import { css, unsafeCSS } from 'lit';
import { PASSWORD_DIALOG_WIDTH } from '../../api/contract/limits.js';
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
      --width: var(--dialog-width, ${unsafeCSS(`${PASSWORD_DIALOG_WIDTH}px`)});
    }
    [part='base'] {
      gap: var(--form-gap, var(--sl-spacing-x-small));
    }
    [part='directory-notice'] p {
      margin: 0 0 var(--sl-spacing-x-small);
      line-height: var(--sl-line-height-normal);
      overflow-wrap: anywhere;
    }
    [part='directory-link'] {
      color: var(--eip-color-primary-text);
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
