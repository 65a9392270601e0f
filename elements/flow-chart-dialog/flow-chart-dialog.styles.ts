import { css } from 'lit';
import { hostThemeStyles } from '../core/theme.js';

export const flowChartDialogStyles = [
  hostThemeStyles,
  css`
    sl-dialog {
      --width: var(--dialog-width, min(1100px, 96vw));
    }
    .opinions-title {
      margin: var(--sl-spacing-large) 0 var(--sl-spacing-small);
      padding-left: var(--sl-spacing-small);
      border-left: 4px solid var(--sl-color-primary-600);
      font-size: var(--sl-font-size-medium);
      line-height: 1.2;
    }
  `,
];
