import { msg } from '@lit/localize';
import { html, type TemplateResult } from 'lit';

/** Where an opened message stands: loading, refused (with the message), or loaded. */
export type MessageDetailState =
  | { status: 'loading' }
  | { status: 'error'; message: string }
  | { status: 'done' };

/**
 * The opened message of todo-message-list and inner-message-list while it loads or after it failed;
 * undefined once it is loaded (the list renders it then). `id` is what the row's aria-controls names.
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
