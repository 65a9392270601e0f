import type { ReactiveController, ReactiveControllerHost } from 'lit';
import { countdownParts, type DurationParts } from './format.js';

// The clock's text is formatted with the other durations (format.ts); re-exported for its callers.
export { countdownParts, formatClock } from './format.js';

/** The countdown re-renders its host this often while a deadline is ahead. */
export const COUNTDOWN_TICK_MS = 1000;

/** The whole days, hours, minutes and seconds left; all zero once the deadline has passed. */
export type CountdownParts = DurationParts;

/**
 * Countdowns to deadlines judged by the server's clock, never the browser's: the host tells it
 * the server's time whenever it learns it (getTime, every server-sent tick), and the controller keeps
 * the offset between the two clocks. Between two server times it counts on the browser's monotonic
 * clock (performance.now), so a browser clock set wrong or changed meanwhile does not move the
 * deadline. It re-renders the host every second while connected, once the server's time is known.
 */
export class ServerCountdownController implements ReactiveController {
  /** Server time = performance.now() + this; undefined until the server has told its time once. */
  private offset: number | undefined;
  private timer: ReturnType<typeof setInterval> | undefined;
  private connected = false;

  constructor(private readonly host: ReactiveControllerHost) {
    host.addController(this);
  }

  hostConnected(): void {
    this.connected = true;
    this.schedule();
  }

  hostDisconnected(): void {
    this.connected = false;
    clearInterval(this.timer);
    this.timer = undefined;
  }

  /** Whether the server's time is known yet (before that, nothing is counted). */
  get synced(): boolean {
    return this.offset !== undefined;
  }

  /**
   * Takes the server's time, in ms (a tick's or getTime's). `roundTripMs` is how long the request
   * took when the time came as an answer: the server read its clock about halfway through.
   */
  sync(serverTime: number, roundTripMs = 0): void {
    if (!Number.isFinite(serverTime)) return;
    this.offset = serverTime + roundTripMs / 2 - performance.now();
    this.schedule();
    this.host.requestUpdate();
  }

  /** The server's time now, or undefined before the first sync. */
  now(): number | undefined {
    return this.offset === undefined ? undefined : performance.now() + this.offset;
  }

  /**
   * Milliseconds left until a deadline (server time in ms, or an ISO text), 0 once passed; undefined
   * without a deadline or before the first sync.
   */
  remaining(deadline: number | string | null | undefined): number | undefined {
    const end = deadlineMs(deadline);
    const now = this.now();
    if (end === undefined || now === undefined) return undefined;
    return Math.max(0, end - now);
  }

  /** The time left until a deadline split into units; undefined as `remaining()`. */
  parts(deadline: number | string | null | undefined): CountdownParts | undefined {
    const left = this.remaining(deadline);
    return left === undefined ? undefined : countdownParts(left);
  }

  private schedule(): void {
    if (!this.connected || this.offset === undefined || this.timer !== undefined) return;
    this.timer = setInterval(() => {
      this.host.requestUpdate();
    }, COUNTDOWN_TICK_MS);
  }
}

/** A deadline as ms since the epoch; undefined for nothing or an unreadable text. */
export function deadlineMs(value: number | string | null | undefined): number | undefined {
  if (value === null || value === undefined || value === '') return undefined;
  const ms = typeof value === 'number' ? value : Date.parse(value);
  return Number.isFinite(ms) ? ms : undefined;
}
