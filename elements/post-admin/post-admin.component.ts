import { localized, msg, str } from '@lit/localize';
import { Task } from '@lit/task';
import { html, nothing } from 'lit';
import { property, state } from 'lit/decorators.js';
import { live } from 'lit/directives/live.js';
import type { AdminOrgDetail, AdminPost } from '../../api/contract/structure-admin.js';
import { ConfirmController } from '../core/confirm-controller.js';
import { renderField } from '../core/forms/form-field.js';
import { answerValue, renderEmpty, renderLoadError, renderLoading } from '../core/load-states.js';
import { StructureAdminElement } from '../core/structure-admin.js';
import type { PickedUser } from '../user-picker/user-picker.component.js';
import { postAdminStyles } from './post-admin.styles.js';

interface PostDraft {
  id?: string;
  name: string;
  code: string;
  jobId: string;
  members: PickedUser[];
}

const CODE_PATTERN = /^[A-Za-z0-9_.-]+$/;

/**
 * The posts of one organisation (a job there: 采购管理部 / 采购专员) and the people who hold them: create,
 * change, fill and remove a post. Someone given a post joins its organisation. Used by `<org-admin>` for
 * the organisation it shows; a page may use it alone with an organisation's id.
 *
 * @tag post-admin
 * @summary The posts of an organisation with their holders: create, change, fill, remove.
 *
 * @event eip-settings-change - A post was saved, filled or removed. `detail: { kind, message }`.
 *
 * @csspart base - The wrapper.
 * @csspart table - The posts.
 * @csspart form - The post being created or changed.
 */
@localized()
export class PostAdmin extends StructureAdminElement {
  static override styles = postAdminStyles;

  private readonly confirm = new ConfirmController(this);

  @state() private draft: PostDraft | undefined;

  /** The organisation whose posts these are. */
  @property({ attribute: 'org-id' }) orgId = '';

  private readonly orgLoader = new Task(this, {
    task: async ([id], { signal }) =>
      id ? answerValue(await this.api.structureAdmin.orgDetail(id, signal)) : undefined,
    args: () => [this.orgId] as const,
  });

  private get org(): AdminOrgDetail | undefined {
    return this.orgLoader.value;
  }

  /** Reads the organisation's posts again (after its holders changed elsewhere). */
  reload(): void {
    void this.orgLoader.run();
  }

  private readonly jobsLoader = new Task(this, {
    task: async (_args, { signal }) =>
      answerValue(await this.api.ucSelectors.getJobPage({ pageBean: { page: 1, pageSize: -1 } }, signal))
        .rows,
    args: () => [],
  });

  private edit(post?: AdminPost): void {
    this.refusal = '';
    this.tried = false;
    this.draft = post
      ? {
          id: post.id,
          name: post.name,
          code: post.code,
          jobId: post.jobId ?? '',
          members: post.members.map((member) => ({ id: member.id, name: member.fullname })),
        }
      : { name: '', code: '', jobId: '', members: [] };
  }

  /** Typing changes the draft as it is now (two inputs before a render must not undo each other). */
  private patch(change: Partial<PostDraft>): void {
    if (this.draft) this.draft = { ...this.draft, ...change };
  }

  private codeError(code: string): string | null {
    if (!code.trim()) return msg('请输入编码');
    return CODE_PATTERN.test(code) ? null : msg('编码只能包含字母、数字、下划线、点和短横线');
  }

  private async handleSubmit(event: Event): Promise<void> {
    event.preventDefault();
    const draft = this.draft;
    const org = this.org;
    this.tried = true;
    if (!draft || !org || !draft.name.trim() || this.codeError(draft.code)) return;
    const saved = await this.act(() =>
      this.api.structureAdmin.savePost({
        ...(draft.id ? { id: draft.id } : {}),
        name: draft.name,
        code: draft.code,
        orgId: org.id,
        jobId: draft.jobId || null,
      }),
    );
    const id = saved?.value;
    if (!id) return;
    const before = org.posts.find((post) => post.id === id)?.members.map((member) => member.id) ?? [];
    const after = draft.members.map((member) => member.id);
    if (before.join() !== after.join()) {
      const filled = await this.act(() => this.api.structureAdmin.setPostMembers({ id, userIds: after }));
      if (!filled) {
        this.draft = { ...draft, id };
        this.reload();
        return;
      }
    }
    this.draft = undefined;
    this.reload();
  }

