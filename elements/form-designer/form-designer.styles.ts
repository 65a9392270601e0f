import { css } from 'lit';
import { formElementSheets, nativeSelectStyles } from '../core/forms/form-field.styles.js';

export const formDesignerStyles = [
  ...formElementSheets,
  nativeSelectStyles,
  css`
    :host {
      display: block;
    }
    [part='base'] {
      display: grid;
      gap: var(--sl-spacing-medium);
    }
    .row {
      display: grid;
      grid-template-columns: repeat(auto-fit, minmax(12rem, 1fr));
      gap: var(--sl-spacing-small);
      align-items: end;
    }
    .layout {
      display: grid;
      grid-template-columns: minmax(10rem, 14rem) minmax(0, 1fr);
      gap: var(--sl-spacing-medium);
    }
    .list ol {
      list-style: none;
      margin: 0 0 var(--sl-spacing-small);
      padding: 0;
      display: grid;
      gap: var(--sl-spacing-2x-small);
    }
    .pick {
      width: 100%;
      display: flex;
      justify-content: space-between;
      gap: var(--sl-spacing-x-small);
      padding: var(--sl-spacing-x-small) var(--sl-spacing-small);
      border: 1px solid var(--eip-color-border);
      border-radius: var(--sl-border-radius-medium);
      background: var(--sl-color-neutral-0);
      color: var(--sl-color-neutral-900);
      font: inherit;
      text-align: start;
      cursor: pointer;
    }
    .pick[aria-current='true'] {
      border-color: var(--sl-color-primary-600);
      background: var(--sl-color-primary-50);
    }
    .pick small {
      color: var(--sl-color-neutral-700);
    }
    .editor {
      display: grid;
      gap: var(--sl-spacing-small);
    }
    .select {
      display: grid;
      gap: var(--sl-spacing-2x-small);
    }
    .buttons {
      display: flex;
      flex-wrap: wrap;
      gap: var(--sl-spacing-x-small);
    }
    .hint {
      color: var(--eip-color-text-secondary);
    }
    .select .hint {
      margin: 0;
      font-size: var(--sl-font-size-small);
    }
    .preview {
      border-top: 1px solid var(--eip-color-border);
      padding-top: var(--sl-spacing-small);
    }
    .preview h2 {
      margin: 0 0 var(--sl-spacing-small);
      font-size: var(--sl-font-size-medium);
    }
    @media (max-width: 40rem) {
      .layout {
        grid-template-columns: minmax(0, 1fr);
      }
    }
  `,
];
