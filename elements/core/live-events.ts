import type { ReactiveController, ReactiveControllerHost } from 'lit';

/** Whether the live stream is up, coming up, or down and waiting to try again. */
export type LiveState = 'connecting' | 'open' | 'retrying' | 'off';

export interface LiveEventsOptions {
  /** The stream's address without the resume parameter; undefined: no stream (e.g. no project yet). */
  url: () => string | undefined;
  /** The event names to listen to (the SSE `event:` field). */
  types: readonly string[];
  /** One event: its name, its parsed `data:` and its `id:` (absent for unstored events). */
  onEvent: (type: string, data: unknown, id: string | undefined) => void;
  /** Called after the stream (re)opened: a page reloads what it may have missed while it was down. */
  onOpen?: () => void;
}

/** First wait before a manual reconnect; doubled after each failure up to the maximum. */
const RETRY_FIRST_MS = 1000;
const RETRY_MAX_MS = 15_000;

/**
 * A server-sent-events stream for as long as the host is connected. The browser's EventSource
 * reconnects by itself after a dropped connection and sends Last-Event-ID then; when the server
 * refuses or the stream closes for good (readyState CLOSED), this controller opens a new one after a
 * growing wait and passes the last id it saw as `lastEventId`, so nothing stored is missed either way.
 * The host re-renders when the stream is lost (`state` 'retrying') and when it is back.
 */
export class LiveEventsController implements ReactiveController {
  state: LiveState = 'off';
  private source: EventSource | undefined;
  private lastId: string | undefined;
  private openedUrl: string | undefined;
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
    // The address depends on properties (the project): follow it when it changes.
    if (this.connected && this.options.url() !== this.openedUrl) this.sync();
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
    const url = this.options.url();
    if (url === this.openedUrl && this.source) return;
    this.close();
    if (url !== this.openedUrl) {
      // Another stream: its ids are not ours.
      this.lastId = undefined;
      this.retryWait = RETRY_FIRST_MS;
    }
    this.openedUrl = url;
    if (!url || !this.connected) {
      this.setState('off');
      return;
    }
    this.open(url);
  }

  private open(url: string): void {
    const target = this.lastId
      ? `${url}${url.includes('?') ? '&' : '?'}lastEventId=${encodeURIComponent(this.lastId)}`
      : url;
    const source = new EventSource(target);
    this.source = source;
    this.setState('connecting');
    source.addEventListener('open', () => {
      if (this.source !== source) return;
      this.retryWait = RETRY_FIRST_MS;
      this.setState('open');
      this.options.onOpen?.();
    });
    source.addEventListener('error', () => {
      if (this.source !== source) return;
      if (source.readyState === EventSource.CLOSED) this.scheduleRetry(url);
      // CONNECTING: the browser retries by itself, with Last-Event-ID.
      else this.setState('retrying');
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

  private scheduleRetry(url: string): void {
    this.close();
    this.openedUrl = url;
    this.setState('retrying');
    const wait = this.retryWait;
    this.retryWait = Math.min(RETRY_MAX_MS, this.retryWait * 2);
    this.retryTimer = setTimeout(() => {
      this.retryTimer = undefined;
      if (this.connected && this.options.url() === url) this.open(url);
    }, wait);
  }

  private close(): void {
    clearTimeout(this.retryTimer);
    this.retryTimer = undefined;
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
