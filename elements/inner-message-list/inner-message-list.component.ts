import { localized, msg, str } from '@lit/localize';
import { Task, TaskStatus } from '@lit/task';
import { html, nothing } from 'lit';
import { property, state } from 'lit/decorators.js';
import { classMap } from 'lit/directives/class-map.js';
import type { QueryBody, QueryFilter } from '../../api/contract/envelope.js';
import {
  INNER_MESSAGE_TYPES,
  type InnerMessage,
  type InnerMessageType,
} from '../../api/contract/messages.js';
import { EipElement } from '../core/eip-element.js';
import { daysFrom, formatDateTime } from '../core/format.js';
import { HostInfoController } from '../core/host-context.js';
import { INNER_MESSAGE_CHANGE_EVENT } from '../core/inner-message-events.js';
import { answerValue, pagedListRender } from '../core/load-states.js';
import { OpenedMessageController, renderDetailState } from '../core/message-detail.js';
import { colon } from '../core/procure-labels.js';
import { innerMessageListStyles } from './inner-message-list.styles.js';

export const INNER_MESSAGE_READ_FILTERS = ['all', 'unread', 'read'] as const;
export type InnerMessageReadFilter = (typeof INNER_MESSAGE_READ_FILTERS)[number];
/** How far back the list looks: every message, or the last 7 or 30 days. */
export const INNER_MESSAGE_PERIODS = ['all', '7', '30'] as const;
export type InnerMessagePeriod = (typeof INNER_MESSAGE_PERIODS)[number];

export function innerMessageTypeLabel(type: InnerMessageType): string {
  const labels: Record<InnerMessageType, string> = {
    system: msg('系统消息'),
    task: msg('流程消息'),
    personal: msg('个人消息'),
  };
  return labels[type];
}

/**
 * The signed-in user's inner messages (messageReceiver list): unread first, then the newest, paged;
 * filtered by read state, type, a search on the subject or sender, and time. Rows can be chosen and
 * marked read or unread or removed together (mark, remove: only the user's own copy goes). Opening a
 * row shows the message in place (get, which marks it read) with its sanitized body, and a link to what
 * it is about (e.g. the approval form) when it has one.
 *
 * Whenever read states change the element emits `eip-inner-message-change`; it bubbles out of any
 * shadow root up to `window`, where the portal's message badge listens and reloads its count.
 *
 * @tag inner-message-list
 * @summary The user's inner messages: filters, unread first, mark read or unread, remove, open in place.
 *
 * @event eip-inner-message-change - Messages were opened, marked or removed. `detail: { ids }`. Reaches window.
 * @event eip-navigate - The link of a message was clicked; call preventDefault() to route it yourself. `detail: { href }`.
 *
 * @csspart base - The wrapper of everything.
 * @csspart toolbar - The filters.
 * @csspart actions - The select-all box and the buttons acting on the chosen messages.
 * @csspart item - One message row.
 * @csspart subject - The button that opens a message.
 * @csspart detail - The opened message: its body, times and link.
 * @csspart pagination - The pager.
 * @csspart status - The loading, error or empty line.
 */
@localized()
export class InnerMessageList extends EipElement {
  static override styles = innerMessageListStyles;

  private readonly hostInfo = new HostInfoController(this);

  private readonly loader = new Task(this, {
    task: async ([page, pageSize, readFilter, type, keyword, period], { signal }) => {
      const querys: QueryFilter[] = [];
      if (readFilter !== 'all')
        querys.push({ property: 'isRead', value: readFilter === 'read', operation: 'EQUAL' });
      if (type) querys.push({ property: 'type', value: type, operation: 'EQUAL' });
      if (keyword) {
        for (const property of ['subject', 'senderName']) {
          querys.push({ property, value: keyword, operation: 'LIKE', relation: 'OR', group: 'keyword' });
        }
      }
      if (period !== 'all') {
        const since = daysFrom(Date.now(), -Number(period)).toISOString();
        querys.push({ property: 'createTime', value: since, operation: 'GREAT_EQUAL' });
      }
      const body: QueryBody = { pageBean: { page, pageSize, showTotal: true }, querys };
      return answerValue(await this.api.messages.list(body, signal));
    },
    args: () => [this.page, this.pageSize, this.readFilter, this.type, this.keyword, this.period] as const,
  });

  private readonly opened = new OpenedMessageController<InnerMessage>(
    this,
    async (id) => answerValue(await this.api.messages.get(id)),
    (id) => {
      const message = this.rows.find((row) => row.id === id);
      const wasUnread = message ? !this.isRead(message) : false;
      this.readState = new Map(this.readState).set(id, true);
      if (wasUnread) this.announce([id]);
    },
  );

