import { css } from 'lit';
import { hostThemeStyles } from '../core/theme.js';

export const processPropertiesStyles = [
  hostThemeStyles,
  css`
    :host {
      display: block;
      font-size: var(--sl-font-size-small);
    }
    [part='base'] {
      display: grid;
      gap: var(--sl-spacing-small);
    }
    h2 {
      margin: 0;
      font-size: var(--sl-font-size-medium);
    }
    h2 small {
      color: var(--eip-color-text-secondary);
      font-weight: var(--sl-font-weight-normal);
      margin-inline-start: var(--sl-spacing-x-small);
    }
    fieldset {
      display: grid;
      gap: var(--sl-spacing-x-small);
      margin: 0;
      padding: var(--sl-spacing-small);
      border: 1px solid var(--eip-color-border);
      border-radius: var(--sl-border-radius-medium);
    }
    legend {
      font-weight: var(--sl-font-weight-semibold);
      padding: 0 var(--sl-spacing-2x-small);
    }
    .hint {
      margin: 0;
      color: var(--eip-color-text-secondary);
    }
    .rights {
      border-collapse: collapse;
      width: 100%;
    }
    .rights th,
    .rights td {
      padding: var(--sl-spacing-2x-small);
      text-align: center;
      border-bottom: 1px solid var(--eip-color-border);
    }
    .rights th[scope='row'] {
      text-align: start;
      font-weight: var(--sl-font-weight-normal);
    }
  `,
];
