import { css } from 'lit';
import { peopleAdminStyles } from '../core/people-admin.js';

export const adminChangeLogStyles = [
  ...peopleAdminStyles,
  css`
    :host {
      display: block;
    }
    .fields {
      margin: 0;
      padding-inline-start: var(--sl-spacing-medium);
      font-size: var(--sl-font-size-small);
      overflow-wrap: anywhere;
    }
    .field-name {
      font-weight: var(--sl-font-weight-semibold);
    }
    del {
      color: var(--eip-color-danger);
    }
    ins {
      color: var(--eip-color-success, var(--sl-color-success-700));
      text-decoration: none;
    }
  `,
];
