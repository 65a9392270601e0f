import { css } from 'lit';
import { loadStateStyles } from '../core/load-states.js';
import { hostThemeStyles } from '../core/theme.js';

export const flowCardsStyles = [
  hostThemeStyles,
  loadStateStyles,
  css`
    [part='base'] {
      display: grid;
      gap: var(--sl-spacing-large);
      color: var(--eip-color-text);
    }
    .groups {
      display: flex;
      flex-wrap: wrap;
      gap: var(--sl-spacing-large) var(--sl-spacing-x-large);
    }
    [part='group'] {
      min-width: min(100%, var(--card-width, 15rem));
    }
    h2 {
      display: flex;
      align-items: center;
      gap: var(--sl-spacing-x-small);
      margin: 0 0 var(--sl-spacing-small);
      font-size: var(--sl-font-size-medium);
      font-weight: var(--sl-font-weight-semibold);
    }
    h2 .count {
      color: var(--eip-color-text-secondary);
      font-weight: normal;
      font-size: var(--sl-font-size-small);
    }
    ul {
      list-style: none;
      margin: 0;
      padding: 0;
      display: grid;
      grid-template-columns: repeat(auto-fill, minmax(var(--card-width, 15rem), 1fr));
      gap: var(--sl-spacing-medium);
    }
    li {
      position: relative;
    }
    .card__chart {
      position: absolute;
      top: var(--sl-spacing-2x-small);
      inset-inline-end: var(--sl-spacing-2x-small);
      font-size: var(--sl-font-size-medium);
    }
    [part='card'] {
      display: grid;
      gap: var(--sl-spacing-2x-small);
      align-content: start;
      width: 100%;
      height: 100%;
      min-height: 5.5rem;
      padding: var(--sl-spacing-medium);
      border: 1px solid var(--eip-color-border);
      border-radius: var(--eip-radius);
      background: var(--eip-color-surface);
      color: inherit;
      font: inherit;
      text-align: start;
      cursor: pointer;
      transition:
        border-color var(--sl-transition-fast),
        box-shadow var(--sl-transition-fast);
    }
    [part='card']:hover {
      border-color: var(--sl-color-primary-600);
      box-shadow: var(--sl-shadow-medium);
    }
    [part='card']:focus-visible {
      outline: var(--sl-focus-ring);
      outline-offset: 2px;
    }
    .card__title {
      padding-inline-end: var(--sl-spacing-x-large);
      font-weight: var(--sl-font-weight-semibold);
      font-size: var(--sl-font-size-medium);
      overflow: hidden;
      display: -webkit-box;
      -webkit-line-clamp: 2;
      -webkit-box-orient: vertical;
    }
    .card__meta {
      color: var(--eip-color-text-secondary);
      font-size: var(--sl-font-size-x-small);
      display: flex;
      flex-wrap: wrap;
      gap: 0 var(--sl-spacing-small);
    }
    .card--process {
      grid-template-columns: auto 1fr;
      align-items: center;
      column-gap: var(--sl-spacing-small);
      min-height: 4rem;
    }
    .card--process sl-icon {
      grid-row: span 2;
      font-size: 1.75rem;
      color: var(--sl-color-primary-600);
    }
  `,
];
