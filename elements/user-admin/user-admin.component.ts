import { localized, msg, str } from '@lit/localize';
import { Task } from '@lit/task';
import { html, nothing } from 'lit';
import { property, state } from 'lit/decorators.js';
import { live } from 'lit/directives/live.js';
import type { AdminSettableStatus, AdminUser, AdminUserQuery } from '../../api/contract/admin.js';
import { type UserStatusKind, userStatusKind } from '../../api/contract/identity.js';
import { ConfirmController } from '../core/confirm-controller.js';
import { renderField, renderRefusalMessage } from '../core/forms/form-field.js';
import { answerValue, renderEmpty } from '../core/load-states.js';
import { PeopleAdminElement } from '../core/people-admin.js';
import { userAdminStyles } from './user-admin.styles.js';

interface UserDraft {
  id?: string;
  account: string;
  fullname: string;
  email: string;
  mobile: string;
  orgId: string;
  postIds: string[];
  roleIds: string[];
  /** Outside accounts (suppliers, purchasers) have no organisation, posts or roles here. */
  staff: boolean;
}

const ALL = { pageBean: { page: 1, pageSize: -1 } };

/** What each status kind reads. */
const statusText = (kind: UserStatusKind) =>
  ({ normal: msg('正常'), disabled: msg('已禁用'), inactive: msg('未激活'), left: msg('已离职') })[kind];

const typeText = (identity: string | null) =>
  identity === 'supplier'
    ? msg('供应商')
    : identity === 'purchaser'
      ? msg('采购人')
      : identity === 'administrators'
        ? msg('管理员')
        : msg('内部员工');

/**
 * The users an administrator manages: search by name, status, organisation and type; create a staff user
 * (with a one-time password shown once), edit, disable and enable, mark as left, reset the password to a
 * one-time one, unlock an account locked by wrong passwords; the last sign-in of each. A staff
 * 系统管理员 sees staff only (the server decides; `scope="staff"` hides the type filter).
 *
 * @tag user-admin
 * @summary The administrators' users: search, create, edit, status, one-time password, unlock.
 *
 * @event eip-admin-change - A user was saved or changed. `detail: { kind, message }`.
 *
 * @csspart base - The wrapper.
 * @csspart filters - The search form.
 * @csspart table - The users.
 * @csspart form - The dialog's user form.
 */
@localized()
export class UserAdmin extends PeopleAdminElement {
  static override styles = userAdminStyles;

  private readonly confirm = new ConfirmController(this);

  @state() private filters: AdminUserQuery = {};
  @state() private page = 1;
  @state() private draft: UserDraft | undefined;
  /** The one-time password just made, shown once. */
  @state() private oneTime: { account: string; password: string } | undefined;

  /** `all` for the site administrator, `staff` for a staff 系统管理员 (no type filter). */
  @property() scope: 'all' | 'staff' = 'all';

  /** Rows per page. */
  @property({ type: Number, attribute: 'page-size' }) pageSize = 20;

  private readonly list = new Task(this, {
    task: async ([filters, page, pageSize], { signal }) =>
      answerValue(await this.api.peopleAdmin.users({ ...filters, page, pageSize }, signal)),
    args: () => [this.filters, this.page, this.pageSize] as const,
  });

  private readonly choices = new Task(this, {
    task: async (_args, { signal }) => {
      const [orgs, posts, roles] = await Promise.all([
        this.api.ucSelectors.getOrgPage(ALL, signal),
        this.api.ucSelectors.getOrgPostPage(ALL, signal),
        this.api.ucSelectors.getRolePage(ALL, signal),
      ]);
      return { orgs: answerValue(orgs).rows, posts: answerValue(posts).rows, roles: answerValue(roles).rows };
    },
    args: () => [],
  });

  /** Reads the list again. */
  reload(): void {
    void this.list.run();
  }

  private handleFormHidden(event: Event): void {
    if (event.target === event.currentTarget) this.draft = undefined;
  }

  private handlePasswordHidden(event: Event): void {
    if (event.target === event.currentTarget) this.oneTime = undefined;
  }

