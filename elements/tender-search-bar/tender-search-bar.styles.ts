import { css } from 'lit';
import { hostThemeStyles } from '../core/theme.js';

export const tenderSearchBarStyles = [
  hostThemeStyles,
  css`
    :host {
      display: block;
    }
    [part='base'] {
      display: grid;
      gap: var(--sl-spacing-small);
    }
    [part='form'] {
      display: flex;
      flex-wrap: wrap;
      align-items: flex-end;
      gap: var(--sl-spacing-small);
      padding: var(--sl-spacing-small) var(--sl-spacing-medium) var(--sl-spacing-medium);
      background: var(--search-bar-background, var(--eip-color-surface));
      border-radius: var(--sl-border-radius-large);
      box-shadow: var(--sl-shadow-medium);
    }
    [part='form'] sl-select {
      width: 10rem;
    }
    [part='form'] sl-input {
      flex: 1;
      min-width: 12rem;
    }
    @media (max-width: 600px) {
      [part='form'] sl-select,
      [part='form'] sl-input,
      [part='form'] sl-button {
        width: 100%;
        min-width: 0;
      }
    }
    sl-select::part(form-control-label),
    sl-input::part(form-control-label) {
      font-size: var(--sl-font-size-small);
      color: var(--search-bar-label-color, var(--eip-color-text-secondary));
    }
    [part='history'] {
      display: flex;
      flex-wrap: wrap;
      align-items: center;
      gap: var(--sl-spacing-x-small);
      font-size: var(--sl-font-size-small);
      color: var(--search-bar-history-color, var(--eip-color-text-secondary));
    }
    [part='history'] ul {
      margin: 0;
      padding: 0;
      display: contents;
      list-style: none;
    }
    [part='chip'] {
      display: inline-flex;
      align-items: center;
      border-radius: var(--sl-border-radius-pill);
      background: var(--search-bar-chip-background, var(--sl-color-neutral-100));
      color: var(--eip-color-text);
      overflow: hidden;
    }
    [part='chip'] button {
      font: inherit;
      color: inherit;
      background: none;
      border: none;
      cursor: pointer;
    }
    [part='chip'] .name {
      padding: 2px 4px 2px 12px;
      max-width: 14rem;
      white-space: nowrap;
      overflow: hidden;
      text-overflow: ellipsis;
    }
    [part='chip'] .remove {
      display: inline-flex;
      padding: 4px 8px 4px 4px;
      opacity: 0.65;
    }
    [part='chip'] button:hover {
      color: var(--eip-color-primary-text);
      opacity: 1;
    }
    [part='chip'] button:focus-visible,
    .clear:focus-visible {
      outline: var(--sl-focus-ring);
      outline-offset: -2px;
    }
    .clear {
      font: inherit;
      color: inherit;
      background: none;
      border: none;
      cursor: pointer;
      text-decoration: underline;
    }
  `,
];
