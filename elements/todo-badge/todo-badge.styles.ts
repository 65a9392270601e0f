import { css } from 'lit';
import { hostThemeStyles } from '../core/theme.js';

export const todoBadgeStyles = [
  hostThemeStyles,
  css`
    :host {
      display: inline-flex;
    }
    [part='base'] {
      position: relative;
      display: inline-flex;
      align-items: center;
    }
    [part='base'].has-anchor [part='badge'] {
      position: absolute;
      top: 0;
      right: 0;
      translate: var(--badge-offset-x, 45%) var(--badge-offset-y, -35%);
      pointer-events: none;
    }
    [part='badge']::part(base) {
      min-width: 1.25rem;
      font-size: var(--sl-font-size-2x-small);
      font-weight: var(--sl-font-weight-semibold);
      background-color: var(--badge-color, var(--eip-color-danger));
      border-color: var(--eip-color-surface);
    }
  `,
];