  private handleSearch(event: Event): void {
    event.preventDefault();
    const data = new FormData(event.target as HTMLFormElement);
    const text = (name: string) => String(data.get(name) ?? '') || undefined;
    this.page = 1;
    this.filters = {
      keyword: text('keyword'),
      status: text('status') as AdminUserQuery['status'],
      type: text('type') as AdminUserQuery['type'],
      orgId: text('orgId'),
    };
  }

  private edit(user?: AdminUser): void {
    this.refusal = '';
    this.tried = false;
    this.draft = user
      ? {
          id: user.id,
          account: user.account,
          fullname: user.fullname,
          email: user.email ?? '',
          mobile: user.mobile ?? '',
          orgId: user.orgId ?? '',
          postIds: [...user.postIds],
          roleIds: [...user.roleIds],
          staff: user.identity === null,
        }
      : {
          account: '',
          fullname: '',
          email: '',
          mobile: '',
          orgId: '',
          postIds: [],
          roleIds: [],
          staff: true,
        };
  }

  private patch(change: Partial<UserDraft>): void {
    if (this.draft) this.draft = { ...this.draft, ...change };
  }

  private async handleSave(event: Event): Promise<void> {
    event.preventDefault();
    const draft = this.draft;
    this.tried = true;
    if (!draft?.fullname.trim() || (!draft.id && !draft.account.trim())) return;
    const saved = await this.act(() =>
      this.api.peopleAdmin.saveUser({
        ...(draft.id ? { id: draft.id } : { account: draft.account.trim() }),
        fullname: draft.fullname,
        email: draft.email || null,
        mobile: draft.mobile || null,
        ...(draft.staff
          ? { orgId: draft.orgId || null, postIds: draft.postIds, roleIds: draft.roleIds }
          : {}),
      }),
    );
    if (!saved?.value) return;
    this.draft = undefined;
    const password = saved.value.oneTimePassword;
    if (password) this.oneTime = { account: saved.value.user.account, password };
    this.reload();
  }

  private async handleStatus(user: AdminUser, status: AdminSettableStatus): Promise<void> {
    if (status !== 1) {
      const question =
        status === 0
          ? msg(str`禁用用户“${user.fullname}”？`)
          : msg(str`将用户“${user.fullname}”标记为离职？`);
      if (!(await this.confirm.ask(question, { confirmLabel: status === 0 ? msg('禁用') : msg('离职') })))
        return;
    }
    if (await this.act(() => this.api.peopleAdmin.setStatus(user.id, status), 'status')) this.reload();
  }

  private async handleReset(user: AdminUser): Promise<void> {
    const sure = await this.confirm.ask(msg(str`重置用户“${user.fullname}”的密码？`), {
      confirmLabel: msg('重置密码'),
    });
    if (!sure) return;
    const reset = await this.act(() => this.api.peopleAdmin.resetPassword(user.id), 'password');
    if (reset?.value) this.oneTime = { account: reset.value.account, password: reset.value.oneTimePassword };
    this.reload();
  }

  private async handleUnlock(user: AdminUser): Promise<void> {
    if (await this.act(() => this.api.peopleAdmin.unlock(user.id), 'unlock')) this.reload();
  }

