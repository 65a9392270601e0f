import type { ReactiveController, ReactiveControllerHost } from 'lit';
import type { ApiClient } from '../../api/client/index.js';

/** Statuses move on with time: a list shown for a while re-renders this often. */
export const CLOCK_TICK_MS = 30_000;
/** A failed clock request is retried after this long instead of on every render. */
const RETRY_AFTER_MS = 60_000;

interface Offset {
  value: number;
  /** When to ask again (a failed request); undefined once the server answered. */
  retryAt?: number;
}

const offsets = new WeakMap<ApiClient, Promise<Offset>>();

async function measure(api: ApiClient): Promise<Offset> {
  const sent = Date.now();
  try {
    const answer = await api.procureNotice.getTime();
    const received = Date.now();
    const server = answer.value?.timestamp;
    if (typeof server !== 'number' || !Number.isFinite(server)) throw new Error('no server time');
    // The server read its clock about halfway through the round trip.
    return { value: server - (sent + received) / 2 };
  } catch {
    return { value: 0, retryAt: Date.now() + RETRY_AFTER_MS };
  }
}

/**
 * How far the server's clock is ahead of the browser's, asked once per api client (getTime) and
 * shared by every element on the page.
 */
export async function serverClockOffset(api: ApiClient): Promise<number> {
  let pending = offsets.get(api);
  const known = pending ? await pending : undefined;
  if (!pending || (known?.retryAt !== undefined && Date.now() >= known.retryAt)) {
    pending = measure(api);
    offsets.set(api, pending);
  }
  return (await pending).value;
}

/**
 * Gives an element the server's time (`now()`) for judging project statuses, and re-renders it
 * every CLOCK_TICK_MS while connected so that a status changes when its window opens or closes.
 */
export class ServerClockController implements ReactiveController {
  private offset = 0;
  private timer: ReturnType<typeof setInterval> | undefined;

  constructor(
    private readonly host: ReactiveControllerHost,
    private readonly api: () => ApiClient,
  ) {
    host.addController(this);
  }

  hostConnected(): void {
    void serverClockOffset(this.api()).then((offset) => {
      if (offset !== this.offset) {
        this.offset = offset;
        this.host.requestUpdate();
      }
    });
    this.timer = setInterval(() => this.host.requestUpdate(), CLOCK_TICK_MS);
  }

  hostDisconnected(): void {
    clearInterval(this.timer);
    this.timer = undefined;
  }

  /** The server's time now, in milliseconds. */
  now(): number {
    return Date.now() + this.offset;
  }
}
