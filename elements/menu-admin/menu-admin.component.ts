import { localized, msg, str } from '@lit/localize';
import { Task } from '@lit/task';
import { html, nothing } from 'lit';
import { state } from 'lit/decorators.js';
import { live } from 'lit/directives/live.js';
import type { AdminMenu, MenuSaveBody } from '../../api/contract/structure-admin.js';
import { ConfirmController } from '../core/confirm-controller.js';
import { renderField } from '../core/forms/form-field.js';
import { USED_ICONS } from '../core/icons.js';
import { answerValue, renderLoading } from '../core/load-states.js';
import { menuNameIn, renderTree, StructureAdminElement } from '../core/structure-admin.js';
import { menuAdminStyles } from './menu-admin.styles.js';

type MenuDraft = Omit<MenuSaveBody, 'roleIds'> & { roleIds: Set<string> };

const ALIAS_PATTERN = /^[A-Za-z][A-Za-z0-9_]*$/;
const URL_PATTERN = /^(\/\S*|https?:\/\/\S+)$/;

function draftOf(menu: AdminMenu): MenuDraft {
  return {
    id: menu.id,
    parentId: menu.parentId ?? '',
    name: menu.name,
    nameZhTw: menu.nameZhTw ?? '',
    nameEnUs: menu.nameEnUs ?? '',
    alias: menu.alias,
    menuUrl: menu.menuUrl,
    view: menu.view ?? '',
    icon: menu.icon ?? '',
    badge: menu.badge ?? '',
    isNew: menu.isNew,
    hidden: menu.hidden,
    target: menu.target ?? '_self',
    roleIds: new Set(menu.roleIds),
  };
}

/**
 * The staff portal's menu tree as administrators keep it (系统管理 · 菜单管理): each entry's names in the
 * three languages, address, page, icon, badge, new and hidden flags, whether it opens in a new window, and
 * which roles see it; entries added below one, moved up and down among their siblings, removed when they
 * have none below. A staff 系统管理员 sees the tender site's and the administrators' entries but cannot
 * change them. Users see a change on their next page load, on every server.
 *
 * @tag menu-admin
 * @summary The menu tree: entries, their order, icons, badges and the roles that see them.
 *
 * @event eip-settings-change - An entry was saved, moved or removed. `detail: { kind, message }`.
 *
 * @csspart base - The tree beside the panel.
 * @csspart tree - The menu tree.
 * @csspart panel - The chosen entry's form.
 */
@localized()
export class MenuAdmin extends StructureAdminElement {
  static override styles = menuAdminStyles;

  private readonly confirm = new ConfirmController(this);

  @state() private selectedId: string | undefined;
  @state() private draft: MenuDraft | undefined;

  private readonly treeLoader = new Task(this, {
    task: async (_args, { signal }) => answerValue(await this.api.structureAdmin.menuTree(signal)),
    args: () => [],
  });

  private readonly rolesLoader = new Task(this, {
    task: async (_args, { signal }) =>
      answerValue(await this.api.ucSelectors.getRolePage({ pageBean: { page: 1, pageSize: -1 } }, signal))
        .rows,
    args: () => [],
  });

  private get menus(): AdminMenu[] {
    return this.treeLoader.value?.menus ?? [];
  }

  private select(id: string): void {
    const menu = this.menus.find((candidate) => candidate.id === id);
    this.selectedId = id;
    this.refusal = '';
    this.tried = false;
    this.draft = menu ? draftOf(menu) : undefined;
  }

  private addChild(parent: AdminMenu): void {
    this.refusal = '';
    this.tried = false;
    this.draft = {
      parentId: parent.id,
      name: '',
      nameZhTw: '',
      nameEnUs: '',
      alias: '',
      menuUrl: '/',
      view: '',
      icon: '',
      badge: '',
      isNew: false,
      hidden: false,
      target: '_self',
      roleIds: new Set(),
    };
  }

