// The npm package's icons (built-in-icons.ts): empty in this repository's builds.
import './built-in-icons.js';
import { ELEMENTS_VERSION } from './version.js';

/** Where a class defined through `defineElement` keeps the version of the library it came from. */
const VERSION_KEY = Symbol.for('eip-elements-version');
/** Tags already warned about, shared by every copy of the library on the page. */
const WARNED_KEY = Symbol.for('eip-elements-define-warned');

type Versioned = CustomElementConstructor & { [VERSION_KEY]?: string };

function warnedTags(): Set<string> {
  const shared = globalThis as Record<symbol, Set<string> | undefined>;
  shared[WARNED_KEY] ??= new Set();
  return shared[WARNED_KEY];
}

/**
 * Defines a tag once. A second definition (two bundles on one page, or the portal plus a bundle)
 * is skipped instead of throwing, so embedding pages never break each other. When the class that
 * holds the tag is of another version of the library (or not ours at all), the console says so once
 * per tag, naming both versions: the page then runs the older or newer element than it expects.
 */
export function defineElement(tag: string, elementClass: CustomElementConstructor): void {
  const holder = customElements.get(tag) as Versioned | undefined;
  if (!holder) {
    Object.defineProperty(elementClass, VERSION_KEY, { value: ELEMENTS_VERSION, configurable: true });
    customElements.define(tag, elementClass);
    return;
  }
  const held = holder[VERSION_KEY];
  if (holder === elementClass || held === ELEMENTS_VERSION || warnedTags().has(tag)) return;
  warnedTags().add(tag);
  console.warn(
    `<${tag}> is already defined by ${held ? `version ${held} of the EIP elements` : 'another library (no EIP elements version)'}; version ${ELEMENTS_VERSION} did not redefine it.`,
  );
}
