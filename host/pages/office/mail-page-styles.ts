import styles from './mail-page.css?inline';

let installed = false;

/** The mail page's stylesheet (its three-pane layout), adopted by the document once. */
export function installMailPageStyles(): void {
  if (installed || typeof document === 'undefined') return;
  installed = true;
  const sheet = new CSSStyleSheet();
  sheet.replaceSync(styles);
  document.adoptedStyleSheets = [...document.adoptedStyleSheets, sheet];
}
