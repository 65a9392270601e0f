import { css } from 'lit';
import { attachmentListStyles } from '../core/attachment-list.js';
import { detailStyles, sectionHeadingStyles } from '../core/detail.styles.js';
import { loadStateStyles } from '../core/load-states.js';
import { hostThemeStyles } from '../core/theme.js';

export const newsDetailStyles = [
  hostThemeStyles,
  loadStateStyles,
  detailStyles,
  attachmentListStyles,
  sectionHeadingStyles,
  css`
    [part='header'] {
      margin-bottom: var(--sl-spacing-x-large);
    }
    [part='title'] {
      font-size: var(--news-title-size, var(--sl-font-size-x-large));
    }
    [part='attachments'] {
      margin-top: var(--sl-spacing-x-large);
    }

  `,
];
