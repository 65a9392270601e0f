import { css } from 'lit';
import { structureAdminStyles } from '../core/structure-admin.js';

export const orgAdminStyles = [
  ...structureAdminStyles,
  css`
    .inline {
      display: flex;
      gap: var(--sl-spacing-x-small);
      align-items: center;
    }
  `,
];
