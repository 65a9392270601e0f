import { css } from 'lit';
import { loadStateStyles } from '../core/load-states.js';
import { hostThemeStyles } from '../core/theme.js';

export const comprehensiveQuotationStyles = [
  hostThemeStyles,
  loadStateStyles,
  css`
    :host {
      display: block;
    }
    [part='base'] {
      display: grid;
      gap: var(--sl-spacing-medium);
      color: var(--eip-color-text);
    }
    .current {
      display: grid;
      gap: var(--sl-spacing-2x-small);
      margin: 0;
      padding: var(--sl-spacing-small) var(--sl-spacing-medium);
      border-left: 3px solid var(--sl-color-primary-600);
    }
    .current.none {
      border-left-color: var(--eip-color-border);
      color: var(--eip-color-text-secondary);
    }
    .figure {
      display: flex;
      flex-wrap: wrap;
      align-items: baseline;
      gap: var(--sl-spacing-small);
    }
    .label,
    .meta {
      font-size: var(--sl-font-size-small);
      color: var(--eip-color-text-secondary);
    }
    .amount {
      font-size: var(--sl-font-size-x-large);
      font-variant-numeric: tabular-nums;
    }
    .capitals {
      color: var(--eip-color-text);
    }
    .form {
      display: grid;
      gap: var(--sl-spacing-medium);
      max-width: 40rem;
    }
    .amount-row {
      display: grid;
      grid-template-columns: minmax(12rem, 16rem) 1fr;
      gap: var(--sl-spacing-medium);
      align-items: start;
    }
    .capitals-live {
      display: grid;
      gap: var(--sl-spacing-2x-small);
      padding-top: var(--sl-spacing-2x-small);
    }
    .confirm {
      display: grid;
      gap: var(--sl-spacing-small);
      padding: var(--sl-spacing-medium);
      border: 1px solid var(--sl-color-primary-300);
      border-radius: var(--sl-border-radius-medium);
    }
    .confirm p {
      margin: 0;
    }
    .actions {
      display: flex;
      gap: var(--sl-spacing-x-small);
    }
    .field {
      display: grid;
      gap: var(--sl-spacing-2x-small);
    }
    .field-label {
      font-size: var(--sl-input-label-font-size-medium);
      color: var(--sl-input-label-color);
    }
    .won {
      display: flex;
      align-items: center;
      gap: var(--sl-spacing-x-small);
      margin: 0;
      font-weight: var(--sl-font-weight-semibold);
      color: var(--sl-color-success-700);
    }
    .closed {
      margin: 0;
      color: var(--eip-color-text-secondary);
    }
    .error {
      color: var(--eip-color-danger);
      font-size: var(--sl-font-size-small);
    }
  `,
];
