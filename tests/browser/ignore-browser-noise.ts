import { isBrowserNoise } from '../../host/session/browser-noise.js';

// Loaded before the test framework (web-test-runner.config.mjs), so this listener runs first: a report
// the portal itself ignores (host/main.tsx: no error object, a benign message such as "ResizeObserver
// loop completed with undelivered notifications", which a taller font can set off) fails no test.
window.addEventListener('error', (event) => {
  if (event.error || !isBrowserNoise(event.message)) return;
  event.stopImmediatePropagation();
  event.preventDefault();
});