  @state() private page = 1;
  @state() private readFilter: InnerMessageReadFilter = 'all';
  @state() private type: InnerMessageType | '' = '';
  @state() private keyword = '';
  @state() private period: InnerMessagePeriod = 'all';
  @state() private chosen = new Set<string>();
  @state() private readState = new Map<string, boolean>();
  @state() private busyAction: 'read' | 'unread' | 'remove' | undefined;
  @state() private confirmingRemove = false;
  @state() private actionError = '';

  /** Messages per page. */
  @property({ type: Number, attribute: 'page-size' }) pageSize = 10;

  private get rows(): InnerMessage[] {
    return this.loader.value?.rows ?? [];
  }

  private isRead(message: InnerMessage): boolean {
    return this.readState.get(message.id) ?? message.isRead;
  }

  private announce(ids: string[]): void {
    this.emit(INNER_MESSAGE_CHANGE_EVENT, { ids });
  }

  private resetView(): void {
    this.page = 1;
    this.opened.close();
    this.chosen = new Set();
    this.confirmingRemove = false;
  }

  private handleReadFilter(event: Event): void {
    const value = (event.target as HTMLInputElement).value as InnerMessageReadFilter;
    this.readFilter = INNER_MESSAGE_READ_FILTERS.includes(value) ? value : 'all';
    this.resetView();
  }

  private handleType(event: Event): void {
    const value = (event.target as HTMLSelectElement).value;
    this.type = (INNER_MESSAGE_TYPES as readonly string[]).includes(value) ? (value as InnerMessageType) : '';
    this.resetView();
  }

  private handlePeriod(event: Event): void {
    const value = (event.target as HTMLSelectElement).value as InnerMessagePeriod;
    this.period = INNER_MESSAGE_PERIODS.includes(value) ? value : 'all';
    this.resetView();
  }

  private handleSearch(event: SubmitEvent): void {
    event.preventDefault();
    const input = (event.target as HTMLFormElement).elements.namedItem('keyword') as HTMLInputElement;
    this.keyword = input.value.trim();
    this.resetView();
  }

  private handlePage(page: number, pageSize: number): void {
    this.page = page;
    this.pageSize = pageSize;
    this.opened.close();
    this.chosen = new Set();
  }

  private handleChoose(message: InnerMessage, event: Event): void {
    const next = new Set(this.chosen);
    if ((event.target as HTMLInputElement).checked) next.add(message.id);
    else next.delete(message.id);
    this.chosen = next;
  }

  private handleChooseAll(event: Event): void {
    this.chosen = (event.target as HTMLInputElement).checked
      ? new Set(this.rows.map((row) => row.id))
      : new Set();
  }

  private async act(action: 'read' | 'unread' | 'remove'): Promise<void> {
    const ids = [...this.chosen];
    if (ids.length === 0) return;
    this.busyAction = action;
    this.actionError = '';
    try {
      if (action === 'remove') {
        answerValue(await this.api.messages.remove(ids));
        this.chosen = new Set();
        this.confirmingRemove = false;
        this.reload();
      } else {
        answerValue(await this.api.messages.mark(ids, action === 'read'));
        const next = new Map(this.readState);
        for (const id of ids) next.set(id, action === 'read');
        this.readState = next;
        this.chosen = new Set();
        if (this.readFilter !== 'all') this.reload();
      }
      this.announce(ids);
    } catch (error) {
      this.actionError = error instanceof Error && error.message ? error.message : msg('操作失败');
    } finally {
      this.busyAction = undefined;
    }
  }

  /** Loads the current page again (e.g. after a message was sent to the user). */
  reload(): void {
    this.readState = new Map();
    void this.loader.run();
  }

  private renderDetail(message: InnerMessage) {
    const detail = this.opened.stateOf(message.id);
    const id = `detail-${message.id}`;
    const pending = renderDetailState(id, detail);
    if (pending || detail?.status !== 'done') return pending;
    const href = message.link ? `${this.hostInfo.value.linkBase}${message.link}` : '';
    return html`<div id=${id} part="detail" class="detail">
      <rich-text .content=${detail.value.body ?? ''}></rich-text>
      <div class="detail-foot">
        <span>${msg('发送人')}${colon()}${message.senderName}</span>
        <span
          >${msg('发送时间')}${colon()}<time datetime=${message.createTime}
            >${formatDateTime(message.createTime, 'YYYY-MM-DD HH:mm')}</time
          ></span
        >
        ${
          href
            ? html`<a class="open-link" href=${href} @click=${(event: MouseEvent) => this.handleLink(event, href)}
                >${msg('查看详情')}</a
              >`
            : nothing
        }
      </div>
    </div>`;
  }

