import { css } from 'lit';
import { peopleAdminStyles } from '../core/people-admin.js';

export const admissionReviewStyles = [
  ...peopleAdminStyles,
  css`
    :host {
      display: block;
    }
    .review::part(panel) {
      width: min(48rem, 100vw);
    }
    [part='detail'] {
      display: grid;
      gap: var(--sl-spacing-medium);
    }
    .contact {
      display: grid;
      grid-template-columns: repeat(auto-fit, minmax(12rem, 1fr));
      gap: var(--sl-spacing-x-small) var(--sl-spacing-medium);
      margin: 0;
    }
    .contact dt {
      color: var(--eip-color-text-secondary);
      font-size: var(--sl-font-size-small);
    }
    .contact dd {
      margin: 0;
    }
    .no-license {
      color: var(--sl-color-warning-700);
      font-size: var(--sl-font-size-small);
    }
  `,
];
