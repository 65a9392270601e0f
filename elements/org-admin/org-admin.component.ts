import { localized, msg, str } from '@lit/localize';
import { Task } from '@lit/task';
import { html, nothing } from 'lit';
import { state } from 'lit/decorators.js';
import { live } from 'lit/directives/live.js';
import type { SelectorOrg } from '../../api/contract/selectors.js';
import type { AdminOrgDetail } from '../../api/contract/structure-admin.js';
import { ConfirmController } from '../core/confirm-controller.js';
import { renderField } from '../core/forms/form-field.js';
import { answerValue, renderLoadError, renderLoading } from '../core/load-states.js';
import { renderTree, StructureAdminElement } from '../core/structure-admin.js';
import type { PickedUser } from '../user-picker/user-picker.component.js';
import { orgAdminStyles } from './org-admin.styles.js';

interface OrgDraft {
  name: string;
  code: string;
}

const CODE_PATTERN = /^[A-Za-z0-9_.-]+$/;

/**
 * Organisations as administrators keep them (系统管理 · 组织管理): a tree per dimension; the chosen
 * organisation renamed or recoded, moved under another of its dimension (with everything below it), its
 * leaders named, removed when empty, and a new one made below it or as a root. Its posts are a
 * `<post-admin>` beside it. The server checks who may (the site administrator, or staff with 系统管理员).
 *
 * @tag org-admin
 * @summary The organisation tree of a dimension and the chosen organisation's editor.
 *
 * @event eip-settings-change - An organisation, its leaders or a post was saved or removed. `detail: { kind, message }`.
 *
 * @csspart base - The tree beside the panel.
 * @csspart tree - The dimension and the tree.
 * @csspart panel - The chosen organisation.
 */
@localized()
export class OrgAdmin extends StructureAdminElement {
  static override styles = orgAdminStyles;

  private readonly confirm = new ConfirmController(this);

  @state() private demId = '';
  @state() private selectedId: string | undefined;
  @state() private draft: OrgDraft = { name: '', code: '' };
  @state() private leaders: PickedUser[] = [];
  @state() private moveTo = '';
  /** The new organisation's form, open or not, and where it goes. */
  @state() private creating: { name: string; code: string; asRoot: boolean } | undefined;

  private readonly demsLoader = new Task(this, {
    task: async (_args, { signal }) => {
      const dems = answerValue(await this.api.ucSelectors.getAllDems(signal));
      if (!this.demId) this.demId = dems.find((dem) => dem.isDefault)?.id ?? dems[0]?.id ?? '';
      return dems;
    },
    args: () => [],
  });

  private readonly orgsLoader = new Task(this, {
    task: async ([demId], { signal }) => {
      if (!demId) return [] as SelectorOrg[];
      const page = answerValue(
        await this.api.ucSelectors.getOrgPage(
          {
            pageBean: { page: 1, pageSize: -1 },
            querys: [{ property: 'demId', value: demId, operation: 'EQUAL', relation: 'AND' }],
          },
          signal,
        ),
      );
      return page.rows;
    },
    args: () => [this.demId] as const,
  });

  private readonly detailLoader = new Task(this, {
    task: async ([id], { signal }) => {
      if (!id) return undefined;
      const detail = answerValue(await this.api.structureAdmin.orgDetail(id, signal));
      this.draft = { name: detail.name, code: detail.code };
      this.leaders = detail.leaders.map((leader) => ({ id: leader.id, name: leader.fullname }));
      this.moveTo = detail.parentId ?? '';
      return detail;
    },
    args: () => [this.selectedId] as const,
  });

  private patchNew(change: Partial<{ name: string; code: string; asRoot: boolean }>): void {
    if (this.creating) this.creating = { ...this.creating, ...change };
  }

  private codeError(code: string): string | null {
    if (!code.trim()) return msg('请输入编码');
    return CODE_PATTERN.test(code) ? null : msg('编码只能包含字母、数字、下划线、点和短横线');
  }

  private refresh(): void {
    void this.orgsLoader.run();
    void this.detailLoader.run();
  }

