import { css } from 'lit';
import { structureAdminStyles } from '../core/structure-admin.js';

export const menuAdminStyles = [
  ...structureAdminStyles,
  css`
    [part='form'] {
      display: grid;
      gap: var(--sl-spacing-medium);
    }
    fieldset.plain {
      display: grid;
      gap: var(--sl-spacing-medium);
      border: 0;
      margin: 0;
      padding: 0;
      min-width: 0;
    }
    .field__control sl-icon {
      align-self: center;
      font-size: var(--sl-font-size-large);
    }
  `,
];
