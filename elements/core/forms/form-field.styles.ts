import { css } from 'lit';
import { loadStateStyles } from '../load-states.js';
import { hostThemeStyles } from '../theme.js';

/**
 * Fields drawn with Shoelace's input tokens (so they sit well beside Shoelace controls) and the
 * portal's --eip-* tokens for colour: text, border, primary (focus) and danger (problems).
 */
export const formFieldStyles = css`
  form {
    display: grid;
    gap: var(--form-gap, var(--sl-spacing-medium));
    color: var(--eip-color-text);
    font-size: var(--sl-font-size-medium);
  }
  .field {
    display: grid;
    align-content: start;
    gap: var(--sl-spacing-2x-small);
    min-width: 0;
  }
  .field label,
  .choices legend {
    font-size: var(--sl-input-label-font-size-medium);
    color: var(--eip-color-text);
  }
  .field__required {
    color: var(--eip-color-danger);
    margin-inline-end: 0.2em;
  }
  .field__control {
    display: flex;
    gap: var(--sl-spacing-x-small);
    align-items: stretch;
  }
  input:not([type='radio']),
  textarea {
    flex: 1 1 auto;
    min-width: 0;
    width: 100%;
    font: inherit;
    font-size: var(--sl-input-font-size-medium);
    color: var(--eip-color-text);
    background: var(--eip-color-surface);
    border: solid var(--sl-input-border-width) var(--eip-color-border);
    border-radius: var(--eip-radius);
    padding: 0 var(--sl-input-spacing-medium);
    transition:
      border-color var(--sl-transition-fast),
      box-shadow var(--sl-transition-fast);
  }
  input:not([type='radio']) {
    height: var(--sl-input-height-medium);
  }
  textarea {
    padding-block: var(--sl-spacing-x-small);
    resize: vertical;
    line-height: var(--sl-line-height-normal);
  }
  input:not([type='radio']):hover,
  textarea:hover {
    border-color: var(--sl-input-border-color-hover);
  }
  input:not([type='radio']):focus-visible,
  textarea:focus-visible,
  input:not([type='radio']):focus,
  textarea:focus {
    outline: none;
    border-color: var(--sl-color-primary-600);
    box-shadow: 0 0 0 var(--sl-focus-ring-width) color-mix(in srgb, var(--sl-color-primary-600) 40%, transparent);
  }
  input[readonly],
  textarea[readonly] {
    background: var(--sl-input-background-color-disabled);
  }
  input::placeholder,
  textarea::placeholder {
    color: var(--sl-input-placeholder-color);
  }
  .field--invalid input,
  .field--invalid textarea {
    border-color: var(--eip-color-danger);
  }
  .field--invalid input:focus,
  .field--invalid textarea:focus {
    border-color: var(--eip-color-danger);
    box-shadow: 0 0 0 var(--sl-focus-ring-width) color-mix(in srgb, var(--eip-color-danger) 35%, transparent);
  }
  .field__hint {
    font-size: var(--sl-font-size-x-small);
    color: var(--eip-color-text-secondary);
  }
  .field__error {
    min-height: 1.25em;
    font-size: var(--sl-font-size-x-small);
    line-height: 1.25;
    color: var(--eip-color-danger);
  }
  .choices {
    margin: 0;
    padding: 0;
    border: none;
    min-width: 0;
  }
  .choices legend {
    padding: 0;
    margin-bottom: var(--sl-spacing-2x-small);
  }
  .choices__options {
    display: flex;
    flex-wrap: wrap;
    gap: var(--sl-spacing-large);
  }
  .choice {
    display: inline-flex;
    align-items: center;
    gap: var(--sl-spacing-2x-small);
    cursor: pointer;
  }
  .choice input {
    accent-color: var(--sl-color-primary-600);
    width: 1rem;
    height: 1rem;
    margin: 0;
  }
  .form-message--danger,
  .form-message--warning {
    padding: var(--sl-spacing-x-small) var(--sl-spacing-small);
    border-radius: var(--eip-radius);
    font-size: var(--sl-font-size-small);
    border: solid 1px currentColor;
  }
  .form-message--danger {
    color: var(--eip-color-danger);
    background: color-mix(in srgb, var(--eip-color-danger) 8%, var(--eip-color-surface));
  }
  .form-message--warning {
    color: var(--sl-color-warning-700);
    background: color-mix(in srgb, var(--sl-color-warning-600) 10%, var(--eip-color-surface));
  }
`;

/**
 * The sheets a one-form element starts from (sign-up-form, seal-settings, the profile forms): the
 * host theme, load states, the fields, and a block host. Each element adds its own sheet after them.
 */
export const formElementSheets = [
  hostThemeStyles,
  loadStateStyles,
  formFieldStyles,
  css`
    :host {
      display: block;
    }
  `,
];

/** A native `<select>` drawn like the fields (the account to send from, a server's security). */
export const nativeSelectStyles = css`
  select {
    height: var(--sl-input-height-medium);
    font: inherit;
    color: var(--eip-color-text);
    background: var(--eip-color-surface);
    border: solid var(--sl-input-border-width) var(--eip-color-border);
    border-radius: var(--eip-radius);
    padding: 0 var(--sl-spacing-x-small);
  }
`;
