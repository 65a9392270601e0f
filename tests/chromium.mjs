// The Chromium the browser tests and journeys drive: CHROME_PATH when set, else Debian's headless shell
// (package chromium-headless-shell: the same Blink and V8 without the browser's window layer), else
// Debian's full chromium. The shell costs less than half the CPU per page: the end-to-end step took
// 594 CPU seconds in it (551 s wall), where the full browser kept both cores busy for 660 s (2026-11-24).
// Lighthouse (tests/bench) keeps the full browser: that is what a user runs.
import { existsSync } from 'node:fs';

export const HEADLESS_SHELL = '/usr/bin/chromium-headless-shell';
export const FULL_CHROMIUM = '/usr/bin/chromium';

/** The path of the Chromium binary tests launch. */
export function testChromium() {
  if (process.env.CHROME_PATH) return process.env.CHROME_PATH;
  return existsSync(HEADLESS_SHELL) ? HEADLESS_SHELL : FULL_CHROMIUM;
}
