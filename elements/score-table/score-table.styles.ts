import { css } from 'lit';
import { loadStateStyles } from '../core/load-states.js';
import { hostThemeStyles } from '../core/theme.js';

export const scoreTableStyles = [
  hostThemeStyles,
  loadStateStyles,
  css`
    :host {
      display: block;
    }
    [part='base'] {
      color: var(--eip-color-text);
    }
    .layout {
      display: grid;
      grid-template-columns: minmax(14rem, 18rem) minmax(0, 1fr);
      gap: var(--sl-spacing-large);
      align-items: start;
    }
    @media (max-width: 48rem) {
      .layout {
        grid-template-columns: minmax(0, 1fr);
      }
    }
    .rules {
      padding: var(--sl-spacing-small) var(--sl-spacing-medium);
      border: 1px solid var(--eip-color-border);
      border-radius: var(--sl-border-radius-medium);
      background: var(--eip-color-surface-muted, var(--sl-color-neutral-50));
      font-size: var(--sl-font-size-small);
    }
    .rules h3 {
      margin: 0 0 var(--sl-spacing-x-small);
      font-size: var(--sl-font-size-medium);
    }
    .tree,
    .tree ul {
      list-style: none;
      margin: 0;
      padding: 0;
    }
    .tree ul {
      margin-left: var(--sl-spacing-small);
      padding-left: var(--sl-spacing-small);
      border-left: 2px solid var(--eip-color-border);
    }
    .tree li {
      padding: var(--sl-spacing-2x-small) 0;
    }
    .rule {
      display: flex;
      flex-wrap: wrap;
      align-items: center;
      gap: var(--sl-spacing-x-small);
    }
    .rule-name {
      font-weight: var(--sl-font-weight-semibold);
    }
    .rule-marks {
      margin-left: auto;
      font-variant-numeric: tabular-nums;
    }
    .rule-desc,
    .weights {
      color: var(--eip-color-text-secondary);
    }
    .weights {
      margin: var(--sl-spacing-x-small) 0 0;
    }
    .table-wrap {
      overflow-x: auto;
    }
    table {
      width: 100%;
      border-collapse: collapse;
      font-size: var(--sl-font-size-small);
    }
    th,
    td {
      padding: var(--sl-spacing-x-small) var(--sl-spacing-small);
      border-bottom: 1px solid var(--eip-color-border);
      text-align: left;
      white-space: nowrap;
    }
    thead th {
      color: var(--eip-color-text-secondary);
      font-weight: var(--sl-font-weight-semibold);
    }
    thead th small {
      display: block;
      font-weight: normal;
    }
    tbody th {
      font-weight: var(--sl-font-weight-semibold);
      white-space: normal;
    }
    .num {
      text-align: right;
      font-variant-numeric: tabular-nums;
    }
    .total {
      font-weight: var(--sl-font-weight-bold);
      font-size: var(--sl-font-size-medium);
    }
    .rank {
      display: inline-grid;
      place-items: center;
      min-width: 1.5rem;
      height: 1.5rem;
      border-radius: 50%;
      background: var(--sl-color-neutral-200);
      color: var(--sl-color-neutral-900);
      font-weight: var(--sl-font-weight-bold);
    }
    tr.first .rank {
      background: var(--sl-color-primary-600);
      color: var(--sl-color-neutral-0);
    }
    tr.first {
      background: var(--sl-color-primary-50);
    }
    .editor-row td {
      white-space: normal;
      background: var(--sl-color-neutral-50);
    }
    .editor {
      display: grid;
      gap: var(--sl-spacing-small);
    }
    .fields {
      display: grid;
      grid-template-columns: repeat(auto-fill, minmax(11rem, 1fr));
      gap: var(--sl-spacing-small);
    }
    .editor-actions {
      display: flex;
      flex-wrap: wrap;
      align-items: center;
      justify-content: flex-end;
      gap: var(--sl-spacing-x-small);
    }
    .preview {
      margin-right: auto;
    }
    .footer {
      display: flex;
      flex-wrap: wrap;
      align-items: center;
      justify-content: flex-end;
      gap: var(--sl-spacing-small);
      margin-top: var(--sl-spacing-medium);
      font-size: var(--sl-font-size-small);
    }
    .footer.done {
      justify-content: flex-start;
      color: var(--eip-color-success, var(--sl-color-success-700));
    }
    .pending {
      color: var(--eip-color-text-secondary);
    }
    .error {
      flex-basis: 100%;
      color: var(--eip-color-danger);
      font-size: var(--sl-font-size-small);
    }
  `,
];
