import { localized, msg } from '@lit/localize';
import { Task } from '@lit/task';
import { html, nothing } from 'lit';
import { property, state } from 'lit/decorators.js';
import type { AdminShortUrl } from '../../api/contract/site-admin.js';
import { SHORT_CODE_MAX, SHORT_URL_MAX } from '../../api/contract/site-admin.js';
import { renderDataTable, renderRowAction } from '../core/data-table.js';
import { localDateTimeInput } from '../core/format.js';
import { renderField, renderRefusalMessage } from '../core/forms/form-field.js';
import { answerValue, renderEmpty } from '../core/load-states.js';
import { onOwnHide } from '../core/own-hide.js';
import { PeopleAdminElement } from '../core/people-admin.js';
import { siteShortLinksStyles } from './site-short-links.styles.js';

/** The form's values; `expiresAt` as a datetime-local input writes it (local time), empty for never. */
interface Draft {
  existing: boolean;
  code: string;
  title: string;
  longUrl: string;
  expiresAt: string;
  enabled: boolean;
  guest: boolean;
}

/**
 * The public site's short links (/surl/{code}) as its administrator manages them: create one with a
 * target and an optional expiry, edit it, disable it (it then answers as not found) or remove it; the list
 * shows how often each was followed.
 *
 * @tag site-short-links
 * @summary Short links of the site: target, expiry, enabled, hit count.
 *
 * @event eip-admin-change - A link was saved or removed. `detail: { kind, message }`.
 *
 * @csspart base - The wrapper.
 * @csspart filters - The search form.
 * @csspart table - The links.
 * @csspart form - The link being edited.
 */
@localized()
export class SiteShortLinks extends PeopleAdminElement {
  static override styles = siteShortLinksStyles;

  @state() private keyword = '';
  @state() private page = 1;
  @state() private editing: Draft | undefined;

  /** Rows per page. */
  @property({ type: Number, attribute: 'page-size' }) pageSize = 20;

  private readonly list = new Task(this, {
    task: async ([keyword, page, pageSize], { signal }) =>
      answerValue(
        await this.api.siteAdmin.shortUrls({ ...(keyword ? { keyword } : {}), page, pageSize }, signal),
      ),
    args: () => [this.keyword, this.page, this.pageSize] as const,
  });

  reload(): void {
    void this.list.run();
  }

  private handleSearch(event: Event): void {
    event.preventDefault();
    this.page = 1;
    this.keyword = String(new FormData(event.target as HTMLFormElement).get('keyword') ?? '');
  }

  private edit(link?: AdminShortUrl): void {
    this.refusal = '';
    this.tried = false;
    this.editing = link
      ? {
          existing: true,
          code: link.code,
          title: link.title,
          longUrl: link.longUrl,
          expiresAt: localDateTimeInput(link.expiresAt ?? ''),
          enabled: link.enabled,
          guest: link.guest,
        }
      : { existing: false, code: '', title: '', longUrl: '', expiresAt: '', enabled: true, guest: false };
  }

  private async save(): Promise<void> {
    const draft = this.editing;
    if (!draft) return;
    this.tried = true;
    if (!draft.code.trim() || !draft.longUrl.trim()) return;
    const done = await this.act(() =>
      this.api.siteAdmin.saveShortUrl({
        code: draft.code.trim(),
        existing: draft.existing,
        title: draft.title,
        longUrl: draft.longUrl,
        expiresAt: draft.expiresAt ? new Date(draft.expiresAt).toISOString() : null,
        enabled: draft.enabled,
        guest: draft.guest,
      }),
    );
    if (!done) return;
    this.editing = undefined;
    this.reload();
  }

  private async setEnabled(link: AdminShortUrl, enabled: boolean): Promise<void> {
    const done = await this.act(
      () =>
        this.api.siteAdmin.saveShortUrl({
          code: link.code,
          existing: true,
          title: link.title,
          longUrl: link.longUrl,
          guest: link.guest,
          expiresAt: link.expiresAt ?? null,
          enabled,
        }),
      enabled ? 'shortUrl.enable' : 'shortUrl.disable',
    );
    if (done) this.reload();
  }

  private async removeLink(link: AdminShortUrl): Promise<void> {
    if (await this.act(() => this.api.siteAdmin.removeShortUrl(link.code), 'shortUrl.remove')) this.reload();
  }

