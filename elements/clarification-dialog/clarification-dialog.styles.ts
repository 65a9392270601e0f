import { css } from 'lit';
import { formFieldStyles } from '../core/forms/form-field.styles.js';
import { hostThemeStyles } from '../core/theme.js';

export const clarificationDialogStyles = [
  hostThemeStyles,
  formFieldStyles,
  css`
    :host {
      display: contents;
    }
    [part='dialog'] {
      --width: var(--dialog-width, 760px);
    }
    [part='base'] {
      gap: var(--form-gap, var(--sl-spacing-small));
    }
    .project {
      margin: 0;
      color: var(--eip-color-text);
    }
    [part='windows'] {
      display: grid;
      grid-template-columns: repeat(auto-fit, minmax(min(100%, 18rem), 1fr));
      gap: var(--sl-spacing-small) var(--sl-spacing-medium);
      margin: 0;
      padding: 0;
      border: none;
    }
    [part='windows'] legend {
      padding: 0;
      margin-block-end: var(--sl-spacing-2x-small);
      font-size: var(--sl-input-label-font-size-medium);
      color: var(--eip-color-text);
    }
    .windows-hint {
      grid-column: 1 / -1;
      margin: 0;
    }
  `,
];
