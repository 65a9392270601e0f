import { css } from 'lit';
import { loadStateStyles } from '../core/load-states.js';
import { hostThemeStyles } from '../core/theme.js';

export const newsDetailStyles = [
  hostThemeStyles,
  loadStateStyles,
  css`
    :host {
      display: block;
    }
    [part='base'] {
      color: var(--eip-color-text);
    }
    [part='header'] {
      text-align: center;
      padding-bottom: var(--sl-spacing-large);
      margin-bottom: var(--sl-spacing-x-large);
      border-bottom: 1px solid var(--eip-color-border);
    }
    [part='title'] {
      margin: 0 0 var(--sl-spacing-small);
      font-size: var(--news-title-size, var(--sl-font-size-x-large));
      line-height: 1.4;
    }
    .meta {
      display: flex;
      flex-wrap: wrap;
      justify-content: center;
      align-items: center;
      gap: var(--sl-spacing-2x-small) var(--sl-spacing-large);
      font-size: var(--sl-font-size-small);
      color: var(--eip-color-text-secondary);
    }
  `,
];
