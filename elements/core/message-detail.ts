import { msg } from '@lit/localize';
import { html, type ReactiveControllerHost, type TemplateResult } from 'lit';

/** Where an opened message stands: loading, refused (with the message), or loaded with its detail. */
export type MessageDetailState<D> =
  | { status: 'loading' }
  | { status: 'error'; message: string }
  | { status: 'done'; value: D };

/**
 * The one opened message of a message list (todo-message-list, inner-message-list): toggling a row
 * opens it and loads its detail once (the server marks it read then), or closes it. `loaded` runs
 * after a first successful load, with the detail. It has no lifecycle of its own: it only asks the
 * host to render again.
 */
export class OpenedMessageController<D> {
  /** The id of the opened message, if any. */
  openId: string | undefined;
  private details = new Map<string, MessageDetailState<D>>();

  constructor(
    private readonly host: ReactiveControllerHost,
    private readonly load: (id: string) => Promise<D>,
    private readonly loaded: (id: string, detail: D) => void,
  ) {}

  stateOf(id: string): MessageDetailState<D> | undefined {
    return this.details.get(id);
  }

  close(): void {
    this.openId = undefined;
    this.host.requestUpdate();
  }

  /** Opens the message (loading it the first time) or closes it when it is the open one. */
  async toggle(id: string): Promise<void> {
    if (this.openId === id) return this.close();
    this.openId = id;
    if (this.details.get(id)?.status === 'done') return this.host.requestUpdate();
    this.set(id, { status: 'loading' });
    try {
      const detail = await this.load(id);
      this.set(id, { status: 'done', value: detail });
      this.loaded(id, detail);
    } catch (error) {
      this.set(id, {
        status: 'error',
        message: error instanceof Error && error.message ? error.message : msg('加载失败'),
      });
    }
  }

  private set(id: string, state: MessageDetailState<D>): void {
    this.details.set(id, state);
    this.host.requestUpdate();
  }
}

/**
 * The opened message while it loads or after it failed; undefined once it is loaded (the list renders
 * it then). `id` is what the row's aria-controls names.
 */
export function renderDetailState(
  id: string,
  detail: { status: string; message?: string } | undefined,
): TemplateResult | undefined {
  if (!detail || detail.status === 'loading') {
    return html`<div id=${id} part="detail" class="detail" role="status">${msg('加载中…')}</div>`;
  }
  if (detail.status === 'error') {
    return html`<div id=${id} part="detail" class="detail detail--error" role="alert">${detail.message}</div>`;
  }
  return undefined;
}
