import { css } from 'lit';

/**
 * The message rows that todo-message-list and inner-message-list share: the row is one button (a dot
 * for unread, the subject, then the time), and the opened message below it.
 */
export const messageRowStyles = css`
    .toggle {
      display: flex;
      align-items: center;
      gap: var(--sl-spacing-small);
      width: 100%;
      padding: var(--sl-spacing-small) var(--sl-spacing-2x-small);
      border: none;
      background: none;
      color: inherit;
      font: inherit;
      text-align: left;
      cursor: pointer;
    }
    .toggle:hover .subject {
      color: var(--eip-color-primary-text);
    }
    .toggle:focus-visible {
      outline: var(--sl-focus-ring);
      outline-offset: -2px;
    }
    .dot {
      flex: none;
      width: 8px;
      height: 8px;
      border-radius: 50%;
      background: transparent;
    }
    .unread .dot {
      background: var(--eip-color-danger);
    }
    .subject {
      flex: 1;
      min-width: 0;
      overflow: hidden;
      text-overflow: ellipsis;
      white-space: nowrap;
    }
    .unread .subject {
      font-weight: var(--sl-font-weight-bold);
    }
    .detail {
      margin: 0 0 var(--sl-spacing-small) calc(8px + var(--sl-spacing-small));
      padding: var(--sl-spacing-small) var(--sl-spacing-medium);
      border-radius: var(--eip-radius);
      background: var(--sl-color-neutral-50);
      font-size: var(--sl-font-size-small);
    }
    .detail--error {
      color: var(--eip-color-danger);
    }
`;
