/**
 * The lazy loader: `<script type="module" src="https://portal.example.com/elements/eip-loader.js">`
 * once in a page, and every element defines itself from its own chunk the first time its tag appears:
 * in the page, in shadow roots (the elements' own and the page's), and when tags are added later.
 * A page with one `<todo-badge>` downloads the badge and what it needs, not fifteen elements.
 *
 *   import { configure } from 'https://portal.example.com/elements/eip-loader.js';
 *   configure({ baseUrl: 'https://portal.example.com', tokenKey: 'token', lang: 'zh-CN' });
 *
 * `configure` takes the same options as `EipElements.configure` of the script-tag bundle; elements
 * found before or after it is called are defined once it has been applied.
 */
import { setBasePath } from '@shoelace-style/shoelace/dist/utilities/base-path.js';
import type { EmbedOptions } from './core/embed.js';
import { ELEMENT_MODULES } from './loader-table.js';

export type { EmbedOptions };

/** The tags this loader defines. */
export const LOADER_TAGS = Object.keys(ELEMENT_MODULES);

// Icons load from beside this module (the portal's origin), whichever page includes it. The address is
// a variable: a bundler building the npm package into an application would take the folder for a file.
const loaderUrl = import.meta.url;
setBasePath(new URL('./shoelace/', loaderUrl).href);

let languageReady: Promise<void> | undefined;
/** The stored language, applied once before the first element (and before `configure`'s). */
function applyStoredLanguage(): Promise<void> {
  languageReady ??= import('./core/localize.js').then(({ initLanguage }) => initLanguage());
  return languageReady;
}

let configured: Promise<void> = Promise.resolve();

/** Points the elements at a backend, the link base, user, language and theme. Safe to call again. */
export function configure(options: EmbedOptions = {}): Promise<void> {
  const previous = configured;
  configured = Promise.all([previous, applyStoredLanguage(), import('./core/embed.js')]).then(([, , embed]) =>
    embed.configure(options),
  );
  return configured;
}

const loading = new Map<string, Promise<void>>();

/** Defines one element from its chunk, once configuration asked for so far is in place. */
function define(tag: string): Promise<void> {
  const load = ELEMENT_MODULES[tag];
  if (!load || customElements.get(tag)) return Promise.resolve();
  let pending = loading.get(tag);
  if (!pending) {
    pending = applyStoredLanguage()
      .then(() => configured)
      .then(load)
      .then(
        () => undefined,
        (error: unknown) => {
          loading.delete(tag);
          console.error(`eip-loader: <${tag}> could not be loaded`, error);
        },
      );
    loading.set(tag, pending);
  }
  return pending;
}

const observer = new MutationObserver((mutations) => {
  for (const { addedNodes } of mutations) {
    for (const node of addedNodes) if (node instanceof Element) discover(node);
  }
});

const watched = new WeakSet<Node>();
function watch(root: Document | ShadowRoot): void {
  if (watched.has(root)) return;
  watched.add(root);
  observer.observe(root, { childList: true, subtree: true });
}

/**
 * Defines every known tag under `root` (and `root` itself), watching the open shadow roots found
 * on the way: those created before the loader ran are otherwise invisible to it.
 */
export function discover(root: Element | Document | ShadowRoot): Promise<void> {
  const elements = [...(root instanceof Element ? [root] : []), ...root.querySelectorAll('*')];
  const tags = new Set<string>();
  for (const element of elements) {
    const tag = element.localName;
    if (tag in ELEMENT_MODULES && !customElements.get(tag)) tags.add(tag);
    if (element.shadowRoot) {
      watch(element.shadowRoot);
      void discover(element.shadowRoot);
    }
  }
  return Promise.all([...tags].map(define)).then(() => undefined);
}

const ATTACHED_KEY = Symbol.for('eip-loader-attach-shadow');

/** Watches every shadow root created from now on (the elements' own included). */
function watchNewShadowRoots(): void {
  const prototype = Element.prototype as Element & { [ATTACHED_KEY]?: boolean };
  if (prototype[ATTACHED_KEY]) return;
  prototype[ATTACHED_KEY] = true;
  const attachShadow = prototype.attachShadow;
  prototype.attachShadow = function (this: Element, init: ShadowRootInit): ShadowRoot {
    const shadow = attachShadow.call(this, init);
    watch(shadow);
    return shadow;
  };
}

watchNewShadowRoots();
watch(document);
// After the including module's body ran: a `configure` it calls at once applies before any element.
queueMicrotask(() => void discover(document));
