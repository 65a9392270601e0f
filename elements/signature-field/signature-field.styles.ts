import { css } from 'lit';
import { hostThemeStyles } from '../core/theme.js';

export const signatureFieldStyles = [
  hostThemeStyles,
  css`
    :host {
      display: block;
    }
    :host([permission='n']) {
      display: none;
    }
    [part='base'] {
      display: flex;
      flex-direction: column;
      gap: var(--sl-spacing-x-small);
      color: var(--eip-color-text);
      font-size: var(--sl-font-size-small);
    }
    .list {
      display: flex;
      flex-wrap: wrap;
      gap: var(--sl-spacing-medium);
      margin: 0;
      padding: 0;
      list-style: none;
    }
    .entry {
      display: grid;
      justify-items: center;
      gap: var(--sl-spacing-3x-small);
      min-width: var(--seal-size, 96px);
    }
    .seal-frame {
      display: block;
      width: var(--seal-size, 96px);
      height: var(--seal-size, 96px);
    }
    .seal {
      display: block;
      width: 100%;
      height: 100%;
      object-fit: contain;
    }
    .no-signature {
      max-width: 14rem;
      color: var(--eip-color-danger);
    }
    .signer {
      font-weight: var(--sl-font-weight-semibold);
    }
    .time {
      color: var(--eip-color-text-secondary);
      font-size: var(--sl-font-size-x-small);
    }
    .actions {
      display: flex;
      align-items: center;
      gap: var(--sl-spacing-small);
    }
    .status {
      color: var(--eip-color-text-secondary);
    }
    .status.success {
      color: var(--sl-color-success-700);
    }
    .status.fail {
      color: var(--eip-color-danger);
    }
    .empty {
      margin: 0;
      color: var(--eip-color-text-secondary);
    }
    .message::part(message) {
      padding: var(--sl-spacing-x-small) var(--sl-spacing-small);
    }
  `,
];
