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

/** A section's heading: an `h3` with a bar on its left (the detail screens, a news article's files). */
export const sectionHeadingStyles = css`
  h3 {
    display: flex;
    align-items: center;
    gap: var(--sl-spacing-x-small);
    margin: 0 0 var(--sl-spacing-small);
    padding-left: var(--sl-spacing-small);
    border-left: 4px solid var(--sl-color-primary-600);
    font-size: var(--sl-font-size-medium);
    line-height: 1.2;
  }
`;

/**
 * The sections of a detail screen (notice-detail, tender-detail): a grid of sections, each under
 * an `h3` with a bar on its left.
 */
export const detailSectionStyles = css`
  [part='base'] {
    display: grid;
    gap: var(--sl-spacing-x-large);
  }
  ${sectionHeadingStyles}
`;

/**
 * Facts as a bordered table of shaded label cells and value cells (notice-detail, tender-detail,
 * registration-detail); `.wide` spans the row. An element may narrow the columns with
 * `--fact-column-min` (18rem) and `--fact-label-width` (8.5rem).
 */
export const factTableStyles = css`
  dl {
    display: grid;
    grid-template-columns: repeat(auto-fill, minmax(var(--fact-column-min, 18rem), 1fr));
    margin: 0;
    border-top: 1px solid var(--eip-color-border);
    border-left: 1px solid var(--eip-color-border);
    /* The table's right and bottom edges where a row has fewer facts than columns (the cells draw them
       elsewhere, on the same lines). */
    box-shadow: inset -1px -1px 0 var(--eip-color-border);
  }
  dl > div {
    display: grid;
    grid-template-columns: var(--fact-label-width, 8.5rem) 1fr;
    border-right: 1px solid var(--eip-color-border);
    border-bottom: 1px solid var(--eip-color-border);
  }
  dl > div.wide {
    grid-column: 1 / -1;
    /* Its top line, also above the empty end of a short row before it. */
    box-shadow: 0 -1px 0 var(--eip-color-border);
  }
  dt,
  dd {
    margin: 0;
    padding: var(--sl-spacing-x-small) var(--sl-spacing-small);
    font-size: var(--sl-font-size-small);
    overflow-wrap: anywhere;
  }
  dt {
    background: var(--sl-color-neutral-50);
    color: var(--eip-color-text-secondary);
  }
`;
