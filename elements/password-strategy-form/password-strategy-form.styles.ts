import { css } from 'lit';
import { formElementSheets } from '../core/forms/form-field.styles.js';

export const passwordStrategyFormStyles = [
  ...formElementSheets,
  css`
    :host {
      display: block;
    }
    form {
      max-width: 36rem;
    }
    .switch,
    .choice {
      display: flex;
      gap: var(--sl-spacing-x-small);
      align-items: center;
    }
    .switch > input[type='checkbox'] {
      flex: none;
      width: auto;
      min-width: 0;
      height: auto;
      margin: 0;
      padding: 0;
    }
    .choices {
      display: grid;
      gap: var(--sl-spacing-x-small);
      border: 0;
      margin: 0;
      padding: 0;
    }
    .choices legend {
      padding: 0;
      margin-block-end: var(--sl-spacing-2x-small);
    }
    .hint {
      margin: 0;
      color: var(--eip-color-text-secondary);
      font-size: var(--sl-font-size-small);
    }
  `,
];
