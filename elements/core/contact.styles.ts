import { css } from 'lit';

/** A contact row of contact-directory and contact-group-manager (over listItemStyles): who, then the actions. */
export const contactStyles = css`
  [part='item'] {
    display: flex;
    flex-wrap: wrap;
    align-items: center;
    gap: var(--sl-spacing-x-small) var(--sl-spacing-small);
    padding: var(--sl-spacing-x-small) 0;
  }
  .contact {
    flex: 1;
    min-width: 12rem;
    display: flex;
    flex-wrap: wrap;
    align-items: baseline;
    gap: var(--sl-spacing-2x-small) var(--sl-spacing-small);
  }
  .name {
    font-weight: var(--sl-font-weight-semibold);
  }
  .account,
  .org,
  .email {
    color: var(--eip-color-text-secondary);
    font-size: var(--sl-font-size-small);
  }
  .contact-actions {
    display: inline-flex;
    gap: var(--sl-spacing-x-small);
  }
  input[type='search'],
  input[type='text'] {
    min-height: 2rem;
    padding: 0 var(--sl-spacing-x-small);
    border: 1px solid var(--eip-color-border);
    border-radius: var(--eip-radius);
    background: var(--sl-color-neutral-0);
    color: var(--eip-color-text);
    font: inherit;
    font-size: var(--sl-font-size-small);
  }
`;
