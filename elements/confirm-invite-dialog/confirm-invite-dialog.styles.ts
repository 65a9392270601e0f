import { css } from 'lit';
import { formFieldStyles } from '../core/forms/form-field.styles.js';
import { hostThemeStyles } from '../core/theme.js';
import { registrationFormStyles } from '../registration-detail/registration-detail.styles.js';

export const confirmInviteDialogStyles = [
  hostThemeStyles,
  formFieldStyles,
  registrationFormStyles,
  css`
    :host {
      display: contents;
    }
    [part='dialog'] {
      --width: var(--dialog-width, 640px);
    }
    [part='base'] {
      gap: var(--form-gap, var(--sl-spacing-x-small));
    }
    .project {
      margin: 0;
      color: var(--eip-color-text);
    }
  `,
];
