import { css } from 'lit';
import { contactStyles } from '../core/contact.styles.js';
import { listItemStyles } from '../core/list-item.styles.js';
import { loadStateStyles } from '../core/load-states.js';
import { paginationStyles } from '../core/pagination.js';
import { hostThemeStyles } from '../core/theme.js';

export const contactDirectoryStyles = [
  hostThemeStyles,
  loadStateStyles,
  paginationStyles,
  listItemStyles,
  contactStyles,
  css`
    .search {
      display: flex;
      gap: var(--sl-spacing-x-small);
      padding-bottom: var(--sl-spacing-small);
    }
    .search input {
      flex: 1;
    }
  `,
];
