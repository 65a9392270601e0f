import { css } from 'lit';
import { detailSectionStyles } from '../core/detail.styles.js';
import { loadStateStyles } from '../core/load-states.js';
import { rowTagStyles } from '../core/row-tag.js';
import { hostThemeStyles } from '../core/theme.js';

export const tenderQuestionsStyles = [
  // First: its `:host` rule gives way to the element's own.
  ...rowTagStyles,
  hostThemeStyles,
  loadStateStyles,
  detailSectionStyles,
  css`
    :host {
      display: block;
    }
    [part='base'] {
      display: grid;
      gap: var(--sl-spacing-medium);
      color: var(--eip-color-text);
    }
    .list {
      list-style: none;
      margin: 0;
      padding: 0;
      display: grid;
      gap: var(--sl-spacing-small);
    }
    .item {
      display: grid;
      gap: var(--sl-spacing-small);
      padding: var(--sl-spacing-small) var(--sl-spacing-medium);
      border: 1px solid var(--eip-color-border);
      border-radius: var(--eip-radius);
    }
    .line {
      display: flex;
      gap: var(--sl-spacing-small);
      align-items: flex-start;
    }
    .answer-line {
      padding-top: var(--sl-spacing-small);
      border-top: 1px dashed var(--eip-color-border);
    }
    .mark {
      flex: none;
      display: inline-grid;
      place-items: center;
      width: 1.5rem;
      height: 1.5rem;
      border-radius: 50%;
      background: var(--sl-color-primary-600);
      color: var(--sl-color-neutral-0);
      font-size: var(--sl-font-size-small);
      font-weight: var(--sl-font-weight-semibold);
    }
    .mark--answer {
      background: var(--sl-color-success-700);
    }
    .body {
      flex: 1;
      min-width: 0;
    }
    .text {
      margin: 0;
      /* Plain text as typed: its line breaks kept, long words broken. */
      white-space: pre-wrap;
      overflow-wrap: anywhere;
      line-height: 1.6;
    }
    .meta {
      display: flex;
      flex-wrap: wrap;
      align-items: center;
      gap: var(--sl-spacing-x-small);
      margin-top: var(--sl-spacing-2x-small);
      font-size: var(--sl-font-size-small);
      color: var(--eip-color-text-secondary);
    }
    .empty,
    .closed {
      margin: 0;
      color: var(--eip-color-text-secondary);
      font-size: var(--sl-font-size-small);
    }
    .form {
      display: grid;
      gap: var(--sl-spacing-x-small);
    }
    .error {
      min-height: 0;
      color: var(--eip-color-danger);
      font-size: var(--sl-font-size-small);
    }
    .error:empty {
      display: none;
    }
    .actions {
      display: flex;
      justify-content: flex-end;
    }
  `,
];
