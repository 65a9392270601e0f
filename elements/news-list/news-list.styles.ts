import { css } from 'lit';
import { columnFrameStyles } from '../core/column-frame.js';
import { listItemStyles } from '../core/list-item.styles.js';
import { loadStateStyles } from '../core/load-states.js';
import { paginationStyles } from '../core/pagination.js';
import { rowTagStyles } from '../core/row-tag.js';
import { hostThemeStyles } from '../core/theme.js';

export const newsListStyles = [
  // First: its `:host` rule gives way to the element's own.
  ...rowTagStyles,
  hostThemeStyles,
  columnFrameStyles,
  loadStateStyles,
  paginationStyles,
  listItemStyles,
  css`
    [part='item'] {
      display: flex;
      gap: var(--sl-spacing-large);
      padding: var(--sl-spacing-medium) var(--sl-spacing-2x-small);
    }
    .summary {
      margin: 0;
      color: var(--eip-color-text-secondary);
      font-size: var(--sl-font-size-small);
      line-height: 1.7;
      display: -webkit-box;
      -webkit-line-clamp: 2;
      -webkit-box-orient: vertical;
      overflow: hidden;
    }
    .meta {
      gap: var(--sl-spacing-medium);
    }
    .date {
      flex: none;
      display: grid;
      justify-items: center;
      align-content: center;
      width: 4.5rem;
      height: 4.5rem;
      border-radius: var(--eip-radius);
      background: var(--sl-color-primary-50);
      color: var(--sl-color-primary-700);
    }
    .date strong {
      font-size: var(--sl-font-size-x-large);
      line-height: 1.1;
    }
    .date span {
      font-size: var(--sl-font-size-x-small);
    }
    :host([variant='compact']) [part='item'] {
      gap: var(--sl-spacing-small);
    }
    :host([variant='compact']) .title {
      flex: 1;
      min-width: 0;
    }
  `,
];
