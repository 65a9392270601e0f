import { css } from 'lit';
import { hostThemeStyles } from '../core/theme.js';

export const personalInfoDialogStyles = [
  hostThemeStyles,
  css`
    :host {
      display: contents;
    }
    [part='dialog'] {
      --width: var(--dialog-width, 36rem);
    }
    [part='base'] {
      color: var(--eip-color-text);
      font-size: var(--sl-font-size-small);
      min-height: 6rem;
    }
    .state {
      display: flex;
      justify-content: center;
      align-items: center;
      min-height: 6rem;
      font-size: var(--sl-font-size-x-large);
    }
    .state--error {
      font-size: var(--sl-font-size-small);
      color: var(--eip-color-danger);
    }
    [part='details'] {
      display: grid;
      grid-template-columns: repeat(auto-fit, minmax(min(100%, 14rem), 1fr));
      gap: var(--sl-spacing-small) var(--sl-spacing-large);
      margin: 0;
    }
    .item {
      display: grid;
      grid-template-columns: minmax(5.5em, max-content) 1fr;
      gap: var(--sl-spacing-x-small);
      min-width: 0;
    }
    .item--wide {
      grid-column: 1 / -1;
    }
    dt {
      color: var(--eip-color-text-secondary);
    }
    dd {
      margin: 0;
      min-width: 0;
      overflow-wrap: anywhere;
    }
    .tags {
      display: flex;
      flex-wrap: wrap;
      gap: var(--sl-spacing-2x-small);
      margin: 0;
      padding: 0;
      list-style: none;
    }
    .tag {
      display: inline-block;
      padding: 0 var(--sl-spacing-x-small);
      line-height: 1.6;
      border-radius: var(--eip-radius);
      border: solid 1px var(--eip-color-border);
      background: var(--sl-color-neutral-50);
    }
    .tag--post {
      border-color: var(--sl-color-primary-200);
      background: var(--sl-color-primary-50);
      color: var(--sl-color-primary-800);
      cursor: default;
    }
    .tag--post:focus-visible {
      outline: var(--sl-focus-ring);
      outline-offset: 1px;
    }
    .status {
      display: inline-flex;
      align-items: center;
      gap: var(--sl-spacing-2x-small);
    }
    .status::before {
      content: '';
      width: 0.5em;
      height: 0.5em;
      border-radius: 50%;
      background: var(--status-color, var(--sl-color-neutral-400));
    }
    .status--normal {
      --status-color: var(--sl-color-success-600);
    }
    .status--disabled {
      --status-color: var(--eip-color-danger);
    }
    .status--inactive {
      --status-color: var(--sl-color-warning-500);
    }
  `,
];
