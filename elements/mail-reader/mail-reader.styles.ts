import { css } from 'lit';
import { loadStateStyles } from '../core/load-states.js';
import { richTextStyles } from '../rich-text/rich-text.styles.js';

export const mailReaderStyles = [
  ...richTextStyles,
  loadStateStyles,
  css`
    :host {
      display: block;
    }
    [part='base'] {
      display: grid;
      gap: var(--sl-spacing-medium);
      font-size: var(--sl-font-size-medium);
    }
    .header {
      display: grid;
      gap: var(--sl-spacing-small);
      padding-bottom: var(--sl-spacing-small);
      border-bottom: 1px solid var(--eip-color-border);
    }
    .subject {
      margin: 0;
      font-size: var(--sl-font-size-x-large);
      line-height: 1.4;
      overflow-wrap: anywhere;
    }
    .actions {
      display: flex;
      flex-wrap: wrap;
      gap: var(--sl-spacing-x-small);
    }
    .addresses {
      display: grid;
      grid-template-columns: auto 1fr;
      gap: var(--sl-spacing-3x-small) var(--sl-spacing-small);
      margin: 0;
      font-size: var(--sl-font-size-small);
    }
    .addresses dt {
      color: var(--eip-color-text-secondary);
    }
    .addresses dd {
      margin: 0;
      overflow-wrap: anywhere;
    }
    .remote-notice {
      display: flex;
      flex-wrap: wrap;
      align-items: center;
      gap: var(--sl-spacing-small);
      padding: var(--sl-spacing-x-small) var(--sl-spacing-small);
      border-radius: var(--eip-radius);
      background: var(--sl-color-warning-50);
      color: var(--sl-color-warning-800);
      font-size: var(--sl-font-size-small);
    }
    .body {
      min-height: 6rem;
      line-height: 1.8;
      overflow-wrap: anywhere;
    }
    .body--text {
      white-space: pre-wrap;
    }
    .blocked-remote {
      display: inline-block;
      min-width: 2rem;
      min-height: 1.5rem;
      border: 1px dashed var(--eip-color-border);
      color: var(--eip-color-text-secondary);
      font-size: var(--sl-font-size-small);
    }
    .problem {
      color: var(--eip-color-danger);
      font-size: var(--sl-font-size-small);
    }
    .attachments-section h3 {
      margin: 0 0 var(--sl-spacing-x-small);
      font-size: var(--sl-font-size-medium);
    }
    .attachments {
      display: grid;
      gap: var(--sl-spacing-2x-small);
      margin: 0;
      padding: 0;
      list-style: none;
    }
    .attachment {
      display: flex;
      align-items: center;
      gap: var(--sl-spacing-x-small);
      padding: var(--sl-spacing-2x-small) var(--sl-spacing-small);
      border: 1px solid var(--eip-color-border);
      border-radius: var(--eip-radius);
    }
    .attachment__name {
      flex: 1;
      min-width: 0;
      overflow-wrap: anywhere;
    }
    .attachment__size {
      color: var(--eip-color-text-secondary);
      font-size: var(--sl-font-size-small);
    }
  `,
];
