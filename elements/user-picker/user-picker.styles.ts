import { css } from 'lit';
import { formFieldStyles } from '../core/forms/form-field.styles.js';
import { hostThemeStyles } from '../core/theme.js';

export const userPickerStyles = [
  hostThemeStyles,
  formFieldStyles,
  css`
    :host {
      display: block;
    }
    [part='base'] {
      position: relative;
    }
    .chosen {
      display: flex;
      flex-wrap: wrap;
      gap: var(--sl-spacing-2x-small);
      margin: 0;
      padding: 0;
      list-style: none;
    }
    .controls {
      display: flex;
      gap: var(--sl-spacing-x-small);
    }
    select {
      flex: 0 0 auto;
      max-width: 45%;
      height: var(--sl-input-height-medium);
      font: inherit;
      font-size: var(--sl-input-font-size-medium);
      color: var(--eip-color-text);
      background: var(--eip-color-surface);
      border: solid var(--sl-input-border-width) var(--eip-color-border);
      border-radius: var(--eip-radius);
      padding: 0 var(--sl-spacing-x-small);
    }
    [part='matches'] {
      margin: 0;
      padding: var(--sl-spacing-3x-small) 0;
      list-style: none;
      max-height: 14rem;
      overflow: auto;
      border: solid 1px var(--eip-color-border);
      border-radius: var(--eip-radius);
      background: var(--eip-color-surface);
      box-shadow: var(--sl-shadow-medium);
    }
    .match {
      display: flex;
      justify-content: space-between;
      gap: var(--sl-spacing-small);
      padding: var(--sl-spacing-2x-small) var(--sl-spacing-small);
      cursor: pointer;
    }
    .match--active,
    .match:hover {
      background: var(--sl-color-primary-50);
      color: var(--sl-color-primary-800);
    }
    .match__account {
      color: var(--eip-color-text-secondary);
      font-size: var(--sl-font-size-small);
    }
    .match--active .match__account,
    .match:hover .match__account {
      color: inherit;
    }
    .hint {
      margin: 0;
      font-size: var(--sl-font-size-small);
      color: var(--eip-color-text-secondary);
    }
    .hint--error {
      color: var(--eip-color-danger);
    }
  `,
];
