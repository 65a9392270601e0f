import { css } from 'lit';
import { formElementSheets } from '../core/forms/form-field.styles.js';

export const signUpFormStyles = [
  ...formElementSheets,
  css`
    [part='base'] {
      display: grid;
      gap: var(--sl-spacing-medium);
      color: var(--eip-color-text);
      container-type: inline-size;
    }
    .project {
      display: flex;
      flex-wrap: wrap;
      align-items: baseline;
      gap: var(--sl-spacing-2x-small) var(--sl-spacing-large);
      padding: var(--sl-spacing-small) var(--sl-spacing-medium);
      border-radius: var(--eip-radius);
      background: var(--sl-color-neutral-50);
      font-size: var(--sl-font-size-small);
    }
    .project strong {
      flex-basis: 100%;
      font-size: var(--sl-font-size-medium);
    }
    .money {
      color: var(--eip-color-danger);
    }
    .grid {
      display: grid;
      grid-template-columns: repeat(3, minmax(0, 1fr));
      gap: var(--sl-spacing-2x-small) var(--sl-spacing-large);
    }
    @container (max-width: 40rem) {
      .grid {
        grid-template-columns: minmax(0, 1fr);
      }
    }
    .field-label {
      font-size: var(--sl-input-label-font-size-medium);
    }
    .notice {
      display: flex;
      align-items: center;
      gap: var(--sl-spacing-small);
      padding: var(--sl-spacing-small) var(--sl-spacing-medium);
      border: 1px solid var(--sl-color-primary-300);
      border-radius: var(--eip-radius);
      background: var(--sl-color-primary-50);
      font-size: var(--sl-font-size-small);
    }
    .notice--success {
      border-color: var(--sl-color-success-300);
      background: var(--sl-color-success-50);
      color: var(--sl-color-success-800);
    }
    .actions sl-button {
      min-width: 8rem;
    }
  `,
];
