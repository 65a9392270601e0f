import { css } from 'lit';
import { hostThemeStyles } from '../core/theme.js';

export const watermarkOverlayStyles = [
  hostThemeStyles,
  css`
    :host {
      display: block;
      position: relative;
    }
    /* The content lays out as the host's own children (a page may make the host a grid). */
    [part='content'] {
      display: contents;
    }
    [part='mark'] {
      position: absolute;
      inset: 0;
      z-index: 2;
      pointer-events: none;
      background-repeat: repeat;
      /* Printed too: browsers leave out background images unless asked. */
      -webkit-print-color-adjust: exact;
      print-color-adjust: exact;
    }
  `,
];
