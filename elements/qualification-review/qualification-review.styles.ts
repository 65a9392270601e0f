import { css } from 'lit';
import { loadStateStyles } from '../core/load-states.js';
import { hostThemeStyles } from '../core/theme.js';

export const qualificationReviewStyles = [
  hostThemeStyles,
  loadStateStyles,
  css`
    :host {
      display: block;
    }
    [part='base'] {
      color: var(--eip-color-text);
    }
    .suppliers {
      display: grid;
      grid-template-columns: repeat(auto-fill, minmax(20rem, 1fr));
      gap: var(--sl-spacing-medium);
    }
    .supplier {
      display: grid;
      gap: var(--sl-spacing-small);
      align-content: start;
      padding: var(--sl-spacing-medium);
      border: 1px solid var(--eip-color-border);
      border-radius: var(--sl-border-radius-medium);
    }
    header {
      display: flex;
      align-items: center;
      justify-content: space-between;
      gap: var(--sl-spacing-x-small);
    }
    .group-title {
      font-size: var(--sl-font-size-small);
      color: var(--eip-color-text-secondary);
    }
    ul {
      list-style: none;
      margin: var(--sl-spacing-2x-small) 0 0;
      padding: 0;
      display: grid;
      gap: var(--sl-spacing-small);
    }
    .entry {
      display: grid;
      gap: var(--sl-spacing-2x-small);
      justify-items: start;
    }
    .entry-head {
      display: grid;
    }
    .entry-name {
      font-weight: var(--sl-font-weight-semibold);
    }
    .entry-desc,
    .remark {
      font-size: var(--sl-font-size-small);
      color: var(--eip-color-text-secondary);
    }
    .verdict::part(form-control-label) {
      position: absolute;
      width: 1px;
      height: 1px;
      overflow: hidden;
      clip: rect(0 0 0 0);
    }
    .remark-input {
      width: 100%;
    }
    .actions {
      display: flex;
      justify-content: flex-end;
    }
    .error {
      color: var(--eip-color-danger);
      font-size: var(--sl-font-size-small);
    }
  `,
];
