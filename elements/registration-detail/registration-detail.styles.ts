import { css } from 'lit';
import { factTableStyles } from '../core/detail.styles.js';
import { formFieldStyles } from '../core/forms/form-field.styles.js';
import { loadStateStyles } from '../core/load-states.js';
import { hostThemeStyles } from '../core/theme.js';

/** The registration detail page and the invitation dialog share these (their forms look alike). */
export const registrationFormStyles = css`
  .title-line {
    display: flex;
    align-items: center;
    gap: var(--sl-spacing-small);
  }
  [part='title'] {
    margin: 0;
    font-size: var(--sl-font-size-large);
  }
  .project {
    margin: var(--sl-spacing-2x-small) 0 0;
    color: var(--eip-color-text-secondary);
    font-size: var(--sl-font-size-small);
  }
  .project .no {
    margin-left: var(--sl-spacing-small);
  }
  .contact {
    display: grid;
    grid-template-columns: repeat(auto-fill, minmax(14rem, 1fr));
    column-gap: var(--sl-spacing-large);
    row-gap: var(--sl-spacing-2x-small);
  }
  .uploads {
    display: grid;
    gap: var(--sl-spacing-small);
  }
  .field.upload .label {
    font-size: var(--sl-input-label-font-size-medium);
  }
  .field.upload file-upload {
    display: block;
  }
  .field--invalid file-upload::part(base) {
    outline: 1px solid var(--eip-color-danger);
    outline-offset: 2px;
    border-radius: var(--eip-radius);
  }
`;

export const registrationDetailStyles = [
  hostThemeStyles,
  loadStateStyles,
  formFieldStyles,
  registrationFormStyles,
  factTableStyles,
  css`
    :host {
      display: block;
      --fact-column-min: 16rem;
      --fact-label-width: 6.5rem;
    }
    [part='header'] {
      padding-bottom: var(--sl-spacing-small);
      border-bottom: 1px solid var(--eip-color-border);
    }
    .reason {
      margin: 0;
      padding: var(--sl-spacing-x-small) var(--sl-spacing-small);
      border-radius: var(--eip-radius);
      /* The 700 shade: the 600 one on this tint reads at 4.27:1, under WCAG's 4.5:1. */
      color: var(--sl-color-danger-700);
      background: color-mix(in srgb, var(--eip-color-danger) 8%, var(--eip-color-surface));
      font-size: var(--sl-font-size-small);
    }
    .deal {
      display: grid;
      gap: var(--sl-spacing-small);
      padding-top: var(--sl-spacing-small);
      border-top: 1px solid var(--eip-color-border);
    }
    .deal h3 {
      margin: 0;
      font-size: var(--sl-font-size-medium);
    }
    .deal-save {
      display: flex;
      justify-content: flex-end;
    }
    [part='actions'] {
      display: flex;
      justify-content: flex-end;
      gap: var(--sl-spacing-small);
    }
  `,
];
