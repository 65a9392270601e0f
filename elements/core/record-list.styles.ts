import { css } from 'lit';
import { listItemStyles } from './list-item.styles.js';
import { loadStateStyles } from './load-states.js';
import { paginationStyles } from './pagination.js';
import { hostThemeStyles } from './theme.js';

/**
 * What the record lists of the procurement area share (projects, registrations, collections, award
 * notices): a search toolbar of small controls, and items with a main column (title line with tags,
 * meta lines) and a side column of counts or actions.
 */
export const recordListStyles = css`
  .toolbar {
    display: flex;
    flex-wrap: wrap;
    align-items: flex-end;
    gap: var(--sl-spacing-small);
    padding-bottom: var(--sl-spacing-medium);
    border-bottom: 1px solid var(--eip-color-border);
  }
  .toolbar sl-input {
    flex: 1 1 14rem;
    max-width: 22rem;
  }
  .toolbar sl-select {
    flex: 0 1 10rem;
  }
  [part='item'] {
    display: flex;
    flex-wrap: wrap;
    align-items: center;
    gap: var(--sl-spacing-small) var(--sl-spacing-large);
    padding: var(--sl-spacing-medium) 0;
  }
  .head {
    display: flex;
    flex-wrap: wrap;
    align-items: center;
    gap: var(--sl-spacing-x-small);
  }
  .meta {
    flex-wrap: wrap;
    gap: var(--sl-spacing-2x-small) var(--sl-spacing-medium);
  }
  .money {
    color: var(--eip-color-danger);
  }
  .side {
    display: flex;
    flex-wrap: wrap;
    align-items: center;
    justify-content: flex-end;
    gap: var(--sl-spacing-x-small) var(--sl-spacing-small);
    flex: 0 1 auto;
  }
  .reason {
    font-size: var(--sl-font-size-small);
    color: var(--eip-color-danger);
  }
`;

/**
 * The sheets a procurement record list starts from (award-list, collection-list, project-list,
 * registration-list): the host theme, load states, pagination, list items and the record layout.
 * Each element adds its own sheet after them.
 */
export const recordListSheets = [
  hostThemeStyles,
  loadStateStyles,
  paginationStyles,
  listItemStyles,
  recordListStyles,
];
