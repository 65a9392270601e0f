import { css } from 'lit';
import { columnFrameStyles } from '../core/column-frame.js';
import { listItemStyles } from '../core/list-item.styles.js';
import { loadStateStyles } from '../core/load-states.js';
import { paginationStyles } from '../core/pagination.js';
import { rowTagStyles } from '../core/row-tag.js';
import { hostThemeStyles } from '../core/theme.js';

export const noticeListStyles = [
  // First: its `:host` rule gives way to the element's own.
  ...rowTagStyles,
  hostThemeStyles,
  columnFrameStyles,
  loadStateStyles,
  paginationStyles,
  listItemStyles,
  css`
    ul.busy {
      transition: opacity 0.2s;
    }
    [part='item'] {
      display: flex;
      gap: var(--sl-spacing-medium);
      align-items: flex-start;
      padding: var(--sl-spacing-medium) var(--sl-spacing-2x-small);
    }
    [part='item']:last-child {
      border-bottom: none;
    }
    .title {
      line-height: 1.5;
    }
    .meta {
      flex-wrap: wrap;
      gap: var(--sl-spacing-2x-small) var(--sl-spacing-medium);
    }
    .meta .money {
      color: var(--sl-color-danger-600);
      font-weight: var(--sl-font-weight-semibold);
    }
    .tags {
      display: inline-flex;
      gap: var(--sl-spacing-2x-small);
    }
    :host([variant='compact']) .title {
      display: block;
    }
    :host([variant='compact']) .main {
      display: flex;
      align-items: center;
      gap: var(--sl-spacing-x-small);
    }
  `,
];