  private stateOf(link: AdminShortUrl): string {
    if (!link.enabled) return msg('已停用');
    if (link.expiresAt && Date.parse(link.expiresAt) <= Date.now()) return msg('已失效');
    return msg('启用');
  }

  private renderTable(rows: readonly AdminShortUrl[], total: number) {
    if (!rows.length) return renderEmpty(msg('暂无短链接'));
    return html`${renderDataTable({
      caption: msg('短链接管理'),
      headers: [msg('短链接'), msg('目标地址'), msg('失效时间'), msg('访问次数'), msg('状态'), msg('操作')],
      rows,
      renderRow: (row) => html`<tr>
        <th scope="row">/surl/${row.code}${row.title ? html`<div class="muted">${row.title}</div>` : nothing}</th>
        <td class="target">${row.longUrl}</td>
        <td>${row.expiresAt ? this.formatTime(row.expiresAt) : msg('永久')}</td>
        <td>${row.hits}</td>
        <td>${this.stateOf(row)}</td>
        <td class="actions">
          ${renderRowAction(msg('编辑'), row.code, () => this.edit(row))}
          ${renderRowAction(
            row.enabled ? msg('停用') : msg('启用'),
            row.code,
            () => this.setEnabled(row, !row.enabled),
            {
              disabled: this.busy,
            },
          )}
          ${renderRowAction(msg('删除'), row.code, () => this.removeLink(row), { disabled: this.busy })}
        </td>
      </tr>`,
    })}
    ${this.renderPager(this.page, this.pageSize, total, (next) => (this.page = next))}`;
  }

  private renderForm(draft: Draft) {
    const set = (change: Partial<Draft>) => {
      this.editing = { ...draft, ...change };
    };
    return html`<form part="form" novalidate @submit=${(event: Event) => event.preventDefault()}>
      ${renderField({
        id: 'link-code',
        label: msg('短链接代码'),
        value: draft.code,
        required: true,
        readonly: draft.existing,
        maxlength: SHORT_CODE_MAX,
        hint: msg('字母、数字、- 和 _；访问地址为 /surl/代码'),
        error: this.tried && !draft.code.trim() ? msg('请填写短链接代码') : null,
        onInput: (code) => set({ code }),
      })}
      ${renderField({ id: 'link-title', label: msg('名称'), value: draft.title, maxlength: 100, onInput: (title) => set({ title }) })}
      ${renderField({
        id: 'link-target',
        label: msg('目标地址'),
        value: draft.longUrl,
        required: true,
        maxlength: SHORT_URL_MAX,
        hint: msg('站内路径（以 / 开头）或 http(s) 地址'),
        error: this.tried && !draft.longUrl.trim() ? msg('请填写目标地址') : null,
        onInput: (longUrl) => set({ longUrl }),
      })}
      ${renderField({
        id: 'link-expires',
        label: msg('失效时间'),
        type: 'datetime-local',
        value: draft.expiresAt,
        hint: msg('留空为永久有效'),
        onInput: (expiresAt) => set({ expiresAt }),
      })}
      ${renderRefusalMessage(this.refusal)}
    </form>`;
  }

  override render() {
    const draft = this.editing;
    return html`<div part="base">
      <form part="filters" class="filters" role="search" @submit=${this.handleSearch}>
        ${this.renderKeywordField(msg('关键字'), 100)}
        <div class="buttons">
          <sl-button type="submit" size="small">${msg('查询')}</sl-button>
          <sl-button part="create" variant="primary" size="small" @click=${() => this.edit()}
            >${msg('新建短链接')}</sl-button
          >
        </div>
      </form>
      ${this.renderList(
        this.list,
        (rows, total) => this.renderTable(rows, total),
        () => this.reload(),
      )}
      ${draft ? nothing : this.renderRefusal()}
      <sl-dialog
        label=${draft?.existing ? msg('编辑短链接') : msg('新建短链接')}
        ?open=${Boolean(draft)}
        @sl-after-hide=${onOwnHide(() => (this.editing = undefined))}
      >
        ${draft ? this.renderForm(draft) : nothing}
        <sl-button slot="footer" @click=${() => (this.editing = undefined)}>${msg('取消')}</sl-button>
        <sl-button slot="footer" part="save" variant="primary" ?loading=${this.busy} @click=${() => this.save()}
          >${msg('保存')}</sl-button
        >
      </sl-dialog>
    </div>`;
  }
}
