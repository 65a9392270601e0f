/**
 * Runs `poll` every `intervalMs` until the returned function stops it; a poll still running skips the
 * tick, and a failed one goes to `onError` and is retried at the next. The timer keeps no process alive.
 */
export function startPoller(
  poll: () => Promise<unknown>,
  intervalMs: number,
  onError?: (error: unknown) => void,
): () => void {
  let running = false;
  const tick = async () => {
    if (running) return;
    running = true;
    try {
      await poll();
    } catch (error) {
      onError?.(error);
    } finally {
      running = false;
    }
  };
  const timer = setInterval(tick, intervalMs);
  timer.unref();
  return () => clearInterval(timer);
}
