import '../file-upload/file-upload.js';
import '../rich-text-editor/rich-text-editor.js';
import { localized, msg } from '@lit/localize';
import { Task } from '@lit/task';
import { html, nothing } from 'lit';
import { property, state } from 'lit/decorators.js';
import type { UploadedFile } from '../../api/contract/files.js';
import type { AdminNews, NewsClass, NewsState } from '../../api/contract/site-admin.js';
import { NEWS_SUMMARY_MAX, NEWS_TITLE_MAX } from '../../api/contract/site-admin.js';
import { renderDataTable, renderRowAction } from '../core/data-table.js';
import { localDateTimeInput } from '../core/format.js';
import { renderField, renderRefusalMessage } from '../core/forms/form-field.js';
import { answerValue, renderEmpty } from '../core/load-states.js';
import { onOwnHide } from '../core/own-hide.js';
import { PeopleAdminElement } from '../core/people-admin.js';
import { siteNewsAdminStyles } from './site-news-admin.styles.js';

const stateText = (value: NewsState) =>
  ({ draft: msg('草稿'), published: msg('已发布'), withdrawn: msg('已撤回') })[value];

/** The form's values; `publishTime` as a datetime-local input writes it (local time). */
interface Draft {
  id?: string;
  classifyId: string;
  title: string;
  summary: string;
  content: string;
  publishTime: string;
  /** The upload list's value: the item's files and new uploads. */
  attachments: UploadedFile[];
}

/** The item's attachments as the upload list shows them. */
const uploadedFiles = (news: AdminNews): UploadedFile[] =>
  news.attachments.map((file) => ({
    fileId: file.response.fileId,
    fileName: file.response.fileName,
    name: file.name,
    size: file.size ?? 0,
    ...(typeof file.username === 'string' ? { username: file.username } : {}),
    status: 'success',
    percentage: 100,
  }));

/**
 * The public site's news as its administrator manages them: write an item (category, title, summary,
 * rich text, attachments, publish time), save it as a draft, publish it now or at a later time (it shows on the public
 * news list when its time comes), edit it, and withdraw it (it leaves the public list at once).
 *
 * @tag site-news-admin
 * @summary News of the public site: write, publish (now or scheduled), edit, withdraw.
 *
 * @event eip-admin-change - An item was saved, published or withdrawn. `detail: { kind, message }`.
 *
 * @csspart base - The wrapper.
 * @csspart filters - The search form.
 * @csspart table - The news.
 * @csspart form - The item being written.
 * @csspart attachments - The item's files (`<file-upload>`).
 */
@localized()
export class SiteNewsAdmin extends PeopleAdminElement {
  static override styles = siteNewsAdminStyles;

  @state() private filters: { keyword?: string; state?: NewsState } = {};
  @state() private page = 1;
  @state() private editing: Draft | undefined;

  /** Rows per page. */
  @property({ type: Number, attribute: 'page-size' }) pageSize = 20;

  /**
   * One category's items alone, by its code (`notice`: the site's 通知公告): the list shows only them
   * and a new item is written in it, with no category to choose.
   */
  @property() classify = '';

  private readonly list = new Task(this, {
    task: async ([filters, page, pageSize, classify], { signal }) =>
      answerValue(
        await this.api.siteAdmin.news(
          { ...filters, ...(classify ? { classifyId: classify } : {}), page, pageSize },
          signal,
        ),
      ),
    args: () => [this.filters, this.page, this.pageSize, this.classify] as const,
  });

  /** The texts that name what is managed: news, or the site's notices. */
  private get words() {
    return this.classify === 'notice'
      ? {
          create: msg('新建公告'),
          edit: msg('编辑公告'),
          caption: msg('通知公告'),
          empty: msg('暂无公告'),
          content: msg('公告内容'),
        }
      : {
          create: msg('新建新闻'),
          edit: msg('编辑新闻'),
          caption: msg('新闻管理'),
          empty: msg('暂无新闻'),
          content: msg('新闻内容'),
        };
  }

  private get classes(): NewsClass[] {
    return this.list.value?.classes ?? [];
  }

