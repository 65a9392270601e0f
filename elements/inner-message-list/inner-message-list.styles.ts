import { css } from 'lit';
import { listItemStyles, toolbarRadioStyles } from '../core/list-item.styles.js';
import { loadStateStyles } from '../core/load-states.js';
import { messageRowStyles } from '../core/message-row.styles.js';
import { paginationStyles } from '../core/pagination.js';
import { hostThemeStyles } from '../core/theme.js';

export const innerMessageListStyles = [
  hostThemeStyles,
  loadStateStyles,
  paginationStyles,
  listItemStyles,
  toolbarRadioStyles,
  messageRowStyles,
  css`
    .toolbar,
    .actions {
      display: flex;
      flex-wrap: wrap;
      align-items: center;
      gap: var(--sl-spacing-small) var(--sl-spacing-medium);
      padding-bottom: var(--sl-spacing-small);
    }
    .actions {
      border-bottom: 1px solid var(--eip-color-border);
    }
    .field,
    .choose-all {
      display: inline-flex;
      align-items: center;
      gap: var(--sl-spacing-x-small);
      font-size: var(--sl-font-size-small);
      color: var(--eip-color-text-secondary);
    }
    select,
    input[type='search'] {
      min-height: 2rem;
      padding: 0 var(--sl-spacing-x-small);
      border: 1px solid var(--eip-color-border);
      border-radius: var(--eip-radius);
      background: var(--eip-color-surface, var(--sl-color-neutral-0));
      color: var(--eip-color-text);
      font: inherit;
      font-size: var(--sl-font-size-small);
    }
    .search {
      display: inline-flex;
      gap: var(--sl-spacing-x-small);
      margin-left: auto;
    }
    .confirm {
      display: inline-flex;
      align-items: center;
      gap: var(--sl-spacing-x-small);
      font-size: var(--sl-font-size-small);
    }
    .chosen-count {
      font-size: var(--sl-font-size-small);
      color: var(--eip-color-text-secondary);
    }
    .action-error {
      padding: var(--sl-spacing-x-small) 0;
      color: var(--eip-color-danger);
      font-size: var(--sl-font-size-small);
    }
    .row {
      display: flex;
      align-items: center;
      gap: var(--sl-spacing-x-small);
    }
    .type {
      flex: none;
      padding: 0 var(--sl-spacing-x-small);
      border-radius: var(--eip-radius);
      background: var(--sl-color-neutral-100);
      color: var(--eip-color-text);
      font-size: var(--sl-font-size-x-small);
      line-height: 1.6;
    }
    .type--task {
      background: var(--sl-color-primary-50);
      color: var(--eip-color-primary-text);
    }
    .sender {
      flex: none;
      color: var(--eip-color-text-secondary);
      font-size: var(--sl-font-size-small);
    }
    time {
      flex: none;
      color: var(--eip-color-text-secondary);
      font-size: var(--sl-font-size-small);
    }
    .detail-foot {
      display: flex;
      flex-wrap: wrap;
      gap: var(--sl-spacing-medium);
      margin-top: var(--sl-spacing-x-small);
      color: var(--eip-color-text-secondary);
    }
    .open-link {
      color: var(--eip-color-primary-text);
    }
  `,
];
