import { css } from 'lit';
import { formElementSheets } from './form-field.styles.js';

/** The look of the one-record forms of the personal centre (ProfileForm). */
export const profileFormStyles = [
  ...formElementSheets,
  css`
    [part='base'] {
      container-type: inline-size;
    }
    .grid {
      display: grid;
      grid-template-columns: repeat(2, minmax(0, 1fr));
      gap: var(--sl-spacing-2x-small) var(--sl-spacing-large);
    }
    .grid .wide {
      grid-column: 1 / -1;
    }
    @container (max-width: 34rem) {
      .grid {
        grid-template-columns: minmax(0, 1fr);
      }
    }
    .actions {
      display: flex;
      flex-wrap: wrap;
      align-items: center;
      gap: var(--sl-spacing-medium);
      font-size: var(--sl-font-size-small);
    }
    .actions sl-button {
      min-width: 8rem;
    }
    .saved {
      color: var(--sl-color-success-700);
    }
    .updated {
      color: var(--eip-color-text-secondary);
    }
  `,
];