  /**
   * The category a new item is written in: the page's own (`classify`), else the first. Empty until the list
   * (which brings the categories) has loaded: 新建 waits for it, and a save asks again.
   */
  private defaultClassId(): string {
    return (this.classes.find((item) => item.code === this.classify) ?? this.classes[0])?.id ?? '';
  }

  /** Reads the list again. */
  reload(): void {
    void this.list.run();
  }

  private handleSearch(event: Event): void {
    event.preventDefault();
    const data = new FormData(event.target as HTMLFormElement);
    this.page = 1;
    this.filters = {
      keyword: String(data.get('keyword') ?? '') || undefined,
      state: (String(data.get('state') ?? '') || undefined) as NewsState | undefined,
    };
  }

  private write(news?: AdminNews): void {
    this.refusal = '';
    this.tried = false;
    this.editing = news
      ? {
          id: news.id,
          classifyId: news.classifyId,
          title: news.title,
          summary: news.summary,
          content: news.content,
          publishTime: localDateTimeInput(news.publishTime),
          attachments: uploadedFiles(news),
        }
      : {
          classifyId: this.defaultClassId(),
          title: '',
          summary: '',
          content: '',
          publishTime: localDateTimeInput(new Date()),
          attachments: [],
        };
  }

  /** Saves the form; with `publish`, publishes it at its publish time too. */
  private async save(publish: boolean): Promise<void> {
    const draft = this.editing;
    if (!draft) return;
    this.tried = true;
    const classifyId = draft.classifyId || this.defaultClassId();
    if (!draft.title.trim() || !classifyId) return;
    const publishTime = draft.publishTime ? new Date(draft.publishTime).toISOString() : undefined;
    const saved = await this.act(
      () =>
        this.api.siteAdmin.saveNews({
          ...(draft.id ? { id: draft.id } : {}),
          classifyId,
          title: draft.title,
          summary: draft.summary,
          content: draft.content,
          ...(publishTime ? { publishTime } : {}),
          attachmentIds: draft.attachments.map((file) => file.fileId).filter(Boolean),
        }),
      'news.save',
    );
    const id = saved?.value?.id;
    if (!id) return;
    if (publish && saved.value?.state !== 'published') {
      const done = await this.act(() => this.api.siteAdmin.publishNews({ id, publishTime }), 'news.publish');
      if (!done) {
        this.editing = { ...draft, id };
        this.reload();
        return;
      }
    }
    this.editing = undefined;
    this.reload();
  }

  private async publish(news: AdminNews): Promise<void> {
    const due = Date.parse(news.publishTime) > Date.now() ? news.publishTime : undefined;
    if (
      await this.act(() => this.api.siteAdmin.publishNews({ id: news.id, publishTime: due }), 'news.publish')
    ) {
      this.reload();
    }
  }

  private async withdraw(news: AdminNews): Promise<void> {
    if (await this.act(() => this.api.siteAdmin.withdrawNews(news.id), 'news.withdraw')) this.reload();
  }

  private renderFilters() {
    return html`<form part="filters" class="filters" role="search" @submit=${this.handleSearch}>
      ${this.renderKeywordField(msg('标题'), 100)}
      ${this.renderStateField(msg('状态'), ['draft', 'published', 'withdrawn'], this.filters.state, stateText)}
      <div class="buttons">
        <sl-button type="submit" size="small">${msg('查询')}</sl-button>
        <sl-button
          part="create"
          variant="primary"
          size="small"
          ?disabled=${this.classes.length === 0}
          @click=${() => this.write()}
          >${this.words.create}</sl-button
        >
      </div>
    </form>`;
  }

  private renderState(row: AdminNews) {
    const scheduled = row.state === 'published' && Date.parse(row.publishTime) > Date.now();
    return scheduled ? msg('定时发布') : stateText(row.state);
  }

