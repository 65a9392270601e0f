import { css } from 'lit';

/** A group of checkboxes in a row that wraps, in a fieldset drawn without its frame: `class="checks"`. */
export const checkGroupStyles = css`
  .checks {
    display: flex;
    flex-wrap: wrap;
    gap: var(--sl-spacing-x-small) var(--sl-spacing-medium);
    border: 0;
    margin: 0;
    padding: 0;
  }
`;
