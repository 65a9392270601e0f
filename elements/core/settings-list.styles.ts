import { css } from 'lit';

/** The list-and-form look the mail settings share (accounts, contacts): a head, rows with actions, a form. */
export const settingsListStyles = css`
  :host {
    display: block;
  }
  [part='base'] {
    display: grid;
    gap: var(--sl-spacing-medium);
    color: var(--eip-color-text);
  }
  .list-head {
    display: flex;
    flex-wrap: wrap;
    align-items: center;
    gap: var(--sl-spacing-small);
  }
  .problem {
    color: var(--eip-color-danger);
    font-size: var(--sl-font-size-small);
  }
  ul.accounts,
  ul.contacts {
    display: grid;
    gap: var(--sl-spacing-small);
    margin: 0;
    padding: 0;
    list-style: none;
  }
  [part='item'] {
    display: flex;
    flex-wrap: wrap;
    align-items: center;
    gap: var(--sl-spacing-small);
    padding: var(--sl-spacing-small) var(--sl-spacing-medium);
    border: 1px solid var(--eip-color-border);
    border-radius: var(--eip-radius);
    background: var(--eip-color-surface);
  }
  .account__main,
  .contact__main {
    flex: 1 1 18rem;
    min-width: 0;
    display: grid;
    gap: var(--sl-spacing-2x-small);
  }
  .account__title,
  .contact__title {
    display: flex;
    flex-wrap: wrap;
    align-items: center;
    gap: var(--sl-spacing-x-small);
    overflow-wrap: anywhere;
  }
  .account__meta,
  .contact__meta {
    display: flex;
    flex-wrap: wrap;
    gap: var(--sl-spacing-2x-small) var(--sl-spacing-medium);
    color: var(--eip-color-text-secondary);
    font-size: var(--sl-font-size-small);
    overflow-wrap: anywhere;
  }
  .account__actions,
  .contact__actions,
  .form-actions {
    display: flex;
    flex-wrap: wrap;
    gap: var(--sl-spacing-x-small);
  }
  .form h2 {
    margin: 0;
    font-size: var(--sl-font-size-large);
  }
`;
