import { css, unsafeCSS } from 'lit';
import { loadStateStyles } from '../core/load-states.js';
import { hostThemeStyles } from '../core/theme.js';

/**
 * Node status colours: stroke (at least 3:1 on the canvas) and fill, as Shoelace's palette tokens, so
 * the dark theme (which turns each palette around) gets light strokes on dark fills.
 */
export const FLOW_STATUS_COLORS = {
  done: { stroke: 'var(--sl-color-green-700)', fill: 'var(--sl-color-green-100)' },
  current: { stroke: 'var(--sl-color-orange-700)', fill: 'var(--sl-color-orange-100)' },
  pending: { stroke: 'var(--sl-color-gray-500)', fill: 'var(--sl-color-neutral-0)' },
  rejected: { stroke: 'var(--sl-color-red-700)', fill: 'var(--sl-color-red-100)' },
  skipped: { stroke: 'var(--sl-color-gray-400)', fill: 'var(--sl-color-gray-100)' },
} as const;

const markers = Object.entries(FLOW_STATUS_COLORS)
  .map(
    ([status, color]) => `
    .djs-element.fc-${status} .djs-visual > :nth-child(1) { stroke: ${color.stroke} !important; fill: ${color.fill} !important; stroke-width: 2px !important; }
    .plain .node.fc-${status} .shape { stroke: ${color.stroke}; fill: ${color.fill}; }
    .swatch.fc-${status} { border-color: ${color.stroke}; background: ${color.fill}; }`,
  )
  .join('\n');

export const flowChartStyles = [
  hostThemeStyles,
  loadStateStyles,
  unsafeCSS(markers),
  css`
    :host {
      display: block;
      max-width: 100%;
      min-width: 0;
      font-size: var(--sl-font-size-small);
      color: var(--sl-color-neutral-800);
    }
    [part='base'] {
      display: flex;
      flex-wrap: wrap;
      gap: var(--sl-spacing-medium);
    }
    [part='canvas'] {
      flex: 999 1 26rem;
      min-width: 0;
    }
    .nodes {
      flex: 1 1 13rem;
      min-width: 0;
    }
    .toolbar {
      display: flex;
      flex-wrap: wrap;
      align-items: center;
      gap: var(--sl-spacing-x-small) var(--sl-spacing-medium);
      margin-bottom: var(--sl-spacing-x-small);
    }
    [part='legend'] {
      display: flex;
      flex-wrap: wrap;
      gap: var(--sl-spacing-2x-small) var(--sl-spacing-small);
      margin: 0;
      padding: 0;
      list-style: none;
    }
    [part='legend'] li {
      display: inline-flex;
      align-items: center;
      gap: var(--sl-spacing-2x-small);
    }
    .swatch {
      display: inline-block;
      width: 1rem;
      height: 0.75rem;
      border: 2px solid;
      border-radius: 3px;
    }
    .swatch.fc-skipped {
      border-style: dashed;
    }
    .zoom {
      display: inline-flex;
      gap: var(--sl-spacing-2x-small);
      margin-left: auto;
    }
    [part='canvas'] {
      position: relative;
      height: var(--flow-chart-height, 420px);
      border: 1px solid var(--sl-color-neutral-200);
      border-radius: var(--sl-border-radius-medium);
      background: var(--sl-color-neutral-0);
      overflow: hidden;
    }
    .viewer {
      position: absolute;
      inset: 0;
    }
    .no-diagram {
      display: grid;
      place-items: center;
      box-sizing: border-box;
      height: 100%;
      margin: 0;
      padding: var(--sl-spacing-large);
      text-align: center;
      color: var(--sl-color-neutral-700);
    }
    .plain {
      width: 100%;
      height: 100%;
      display: block;
    }
    .plain .shape {
      stroke: var(--sl-color-gray-500);
      fill: var(--sl-color-neutral-0);
      stroke-width: 2;
    }
    .plain .node.fc-skipped .shape,
    .djs-element.fc-skipped .djs-visual > :nth-child(1) {
      stroke-dasharray: 5 3;
    }
    .plain .flow {
      stroke: var(--sl-color-gray-600);
      stroke-width: 1.5;
      fill: none;
    }
    .plain .arrow-head {
      fill: var(--sl-color-gray-600);
    }
    .plain text {
      font-size: 12px;
      fill: var(--sl-color-neutral-900);
    }
    .plain .node.fc-highlight .shape {
      stroke-width: 5;
    }
    .djs-element.fc-highlight .djs-visual > :nth-child(1) {
      stroke-width: 5px !important;
    }
    [part='details'] {
      position: absolute;
      z-index: 101;
      max-width: 18rem;
      padding: var(--sl-spacing-x-small) var(--sl-spacing-small);
      background: var(--sl-color-neutral-0);
      border: 1px solid var(--sl-color-neutral-300);
      border-radius: var(--sl-border-radius-medium);
      box-shadow: var(--sl-shadow-medium);
      pointer-events: none;
    }
    [part='details'] .details-title {
      font-weight: var(--sl-font-weight-semibold);
      margin: 0 0 var(--sl-spacing-2x-small);
      font-size: var(--sl-font-size-small);
    }
    [part='details'] dl {
      display: grid;
      grid-template-columns: auto 1fr;
      gap: 2px var(--sl-spacing-x-small);
      margin: 0;
    }
    [part='details'] dt {
      color: var(--sl-color-neutral-600);
    }
    [part='details'] dd {
      margin: 0;
      overflow-wrap: anywhere;
    }
    .list-title {
      margin: 0 0 var(--sl-spacing-x-small);
      font-size: var(--sl-font-size-small);
      font-weight: var(--sl-font-weight-semibold);
    }
    [part='node-list'] {
      margin: 0;
      padding: 0;
      list-style: none;
      max-height: var(--flow-chart-height, 420px);
      overflow: auto;
      border: 1px solid var(--sl-color-neutral-200);
      border-radius: var(--sl-border-radius-medium);
    }
    [part='node-list'] li {
      display: grid;
      grid-template-columns: auto 1fr;
      gap: 0 var(--sl-spacing-x-small);
      padding: var(--sl-spacing-x-small) var(--sl-spacing-small);
      border-bottom: 1px solid var(--sl-color-neutral-100);
      cursor: pointer;
    }
    [part='node-list'] li:focus-visible,
    [part='node-list'] li.active {
      background: var(--sl-color-primary-50);
      outline: 2px solid var(--sl-color-primary-600);
      outline-offset: -2px;
    }
    [part='node-list'] .swatch {
      margin-top: 3px;
    }
    .node-name {
      font-weight: var(--sl-font-weight-semibold);
    }
    .node-incident,
    .child-link {
      grid-column: 2;
      justify-self: start;
    }
    .node-incident {
      display: block;
      color: var(--eip-color-danger);
      font-size: var(--sl-font-size-x-small);
      overflow-wrap: anywhere;
    }
    .child-link {
      font: inherit;
      font-size: var(--sl-font-size-x-small);
      color: var(--eip-color-link, var(--sl-color-primary-700));
      background: none;
      border: none;
      padding: 0;
      text-decoration: underline;
      cursor: pointer;
    }
    .visually-hidden {
      position: absolute;
      width: 1px;
      height: 1px;
      overflow: hidden;
      clip: rect(0 0 0 0);
      white-space: nowrap;
    }
    .node-meta {
      grid-column: 2;
      color: var(--sl-color-neutral-700);
    }
  `,
];
