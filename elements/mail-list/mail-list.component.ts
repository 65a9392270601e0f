import { localized, msg, str } from '@lit/localize';
import { Task, TaskStatus } from '@lit/task';
import { html, nothing, type PropertyValues } from 'lit';
import { property, state } from 'lit/decorators.js';
import { classMap } from 'lit/directives/class-map.js';
import { live } from 'lit/directives/live.js';
import type { QueryBody, QueryFilter } from '../../api/contract/envelope.js';
import { formatMailAddress, type MailRow } from '../../api/contract/mail.js';
import { ConfirmController } from '../core/confirm-controller.js';
import { EipElement } from '../core/eip-element.js';
import { formatDateTime } from '../core/format.js';
import { acceptedValue, failureText } from '../core/forms/server-calls.js';
import { answerValue, pagedListRender } from '../core/load-states.js';
import type { MailChange } from '../core/mail-events.js';
import { SearchController } from '../core/search-controller.js';
import { mailListStyles } from './mail-list.styles.js';

declare module '../core/eip-element.js' {
  interface EipEventDetailMap {
    'eip-mail-open': { id: string };
  }
}

/**
 * The mails of one folder (mail/listJson), newest first and paged: sender (recipients in the sent
 * and drafts folders), subject in bold while unread, the start of the text, a paperclip when there are
 * attachments, and the date. Search by subject, sender or recipient; choose several to mark them read
 * or unread or to delete them (to the trash; in the trash for ever, after a confirmation).
 *
 * @tag mail-list
 * @summary A folder's mails: search, paging, unread in bold, select many, mark and delete.
 *
 * @event eip-mail-open - The user opened a mail. `detail: { id }`.
 * @event eip-mail-change - The user marked mails read or unread, or deleted them. `detail: { ids, change }`.
 *
 * @csspart base - The wrapper.
 * @csspart toolbar - Search, select all and the actions on the chosen mails.
 * @csspart item - One mail.
 * @csspart pagination - The pager.
 * @csspart status - The loading, error or empty line.
 */
@localized()
export class MailList extends EipElement {
  static override styles = mailListStyles;

  private readonly confirm = new ConfirmController(this);

  private readonly loader = new Task(this, {
    task: async ([folderId, keyword, page, pageSize], { signal }) => {
      if (!folderId) return { rows: [] as MailRow[], total: 0, page, pageSize };
      const querys: QueryFilter[] = [
        { property: 'folderId', value: folderId, operation: 'EQUAL', relation: 'AND' },
      ];
      if (keyword) querys.push({ property: 'keyword', value: keyword, operation: 'LIKE', relation: 'AND' });
      const body: QueryBody = { pageBean: { page, pageSize, showTotal: true }, querys };
      return answerValue(await this.api.mail.listJson(body, signal));
    },
    args: () => [this.folderId, this.search.keyword, this.page, this.pageSize] as const,
  });

  private readonly search = new SearchController(this, () => {
    this.page = 1;
    this.chosen = new Set();
  });

  @state() private page = 1;
  @state() private chosen = new Set<string>();
  @state() private busy = false;
  @state() private problem = '';

  /** The folder whose mails are listed (a folder id of getMailTreeData). */
  @property({ attribute: 'folder-id' }) folderId = '';

  /** The folder is the trash: delete removes for ever, after a confirmation. */
  @property({ type: Boolean }) trash = false;

  /** The folder holds mail the user wrote (sent, drafts): rows show the recipients instead of the sender. */
  @property({ type: Boolean }) outgoing = false;

  /** The mail open beside the list, shown as current. */
  @property({ attribute: 'current-id' }) currentId = '';

  /** Mails per page. */
  @property({ type: Number, attribute: 'page-size' }) pageSize = 20;

  override willUpdate(changed: PropertyValues<this>): void {
    if (changed.has('folderId')) {
      this.page = 1;
      this.chosen = new Set();
      this.search.clear();
      this.problem = '';
    }
  }

  /** Loads the current page again. */
  reload(): void {
    void this.loader.run();
  }

  private get rows(): MailRow[] {
    return this.loader.value?.rows ?? [];
  }

  private toggle(id: string, on: boolean): void {
    const next = new Set(this.chosen);
    if (on) next.add(id);
    else next.delete(id);
    this.chosen = next;
  }

  private toggleAll(on: boolean): void {
    this.chosen = on ? new Set(this.rows.map((row) => row.id)) : new Set();
  }

