import { css } from 'lit';
import { formFieldStyles, nativeSelectStyles } from '../core/forms/form-field.styles.js';
import { loadStateStyles } from '../core/load-states.js';
import { hostThemeStyles } from '../core/theme.js';

/** The lists of the editor: the goods table, the score tree and the qualification entries. */
const listStyles = css`
  .table-wrap {
    overflow-x: auto;
  }
  .lines {
    width: 100%;
    min-width: 40rem;
    border-collapse: collapse;
    font-size: var(--sl-font-size-small);
  }
  .lines th,
  .lines td {
    padding: var(--sl-spacing-2x-small) var(--sl-spacing-x-small);
    border-bottom: 1px solid var(--eip-color-border);
    text-align: start;
    vertical-align: top;
  }
  .lines thead th {
    color: var(--eip-color-text-secondary);
    font-weight: var(--sl-font-weight-semibold);
    background: var(--sl-color-neutral-50);
    white-space: nowrap;
  }
  .lines__no {
    width: 3rem;
    color: var(--eip-color-text-secondary);
    padding-top: var(--sl-spacing-x-small);
  }
  .lines__goodsName {
    min-width: 10rem;
  }
  .lines__quantity,
  .lines__unit {
    width: 7rem;
  }
  .lines__actions {
    width: 7.5rem;
    white-space: nowrap;
  }
  .lines__empty {
    margin: var(--sl-spacing-small) 0;
    color: var(--eip-color-text-secondary);
    font-size: var(--sl-font-size-small);
  }
  input.cell,
  .tree input,
  .entry select,
  .suppliers__search input {
    height: var(--sl-input-height-small);
    font-size: var(--sl-font-size-small);
  }
  .cell--invalid input {
    border-color: var(--eip-color-danger);
  }
  .cell__error {
    color: var(--eip-color-danger);
    font-size: var(--sl-font-size-x-small);
    line-height: 1.25;
    margin-top: var(--sl-spacing-3x-small);
  }
  .line-button {
    font-size: var(--sl-font-size-medium);
  }
  .line-button--danger::part(base):hover {
    color: var(--eip-color-danger);
  }
  fieldset:disabled .line-button,
  fieldset:disabled sl-button {
    display: none;
  }

  .tree {
    list-style: none;
    margin: 0;
    padding: 0;
    display: grid;
    gap: var(--sl-spacing-x-small);
  }
  .tree .tree {
    margin-top: var(--sl-spacing-x-small);
    padding-inline-start: var(--sl-spacing-large);
    border-inline-start: 2px solid var(--sl-color-primary-100);
  }
  .tree > .tree__item[data-depth='1'] + .tree__item {
    padding-top: var(--sl-spacing-x-small);
    border-top: 1px dashed var(--eip-color-border);
  }
  .tree__row {
    display: grid;
    grid-template-columns: minmax(8rem, 2fr) minmax(4.5rem, 0.7fr) minmax(4.5rem, 0.7fr) minmax(8rem, 2fr) auto;
    gap: var(--sl-spacing-x-small);
    align-items: start;
  }
  .tree__cell {
    display: grid;
    gap: var(--sl-spacing-3x-small);
    min-width: 0;
  }
  .tree__label {
    font-size: var(--sl-font-size-x-small);
    color: var(--eip-color-text-secondary);
  }
  .tree__actions {
    display: flex;
    align-self: end;
    padding-bottom: 2px;
  }
  .tree__foot {
    display: flex;
    flex-wrap: wrap;
    align-items: center;
    gap: var(--sl-spacing-medium);
    margin-top: var(--sl-spacing-small);
  }
  .tree__totals {
    display: flex;
    flex-wrap: wrap;
    gap: var(--sl-spacing-small);
    font-size: var(--sl-font-size-x-small);
    margin-top: var(--sl-spacing-2x-small);
  }
  .total {
    padding: 0 var(--sl-spacing-x-small);
    border-radius: var(--sl-border-radius-pill);
    border: 1px solid currentColor;
  }
  .total--ok {
    color: var(--sl-color-success-700);
  }
  .total--off {
    color: var(--sl-color-warning-700);
  }
  .total--problem {
    color: var(--eip-color-danger);
    border: none;
  }

  .entries {
    list-style: none;
    margin: 0;
    padding: 0;
    display: grid;
    gap: var(--sl-spacing-small);
  }
  .entry {
    border: 1px solid var(--eip-color-border);
    border-radius: var(--eip-radius);
    padding: var(--sl-spacing-x-small) var(--sl-spacing-small);
  }
  .entry__head {
    display: flex;
    align-items: center;
    gap: var(--sl-spacing-x-small);
  }
  .entry__no {
    color: var(--eip-color-text-secondary);
    min-width: 1.5rem;
  }
  .entry__actions {
    margin-inline-start: auto;
    display: flex;
  }
  .entry__fields {
    display: grid;
    grid-template-columns: minmax(0, 1fr) minmax(0, 2fr);
    gap: var(--sl-spacing-small);
    margin-top: var(--sl-spacing-x-small);
  }

  .suppliers__chosen {
    display: flex;
    flex-wrap: wrap;
    gap: var(--sl-spacing-2x-small);
    min-height: 1.5rem;
  }
  .suppliers__chosen-head {
    margin: 0 0 var(--sl-spacing-2x-small);
    font-size: var(--sl-font-size-small);
  }
  .suppliers__search {
    display: flex;
    gap: var(--sl-spacing-x-small);
    max-width: 28rem;
  }
  .suppliers__list {
    list-style: none;
    margin: var(--sl-spacing-small) 0 0;
    padding: 0;
    display: grid;
    grid-template-columns: repeat(auto-fill, minmax(16rem, 1fr));
    gap: var(--sl-spacing-2x-small) var(--sl-spacing-medium);
  }
  .suppliers__account {
    color: var(--eip-color-text-secondary);
    font-size: var(--sl-font-size-x-small);
  }
`;

