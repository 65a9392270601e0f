import { css } from 'lit';
import { listItemStyles } from '../core/list-item.styles.js';
import { loadStateStyles } from '../core/load-states.js';
import { paginationStyles } from '../core/pagination.js';
import { recordListStyles } from '../core/record-list.styles.js';
import { hostThemeStyles } from '../core/theme.js';

export const awardListStyles = [
  hostThemeStyles,
  loadStateStyles,
  paginationStyles,
  listItemStyles,
  recordListStyles,
  css`
    [part='item'] {
      flex-wrap: nowrap;
      align-items: flex-start;
    }
    .badge {
      flex: none;
      font-size: 1.5rem;
      color: var(--sl-color-warning-600);
    }
    .link {
      font-size: var(--sl-font-size-small);
      color: var(--eip-color-primary-text);
    }
  `,
];