  private async act(change: MailChange): Promise<void> {
    const ids = this.rows.filter((row) => this.chosen.has(row.id)).map((row) => row.id);
    if (!ids.length) return;
    if (
      change === 'forever' &&
      !(await this.confirm.ask(msg(str`彻底删除后无法恢复，确定删除选中的 ${ids.length} 封邮件吗？`), {
        title: msg('彻底删除'),
        confirmLabel: msg('彻底删除'),
      }))
    ) {
      return;
    }
    this.busy = true;
    this.problem = '';
    try {
      if (change === 'read' || change === 'unread') {
        acceptedValue(await this.api.mail.isRead(ids, change === 'read'));
      } else {
        acceptedValue(await this.api.mail.remove(ids, change));
      }
      this.chosen = new Set();
      this.emit('eip-mail-change', { ids, change });
      this.reload();
    } catch (error) {
      this.problem = failureText(error);
    } finally {
      this.busy = false;
    }
  }

  private renderItem(row: MailRow) {
    const who = this.outgoing
      ? row.to.map((address) => address.name || address.address).join('，')
      : ((row.from?.name || row.from?.address) ?? '');
    const whoTitle = this.outgoing
      ? row.to.map(formatMailAddress).join(', ')
      : row.from
        ? formatMailAddress(row.from)
        : '';
    const chosen = this.chosen.has(row.id);
    return html`<li
      part="item"
      class=${classMap({ item: true, unread: !row.isRead, current: row.id === this.currentId, chosen })}
    >
      <input
        type="checkbox"
        class="choose"
        aria-label=${msg(str`选择：${row.subject || msg('（无主题）')}`)}
        .checked=${live(chosen)}
        @change=${(event: Event) => this.toggle(row.id, (event.target as HTMLInputElement).checked)}
      />
      <button
        type="button"
        class="open"
        aria-current=${row.id === this.currentId ? 'true' : 'false'}
        @click=${() => this.emit('eip-mail-open', { id: row.id })}
      >
        <span class="line">
          ${row.isRead ? nothing : html`<span class="visually-hidden">${msg('未读')}</span>`}
          <span class="who" title=${whoTitle}>${who || msg('（无）')}</span>
          ${row.hasAttachments ? html`<sl-icon name="paperclip" label=${msg('有附件')}></sl-icon>` : nothing}
          <time datetime=${row.date}>${formatDateTime(row.date, 'MM-DD HH:mm')}</time>
        </span>
        <span class="subject">${row.subject || msg('（无主题）')}</span>
        <span class="preview">${row.preview}</span>
      </button>
    </li>`;
  }

  private renderToolbar() {
    const rows = this.rows;
    const count = rows.filter((row) => this.chosen.has(row.id)).length;
    const all = rows.length > 0 && count === rows.length;
    const none = count === 0;
    return html`<div part="toolbar" class="toolbar">
      <input
        type="search"
        class="search"
        aria-label=${msg('搜索邮件')}
        placeholder=${msg('搜索主题、发件人或收件人')}
        .value=${live(this.search.typed)}
        @input=${this.search.handleInput}
      />
      <div class="actions">
        <input
          type="checkbox"
          class="choose-all"
          aria-label=${msg('全选')}
          .checked=${live(all)}
          .indeterminate=${!none && !all}
          ?disabled=${!rows.length}
          @change=${(event: Event) => this.toggleAll((event.target as HTMLInputElement).checked)}
        />
        <sl-button size="small" ?disabled=${none || this.busy} @click=${() => this.act('read')}
          >${msg('标为已读')}</sl-button
        >
        <sl-button size="small" ?disabled=${none || this.busy} @click=${() => this.act('unread')}
          >${msg('标为未读')}</sl-button
        >
        <sl-button
          size="small"
          variant=${this.trash ? 'danger' : 'default'}
          ?disabled=${none || this.busy}
          @click=${() => this.act(this.trash ? 'forever' : 'trash')}
        >
          <sl-icon slot="prefix" name="trash"></sl-icon>${this.trash ? msg('彻底删除') : msg('删除')}
        </sl-button>
        ${count ? html`<span class="count" role="status">${msg(str`已选 ${count} 封`)}</span>` : nothing}
      </div>
    </div>`;
  }

  override render() {
    const busy = this.loader.status === TaskStatus.PENDING;
    return html`<div part="base" aria-busy=${busy ? 'true' : 'false'}>
      ${this.renderToolbar()}
      ${this.problem ? html`<div class="problem" role="alert">${this.problem}</div>` : nothing}
      ${this.loader.render(
        pagedListRender({
          previous: this.loader.value,
          emptyText: this.search.keyword
            ? msg('没有找到相关邮件')
            : this.folderId
              ? msg('这个文件夹没有邮件')
              : msg('请选择文件夹'),
          renderItem: (row) => this.renderItem(row),
          paging: { page: this.page, pageSize: this.pageSize },
          go: (page, pageSize) => {
            this.page = page;
            this.pageSize = pageSize;
            this.chosen = new Set();
          },
          retry: () => this.reload(),
        }),
      )}
      ${this.confirm.render()}
    </div>`;
  }
}
