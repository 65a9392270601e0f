import type { ReactiveController, ReactiveControllerHost } from 'lit';

/**
 * Counts whole seconds down to zero, re-rendering its host every second; stops when the host leaves
 * the page. Used by the verification-code button, which waits before it may send again.
 */
export class CountdownController implements ReactiveController {
  private timer: ReturnType<typeof setInterval> | undefined;
  /** Seconds left; 0 when not counting. */
  remaining = 0;

  constructor(private readonly host: ReactiveControllerHost) {
    host.addController(this);
  }

  get running(): boolean {
    return this.remaining > 0;
  }

  start(seconds: number): void {
    this.stop();
    const whole = Number.isFinite(seconds) ? Math.max(0, Math.floor(seconds)) : 0;
    this.remaining = whole;
    this.host.requestUpdate();
    if (whole === 0) return;
    this.timer = setInterval(() => {
      this.remaining -= 1;
      if (this.remaining <= 0) this.stop();
      this.host.requestUpdate();
    }, 1000);
  }

  stop(): void {
    clearInterval(this.timer);
    this.timer = undefined;
    this.remaining = 0;
  }

  hostDisconnected(): void {
    this.stop();
  }
}
