import { localized, msg, str } from '@lit/localize';
import { Task } from '@lit/task';
import { html, nothing } from 'lit';
import { state } from 'lit/decorators.js';
import { classMap } from 'lit/directives/class-map.js';
import type { Contact, ContactGroup } from '../../api/contract/contacts.js';
import { CONTACT_GROUP_LIMITS } from '../../api/contract/contacts.js';
import { renderContact } from '../core/contact-actions.js';
import { EipElement } from '../core/eip-element.js';
import { acceptedValue, failureText } from '../core/forms/server-calls.js';
import { answerValue, renderEmpty, renderLoadError, renderLoading } from '../core/load-states.js';
import { colon } from '../core/procure-labels.js';
import type { PickedUser } from '../user-picker/user-picker.component.js';
import { contactGroupManagerStyles } from './contact-group-manager.styles.js';

declare module '../core/eip-element.js' {
  interface EipEventDetailMap {
    'eip-group-message': { group: ContactGroup; members: Contact[] };
  }
}

/**
 * The user's contact groups (ucGroup query, save, remove) and the chosen group's members
 * (ucGroupUser getGroupUsers, saveJson, remove, swap): create, rename and remove groups; add people
 * with `<user-picker>`; take them out; order them with 上移 / 下移 (buttons, so the keyboard works
 * too). From a member: 写邮件 and 发消息; from a group: 发消息 to all of it.
 *
 * @tag contact-group-manager
 * @summary The user's contact groups and their members: create, fill, order, and write to them.
 *
 * @event eip-contact-action - 写邮件 or 发消息 was chosen on a member. `detail: { action, contact }`.
 * @event eip-group-message - 发消息 was chosen on the group. `detail: { group, members }`.
 *
 * @csspart base - The wrapper.
 * @csspart groups - The list of groups and the form to create one.
 * @csspart group - One group in the list (a button choosing it).
 * @csspart members - The chosen group: its tools and members.
 * @csspart item - One member.
 * @csspart message - The last refusal of the server.
 * @csspart status - The loading, error or empty line.
 */
@localized()
export class ContactGroupManager extends EipElement {
  static override styles = contactGroupManagerStyles;

  private readonly groupsLoader = new Task(this, {
    task: async (_args, { signal }) =>
      answerValue(await this.api.contacts.queryGroups(undefined, signal)).rows,
    args: () => [this.groupsVersion] as const,
  });

  private readonly membersLoader = new Task(this, {
    task: async ([groupId], { signal }) =>
      groupId ? answerValue(await this.api.contacts.getGroupUsers(groupId, signal)) : ([] as Contact[]),
    args: () => [this.selectedId, this.membersVersion] as const,
  });

  @state() private groupsVersion = 0;
  @state() private membersVersion = 0;
  @state() private selectedId = '';
  @state() private newName = '';
  @state() private renaming = false;
  @state() private rename = '';
  @state() private confirmingRemove = false;
  @state() private picked: PickedUser[] = [];
  @state() private refusal = '';
  @state() private busy = false;

  private get groups(): ContactGroup[] {
    return this.groupsLoader.value ?? [];
  }

  private get selected(): ContactGroup | undefined {
    return this.groups.find((group) => group.id === this.selectedId);
  }

  private get members(): Contact[] {
    return this.membersLoader.value ?? [];
  }

  /** Runs a change; a refusal shows its message and keeps what the user typed. */
  private async change(call: () => Promise<unknown>, after: () => void): Promise<boolean> {
    if (this.busy) return false;
    this.busy = true;
    this.refusal = '';
    try {
      await call();
      after();
      return true;
    } catch (error) {
      this.refusal = failureText(error);
      return false;
    } finally {
      this.busy = false;
    }
  }

  private async handleCreate(event: SubmitEvent): Promise<void> {
    event.preventDefault();
    const name = this.newName.trim();
    if (!name) {
      this.refusal = msg('请填写分组名称');
      return;
    }
    let created = '';
    await this.change(
      async () => {
        created = acceptedValue(await this.api.contacts.saveGroup({ name })) ?? '';
      },
      () => {
        this.newName = '';
        this.selectedId = created;
        this.groupsVersion += 1;
      },
    );
  }

