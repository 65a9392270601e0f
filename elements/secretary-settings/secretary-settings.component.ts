import { localized, msg } from '@lit/localize';
import { html, nothing } from 'lit';
import { property, state } from 'lit/decorators.js';
import type { SecretaryEntry } from '../../api/contract/workflow-settings.js';
import { formatDateTime } from '../core/format.js';
import { SettingsList } from '../core/settings-list.js';
import type { PickedUser } from '../user-picker/user-picker.component.js';
import { secretarySettingsStyles } from './secretary-settings.styles.js';

/**
 * Secretary settings (秘书设置): the secretaries the signed-in leader names — they see the leader's
 * to-dos (领导待办) and act on them for the leader — or, with `manager` (administrators), every leader's
 * secretaries. A leader's own flow menu has no 领导待办.
 *
 * @tag secretary-settings
 * @summary A leader's secretaries (or everyone's for an administrator): add, remove.
 *
 * @event eip-settings-change - A secretary was added or removed. `detail: { kind, message }`.
 *
 * @csspart base - The wrapper of everything.
 * @csspart table - The secretaries.
 * @csspart dialog - The add dialog.
 * @csspart status - The loading, error or empty line.
 */
@localized()
export class SecretarySettings extends SettingsList<SecretaryEntry> {
  static override styles = secretarySettingsStyles;

  @state() private leader: PickedUser[] = [];
  @state() private secretaries: PickedUser[] = [];

  /** Every leader's secretaries (bpmSecretaryManage/list without personal): for workflow administrators. */
  @property({ type: Boolean }) manager = false;

  protected override loadArgs() {
    return [this.manager];
  }

  protected override loadRows(signal: AbortSignal) {
    return this.api.workflowSettings.secretaryList({ personal: !this.manager }, signal);
  }

  protected override get dialogLabel() {
    return msg('添加秘书');
  }

  private add(): void {
    this.leader = [];
    this.secretaries = [];
    this.openForm();
  }

  protected override async save() {
    if (this.manager && !this.leader[0]) {
      this.refusal = msg('请选择领导');
      return undefined;
    }
    if (!this.secretaries.length) {
      this.refusal = msg('请选择秘书');
      return undefined;
    }
    return this.api.workflowSettings.secretarySave({
      ...(this.manager && this.leader[0] ? { leaderId: this.leader[0].id } : {}),
      secretaryIds: this.secretaries.map((person) => person.id),
    });
  }

  protected override removeRow(row: SecretaryEntry) {
    return this.api.workflowSettings.secretaryRemove([row.id]);
  }

  protected override renderForm() {
    return html`${
      this.manager
        ? html`<user-picker
            label=${msg('领导')}
            required
            .value=${this.leader}
            @eip-change=${(event: CustomEvent<{ value: PickedUser[] }>) => {
              this.leader = event.detail.value;
            }}
          ></user-picker>`
        : nothing
    }
      <user-picker
        label=${msg('秘书')}
        multiple
        org-filter
        required
        .value=${this.secretaries}
        @eip-change=${(event: CustomEvent<{ value: PickedUser[] }>) => {
          this.secretaries = event.detail.value;
        }}
      ></user-picker>`;
  }

  private renderRow(row: SecretaryEntry) {
    return html`<tr>
      ${this.manager ? html`<td>${row.leaderName}</td>` : nothing}
      <th scope="row">${row.secretaryName}</th>
      <td><time datetime=${row.createTime}>${formatDateTime(row.createTime, 'YYYY-MM-DD HH:mm')}</time></td>
      <td class="actions">${this.renderRemove(row, row.id, row.secretaryName)}</td>
    </tr>`;
  }

  override render() {
    const headers = [...(this.manager ? [msg('领导')] : []), msg('秘书'), msg('设置时间'), msg('操作')];
    return html`<div part="base">
      <div class="toolbar">
        <p>${this.manager ? nothing : msg('秘书可以查看您的待办（领导待办），并以您的名义处理。')}</p>
        <sl-button variant="primary" size="small" @click=${() => this.add()}>
          <sl-icon slot="prefix" name="plus-lg" aria-hidden="true"></sl-icon>${msg('添加秘书')}
        </sl-button>
      </div>
      ${this.renderRemoveError()}
      ${this.renderRows(msg('秘书设置'), headers, msg('暂无秘书'), (row) => this.renderRow(row))}
      ${this.renderDialog()}
    </div>`;
  }
}
