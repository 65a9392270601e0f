import { css } from 'lit';
import { formFieldStyles } from '../core/forms/form-field.styles.js';
import { loadStateStyles } from '../core/load-states.js';
import { hostThemeStyles } from '../core/theme.js';

export const batchHandleDialogStyles = [
  hostThemeStyles,
  loadStateStyles,
  formFieldStyles,
  css`
    :host {
      display: contents;
    }
    [part='dialog'] {
      --width: var(--dialog-width, 760px);
    }
    .body {
      display: grid;
      gap: var(--sl-spacing-small);
      color: var(--eip-color-text);
    }
    .table-wrap {
      max-height: 22rem;
      overflow: auto;
      border: solid 1px var(--eip-color-border);
      border-radius: var(--eip-radius);
    }
    table {
      width: 100%;
      border-collapse: collapse;
      font-size: var(--sl-font-size-small);
    }
    th,
    td {
      padding: var(--sl-spacing-2x-small) var(--sl-spacing-x-small);
      border-bottom: solid 1px var(--eip-color-border);
      text-align: start;
      vertical-align: top;
    }
    thead th {
      position: sticky;
      top: 0;
      background: var(--sl-color-neutral-50);
      font-weight: var(--sl-font-weight-semibold);
    }
    .pick {
      width: 2rem;
    }
    .pick input {
      flex: none;
      padding: 0;
      accent-color: var(--sl-color-primary-600);
      width: 1rem;
      height: 1rem;
    }
    label {
      cursor: pointer;
    }
    .row--refused {
      color: var(--eip-color-text-secondary);
    }
    .why {
      color: var(--sl-color-warning-700);
      font-size: var(--sl-font-size-x-small);
    }
    .results h3 {
      margin: 0 0 var(--sl-spacing-2x-small);
      font-size: var(--sl-font-size-medium);
    }
    .results ul {
      margin: 0;
      padding-inline-start: 1.25rem;
      color: var(--sl-color-warning-700);
      font-size: var(--sl-font-size-small);
    }
    .visually-hidden {
      position: absolute;
      width: 1px;
      height: 1px;
      overflow: hidden;
      clip: rect(0 0 0 0);
      white-space: nowrap;
    }
  `,
];
