import { localized, msg, str } from '@lit/localize';
import { Task } from '@lit/task';
import { html, nothing, type TemplateResult } from 'lit';
import { state } from 'lit/decorators.js';
import { live } from 'lit/directives/live.js';
import type { AdminMenu, AdminRoleDetail } from '../../api/contract/structure-admin.js';
import { ConfirmController } from '../core/confirm-controller.js';
import { renderField } from '../core/forms/form-field.js';
import { answerValue, renderLoadError, renderLoading } from '../core/load-states.js';
import { menuNameIn, renderTree, StructureAdminElement } from '../core/structure-admin.js';
import type { PickedUser } from '../user-picker/user-picker.component.js';
import { roleAdminStyles } from './role-admin.styles.js';

interface RoleDraft {
  name: string;
  code: string;
  enabled: boolean;
}

const CODE_PATTERN = /^[A-Za-z0-9_.-]+$/;
const NEW_ROLE = '';

/**
 * Roles as administrators keep them (系统管理 · 角色管理): name, code, enabled; the people who hold one; and
 * what it grants: the menu entries its holders see (an entry covers those below it) and the methods they
 * may use. A staff 系统管理员 changes the staff area's entries only (the others are shown, not changeable).
 * Holders see the change on their next page load, on every server.
 *
 * @tag role-admin
 * @summary Roles: their holders and the menus and methods they grant.
 *
 * @event eip-settings-change - A role, its holders or its grants were saved, or it was removed. `detail: { kind, message }`.
 *
 * @csspart base - The role list beside the panel.
 * @csspart tree - The role list.
 * @csspart panel - The chosen role.
 */
@localized()
export class RoleAdmin extends StructureAdminElement {
  static override styles = roleAdminStyles;

  private readonly confirm = new ConfirmController(this);

  /** The chosen role's id; NEW_ROLE while a new one is being made. */
  @state() private selectedId: string | undefined;
  @state() private draft: RoleDraft = { name: '', code: '', enabled: true };
  @state() private members: PickedUser[] = [];
  @state() private menuIds = new Set<string>();
  @state() private methods = new Set<string>();

  private readonly rolesLoader = new Task(this, {
    task: async (_args, { signal }) =>
      answerValue(await this.api.ucSelectors.getRolePage({ pageBean: { page: 1, pageSize: -1 } }, signal))
        .rows,
    args: () => [],
  });

  private readonly menusLoader = new Task(this, {
    task: async (_args, { signal }) => answerValue(await this.api.structureAdmin.menuTree(signal)),
    args: () => [],
  });

  private readonly detailLoader = new Task(this, {
    task: async ([id], { signal }) => {
      if (!id) return undefined;
      const role = answerValue(await this.api.structureAdmin.roleDetail(id, signal));
      this.draft = { name: role.name, code: role.code, enabled: role.enabled };
      this.members = role.members.map((member) => ({ id: member.id, name: member.fullname }));
      this.menuIds = new Set(role.menuIds);
      this.methods = new Set(role.methodAliases);
      return role;
    },
    args: () => [this.selectedId] as const,
  });

  private codeError(code: string): string | null {
    if (!code.trim()) return msg('请输入编码');
    return CODE_PATTERN.test(code) ? null : msg('编码只能包含字母、数字、下划线、点和短横线');
  }

  private select(id: string | undefined): void {
    this.selectedId = id;
    this.refusal = '';
    this.tried = false;
    if (id === NEW_ROLE) this.draft = { name: '', code: '', enabled: true };
  }

  private async handleSave(event: Event): Promise<void> {
    event.preventDefault();
    this.tried = true;
    if (!this.draft.name.trim() || this.codeError(this.draft.code)) return;
    const id = this.selectedId || undefined;
    const done = await this.act(() =>
      this.api.structureAdmin.saveRole({ ...(id ? { id } : {}), ...this.draft }),
    );
    if (!done?.value) return;
    void this.rolesLoader.run();
    if (id) void this.detailLoader.run();
    else this.selectedId = done.value;
  }

  private async handleMembers(role: AdminRoleDetail): Promise<void> {
    await this.act(() =>
      this.api.structureAdmin.setRoleMembers({
        id: role.id,
        userIds: this.members.map((member) => member.id),
      }),
    );
  }

  private async handleGrants(role: AdminRoleDetail): Promise<void> {
    await this.act(() =>
      this.api.structureAdmin.setRoleGrants({
        id: role.id,
        menuIds: [...this.menuIds],
        methodAliases: [...this.methods],
      }),
    );
  }

  private async handleRemove(role: AdminRoleDetail): Promise<void> {
    const sure = await this.confirm.ask(msg(str`删除角色“${role.name}”？其人员和授权一并删除。`), {
      confirmLabel: msg('删除'),
    });
    if (!sure) return;
    const done = await this.act(() => this.api.structureAdmin.removeRole({ id: role.id }), 'remove');
    if (done) {
      this.selectedId = undefined;
      void this.rolesLoader.run();
    }
  }

  private toggle(set: Set<string>, key: string, on: boolean): Set<string> {
    const next = new Set(set);
    if (on) next.add(key);
    else next.delete(key);
    return next;
  }

