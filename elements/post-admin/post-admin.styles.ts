import { css } from 'lit';
import { structureAdminStyles } from '../core/structure-admin.js';

export const postAdminStyles = [
  ...structureAdminStyles,
  css`
    [part='base'] {
      display: grid;
      grid-template-columns: minmax(0, 1fr);
      gap: var(--sl-spacing-small);
    }
    [part='form'] {
      display: grid;
      gap: var(--sl-spacing-small);
      border-top: 1px solid var(--eip-color-border);
      padding-top: var(--sl-spacing-small);
    }
    h3 {
      margin: 0;
      font-size: var(--sl-font-size-small);
    }
    .muted {
      color: var(--eip-color-text-secondary);
      font-size: var(--sl-font-size-x-small);
      font-weight: normal;
    }
    td.actions {
      white-space: nowrap;
    }
  `,
];
