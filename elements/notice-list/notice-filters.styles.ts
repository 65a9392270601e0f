import { css } from 'lit';

/**
 * The filter form's styles, adopted by the list that shows the form (./notice-filters.ts): with the
 * form's code, out of the compact lists' first load.
 */
export const noticeFilterStyles = css`
    [part='filters'] {
      display: grid;
      grid-template-columns: repeat(auto-fill, minmax(12.5rem, 1fr));
      gap: var(--sl-spacing-small) var(--sl-spacing-medium);
      align-items: end;
      padding: var(--sl-spacing-medium);
      margin-bottom: var(--sl-spacing-medium);
      background: var(--sl-color-neutral-50);
      border: 1px solid var(--eip-color-border);
      border-radius: var(--eip-radius);
    }
    [part='filters'] .keyword {
      grid-column: span 2;
    }
    [part='filters'] .dates {
      display: flex;
      align-items: end;
      gap: var(--sl-spacing-2x-small);
      grid-column: span 2;
    }
    [part='filters'] .dates sl-input {
      flex: 1;
      min-width: 0;
    }
    [part='filters'] .dates span {
      padding-bottom: 0.5rem;
      color: var(--eip-color-text-secondary);
    }
    [part='filters'] .actions {
      display: flex;
      gap: var(--sl-spacing-x-small);
    }
    @media (max-width: 640px) {
      [part='filters'] .keyword,
      [part='filters'] .dates {
        grid-column: auto;
      }
      /* On a phone the two days one under the other: side by side a date is cut off. */
      [part='filters'] .dates {
        flex-direction: column;
        align-items: stretch;
        gap: var(--sl-spacing-small);
      }
      [part='filters'] .dates span {
        display: none;
      }
    }
`;
