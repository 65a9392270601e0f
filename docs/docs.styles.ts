// The docs app renders into the light DOM, so its styles go into the document, once.
import { docsToolsSheet } from './docs-tools.styles.js';

const css = String.raw;

const sheet = new CSSStyleSheet();
sheet.replaceSync(css`
  body {
    margin: 0;
    font-family: var(--eip-font-family);
    color: var(--eip-color-text);
    background: var(--sl-color-neutral-0);
  }
  .topbar {
    position: sticky;
    top: 0;
    z-index: 5;
    display: flex;
    align-items: center;
    justify-content: space-between;
    gap: 16px;
    flex-wrap: wrap;
    padding: 10px 24px;
    background: var(--eip-header-background);
    color: var(--eip-header-color);
    border-bottom: 1px solid var(--eip-color-border);
  }
  .topbar__brand {
    font-weight: var(--sl-font-weight-bold);
    font-size: var(--sl-font-size-large);
    color: inherit;
    text-decoration: none;
  }
  .switches {
    display: flex;
    align-items: center;
    gap: 16px;
    flex-wrap: wrap;
    font-size: var(--sl-font-size-small);
  }
  .switches select {
    margin-left: 6px;
    font: inherit;
  }
  .switches__colors {
    display: inline-flex;
    gap: 6px;
    align-items: center;
  }
  .switches__colors button {
    width: 20px;
    height: 20px;
    border-radius: 50%;
    border: 2px solid transparent;
    cursor: pointer;
  }
  .switches__colors button[aria-checked='true'] {
    border-color: var(--sl-color-neutral-0);
    box-shadow: 0 0 0 2px var(--sl-color-neutral-700);
  }
  .switches__colors input {
    width: 28px;
    height: 24px;
    padding: 0;
    border: none;
    background: none;
  }
  .layout {
    display: grid;
    grid-template-columns: 240px minmax(0, 1fr);
    min-height: calc(100vh - 56px);
  }
  .layout > main {
    min-width: 0;
  }
  .sidebar {
    display: grid;
    align-content: start;
    gap: 2px;
    padding: 16px 12px;
    border-right: 1px solid var(--eip-color-border);
    background: var(--sl-color-neutral-50);
    position: sticky;
    top: 0;
    max-height: 100vh;
    overflow-y: auto;
    box-sizing: border-box;
  }
  .sidebar ul {
    list-style: none;
    margin: 0;
    padding: 0;
    display: grid;
    gap: 1px;
  }
  .sidebar a {
    display: flex;
    flex-wrap: wrap;
    align-items: baseline;
    column-gap: 8px;
    padding: 5px 12px;
    border-radius: var(--sl-border-radius-medium);
    color: inherit;
    text-decoration: none;
    font-size: var(--sl-font-size-small);
  }
  .sidebar a:hover {
    background: var(--sl-color-neutral-100);
  }
  .sidebar a code {
    font-size: var(--sl-font-size-x-small);
  }
  .sidebar a span {
    color: var(--sl-color-neutral-700);
    font-size: var(--sl-font-size-x-small);
  }
  .sidebar a[aria-current='page'] {
    background: var(--sl-color-primary-100);
    color: var(--sl-color-primary-800);
  }
  .sidebar a[aria-current='page'] span {
    color: inherit;
  }
  .sidebar__area {
    margin: 16px 0 4px;
    padding: 0 12px;
    font-size: var(--sl-font-size-x-small);
    font-weight: var(--sl-font-weight-semibold);
    letter-spacing: 0.04em;
    color: var(--sl-color-neutral-700);
  }
  .sidebar__search {
    box-sizing: border-box;
    width: 100%;
    margin-bottom: 8px;
    padding: 6px 10px;
    font: inherit;
    font-size: var(--sl-font-size-small);
    color: var(--eip-color-text);
    background: var(--sl-color-neutral-0);
    border: 1px solid var(--sl-color-neutral-400);
    border-radius: var(--sl-border-radius-medium);
  }
  .sidebar__empty:empty {
    display: none;
  }
  .sidebar__empty {
    padding: 0 12px;
    font-size: var(--sl-font-size-small);
  }
  .skip-link {
    position: absolute;
    left: 8px;
    top: -48px;
    z-index: 10;
    padding: 8px 12px;
    background: var(--sl-color-neutral-0);
    color: var(--sl-color-primary-700);
    border: 2px solid var(--sl-color-primary-600);
    border-radius: var(--sl-border-radius-medium);
  }
  .skip-link:focus {
    top: 8px;
  }
  main:focus {
    outline: none;
  }
  .topbar__nav-toggle {
    display: none;
    font: inherit;
    font-size: var(--sl-font-size-small);
    padding: 4px 10px;
    border: 1px solid var(--eip-color-border);
    border-radius: var(--sl-border-radius-medium);
    background: var(--sl-color-neutral-0);
    color: var(--eip-color-text);
  }
  .page__name {
    margin: 0 0 4px;
    font-size: var(--sl-font-size-large);
    font-weight: var(--sl-font-weight-semibold);
  }
  .cards__name {
    font-weight: var(--sl-font-weight-semibold);
  }
  .page {
    max-width: 1160px;
    min-width: 0;
    padding: 24px 40px 64px;
    line-height: 1.7;
  }
  .page h1 {
    font-family: var(--sl-font-mono);
    margin-bottom: 4px;
  }
  .page__summary {
    font-size: var(--sl-font-size-large);
    color: var(--sl-color-neutral-700);
    margin-top: 0;
  }
  .page h2 {
    margin-top: 40px;
    padding-bottom: 6px;
    border-bottom: 1px solid var(--eip-color-border);
  }
  pre {
    overflow: auto;
    padding: 12px 16px;
    background: var(--sl-color-neutral-100);
    border-radius: var(--sl-border-radius-medium);
    font-size: var(--sl-font-size-small);
    line-height: 1.5;
  }
  code {
    font-family: var(--sl-font-mono);
  }
  .example {
    margin: 20px 0;
    border: 1px solid var(--eip-color-border);
    border-radius: var(--sl-border-radius-large);
    overflow: hidden;
  }
  .example__views {
    display: flex;
    gap: 4px;
    padding: 6px 12px;
    font-size: var(--sl-font-size-x-small);
    font-weight: var(--sl-font-weight-semibold);
    letter-spacing: 0.04em;
    color: var(--eip-color-text-secondary);
    background: var(--sl-color-neutral-50);
    border-bottom: 1px solid var(--eip-color-border);
  }
  .example__views button,
  .example__copy {
    font: inherit;
    border: 1px solid var(--eip-color-border);
    background: var(--sl-color-neutral-0);
    color: var(--eip-color-text);
    cursor: pointer;
  }
  .example__views button {
    padding: 2px 12px;
    border-radius: var(--sl-border-radius-pill);
  }
  .example__views button[aria-pressed='true'] {
    background: var(--sl-color-primary-600);
    border-color: var(--sl-color-primary-600);
    /* The text Shoelace writes on the primary fill: white, or dark on the dark style's light fill. */
    color: var(--sl-color-neutral-0);
  }
  .example[data-view='html'] [data-for='react'],
  .example[data-view='react'] [data-for='html'] {
    display: none;
  }
  /* The page's first demo has a place of about its size from the start: as it arrives, draws and
     gets its data, what follows it (below a phone's first screen) is not pushed about on the screen. */
  .example--first .example__stage {
    min-height: 320px;
  }
  .example__stage {
    display: flex;
    flex-wrap: wrap;
    align-items: center;
    gap: 24px;
    padding: 24px;
    background: var(--sl-color-neutral-0);
    overflow-x: auto;
  }
  /* The element takes the example's width (a flex item would shrink to nothing); buttons that open a
     demo's dialog and elements given a width keep theirs. */
  .example__stage > :not(sl-button, button, [style*='width']) {
    flex: 1 1 100%;
    min-width: 0;
  }
  .example__code {
    position: relative;
    border-top: 1px solid var(--eip-color-border);
  }
  /* What is below the screen is laid out and painted when it comes near (the code, the API tables). */
  .example__code,
  .page__api {
    content-visibility: auto;
    contain-intrinsic-size: auto 320px;
  }
  .example__code pre {
    margin: 0;
    border-radius: 0;
    max-height: 420px;
  }
  .example__copy {
    position: absolute;
    top: 6px;
    right: 18px;
    font-size: var(--sl-font-size-x-small);
    padding: 2px 10px;
    border-radius: var(--sl-border-radius-medium);
  }
  .example__code:not([data-for]) {
    margin: 16px 0;
    border: none;
  }
  .example__code:not([data-for]) pre {
    border-radius: var(--sl-border-radius-medium);
  }
  pre:focus-visible,
  .table-wrap:focus-visible {
    outline: 2px solid var(--sl-color-primary-600);
    outline-offset: 2px;
  }
  .demo-source {
    font-size: var(--sl-font-size-x-small);
    padding: 2px 10px;
    border-radius: var(--sl-border-radius-pill);
    background: var(--sl-color-neutral-100);
    color: var(--sl-color-neutral-700);
  }
  .demo-source[data-source='backend'] {
    background: var(--sl-color-success-100);
    color: var(--sl-color-success-800);
  }
  .table-wrap {
    overflow-x: auto;
  }
  table {
    width: 100%;
    border-collapse: collapse;
    font-size: var(--sl-font-size-small);
  }
  th,
  td {
    text-align: left;
    padding: 8px 10px;
    border-bottom: 1px solid var(--eip-color-border);
    vertical-align: top;
  }
  th {
    background: var(--sl-color-neutral-50);
  }
  .cards {
    list-style: none;
    padding: 0;
    display: grid;
    grid-template-columns: repeat(auto-fill, minmax(260px, 1fr));
    gap: 12px;
  }
  .cards a {
    display: grid;
    gap: 4px;
    padding: 16px;
    border: 1px solid var(--eip-color-border);
    border-radius: var(--sl-border-radius-large);
    color: inherit;
    text-decoration: none;
  }
  .cards a:hover {
    border-color: var(--sl-color-primary-400);
  }
  .cards strong {
    font-family: var(--sl-font-mono);
    color: inherit;
  }
  .demo-bell {
    font-size: 1.5rem;
    background: none;
    border: 1px solid var(--eip-color-border);
    border-radius: var(--sl-border-radius-medium);
    padding: 6px 10px;
    color: var(--eip-color-text);
    cursor: pointer;
  }
  @media (max-width: 800px) {
    .topbar {
      padding: 8px 12px;
    }
    /* A line of its own, two lines high from the start: its text arrives after the page is drawn. */
    .demo-source {
      flex-basis: 100%;
      box-sizing: border-box;
      min-height: calc(3em + 4px);
      display: flex;
      align-items: center;
      border-radius: var(--sl-border-radius-medium);
    }
    .topbar__nav-toggle {
      display: inline-block;
    }
    .layout {
      grid-template-columns: minmax(0, 1fr);
    }
    .sidebar {
      display: none;
      position: static;
      max-height: none;
      border-right: none;
      border-bottom: 1px solid var(--eip-color-border);
    }
    .layout[data-nav-open] .sidebar {
      display: grid;
    }
    .page {
      padding: 16px 16px 48px;
    }
    .example__stage {
      padding: 12px;
    }
  }
`);

export function installDocsStyles(doc: Document = document): void {
  const missing = [sheet, docsToolsSheet].filter((one) => !doc.adoptedStyleSheets.includes(one));
  if (missing.length) doc.adoptedStyleSheets = [...doc.adoptedStyleSheets, ...missing];
}
