import { css } from 'lit';
import { recordListSheets } from '../core/record-list.styles.js';

export const awardListStyles = [
  ...recordListSheets,
  css`
    [part='item'] {
      flex-wrap: nowrap;
      align-items: flex-start;
    }
    .badge {
      flex: none;
      font-size: 1.5rem;
      color: var(--sl-color-warning-600);
    }
    .link {
      font-size: var(--sl-font-size-small);
      color: var(--eip-color-primary-text);
    }
  `,
];
