import { css } from 'lit';

/**
 * What the detail elements (news-detail, notice-detail) share: a centred header with the title over
 * a rule, and the meta line under the title. Each element sets its title size (its own custom
 * property) and what follows the header.
 */
export const detailStyles = css`
  :host {
    display: block;
  }
  [part='base'] {
    color: var(--eip-color-text);
  }
  [part='header'] {
    text-align: center;
    padding-bottom: var(--sl-spacing-large);
    border-bottom: 1px solid var(--eip-color-border);
  }
  [part='title'] {
    margin: 0 0 var(--sl-spacing-small);
    line-height: 1.4;
  }
  .meta {
    display: flex;
    flex-wrap: wrap;
    justify-content: center;
    align-items: center;
    gap: var(--sl-spacing-2x-small) var(--sl-spacing-large);
    font-size: var(--sl-font-size-small);
    color: var(--eip-color-text-secondary);
  }
`;