export const projectEditorStyles = [
  hostThemeStyles,
  loadStateStyles,
  formFieldStyles,
  nativeSelectStyles,
  listStyles,
  css`
    :host {
      display: block;
    }
    [part='base'] {
      container-type: inline-size;
      color: var(--eip-color-text);
    }
    .layout {
      display: grid;
      grid-template-columns: 10rem minmax(0, 1fr);
      gap: var(--sl-spacing-x-large);
      align-items: start;
    }
    .nav {
      position: sticky;
      top: var(--editor-sticky-top, var(--sl-spacing-medium));
    }
    .nav ol {
      list-style: none;
      margin: 0;
      padding: 0;
      display: grid;
      gap: var(--sl-spacing-3x-small);
      border-inline-start: 2px solid var(--eip-color-border);
    }
    .nav a {
      display: block;
      padding: var(--sl-spacing-2x-small) var(--sl-spacing-small);
      margin-inline-start: -2px;
      border-inline-start: 2px solid transparent;
      color: var(--eip-color-text-secondary);
      text-decoration: none;
      font-size: var(--sl-font-size-small);
    }
    .nav a:hover,
    .nav a:focus-visible {
      color: var(--sl-color-primary-600);
      border-inline-start-color: var(--sl-color-primary-600);
    }
    .nav a:focus-visible {
      outline: var(--sl-focus-ring);
      outline-offset: 1px;
    }
    .sections {
      display: grid;
      gap: var(--sl-spacing-large);
      min-width: 0;
    }
    .head {
      display: flex;
      flex-wrap: wrap;
      align-items: center;
      gap: var(--sl-spacing-small);
    }
    .head p {
      margin: 0;
      flex-basis: 100%;
      font-size: var(--sl-font-size-small);
    }
    .head__dirty {
      color: var(--sl-color-warning-700);
      font-size: var(--sl-font-size-small);
    }
    .head__note {
      color: var(--eip-color-text-secondary);
    }
    .head__opinion {
      padding: var(--sl-spacing-x-small) var(--sl-spacing-small);
      border-radius: var(--eip-radius);
      background: color-mix(in srgb, var(--sl-color-warning-600) 10%, var(--eip-color-surface));
      color: var(--sl-color-warning-800);
    }
    /* Grid items that hold scrolling parts (the goods table, the index) may be narrower than them. */
    .section,
    .nav {
      min-width: 0;
    }
    .section {
      scroll-margin-top: var(--editor-sticky-top, var(--sl-spacing-medium));
    }
    .section h2 {
      margin: 0 0 var(--sl-spacing-small);
      padding-bottom: var(--sl-spacing-x-small);
      border-bottom: 1px solid var(--eip-color-border);
      font-size: var(--sl-font-size-medium);
      font-weight: var(--sl-font-weight-semibold);
    }
    .section h2:focus {
      outline: none;
    }
    .section h2:focus-visible {
      outline: var(--sl-focus-ring);
    }
    .section__body {
      margin: 0;
      padding: 0;
      border: none;
      min-width: 0;
    }
    .section__hint {
      margin: 0 0 var(--sl-spacing-x-small);
      font-size: var(--sl-font-size-x-small);
      color: var(--eip-color-text-secondary);
    }
    .section__error {
      margin: 0 0 var(--sl-spacing-x-small);
      color: var(--eip-color-danger);
      font-size: var(--sl-font-size-small);
    }
    .grid {
      display: grid;
      grid-template-columns: repeat(3, minmax(0, 1fr));
      column-gap: var(--sl-spacing-large);
      row-gap: var(--sl-spacing-2x-small);
    }
    .grid .wide {
      grid-column: 1 / -1;
    }
    .grid select {
      width: 100%;
    }
    .checks {
      display: flex;
      flex-wrap: wrap;
      gap: var(--sl-spacing-small) var(--sl-spacing-x-large);
    }
    /* The shared field sheet sizes every input as a text box: a checkbox stays a checkbox. */
    .choice input[type='checkbox'] {
      flex: none;
      width: 1rem;
      height: 1rem;
      padding: 0;
      margin: 0;
      accent-color: var(--sl-color-primary-600);
    }
    .field--check .field__hint {
      padding-inline-start: 1.5rem;
    }
    .footer {
      position: sticky;
      bottom: 0;
      z-index: 1;
      display: grid;
      gap: var(--sl-spacing-x-small);
      margin-top: var(--sl-spacing-large);
      padding: var(--sl-spacing-small) 0;
      background: var(--eip-color-surface);
      border-top: 1px solid var(--eip-color-border);
    }
    .actions {
      display: flex;
      flex-wrap: wrap;
      align-items: center;
      gap: var(--sl-spacing-small);
    }
    .actions__spacer {
      flex: 1;
    }
    .actions__back {
      color: var(--sl-color-primary-600);
      font-size: var(--sl-font-size-small);
    }
    .form-message--success {
      padding: var(--sl-spacing-x-small) var(--sl-spacing-small);
      border-radius: var(--eip-radius);
      font-size: var(--sl-font-size-small);
      color: var(--sl-color-success-800);
      background: color-mix(in srgb, var(--sl-color-success-600) 10%, var(--eip-color-surface));
      border: solid 1px currentColor;
    }
    /* Medium widths: two fields per row. */
    @container (max-width: 52rem) {
      .grid {
        grid-template-columns: repeat(2, minmax(0, 1fr));
      }
      .layout {
        grid-template-columns: minmax(0, 1fr);
        gap: var(--sl-spacing-medium);
      }
      .nav {
        z-index: 2;
        background: var(--eip-color-surface);
        padding-block: var(--sl-spacing-2x-small);
        border-bottom: 1px solid var(--eip-color-border);
        /* Flush under the page's sticky header (the custom property keeps a gap for the wide layout). */
        top: calc(var(--editor-sticky-top, 12px) - 12px);
      }
      .section {
        scroll-margin-top: calc(var(--editor-sticky-top, 12px) + 2.5rem);
      }
      .nav ol {
        display: flex;
        overflow-x: auto;
        border-inline-start: none;
        gap: 0;
      }
      .nav a {
        white-space: nowrap;
        margin: 0;
        border-inline-start: none;
        border-bottom: 2px solid transparent;
      }
      .tree__row {
        grid-template-columns: minmax(0, 1fr) minmax(0, 1fr);
      }
      .tree__cell--optionName,
      .tree__cell--desc {
        grid-column: 1 / -1;
      }
      .tree__actions {
        grid-column: 1 / -1;
        justify-content: flex-end;
      }
    }
    /* Phones: one field per row, and the action bar in one row. */
    @container (max-width: 34rem) {
      .grid,
      .entry__fields {
        grid-template-columns: minmax(0, 1fr);
      }
      .actions {
        flex-wrap: nowrap;
        gap: var(--sl-spacing-x-small);
      }
      .actions sl-button::part(label) {
        padding: 0 var(--sl-spacing-small);
      }
    }
    .notice {
      display: grid;
      gap: var(--sl-spacing-small);
    }
    .notice__hint {
      margin: 0;
    }
    .notice__actions {
      display: flex;
      flex-wrap: wrap;
      align-items: center;
      gap: var(--sl-spacing-small);
    }
    .notice__problem {
      color: var(--eip-color-danger);
      font-size: var(--sl-font-size-small);
    }
  `,
];
