import { css } from 'lit';
import { attachmentListStyles } from '../core/attachment-list.js';
import { detailSectionStyles, detailStyles, factTableStyles } from '../core/detail.styles.js';
import { loadStateStyles } from '../core/load-states.js';
import { rowTagStyles } from '../core/row-tag.js';
import { hostThemeStyles } from '../core/theme.js';

export const noticeDetailStyles = [
  // First: its `:host` rule gives way to the element's own.
  ...rowTagStyles,
  hostThemeStyles,
  loadStateStyles,
  detailStyles,
  detailSectionStyles,
  factTableStyles,
  attachmentListStyles,
  css`
    [part='title'] {
      font-size: var(--notice-title-size, var(--sl-font-size-x-large));
    }
    .money {
      color: var(--sl-color-danger-600);
      font-weight: var(--sl-font-weight-semibold);
    }
    ul {
      list-style: none;
      margin: 0;
      padding: 0;
    }
    [part='history'] sl-details {
      margin-bottom: var(--sl-spacing-x-small);
    }
    [part='history'] sl-details::part(content) {
      max-height: 28rem;
      overflow: auto;
    }
    .version {
      display: flex;
      flex-wrap: wrap;
      gap: var(--sl-spacing-2x-small) var(--sl-spacing-medium);
      align-items: center;
      font-size: var(--sl-font-size-small);
    }
    .version strong {
      color: var(--sl-color-primary-700);
    }
    .version .change {
      color: var(--eip-color-text-secondary);
    }
    [part='related'] li {
      display: flex;
      align-items: center;
      gap: var(--sl-spacing-small);
      padding: var(--sl-spacing-x-small) 0;
      border-bottom: 1px dashed var(--eip-color-border);
      font-size: var(--sl-font-size-small);
    }
    [part='related'] a {
      flex: 1;
      color: var(--eip-color-text);
      text-decoration: none;
    }
    [part='related'] a:hover {
      color: var(--eip-color-primary-text);
    }
    [part='related'] a:focus-visible {
      outline: var(--sl-focus-ring);
    }
    time {
      color: var(--eip-color-text-secondary);
      white-space: nowrap;
    }
  `,
];
