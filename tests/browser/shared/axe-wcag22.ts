import type * as Axe from 'axe-core';

/**
 * axe leaves WCAG 2.2's `target-size` (24 by 24 px, or enough space around) off by default; the
 * portal is held to it. Loads axe as chai-a11y-axe does (a script that sets `window.axe`) and turns
 * the rule on for every later check of the page.
 */
export async function checkTargetSize(): Promise<void> {
  // @ts-expect-error: the minified build has no types of its own; it is loaded for its global.
  await import('axe-core/axe.min.js');
  (window as unknown as { axe: typeof Axe }).axe.configure({ rules: [{ id: 'target-size', enabled: true }] });
}
