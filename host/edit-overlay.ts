import '@shoelace-style/shoelace/dist/components/spinner/spinner.js';
import { msg } from '@lit/localize';
import type { HttpClient } from '../api/client/http.js';

/** Calls whose url contains this save something (tender-portal section 9). */
export const EDIT_URL_MARK = 'doEdit';

/**
 * Covers the page while calls that save (urls containing doEdit) run: one overlay however many run at
 * once, gone when the last ends, however it ends. It takes the clicks meanwhile, so a save cannot be
 * sent twice (the "debounce" of tender-portal section 9). It wraps the client's transport: install it
 * after any transport of your own.
 */
export function installEditOverlay(http: Pick<HttpClient, 'transport'>): void {
  let running = 0;
  let overlay: HTMLElement | undefined;
  const begin = () => {
    running += 1;
    if (overlay) return;
    overlay = document.createElement('div');
    overlay.className = 'edit-overlay';
    overlay.setAttribute('role', 'status');
    overlay.append(document.createElement('sl-spinner'), document.createTextNode(msg('加载中…')));
    document.body.append(overlay);
  };
  const end = () => {
    running -= 1;
    if (running > 0) return;
    overlay?.remove();
    overlay = undefined;
  };
  const send = http.transport;
  http.transport = async (request) => {
    if (!request.url.split('?')[0]!.includes(EDIT_URL_MARK)) return send(request);
    begin();
    try {
      return await send(request);
    } finally {
      end();
    }
  };
}