  private renderFilters() {
    const orgs = this.choices.value?.orgs ?? [];
    return html`<form part="filters" class="filters" role="search" @submit=${this.handleSearch}>
      <div class="field">
        <label for="filter-keyword">${msg('关键字')}</label>
        <input id="filter-keyword" name="keyword" type="search" maxlength="64" placeholder=${msg('账号、姓名、手机号或邮箱')} />
      </div>
      <div class="field">
        <label for="filter-status">${msg('状态')}</label>
        <select id="filter-status" name="status">
          <option value="">${msg('全部')}</option>
          ${(['normal', 'disabled', 'inactive', 'left'] as const).map((kind) => html`<option value=${kind}>${statusText(kind)}</option>`)}
        </select>
      </div>
      <div class="field">
        <label for="filter-org">${msg('组织')}</label>
        <select id="filter-org" name="orgId">
          <option value="">${msg('全部')}</option>
          ${orgs.map((org) => html`<option value=${org.id}>${org.name}</option>`)}
        </select>
      </div>
      ${
        this.scope === 'all'
          ? html`<div class="field">
              <label for="filter-type">${msg('类型')}</label>
              <select id="filter-type" name="type">
                <option value="">${msg('全部')}</option>
                ${(['staff', 'supplier', 'purchaser', 'administrators'] as const).map(
                  (type) => html`<option value=${type}>${typeText(type === 'staff' ? null : type)}</option>`,
                )}
              </select>
            </div>`
          : nothing
      }
      <div class="buttons">
        <sl-button type="submit" variant="primary" size="small">${msg('查询')}</sl-button>
        <sl-button size="small" @click=${() => this.edit()}>${msg('新建用户')}</sl-button>
      </div>
    </form>`;
  }

  private renderActions(user: AdminUser) {
    const kind = userStatusKind(user.status);
    // A space before the name: the button reads "禁用 黄敏", not one word.
    const named = html`<span class="visually-hidden"> ${user.fullname}</span>`;
    const button = (label: string, onClick: () => void) =>
      html`<sl-button size="small" variant="text" @click=${onClick}>${label}${named}</sl-button>`;
    return html`${button(msg('编辑'), () => this.edit(user))}
    ${kind === 'normal' ? button(msg('禁用'), () => this.handleStatus(user, 0)) : nothing}
    ${kind === 'disabled' || kind === 'left' ? button(msg('启用'), () => this.handleStatus(user, 1)) : nothing}
    ${kind === 'normal' || kind === 'disabled' ? button(msg('离职'), () => this.handleStatus(user, 2)) : nothing}
    ${user.directory ? nothing : button(msg('重置密码'), () => this.handleReset(user))}
    ${user.locked ? button(msg('解锁'), () => this.handleUnlock(user)) : nothing}`;
  }

  private renderTable(rows: readonly AdminUser[], total: number) {
    if (!rows.length) return renderEmpty(msg('没有符合条件的用户'));
    return html`<div class="scroll">
        <table class="data-table" part="table">
          <caption class="visually-hidden">${msg('用户')}</caption>
          <thead>
            <tr>
              <th scope="col">${msg('姓名')}</th>
              <th scope="col">${msg('类型')}</th>
              <th scope="col">${msg('组织')}</th>
              <th scope="col">${msg('角色')}</th>
              <th scope="col">${msg('状态')}</th>
              <th scope="col">${msg('最后登录')}</th>
              <th scope="col">${msg('操作')}</th>
            </tr>
          </thead>
          <tbody>
            ${rows.map(
              (user) => html`<tr>
                <th scope="row">${user.fullname}<div class="muted">${user.account}</div></th>
                <td>${typeText(user.identity)}</td>
                <td>${user.orgName ?? '—'}</td>
                <td>${user.roleNames.join('、') || '—'}</td>
                <td>
                  ${statusText(userStatusKind(user.status))}
                  ${user.locked ? html`<div class="warning">${msg('已锁定')}</div>` : nothing}
                  ${user.mustChangePassword ? html`<div class="muted">${msg('待修改初始密码')}</div>` : nothing}
                </td>
                <td>${user.lastSignInTime ? this.formatTime(user.lastSignInTime) : msg('从未登录')}</td>
                <td class="actions">${this.renderActions(user)}</td>
              </tr>`,
            )}
          </tbody>
        </table>
      </div>
      ${this.renderPager(this.page, this.pageSize, total, (page) => (this.page = page))}`;
  }

  private renderMultiSelect(
    id: string,
    label: string,
    options: readonly { id: string; name: string }[],
    value: string[],
    onChange: (ids: string[]) => void,
  ) {
    return html`<div class="field">
      <label for=${id}>${label}</label>
      <select id=${id} multiple size="4" @change=${(event: Event) =>
        onChange([...(event.target as HTMLSelectElement).selectedOptions].map((option) => option.value))}>
        ${options.map((option) => html`<option value=${option.id} ?selected=${value.includes(option.id)}>${option.name}</option>`)}
      </select>
    </div>`;
  }

