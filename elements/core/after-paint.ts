/** A page the browser does not draw (a background tab) gets no frames: how long to wait for one. */
const FRAME_AT_MOST_MS = 100;

/**
 * Resolves in a task of its own once the browser has drawn a frame of what is rendered now: what an
 * element renders after it comes after what is on screen already, not in the task before the paint.
 */
export function afterNextPaint(): Promise<void> {
  return new Promise((resolve) => {
    const timer = setTimeout(resolve, FRAME_AT_MOST_MS);
    requestAnimationFrame(() => {
      clearTimeout(timer);
      setTimeout(resolve);
    });
  });
}
