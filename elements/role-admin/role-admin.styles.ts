import { css } from 'lit';
import { structureAdminStyles } from '../core/structure-admin.js';

export const roleAdminStyles = [
  ...structureAdminStyles,
  css`
    .inline {
      display: flex;
      gap: var(--sl-spacing-x-small);
      align-items: center;
    }
    .checks.block {
      display: block;
    }
    .checktree {
      list-style: none;
      margin: 0;
      padding: 0;
      display: grid;
      gap: var(--sl-spacing-2x-small);
    }
    .checktree .checktree {
      padding-inline-start: var(--sl-spacing-large);
    }
    .muted {
      color: var(--eip-color-text-secondary);
      font-size: var(--sl-font-size-x-small);
      margin-inline-start: var(--sl-spacing-2x-small);
    }
  `,
];
