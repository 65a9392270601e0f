import { css } from 'lit';
import { formFieldStyles } from '../core/forms/form-field.styles.js';
import { hostThemeStyles } from '../core/theme.js';

export const messageComposeDialogStyles = [
  hostThemeStyles,
  formFieldStyles,
  css`
    :host {
      display: contents;
    }
    [part='dialog'] {
      --width: var(--dialog-width, 600px);
    }
    [part='base'] {
      display: grid;
      gap: var(--sl-spacing-small);
    }
    .groups {
      display: flex;
      flex-wrap: wrap;
      gap: var(--sl-spacing-x-small) var(--sl-spacing-medium);
      margin: 0;
      padding: var(--sl-spacing-x-small) var(--sl-spacing-small);
      border: 1px solid var(--eip-color-border);
      border-radius: var(--eip-radius);
      font-size: var(--sl-font-size-small);
    }
    .groups legend {
      padding: 0 var(--sl-spacing-2x-small);
      color: var(--eip-color-text-secondary);
    }
    .groups label {
      display: inline-flex;
      align-items: center;
      gap: var(--sl-spacing-2x-small);
    }
  `,
];
