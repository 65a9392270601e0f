import { css } from 'lit';
import { toolbarRadioStyles } from '../core/list-item.styles.js';
import { recordListSheets } from '../core/record-list.styles.js';

export const collectionListStyles = [
  ...recordListSheets,
  toolbarRadioStyles,
  css`
    .gone {
      color: var(--eip-color-text-secondary);
      font-weight: var(--sl-font-weight-normal);
    }
  `,
];
