import { css } from 'lit';
import { detailFactStyles } from '../core/fact-list.styles.js';
import { loadStateStyles } from '../core/load-states.js';
import { hostThemeStyles } from '../core/theme.js';

export const companyInfoStyles = [
  hostThemeStyles,
  loadStateStyles,
  detailFactStyles,
  css`
    :host {
      display: block;
    }
  `,
];
