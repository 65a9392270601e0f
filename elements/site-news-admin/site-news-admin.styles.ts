import { css } from 'lit';
import { peopleAdminStyles } from '../core/people-admin.js';

export const siteNewsAdminStyles = [
  ...peopleAdminStyles,
  css`
    :host {
      display: block;
    }
    .editor::part(panel) {
      width: min(56rem, 100vw);
    }
  `,
];
