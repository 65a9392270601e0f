import { css } from 'lit';
import { recordListSheets } from '../core/record-list.styles.js';

export const projectListStyles = [
  ...recordListSheets,
  css`
    .count {
      font-size: var(--sl-font-size-small);
      color: var(--sl-color-success-700);
    }
    .count--pending {
      color: var(--sl-color-warning-700);
    }
    .winner {
      font-size: var(--sl-font-size-small);
      color: var(--eip-color-text-secondary);
    }
    .edit {
      font-size: var(--sl-font-size-small);
      color: var(--sl-color-primary-600);
    }
    .copy-failure {
      font-size: var(--sl-font-size-x-small);
      color: var(--eip-color-danger);
    }
  `,
];