  private async handleSave(event: Event, org: AdminOrgDetail): Promise<void> {
    event.preventDefault();
    if (!this.draft.name.trim() || this.codeError(this.draft.code)) return;
    const done = await this.act(() =>
      this.api.structureAdmin.saveOrg({ id: org.id, name: this.draft.name, code: this.draft.code }),
    );
    if (done) this.refresh();
  }

  private async handleMove(org: AdminOrgDetail): Promise<void> {
    const done = await this.act(() =>
      this.api.structureAdmin.moveOrg({ id: org.id, parentId: this.moveTo || null }),
    );
    if (done) this.refresh();
  }

  private async handleLeaders(org: AdminOrgDetail): Promise<void> {
    const done = await this.act(() =>
      this.api.structureAdmin.setOrgLeaders({ id: org.id, userIds: this.leaders.map((leader) => leader.id) }),
    );
    if (done) void this.detailLoader.run();
  }

  private async handleRemove(org: AdminOrgDetail): Promise<void> {
    const sure = await this.confirm.ask(msg(str`删除组织“${org.name}”？`), { confirmLabel: msg('删除') });
    if (!sure) return;
    const done = await this.act(() => this.api.structureAdmin.removeOrg({ id: org.id }), 'remove');
    if (done) {
      this.selectedId = org.parentId ?? undefined;
      void this.orgsLoader.run();
    }
  }

  private async handleCreate(event: Event): Promise<void> {
    event.preventDefault();
    const form = this.creating;
    this.tried = true;
    if (!form?.name.trim() || this.codeError(form.code)) return;
    const parentId = form.asRoot || !this.selectedId ? null : this.selectedId;
    const done = await this.act(() =>
      this.api.structureAdmin.saveOrg({ name: form.name, code: form.code, demId: this.demId, parentId }),
    );
    if (done?.value) {
      this.creating = undefined;
      this.selectedId = done.value;
      void this.orgsLoader.run();
    }
  }

  private renderCreate() {
    const form = this.creating;
    this.tried = true;
    if (!form) return nothing;
    const parentName = this.orgsLoader.value?.find((org) => org.id === this.selectedId)?.name;
    return html`<section aria-labelledby="create-title">
      <h2 id="create-title">${msg('新建组织')}</h2>
      <form novalidate @submit=${this.handleCreate}>
        <div class="row">
          ${renderField({
            id: 'new-name',
            label: msg('组织名称'),
            value: form.name,
            required: true,
            maxlength: 100,
            autofocus: true,
            error: this.tried && !form.name.trim() ? msg('请输入组织名称') : null,
            onInput: (name) => this.patchNew({ name }),
          })}
          ${renderField({
            id: 'new-code',
            label: msg('组织编码'),
            value: form.code,
            required: true,
            maxlength: 64,
            error: form.code || this.tried ? this.codeError(form.code) : null,
            onInput: (code) => this.patchNew({ code }),
          })}
        </div>
        ${
          parentName
            ? html`<label class="inline"
                ><input
                  type="checkbox"
                  .checked=${live(form.asRoot)}
                  @change=${(event: Event) => this.patchNew({ asRoot: (event.target as HTMLInputElement).checked })}
                />${msg(str`作为顶级组织（不放在“${parentName}”下）`)}</label
              >`
            : nothing
        }
        ${this.renderRefusal()}
        <div class="toolbar">
          <sl-button type="submit" variant="primary" size="small" ?loading=${this.busy}>${msg('创建')}</sl-button>
          <sl-button size="small" @click=${() => (this.creating = undefined)}>${msg('取消')}</sl-button>
        </div>
      </form>
    </section>`;
  }

