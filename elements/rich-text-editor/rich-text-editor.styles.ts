import { css } from 'lit';
import { richTextStyles } from '../rich-text/rich-text.styles.js';

/**
 * The text is set in the rich-text element's typography (its headings, lists, quotes and links), so
 * what a user writes looks as it will when shown; the field around it uses Shoelace's input tokens
 * and the portal's colours, as the other form fields do.
 */
export const richTextEditorStyles = [
  ...richTextStyles,
  css`
    :host {
      display: block;
    }
    :host([permission='n']) {
      display: none;
    }
    .field {
      display: grid;
      gap: var(--sl-spacing-2x-small);
      color: var(--eip-color-text);
    }
    .label {
      font-size: var(--sl-input-label-font-size-medium);
      color: var(--eip-color-text);
      cursor: default;
    }
    .label:empty {
      display: none;
    }
    .required {
      color: var(--eip-color-danger);
      margin-inline-end: 0.2em;
    }
    .frame {
      position: relative;
      border: solid var(--sl-input-border-width) var(--eip-color-border);
      border-radius: var(--eip-radius);
      background: var(--eip-color-surface);
      transition:
        border-color var(--sl-transition-fast),
        box-shadow var(--sl-transition-fast);
    }
    .frame:hover {
      border-color: var(--sl-input-border-color-hover);
    }
    .frame:focus-within {
      border-color: var(--sl-color-primary-600);
      box-shadow: 0 0 0 var(--sl-focus-ring-width) color-mix(in srgb, var(--sl-color-primary-600) 40%, transparent);
    }
    .field--invalid .frame {
      border-color: var(--eip-color-danger);
    }
    .field--invalid .frame:focus-within {
      box-shadow: 0 0 0 var(--sl-focus-ring-width) color-mix(in srgb, var(--eip-color-danger) 35%, transparent);
    }
    .field--disabled .frame {
      cursor: not-allowed;
    }
    .field--disabled .frame,
    .field--readonly .frame {
      background: var(--sl-input-background-color-disabled);
    }
    .toolbar {
      display: flex;
      flex-wrap: wrap;
      align-items: center;
      gap: var(--sl-spacing-3x-small);
      padding: var(--sl-spacing-3x-small);
      border-bottom: 1px solid var(--eip-color-border);
    }
    .separator {
      width: 1px;
      align-self: stretch;
      margin: var(--sl-spacing-3x-small) var(--sl-spacing-2x-small);
      background: var(--eip-color-border);
    }
    .tool {
      display: inline-flex;
      align-items: center;
      justify-content: center;
      width: 2rem;
      height: 2rem;
      padding: 0;
      border: none;
      border-radius: var(--eip-radius);
      background: none;
      color: var(--eip-color-text);
      font-size: var(--sl-font-size-medium);
      cursor: pointer;
    }
    .tool:hover:not(:disabled) {
      background: var(--sl-color-neutral-100);
    }
    .tool:focus-visible {
      outline: var(--sl-focus-ring);
      outline-offset: 1px;
    }
    .tool--on {
      background: var(--sl-color-primary-100);
      color: var(--sl-color-primary-700);
    }
    .tool--on:hover:not(:disabled) {
      background: var(--sl-color-primary-200);
    }
    .tool[aria-disabled='true'],
    .tool:disabled {
      color: var(--eip-color-text-secondary);
      opacity: 0.55;
      cursor: default;
    }
    .editor {
      position: relative;
    }
    .ProseMirror {
      box-sizing: border-box;
      min-height: var(--rich-text-editor-min-height, 10rem);
      max-height: var(--rich-text-editor-max-height, 32rem);
      overflow-y: auto;
      padding: var(--sl-spacing-small) var(--sl-spacing-medium);
      font-size: var(--sl-input-font-size-medium);
      line-height: 1.8;
      outline: none;
      overflow-wrap: anywhere;
      /* Tiptap's own rules (its injected stylesheet cannot reach a shadow root). */
      white-space: pre-wrap;
      white-space: break-spaces;
      font-variant-ligatures: none;
      font-feature-settings: 'liga' 0;
    }
    .ProseMirror > :first-child {
      margin-top: 0;
    }
    .ProseMirror > :last-child {
      margin-bottom: 0;
    }
    .ProseMirror li > p,
    .ProseMirror blockquote > :last-child {
      margin-bottom: 0;
    }
    .ProseMirror li > p {
      margin-top: 0;
    }
    .ProseMirror [contenteditable='false'] {
      white-space: normal;
    }
    .ProseMirror-hideselection *::selection {
      background: transparent;
    }
    .ProseMirror-hideselection {
      caret-color: transparent;
    }
    img.ProseMirror-separator {
      display: inline !important;
      border: none !important;
      margin: 0 !important;
      width: 0 !important;
      height: 0 !important;
    }
    .ProseMirror-gapcursor {
      display: none;
    }
    .placeholder {
      position: absolute;
      inset: 0 auto auto 0;
      padding: var(--sl-spacing-small) var(--sl-spacing-medium);
      font-size: var(--sl-input-font-size-medium);
      line-height: 1.8;
      color: var(--sl-input-placeholder-color);
      pointer-events: none;
    }
    .load-failed {
      padding: var(--sl-spacing-small) var(--sl-spacing-medium);
      color: var(--eip-color-danger);
    }
    .footer {
      display: flex;
      gap: var(--sl-spacing-small);
      justify-content: space-between;
      font-size: var(--sl-input-help-text-font-size-medium);
      color: var(--eip-color-text-secondary);
    }
    .counter {
      margin-inline-start: auto;
      font-variant-numeric: tabular-nums;
      white-space: nowrap;
    }
    .counter--over {
      color: var(--eip-color-danger);
    }
    .error {
      font-size: var(--sl-font-size-x-small);
      line-height: 1.25;
      color: var(--eip-color-danger);
    }
    .error:empty {
      display: none;
    }
    .visually-hidden {
      position: absolute;
      width: 1px;
      height: 1px;
      overflow: hidden;
      clip-path: inset(50%);
      white-space: nowrap;
    }
    .link-form {
      display: grid;
      gap: var(--sl-spacing-small);
    }
    .link-problem {
      min-height: 1.25em;
      font-size: var(--sl-font-size-x-small);
      color: var(--eip-color-danger);
    }
    .link-actions {
      display: flex;
      justify-content: flex-end;
      gap: var(--sl-spacing-x-small);
    }
    .link-remove {
      margin-inline-end: auto;
    }
  `,
];