  private async handleRemove(post: AdminPost): Promise<void> {
    const sure = await this.confirm.ask(msg(str`删除岗位“${post.name}”？`), { confirmLabel: msg('删除') });
    if (sure && (await this.act(() => this.api.structureAdmin.removePost({ id: post.id }), 'remove')))
      this.reload();
  }

  private renderForm(draft: PostDraft) {
    const jobs = this.jobsLoader.value ?? [];
    return html`<form part="form" novalidate @submit=${this.handleSubmit} aria-labelledby="post-form-title">
      <h3 id="post-form-title">${draft.id ? msg(str`修改岗位“${draft.name}”`) : msg('新建岗位')}</h3>
      <div class="row">
        ${renderField({
          id: 'post-name',
          label: msg('岗位名称'),
          value: draft.name,
          required: true,
          maxlength: 100,
          autofocus: true,
          error: this.tried && !draft.name.trim() ? msg('请输入岗位名称') : null,
          onInput: (name) => this.patch({ name }),
        })}
        ${renderField({
          id: 'post-code',
          label: msg('岗位编码'),
          value: draft.code,
          required: true,
          maxlength: 64,
          error: draft.code || this.tried ? this.codeError(draft.code) : null,
          onInput: (code) => this.patch({ code }),
        })}
        <div class="field">
          <label for="post-job">${msg('职务')}</label>
          <select id="post-job" .value=${live(draft.jobId)} @change=${(event: Event) => this.patch({ jobId: (event.target as HTMLSelectElement).value })}>
            <option value="">${msg('（无）')}</option>
            ${jobs.map((job) => html`<option value=${job.id} ?selected=${job.id === draft.jobId}>${job.name}</option>`)}
          </select>
        </div>
      </div>
      <user-picker
        label=${msg('岗位人员')}
        multiple
        org-filter
        .value=${draft.members}
        @eip-change=${(event: CustomEvent<{ value: PickedUser[] }>) => this.patch({ members: event.detail.value })}
      ></user-picker>
      ${this.renderRefusal()}
      <div class="toolbar">
        <sl-button type="submit" variant="primary" size="small" ?loading=${this.busy}>${msg('保存岗位')}</sl-button>
        <sl-button size="small" @click=${() => (this.draft = undefined)}>${msg('取消')}</sl-button>
      </div>
    </form>`;
  }

  private renderPosts(posts: readonly AdminPost[]) {
    if (!posts.length) return renderEmpty(msg('该组织还没有岗位'));
    return html`<div class="scroll">
      <table class="data-table" part="table">
        <caption class="visually-hidden">${msg('岗位')}</caption>
        <thead>
          <tr>
            <th scope="col">${msg('岗位名称')}</th>
            <th scope="col">${msg('职务')}</th>
            <th scope="col">${msg('人员')}</th>
            <th scope="col">${msg('操作')}</th>
          </tr>
        </thead>
        <tbody>
          ${posts.map(
            (post) => html`<tr>
              <th scope="row">${post.name}<div class="muted">${post.code}</div></th>
              <td>${post.jobName ?? '—'}</td>
              <td>${post.members.map((member) => member.fullname).join('、') || '—'}</td>
              <td class="actions">
                <sl-button size="small" variant="text" @click=${() => this.edit(post)}
                  >${msg('修改')}<span class="visually-hidden">${post.name}</span></sl-button
                >
                <sl-button size="small" variant="text" @click=${() => this.handleRemove(post)}
                  >${msg('删除')}<span class="visually-hidden">${post.name}</span></sl-button
                >
              </td>
            </tr>`,
          )}
        </tbody>
      </table>
    </div>`;
  }

  override render() {
    if (!this.orgId) return nothing;
    if (!this.org) {
      return this.orgLoader.render({
        error: (error) => renderLoadError(error, () => this.reload()),
        pending: () => renderLoading(),
        initial: () => renderLoading(),
      });
    }
    return html`<section part="base" aria-labelledby="posts-title">
      <div class="toolbar">
        <h2 id="posts-title">${msg('岗位')}</h2>
        <sl-button size="small" @click=${() => this.edit()}>${msg('新建岗位')}</sl-button>
      </div>
      ${this.draft ? nothing : this.renderRefusal()} ${this.renderPosts(this.org.posts)}
      ${this.draft ? this.renderForm(this.draft) : nothing} ${this.confirm.render()}
    </section>`;
  }
}