  private renderOrg(org: AdminOrgDetail) {
    const orgs = this.orgsLoader.value ?? [];
    const targets = orgs.filter((candidate) => !candidate.path.startsWith(org.path));
    return html`<section aria-labelledby="org-title">
        <h2 id="org-title">${org.name}</h2>
        <form novalidate @submit=${(event: Event) => this.handleSave(event, org)}>
          <div class="row">
            ${renderField({
              id: 'org-name',
              label: msg('组织名称'),
              value: this.draft.name,
              required: true,
              maxlength: 100,
              error: this.draft.name.trim() ? null : msg('请输入组织名称'),
              onInput: (name) => (this.draft = { ...this.draft, name }),
            })}
            ${renderField({
              id: 'org-code',
              label: msg('组织编码'),
              value: this.draft.code,
              required: true,
              maxlength: 64,
              error: this.codeError(this.draft.code),
              onInput: (code) => (this.draft = { ...this.draft, code }),
            })}
          </div>
          <div class="toolbar">
            <sl-button type="submit" variant="primary" size="small" ?loading=${this.busy}>${msg('保存')}</sl-button>
            <sl-button size="small" @click=${() => (this.creating = { name: '', code: '', asRoot: false })}
              >${msg('新建下级组织')}</sl-button
            >
            <sl-button size="small" variant="danger" outline @click=${() => this.handleRemove(org)}>${msg('删除组织')}</sl-button>
          </div>
        </form>
        <p class="hint">${msg(str`人员 ${org.memberCount} 人`)}</p>
      </section>
      ${this.renderRefusal()} ${this.renderCreate()}
      <section aria-labelledby="move-title">
        <h2 id="move-title">${msg('移动组织')}</h2>
        <div class="toolbar">
          <label for="move-to">${msg('上级组织')}</label>
          <select id="move-to" .value=${live(this.moveTo)} @change=${(event: Event) => (this.moveTo = (event.target as HTMLSelectElement).value)}>
            <option value="">${msg('（顶级组织）')}</option>
            ${targets.map((target) => html`<option value=${target.id} ?selected=${target.id === this.moveTo}>${target.name}</option>`)}
          </select>
          <sl-button size="small" ?disabled=${this.moveTo === (org.parentId ?? '')} @click=${() => this.handleMove(org)}
            >${msg('移动')}</sl-button
          >
        </div>
      </section>
      <section aria-labelledby="leaders-title">
        <h2 id="leaders-title">${msg('负责人')}</h2>
        <user-picker
          label=${msg('负责人')}
          multiple
          org-filter
          .value=${this.leaders}
          @eip-change=${(event: CustomEvent<{ value: PickedUser[] }>) => (this.leaders = event.detail.value)}
        ></user-picker>
        <div><sl-button size="small" @click=${() => this.handleLeaders(org)}>${msg('保存负责人')}</sl-button></div>
      </section>
      <post-admin org-id=${org.id}></post-admin>`;
  }

  private renderPanel() {
    if (!this.selectedId) {
      return html`<p class="hint">${msg('请在左侧选择一个组织。')}</p>
        ${
          this.creating
            ? this.renderCreate()
            : html`<div>
                <sl-button size="small" @click=${() => (this.creating = { name: '', code: '', asRoot: true })}
                  >${msg('新建顶级组织')}</sl-button
                >
              </div>`
        }`;
    }
    return this.detailLoader.render({
      initial: () => renderLoading(),
      pending: () => (this.detailLoader.value ? this.renderOrg(this.detailLoader.value) : renderLoading()),
      error: (error) => renderLoadError(error, () => void this.detailLoader.run()),
      complete: (org) => (org ? this.renderOrg(org) : nothing),
    });
  }

  override render() {
    const dems = this.demsLoader.value ?? [];
    const orgs = this.orgsLoader.value ?? [];
    return html`<div part="base">
      <div part="tree">
        <label for="dem">${msg('维度')}</label>
        <select
          id="dem"
          .value=${live(this.demId)}
          @change=${(event: Event) => {
            this.demId = (event.target as HTMLSelectElement).value;
            this.selectedId = undefined;
          }}
        >
          ${dems.map((dem) => html`<option value=${dem.id} ?selected=${dem.id === this.demId}>${dem.name}</option>`)}
        </select>
        ${
          this.orgsLoader.value === undefined
            ? renderLoading()
            : renderTree(
                orgs.map((org) => ({ id: org.id, parentId: org.parentId, label: org.name })),
                this.selectedId,
                (id) => {
                  this.selectedId = id;
                  this.creating = undefined;
                  this.refusal = '';
                  this.tried = false;
                },
                msg('组织'),
              )
        }
      </div>
      <div part="panel">${this.renderPanel()}</div>
      ${this.confirm.render()}
    </div>`;
  }
}
