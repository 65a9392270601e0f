import { css } from 'lit';
import { dataTableStyles } from '../core/data-table.styles.js';
import { loadStateStyles } from '../core/load-states.js';
import { deployOutcomeStyles } from '../core/model-deploy.js';
import { paginationStyles } from '../core/pagination.js';
import { hostThemeStyles } from '../core/theme.js';

export const processAdminStyles = [
  hostThemeStyles,
  dataTableStyles,
  loadStateStyles,
  paginationStyles,
  deployOutcomeStyles,
  css`
    :host {
      display: block;
    }
    [part='base'] {
      display: grid;
      gap: var(--sl-spacing-medium);
    }
    .toolbar {
      display: flex;
      flex-wrap: wrap;
      align-items: center;
      justify-content: space-between;
      gap: var(--sl-spacing-small);
    }
    .toolbar p {
      flex: 1 1 20rem;
      margin: 0;
      color: var(--eip-color-text-secondary);
      font-size: var(--sl-font-size-small);
    }
    .buttons {
      display: flex;
      gap: var(--sl-spacing-x-small);
    }
    .data-table td.actions {
      white-space: nowrap;
    }
    .data-table code {
      font-family: var(--sl-font-mono);
      font-size: var(--sl-font-size-x-small);
    }
    .reason {
      color: var(--eip-color-danger);
    }
    .versions {
      --width: min(48rem, 96vw);
    }
    .instances {
      --width: min(64rem, 96vw);
    }
    .filters {
      display: flex;
      flex-wrap: wrap;
      gap: var(--sl-spacing-medium);
      margin-bottom: var(--sl-spacing-small);
    }
    .filters label,
    .terminate {
      display: grid;
      gap: var(--sl-spacing-2x-small);
    }
    select,
    textarea {
      font: inherit;
      color: var(--eip-color-text);
      background: var(--eip-color-surface);
      border: 1px solid var(--eip-color-border);
      border-radius: var(--eip-radius);
      padding: var(--sl-spacing-2x-small) var(--sl-spacing-x-small);
    }
    .versions sl-tag {
      margin-inline-start: var(--sl-spacing-2x-small);
    }
  `,
];
