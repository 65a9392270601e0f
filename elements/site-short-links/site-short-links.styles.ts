import { css } from 'lit';
import { peopleAdminStyles } from '../core/people-admin.js';

export const siteShortLinksStyles = [
  ...peopleAdminStyles,
  css`
    :host {
      display: block;
    }
    .target {
      overflow-wrap: anywhere;
    }
  `,
];
