import { css } from 'lit';
import { formFieldStyles } from '../core/forms/form-field.styles.js';
import { hostThemeStyles } from '../core/theme.js';

export const flowFormStyles = [
  hostThemeStyles,
  formFieldStyles,
  css`
    :host {
      display: block;
    }
    [part='base'] {
      display: grid;
      grid-template-columns: repeat(var(--columns, 2), minmax(0, 1fr));
      gap: 0 var(--sl-spacing-large);
      container-type: inline-size;
    }
    .field--wide {
      grid-column: 1 / -1;
    }
    /* The attachments fill the field's row like the inputs do (its table of files needs the width). */
    .field__control > file-upload {
      flex: 1 1 auto;
      min-width: 0;
    }
    select {
      flex: 1 1 auto;
      min-width: 0;
      width: 100%;
      height: var(--sl-input-height-medium);
      font: inherit;
      font-size: var(--sl-input-font-size-medium);
      color: var(--eip-color-text);
      background: var(--eip-color-surface);
      border: solid var(--sl-input-border-width) var(--eip-color-border);
      border-radius: var(--eip-radius);
      padding: 0 var(--sl-input-spacing-small);
    }
    select:focus-visible {
      outline: none;
      border-color: var(--sl-color-primary-600);
      box-shadow: 0 0 0 var(--sl-focus-ring-width) color-mix(in srgb, var(--sl-color-primary-600) 40%, transparent);
    }
    .field--invalid select {
      border-color: var(--eip-color-danger);
    }
    .readonly-value {
      flex: 1 1 auto;
      min-width: 0;
      min-height: var(--sl-input-height-medium);
      display: flex;
      align-items: center;
      padding: 0 var(--sl-input-spacing-medium);
      border-radius: var(--eip-radius);
      background: var(--sl-input-background-color-disabled);
      color: var(--eip-color-text);
      white-space: pre-wrap;
      overflow-wrap: anywhere;
    }
    .readonly-value--multiline {
      align-items: flex-start;
      padding-block: var(--sl-spacing-x-small);
      min-height: 4.5em;
    }
    .unit {
      display: flex;
      align-items: center;
      color: var(--eip-color-text-secondary);
      white-space: nowrap;
    }
    .empty {
      grid-column: 1 / -1;
      color: var(--eip-color-text-secondary);
      font-size: var(--sl-font-size-small);
    }
    @container (max-width: 34rem) {
      [part='base'] {
        grid-template-columns: minmax(0, 1fr);
      }
    }
  `,
];
