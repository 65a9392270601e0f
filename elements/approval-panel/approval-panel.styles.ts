import { css } from 'lit';
import { formFieldStyles } from '../core/forms/form-field.styles.js';
import { loadStateStyles } from '../core/load-states.js';
import { hostThemeStyles } from '../core/theme.js';

export const approvalPanelStyles = [
  hostThemeStyles,
  loadStateStyles,
  formFieldStyles,
  css`
    [part='base'] {
      display: grid;
      gap: var(--sl-spacing-medium);
      padding: var(--sl-spacing-medium);
      border: 1px solid var(--eip-color-border);
      border-radius: var(--eip-radius);
      background: var(--eip-color-surface);
      color: var(--eip-color-text);
    }
    .heading {
      display: flex;
      flex-wrap: wrap;
      align-items: center;
      justify-content: space-between;
      gap: var(--sl-spacing-small);
    }
    h2 {
      margin: 0;
      font-size: var(--sl-font-size-large);
      font-weight: var(--sl-font-weight-semibold);
    }
    .opinion__tools {
      display: flex;
      justify-content: flex-end;
    }
    .opinion__readonly {
      min-height: 3em;
      padding: var(--sl-spacing-x-small) var(--sl-spacing-small);
      border-radius: var(--eip-radius);
      background: var(--sl-input-background-color-disabled);
      white-space: pre-wrap;
    }
    [part='actions'] {
      display: flex;
      flex-wrap: wrap;
      gap: var(--sl-spacing-small);
    }
    .message {
      padding: var(--sl-spacing-x-small) var(--sl-spacing-small);
      border-radius: var(--eip-radius);
      font-size: var(--sl-font-size-small);
      border: solid 1px currentColor;
      color: var(--sl-color-danger-700);
      background: color-mix(in srgb, var(--eip-color-danger) 5%, var(--eip-color-surface));
    }
    .message:empty {
      display: none;
    }
    .lock-hint {
      color: var(--eip-color-text-secondary);
      font-size: var(--sl-font-size-small);
    }
  `,
];
