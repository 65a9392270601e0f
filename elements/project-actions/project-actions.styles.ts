import { css } from 'lit';
import { loadStateStyles } from '../core/load-states.js';
import { hostThemeStyles } from '../core/theme.js';

export const projectActionsStyles = [
  hostThemeStyles,
  loadStateStyles,
  css`
    :host {
      display: block;
    }
    [part='base'] {
      display: grid;
      gap: var(--sl-spacing-small);
      color: var(--eip-color-text);
    }
    .state {
      display: flex;
      align-items: center;
      gap: var(--sl-spacing-small);
      font-size: var(--sl-font-size-small);
      color: var(--eip-color-text-secondary);
    }
    .actions {
      display: flex;
      flex-wrap: wrap;
      gap: var(--sl-spacing-x-small);
    }
    .none {
      font-size: var(--sl-font-size-small);
      color: var(--eip-color-text-secondary);
    }
    .result {
      font-size: var(--sl-font-size-small);
    }
    .result--success {
      color: var(--sl-color-success-700);
    }
    .result--danger,
    .dialog-error {
      color: var(--eip-color-danger);
    }
    .dialog-error {
      min-height: 1.25em;
      margin-top: var(--sl-spacing-small);
      font-size: var(--sl-font-size-small);
    }
    sl-dialog p {
      margin: 0 0 var(--sl-spacing-medium);
      line-height: 1.6;
    }
    sl-dialog sl-radio-group {
      margin-bottom: var(--sl-spacing-medium);
    }
  `,
];