  private renderForm(draft: UserDraft) {
    const choices = this.choices.value;
    const posts = (choices?.posts ?? []).map((post) => ({
      id: post.id,
      name: `${post.orgName} / ${post.name}`,
    }));
    return html`<form part="form" novalidate @submit=${this.handleSave}>
      ${renderField({
        id: 'user-account',
        label: msg('账号'),
        value: draft.account,
        required: true,
        readonly: Boolean(draft.id),
        maxlength: 30,
        hint: draft.id ? undefined : msg('4-30位字母、数字或下划线；保存后生成一次性密码'),
        error: this.tried && !draft.account.trim() ? msg('请输入账号') : null,
        onInput: (account) => this.patch({ account }),
      })}
      ${renderField({
        id: 'user-fullname',
        label: msg('姓名'),
        value: draft.fullname,
        required: true,
        maxlength: 50,
        error: this.tried && !draft.fullname.trim() ? msg('请输入姓名') : null,
        onInput: (fullname) => this.patch({ fullname }),
      })}
      ${renderField({ id: 'user-email', label: msg('邮箱'), type: 'email', value: draft.email, maxlength: 100, onInput: (email) => this.patch({ email }) })}
      ${renderField({ id: 'user-mobile', label: msg('手机号'), type: 'tel', value: draft.mobile, maxlength: 11, onInput: (mobile) => this.patch({ mobile }) })}
      ${
        draft.staff
          ? html`<div class="field">
                <label for="user-org">${msg('组织')}</label>
                <select id="user-org" .value=${live(draft.orgId)} @change=${(event: Event) => this.patch({ orgId: (event.target as HTMLSelectElement).value })}>
                  <option value="">${msg('（无）')}</option>
                  ${(choices?.orgs ?? []).map((org) => html`<option value=${org.id} ?selected=${org.id === draft.orgId}>${org.name}</option>`)}
                </select>
              </div>
              ${this.renderMultiSelect('user-posts', msg('岗位'), posts, draft.postIds, (postIds) => this.patch({ postIds }))}
              ${this.renderMultiSelect('user-roles', msg('角色'), choices?.roles ?? [], draft.roleIds, (roleIds) => this.patch({ roleIds }))}`
          : nothing
      }
      ${renderRefusalMessage(this.refusal)}
      <div class="buttons">
        <sl-button type="submit" variant="primary" size="small" ?loading=${this.busy}>${msg('保存')}</sl-button>
        <sl-button size="small" @click=${() => (this.draft = undefined)}>${msg('取消')}</sl-button>
      </div>
    </form>`;
  }

  override render() {
    const draft = this.draft;
    return html`<section part="base">
      ${this.renderFilters()} ${draft ? nothing : this.renderRefusal()}
      ${this.renderList(
        this.list,
        (rows, total) => this.renderTable(rows, total),
        () => this.reload(),
      )}
      <sl-dialog
        label=${draft?.id ? msg(str`编辑用户“${draft.fullname}”`) : msg('新建用户')}
        ?open=${Boolean(draft)}
        @sl-after-hide=${this.handleFormHidden}
      >
        ${draft ? this.renderForm(draft) : nothing}
      </sl-dialog>
      <sl-dialog
        label=${msg('一次性密码')}
        ?open=${Boolean(this.oneTime)}
        @sl-after-hide=${this.handlePasswordHidden}
      >
        ${
          this.oneTime
            ? html`<p>${msg(str`账号“${this.oneTime.account}”的一次性密码（只显示这一次，用户首次登录时须修改）：`)}</p>
                <p class="password" part="one-time-password"><code>${this.oneTime.password}</code></p>`
            : nothing
        }
        <sl-button slot="footer" variant="primary" @click=${() => (this.oneTime = undefined)}>${msg('我已记下')}</sl-button>
      </sl-dialog>
      ${this.confirm.render()}
    </section>`;
  }
}