  private renderItem(message: InnerMessage) {
    const read = this.isRead(message);
    const expanded = this.opened.openId === message.id;
    return html`<li part="item" class=${classMap({ unread: !read, expanded })}>
      <div class="row">
        <input
          type="checkbox"
          class="choose"
          aria-label=${msg(str`选择：${message.subject}`)}
          .checked=${this.chosen.has(message.id)}
          @change=${(event: Event) => this.handleChoose(message, event)}
        />
        <button
          part="subject"
          class="toggle"
          type="button"
          aria-expanded=${expanded ? 'true' : 'false'}
          aria-controls=${`detail-${message.id}`}
          @click=${() => this.opened.toggle(message.id)}
        >
          <span class="dot" aria-hidden="true"></span>
          ${read ? nothing : html`<span class="visually-hidden">${msg('未读')}</span>`}
          <span class="type type--${message.type}">${innerMessageTypeLabel(message.type)}</span>
          <span class="subject">${message.subject}</span>
          <span class="sender">${message.senderName}</span>
          <time datetime=${message.createTime}>${formatDateTime(message.createTime, 'YYYY-MM-DD HH:mm')}</time>
        </button>
      </div>
      ${expanded ? this.renderDetail(message) : nothing}
    </li>`;
  }

  private renderActions() {
    const count = this.chosen.size;
    const rows = this.rows;
    const all = rows.length > 0 && rows.every((row) => this.chosen.has(row.id));
    const none = count === 0 || this.busyAction !== undefined;
    return html`<div part="actions" class="actions">
      <label class="choose-all">
        <input type="checkbox" .checked=${all} ?disabled=${rows.length === 0} @change=${this.handleChooseAll} />
        ${msg('全选本页')}
      </label>
      <sl-button size="small" ?disabled=${none} ?loading=${this.busyAction === 'read'} @click=${() => this.act('read')}
        >${msg('标为已读')}</sl-button
      >
      <sl-button
        size="small"
        ?disabled=${none}
        ?loading=${this.busyAction === 'unread'}
        @click=${() => this.act('unread')}
        >${msg('标为未读')}</sl-button
      >
      ${
        this.confirmingRemove
          ? html`<span class="confirm" role="group" aria-label=${msg('确认删除')}>
              <span>${msg(str`确定删除选中的 ${count} 条消息？`)}</span>
              <sl-button
                size="small"
                variant="danger"
                ?loading=${this.busyAction === 'remove'}
                @click=${() => this.act('remove')}
                >${msg('删除')}</sl-button
              >
              <sl-button size="small" @click=${() => (this.confirmingRemove = false)}>${msg('取消')}</sl-button>
            </span>`
          : html`<sl-button size="small" variant="danger" outline ?disabled=${none} @click=${() => (this.confirmingRemove = true)}
              >${msg('删除')}</sl-button
            >`
      }
      ${count ? html`<span class="chosen-count" role="status">${msg(str`已选 ${count} 条`)}</span>` : nothing}
    </div>`;
  }

  override render() {
    const busy = this.loader.status === TaskStatus.PENDING;
    return html`<div part="base" aria-busy=${busy ? 'true' : 'false'}>
      <div part="toolbar" class="toolbar">
        <sl-radio-group size="small" label=${msg('阅读状态')} value=${this.readFilter} @sl-change=${this.handleReadFilter}>
          <sl-radio-button value="all">${msg('全部')}</sl-radio-button>
          <sl-radio-button value="unread">${msg('未读')}</sl-radio-button>
          <sl-radio-button value="read">${msg('已读')}</sl-radio-button>
        </sl-radio-group>
        <label class="field"
          >${msg('类型')}
          <select .value=${this.type} @change=${this.handleType}>
            <option value="">${msg('全部类型')}</option>
            ${INNER_MESSAGE_TYPES.map((type) => html`<option value=${type}>${innerMessageTypeLabel(type)}</option>`)}
          </select>
        </label>
        <label class="field"
          >${msg('时间')}
          <select .value=${this.period} @change=${this.handlePeriod}>
            <option value="all">${msg('全部时间')}</option>
            <option value="7">${msg('最近7天')}</option>
            <option value="30">${msg('最近30天')}</option>
          </select>
        </label>
        <form class="search" role="search" @submit=${this.handleSearch}>
          <input
            type="search"
            name="keyword"
            aria-label=${msg('搜索主题或发送人')}
            placeholder=${msg('搜索主题或发送人')}
            .value=${this.keyword}
          />
          <sl-button size="small" type="submit">${msg('搜索')}</sl-button>
        </form>
      </div>
      ${this.renderActions()}
      ${this.actionError ? html`<div class="action-error" role="alert">${this.actionError}</div>` : nothing}
      ${this.loader.render(
        pagedListRender({
          previous: this.loader.value,
          emptyText: msg('暂无消息'),
          renderItem: (message) => this.renderItem(message),
          paging: { page: this.page, pageSize: this.pageSize },
          go: (next, size) => this.handlePage(next, size),
          retry: () => this.reload(),
        }),
      )}
    </div>`;
  }
}
