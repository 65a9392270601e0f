import { localized, msg } from '@lit/localize';
import { html, nothing } from 'lit';
import { property, state } from 'lit/decorators.js';
import { live } from 'lit/directives/live.js';
import type { AgentEntry, AgentState } from '../../api/contract/workflow-settings.js';
import { daysFrom, formatDateTime, localDateTimeInput } from '../core/format.js';
import { renderChoices } from '../core/forms/form-field.js';
import { SettingsList } from '../core/settings-list.js';
import type { PickedUser } from '../user-picker/user-picker.component.js';
import { agentSettingsStyles } from './agent-settings.styles.js';

const STATE_VARIANTS: Record<AgentState, 'success' | 'neutral' | 'primary' | 'warning'> = {
  active: 'success',
  pending: 'primary',
  expired: 'neutral',
  disabled: 'warning',
};

export function agentStateLabel(value: AgentState): string {
  return {
    active: () => msg('代理中'),
    pending: () => msg('未开始'),
    expired: () => msg('已结束'),
    disabled: () => msg('已停用'),
  }[value]();
}

/**
 * Agent settings (代理设置): the signed-in user's agents — who handles their new tasks while they are
 * away, for a period, for every flow or chosen ones — or, with `manager` (administrators), everyone's.
 * Inside the period the workflow gives the principal's new tasks to the agent; the principal sees them
 * among the delegated tasks. The server refuses overlapping periods for the same flows and agents that
 * would form a loop, with a message the dialog shows (what was typed stays).
 *
 * @tag agent-settings
 * @summary The user's agents (or everyone's for an administrator): add, change, remove.
 *
 * @event eip-settings-change - An agent was saved or removed. `detail: { kind, message }`.
 *
 * @csspart base - The wrapper of everything.
 * @csspart table - The agents.
 * @csspart dialog - The add or change dialog.
 * @csspart status - The loading, error or empty line.
 */
@localized()
export class AgentSettings extends SettingsList<AgentEntry> {
  static override styles = agentSettingsStyles;

  @state() private editingId = '';
  @state() private principal: PickedUser[] = [];
  @state() private agent: PickedUser[] = [];
  @state() private start = '';
  @state() private end = '';
  @state() private allFlows: 'all' | 'chosen' = 'all';
  @state() private defKeys: string[] = [];
  @state() private enabled = true;
  @state() private remark = '';

  /** Everyone's agents (agent/listJson?isMgr=true): for workflow administrators. */
  @property({ type: Boolean }) manager = false;

  protected override loadArgs() {
    return [this.manager];
  }

  protected override async loadRows(signal: AbortSignal) {
    const answer = await this.api.workflowSettings.agentList(
      { isMgr: this.manager },
      { pageBean: { page: 1, pageSize: 100 } },
      signal,
    );
    return { ...answer, value: answer.value?.rows } as typeof answer & { value: AgentEntry[] | undefined };
  }

  protected override get dialogLabel() {
    return this.editingId ? msg('修改代理') : msg('新增代理');
  }

  private edit(row?: AgentEntry): void {
    const now = new Date();
    this.editingId = row?.id ?? '';
    this.principal = row && this.manager ? [{ id: row.principalId, name: row.principalName }] : [];
    this.agent = row ? [{ id: row.agentId, name: row.agentName }] : [];
    this.start = localDateTimeInput(row ? new Date(row.startTime) : now);
    this.end = localDateTimeInput(row ? new Date(row.endTime) : daysFrom(now, 7));
    this.allFlows = !row || row.allFlows ? 'all' : 'chosen';
    this.defKeys = row?.defKeys ?? [];
    this.enabled = row?.enabled ?? true;
    this.remark = row?.remark ?? '';
    this.openForm();
    void this.loadFlows();
  }

  protected override async save() {
    const agentId = this.agent[0]?.id;
    if (!agentId) {
      this.refusal = msg('请选择代理人');
      return undefined;
    }
    if (!this.start || !this.end) {
      this.refusal = msg('请填写代理的开始和结束时间');
      return undefined;
    }
    return this.api.workflowSettings.agentSave({
      ...(this.editingId ? { id: this.editingId } : {}),
      ...(this.manager && this.principal[0] ? { principalId: this.principal[0].id } : {}),
      agentId,
      startTime: new Date(this.start).toISOString(),
      endTime: new Date(this.end).toISOString(),
      allFlows: this.allFlows === 'all',
      defKeys: this.allFlows === 'all' ? [] : this.defKeys,
      enabled: this.enabled,
      remark: this.remark.trim() || null,
    });
  }

  protected override removeRow(row: AgentEntry) {
    return this.api.workflowSettings.agentRemove([row.id]);
  }

  private toggleFlow(key: string, on: boolean): void {
    this.defKeys = on ? [...this.defKeys, key] : this.defKeys.filter((known) => known !== key);
  }

