import { css } from 'lit';
import { peopleAdminStyles } from '../core/people-admin.js';

export const userAdminStyles = [
  ...peopleAdminStyles,
  css`
    :host {
      display: block;
    }
    select[multiple] {
      min-height: 6rem;
    }
    .password code {
      font-size: var(--sl-font-size-large);
      letter-spacing: 0.05em;
      user-select: all;
    }
  `,
];
