import { localized, msg, str } from '@lit/localize';
import { html, nothing } from 'lit';
import { property, query } from 'lit/decorators.js';
import { live } from 'lit/directives/live.js';
import {
  SEARCH_STATUSES,
  type SearchStatus,
  TRANSACTION_MODES,
  type TransactionMode,
} from '../../api/contract/tender.js';
import { EipElement } from '../core/eip-element.js';
import { later, withLaterParts } from '../core/later.js';
import { searchStatusLabel, transactionModeLabel } from '../core/project-status.js';
import { tenderSearchBarStyles } from './tender-search-bar.styles.js';

/** What the user searched for. */
export interface TenderSearch {
  transactionMode: TransactionMode | '';
  status: SearchStatus | '';
  keyword: string;
}

declare module '../core/eip-element.js' {
  interface EipEventDetailMap {
    'eip-search': TenderSearch;
    'eip-history-remove': { name: string };
    'eip-history-clear': Record<string, never>;
  }
}

function oneOf<T extends string>(allowed: readonly T[], value: unknown): T | '' {
  return (allowed as readonly unknown[]).includes(value) ? (value as T) : '';
}

/**
 * The home page's search: bidding type (competitive or comprehensive), project status (the five
 * search statuses), free text and a search button. Below it, when the page gives a history (the
 * signed-in user's earlier searches), chips that search again or can be removed.
 *
 * @tag tender-search-bar
 * @summary Search tender projects by bidding type, status and text, with the user's search history.
 *
 * @event eip-search - The user searched (button, Enter or a history chip). `detail: { transactionMode, status, keyword }`.
 * @event eip-history-remove - The user removed a history chip. `detail: { name }`.
 * @event eip-history-clear - The user cleared the whole history. `detail: {}`.
 *
 * @csspart base - The wrapper.
 * @csspart form - The row of controls.
 * @csspart history - The history line.
 * @csspart chip - One history entry.
 *
 * @cssproperty --search-bar-background - Background behind the controls. Defaults to the surface colour.
 * @cssproperty --search-bar-label-color - Colour of the controls' labels.
 * @cssproperty --search-bar-history-color - Colour of the history line's text.
 * @cssproperty --search-bar-chip-background - Background of a history chip.
 */
@localized()
export class TenderSearchBar extends EipElement {
  static override styles = tenderSearchBarStyles;

  @query('form') private form!: HTMLFormElement;

  /** The bidding type chosen: competitive or comprehensive; empty for both. */
  @property({ attribute: 'transaction-mode' }) transactionMode: TransactionMode | '' = '';

  /** The project status chosen; empty for any. */
  @property() status: SearchStatus | '' = '';

  /** The search text. */
  @property() keyword = '';

  /** Earlier searches to offer as chips, newest first; none are shown when empty (visitors). */
  @property({ type: Array }) history: readonly string[] = [];

  private read(): TenderSearch {
    const value = (name: string) =>
      this.form.querySelector<HTMLElement & { value: string | string[] }>(`[name="${name}"]`)?.value ?? '';
    return {
      transactionMode: oneOf(TRANSACTION_MODES, value('transactionMode')),
      status: oneOf(SEARCH_STATUSES, value('status')),
      keyword: String(value('keyword')).trim(),
    };
  }

  private search(next: TenderSearch) {
    this.transactionMode = next.transactionMode;
    this.status = next.status;
    this.keyword = next.keyword;
    this.emit('eip-search', next);
  }

  private handleSubmit(event: SubmitEvent) {
    event.preventDefault();
    this.search(this.read());
  }

  private handleChip(name: string) {
    this.search({ ...this.read(), keyword: name });
  }

  private renderHistory() {
    if (!this.history.length) return nothing;
    return html`<div part="history" role="group" aria-label=${msg('搜索历史')}>
      <span>${msg('搜索历史：')}</span>
      <ul>
        ${this.history.map(
          (name) => html`<li part="chip">
            <button type="button" class="name" title=${name} @click=${() => this.handleChip(name)}>${name}</button
            ><button
              type="button"
              class="remove"
              aria-label=${msg(str`删除搜索历史 ${name}`)}
              @click=${() => this.emit('eip-history-remove', { name })}
            >
              <sl-icon name="x-lg" aria-hidden="true"></sl-icon>
            </button>
          </li>`,
        )}
      </ul>
      <button type="button" class="clear" @click=${() => this.emit('eip-history-clear', {})}>${msg('清空')}</button>
    </div>`;
  }

  /** Done once the search controls, drawn `later`, are drawn too. */
  protected override getUpdateComplete(): Promise<boolean> {
    return withLaterParts(this, super.getUpdateComplete());
  }

  // Each control draws in a turn of its own while the page opens (../core/later.ts): together they
  // were one long task of the home page.
  override render() {
    return html`<div part="base">
      <form part="form" role="search" aria-label=${msg('项目搜索')} @submit=${this.handleSubmit}>
        ${later(html`<sl-select
          name="transactionMode"
          label=${msg('竞价类型')}
          placeholder=${msg('全部')}
          .value=${live(this.transactionMode)}
          clearable
        >
          ${TRANSACTION_MODES.map((mode) => html`<sl-option value=${mode}>${transactionModeLabel(mode)}</sl-option>`)}
        </sl-select>`)}
        ${later(html`<sl-select name="status" label=${msg('项目状态')} placeholder=${msg('全部')} .value=${live(this.status)} clearable>
          ${SEARCH_STATUSES.map((status) => html`<sl-option value=${status}>${searchStatusLabel(status)}</sl-option>`)}
        </sl-select>`)}
        ${later(html`<sl-input
          name="keyword"
          label=${msg('关键字')}
          placeholder=${msg('请输入项目名称、项目编号或公告标题')}
          .value=${live(this.keyword)}
          maxlength="100"
          clearable
        ></sl-input>`)}
        ${later(html`<sl-button type="submit" variant="primary">
          <sl-icon slot="prefix" name="search" aria-hidden="true"></sl-icon>${msg('搜索')}
        </sl-button>`)}
      </form>
      ${this.renderHistory()}
    </div>`;
  }
}
