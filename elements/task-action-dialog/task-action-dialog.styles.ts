import { css } from 'lit';
import { formFieldStyles } from '../core/forms/form-field.styles.js';
import { loadStateStyles } from '../core/load-states.js';
import { hostThemeStyles } from '../core/theme.js';

export const taskActionDialogStyles = [
  hostThemeStyles,
  loadStateStyles,
  formFieldStyles,
  css`
    :host {
      display: contents;
    }
    [part='dialog'] {
      --width: var(--dialog-width, 560px);
    }
    [part='base'] {
      gap: var(--sl-spacing-small);
    }
    select {
      height: var(--sl-input-height-medium);
      font: inherit;
      font-size: var(--sl-input-font-size-medium);
      color: var(--eip-color-text);
      background: var(--eip-color-surface);
      border: solid var(--sl-input-border-width) var(--eip-color-border);
      border-radius: var(--eip-radius);
      padding: 0 var(--sl-spacing-x-small);
    }
    .field--invalid select {
      border-color: var(--eip-color-danger);
    }
    .choices__options {
      flex-direction: column;
      gap: var(--sl-spacing-2x-small);
    }
    .check {
      justify-self: start;
      display: inline-flex;
      align-items: center;
      gap: var(--sl-spacing-2x-small);
      cursor: pointer;
    }
    .check input {
      flex: none;
      accent-color: var(--sl-color-primary-600);
      width: 1rem;
      height: 1rem;
      margin: 0;
    }
    .checks {
      display: flex;
      flex-wrap: wrap;
      gap: var(--sl-spacing-small) var(--sl-spacing-large);
    }
    .reached {
      font-size: var(--sl-font-size-small);
      color: var(--eip-color-text);
    }
    .reached__label {
      color: var(--eip-color-text-secondary);
    }
    .reached ul {
      margin: var(--sl-spacing-3x-small) 0 0;
      padding-inline-start: 1.25rem;
    }
  `,
];
