// The Chromium the browser tests and journeys drive: CHROME_PATH when set, else Debian's headless shell
// (package chromium-headless-shell: the same Blink and V8 without the browser's window layer), else
// Debian's full chromium. The shell costs less than half the CPU per page: in the clean-clone CI the
// journeys took 459 s in it against 676 s in the full browser, the browser tests beside the build 103 s
// against 172 s (2026-11-24). Lighthouse (tests/bench) keeps the full browser: that is what users run.
import { existsSync } from 'node:fs';

const HEADLESS_SHELL = '/usr/bin/chromium-headless-shell';
const FULL_CHROMIUM = '/usr/bin/chromium';

/** The path of the Chromium binary tests launch. */
export function testChromium() {
  if (process.env.CHROME_PATH) return process.env.CHROME_PATH;
  return existsSync(HEADLESS_SHELL) ? HEADLESS_SHELL : FULL_CHROMIUM;
}
