import { css } from 'lit';
import { listItemStyles, toolbarRadioStyles } from '../core/list-item.styles.js';
import { loadStateStyles } from '../core/load-states.js';
import { paginationStyles } from '../core/pagination.js';
import { hostThemeStyles } from '../core/theme.js';

export const todoMessageListStyles = [
  hostThemeStyles,
  loadStateStyles,
  paginationStyles,
  listItemStyles,
  toolbarRadioStyles,
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
    .toggle {
      display: flex;
      align-items: center;
      gap: var(--sl-spacing-small);
      width: 100%;
      padding: var(--sl-spacing-small) var(--sl-spacing-2x-small);
      border: none;
      background: none;
      color: inherit;
      font: inherit;
      text-align: left;
      cursor: pointer;
    }
    .toggle:hover .subject {
      color: var(--eip-color-primary-text);
    }
    .toggle:focus-visible {
      outline: var(--sl-focus-ring);
      outline-offset: -2px;
    }
    .dot {
      flex: none;
      width: 8px;
      height: 8px;
      border-radius: 50%;
      background: transparent;
    }
    .unread .dot {
      background: var(--eip-color-danger);
    }
    .subject {
      flex: 1;
      min-width: 0;
      overflow: hidden;
      text-overflow: ellipsis;
      white-space: nowrap;
    }
    .unread .subject {
      font-weight: var(--sl-font-weight-bold);
    }
    .detail {
      margin: 0 0 var(--sl-spacing-small) calc(8px + var(--sl-spacing-small));
      padding: var(--sl-spacing-small) var(--sl-spacing-medium);
      border-radius: var(--eip-radius);
      background: var(--sl-color-neutral-50);
      font-size: var(--sl-font-size-small);
    }
    .detail--error {
      color: var(--eip-color-danger);
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
