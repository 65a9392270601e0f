import { css } from 'lit';
import { columnFrameStyles } from '../core/column-frame.js';
import { listItemStyles } from '../core/list-item.styles.js';
import { loadStateStyles } from '../core/load-states.js';
import { paginationStyles } from '../core/pagination.js';
import { hostThemeStyles } from '../core/theme.js';

export const noticeListStyles = [
  hostThemeStyles,
  columnFrameStyles,
  loadStateStyles,
  paginationStyles,
  listItemStyles,
  css`
    [part='filters'] {
      display: grid;
      grid-template-columns: repeat(auto-fill, minmax(12.5rem, 1fr));
      gap: var(--sl-spacing-small) var(--sl-spacing-medium);
      align-items: end;
      padding: var(--sl-spacing-medium);
      margin-bottom: var(--sl-spacing-medium);
      background: var(--sl-color-neutral-50);
      border: 1px solid var(--eip-color-border);
      border-radius: var(--eip-radius);
    }
    [part='filters'] .keyword {
      grid-column: span 2;
    }
    [part='filters'] .dates {
      display: flex;
      align-items: end;
      gap: var(--sl-spacing-2x-small);
      grid-column: span 2;
    }
    [part='filters'] .dates sl-input {
      flex: 1;
      min-width: 0;
    }
    [part='filters'] .dates span {
      padding-bottom: 0.5rem;
      color: var(--eip-color-text-secondary);
    }
    [part='filters'] .actions {
      display: flex;
      gap: var(--sl-spacing-x-small);
    }
    @media (max-width: 640px) {
      [part='filters'] .keyword,
      [part='filters'] .dates {
        grid-column: auto;
      }
      /* On a phone the two days one under the other: side by side a date is cut off. */
      [part='filters'] .dates {
        flex-direction: column;
        align-items: stretch;
        gap: var(--sl-spacing-small);
      }
      [part='filters'] .dates span {
        display: none;
      }
    }
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
    :host([variant='compact']) sl-tag {
      flex: none;
    }
  `,
];