  private problems(draft: MenuDraft): Partial<Record<'name' | 'alias' | 'menuUrl', string>> {
    return {
      ...(draft.name.trim() ? {} : { name: msg('请输入菜单名称') }),
      ...(ALIAS_PATTERN.test(draft.alias) ? {} : { alias: msg('别名须以字母开头，只含字母、数字和下划线') }),
      ...(URL_PATTERN.test(draft.menuUrl) ? {} : { menuUrl: msg('地址须以 / 开头，或是 http(s):// 网址') }),
    };
  }

  private async handleSubmit(event: Event): Promise<void> {
    event.preventDefault();
    const draft = this.draft;
    this.tried = true;
    if (!draft || Object.keys(this.problems(draft)).length) return;
    const done = await this.act(() =>
      this.api.structureAdmin.saveMenu({ ...draft, roleIds: [...draft.roleIds] }),
    );
    if (!done?.value) return;
    await this.treeLoader.run();
    this.select(done.value);
  }

  private async handleMove(menu: AdminMenu, step: -1 | 1): Promise<void> {
    const siblings = this.menus.filter((candidate) => candidate.parentId === menu.parentId);
    const index = siblings.findIndex((candidate) => candidate.id === menu.id);
    const other = siblings[index + step];
    if (!menu.parentId || !other) return;
    const ids = siblings.map((candidate) => candidate.id);
    ids[index] = other.id;
    ids[index + step] = menu.id;
    const done = await this.act(() =>
      this.api.structureAdmin.reorderMenus({ parentId: menu.parentId as string, ids }),
    );
    if (done) await this.treeLoader.run();
  }

  private async handleRemove(menu: AdminMenu): Promise<void> {
    const sure = await this.confirm.ask(msg(str`删除菜单“${menu.name}”？`), { confirmLabel: msg('删除') });
    if (!sure) return;
    const done = await this.act(() => this.api.structureAdmin.removeMenu({ id: menu.id }), 'remove');
    if (!done) return;
    this.selectedId = undefined;
    this.draft = undefined;
    await this.treeLoader.run();
  }

