import type * as Axe from 'axe-core';
import 'axe-core/axe.min.js';

/**
 * Loaded before every test file (web-test-runner.config.mjs). axe spends about two thirds of a run
 * working out a readable CSS selector for every node it checks (measured on registration-detail: 620
 * against 220 ms), while a test only needs to know whether anything fails. So each run first goes
 * without selectors: the same rules, the same verdict. A run that finds a violation runs once more
 * with them, so the failure still names where it is; if that second run should find nothing, the
 * first run's violations stand (a failure is never lost).
 */
type Run = (
  context?: unknown,
  options?: Axe.RunOptions,
  callback?: Axe.RunCallback,
) => Promise<Axe.AxeResults>;
const axe = (window as unknown as { axe: typeof Axe & { run: Run } }).axe;
const run: Run = axe.run.bind(axe);

axe.run = ((...args: unknown[]) => {
  const callback = typeof args.at(-1) === 'function' ? (args.pop() as Axe.RunCallback) : undefined;
  // axe.run(options) alone is allowed too: an object that is no node, node list or selector context.
  const optionsOnly = args.length === 1 && isOptions(args[0]);
  const context = optionsOnly ? undefined : args[0];
  const options = ((optionsOnly ? args[0] : args[1]) ?? {}) as Axe.RunOptions;
  const runWith = (selectors: boolean) =>
    context === undefined ? run({ ...options, selectors }) : run(context, { ...options, selectors });
  const result = (async () => {
    if (options.selectors !== undefined) return runWith(options.selectors);
    const quick = await runWith(false);
    if (!quick.violations.length) return quick;
    const named = await runWith(true);
    return named.violations.length ? named : quick;
  })();
  if (!callback) return result;
  // As axe does with a callback: the answer goes there, and nothing is returned to be left unhandled.
  result.then(
    (value) => callback(null as unknown as Error, value),
    (error) => callback(error, undefined as never),
  );
  return undefined;
}) as Run;

function isOptions(value: unknown): boolean {
  if (!value || typeof value !== 'object' || value instanceof Node || value instanceof NodeList) return false;
  return (
    !('include' in value) && !('exclude' in value) && !('fromFrames' in value) && !('fromShadowDom' in value)
  );
}
