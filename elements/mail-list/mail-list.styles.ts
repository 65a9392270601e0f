import { css } from 'lit';
import { formFieldStyles } from '../core/forms/form-field.styles.js';
import { listItemStyles } from '../core/list-item.styles.js';
import { loadStateStyles } from '../core/load-states.js';
import { paginationStyles } from '../core/pagination.js';
import { hostThemeStyles } from '../core/theme.js';

export const mailListStyles = [
  hostThemeStyles,
  loadStateStyles,
  paginationStyles,
  listItemStyles,
  formFieldStyles,
  css`
    .toolbar {
      display: grid;
      gap: var(--sl-spacing-x-small);
      padding-bottom: var(--sl-spacing-x-small);
      border-bottom: 1px solid var(--eip-color-border);
    }
    .search {
      width: 100%;
    }
    .actions {
      display: flex;
      flex-wrap: wrap;
      align-items: center;
      gap: var(--sl-spacing-x-small);
    }
    .count {
      color: var(--eip-color-text-secondary);
      font-size: var(--sl-font-size-small);
    }
    .problem {
      padding: var(--sl-spacing-x-small) 0;
      color: var(--eip-color-danger);
      font-size: var(--sl-font-size-small);
    }
    input[type='checkbox'] {
      flex: none;
      width: 1rem;
      height: 1rem;
      margin: 0 var(--sl-spacing-2x-small);
      accent-color: var(--sl-color-primary-600);
    }
    .item {
      display: flex;
      align-items: flex-start;
      gap: var(--sl-spacing-x-small);
      padding: var(--sl-spacing-x-small) var(--sl-spacing-2x-small);
      border-bottom: 1px solid var(--eip-color-border);
      border-left: 3px solid transparent;
    }
    .item .choose {
      margin-top: 0.3rem;
    }
    .item.current {
      background: var(--sl-color-primary-50);
      border-left-color: var(--sl-color-primary-600);
    }
    .item.chosen {
      background: var(--sl-color-neutral-50);
    }
    /* On a tinted row the secondary text darkens to keep its contrast. */
    .item.current :is(.preview, time),
    .item.chosen :is(.preview, time) {
      color: var(--sl-color-neutral-700);
    }
    .open {
      flex: 1;
      min-width: 0;
      display: grid;
      gap: var(--sl-spacing-3x-small);
      padding: 0;
      border: none;
      background: none;
      color: inherit;
      font: inherit;
      text-align: left;
      cursor: pointer;
    }
    .open:focus-visible {
      outline: var(--sl-focus-ring);
      outline-offset: 2px;
    }
    .line {
      display: flex;
      align-items: center;
      gap: var(--sl-spacing-x-small);
    }
    .who,
    .subject,
    .preview {
      min-width: 0;
      overflow: hidden;
      text-overflow: ellipsis;
      white-space: nowrap;
    }
    .who {
      flex: 1;
    }
    .subject {
      font-size: var(--sl-font-size-small);
    }
    .preview {
      color: var(--eip-color-text-secondary);
      font-size: var(--sl-font-size-x-small);
    }
    .unread .who,
    .unread .subject {
      font-weight: var(--sl-font-weight-bold);
    }
    .unread .who::before {
      content: '';
      display: inline-block;
      width: 7px;
      height: 7px;
      margin-right: var(--sl-spacing-2x-small);
      border-radius: 50%;
      background: var(--sl-color-primary-600);
      vertical-align: middle;
    }
  `,
];
