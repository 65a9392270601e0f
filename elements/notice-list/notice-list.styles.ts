import { css } from 'lit';
import { columnFrameStyles } from '../core/column-frame.js';
import { loadStateStyles } from '../core/load-states.js';
import { paginationStyles } from '../core/pagination.js';
import { hostThemeStyles } from '../core/theme.js';

export const noticeListStyles = [
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
    [part='filters'] {
      display: grid;
      grid-template-columns: repeat(auto-fill, minmax(12.5rem, 1fr));
      gap: var(--sl-spacing-small) var(--sl-spacing-medium);
      align-items: end;
      padding: var(--sl-spacing-medium);
      margin-bottom: var(--sl-spacing-medium);
      background: var(--sl-color-neutral-50);
      border: 1px solid var(--eip-color-border);
      border-radius: var(--eip-radius);
    }
    [part='filters'] .keyword {
      grid-column: span 2;
    }
    [part='filters'] .dates {
      display: flex;
      align-items: end;
      gap: var(--sl-spacing-2x-small);
      grid-column: span 2;
    }
    [part='filters'] .dates sl-input {
      flex: 1;
    }
    [part='filters'] .dates span {
      padding-bottom: 0.5rem;
      color: var(--eip-color-text-secondary);
    }
    [part='filters'] .actions {
      display: flex;
      gap: var(--sl-spacing-x-small);
    }
    @media (max-width: 640px) {
      [part='filters'] .keyword,
      [part='filters'] .dates {
        grid-column: auto;
      }
    }
    ul {
      list-style: none;
      margin: 0;
      padding: 0;
    }
    ul.busy {
      opacity: 0.55;
      transition: opacity 0.2s;
    }
    [part='item'] {
      display: flex;
      gap: var(--sl-spacing-medium);
      align-items: flex-start;
      padding: var(--sl-spacing-medium) var(--sl-spacing-2x-small);
      border-bottom: 1px dashed var(--eip-color-border);
    }
    [part='item']:last-child {
      border-bottom: none;
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
      line-height: 1.5;
    }
    .title:hover {
      color: var(--sl-color-primary-600);
    }
    .title:focus-visible {
      outline: var(--sl-focus-ring);
      outline-offset: 2px;
    }
    .meta {
      display: flex;
      flex-wrap: wrap;
      align-items: center;
      gap: var(--sl-spacing-2x-small) var(--sl-spacing-medium);
      font-size: var(--sl-font-size-small);
      color: var(--eip-color-text-secondary);
    }
    .meta .money {
      color: var(--sl-color-danger-600);
      font-weight: var(--sl-font-weight-semibold);
    }
    .tags {
      display: inline-flex;
      gap: var(--sl-spacing-2x-small);
    }
    time {
      flex: none;
      font-size: var(--sl-font-size-small);
      color: var(--eip-color-text-secondary);
      white-space: nowrap;
    }
    :host([variant='compact']) [part='item'] {
      align-items: center;
      padding: var(--sl-spacing-x-small) 0;
      border-bottom: none;
    }
    :host([variant='compact']) .title {
      font-weight: var(--sl-font-weight-normal);
      font-size: var(--sl-font-size-small);
      white-space: nowrap;
      overflow: hidden;
      text-overflow: ellipsis;
      display: block;
    }
    :host([variant='compact']) .main {
      display: flex;
      align-items: center;
      gap: var(--sl-spacing-x-small);
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
    :host([variant='compact']) sl-tag {
      flex: none;
    }
  `,
];
