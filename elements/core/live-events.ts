import type { ReactiveController, ReactiveControllerHost } from 'lit';

/** Whether the live stream is up, coming up, or down and waiting to try again. */
export type LiveState = 'connecting' | 'open' | 'retrying' | 'off';

export interface LiveEventsOptions {
  /** Which stream to follow (e.g. a project id, '' for all); undefined: none (e.g. not loaded yet). */
  stream: () => string | undefined;
  /**
   * The address that opens `stream` once, resuming after `lastEventId`: asked again for every
   * connection, since it carries a one-time ticket (never the session token, which a url would leak).
   */
  connect: (stream: string, lastEventId: string | undefined, signal: AbortSignal) => Promise<string>;
  /** The event names to listen to (the SSE `event:` field). */
  types: readonly string[];
  /** One event: its name, its parsed `data:` and its `id:` (absent for unstored events). */
  onEvent: (type: string, data: unknown, id: string | undefined) => void;
  /** Called after the stream (re)opened: a page reloads what it may have missed while it was down. */
  onOpen?: () => void;
}

/** First wait before a reconnect; doubled after each failure up to the maximum. */
const RETRY_FIRST_MS = 1000;
const RETRY_MAX_MS = 15_000;

/**
 * A server-sent-events stream for as long as the host is connected. Its address is good for one
 * connection (a one-time ticket), so the browser's own reconnect, which would send the spent address
 * again, is never used: when the stream fails or ends, this controller closes it and, after a growing
 * wait (spread at random, so a restarted server is not met by every client at once), asks `connect` for
 * a new address with the last id it saw as `lastEventId`, so nothing stored is missed.
 * The host re-renders when the stream is lost (`state` 'retrying') and when it is back.
 */
export class LiveEventsController implements ReactiveController {
  state: LiveState = 'off';
  private source: EventSource | undefined;
  /** The address being asked for; aborted when the stream changes or the host goes. */
  private asking: AbortController | undefined;
  private lastId: string | undefined;
  private followed: string | undefined;
  private retryTimer: ReturnType<typeof setTimeout> | undefined;
  private retryWait = RETRY_FIRST_MS;
  private connected = false;

  constructor(
    private readonly host: ReactiveControllerHost,
    private readonly options: LiveEventsOptions,
  ) {
    host.addController(this);
  }

  hostConnected(): void {
    this.connected = true;
    this.sync();
  }

  hostUpdated(): void {
    // The stream depends on properties (the project): follow it when it changes.
    if (this.connected && this.options.stream() !== this.followed) this.sync();
  }

  hostDisconnected(): void {
    this.connected = false;
    this.close();
    this.setState('off');
  }

  /** Opens the stream again now (e.g. after the page came back online). */
  reconnect(): void {
    this.close();
    this.sync();
  }

  private sync(): void {
    const stream = this.options.stream();
    if (stream === this.followed && (this.source || this.asking || this.retryTimer)) return;
    this.close();
    if (stream !== this.followed) {
      // Another stream: its ids are not ours.
      this.lastId = undefined;
      this.retryWait = RETRY_FIRST_MS;
    }
    this.followed = stream;
    if (stream === undefined || !this.connected) {
      this.setState('off');
      return;
    }
    void this.open(stream);
  }

  private async open(stream: string): Promise<void> {
    const asking = new AbortController();
    this.asking = asking;
    if (this.state !== 'retrying') this.setState('connecting');
    let url: string;
    try {
      url = await this.options.connect(stream, this.lastId, asking.signal);
    } catch {
      if (this.asking === asking) this.scheduleRetry(stream);
      return;
    }
    if (this.asking !== asking) return;
    this.asking = undefined;
    const source = new EventSource(url);
    this.source = source;
    source.addEventListener('open', () => {
      if (this.source !== source) return;
      this.retryWait = RETRY_FIRST_MS;
      this.setState('open');
      this.options.onOpen?.();
    });
    // Dropped, refused or ended: a new address, not the browser's retry with the spent one.
    source.addEventListener('error', () => {
      if (this.source === source) this.scheduleRetry(stream);
    });
    for (const type of this.options.types) {
      source.addEventListener(type, (event) => {
        if (this.source !== source) return;
        const message = event as MessageEvent<string>;
        if (message.lastEventId) this.lastId = message.lastEventId;
        let data: unknown;
        try {
          data = JSON.parse(message.data);
        } catch {
          return;
        }
        this.options.onEvent(type, data, message.lastEventId || undefined);
      });
    }
  }

  private scheduleRetry(stream: string): void {
    this.close();
    this.followed = stream;
    this.setState('retrying');
    const wait = this.retryWait + Math.floor(Math.random() * (this.retryWait / 2));
    this.retryWait = Math.min(RETRY_MAX_MS, this.retryWait * 2);
    this.retryTimer = setTimeout(() => {
      this.retryTimer = undefined;
      if (this.connected && this.options.stream() === stream) void this.open(stream);
    }, wait);
  }

  private close(): void {
    clearTimeout(this.retryTimer);
    this.retryTimer = undefined;
    this.asking?.abort();
    this.asking = undefined;
    this.source?.close();
    this.source = undefined;
  }

  private setState(state: LiveState): void {
    if (this.state === state) return;
    const shown = this.state === 'retrying' || state === 'retrying';
    this.state = state;
    // Only the loss is shown; opening a stream after an update need not render again.
    if (shown) this.host.requestUpdate();
  }
}
