import { css } from 'lit';
import { userPickerStyles } from '../user-picker/user-picker.styles.js';

/** The user picker's field, tags and suggestion list, with the tags and the text box on one line. */
export const mailAddressInputStyles = [
  ...userPickerStyles,
  css`
    .box {
      display: flex;
      flex-wrap: wrap;
      align-items: center;
      gap: var(--sl-spacing-2x-small);
      min-height: var(--sl-input-height-medium);
      padding: 0 var(--sl-spacing-x-small);
      border: solid var(--sl-input-border-width) var(--eip-color-border);
      border-radius: var(--eip-radius);
      background: var(--eip-color-surface);
    }
    .box:focus-within {
      border-color: var(--sl-color-primary-600);
      box-shadow: 0 0 0 var(--sl-focus-ring-width) var(--sl-input-focus-ring-color);
    }
    .field--invalid .box {
      border-color: var(--eip-color-danger);
    }
    .box input {
      flex: 1 1 8rem;
      min-width: 6rem;
      border: none;
      outline: none;
      background: transparent;
      box-shadow: none;
      padding: 0;
    }
    [part='matches'] {
      position: absolute;
      z-index: 10;
      left: 0;
      right: 0;
    }
  `,
];
