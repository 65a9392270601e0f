import { css } from 'lit';
import { formFieldStyles } from '../core/forms/form-field.styles.js';
import { loadStateStyles } from '../core/load-states.js';
import { paginationStyles } from '../core/pagination.js';
import { settingsListStyles } from '../core/settings-list.styles.js';
import { hostThemeStyles } from '../core/theme.js';

export const mailContactListStyles = [
  hostThemeStyles,
  loadStateStyles,
  paginationStyles,
  formFieldStyles,
  settingsListStyles,
  css`
    .search {
      flex: 1 1 14rem;
      max-width: 24rem;
    }
    .contacts-list > ul {
      display: grid;
      gap: var(--sl-spacing-small);
      margin: 0;
      padding: 0;
      list-style: none;
    }
    .form {
      max-width: 36rem;
    }
  `,
];
