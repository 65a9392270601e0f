import { css } from 'lit';
import { listItemStyles } from '../core/list-item.styles.js';
import { loadStateStyles } from '../core/load-states.js';
import { paginationStyles } from '../core/pagination.js';
import { recordListStyles } from '../core/record-list.styles.js';
import { hostThemeStyles } from '../core/theme.js';

export const collectionListStyles = [
  hostThemeStyles,
  loadStateStyles,
  paginationStyles,
  listItemStyles,
  recordListStyles,
  css`
    .toolbar sl-radio-group::part(form-control) {
      display: flex;
      align-items: center;
      gap: var(--sl-spacing-x-small);
    }
    .toolbar sl-radio-group::part(form-control-label) {
      margin: 0;
      font-size: var(--sl-font-size-small);
      color: var(--eip-color-text-secondary);
    }
    .gone {
      color: var(--eip-color-text-secondary);
      font-weight: var(--sl-font-weight-normal);
    }
  `,
];
