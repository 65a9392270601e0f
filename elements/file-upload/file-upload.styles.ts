import { css } from 'lit';
import { hostThemeStyles } from '../core/theme.js';

export const fileUploadStyles = [
  hostThemeStyles,
  css`
    :host {
      display: block;
    }
    :host([permission='n']) {
      display: none;
    }
    [part='base'] {
      display: flex;
      flex-direction: column;
      gap: var(--sl-spacing-x-small);
      padding: var(--sl-spacing-2x-small);
      border-radius: var(--eip-radius);
      outline: 2px dashed transparent;
      outline-offset: 2px;
      color: var(--eip-color-text);
      font-size: var(--sl-font-size-small);
    }
    [part='base'].files-over {
      outline-color: var(--drop-highlight, var(--sl-color-primary-600));
      background: var(--sl-color-primary-50);
    }
    .toolbar {
      display: flex;
      align-items: center;
      gap: var(--sl-spacing-2x-small);
    }
    .hint {
      font-size: var(--sl-font-size-medium);
      color: var(--eip-color-text-secondary);
    }
    .picker {
      display: none;
    }
    .notices {
      display: flex;
      flex-direction: column;
      gap: var(--sl-spacing-2x-small);
    }
    .notices:empty {
      display: none;
    }
    .notices sl-alert::part(message) {
      padding: var(--sl-spacing-x-small) var(--sl-spacing-small);
    }
    .name {
      overflow: hidden;
      text-overflow: ellipsis;
      white-space: nowrap;
      min-width: 0;
    }
    .file {
      display: inline-flex;
      align-items: center;
      gap: var(--sl-spacing-x-small);
      max-width: 100%;
    }
    .file sl-icon,
    .list .item > sl-icon {
      flex: none;
      color: var(--eip-color-primary-text);
    }
    .actions {
      display: inline-flex;
      align-items: center;
      white-space: nowrap;
    }
    .actions sl-icon-button::part(base) {
      padding: var(--sl-spacing-3x-small) var(--sl-spacing-2x-small);
    }
    .actions .remove::part(base):hover {
      color: var(--eip-color-danger);
    }
    .handle {
      display: inline-flex;
      align-items: center;
      justify-content: center;
      padding: var(--sl-spacing-3x-small);
      border: 0;
      border-radius: var(--sl-border-radius-small);
      background: none;
      color: var(--eip-color-text-secondary);
      cursor: grab;
      font: inherit;
    }
    .handle:focus-visible {
      outline: var(--sl-focus-ring);
      outline-offset: var(--sl-focus-ring-offset);
    }
    .item.dragging {
      opacity: 0.45;
    }
    .item.pending .name {
      color: var(--eip-color-text-secondary);
    }
    .done {
      color: var(--sl-color-success-700);
    }
    .failed {
      color: var(--eip-color-danger);
    }
    sl-progress-bar {
      --height: 6px;
      min-width: 72px;
    }
    .empty {
      margin: 0;
      color: var(--eip-color-text-secondary);
    }

    /* table */
    /* Only the table's box is a size container: containment gives a box no width of its own, so on the
       base it squeezed the empty text, the list and the cards to one character wherever the element's
       width comes from its content (a flex row, a table cell). */
    .table-box {
      container-type: inline-size;
    }
    .table {
      width: 100%;
      border-collapse: collapse;
      table-layout: fixed;
    }
    .table th,
    .table td {
      padding: var(--sl-spacing-x-small) var(--sl-spacing-small);
      border-bottom: 1px solid var(--eip-color-border);
      text-align: left;
      vertical-align: middle;
      overflow: hidden;
      text-overflow: ellipsis;
      white-space: nowrap;
    }
    .table th {
      background: var(--sl-color-neutral-50);
      color: var(--eip-color-text-secondary);
      font-weight: var(--sl-font-weight-semibold);
    }
    .table .col-handle {
      width: 2.25rem;
      padding-right: 0;
    }
    .table .col-size {
      width: 5.5rem;
    }
    .table .col-user {
      width: 6.5rem;
    }
    .table .col-status {
      width: 6.5rem;
    }
    .table .col-actions {
      width: 6.5rem;
      padding-left: 0;
      padding-right: var(--sl-spacing-2x-small);
      text-align: right;
    }
    /* Narrow places (a dialog, half a page) keep the name, the status and the actions. */
    @container (max-width: 600px) {
      .table .col-user {
        display: none;
      }
    }
    @container (max-width: 460px) {
      .table .col-size {
        display: none;
      }
      .table .col-status {
        width: 5.5rem;
      }
    }

    /* list */
    .list {
      margin: 0;
      padding: 0;
      list-style: none;
    }
    .list .item {
      display: flex;
      align-items: center;
      gap: var(--sl-spacing-x-small);
      padding: var(--sl-spacing-2x-small) var(--sl-spacing-x-small);
      border-radius: var(--sl-border-radius-small);
    }
    .list .item:hover {
      background: var(--sl-color-neutral-50);
    }
    .list .name {
      flex: 1;
    }
    .list .size {
      color: var(--eip-color-text-secondary);
      white-space: nowrap;
    }
    .list .status {
      flex: 0 0 30%;
    }

    /* cards */
    .cards {
      display: flex;
      flex-wrap: wrap;
      gap: var(--sl-spacing-small);
      margin: 0;
      padding: 0;
      list-style: none;
    }
    .card {
      display: flex;
      flex-direction: column;
      gap: var(--sl-spacing-2x-small);
      width: var(--card-size, 128px);
      padding: var(--sl-spacing-2x-small);
      border: 1px solid var(--eip-color-border);
      border-radius: var(--eip-radius);
      background: var(--eip-color-surface);
    }
    .thumbnail {
      display: flex;
      align-items: center;
      justify-content: center;
      aspect-ratio: 1;
      overflow: hidden;
      border-radius: var(--sl-border-radius-small);
      background: var(--sl-color-neutral-50);
      color: var(--eip-color-primary-text);
      font-size: 2.5rem;
    }
    .thumbnail img {
      width: 100%;
      height: 100%;
      object-fit: cover;
    }
    .card .name {
      text-align: center;
    }
    .card-bar {
      display: flex;
      align-items: center;
      justify-content: space-between;
    }
    .card-bar .actions {
      margin-left: auto;
    }
  `,
];
