import { css } from 'lit';
import { recordListSheets } from '../core/record-list.styles.js';

export const registrationListStyles = [
  ...recordListSheets,
  css`
    .toolbar {
      align-items: center;
      justify-content: space-between;
    }
    .hint {
      font-size: var(--sl-font-size-small);
      color: var(--eip-color-text-secondary);
    }
  `,
];
