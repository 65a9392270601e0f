import { css } from 'lit';
import { formElementSheets } from '../core/forms/form-field.styles.js';

export const sealSettingsStyles = [
  ...formElementSheets,
  css`
    [part='base'] {
      display: grid;
      gap: var(--sl-spacing-large);
      color: var(--eip-color-text);
    }
    .current {
      display: flex;
      flex-wrap: wrap;
      align-items: center;
      gap: var(--sl-spacing-large);
      padding: var(--sl-spacing-medium);
      border: 1px solid var(--eip-color-border);
      border-radius: var(--eip-radius);
    }
    .current--none {
      gap: var(--sl-spacing-small);
      color: var(--eip-color-text-secondary);
      font-size: var(--sl-font-size-small);
    }
    .seal {
      width: 120px;
      height: 120px;
      object-fit: contain;
      display: grid;
      place-items: center;
      font-size: var(--sl-font-size-small);
      color: var(--eip-color-text-secondary);
    }
    dl {
      display: grid;
      grid-template-columns: auto 1fr;
      gap: var(--sl-spacing-x-small) var(--sl-spacing-medium);
      margin: 0;
      font-size: var(--sl-font-size-small);
    }
    dt {
      color: var(--eip-color-text-secondary);
    }
    dd {
      margin: 0;
    }
    form {
      max-width: 32rem;
    }
    .field-label {
      font-size: var(--sl-input-label-font-size-medium);
    }
    .saved {
      color: var(--sl-color-success-700);
      font-size: var(--sl-font-size-small);
    }
    .actions sl-button {
      min-width: 8rem;
    }
  `,
];
