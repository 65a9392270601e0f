import { msg, str } from '@lit/localize';
import { html, nothing, type TemplateResult } from 'lit';
import type { ApiClient } from '../../api/client/index.js';
import { ConfirmController } from '../core/confirm-controller.js';
import type { EipElement } from '../core/eip-element.js';
import { answerValue } from '../core/load-states.js';

declare module '../core/eip-element.js' {
  interface EipEventDetailMap {
    /** The user removed a read notice from their 已阅 list (delBpmTaskNoticeById). */
    'eip-notice-remove': { id: string; instId: string };
  }
}

/** The list that holds it: the kind it shows, and how it loads again. */
type NoticeListHost = EipElement & { kind: string; reload(): void };

/**
 * The remove action of the read-notice list (已阅, `kind="noticeDoneRead"`): a toolbar button acting on
 * the chosen row, as the flow chart button does (a button inside a listbox option could not be
 * reached), asks first, then removes the notice on the server, loads the list again and emits
 * `eip-notice-remove`. Any other list renders nothing.
 */
export class NoticeRemoveController {
  private readonly confirm: ConfirmController;
  private busy = false;
  private error = '';
  private done = '';

  constructor(
    private readonly host: NoticeListHost,
    private readonly options: { api: () => ApiClient; selected: () => Record<string, unknown> | undefined },
  ) {
    this.confirm = new ConfirmController(host);
  }

  private async remove(): Promise<void> {
    const row = this.options.selected();
    const id = typeof row?.id === 'string' ? row.id : '';
    if (!row || !id || this.busy) return;
    const subject = typeof row.subject === 'string' ? row.subject : '';
    const asked = await this.confirm.ask(msg(str`确定从已阅列表中删除“${subject}”吗？`), {
      title: msg('删除已阅'),
      confirmLabel: msg('删除'),
    });
    if (!asked) return;
    this.busy = true;
    this.error = '';
    this.done = '';
    this.host.requestUpdate();
    try {
      answerValue(await this.options.api().runtime.delBpmTaskNoticeById(id));
      this.done = msg(str`已删除“${subject}”`);
      this.host.emit('eip-notice-remove', { id, instId: typeof row.instId === 'string' ? row.instId : '' });
      this.host.reload();
    } catch (error) {
      this.error = error instanceof Error && error.message ? error.message : msg('删除失败');
    } finally {
      this.busy = false;
      this.host.requestUpdate();
    }
  }

  /** The confirmation, outside the toolbar (a search landmark may not hold a dialog's header and footer). */
  renderDialog(): TemplateResult | typeof nothing {
    return this.confirm.render();
  }

  /** The button and what became of it, in the toolbar; nothing outside the read-notice list. */
  render(): TemplateResult | typeof nothing {
    if (this.host.kind !== 'noticeDoneRead') return nothing;
    return html`<sl-button
        size="small"
        variant="danger"
        outline
        ?disabled=${!this.options.selected()}
        ?loading=${this.busy}
        @click=${() => void this.remove()}
        ><sl-icon slot="prefix" name="trash" aria-hidden="true"></sl-icon>${msg('删除')}</sl-button
      >
      <span class="visually-hidden" role="status">${this.done}</span>
      ${this.error ? html`<span class="error" role="alert">${this.error}</span>` : nothing}`;
  }
}