  private renderTable(rows: readonly AdminNews[], total: number) {
    if (!rows.length) return renderEmpty(this.words.empty);
    return html`${renderDataTable({
      caption: this.words.caption,
      headers: [msg('标题'), msg('新闻分类'), msg('发布时间'), msg('状态'), msg('操作')],
      rows,
      renderRow: (row) => html`<tr>
        <th scope="row">${row.title}</th>
        <td>${row.classifyName}</td>
        <td>${this.formatTime(row.publishTime)}</td>
        <td>${this.renderState(row)}</td>
        <td class="actions">
          ${renderRowAction(msg('编辑'), row.title, () => this.write(row))}
          ${
            row.state === 'published'
              ? renderRowAction(msg('撤回'), row.title, () => this.withdraw(row), { disabled: this.busy })
              : renderRowAction(msg('发布'), row.title, () => this.publish(row), { disabled: this.busy })
          }
        </td>
      </tr>`,
    })}
    ${this.renderPager(this.page, this.pageSize, total, (next) => (this.page = next))}`;
  }

  private renderClassField(draft: Draft, set: (change: Partial<Draft>) => void) {
    return html`<div class="field">
        <label for="news-class">${msg('新闻分类')}</label>
        <select id="news-class" name="classifyId" @change=${(event: Event) => set({ classifyId: (event.target as HTMLSelectElement).value })}>
          ${this.classes.map(
            (item) =>
              html`<option value=${item.id} ?selected=${item.id === draft.classifyId}>${item.name}</option>`,
          )}
        </select>
      </div>`;
  }

  private renderForm(draft: Draft) {
    const set = (change: Partial<Draft>) => {
      this.editing = { ...draft, ...change };
    };
    return html`<form part="form" novalidate @submit=${(event: Event) => event.preventDefault()}>
      ${this.classify ? nothing : this.renderClassField(draft, set)}
      ${renderField({
        id: 'news-title',
        label: msg('标题'),
        value: draft.title,
        required: true,
        maxlength: NEWS_TITLE_MAX,
        error: this.tried && !draft.title.trim() ? msg('请填写标题') : null,
        onInput: (title) => set({ title }),
      })}
      ${renderField({
        id: 'news-summary',
        label: msg('摘要'),
        value: draft.summary,
        multiline: true,
        rows: 2,
        maxlength: NEWS_SUMMARY_MAX,
        onInput: (summary) => set({ summary }),
      })}
      <rich-text-editor
        part="content"
        label=${this.words.content}
        required
        .value=${draft.content}
        @eip-input=${(event: CustomEvent<{ value: string }>) => {
          event.stopPropagation();
          set({ content: event.detail.value });
        }}
        @eip-change=${(event: Event) => event.stopPropagation()}
      ></rich-text-editor>
      <file-upload
        part="attachments"
        label=${msg('附件')}
        .value=${draft.attachments}
        @eip-change=${(event: CustomEvent<{ value: UploadedFile[] }>) => {
          event.stopPropagation();
          set({ attachments: event.detail.value });
        }}
      ></file-upload>
      ${renderField({
        id: 'news-time',
        label: msg('发布时间'),
        type: 'datetime-local',
        value: draft.publishTime,
        hint: msg('晚于现在的时间：到时自动出现在网站上'),
        onInput: (publishTime) => set({ publishTime }),
      })}
      ${renderRefusalMessage(this.refusal)}
    </form>`;
  }

  override render() {
    const draft = this.editing;
    return html`<div part="base">
      ${this.renderFilters()}
      ${this.renderList(
        this.list,
        (rows, total) => this.renderTable(rows, total),
        () => this.reload(),
      )}
      ${this.editing ? nothing : this.renderRefusal()}
      <sl-dialog
        class="editor"
        label=${draft?.id ? this.words.edit : this.words.create}
        ?open=${Boolean(draft)}
        @sl-after-hide=${onOwnHide(() => (this.editing = undefined))}
      >
        ${draft ? this.renderForm(draft) : nothing}
        <sl-button slot="footer" @click=${() => (this.editing = undefined)}>${msg('取消')}</sl-button>
        <sl-button slot="footer" part="save" ?loading=${this.busy} @click=${() => this.save(false)}
          >${msg('保存')}</sl-button
        >
        <sl-button slot="footer" part="publish" variant="primary" ?loading=${this.busy} @click=${() => this.save(true)}
          >${draft?.id ? msg('保存并发布') : msg('发布')}</sl-button
        >
      </sl-dialog>
    </div>`;
  }
}
