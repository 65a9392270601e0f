import { css } from 'lit';

/**
 * A plain data table (`<table class="data-table">` in a `.scroll` wrapper): small text, a line under each
 * row, a tinted head, figures right-aligned in tabular digits (`.number`).
 */
export const dataTableStyles = css`
  .scroll {
    overflow-x: auto;
  }
  .data-table {
    width: 100%;
    border-collapse: collapse;
    font-size: var(--sl-font-size-small);
  }
  .data-table th,
  .data-table td {
    padding: var(--sl-spacing-x-small) var(--sl-spacing-small);
    border-bottom: 1px solid var(--eip-color-border);
    text-align: start;
    vertical-align: top;
  }
  .data-table thead th {
    color: var(--eip-color-text-secondary);
    font-weight: var(--sl-font-weight-semibold);
    background: var(--sl-color-neutral-50);
  }
  .data-table tbody th {
    font-weight: var(--sl-font-weight-normal);
  }
  .data-table .number {
    text-align: end;
    font-variant-numeric: tabular-nums;
  }
`;
