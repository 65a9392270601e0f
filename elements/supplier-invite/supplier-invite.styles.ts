import { css } from 'lit';
import { loadStateStyles } from '../core/load-states.js';
import { hostThemeStyles } from '../core/theme.js';

export const supplierInviteStyles = [
  hostThemeStyles,
  loadStateStyles,
  css`
    :host {
      display: block;
    }
    [part='base'] {
      display: grid;
      gap: var(--sl-spacing-small);
      color: var(--eip-color-text);
    }
    .search {
      display: flex;
      align-items: flex-end;
      gap: var(--sl-spacing-x-small);
    }
    .search sl-input {
      flex: 1;
      max-width: 22rem;
    }
    ul {
      list-style: none;
      margin: 0;
      padding: 0;
      max-height: 18rem;
      overflow: auto;
      border: 1px solid var(--eip-color-border);
      border-radius: var(--eip-radius);
    }
    li {
      padding: var(--sl-spacing-x-small) var(--sl-spacing-small);
      border-bottom: 1px dashed var(--eip-color-border);
    }
    li:last-child {
      border-bottom: none;
    }
    .account,
    .there,
    .count {
      font-size: var(--sl-font-size-small);
      color: var(--eip-color-text-secondary);
    }
    .account {
      margin-left: var(--sl-spacing-x-small);
    }
    .there {
      margin-left: var(--sl-spacing-x-small);
      color: var(--sl-color-success-700);
    }
    .footer {
      display: flex;
      align-items: center;
      justify-content: space-between;
      gap: var(--sl-spacing-small);
    }
    .result {
      font-size: var(--sl-font-size-small);
    }
    .result--success {
      color: var(--sl-color-success-700);
    }
    .result--danger {
      color: var(--eip-color-danger);
    }
  `,
];
