import type { ReactiveController, ReactiveControllerHost } from 'lit';

/** Typing settles for this long before a list searches. */
const SEARCH_DELAY_MS = 300;

/**
 * A list's search box: what is typed shows at once, the keyword a list searches with follows once
 * typing settles (then `onSettle` runs, e.g. back to page one).
 */
export class SearchController implements ReactiveController {
  typed = '';
  keyword = '';
  private timer: ReturnType<typeof setTimeout> | undefined;

  constructor(
    private readonly host: ReactiveControllerHost,
    private readonly onSettle: () => void = () => {},
  ) {
    host.addController(this);
  }

  hostDisconnected(): void {
    clearTimeout(this.timer);
  }

  /** The search box's input handler. */
  readonly handleInput = (event: Event): void => {
    this.typed = (event.target as HTMLInputElement).value;
    this.host.requestUpdate();
    clearTimeout(this.timer);
    this.timer = setTimeout(() => {
      this.keyword = this.typed.trim();
      this.onSettle();
      this.host.requestUpdate();
    }, SEARCH_DELAY_MS);
  };

  /** Empties the box and the keyword (another folder opened). */
  clear(): void {
    clearTimeout(this.timer);
    this.typed = '';
    this.keyword = '';
  }
}
