/**
 * Defines a tag once. A second definition (two bundles on one page, or the portal plus a bundle)
 * is skipped instead of throwing, so embedding pages never break each other.
 */
export function defineElement(tag: string, elementClass: CustomElementConstructor): void {
  if (customElements.get(tag)) return;
  customElements.define(tag, elementClass);
}
