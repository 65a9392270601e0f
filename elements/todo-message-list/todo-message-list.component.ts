import { localized, msg } from '@lit/localize';
import { Task, TaskStatus } from '@lit/task';
import { html, nothing } from 'lit';
import { property, state } from 'lit/decorators.js';
import { classMap } from 'lit/directives/class-map.js';
import type { QueryBody } from '../../api/contract/envelope.js';
import type { ProcureMessage } from '../../api/contract/tender.js';
import { EipElement } from '../core/eip-element.js';
import { formatDateTime } from '../core/format.js';
import { answerValue, pagedListRender } from '../core/load-states.js';
import { OpenedMessageController, renderDetailState } from '../core/message-detail.js';
import { todoMessageListStyles } from './todo-message-list.styles.js';

export const TODO_MESSAGE_FILTERS = ['all', 'unread'] as const;
export type TodoMessageFilter = (typeof TODO_MESSAGE_FILTERS)[number];

/** The event the list fires; it reaches window, where the header badge listens. */
export const MESSAGE_READ_EVENT = 'eip-message-read';

declare module '../core/eip-element.js' {
  interface EipEventDetailMap {
    'eip-message-read': { id: string | null };
  }
}

/**
 * The signed-in user's to-do messages (procureMessage getMyMessage), newest first and paged, with
 * the unread ones marked. Activating a message opens it in place (getDetail, which marks it read
 * on the server); '全部已读' marks every message read (readAll).
 *
 * Whenever messages become read the element emits `eip-message-read`; the event bubbles out of any
 * shadow root up to `window`, where the portal's to-do badge listens and reloads its count.
 *
 * @tag todo-message-list
 * @summary The user's to-do messages: a paged list with unread marks, opened in place.
 *
 * @event eip-message-read - A message was opened for the first time (`detail: { id }`) or all were marked read (`detail: { id: null }`). Reaches window.
 *
 * @csspart base - The wrapper of everything.
 * @csspart toolbar - The filter and the '全部已读' button.
 * @csspart item - One message row.
 * @csspart subject - The button that opens a message.
 * @csspart detail - The opened message: its content and times.
 * @csspart pagination - The pager.
 * @csspart status - The loading, error or empty line.
 */
@localized()
export class TodoMessageList extends EipElement {
  static override styles = todoMessageListStyles;

  private readonly loader = new Task(this, {
    task: async ([page, pageSize, filter], { signal }) => {
      const body: QueryBody = {
        pageBean: { page, pageSize, showTotal: true },
        querys: filter === 'unread' ? [{ property: 'isRead', value: false, operation: 'EQUAL' }] : [],
      };
      return answerValue(await this.api.procureMessage.getMyMessage(body, signal));
    },
    args: () => [this.page, this.pageSize, this.filter] as const,
  });

  private readonly opened = new OpenedMessageController<ProcureMessage>(
    this,
    async (id) => answerValue(await this.api.procureMessage.getDetail(id)),
    (id, detail) => {
      const message = this.loader.value?.rows.find((row) => row.id === id);
      const wasUnread = message ? !this.isRead(message) : false;
      if (message) Object.assign(message, { content: detail.content, readTime: detail.readTime });
      this.readIds = new Set(this.readIds).add(id);
      if (wasUnread) this.announceRead(id);
    },
  );

  @state() private page = 1;
  @state() private filter: TodoMessageFilter = 'all';
  @state() private readIds = new Set<string>();
  @state() private readingAll = false;
  @state() private readAllError = '';

  /** Messages per page. */
  @property({ type: Number, attribute: 'page-size' }) pageSize = 10;

  private isRead(message: ProcureMessage): boolean {
    return message.isRead || this.readIds.has(message.id);
  }

  private announceRead(id: string | null): void {
    // Bubbles and composed: it reaches window (where the header badge listens) from any shadow root.
    this.emit(MESSAGE_READ_EVENT, { id });
  }

  private handleFilter(event: Event): void {
    const value = (event.target as HTMLInputElement).value;
    this.filter = value === 'unread' ? 'unread' : 'all';
    this.page = 1;
    this.opened.close();
  }

  private handlePage(page: number, pageSize: number): void {
    this.page = page;
    this.pageSize = pageSize;
    this.opened.close();
  }

  private async handleReadAll(): Promise<void> {
    this.readingAll = true;
    this.readAllError = '';
    try {
      answerValue(await this.api.procureMessage.readAll());
      const rows = this.loader.value?.rows ?? [];
      this.readIds = new Set([...this.readIds, ...rows.map((row) => row.id)]);
      this.announceRead(null);
      if (this.filter === 'unread') this.reload();
    } catch (error) {
      this.readAllError = error instanceof Error && error.message ? error.message : msg('操作失败');
    } finally {
      this.readingAll = false;
    }
  }

  /** Loads the current page again. */
  reload(): void {
    void this.loader.run();
  }

  private renderDetail(message: ProcureMessage) {
    const detail = this.opened.stateOf(message.id);
    const id = `detail-${message.id}`;
    const pending = renderDetailState(id, detail);
    if (pending || detail?.status !== 'done') return pending;
    return html`<div id=${id} part="detail" class="detail">
      <p class="content">${message.content || message.subject}</p>
      <dl class="times">
        <dt>${msg('发送时间')}</dt>
        <dd><time datetime=${message.createTime}>${formatDateTime(message.createTime, 'YYYY-MM-DD HH:mm')}</time></dd>
        ${
          message.readTime
            ? html`<dt>${msg('阅读时间')}</dt>
                <dd><time datetime=${message.readTime}>${formatDateTime(message.readTime, 'YYYY-MM-DD HH:mm')}</time></dd>`
            : nothing
        }
      </dl>
    </div>`;
  }

  private renderItem(message: ProcureMessage) {
    const read = this.isRead(message);
    const expanded = this.opened.openId === message.id;
    return html`<li part="item" class=${classMap({ unread: !read, expanded })}>
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
        <span class="subject">${message.subject}</span>
        <time datetime=${message.createTime}>${formatDateTime(message.createTime, 'YYYY-MM-DD HH:mm')}</time>
      </button>
      ${expanded ? this.renderDetail(message) : nothing}
    </li>`;
  }

  private renderList() {
    return this.loader.render(
      pagedListRender({
        previous: this.loader.value,
        emptyText: msg('暂无待办消息'),
        renderItem: (message) => this.renderItem(message),
        paging: { page: this.page, pageSize: this.pageSize },
        go: (next, size) => this.handlePage(next, size),
        retry: () => this.reload(),
      }),
    );
  }

  override render() {
    const busy = this.loader.status === TaskStatus.PENDING;
    return html`<div part="base">
      <div part="toolbar" class="toolbar">
        <sl-radio-group
          size="small"
          label=${msg('筛选')}
          value=${this.filter}
          @sl-change=${this.handleFilter}
        >
          <sl-radio-button value="all">${msg('全部')}</sl-radio-button>
          <sl-radio-button value="unread">${msg('未读')}</sl-radio-button>
        </sl-radio-group>
        <sl-button size="small" ?loading=${this.readingAll} ?disabled=${busy} @click=${this.handleReadAll}
          >${msg('全部已读')}</sl-button
        >
      </div>
      ${this.readAllError ? html`<div class="read-all-error" role="alert">${this.readAllError}</div>` : nothing}
      ${this.renderList()}
    </div>`;
  }
}
