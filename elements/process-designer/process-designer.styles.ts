import { css } from 'lit';
import { formElementSheets } from '../core/forms/form-field.styles.js';
import { deployOutcomeStyles } from '../core/model-deploy.js';

export const processDesignerStyles = [
  ...formElementSheets,
  deployOutcomeStyles,
  css`
    :host {
      display: block;
      --canvas-height: 36rem;
    }
    [part='base'] {
      display: grid;
      gap: var(--sl-spacing-medium);
      color: var(--eip-color-text);
    }
    .toolbar {
      display: grid;
      grid-template-columns: minmax(10rem, 16rem) minmax(10rem, 20rem) 1fr;
      align-items: start;
      gap: var(--sl-spacing-medium);
    }
    .buttons {
      display: flex;
      flex-wrap: wrap;
      justify-content: flex-end;
      gap: var(--sl-spacing-x-small);
      padding-top: 1.6rem;
    }
    @media (max-width: 48rem) {
      .toolbar {
        grid-template-columns: 1fr;
      }
      .buttons {
        justify-content: flex-start;
        padding-top: 0;
      }
    }
    .workspace {
      display: grid;
      grid-template-columns: minmax(0, 1fr) minmax(16rem, 22rem);
      gap: var(--sl-spacing-medium);
      align-items: start;
    }
    @media (max-width: 60rem) {
      .workspace {
        grid-template-columns: minmax(0, 1fr);
      }
    }
    process-properties {
      max-height: var(--canvas-height);
      overflow: auto;
    }
    .canvas {
      position: relative;
      height: var(--canvas-height);
      border: 1px solid var(--eip-color-border);
      border-radius: var(--sl-border-radius-medium);
      background: var(--sl-color-neutral-0);
      overflow: hidden;
    }
    /* The Modeler's own tokens (@bpmn-io/theme) on the theme's, so its palette and menus turn dark with the page. */
    .canvas .bio-theme-parent,
    .canvas .djs-parent {
      --bio-surface: var(--sl-color-neutral-0);
      --bio-surface-overlay: var(--sl-color-neutral-0);
      --bio-surface-subtle: var(--sl-color-neutral-50);
      --bio-surface-medium: var(--sl-color-neutral-100);
      --bio-text: var(--sl-color-neutral-900);
      --bio-text-subtle: var(--sl-color-neutral-700);
      --bio-text-subtlest: var(--sl-color-neutral-600);
      --bio-border: var(--sl-color-neutral-400);
      --bio-border-disabled: var(--sl-color-neutral-200);
      --bio-primary: var(--sl-color-primary-600);
      --bio-primary-surface: var(--sl-color-primary-50);
      --bio-focus: var(--sl-color-primary-600);
      --bio-focus-surface: var(--sl-color-primary-50);
      --bio-selected-surface: var(--sl-color-neutral-100);
    }
    .canvas:focus-visible {
      outline: var(--sl-focus-ring);
    }
  `,
];
