import { css } from 'lit';
import { dataTableStyles } from '../core/data-table.styles.js';
import { formElementSheets } from '../core/forms/form-field.styles.js';
import { loadStateStyles } from '../core/load-states.js';

/** `:host`, `.scroll` and `.visually-hidden` come from the shared sheets (form, theme, data table). */
export const printTemplateAdminStyles = [
  ...formElementSheets,
  dataTableStyles,
  loadStateStyles,
  css`
    [part='base'] {
      display: grid;
      gap: var(--sl-spacing-large);
      min-width: 0;
    }
    /* Its sections are h2 (the page's own heading is the h1 above it), the example's heading h3. */
    h2,
    h3 {
      margin: 0 0 var(--sl-spacing-x-small);
      font-size: var(--sl-font-size-medium);
      font-weight: var(--sl-font-weight-semibold);
    }
    h3 {
      font-size: var(--sl-font-size-small);
      margin: 0;
    }
    p {
      margin: 0;
    }
    .muted {
      color: var(--eip-color-text-secondary);
      font-size: var(--sl-font-size-small);
      font-weight: normal;
    }
    .current {
      display: grid;
      gap: var(--sl-spacing-x-small);
      padding: var(--sl-spacing-medium);
      border: 1px solid var(--sl-color-neutral-200);
      border-radius: var(--sl-border-radius-medium);
      background: var(--sl-color-neutral-50);
    }
    dl {
      display: grid;
      grid-template-columns: max-content 1fr;
      gap: var(--sl-spacing-2x-small) var(--sl-spacing-medium);
      margin: 0;
    }
    dt {
      color: var(--eip-color-text-secondary);
    }
    dd {
      margin: 0;
      overflow-wrap: anywhere;
    }
    .buttons,
    .example-head {
      display: flex;
      flex-wrap: wrap;
      align-items: center;
      gap: var(--sl-spacing-small);
    }
    .example-head {
      justify-content: space-between;
      margin-top: var(--sl-spacing-medium);
    }
    .reason {
      color: var(--eip-color-danger);
    }
    .reason:empty,
    .outcome:empty {
      display: none;
    }
    code {
      font-family: var(--sl-font-mono);
      white-space: nowrap;
    }
    /* Grid items as wide as the page, not their content: a narrow page scrolls the table, not itself. */
    [part='base'] > * {
      min-width: 0;
    }
    tr.in-loop th {
      padding-inline-start: var(--sl-spacing-x-large);
    }
    .example {
      margin: var(--sl-spacing-x-small) 0 0;
      padding: var(--sl-spacing-small) var(--sl-spacing-medium);
      border: 1px solid var(--sl-color-neutral-200);
      border-radius: var(--sl-border-radius-medium);
      background: var(--sl-color-neutral-50);
      font-family: var(--sl-font-mono);
      font-size: var(--sl-font-size-small);
      white-space: pre-wrap;
      overflow-wrap: anywhere;
    }
  `,
];
