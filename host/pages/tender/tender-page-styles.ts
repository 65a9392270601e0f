import styles from './tender-pages.css?inline';

let installed = false;

/**
 * The tender pages' stylesheet, adopted by the document once. Kept beside the pages (and loaded as
 * text) so that the pages and their tests share it without a CSS loader.
 */
export function installTenderPageStyles(): void {
  if (installed || typeof document === 'undefined') return;
  installed = true;
  const sheet = new CSSStyleSheet();
  sheet.replaceSync(styles);
  document.adoptedStyleSheets = [...document.adoptedStyleSheets, sheet];
}
