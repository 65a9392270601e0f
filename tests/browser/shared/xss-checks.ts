/**
 * What the rich text tests check after feeding the known payloads (tests/e2e/xss-payloads.ts) to an
 * element: that nothing ran and that nothing able to run or to cover the page is left in the markup.
 */
import { FORBIDDEN_TAGS } from '../../e2e/xss-payloads.js';

declare global {
  interface Window {
    __xss?: unknown;
  }
}

/**
 * Waits until whatever the markup could set off would have happened: an image asked for after it
 * has failed to load, and two frames have been drawn since (autofocus, toggle, animation events).
 */
export function settled(): Promise<void> {
  return new Promise((done) => {
    const probe = new Image();
    probe.onerror = probe.onload = () => requestAnimationFrame(() => requestAnimationFrame(() => done()));
    // A page, not a picture: it fails to decode without a 404 in the runner's log.
    probe.src = `/?settled=${Math.random()}`;
  });
}

/** Every way the markup could still run something or cover the page. */
export function dangers(root: ParentNode): string[] {
  const found: string[] = [];
  for (const tag of FORBIDDEN_TAGS) if (root.querySelector(tag)) found.push(`<${tag}>`);
  for (const element of root.querySelectorAll('*')) {
    for (const attribute of element.attributes) {
      const value = attribute.value.trim().toLowerCase();
      if (attribute.name.startsWith('on')) found.push(`${element.tagName} ${attribute.name}`);
      if (['href', 'src', 'action', 'data', 'formaction', 'xlink:href'].includes(attribute.name)) {
        if (/^(javascript|vbscript|data:text|data:image\/svg)/.test(value.replace(/\s/g, ''))) {
          found.push(`${element.tagName} ${attribute.name}=${value}`);
        }
      }
      if (
        attribute.name === 'style' &&
        /position|background|url\(|behavior|z-index|width|height/.test(value)
      ) {
        found.push(`${element.tagName} style=${value}`);
      }
    }
  }
  return found;
}

/** The dangers of markup given as a string, parsed inertly (nothing in it loads or runs). */
export function dangersInHtml(markup: string): string[] {
  const holder = document.createElement('template');
  holder.innerHTML = markup;
  return dangers(holder.content);
}
