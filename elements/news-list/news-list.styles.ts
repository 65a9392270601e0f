import { css } from 'lit';
import { columnFrameStyles } from '../core/column-frame.js';
import { loadStateStyles } from '../core/load-states.js';
import { paginationStyles } from '../core/pagination.js';
import { hostThemeStyles } from '../core/theme.js';

export const newsListStyles = [
  hostThemeStyles,
  columnFrameStyles,
  loadStateStyles,
  paginationStyles,
  css`
    :host {
      display: block;
    }
    [part='base'] {
      color: var(--eip-color-text);
    }
    ul {
      list-style: none;
      margin: 0;
      padding: 0;
    }
    ul.busy {
      opacity: 0.55;
    }
    [part='item'] {
      display: flex;
      gap: var(--sl-spacing-large);
      padding: var(--sl-spacing-medium) var(--sl-spacing-2x-small);
      border-bottom: 1px dashed var(--eip-color-border);
    }
    .main {
      flex: 1;
      min-width: 0;
      display: grid;
      gap: var(--sl-spacing-x-small);
    }
    .title {
      color: var(--eip-color-text);
      font-size: var(--sl-font-size-medium);
      font-weight: var(--sl-font-weight-semibold);
      text-decoration: none;
    }
    .title:hover {
      color: var(--sl-color-primary-600);
    }
    .title:focus-visible {
      outline: var(--sl-focus-ring);
      outline-offset: 2px;
    }
    .summary {
      margin: 0;
      color: var(--eip-color-text-secondary);
      font-size: var(--sl-font-size-small);
      line-height: 1.7;
      display: -webkit-box;
      -webkit-line-clamp: 2;
      -webkit-box-orient: vertical;
      overflow: hidden;
    }
    .meta {
      display: flex;
      gap: var(--sl-spacing-medium);
      align-items: center;
      font-size: var(--sl-font-size-small);
      color: var(--eip-color-text-secondary);
    }
    .date {
      flex: none;
      display: grid;
      justify-items: center;
      align-content: center;
      width: 4.5rem;
      height: 4.5rem;
      border-radius: var(--eip-radius);
      background: var(--sl-color-primary-50);
      color: var(--sl-color-primary-700);
    }
    .date strong {
      font-size: var(--sl-font-size-x-large);
      line-height: 1.1;
    }
    .date span {
      font-size: var(--sl-font-size-x-small);
    }
    :host([variant='compact']) [part='item'] {
      align-items: center;
      gap: var(--sl-spacing-small);
      padding: var(--sl-spacing-x-small) 0;
      border-bottom: none;
    }
    :host([variant='compact']) .title {
      flex: 1;
      min-width: 0;
      font-weight: var(--sl-font-weight-normal);
      font-size: var(--sl-font-size-small);
      white-space: nowrap;
      overflow: hidden;
      text-overflow: ellipsis;
    }
    :host([variant='compact']) .title::before {
      content: '';
      display: inline-block;
      width: 5px;
      height: 5px;
      margin-right: var(--sl-spacing-x-small);
      border-radius: 50%;
      background: var(--sl-color-primary-500);
      vertical-align: middle;
    }
    time {
      flex: none;
      font-size: var(--sl-font-size-small);
      color: var(--eip-color-text-secondary);
    }
  `,
];
