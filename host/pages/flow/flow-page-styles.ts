import styles from './flow-pages.css?inline';

let installed = false;

/** The workflow pages' stylesheet, adopted by the document once (as the tender pages do theirs). */
export function installFlowPageStyles(): void {
  if (installed || typeof document === 'undefined') return;
  installed = true;
  const sheet = new CSSStyleSheet();
  sheet.replaceSync(styles);
  document.adoptedStyleSheets = [...document.adoptedStyleSheets, sheet];
}
