import { css } from 'lit';
import { hostThemeStyles } from '../core/theme.js';

export const richTextStyles = [
  hostThemeStyles,
  css`
    :host {
      display: block;
    }
    [part='base'] {
      color: var(--eip-color-text);
      font-size: var(--rich-text-font-size, var(--sl-font-size-medium));
      line-height: var(--rich-text-line-height, 1.8);
      overflow-wrap: anywhere;
    }
    [part='base'] > :first-child {
      margin-top: 0;
    }
    [part='base'] > :last-child {
      margin-bottom: 0;
    }
    h1,
    h2,
    h3,
    h4,
    h5,
    h6 {
      margin: 1.2em 0 0.5em;
      line-height: 1.4;
      color: var(--eip-color-text);
    }
    h1 {
      font-size: 1.5em;
    }
    h2 {
      font-size: 1.3em;
    }
    h3 {
      font-size: 1.1em;
    }
    h4,
    h5,
    h6 {
      font-size: 1em;
    }
    p {
      margin: 0 0 0.8em;
    }
    ul,
    ol {
      margin: 0 0 0.8em;
      padding-left: 1.8em;
    }
    a {
      color: var(--eip-color-primary-text);
    }
    a:hover {
      color: var(--sl-color-primary-700);
    }
    a:focus-visible {
      outline: var(--sl-focus-ring);
      outline-offset: 2px;
    }
    img,
    video {
      max-width: 100%;
      height: auto;
    }
    table {
      width: 100%;
      margin: 0 0 1em;
      border-collapse: collapse;
      font-size: 0.95em;
    }
    th,
    td {
      padding: 0.5em 0.75em;
      border: 1px solid var(--eip-color-border);
      text-align: left;
      vertical-align: top;
    }
    th {
      background: var(--sl-color-neutral-50);
      font-weight: var(--sl-font-weight-semibold);
    }
    blockquote {
      margin: 0 0 1em;
      padding: 0.25em 1em;
      border-left: 4px solid var(--sl-color-primary-200);
      color: var(--eip-color-text-secondary);
    }
    pre,
    code {
      font-family: var(--sl-font-mono);
      font-size: 0.9em;
    }
    pre {
      padding: 0.75em 1em;
      overflow-x: auto;
      background: var(--sl-color-neutral-50);
      border-radius: var(--eip-radius);
    }
    hr {
      border: none;
      border-top: 1px solid var(--eip-color-border);
      margin: 1.5em 0;
    }
  `,
];
