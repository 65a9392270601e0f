import { css } from 'lit';
import { loadStateStyles } from '../core/load-states.js';
import { hostThemeStyles } from '../core/theme.js';
import { todoColumnStyles } from './todo-rows.js';

export const portalColumnStyles = [
  hostThemeStyles,
  loadStateStyles,
  css`
    :host {
      display: block;
    }
    [part='base'] {
      height: 100%;
      display: flex;
      flex-direction: column;
      background: var(--eip-color-surface);
      border: 1px solid var(--eip-color-border);
      border-radius: var(--eip-radius);
      overflow: hidden;
    }
    [part='header'] {
      display: flex;
      align-items: center;
      justify-content: space-between;
      padding: 12px 16px;
      border-bottom: 1px solid var(--eip-color-border);
      font-weight: var(--sl-font-weight-semibold);
      color: var(--eip-color-text);
    }
    [part='header'] h2 {
      margin: 0;
      font-size: var(--sl-font-size-medium);
      border-left: 3px solid var(--sl-color-primary-600);
      padding-left: 8px;
    }
    [part='body'] {
      flex: 1;
      padding: 12px 16px;
      color: var(--eip-color-text);
    }
    .count {
      font-size: 40px;
      font-weight: var(--sl-font-weight-bold);
      color: var(--eip-color-primary-text);
      line-height: 1.2;
    }
    ul {
      list-style: none;
      margin: 0;
      padding: 0;
      display: grid;
      gap: 6px;
    }
    li a,
    li span.item {
      display: flex;
      justify-content: space-between;
      gap: 12px;
      color: inherit;
      text-decoration: none;
      padding: 4px 0;
    }
    li a:hover .title {
      color: var(--eip-color-primary-text);
    }
    .title {
      overflow: hidden;
      text-overflow: ellipsis;
      white-space: nowrap;
    }
    time {
      color: var(--eip-color-text-secondary);
      font-size: var(--sl-font-size-small);
      white-space: nowrap;
    }
    .shortcuts {
      grid-template-columns: repeat(auto-fill, minmax(88px, 1fr));
      gap: 12px;
    }
    .shortcuts a {
      flex-direction: column;
      align-items: center;
      gap: 6px;
      padding: 10px 4px;
      border-radius: var(--eip-radius);
      text-align: center;
      font-size: var(--sl-font-size-small);
    }
    .shortcuts a:hover {
      background: var(--sl-color-primary-50);
    }
    .shortcuts sl-icon {
      font-size: 1.5rem;
      color: var(--eip-color-primary-text);
    }
  `,
  todoColumnStyles,
];
