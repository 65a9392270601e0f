/** What shows progress: the page's progress bar (nprogress, set at start by main.tsx). */
export interface ProgressIndicator {
  start(): void;
  done(): void;
}

let indicator: ProgressIndicator | undefined;
let running = 0;

/** Sets what shows progress; until then (and in tests) progress is only counted. */
export function setProgressIndicator(next: ProgressIndicator): void {
  indicator = next;
}

/**
 * Starts the progress bar for one piece of work (a guard step, a page's chunk); the bar finishes when
 * every piece started has ended. Answers the function that ends this piece (calling it twice is harmless).
 */
export function startProgress(): () => void {
  running += 1;
  indicator?.start();
  let ended = false;
  return () => {
    if (ended) return;
    ended = true;
    running -= 1;
    if (running === 0) indicator?.done();
  };
}
