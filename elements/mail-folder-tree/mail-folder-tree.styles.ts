import { css } from 'lit';
import { loadStateStyles } from '../core/load-states.js';
import { hostThemeStyles } from '../core/theme.js';

export const mailFolderTreeStyles = [
  hostThemeStyles,
  loadStateStyles,
  css`
    :host {
      display: block;
    }
    [part='base'] {
      display: grid;
      gap: var(--sl-spacing-small);
      color: var(--eip-color-text);
      font-size: var(--sl-font-size-medium);
    }
    .load-state {
      flex-direction: column;
    }
    select,
    .account {
      width: 100%;
      min-height: var(--sl-input-height-small);
      font: inherit;
      font-size: var(--sl-font-size-small);
      color: var(--eip-color-text);
      overflow: hidden;
      text-overflow: ellipsis;
      white-space: nowrap;
    }
    select {
      background: var(--eip-color-surface);
      border: solid var(--sl-input-border-width) var(--eip-color-border);
      border-radius: var(--eip-radius);
      padding: 0 var(--sl-spacing-x-small);
    }
    .account {
      font-weight: var(--sl-font-weight-semibold);
      line-height: var(--sl-input-height-small);
    }
    .sync {
      display: grid;
      gap: var(--sl-spacing-2x-small);
    }
    .sync-status {
      min-height: 1.2em;
      color: var(--eip-color-text-secondary);
      font-size: var(--sl-font-size-x-small);
      overflow-wrap: anywhere;
    }
    .hint {
      margin: 0;
      color: var(--eip-color-text-secondary);
      font-size: var(--sl-font-size-small);
    }
    .sync-status--error {
      color: var(--eip-color-danger);
    }
    ul {
      list-style: none;
      margin: 0;
      padding: 0;
    }
    .subfolders {
      padding-left: var(--sl-spacing-medium);
    }
    .folder {
      display: flex;
      align-items: center;
      gap: var(--sl-spacing-x-small);
      width: 100%;
      padding: var(--sl-spacing-x-small) var(--sl-spacing-small);
      border: none;
      border-radius: var(--eip-radius);
      background: none;
      color: inherit;
      font: inherit;
      text-align: left;
      cursor: pointer;
    }
    .folder:hover {
      background: var(--sl-color-neutral-100);
    }
    .folder:focus-visible {
      outline: var(--sl-focus-ring);
      outline-offset: -2px;
    }
    .folder--current {
      background: var(--sl-color-primary-50);
      color: var(--sl-color-primary-800);
      font-weight: var(--sl-font-weight-semibold);
    }
    .folder__name {
      flex: 1;
      min-width: 0;
      overflow: hidden;
      text-overflow: ellipsis;
      white-space: nowrap;
    }
    .unread {
      flex: none;
      min-width: 1.5em;
      padding: 0 0.4em;
      border-radius: 999px;
      background: var(--sl-color-primary-600);
      color: var(--sl-color-neutral-0);
      font-size: var(--sl-font-size-x-small);
      font-weight: var(--sl-font-weight-semibold);
      line-height: 1.6;
      text-align: center;
    }
  `,
];
