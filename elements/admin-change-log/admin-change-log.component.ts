import { localized, msg } from '@lit/localize';
import { Task } from '@lit/task';
import { html, nothing } from 'lit';
import { property, state } from 'lit/decorators.js';
import type { AdminChange, AdminChangeQuery } from '../../api/contract/admin.js';
import { answerValue, renderEmpty } from '../core/load-states.js';
import { PeopleAdminElement } from '../core/people-admin.js';
import { adminChangeLogStyles } from './admin-change-log.styles.js';

/** What the object types read. */
const OBJECT_TYPES = [
  'user',
  'admission',
  'org',
  'post',
  'role',
  'menu',
  'passwordStrategy',
  'layout',
] as const;
const objectTypeText = (type: string) =>
  (
    ({
      user: msg('用户'),
      admission: msg('注册审核'),
      org: msg('组织'),
      post: msg('岗位'),
      role: msg('角色'),
      menu: msg('菜单'),
      passwordStrategy: msg('密码策略'),
      layout: msg('门户布局'),
    }) as Record<string, string>
  )[type] ?? type;

/** The fields of a snapshot that changed: before and after of each, as text. */
function changedFields(before: unknown, after: unknown): { field: string; from: string; to: string }[] {
  const asRecord = (value: unknown) =>
    value && typeof value === 'object' ? (value as Record<string, unknown>) : {};
  const text = (value: unknown) =>
    value === undefined || value === null ? '—' : typeof value === 'string' ? value : JSON.stringify(value);
  const from = asRecord(before);
  const to = asRecord(after);
  return [...new Set([...Object.keys(from), ...Object.keys(to)])]
    .filter((field) => JSON.stringify(from[field]) !== JSON.stringify(to[field]))
    .map((field) => ({ field, from: text(from[field]), to: text(to[field]) }));
}

/**
 * The administrative change log, newest first: who changed which user, organisation, role, post, menu,
 * registration or the password strategy, when, and each field before and after. Filtered by object type,
 * actor and time. A staff 系统管理员 sees no change to a supplier's or purchaser's account (the server's).
 *
 * @tag admin-change-log
 * @summary Who changed what and when, with the fields before and after.
 *
 * @csspart base - The wrapper.
 * @csspart filters - The search form.
 * @csspart table - The changes.
 */
@localized()
export class AdminChangeLog extends PeopleAdminElement {
  static override styles = adminChangeLogStyles;

  @state() private filters: AdminChangeQuery = {};
  @state() private page = 1;

  /** Rows per page. */
  @property({ type: Number, attribute: 'page-size' }) pageSize = 20;

  /** Shows only the changes of one object (a user's history), e.g. `object-id="u-zhangwei"`. */
  @property({ attribute: 'object-id' }) objectId = '';

  private readonly list = new Task(this, {
    task: async ([filters, page, pageSize, objectId], { signal }) =>
      answerValue(
        await this.api.peopleAdmin.changes(
          { ...filters, page, pageSize, ...(objectId ? { objectId } : {}) },
          signal,
        ),
      ),
    args: () => [this.filters, this.page, this.pageSize, this.objectId] as const,
  });

  /** Reads the log again. */
  reload(): void {
    void this.list.run();
  }

  private handleSearch(event: Event): void {
    event.preventDefault();
    const data = new FormData(event.target as HTMLFormElement);
    const text = (name: string) => String(data.get(name) ?? '').trim() || undefined;
    const moment = (name: string) => {
      const value = text(name);
      return value ? new Date(value).toISOString() : undefined;
    };
    this.page = 1;
    this.filters = {
      objectType: text('objectType'),
      actor: text('actor'),
      from: moment('from'),
      to: moment('to'),
    };
  }

  private renderFilters() {
    return html`<form part="filters" class="filters" role="search" @submit=${this.handleSearch}>
      <div class="field">
        <label for="filter-type">${msg('对象类型')}</label>
        <select id="filter-type" name="objectType">
          <option value="">${msg('全部')}</option>
          ${OBJECT_TYPES.map((type) => html`<option value=${type}>${objectTypeText(type)}</option>`)}
        </select>
      </div>
      <div class="field">
        <label for="filter-actor">${msg('操作人账号')}</label>
        <input id="filter-actor" name="actor" type="search" maxlength="64" />
      </div>
      <div class="field">
        <label for="filter-from">${msg('开始时间')}</label>
        <input id="filter-from" name="from" type="datetime-local" />
      </div>
      <div class="field">
        <label for="filter-to">${msg('结束时间')}</label>
        <input id="filter-to" name="to" type="datetime-local" />
      </div>
      <div class="buttons"><sl-button type="submit" variant="primary" size="small">${msg('查询')}</sl-button></div>
    </form>`;
  }

  private renderChange(change: AdminChange) {
    const fields = changedFields(change.before, change.after);
    if (!fields.length) return html`<span class="muted">${msg('无字段变化')}</span>`;
    return html`<ul class="fields">
      ${fields.map(
        (field) =>
          html`<li><span class="field-name">${field.field}</span>：<del>${field.from}</del> → <ins>${field.to}</ins></li>`,
      )}
    </ul>`;
  }

  private renderTable(rows: readonly AdminChange[], total: number) {
    if (!rows.length) return renderEmpty(msg('没有变更记录'));
    return html`<div class="scroll">
        <table class="data-table" part="table">
          <caption class="visually-hidden">${msg('变更记录')}</caption>
          <thead>
            <tr>
              <th scope="col">${msg('时间')}</th>
              <th scope="col">${msg('操作人')}</th>
              <th scope="col">${msg('操作')}</th>
              <th scope="col">${msg('对象')}</th>
              <th scope="col">${msg('变更内容')}</th>
            </tr>
          </thead>
          <tbody>
            ${rows.map(
              (change) => html`<tr>
                <th scope="row">${this.formatTime(change.createTime)}</th>
                <td>${change.actorAccount}</td>
                <td><code>${change.kind}</code></td>
                <td>${objectTypeText(change.objectType)}<div class="muted">${change.objectId}</div></td>
                <td>${this.renderChange(change)}</td>
              </tr>`,
            )}
          </tbody>
        </table>
      </div>
      ${this.renderPager(this.page, this.pageSize, total, (page) => (this.page = page))}`;
  }

  override render() {
    return html`<section part="base">
      ${this.objectId ? nothing : this.renderFilters()}
      ${this.renderList(
        this.list,
        (rows, total) => this.renderTable(rows, total),
        () => this.reload(),
      )}
    </section>`;
  }
}
