// The theming page's and the playground's styles, a sheet of their own beside docs.styles.ts (installed
// with it, after it).
const css = String.raw;

export const docsToolsSheet = new CSSStyleSheet();
docsToolsSheet.replaceSync(css`
  .theming__builder {
    display: flex;
    flex-wrap: wrap;
    align-items: center;
    gap: 12px 20px;
  }
  .theming__builder label {
    display: inline-flex;
    align-items: center;
    gap: 8px;
  }
  .theming__builder input[type='color'] {
    width: 44px;
    height: 32px;
    padding: 0;
    border: 1px solid var(--eip-color-border);
  }
  .theming__hex {
    width: 9em;
    font-family: var(--sl-font-mono);
    padding: 4px 8px;
    border: 1px solid var(--sl-color-neutral-500);
    border-radius: var(--sl-border-radius-medium);
    background: var(--sl-color-neutral-0);
    color: var(--eip-color-text);
  }
  .theming__hex[aria-invalid='true'] {
    border-color: var(--eip-color-danger);
  }
  .theming__apply {
    padding: 6px 14px;
    border: none;
    border-radius: var(--sl-border-radius-medium);
    /* As Shoelace's primary buttons: the fill is made to carry this text at 4.5:1 in every style. */
    background: var(--sl-color-primary-600);
    color: var(--sl-color-neutral-0);
    cursor: pointer;
  }
  .theming__apply:disabled {
    opacity: 0.5;
    cursor: not-allowed;
  }
  .theming__error {
    flex-basis: 100%;
    margin: 0;
    color: var(--eip-color-danger);
  }
  .theming__error:empty {
    display: none;
  }
  .theming__palette {
    display: grid;
    grid-template-columns: repeat(auto-fill, minmax(88px, 1fr));
    gap: 8px;
    margin: 0;
    padding: 0;
    list-style: none;
    font-size: var(--sl-font-size-small);
  }
  .theming__palette li {
    display: grid;
    gap: 2px;
  }
  .theming__swatch {
    display: inline-block;
    width: 1.25em;
    height: 1.25em;
    margin-right: 6px;
    vertical-align: middle;
    border: 1px solid var(--eip-color-border);
    border-radius: 4px;
  }
  .theming__swatch--large {
    width: 100%;
    height: 40px;
    margin: 0;
  }
  .theming__value {
    overflow-wrap: anywhere;
  }
  .theming__contrast td[data-passes='no'] {
    color: var(--eip-color-danger);
    font-weight: var(--sl-font-weight-semibold);
  }
  .theming__probes iframe {
    position: absolute;
    width: 1px;
    height: 1px;
    border: 0;
    clip-path: inset(50%);
  }
  .playground {
    border: 1px solid var(--eip-color-border);
    border-radius: var(--sl-border-radius-large);
  }
  .playground > summary {
    padding: 10px 16px;
    cursor: pointer;
    font-weight: var(--sl-font-weight-semibold);
  }
  .playground__body {
    display: grid;
    grid-template-columns: minmax(0, 1fr) minmax(240px, 320px);
    gap: 16px;
    padding: 0 16px 16px;
  }
  .playground__stage {
    grid-column: 1;
    grid-row: 1;
    align-self: start;
  }
  .playground__body > .example__code {
    grid-column: 1;
    grid-row: 2;
    align-self: start;
  }
  .playground__body > .example__code pre {
    white-space: pre-wrap;
    overflow-wrap: anywhere;
    padding-right: 96px;
  }
  .playground__controls {
    grid-column: 2;
    grid-row: 1 / span 2;
    display: grid;
    align-content: start;
    gap: 10px;
    margin: 0;
    border: 1px solid var(--eip-color-border);
    border-radius: var(--sl-border-radius-medium);
    font-size: var(--sl-font-size-small);
  }
  .playground__control {
    display: grid;
    gap: 4px;
  }
  .playground__control--switch {
    display: flex;
    align-items: center;
    gap: 8px;
  }
  .playground__control input:not([type='checkbox']),
  .playground__control select,
  .playground__control textarea {
    font: inherit;
    padding: 4px 6px;
    border: 1px solid var(--sl-color-neutral-500);
    border-radius: var(--sl-border-radius-small);
    background: var(--sl-color-neutral-0);
    color: var(--eip-color-text);
  }
  .playground__control textarea {
    font-family: var(--sl-font-mono);
    resize: vertical;
  }
  .playground__control textarea[aria-invalid='true'] {
    border-color: var(--eip-color-danger);
  }
  .playground__error {
    color: var(--eip-color-danger);
  }
  .playground__events {
    grid-column: 1 / -1;
    grid-row: 3;
    position: relative;
  }
  .playground__events h3 {
    margin: 0 0 8px;
    font-size: var(--sl-font-size-medium);
  }
  .playground__clear {
    position: absolute;
    top: 0;
    right: 0;
  }
  .playground__events ol {
    max-height: 12rem;
    overflow: auto;
    margin: 0;
    padding-left: 1.5em;
    font-size: var(--sl-font-size-small);
    overflow-wrap: anywhere;
  }
  .playground__empty {
    margin: 0;
    color: var(--eip-color-text-secondary);
    font-size: var(--sl-font-size-small);
  }
  @media (max-width: 800px) {
    .playground__body {
      grid-template-columns: minmax(0, 1fr);
    }
    .playground__stage,
    .playground__body > .example__code,
    .playground__controls,
    .playground__events {
      grid-column: 1;
      grid-row: auto;
    }
  }
`);
