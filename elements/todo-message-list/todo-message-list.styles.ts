import { css } from 'lit';
import { listItemStyles, toolbarRadioStyles } from '../core/list-item.styles.js';
import { loadStateStyles } from '../core/load-states.js';
import { messageRowStyles } from '../core/message-row.styles.js';
import { paginationStyles } from '../core/pagination.js';
import { hostThemeStyles } from '../core/theme.js';

export const todoMessageListStyles = [
  hostThemeStyles,
  loadStateStyles,
  paginationStyles,
  listItemStyles,
  toolbarRadioStyles,
  messageRowStyles,
  css`
    .toolbar {
      display: flex;
      flex-wrap: wrap;
      align-items: center;
      justify-content: space-between;
      gap: var(--sl-spacing-small);
      padding-bottom: var(--sl-spacing-small);
      border-bottom: 1px solid var(--eip-color-border);
    }
    .read-all-error {
      padding: var(--sl-spacing-x-small) 0;
      color: var(--eip-color-danger);
      font-size: var(--sl-font-size-small);
    }
    .content {
      margin: 0 0 var(--sl-spacing-x-small);
      line-height: 1.7;
      white-space: pre-wrap;
    }
    .times {
      display: grid;
      grid-template-columns: auto 1fr;
      gap: var(--sl-spacing-3x-small) var(--sl-spacing-small);
      margin: 0;
      color: var(--eip-color-text-secondary);
    }
    .times dd {
      margin: 0;
    }
  `,
];
