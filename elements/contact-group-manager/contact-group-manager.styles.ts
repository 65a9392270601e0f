import { css } from 'lit';
import { contactStyles } from '../core/contact.styles.js';
import { listItemStyles } from '../core/list-item.styles.js';
import { loadStateStyles } from '../core/load-states.js';
import { hostThemeStyles } from '../core/theme.js';

export const contactGroupManagerStyles = [
  hostThemeStyles,
  loadStateStyles,
  listItemStyles,
  contactStyles,
  css`
    [part='base'] {
      display: grid;
      grid-template-columns: minmax(12rem, 16rem) 1fr;
      gap: var(--sl-spacing-large);
      color: var(--eip-color-text);
    }
    @media (max-width: 640px) {
      [part='base'] {
        grid-template-columns: 1fr;
      }
    }
    h3 {
      margin: 0;
      font-size: var(--sl-font-size-medium);
    }
    .groups {
      display: grid;
      align-content: start;
      gap: var(--sl-spacing-small);
    }
    .group-list {
      display: grid;
      gap: var(--sl-spacing-2x-small);
    }
    [part='group'] {
      display: flex;
      justify-content: space-between;
      width: 100%;
      padding: var(--sl-spacing-x-small) var(--sl-spacing-small);
      border: 1px solid transparent;
      border-radius: var(--eip-radius);
      background: none;
      color: inherit;
      font: inherit;
      text-align: left;
      cursor: pointer;
    }
    [part='group']:hover,
    [part='group'].selected {
      border-color: var(--sl-color-primary-300);
      background: var(--sl-color-primary-50);
    }
    [part='group']:focus-visible {
      outline: var(--sl-focus-ring);
    }
    .count {
      color: var(--eip-color-text-secondary);
    }
    .create,
    .tools,
    .add,
    .confirm {
      display: flex;
      flex-wrap: wrap;
      align-items: center;
      gap: var(--sl-spacing-x-small);
    }
    .create input {
      flex: 1;
      min-width: 8rem;
    }
    .add {
      align-items: end;
      margin: var(--sl-spacing-small) 0;
    }
    .add user-picker {
      flex: 1;
      min-width: 14rem;
    }
    .message {
      color: var(--eip-color-danger);
      font-size: var(--sl-font-size-small);
    }
    .message:empty {
      display: none;
    }
    .order {
      display: inline-flex;
    }
  `,
];
