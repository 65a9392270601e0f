import { css } from 'lit';
import { formFieldStyles, nativeSelectStyles } from '../core/forms/form-field.styles.js';
import { richTextStyles } from '../rich-text/rich-text.styles.js';

export const mailComposerStyles = [
  ...richTextStyles,
  formFieldStyles,
  nativeSelectStyles,
  css`
    :host {
      display: block;
    }
    form {
      --form-gap: var(--sl-spacing-small);
    }
    .label {
      font-size: var(--sl-input-label-font-size-medium);
    }
    .copy-toggles {
      display: flex;
      gap: var(--sl-spacing-medium);
      margin-top: calc(-1 * var(--sl-spacing-x-small));
    }
    .link {
      padding: 0;
      border: none;
      background: none;
      color: var(--eip-color-primary-text);
      font: inherit;
      font-size: var(--sl-font-size-small);
      cursor: pointer;
    }
    .link:focus-visible,
    .tool:focus-visible {
      outline: var(--sl-focus-ring);
      outline-offset: 2px;
    }
    .editor-frame {
      border: solid var(--sl-input-border-width) var(--eip-color-border);
      border-radius: var(--eip-radius);
      background: var(--eip-color-surface);
    }
    .editor-frame:focus-within {
      border-color: var(--sl-color-primary-600);
    }
    .toolbar {
      display: flex;
      flex-wrap: wrap;
      gap: var(--sl-spacing-3x-small);
      padding: var(--sl-spacing-3x-small);
      border-bottom: 1px solid var(--eip-color-border);
    }
    .tool {
      display: inline-flex;
      align-items: center;
      justify-content: center;
      width: 2rem;
      height: 2rem;
      border: none;
      border-radius: var(--eip-radius);
      background: none;
      color: var(--eip-color-text);
      cursor: pointer;
    }
    .tool:hover {
      background: var(--sl-color-neutral-100);
    }
    .editor {
      min-height: 12rem;
      max-height: 50vh;
      overflow: auto;
      padding: var(--sl-spacing-small) var(--sl-spacing-medium);
      color: var(--eip-color-text);
      line-height: 1.7;
      outline: none;
      overflow-wrap: anywhere;
    }
    .actions {
      display: flex;
      gap: var(--sl-spacing-small);
    }
  `,
];
