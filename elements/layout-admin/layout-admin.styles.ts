import { css } from 'lit';
import { structureAdminStyles } from '../core/structure-admin.js';

export const layoutAdminStyles = [
  ...structureAdminStyles,
  css`
    :host {
      display: block;
    }
    [part='base'] {
      display: grid;
      grid-template-columns: minmax(0, 1fr);
      gap: var(--sl-spacing-large);
      max-width: 64rem;
    }
    .columns {
      list-style: none;
      margin: 0;
      padding: 0;
      display: grid;
      gap: var(--sl-spacing-x-small);
      counter-reset: column;
    }
    .columns > li {
      display: flex;
      flex-wrap: wrap;
      align-items: center;
      gap: var(--sl-spacing-small);
      border: 1px solid var(--eip-color-border);
      border-radius: var(--sl-border-radius-medium);
      padding: var(--sl-spacing-x-small) var(--sl-spacing-small);
      counter-increment: column;
    }
    .columns .name {
      flex: 1 1 10rem;
      min-width: 0;
      font-weight: var(--sl-font-weight-semibold);
    }
    .columns .name::before {
      content: counter(column) '. ';
      color: var(--eip-color-text-secondary);
      font-weight: var(--sl-font-weight-normal);
    }
    .width,
    .add {
      display: inline-flex;
      flex-wrap: wrap;
      align-items: center;
      gap: var(--sl-spacing-x-small);
    }
    .actions {
      display: inline-flex;
      gap: var(--sl-spacing-2x-small);
    }
    .empty {
      margin: 0;
      color: var(--eip-color-text-secondary);
    }
    .preview-figure {
      margin: 0;
      display: grid;
      gap: var(--sl-spacing-x-small);
    }
    .preview-figure figcaption {
      font-weight: var(--sl-font-weight-semibold);
    }
    .preview {
      display: grid;
      grid-template-columns: repeat(24, minmax(0, 1fr));
      gap: var(--sl-spacing-x-small);
      padding: var(--sl-spacing-small);
      border: 1px dashed var(--eip-color-border);
      border-radius: var(--sl-border-radius-medium);
      background: var(--eip-color-fill, var(--sl-color-neutral-50));
    }
    .preview .cell {
      display: grid;
      align-content: start;
      gap: var(--sl-spacing-3x-small);
      min-width: 0;
      min-height: 4rem;
      padding: var(--sl-spacing-x-small);
      border: 1px solid var(--eip-color-border);
      border-radius: var(--sl-border-radius-small);
      background: var(--eip-color-surface, var(--sl-color-neutral-0));
      overflow-wrap: anywhere;
      font-size: var(--sl-font-size-small);
    }
    .visually-hidden {
      position: absolute;
      width: 1px;
      height: 1px;
      margin: -1px;
      padding: 0;
      overflow: hidden;
      clip: rect(0 0 0 0);
      white-space: nowrap;
      border: 0;
    }
  `,
];
