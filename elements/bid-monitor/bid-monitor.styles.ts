import { css } from 'lit';
import { biddingViewStyles } from '../core/bidding-view.js';
import { dataTableStyles } from '../core/data-table.styles.js';
import { loadStateStyles } from '../core/load-states.js';
import { hostThemeStyles } from '../core/theme.js';

export const bidMonitorStyles = [
  hostThemeStyles,
  loadStateStyles,
  biddingViewStyles,
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
    .head {
      display: grid;
      gap: var(--sl-spacing-2x-small);
    }
    h2 {
      margin: 0;
      font-size: var(--sl-font-size-large);
    }
    h3 {
      margin: 0 0 var(--sl-spacing-small);
      font-size: var(--sl-font-size-medium);
    }
    .actions {
      display: flex;
      flex-wrap: wrap;
      align-items: center;
      gap: var(--sl-spacing-x-small);
    }
    .result {
      font-size: var(--sl-font-size-small);
      color: var(--sl-color-success-700);
    }
    .data-table caption {
      margin-bottom: var(--sl-spacing-x-small);
      font-weight: var(--sl-font-weight-semibold);
      text-align: start;
    }
    .count {
      font-weight: var(--sl-font-weight-semibold);
      color: var(--sl-color-primary-700);
    }
    tr.winner {
      background: var(--sl-color-success-50);
    }
    .award {
      padding: var(--sl-spacing-small) var(--sl-spacing-medium);
      border-radius: var(--sl-border-radius-medium);
      background: var(--sl-color-success-100);
      color: var(--sl-color-success-800);
    }
    .dialog-error {
      min-height: 1.25em;
      margin-top: var(--sl-spacing-small);
      font-size: var(--sl-font-size-small);
      color: var(--eip-color-danger);
    }
    sl-dialog p {
      margin: 0 0 var(--sl-spacing-small);
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