  private renderForm(draft: MenuDraft, menu: AdminMenu | undefined) {
    const editable = menu ? menu.editable : true;
    const problems = this.problems(draft);
    const set = (patch: Partial<MenuDraft>) => {
      if (this.draft) this.draft = { ...this.draft, ...patch };
    };
    const roles = this.rolesLoader.value ?? [];
    const parentName = this.menus.find((candidate) => candidate.id === draft.parentId)?.name ?? '';
    const text = (
      id: 'name' | 'nameZhTw' | 'nameEnUs' | 'alias' | 'menuUrl' | 'view' | 'badge',
      label: string,
      required = false,
      hint?: string,
    ) =>
      renderField({
        id: `menu-${id}`,
        label,
        value: String(draft[id] ?? ''),
        required,
        hint,
        disabled: !editable,
        error:
          id in problems && (this.tried || draft[id] !== '') ? problems[id as keyof typeof problems] : null,
        onInput: (value) => set({ [id]: value }),
      });
    return html`<form part="form" novalidate @submit=${this.handleSubmit} aria-labelledby="menu-title">
      <h2 id="menu-title">${menu ? menuNameIn(menu) : msg(str`在“${parentName}”下新建菜单`)}</h2>
      ${editable ? nothing : html`<p class="hint">${msg('该菜单只能由平台管理员修改。')}</p>`}
      <fieldset class="plain" ?disabled=${!editable}>
        <div class="row">
          ${text('name', msg('菜单名称'), true)} ${text('nameZhTw', msg('繁体名称'))} ${text('nameEnUs', msg('英文名称'))}
        </div>
        <div class="row">
          ${text('alias', msg('别名'), true)} ${text('menuUrl', msg('地址'), true, msg('门户内的路径，或外部网址'))}
          ${text('view', msg('页面'), false, msg('门户视图名，如 flow/myTask；不填则按地址打开在线页面'))}
        </div>
        <div class="row">
          <div class="field">
            <label for="menu-icon">${msg('图标')}</label>
            <div class="field__control">
              <select id="menu-icon" .value=${live(draft.icon ?? '')} @change=${(event: Event) => set({ icon: (event.target as HTMLSelectElement).value })}>
                <option value="">${msg('（无）')}</option>
                ${USED_ICONS.map((icon) => html`<option value=${icon} ?selected=${icon === draft.icon}>${icon}</option>`)}
              </select>
              ${draft.icon ? html`<sl-icon name=${draft.icon} aria-hidden="true"></sl-icon>` : nothing}
            </div>
          </div>
          ${text('badge', msg('徽标'), false, msg('显示在菜单上的短文字，如“新”'))}
        </div>
        <div class="checks">
          <label><input type="checkbox" .checked=${live(Boolean(draft.isNew))} @change=${(event: Event) => set({ isNew: (event.target as HTMLInputElement).checked })} />${msg('标为新')}</label>
          <label><input type="checkbox" .checked=${live(Boolean(draft.hidden))} @change=${(event: Event) => set({ hidden: (event.target as HTMLInputElement).checked })} />${msg('隐藏')}</label>
          <label
            ><input
              type="checkbox"
              .checked=${live(draft.target === '_blank')}
              @change=${(event: Event) => set({ target: (event.target as HTMLInputElement).checked ? '_blank' : '_self' })}
            />${msg('在新窗口打开')}</label
          >
        </div>
        <fieldset class="checks">
          <legend>${msg('可见角色')}</legend>
          ${roles.map(
            (role) => html`<label
              ><input
                type="checkbox"
                .checked=${live(draft.roleIds.has(role.id))}
                @change=${(event: Event) => {
                  const next = new Set(this.draft?.roleIds);
                  if ((event.target as HTMLInputElement).checked) next.add(role.id);
                  else next.delete(role.id);
                  set({ roleIds: next });
                }}
              />${role.name}</label
            >`,
          )}
        </fieldset>
        ${menu?.otherGrantees ? html`<p class="hint">${msg(str`另有 ${menu.otherGrantees} 项按身份、用户或所有人的授权，保持不变。`)}</p>` : nothing}
      </fieldset>
      ${this.renderRefusal()}
      <div class="toolbar">
        ${editable ? html`<sl-button type="submit" variant="primary" size="small" ?loading=${this.busy}>${msg('保存')}</sl-button>` : nothing}
        ${menu ? this.renderEntryActions(menu) : html`<sl-button size="small" @click=${() => (this.draft = undefined)}>${msg('取消')}</sl-button>`}
      </div>
    </form>`;
  }

  private renderEntryActions(menu: AdminMenu) {
    const siblings = this.menus.filter((candidate) => candidate.parentId === menu.parentId);
    const index = siblings.findIndex((candidate) => candidate.id === menu.id);
    const root = !menu.parentId;
    return html`<sl-button size="small" @click=${() => this.addChild(menu)}>${msg('新建下级菜单')}</sl-button>
      ${
        root || !menu.editable
          ? nothing
          : html`<sl-button size="small" ?disabled=${index <= 0} @click=${() => this.handleMove(menu, -1)}>${msg('上移')}</sl-button>
              <sl-button size="small" ?disabled=${index >= siblings.length - 1} @click=${() => this.handleMove(menu, 1)}>${msg('下移')}</sl-button>
              <sl-button size="small" variant="danger" outline @click=${() => this.handleRemove(menu)}>${msg('删除菜单')}</sl-button>`
      }`;
  }

  override render() {
    const menu = this.menus.find((candidate) => candidate.id === this.selectedId);
    return html`<div part="base">
      <div part="tree">
        ${
          this.treeLoader.value
            ? renderTree(
                this.menus.map((entry) => ({
                  id: entry.id,
                  parentId: entry.parentId,
                  label: menuNameIn(entry),
                  note: entry.hidden ? msg('隐藏') : undefined,
                })),
                this.selectedId,
                (id) => this.select(id),
                msg('菜单'),
              )
            : renderLoading()
        }
      </div>
      <div part="panel">
        ${this.draft ? this.renderForm(this.draft, this.draft.id ? menu : undefined) : html`<p class="hint">${msg('请在左侧选择一个菜单。')}</p>`}
      </div>
      ${this.confirm.render()}
    </div>`;
  }
}
