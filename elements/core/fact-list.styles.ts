import { css } from 'lit';

/**
 * A record's facts as a two-column grid of label and value (company, purchaser or contract
 * information, a project's summary), one column on narrow pages; `.wide` spans the row.
 */
export const detailFactStyles = css`
  [part='base'] {
    color: var(--eip-color-text);
    container-type: inline-size;
  }
  dl {
    display: grid;
    grid-template-columns: repeat(2, minmax(0, 1fr));
    gap: var(--sl-spacing-small) var(--sl-spacing-large);
    margin: 0;
  }
  dl > div {
    display: grid;
    grid-template-columns: 8.5rem minmax(0, 1fr);
    gap: var(--sl-spacing-small);
    font-size: var(--sl-font-size-small);
    line-height: 1.6;
  }
  dl > .wide {
    grid-column: 1 / -1;
  }
  dt {
    color: var(--eip-color-text-secondary);
  }
  dd {
    margin: 0;
    overflow-wrap: anywhere;
  }
  h3 {
    margin: var(--sl-spacing-large) 0 var(--sl-spacing-small);
    font-size: var(--sl-font-size-medium);
  }
  @container (max-width: 36rem) {
    dl {
      grid-template-columns: minmax(0, 1fr);
    }
  }
`;
