import { css } from 'lit';
import { listItemStyles } from '../core/list-item.styles.js';
import { loadStateStyles } from '../core/load-states.js';
import { paginationStyles } from '../core/pagination.js';
import { recordListStyles } from '../core/record-list.styles.js';
import { hostThemeStyles } from '../core/theme.js';

export const registrationListStyles = [
  hostThemeStyles,
  loadStateStyles,
  paginationStyles,
  listItemStyles,
  recordListStyles,
  css`
    .toolbar {
      align-items: center;
      justify-content: space-between;
    }
    .hint {
      font-size: var(--sl-font-size-small);
      color: var(--eip-color-text-secondary);
    }
  `,
];
