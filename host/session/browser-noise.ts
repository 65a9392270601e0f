/**
 * Browser reports that are no fault of the page: a ResizeObserver whose callbacks changed sizes again
 * (long jumps in virtualized lists) is told to wait a frame, and the browser says so as an "error".
 * The portal leaves them out of its error log (host/main.tsx) and the browser tests out of their
 * failures (tests/browser/ignore-browser-noise.ts).
 */
const BROWSER_NOISE = [/^ResizeObserver loop/];

export function isBrowserNoise(message: string): boolean {
  return BROWSER_NOISE.some((pattern) => pattern.test(message));
}
