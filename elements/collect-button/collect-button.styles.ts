import { css } from 'lit';
import { hostThemeStyles } from '../core/theme.js';

export const collectButtonStyles = [
  hostThemeStyles,
  css`
    :host {
      display: inline-block;
    }
    .base {
      display: inline-flex;
      align-items: center;
      gap: var(--sl-spacing-x-small);
    }
    .error {
      font-size: var(--sl-font-size-small);
      color: var(--eip-color-danger);
    }
  `,
];
