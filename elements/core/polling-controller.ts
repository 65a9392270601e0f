import type { ReactiveController, ReactiveControllerHost } from 'lit';

export interface PollingOptions {
  /** Milliseconds between runs. */
  interval: () => number;
  /** Whether to poll at all (e.g. only when a source is set). */
  enabled: () => boolean;
  /** One run; the signal aborts when the host disconnects or a newer run starts. */
  run: (signal: AbortSignal) => Promise<void>;
}

/**
 * Runs a task on connect and then every interval; stops when the host disconnects or the page is
 * hidden, and runs at once when the page is shown again. `refresh()` runs now and restarts the clock.
 */
export class PollingController implements ReactiveController {
  private timer: ReturnType<typeof setTimeout> | undefined;
  private abort: AbortController | undefined;
  private connected = false;

  constructor(
    private readonly host: ReactiveControllerHost & EventTarget,
    private readonly options: PollingOptions,
  ) {
    host.addController(this);
  }

  hostConnected(): void {
    this.connected = true;
    document.addEventListener('visibilitychange', this.handleVisibility);
    // After the host's first render, so properties set right after insertion (React) are in.
    void this.host.updateComplete.then(() => this.refresh());
  }

  hostDisconnected(): void {
    this.connected = false;
    document.removeEventListener('visibilitychange', this.handleVisibility);
    this.stop();
  }

  /** Runs now (when enabled and visible) and schedules the next run. */
  refresh(): Promise<void> {
    this.stop();
    if (!this.connected || !this.options.enabled() || document.visibilityState === 'hidden') {
      return Promise.resolve();
    }
    const abort = new AbortController();
    this.abort = abort;
    return this.options
      .run(abort.signal)
      .catch(() => {
        // The run reports its own errors; polling goes on.
      })
      .finally(() => {
        if (this.abort === abort && this.connected) this.schedule();
      });
  }

  private schedule(): void {
    clearTimeout(this.timer);
    this.timer = setTimeout(() => void this.refresh(), Math.max(1000, this.options.interval()));
  }

  private stop(): void {
    clearTimeout(this.timer);
    this.timer = undefined;
    this.abort?.abort();
    this.abort = undefined;
  }

  private handleVisibility = () => {
    if (document.visibilityState === 'hidden') this.stop();
    else void this.refresh();
  };
}
