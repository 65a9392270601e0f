import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { Page } from 'playwright-core';

/** axe-core as installed (a devDependency), injected into the page under test. */
const AXE_PATH = createRequire(import.meta.url).resolve('axe-core/axe.min.js');

interface AxeNode {
  target: unknown[];
  failureSummary?: string;
}
interface AxeViolation {
  id: string;
  help: string;
  nodes: AxeNode[];
}

/** axe-core's source, read once per test process. */
let axeSource: string | undefined;

/**
 * Runs axe-core over the whole page as it is now (shadow roots included) and answers one line per
 * failing node: rule, selector (shadow hosts joined by `>>>`), and what to fix. Call it once the
 * page shows what it is checked for.
 *
 * `within` (CSS selectors of light-DOM elements) narrows the run to those elements and their shadow
 * trees, for a step of a page already checked whole: a dialog opened, another tab of it chosen. What
 * is outside them is not checked again, and nor are the rules about a whole page (one main landmark, a
 * level-one heading, the title); a selector that matches nothing fails the run.
 */
export async function axeViolations(page: Page, within?: string[]): Promise<string[]> {
  // Evaluated rather than added as a <script>: the portal's content security policy runs no inline script.
  if (!(await page.evaluate('typeof window.axe === "object"'))) {
    axeSource ??= readFileSync(AXE_PATH, 'utf8');
    await page.evaluate(axeSource);
  }
  // Colours are judged once what is fading in or out (a toast, a dialog) has come to rest; endless
  // animations (spinners) are not waited for, and nothing longer than two seconds.
  await page.evaluate(`Promise.race([
    Promise.all(document.getAnimations()
      .filter((animation) => animation.playState === 'running'
        && animation.effect?.getComputedTiming().iterations !== Infinity)
      .map((animation) => animation.finished.catch(() => undefined))),
    new Promise((done) => setTimeout(done, 2000)),
  ])`);
  // As source text: the compiler would wrap a function with helpers the page does not have.
  // First without working out a CSS selector for every node checked (about two thirds of a run, as in
  // tests/browser/shared/fast-axe.ts): the same rules and verdict. Only a run that finds something runs
  // again with selectors, to say where; should that one find nothing, the first run's findings stand.
  const context = within ? JSON.stringify({ include: within.map((selector) => [selector]) }) : 'document';
  const run = async (selectors: boolean) =>
    (await page.evaluate(
      `window.axe.run(${context}, { resultTypes: ['violations'], selectors: ${selectors} }).then((result) => result.violations)`,
    )) as AxeViolation[];
  const quick = await run(false);
  const named = quick.length ? await run(true) : [];
  const violations = named.length ? named : quick;
  return violations.flatMap((violation) =>
    violation.nodes.map(
      (node) =>
        `${violation.id} (${violation.help}) at ${(node.target ?? [])
          .map((part) => (Array.isArray(part) ? part.join(' >>> ') : String(part)))
          .join(' ')}: ${node.failureSummary?.replace(/\s+/g, ' ') ?? ''}`,
    ),
  );
}

/** Fails with every axe violation of the page (or of the elements `within` names), named after `where`. */
export async function assertAccessible(page: Page, where: string, within?: string[]): Promise<void> {
  assert.deepEqual(await axeViolations(page, within), [], `axe violations on ${where}`);
}
