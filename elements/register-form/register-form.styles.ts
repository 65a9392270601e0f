import { css } from 'lit';
import { formFieldStyles } from '../core/forms/form-field.styles.js';
import { hostThemeStyles } from '../core/theme.js';

export const registerFormStyles = [
  hostThemeStyles,
  formFieldStyles,
  css`
    :host {
      display: block;
    }
    .section {
      margin: 0;
      padding: 0;
      border: none;
      min-width: 0;
      display: grid;
      grid-template-columns: repeat(2, minmax(0, 1fr));
      column-gap: var(--sl-spacing-large);
      row-gap: var(--sl-spacing-2x-small);
    }
    .section legend {
      padding: 0 0 var(--sl-spacing-x-small);
      font-size: var(--sl-font-size-medium);
      font-weight: var(--sl-font-weight-semibold);
      color: var(--eip-color-text);
      border-bottom: solid 1px var(--eip-color-border);
      width: 100%;
      margin-bottom: var(--sl-spacing-small);
    }
    .section .wide {
      grid-column: 1 / -1;
    }
    [part='base'] {
      container-type: inline-size;
    }
    /* Narrow pages and phones: one field per row. */
    @container (max-width: 34rem) {
      .section {
        grid-template-columns: minmax(0, 1fr);
      }
      .spacer {
        display: none;
      }
    }
    [part='actions'] {
      display: flex;
      flex-wrap: wrap;
      align-items: center;
      gap: var(--sl-spacing-medium);
      font-size: var(--sl-font-size-small);
      color: var(--eip-color-text-secondary);
    }
    .license {
      position: relative;
      display: flex;
      align-items: center;
      gap: var(--sl-spacing-small);
      min-width: 0;
    }
    /* Kept focusable and announced; the label beside it is what the eye sees and the pointer clicks. */
    .license .license__input {
      position: absolute;
      inset: 0 auto auto 0;
      width: 1px;
      height: 1px;
      padding: 0;
      border: 0;
      opacity: 0;
      overflow: hidden;
    }
    .license__button {
      flex: none;
      padding: var(--sl-spacing-2x-small) var(--sl-spacing-medium);
      border: solid 1px var(--eip-color-border);
      border-radius: var(--sl-border-radius-medium);
      background: var(--sl-color-neutral-0);
      color: var(--eip-color-text);
      font-size: var(--sl-font-size-small);
      cursor: pointer;
    }
    .license__input:focus-visible + .license__button {
      outline: var(--sl-focus-ring);
      outline-offset: var(--sl-focus-ring-offset);
    }
    .field--invalid .license__button {
      border-color: var(--sl-color-danger-600);
    }
    .license__name {
      min-width: 0;
      overflow: hidden;
      text-overflow: ellipsis;
      white-space: nowrap;
      font-size: var(--sl-font-size-small);
      color: var(--eip-color-text-secondary);
    }
    [part='submit'] {
      min-width: 8rem;
    }
    [part='actions'] a,
    ::slotted(a) {
      color: var(--sl-color-primary-700);
    }
  `,
];
