import { css } from 'lit';
import { dataTableStyles } from '../core/data-table.styles.js';
import { formElementSheets } from '../core/forms/form-field.styles.js';
import { loadStateStyles } from '../core/load-states.js';

export const incidentListStyles = [
  ...formElementSheets,
  dataTableStyles,
  loadStateStyles,
  css`
    :host {
      display: block;
    }
    [part='base'] {
      display: grid;
      gap: var(--sl-spacing-medium);
      min-width: 0;
    }
    .filters,
    .buttons {
      display: flex;
      flex-wrap: wrap;
      align-items: center;
      gap: var(--sl-spacing-small);
    }
    .toggle {
      display: inline-flex;
      align-items: center;
      gap: var(--sl-spacing-2x-small);
      white-space: nowrap;
    }
    .toggle input {
      inline-size: 1rem;
      block-size: 1rem;
      min-block-size: 0;
      margin: 0;
      padding: 0;
      accent-color: var(--sl-color-primary-600);
    }
    .scroll {
      overflow-x: auto;
    }
    .muted {
      color: var(--eip-color-text-secondary);
      font-size: var(--sl-font-size-x-small);
      font-weight: normal;
    }
    .reason {
      color: var(--eip-color-danger);
    }
    .reason:empty,
    .outcome:empty {
      display: none;
    }
    td.message {
      overflow-wrap: anywhere;
      max-width: 40ch;
    }
    td.actions {
      white-space: nowrap;
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
