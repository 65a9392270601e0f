import { css } from 'lit';
import { loadStateStyles } from '../core/load-states.js';
import { hostThemeStyles } from '../core/theme.js';

export const opinionTableStyles = [
  hostThemeStyles,
  loadStateStyles,
  css`
    :host {
      display: block;
      max-width: 100%;
      min-width: 0;
      font-size: var(--sl-font-size-small);
      color: var(--sl-color-neutral-800);
    }
    :host([hidden]) {
      display: none;
    }
    [part='scroller'] {
      height: var(--opinion-table-height, 400px);
      overflow: auto;
      border: 1px solid var(--sl-color-neutral-200);
      border-radius: var(--sl-border-radius-medium);
    }
    [part='scroller']:focus-visible {
      outline: var(--sl-focus-ring);
      outline-offset: 2px;
    }
    table {
      width: 100%;
      min-width: 48rem;
      border-collapse: collapse;
    }
    caption {
      position: absolute;
      width: 1px;
      height: 1px;
      overflow: hidden;
      clip: rect(0 0 0 0);
      white-space: nowrap;
    }
    th,
    td {
      padding: var(--sl-spacing-x-small) var(--sl-spacing-small);
      border-bottom: 1px solid var(--sl-color-neutral-200);
      text-align: left;
      vertical-align: top;
    }
    thead th {
      position: sticky;
      top: 0;
      z-index: 1;
      background: var(--sl-color-neutral-100);
      font-weight: var(--sl-font-weight-semibold);
      white-space: nowrap;
    }
    td.index,
    td.time,
    td.dwell {
      white-space: nowrap;
    }
    tr.pending td {
      background: var(--sl-color-warning-50);
    }
    .status {
      display: inline-flex;
      align-items: center;
      gap: var(--sl-spacing-2x-small);
      font-weight: var(--sl-font-weight-semibold);
      white-space: nowrap;
    }
    .dot {
      display: inline-block;
      width: 0.6rem;
      height: 0.6rem;
      border-radius: 50%;
      background: currentColor;
    }
    .read {
      display: block;
      margin-top: var(--sl-spacing-3x-small);
      color: var(--sl-color-neutral-600);
      font-weight: normal;
    }
    .read.unread {
      color: var(--sl-color-danger-700);
    }
    .candidates {
      border-bottom: 1px dashed currentColor;
      cursor: help;
    }
    .candidates:focus-visible {
      outline: var(--sl-focus-ring);
    }
    .tip-group {
      display: block;
    }
    .opinion-text {
      white-space: pre-wrap;
      overflow-wrap: anywhere;
    }
    file-upload {
      margin-top: var(--sl-spacing-2x-small);
    }
    [part='legend'] {
      display: flex;
      flex-wrap: wrap;
      gap: var(--sl-spacing-2x-small) var(--sl-spacing-medium);
      margin: 0 0 var(--sl-spacing-small);
      padding: 0;
      list-style: none;
    }
    [part='legend'] li {
      display: inline-flex;
      align-items: center;
      gap: var(--sl-spacing-2x-small);
    }
    .legend-title {
      font-weight: var(--sl-font-weight-semibold);
      margin: 0 0 var(--sl-spacing-2x-small);
      font-size: var(--sl-font-size-small);
    }
    .empty {
      text-align: center;
      color: var(--sl-color-neutral-600);
      padding: var(--sl-spacing-large);
    }
  `,
];