  private async handleRename(event: SubmitEvent): Promise<void> {
    event.preventDefault();
    const group = this.selected;
    if (!group) return;
    await this.change(
      async () =>
        acceptedValue(await this.api.contacts.saveGroup({ id: group.id, name: this.rename.trim() })),
      () => {
        this.renaming = false;
        this.groupsVersion += 1;
      },
    );
  }

  private async handleRemoveGroup(): Promise<void> {
    const group = this.selected;
    if (!group) return;
    await this.change(
      async () => acceptedValue(await this.api.contacts.removeGroups([group.id])),
      () => {
        this.confirmingRemove = false;
        this.selectedId = '';
        this.groupsVersion += 1;
      },
    );
  }

  private async handleAdd(): Promise<void> {
    const group = this.selected;
    if (!group || this.picked.length === 0) return;
    const userIds = this.picked.map((user) => user.id);
    await this.change(
      async () => acceptedValue(await this.api.contacts.addGroupUsers({ groupId: group.id, userIds })),
      () => {
        this.picked = [];
        this.membersVersion += 1;
        this.groupsVersion += 1;
      },
    );
  }

  private async handleRemoveMember(member: Contact): Promise<void> {
    const group = this.selected;
    if (!group) return;
    await this.change(
      async () =>
        acceptedValue(await this.api.contacts.removeGroupUsers({ groupId: group.id, userIds: [member.id] })),
      () => {
        this.membersVersion += 1;
        this.groupsVersion += 1;
      },
    );
  }

  private async handleMove(member: Contact, step: -1 | 1): Promise<void> {
    const group = this.selected;
    const index = this.members.findIndex((row) => row.id === member.id);
    const target = this.members[index + step];
    if (!group || !target) return;
    const moved = await this.change(
      async () =>
        acceptedValue(
          await this.api.contacts.swapGroupUsers({
            groupId: group.id,
            userId: member.id,
            targetUserId: target.id,
          }),
        ),
      () => {
        this.membersVersion += 1;
      },
    );
    if (!moved) return;
    // Keep the keyboard on the member that moved: the same button, or the other one at an end.
    await this.membersLoader.taskComplete;
    await this.updateComplete;
    const buttons = this.renderRoot.querySelectorAll<HTMLElement>(`[data-member="${member.id}"] .move`);
    const wanted = step === -1 ? 0 : 1;
    const button = [...buttons].find((candidate, i) => i === wanted && !candidate.hasAttribute('disabled'));
    (button ?? [...buttons].find((candidate) => !candidate.hasAttribute('disabled')))?.focus();
  }

  private handleSelect(group: ContactGroup): void {
    this.selectedId = group.id;
    this.renaming = false;
    this.confirmingRemove = false;
    this.picked = [];
    this.refusal = '';
  }

  private renderGroups() {
    return html`<section part="groups" class="groups" aria-label=${msg('我的分组')}>
      <h3>${msg('我的分组')}</h3>
      ${this.groupsLoader.render({
        initial: () => renderLoading(),
        pending: () => (this.groupsLoader.value ? this.renderGroupList() : renderLoading()),
        error: (error) => renderLoadError(error, () => void this.groupsLoader.run()),
        complete: () => this.renderGroupList(),
      })}
      <form class="create" @submit=${this.handleCreate}>
        <input
          type="text"
          aria-label=${msg('新分组名称')}
          placeholder=${msg('新分组名称')}
          maxlength=${CONTACT_GROUP_LIMITS.name}
          .value=${this.newName}
          @input=${(event: Event) => (this.newName = (event.target as HTMLInputElement).value)}
        />
        <sl-button size="small" type="submit" variant="primary" ?disabled=${this.busy}>${msg('新建分组')}</sl-button>
      </form>
    </section>`;
  }

  private renderGroupList() {
    if (this.groups.length === 0) return renderEmpty(msg('还没有分组'));
    return html`<ul class="group-list">
      ${this.groups.map(
        (group) => html`<li>
          <button
            part="group"
            type="button"
            class=${classMap({ selected: group.id === this.selectedId })}
            aria-pressed=${group.id === this.selectedId ? 'true' : 'false'}
            @click=${() => this.handleSelect(group)}
          >
            <span>${group.name}</span><span class="count">${group.memberCount}</span>
          </button>
        </li>`,
      )}
    </ul>`;
  }

