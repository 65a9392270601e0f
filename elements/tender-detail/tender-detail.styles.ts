import { css } from 'lit';
import { detailSectionStyles, detailStyles, factTableStyles } from '../core/detail.styles.js';
import { loadStateStyles } from '../core/load-states.js';
import { paginationStyles } from '../core/pagination.js';
import { hostThemeStyles } from '../core/theme.js';

export const tenderDetailStyles = [
  hostThemeStyles,
  loadStateStyles,
  detailStyles,
  detailSectionStyles,
  factTableStyles,
  paginationStyles,
  css`
    [part='title-bar'] {
      display: flex;
      align-items: center;
      justify-content: space-between;
      gap: var(--sl-spacing-medium);
      padding-bottom: var(--sl-spacing-small);
      border-bottom: 1px solid var(--eip-color-border);
    }
    [part='title-bar'] h2 {
      margin: 0;
      font-size: var(--sl-font-size-large);
    }
    [part='title'] {
      font-size: var(--tender-title-size, var(--sl-font-size-x-large));
    }
    h3 .count {
      color: var(--eip-color-text-secondary);
      font-weight: var(--sl-font-weight-normal);
      font-size: var(--sl-font-size-small);
    }
    h4 {
      margin: var(--sl-spacing-medium) 0 var(--sl-spacing-x-small);
      font-size: var(--sl-font-size-small);
      color: var(--eip-color-text-secondary);
    }
    .money {
      color: var(--sl-color-danger-700);
      font-weight: var(--sl-font-weight-semibold);
    }
    .basic-info {
      margin-top: var(--sl-spacing-medium);
    }
    .table-wrap {
      overflow-x: auto;
    }
    table {
      width: 100%;
      min-width: 36rem;
      border-collapse: collapse;
      font-size: var(--sl-font-size-small);
    }
    th,
    td {
      padding: var(--sl-spacing-x-small) var(--sl-spacing-small);
      border: 1px solid var(--eip-color-border);
      text-align: left;
      vertical-align: top;
      overflow-wrap: anywhere;
    }
    th {
      background: var(--sl-color-neutral-50);
      color: var(--eip-color-text-secondary);
      font-weight: var(--sl-font-weight-semibold);
      white-space: nowrap;
    }
    td.index,
    th.index {
      width: 3.5rem;
      text-align: center;
    }
    td.number,
    th.number {
      text-align: right;
      white-space: nowrap;
    }
    .rules,
    .rules ul {
      list-style: none;
      margin: 0;
      padding: 0;
    }
    .rules ul {
      margin-left: var(--sl-spacing-large);
      border-left: 1px dashed var(--eip-color-border);
    }
    .rule {
      display: grid;
      grid-template-columns: minmax(8rem, 1fr) auto auto;
      gap: var(--sl-spacing-2x-small) var(--sl-spacing-medium);
      align-items: baseline;
      padding: var(--sl-spacing-x-small) var(--sl-spacing-small);
      border-bottom: 1px solid var(--eip-color-border);
      font-size: var(--sl-font-size-small);
    }
    .rule-name {
      font-weight: var(--sl-font-weight-semibold);
    }
    .rules ul .rule-name {
      font-weight: var(--sl-font-weight-normal);
    }
    .rule-score,
    .rule-percent {
      white-space: nowrap;
      color: var(--sl-color-primary-700);
    }
    .rule-desc {
      grid-column: 1 / -1;
      color: var(--eip-color-text-secondary);
    }
    .rules-total {
      margin: var(--sl-spacing-x-small) 0 0;
      font-size: var(--sl-font-size-small);
      color: var(--eip-color-text-secondary);
      text-align: right;
    }
    .quotation-facts {
      display: flex;
      flex-wrap: wrap;
      gap: var(--sl-spacing-small) var(--sl-spacing-x-large);
      margin: 0;
      padding: var(--sl-spacing-small) var(--sl-spacing-medium);
      border: 1px solid var(--eip-color-border);
      border-radius: var(--eip-radius);
      font-size: var(--sl-font-size-small);
    }
    .none {
      margin: 0;
      color: var(--eip-color-text-secondary);
      font-size: var(--sl-font-size-small);
    }
    file-upload {
      display: block;
    }
    .pagination {
      margin-top: var(--sl-spacing-small);
    }
  `,
];
