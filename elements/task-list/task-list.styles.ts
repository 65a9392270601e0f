import { css } from 'lit';
import { loadStateStyles } from '../core/load-states.js';
import { paginationStyles } from '../core/pagination.js';
import { hostThemeStyles } from '../core/theme.js';
import { urgencyStyles } from '../core/todo-urgency.js';
import { dateFilterFieldStyles } from './date-filter-field.js';

export const taskListStyles = [
  hostThemeStyles,
  loadStateStyles,
  paginationStyles,
  dateFilterFieldStyles,
  css`
    [part='base'] {
      display: grid;
      gap: var(--sl-spacing-small);
      color: var(--eip-color-text);
      font-size: var(--sl-font-size-small);
    }
    .toolbar {
      display: flex;
      flex-wrap: wrap;
      align-items: flex-end;
      gap: var(--sl-spacing-small);
      padding-bottom: var(--sl-spacing-small);
      border-bottom: 1px solid var(--eip-color-border);
    }
    .filter {
      display: grid;
      gap: var(--sl-spacing-3x-small);
      color: var(--eip-color-text-secondary);
      font-size: var(--sl-font-size-x-small);
    }
    .filter input,
    .filter select,
    .page-size select {
      height: var(--sl-input-height-small);
      min-width: 8rem;
      padding: 0 var(--sl-spacing-x-small);
      font: inherit;
      font-size: var(--sl-font-size-small);
      color: var(--eip-color-text);
      background: var(--eip-color-surface);
      border: solid 1px var(--eip-color-border);
      border-radius: var(--eip-radius);
    }
    .filter input:focus-visible,
    .filter select:focus-visible,
    .page-size select:focus-visible,
    .sort:focus-visible,
    .list:focus-visible {
      outline: var(--sl-focus-ring);
      outline-offset: 1px;
    }
    .toolbar__actions {
      display: flex;
      align-items: center;
      gap: var(--sl-spacing-x-small);
      margin-inline-start: auto;
    }
    .toolbar__actions sl-icon-button {
      font-size: 1.25rem;
    }
    .error {
      min-height: 1.25em;
      color: var(--eip-color-danger);
      font-size: var(--sl-font-size-x-small);
    }
    .row {
      display: grid;
      grid-template-columns: var(--grid);
      align-items: center;
      gap: var(--sl-spacing-small);
      box-sizing: border-box;
      width: 100%;
      height: 2.75rem;
      padding: 0 var(--sl-spacing-small);
      border-bottom: 1px solid var(--eip-color-border);
      cursor: pointer;
    }
    .row:hover {
      background: color-mix(in srgb, var(--sl-color-primary-600) 6%, transparent);
    }
    .row--active {
      background: color-mix(in srgb, var(--sl-color-primary-600) 8%, transparent);
      box-shadow: inset 3px 0 0 var(--sl-color-primary-600);
    }
    .row--header {
      height: 2.25rem;
      cursor: default;
      background: var(--eip-color-fill, color-mix(in srgb, var(--eip-color-text) 4%, transparent));
      color: var(--eip-color-text);
      font-weight: var(--sl-font-weight-semibold);
    }
    .row--header:hover {
      background: var(--eip-color-fill, color-mix(in srgb, var(--eip-color-text) 4%, transparent));
    }
    .cell {
      min-width: 0;
      overflow: hidden;
      text-overflow: ellipsis;
      white-space: nowrap;
    }
    .cell--subject {
      color: var(--eip-color-text);
      font-weight: var(--sl-font-weight-semibold);
    }
    .star {
      margin-inline-end: var(--sl-spacing-2x-small);
      color: var(--sl-color-warning-600);
      vertical-align: -0.125em;
    }
    .cell--time {
      font-variant-numeric: tabular-nums;
    }
    /* A to-do's kind (问询, 沟通, 加签), its lock holder and its priority: small pills before the text. */
    .tag {
      display: inline-block;
      margin-inline-end: var(--sl-spacing-2x-small);
      padding: 0 var(--sl-spacing-x-small);
      border-radius: 999px;
      font-size: var(--sl-font-size-x-small);
      font-weight: var(--sl-font-weight-normal);
      line-height: 1.6;
      vertical-align: 0.0625em;
      color: var(--eip-color-text);
      background: color-mix(in srgb, var(--eip-color-text) 6%, transparent);
    }
    .tag--kind {
      color: var(--sl-color-primary-700);
      background: var(--sl-color-primary-50);
    }
    .tag--lock {
      color: var(--sl-color-danger-700);
      background: var(--sl-color-danger-50);
    }
    .cell--overdue {
      color: var(--sl-color-danger-700);
      font-weight: var(--sl-font-weight-semibold);
    }
    .cell--overdue sl-icon {
      margin-inline-end: var(--sl-spacing-3x-small);
      vertical-align: -0.125em;
    }
    .sort {
      display: inline-flex;
      align-items: center;
      gap: var(--sl-spacing-3x-small);
      padding: 0;
      border: none;
      background: none;
      font: inherit;
      color: inherit;
      text-align: start;
      cursor: pointer;
    }
    .sort--on {
      color: var(--eip-color-primary-text, var(--sl-color-primary-700));
    }
    .list {
      height: var(--list-height, 28rem);
    }
    .list.busy {
      opacity: 0.55;
    }
    .pager {
      display: flex;
      flex-wrap: wrap;
      align-items: flex-end;
      justify-content: flex-end;
      gap: var(--sl-spacing-small);
    }
    .pager .pagination {
      flex: 1;
    }
    .page-size {
      display: inline-flex;
      align-items: center;
      gap: var(--sl-spacing-x-small);
      color: var(--eip-color-text-secondary);
    }
    .page-size select {
      min-width: 6rem;
    }
    .shortcut-dialog::part(body) {
      display: flex;
      flex-direction: column;
      overflow: hidden;
    }
    .shortcuts-region {
      flex: 1 1 auto;
      min-height: 0;
      overflow: auto;
    }
    .shortcuts-region:focus-visible {
      outline: var(--sl-focus-ring);
      outline-offset: 1px;
    }
    .shortcuts {
      width: 100%;
      border-collapse: collapse;
    }
    .shortcuts th,
    .shortcuts td {
      padding: var(--sl-spacing-x-small);
      border-bottom: 1px solid var(--eip-color-border);
      text-align: start;
    }
    kbd {
      display: inline-block;
      min-width: 1.5em;
      padding: 0 0.35em;
      border: 1px solid var(--eip-color-border);
      border-bottom-width: 2px;
      border-radius: 4px;
      font-family: var(--sl-font-mono);
      font-size: 0.85em;
      text-align: center;
      background: var(--eip-color-surface);
    }
    .hint {
      color: var(--eip-color-text-secondary);
      font-size: var(--sl-font-size-x-small);
    }
    .save-form {
      display: grid;
      gap: var(--sl-spacing-x-small);
      justify-items: start;
    }
    .save-form .filter,
    .save-form input {
      width: 100%;
    }
    .saved-title {
      margin: var(--sl-spacing-medium) 0 var(--sl-spacing-x-small);
      font-size: var(--sl-font-size-small);
    }
    .saved {
      list-style: none;
      margin: 0;
      padding: 0;
    }
    .saved li {
      display: flex;
      justify-content: space-between;
      align-items: center;
      border-bottom: 1px dashed var(--eip-color-border);
    }
    @media (max-width: 640px) {
      .row {
        grid-template-columns: minmax(0, 1fr) 7rem;
      }
      .row > .cell:not(.cell--subject):not(.cell--time) {
        display: none;
      }
    }
  `,
  // After the tags' own colours, which the urgency classes override.
  urgencyStyles,
];
