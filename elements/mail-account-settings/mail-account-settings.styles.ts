import { css } from 'lit';
import { formFieldStyles, nativeSelectStyles } from '../core/forms/form-field.styles.js';
import { loadStateStyles } from '../core/load-states.js';
import { settingsListStyles } from '../core/settings-list.styles.js';
import { hostThemeStyles } from '../core/theme.js';

export const mailAccountSettingsStyles = [
  hostThemeStyles,
  loadStateStyles,
  formFieldStyles,
  nativeSelectStyles,
  settingsListStyles,
  css`
    .grid,
    .servers {
      display: grid;
      grid-template-columns: repeat(auto-fit, minmax(16rem, 1fr));
      gap: var(--sl-spacing-medium);
    }
    .server {
      display: grid;
      gap: var(--sl-spacing-small);
      margin: 0;
      padding: var(--sl-spacing-small) var(--sl-spacing-medium) var(--sl-spacing-medium);
      border: 1px solid var(--eip-color-border);
      border-radius: var(--eip-radius);
    }
    .server legend {
      padding: 0 var(--sl-spacing-2x-small);
      font-weight: var(--sl-font-weight-semibold);
    }
    .default {
      display: flex;
      align-items: center;
      gap: var(--sl-spacing-x-small);
      justify-self: start;
    }
    .default input[type='checkbox'] {
      flex: none;
      width: 1rem;
      height: 1rem;
      margin: 0;
      accent-color: var(--sl-color-primary-600);
    }
    .test-result ul {
      display: grid;
      gap: var(--sl-spacing-2x-small);
      margin: 0;
      padding: 0;
      list-style: none;
    }
    .test-summary {
      margin: 0 0 var(--sl-spacing-2x-small);
    }
    .check {
      display: flex;
      flex-wrap: wrap;
      align-items: center;
      gap: var(--sl-spacing-x-small);
    }
    .check--ok {
      color: var(--sl-color-success-700);
    }
    .check--failed {
      color: var(--eip-color-danger);
    }
    .check__server {
      font-weight: var(--sl-font-weight-semibold);
    }
    .sync--failed {
      color: var(--eip-color-danger);
    }
  `,
];
