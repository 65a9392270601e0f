import { css } from 'lit';
import { listItemStyles } from '../core/list-item.styles.js';
import { loadStateStyles } from '../core/load-states.js';
import { paginationStyles } from '../core/pagination.js';
import { recordListStyles } from '../core/record-list.styles.js';
import { hostThemeStyles } from '../core/theme.js';

export const projectListStyles = [
  hostThemeStyles,
  loadStateStyles,
  paginationStyles,
  listItemStyles,
  recordListStyles,
  css`
    .count {
      font-size: var(--sl-font-size-small);
      color: var(--sl-color-success-700);
    }
    .count--pending {
      color: var(--sl-color-warning-700);
    }
    .winner {
      font-size: var(--sl-font-size-small);
      color: var(--eip-color-text-secondary);
    }
  `,
];