  protected override renderForm() {
    return html`${
      this.manager
        ? html`<user-picker
            label=${msg('委托人')}
            .value=${this.principal}
            @eip-change=${(event: CustomEvent<{ value: PickedUser[] }>) => {
              this.principal = event.detail.value;
            }}
          ></user-picker>`
        : nothing
    }
      <user-picker
        label=${msg('代理人')}
        required
        .value=${this.agent}
        @eip-change=${(event: CustomEvent<{ value: PickedUser[] }>) => {
          this.agent = event.detail.value;
        }}
      ></user-picker>
      <div class="row">
        ${this.renderTime('start', msg('开始时间'), this.start, (value) => {
          this.start = value;
        })}
        ${this.renderTime('end', msg('结束时间'), this.end, (value) => {
          this.end = value;
        })}
      </div>
      ${renderChoices<'all' | 'chosen'>({
        name: 'scope',
        legend: msg('代理范围'),
        value: this.allFlows,
        choices: [
          { value: 'all', label: msg('全部流程') },
          { value: 'chosen', label: msg('指定流程') },
        ],
        onChange: (value) => {
          this.allFlows = value;
        },
      })}
      ${
        this.allFlows === 'chosen'
          ? html`<fieldset class="checks">
              <legend class="visually-hidden">${msg('代理的流程')}</legend>
              ${
                this.flows.length
                  ? this.flows.map(
                      (flow) => html`<sl-checkbox
                        .checked=${live(this.defKeys.includes(flow.defKey))}
                        @sl-change=${(event: Event) => this.toggleFlow(flow.defKey, (event.target as HTMLInputElement).checked)}
                        >${flow.name}</sl-checkbox
                      >`,
                    )
                  : html`<sl-spinner></sl-spinner>`
              }
            </fieldset>`
          : nothing
      }
      <sl-switch
        .checked=${live(this.enabled)}
        @sl-change=${(event: Event) => {
          this.enabled = (event.target as HTMLInputElement).checked;
        }}
        >${msg('启用')}</sl-switch
      >
      <div class="field">
        <label for="remark">${msg('备注')}</label>
        <div class="field__control">
          <textarea
            id="remark"
            rows="2"
            maxlength="500"
            .value=${live(this.remark)}
            @input=${(event: Event) => {
              this.remark = (event.target as HTMLTextAreaElement).value;
            }}
          ></textarea>
        </div>
      </div>`;
  }

  private renderTime(id: string, label: string, value: string, onInput: (value: string) => void) {
    return html`<div class="field">
      <label for=${id}><span class="field__required" aria-hidden="true">*</span>${label}</label>
      <div class="field__control">
        <input
          id=${id}
          type="datetime-local"
          aria-required="true"
          .value=${live(value)}
          @input=${(event: Event) => onInput((event.target as HTMLInputElement).value)}
        />
      </div>
    </div>`;
  }

  private renderRow(row: AgentEntry) {
    const time = (value: string) =>
      html`<time datetime=${value}>${formatDateTime(value, 'YYYY-MM-DD HH:mm')}</time>`;
    return html`<tr>
      ${this.manager ? html`<td>${row.principalName}</td>` : nothing}
      <th scope="row">${row.agentName}</th>
      <td>${row.allFlows ? msg('全部流程') : row.defNames.join('、')}</td>
      <td>${time(row.startTime)}</td>
      <td>${time(row.endTime)}</td>
      <td><sl-tag size="small" variant=${STATE_VARIANTS[row.state]}>${agentStateLabel(row.state)}</sl-tag></td>
      <td class="actions">
        <sl-button size="small" variant="text" @click=${() => this.edit(row)}
          >${msg('修改')}<span class="visually-hidden">${row.agentName}</span></sl-button
        >
        ${this.renderRemove(row, row.id, row.agentName)}
      </td>
    </tr>`;
  }

  override render() {
    const headers = [
      ...(this.manager ? [msg('委托人')] : []),
      msg('代理人'),
      msg('代理流程'),
      msg('开始时间'),
      msg('结束时间'),
      msg('状态'),
      msg('操作'),
    ];
    return html`<div part="base">
      <div class="toolbar">
        <p>${this.manager ? nothing : msg('代理期间，您的新待办将交给代理人处理，并出现在您的“委托任务”中。')}</p>
        <sl-button variant="primary" size="small" @click=${() => this.edit()}>
          <sl-icon slot="prefix" name="plus-lg" aria-hidden="true"></sl-icon>${msg('新增代理')}
        </sl-button>
      </div>
      ${this.renderRemoveError()}
      ${this.renderRows(msg('代理设置'), headers, msg('暂无代理设置'), (row) => this.renderRow(row))}
      ${this.renderDialog()}
    </div>`;
  }
}
