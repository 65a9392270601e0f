import { css } from 'lit';
import { dataTableStyles } from '../core/data-table.styles.js';
import { formElementSheets } from '../core/forms/form-field.styles.js';
import { loadStateStyles } from '../core/load-states.js';

/** `:host`, `.scroll` and `.visually-hidden` come from the shared sheets (form, theme, data table). */
export const incidentListStyles = [
  ...formElementSheets,
  dataTableStyles,
  loadStateStyles,
  css`
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
  `,
];
