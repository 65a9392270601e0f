// The docs app renders into the light DOM, so its styles go into the document, once.
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
    color: var(--sl-color-primary-600);
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
    grid-template-columns: 220px 1fr;
    min-height: calc(100vh - 56px);
  }
  .sidebar {
    display: grid;
    align-content: start;
    gap: 2px;
    padding: 16px 12px;
    border-right: 1px solid var(--eip-color-border);
    background: var(--sl-color-neutral-50);
  }
  .sidebar a {
    padding: 6px 12px;
    border-radius: var(--sl-border-radius-medium);
    color: inherit;
    text-decoration: none;
    font-family: var(--sl-font-mono);
    font-size: var(--sl-font-size-small);
  }
  .sidebar a[aria-current='page'] {
    background: var(--sl-color-primary-100);
    color: var(--sl-color-primary-700);
  }
  .page {
    max-width: 960px;
    padding: 24px 40px 64px;
    line-height: 1.7;
  }
  .page h1 {
    font-family: var(--sl-font-mono);
    margin-bottom: 4px;
  }
  .page__summary {
    font-size: var(--sl-font-size-large);
    color: var(--eip-color-text-secondary);
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
  .demo-pair {
    display: grid;
    grid-template-columns: repeat(auto-fit, minmax(380px, 1fr));
    align-items: start;
    gap: 16px;
    margin: 16px 0;
  }
  .demo {
    display: flex;
    flex-direction: column;
    min-width: 0;
    margin: 16px 0;
    border: 1px solid var(--eip-color-border);
    border-radius: var(--sl-border-radius-large);
    overflow: hidden;
  }
  .demo-pair .demo {
    margin: 0;
  }
  .demo figcaption {
    padding: 4px 12px;
    font-size: var(--sl-font-size-x-small);
    font-weight: var(--sl-font-weight-semibold);
    letter-spacing: 0.04em;
    color: var(--eip-color-text-secondary);
    background: var(--sl-color-neutral-50);
    border-bottom: 1px solid var(--eip-color-border);
  }
  .demo__stage {
    display: flex;
    flex-wrap: wrap;
    align-items: center;
    gap: 24px;
    padding: 24px;
    flex: 1;
    background: var(--sl-color-neutral-0);
  }
  .demo__stage > file-upload,
  .demo__stage > signature-field {
    flex: 1 1 100%;
  }
  .demo--code-only .demo__stage {
    display: none;
  }
  .demo pre {
    margin: 0;
    border-radius: 0;
    border-top: 1px solid var(--eip-color-border);
    max-height: 320px;
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
    color: var(--sl-color-primary-600);
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
`);

export function installDocsStyles(doc: Document = document): void {
  if (!doc.adoptedStyleSheets.includes(sheet)) doc.adoptedStyleSheets = [...doc.adoptedStyleSheets, sheet];
}
