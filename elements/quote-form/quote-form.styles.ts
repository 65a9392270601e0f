import { css } from 'lit';
import { dataTableStyles } from '../core/data-table.styles.js';
import { hostThemeStyles } from '../core/theme.js';

export const quoteFormStyles = [
  hostThemeStyles,
  dataTableStyles,
  css`
    :host {
      display: block;
    }
    [part='base'] {
      display: grid;
      gap: var(--sl-spacing-medium);
      color: var(--eip-color-text);
    }
    .tax {
      display: flex;
      align-items: center;
      gap: var(--sl-spacing-small);
      font-size: var(--sl-font-size-small);
      color: var(--eip-color-text-secondary);
    }
    .items {
      min-width: 36rem;
    }
    .item-input::part(form-control-label) {
      position: absolute;
      width: 1px;
      height: 1px;
      overflow: hidden;
      clip: rect(0 0 0 0);
      white-space: nowrap;
    }
    .figure sl-input {
      max-width: 20rem;
    }
    .total {
      display: flex;
      flex-wrap: wrap;
      align-items: baseline;
      gap: var(--sl-spacing-small) var(--sl-spacing-large);
    }
    .total strong {
      font-size: var(--sl-font-size-large);
      color: var(--sl-color-primary-700);
      font-variant-numeric: tabular-nums;
    }
    .capitals {
      color: var(--eip-color-text-secondary);
      font-size: var(--sl-font-size-small);
    }
    .hint {
      font-size: var(--sl-font-size-small);
      color: var(--eip-color-text-secondary);
    }
    .field-error,
    .dialog-error {
      min-height: 1.25em;
      font-size: var(--sl-font-size-small);
      color: var(--eip-color-danger);
    }
    .actions {
      display: flex;
      align-items: center;
      gap: var(--sl-spacing-small);
    }
    .confirm {
      display: grid;
      grid-template-columns: max-content 1fr;
      gap: var(--sl-spacing-x-small) var(--sl-spacing-medium);
      margin: 0;
    }
    .confirm dt {
      color: var(--eip-color-text-secondary);
    }
    .confirm dd {
      margin: 0;
    }
    .confirm-figure {
      font-size: var(--sl-font-size-large);
      color: var(--sl-color-primary-700);
    }
    .confirm-items {
      margin: 0;
      padding-inline-start: 1.2em;
    }
    sl-dialog p {
      margin: 0 0 var(--sl-spacing-medium);
      line-height: 1.6;
    }
    .visually-hidden {
      position: absolute;
      width: 1px;
      height: 1px;
      overflow: hidden;
      clip: rect(0 0 0 0);
      white-space: nowrap;
    }
  `,
];
