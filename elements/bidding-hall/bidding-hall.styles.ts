import { css } from 'lit';
import { biddingViewStyles } from '../core/bidding-view.js';
import { loadStateStyles } from '../core/load-states.js';
import { hostThemeStyles } from '../core/theme.js';

export const biddingHallStyles = [
  hostThemeStyles,
  loadStateStyles,
  biddingViewStyles,
  css`
    :host {
      display: block;
    }
    [part='base'] {
      display: grid;
      gap: var(--sl-spacing-medium);
      color: var(--eip-color-text);
    }
    .cards {
      display: grid;
      gap: var(--sl-spacing-medium);
      margin: 0;
      padding: 0;
      list-style: none;
    }
    .project {
      display: grid;
      gap: var(--sl-spacing-medium);
    }
    .card {
      padding: var(--sl-spacing-medium);
      border: 1px solid var(--eip-color-border);
      border-radius: var(--sl-border-radius-medium);
      background: var(--eip-color-surface);
    }
    .head {
      display: grid;
      gap: var(--sl-spacing-2x-small);
    }
    h2 {
      margin: 0;
      font-size: var(--sl-font-size-large);
    }
    h2 a {
      color: inherit;
      text-decoration: none;
    }
    h2 a:hover,
    h2 a:focus-visible {
      color: var(--sl-color-primary-700);
      text-decoration: underline;
    }
    h3 {
      margin: 0 0 var(--sl-spacing-small);
      font-size: var(--sl-font-size-medium);
    }
    .standing {
      display: grid;
      grid-template-columns: repeat(auto-fit, minmax(12rem, 1fr));
      gap: var(--sl-spacing-medium);
      margin: 0;
    }
    .standing dt {
      font-size: var(--sl-font-size-small);
      color: var(--eip-color-text-secondary);
    }
    .standing dd {
      display: grid;
      gap: var(--sl-spacing-2x-small);
      margin: var(--sl-spacing-2x-small) 0 0;
    }
    .rank {
      font-size: var(--sl-font-size-x-large);
      font-weight: var(--sl-font-weight-semibold);
      color: var(--sl-color-primary-700);
    }
    .small {
      font-size: var(--sl-font-size-x-small);
    }
    .form {
      padding-top: var(--sl-spacing-medium);
      border-top: 1px solid var(--eip-color-border);
    }
    .form p {
      margin: 0 0 var(--sl-spacing-small);
    }
    .messages ul {
      display: grid;
      gap: var(--sl-spacing-x-small);
      margin: 0;
      padding: 0;
      list-style: none;
    }
    .messages li {
      display: grid;
      gap: var(--sl-spacing-3x-small);
      padding: var(--sl-spacing-x-small) var(--sl-spacing-small);
      border-inline-start: 3px solid var(--sl-color-primary-300);
      background: var(--sl-color-neutral-50);
    }
    .award {
      display: flex;
      align-items: center;
      gap: var(--sl-spacing-small);
      padding: var(--sl-spacing-small) var(--sl-spacing-medium);
      border-radius: var(--sl-border-radius-medium);
      background: var(--sl-color-neutral-100);
    }
    .award--won {
      background: var(--sl-color-success-100);
      color: var(--sl-color-success-800);
      font-weight: var(--sl-font-weight-semibold);
    }
    .card-actions {
      display: flex;
      justify-content: flex-end;
    }
    .enter {
      padding: var(--sl-spacing-x-small) var(--sl-spacing-medium);
      border-radius: var(--sl-border-radius-medium);
      background: var(--sl-color-primary-600);
      color: var(--sl-color-neutral-0);
      text-decoration: none;
    }
    .enter:hover,
    .enter:focus-visible {
      background: var(--sl-color-primary-700);
    }
    .visually-hidden {
      position: absolute;
      width: 1px;
      height: 1px;
      overflow: hidden;
      clip: rect(0 0 0 0);
      white-space: nowrap;
    }
    .withdraw {
      display: flex;
      flex-wrap: wrap;
      align-items: center;
      justify-content: space-between;
      gap: var(--sl-spacing-small);
      margin-bottom: var(--sl-spacing-small);
      font-size: var(--sl-font-size-small);
    }
    .withdraw-actions {
      display: flex;
      gap: var(--sl-spacing-x-small);
    }
    .withdraw-error {
      color: var(--eip-color-danger);
      font-size: var(--sl-font-size-small);
    }
  `,
];
