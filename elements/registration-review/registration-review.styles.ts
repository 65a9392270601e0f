import { css } from 'lit';
import { toolbarRadioStyles } from '../core/list-item.styles.js';
import { loadStateStyles } from '../core/load-states.js';
import { hostThemeStyles } from '../core/theme.js';

export const registrationReviewStyles = [
  hostThemeStyles,
  loadStateStyles,
  toolbarRadioStyles,
  css`
    :host {
      display: block;
    }
    [part='base'] {
      color: var(--eip-color-text);
    }
    .toolbar {
      padding-bottom: var(--sl-spacing-small);
      border-bottom: 1px solid var(--eip-color-border);
    }
    .toolbar sl-radio-group::part(form-control) {
      flex-wrap: wrap;
    }
    ul {
      list-style: none;
      margin: 0;
      padding: 0;
    }
    [part='item'] {
      display: grid;
      gap: var(--sl-spacing-x-small);
      padding: var(--sl-spacing-medium) 0;
      border-bottom: 1px dashed var(--eip-color-border);
    }
    .head {
      display: flex;
      flex-wrap: wrap;
      align-items: center;
      gap: var(--sl-spacing-x-small);
    }
    .head time {
      margin-left: auto;
      font-size: var(--sl-font-size-small);
      color: var(--eip-color-text-secondary);
    }
    .contact {
      display: flex;
      flex-wrap: wrap;
      gap: var(--sl-spacing-2x-small) var(--sl-spacing-large);
      margin: 0;
      font-size: var(--sl-font-size-small);
    }
    .contact div {
      display: flex;
      gap: var(--sl-spacing-x-small);
    }
    .contact dt {
      color: var(--eip-color-text-secondary);
    }
    .contact dd {
      margin: 0;
    }
    .reason,
    .error {
      font-size: var(--sl-font-size-small);
      color: var(--eip-color-danger);
    }
    sl-details::part(base) {
      border-color: var(--eip-color-border);
    }
    sl-details::part(summary) {
      font-size: var(--sl-font-size-small);
    }
    .file-group {
      display: grid;
      gap: var(--sl-spacing-2x-small);
      margin-bottom: var(--sl-spacing-small);
    }
    .file-label {
      font-size: var(--sl-font-size-small);
      color: var(--eip-color-text-secondary);
    }
    .none {
      font-size: var(--sl-font-size-small);
      color: var(--eip-color-text-secondary);
    }
    .actions,
    .reject-actions {
      display: flex;
      gap: var(--sl-spacing-x-small);
    }
    .reject {
      display: grid;
      gap: var(--sl-spacing-x-small);
      max-width: 32rem;
    }
    .reject sl-textarea.invalid::part(form-control-help-text) {
      color: var(--eip-color-danger);
    }
  `,
];