  private renderTools(group: ContactGroup) {
    if (this.renaming) {
      return html`<form class="tools" @submit=${this.handleRename}>
        <input
          type="text"
          aria-label=${msg('分组名称')}
          maxlength=${CONTACT_GROUP_LIMITS.name}
          .value=${this.rename}
          @input=${(event: Event) => (this.rename = (event.target as HTMLInputElement).value)}
        />
        <sl-button size="small" type="submit" variant="primary" ?disabled=${this.busy}>${msg('保存')}</sl-button>
        <sl-button size="small" @click=${() => (this.renaming = false)}>${msg('取消')}</sl-button>
      </form>`;
    }
    return html`<div class="tools">
      <h3>${group.name}</h3>
      <sl-button
        size="small"
        @click=${() => {
          this.rename = group.name;
          this.renaming = true;
        }}
        >${msg('重命名')}</sl-button
      >
      <sl-button
        size="small"
        ?disabled=${this.members.length === 0}
        @click=${() => this.emit('eip-group-message', { group, members: this.members })}
        >${msg('发消息给分组')}</sl-button
      >
      ${
        this.confirmingRemove
          ? html`<span class="confirm" role="group" aria-label=${msg('确认删除')}>
              ${msg(str`确定删除分组“${group.name}”？`)}
              <sl-button size="small" variant="danger" ?loading=${this.busy} @click=${this.handleRemoveGroup}
                >${msg('删除')}</sl-button
              >
              <sl-button size="small" @click=${() => (this.confirmingRemove = false)}>${msg('取消')}</sl-button>
            </span>`
          : html`<sl-button size="small" variant="danger" outline @click=${() => (this.confirmingRemove = true)}
              >${msg('删除分组')}</sl-button
            >`
      }
    </div>`;
  }

  private renderMember(member: Contact, index: number, count: number) {
    return html`<li part="item" data-member=${member.id}>
      <span class="order">
        <sl-icon-button
          class="move"
          name="arrow-up"
          label=${msg(str`上移：${member.name}`)}
          ?disabled=${index === 0 || this.busy}
          @click=${() => this.handleMove(member, -1)}
        ></sl-icon-button>
        <sl-icon-button
          class="move"
          name="arrow-down"
          label=${msg(str`下移：${member.name}`)}
          ?disabled=${index === count - 1 || this.busy}
          @click=${() => this.handleMove(member, 1)}
        ></sl-icon-button>
      </span>
      ${renderContact(this, member)}
      <sl-button size="small" variant="danger" outline @click=${() => this.handleRemoveMember(member)}
        >${msg('移除')}<span class="visually-hidden">${colon()}${member.name}</span></sl-button
      >
    </li>`;
  }

  private renderMembers(group: ContactGroup) {
    return html`<section part="members" class="members" aria-label=${msg(str`分组成员：${group.name}`)}>
      ${this.renderTools(group)}
      <div class="add">
        <user-picker
          label=${msg('添加成员')}
          multiple
          org-filter
          .value=${this.picked}
          .exclude=${this.members.map((member) => member.id)}
          @eip-change=${(event: CustomEvent<{ value: unknown }>) => {
            event.stopPropagation();
            this.picked = event.detail.value as PickedUser[];
          }}
        ></user-picker>
        <sl-button size="small" variant="primary" ?disabled=${this.picked.length === 0 || this.busy} @click=${this.handleAdd}
          >${msg('添加')}</sl-button
        >
      </div>
      ${this.membersLoader.render({
        initial: () => renderLoading(),
        pending: () => (this.membersLoader.value ? this.renderMemberList() : renderLoading()),
        error: (error) => renderLoadError(error, () => void this.membersLoader.run()),
        complete: () => this.renderMemberList(),
      })}
    </section>`;
  }

  private renderMemberList() {
    const members = this.members;
    if (members.length === 0) return renderEmpty(msg('分组还没有成员'));
    return html`<ul class="member-list">
      ${members.map((member, index) => this.renderMember(member, index, members.length))}
    </ul>`;
  }

  override render() {
    const group = this.selected;
    return html`<div part="base">
      ${this.renderGroups()}
      <div class="panel">
        <div part="message" class="message" role="alert">${this.refusal || nothing}</div>
        ${group ? this.renderMembers(group) : renderEmpty(msg('选择一个分组查看成员'))}
      </div>
    </div>`;
  }
}
