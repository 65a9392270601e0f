import { css } from 'lit';
import { loadStateStyles } from '../core/load-states.js';
import { hostThemeStyles } from '../core/theme.js';

export const modifyRecordListStyles = [
  hostThemeStyles,
  loadStateStyles,
  css`
    :host {
      display: block;
      font-size: var(--sl-font-size-small);
      color: var(--sl-color-neutral-800);
    }
    ol {
      margin: 0;
      padding: 0;
      list-style: none;
      display: grid;
      gap: var(--sl-spacing-medium);
    }
    .head {
      margin: 0 0 var(--sl-spacing-2x-small);
      color: var(--sl-color-neutral-700);
    }
    .head strong {
      color: var(--sl-color-neutral-900);
    }
    table {
      width: 100%;
      border-collapse: collapse;
    }
    caption {
      position: absolute;
      width: 1px;
      height: 1px;
      overflow: hidden;
      clip: rect(0 0 0 0);
      white-space: nowrap;
    }
    th,
    td {
      padding: var(--sl-spacing-2x-small) var(--sl-spacing-x-small);
      border: 1px solid var(--sl-color-neutral-200);
      text-align: left;
      vertical-align: top;
      word-break: break-word;
    }
    thead th {
      background: var(--sl-color-neutral-100);
      font-weight: var(--sl-font-weight-semibold);
    }
    th[scope='row'] {
      width: 24%;
      font-weight: var(--sl-font-weight-semibold);
    }
    .before {
      color: var(--sl-color-neutral-700);
    }
    .old {
      text-decoration: line-through;
    }
    .after {
      color: var(--sl-color-success-800);
    }
    .none {
      color: var(--sl-color-neutral-600);
      font-style: italic;
    }
    .empty {
      margin: 0;
      color: var(--sl-color-neutral-700);
    }
  `,
];