  private renderMenuChecks(menus: readonly AdminMenu[]): TemplateResult {
    const childrenOf = new Map<string | null, AdminMenu[]>();
    for (const menu of menus) childrenOf.set(menu.parentId, [...(childrenOf.get(menu.parentId) ?? []), menu]);
    const level = (parentId: string | null, depth: number): TemplateResult | typeof nothing => {
      const children = childrenOf.get(parentId) ?? [];
      if (!children.length || depth > 20) return nothing;
      return html`<ul class="checktree">
        ${children.map(
          (menu) => html`<li>
            <label
              ><input
                type="checkbox"
                .checked=${live(this.menuIds.has(menu.id))}
                ?disabled=${!menu.editable}
                @change=${(event: Event) => (this.menuIds = this.toggle(this.menuIds, menu.id, (event.target as HTMLInputElement).checked))}
              />${menuNameIn(menu)}</label
            >
            ${level(menu.id, depth + 1)}
          </li>`,
        )}
      </ul>`;
    };
    return level(null, 0) as TemplateResult;
  }

  private renderGrants(role: AdminRoleDetail) {
    const tree = this.menusLoader.value;
    if (!tree) return renderLoading();
    // A method belongs to its menu entry's page: changeable where the entry is.
    const editableAliases = new Set(tree.menus.filter((menu) => menu.editable).map((menu) => menu.alias));
    const methodEditable = (menuAlias: string | null) => menuAlias === null || editableAliases.has(menuAlias);
    return html`<section aria-labelledby="grants-title">
      <h2 id="grants-title">${msg('授权')}</h2>
      <fieldset class="checks block">
        <legend>${msg('可见菜单')}</legend>
        ${this.renderMenuChecks(tree.menus)}
      </fieldset>
      <fieldset class="checks">
        <legend>${msg('方法权限')}</legend>
        ${tree.methods.map(
          (method) => html`<label
            ><input
              type="checkbox"
              .checked=${live(this.methods.has(method.alias))}
              ?disabled=${!methodEditable(method.menuAlias)}
              @change=${(event: Event) => (this.methods = this.toggle(this.methods, method.alias, (event.target as HTMLInputElement).checked))}
            />${method.name}<span class="muted">${method.alias}</span></label
          >`,
        )}
      </fieldset>
      <div><sl-button size="small" variant="primary" ?loading=${this.busy} @click=${() => this.handleGrants(role)}>${msg('保存授权')}</sl-button></div>
    </section>`;
  }

  private renderForm(role: AdminRoleDetail | undefined) {
    return html`<section aria-labelledby="role-title">
      <h2 id="role-title">${role ? role.name : msg('新建角色')}</h2>
      <form novalidate @submit=${this.handleSave}>
        <div class="row">
          ${renderField({
            id: 'role-name',
            label: msg('角色名称'),
            value: this.draft.name,
            required: true,
            maxlength: 100,
            error: this.tried && !this.draft.name.trim() ? msg('请输入角色名称') : null,
            onInput: (name) => (this.draft = { ...this.draft, name }),
          })}
          ${renderField({
            id: 'role-code',
            label: msg('角色编码'),
            value: this.draft.code,
            required: true,
            maxlength: 64,
            error: this.draft.code || this.tried ? this.codeError(this.draft.code) : null,
            onInput: (code) => (this.draft = { ...this.draft, code }),
          })}
        </div>
        <label class="inline"
          ><input
            type="checkbox"
            .checked=${live(this.draft.enabled)}
            @change=${(event: Event) => (this.draft = { ...this.draft, enabled: (event.target as HTMLInputElement).checked })}
          />${msg('启用')}</label
        >
        <div class="toolbar">
          <sl-button type="submit" variant="primary" size="small" ?loading=${this.busy}>${role ? msg('保存') : msg('创建')}</sl-button>
          ${role ? html`<sl-button size="small" variant="danger" outline @click=${() => this.handleRemove(role)}>${msg('删除角色')}</sl-button>` : nothing}
        </div>
      </form>
    </section>`;
  }

  private renderRole(role: AdminRoleDetail) {
    return html`${this.renderForm(role)} ${this.renderRefusal()}
      <section aria-labelledby="members-title">
        <h2 id="members-title">${msg('角色人员')}</h2>
        <user-picker
          label=${msg('角色人员')}
          multiple
          org-filter
          .value=${this.members}
          @eip-change=${(event: CustomEvent<{ value: PickedUser[] }>) => (this.members = event.detail.value)}
        ></user-picker>
        <div><sl-button size="small" @click=${() => this.handleMembers(role)}>${msg('保存人员')}</sl-button></div>
      </section>
      ${this.renderGrants(role)}`;
  }

  private renderPanel() {
    if (this.selectedId === undefined) return html`<p class="hint">${msg('请在左侧选择一个角色。')}</p>`;
    if (this.selectedId === NEW_ROLE) return html`${this.renderForm(undefined)} ${this.renderRefusal()}`;
    return this.detailLoader.render({
      initial: () => renderLoading(),
      pending: () => (this.detailLoader.value ? this.renderRole(this.detailLoader.value) : renderLoading()),
      error: (error) => renderLoadError(error, () => void this.detailLoader.run()),
      complete: (role) => (role ? this.renderRole(role) : nothing),
    });
  }

  override render() {
    const roles = this.rolesLoader.value;
    return html`<div part="base">
      <div part="tree">
        <div><sl-button size="small" @click=${() => this.select(NEW_ROLE)}>${msg('新建角色')}</sl-button></div>
        ${
          roles
            ? renderTree(
                roles.map((role) => ({
                  id: role.id,
                  parentId: null,
                  label: role.name,
                  note: role.enabled ? role.code : msg('已停用'),
                })),
                this.selectedId,
                (id) => this.select(id),
                msg('角色'),
              )
            : renderLoading()
        }
      </div>
      <div part="panel">${this.renderPanel()}</div>
      ${this.confirm.render()}
    </div>`;
  }
}
