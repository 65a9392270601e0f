import { localized, msg, str } from '@lit/localize';
import { Task } from '@lit/task';
import { html, nothing, type TemplateResult } from 'lit';
import { query, state } from 'lit/decorators.js';
import type { PageList } from '../../api/contract/envelope.js';
import type { DefinitionInstance } from '../../api/contract/process-settings.js';
import type { BpmDefinition, DefinitionStatus } from '../../api/contract/workflow.js';
import type { DefinitionVersion } from '../../api/contract/workflow-deploy.js';
import { ConfirmController } from '../core/confirm-controller.js';
import { renderDataTable, renderRowAction } from '../core/data-table.js';
import { EipElement } from '../core/eip-element.js';
import { formatDateTime } from '../core/format.js';
import { acceptedValue, failureText } from '../core/forms/server-calls.js';
import { answerValue, pagedListStates, recordLoadStates, renderEmpty } from '../core/load-states.js';
import { type DeployOutcome, renderDeployOutcome } from '../core/model-deploy.js';
import { onOwnHide } from '../core/own-hide.js';
import { renderPagination } from '../core/pagination.js';
import {
  type InstanceAction,
  type InstanceFilter,
  renderInstanceFilters,
  renderInstanceRows,
} from './definition-instances.js';
import { processAdminStyles } from './process-admin.styles.js';

declare module '../core/eip-element.js' {
  interface EipEventDetailMap {
    /**
     * The administrator wants the designer: on a version's model (`defId`), or on a new one (no `defId`).
     */
    'eip-process-design': { defId?: string; defKey?: string; name?: string };
  }
}

const TIME = 'YYYY-MM-DD HH:mm';

export function definitionStatusLabel(status: DefinitionStatus): string {
  return status === 'forbidden' ? msg('已挂起') : msg('已部署');
}

/** Accepted by the import: what Camunda Modeler, Flowable and bpmn.io save. */
const MODEL_FILES = '.bpmn,.xml,.bpmn20.xml,application/xml,text/xml';

/**
 * Process administration (流程定义) for the workflow administrators (role 系统管理员): the process
 * definitions' main versions with their status; a key's versions with their instance counts; suspending
 * (no new instance starts, running ones go on) and activating; deploying a BPMN 2.0 file from Camunda
 * Modeler, Flowable or bpmn.io (a known key gets a new version), with the model check's findings named
 * by rule and element; a definition's instances per version and state, suspended, resumed, terminated or
 * removed as the instance administration allows; and the designer on a new model or a version's (with its
 * properties panel and form editor). The server refuses everyone else.
 *
 * @tag process-admin
 * @summary The process definitions: versions, suspend and activate, import a BPMN file, open the designer.
 *
 * @event eip-process-deploy - A model was deployed. `detail`: the version (`defId`, `defKey`, `version`) and its `warnings`.
 * @event eip-process-design - Open the designer. `detail: { defId?, defKey?, name? }`; without `defId` a new model.
 *
 * @csspart base - The wrapper of everything.
 * @csspart toolbar - The import and new-model buttons.
 * @csspart outcome - What the last deploy or action answered.
 * @csspart table - The definitions.
 * @csspart versions - The versions dialog.
 * @csspart status - The loading, error or empty line.
 */
@localized()
export class ProcessAdmin extends EipElement {
  static override styles = processAdminStyles;

  @query('input[type="file"]') private fileInput?: HTMLInputElement;

  @state() private page = 1;
  @state() private pageSize = 20;
  @state() private outcome: DeployOutcome;
  @state() private actionError = '';
  @state() private deploying = false;
  /** The key whose suspend or activate is under way. */
  @state() private switching = '';
  /** The definition whose versions the dialog shows. */
  @state() private versionsOf?: BpmDefinition;
  /** The definition whose instances the dialog shows, and their filters. */
  @state() private instancesOf?: BpmDefinition;
  @state() private instanceFilter: InstanceFilter = {};
  @state() private instancePage = 1;
  /** The instance whose action is under way, and what the last action answered. */
  @state() private instanceBusy = '';
  @state() private instanceMessage = '';
  /** The instance to terminate, with the reason typed so far. */
  @state() private terminating?: DefinitionInstance;
  @state() private reason = '';

  private readonly confirm = new ConfirmController(this);

  private readonly instances = new Task(this, {
    task: async ([defKey, filter, page], { signal }): Promise<PageList<DefinitionInstance>> =>
      defKey
        ? answerValue(await this.api.bpmModel.instances({ defKey, ...filter, page, pageSize: 10 }, signal))
        : { rows: [], total: 0, page: 1, pageSize: 10 },
    args: () => [this.instancesOf?.defKey, this.instanceFilter, this.instancePage] as const,
  });

  private readonly definitions = new Task(this, {
    task: async ([page, pageSize], { signal }): Promise<PageList<BpmDefinition>> =>
      answerValue(await this.api.bpmModel.query({ pageBean: { page, pageSize } }, signal)),
    args: () => [this.page, this.pageSize] as const,
  });

  private readonly versions = new Task(this, {
    task: async ([defKey], { signal }): Promise<DefinitionVersion[]> =>
      defKey ? answerValue(await this.api.bpmModel.versions({ defKey }, signal)) : [],
    args: () => [this.versionsOf?.defKey] as const,
  });

  private handleChooseFile(): void {
    this.fileInput?.click();
  }

  private async handleFile(event: Event): Promise<void> {
    const input = event.target as HTMLInputElement;
    const file = input.files?.[0];
    input.value = '';
    if (!file || this.deploying) return;
    this.deploying = true;
    this.outcome = undefined;
    try {
      const result = answerValue(await this.api.bpmModel.deploy({ bpmnXml: await file.text() }));
      this.outcome = { kind: 'deployed', result };
      this.emit('eip-process-deploy', result);
      this.reload();
    } catch (error) {
      this.outcome = { kind: 'refused', message: failureText(error) };
    } finally {
      this.deploying = false;
    }
  }

  private async handleSwitch(row: BpmDefinition): Promise<void> {
    this.switching = row.defKey;
    this.actionError = '';
    try {
      const call = row.status === 'forbidden' ? this.api.bpmModel.activate : this.api.bpmModel.suspend;
      acceptedValue(await call({ defKey: row.defKey }));
      this.reload();
      if (this.versionsOf?.defKey === row.defKey) void this.versions.run();
    } catch (error) {
      this.actionError = failureText(error);
    } finally {
      this.switching = '';
    }
  }

  /** An instance action through the instance administration's own calls. */
  private async actOnInstance(row: DefinitionInstance, action: InstanceAction): Promise<void> {
    if (action === 'terminate') {
      this.terminating = row;
      this.reason = '';
      return;
    }
    if (action === 'remove') {
      const yes = await this.confirm.ask(msg(str`删除实例“${row.subject}”？删除后不能恢复。`), {
        title: msg('删除实例'),
        confirmLabel: msg('删除'),
      });
      if (!yes) return;
    }
    await this.runInstanceAction(row, async () => {
      const calls = this.api.runtimeInstance;
      if (action === 'remove') acceptedValue(await calls.removeInstances([row.id]));
      else acceptedValue(await calls.suspend(action, { instId: row.id }));
    });
  }

  private async runInstanceAction(row: DefinitionInstance, work: () => Promise<void>): Promise<void> {
    this.instanceBusy = row.id;
    this.instanceMessage = '';
    try {
      await work();
      void this.instances.run();
      if (this.versionsOf) void this.versions.run();
    } catch (error) {
      this.instanceMessage = failureText(error);
    } finally {
      this.instanceBusy = '';
    }
  }

  private async handleTerminate(): Promise<void> {
    const row = this.terminating;
    const opinion = this.reason.trim();
    if (!row || !opinion) return;
    this.terminating = undefined;
    await this.runInstanceAction(row, async () => {
      acceptedValue(await this.api.runtimeInstance.doEndProcessById({ instId: row.id, opinion }));
    });
  }

  private renderInstanceList(list: PageList<DefinitionInstance>): TemplateResult {
    return renderInstanceRows(list, this.instanceBusy, (row, action) => this.actOnInstance(row, action));
  }

  private renderInstances(): TemplateResult {
    const definition = this.instancesOf;
    return html`<sl-dialog
      class="instances"
      label=${definition ? msg(str`${definition.name} 的实例`) : msg('实例')}
      ?open=${Boolean(definition)}
      @sl-after-hide=${onOwnHide(() => (this.instancesOf = undefined))}
    >
      ${
        definition
          ? html`${renderInstanceFilters(definition.version, this.instanceFilter, (filter) => {
              this.instanceFilter = filter;
              this.instancePage = 1;
            })}
            ${this.instanceMessage ? html`<div class="reason" role="alert">${this.instanceMessage}</div>` : nothing}
            ${this.instances.render({
              ...pagedListStates(
                this.instances.value,
                (list) => this.renderInstanceList(list),
                () => void this.instances.run(),
              ),
              complete: (list) =>
                html`${this.renderInstanceList(list)}
                ${
                  // Only when there is a page to turn (the list behind the dialog has its own pagination).
                  list.total > 10
                    ? renderPagination(
                        { page: this.instancePage, pageSize: 10, total: list.total },
                        (page) => {
                          this.instancePage = page;
                        },
                      )
                    : nothing
                }`,
            })}`
          : nothing
      }
    </sl-dialog>
    <sl-dialog
      label=${msg('终止实例')}
      ?open=${Boolean(this.terminating)}
      @sl-after-hide=${onOwnHide(() => (this.terminating = undefined))}
    >
      <label class="terminate"
        >${msg('终止原因')}
        <textarea
          rows="3"
          maxlength="500"
          required
          .value=${this.reason}
          @input=${(event: Event) => {
            this.reason = (event.target as HTMLTextAreaElement).value;
          }}
        ></textarea>
      </label>
      <sl-button slot="footer" @click=${() => {
        this.terminating = undefined;
      }}>${msg('取消')}</sl-button>
      <sl-button slot="footer" variant="danger" ?disabled=${!this.reason.trim()} @click=${this.handleTerminate}
        >${msg('终止')}</sl-button
      >
    </sl-dialog>`;
  }

  private design(detail: { defId?: string; defKey?: string; name?: string }): void {
    this.versionsOf = undefined;
    this.emit('eip-process-design', detail);
  }

  /** Loads the definitions again (after a deploy made elsewhere, the designer's). */
  reload(): void {
    void this.definitions.run();
  }

  private renderSwitch(row: BpmDefinition): TemplateResult {
    const suspended = row.status === 'forbidden';
    return renderRowAction(
      suspended ? msg('激活') : msg('挂起', { id: 'action-suspend' }),
      row.name,
      () => this.handleSwitch(row),
      { loading: this.switching === row.defKey },
    );
  }

  private renderRow(row: BpmDefinition): TemplateResult {
    return html`<tr>
      <th scope="row">${row.name}</th>
      <td><code>${row.defKey}</code></td>
      <td>${row.categoryName ?? ''}</td>
      <td>${msg(str`第 ${row.version} 版`)}</td>
      <td>
        <sl-tag size="small" variant=${row.status === 'forbidden' ? 'warning' : 'success'}
          >${definitionStatusLabel(row.status)}</sl-tag
        >
      </td>
      <td>${formatDateTime(row.updateTime, TIME)}</td>
      <td class="actions">
        ${renderRowAction(msg('版本'), row.name, () => {
          this.versionsOf = row;
        })}
        ${renderRowAction(msg('实例'), row.name, () => {
          this.instanceFilter = {};
          this.instancePage = 1;
          this.instanceMessage = '';
          this.instancesOf = row;
        })}
        ${renderRowAction(msg('设计'), row.name, () =>
          this.design({ defId: row.defId, defKey: row.defKey, name: row.name }),
        )}
        ${this.renderSwitch(row)}
      </td>
    </tr>`;
  }

  private renderTable(list: PageList<BpmDefinition>): TemplateResult {
    if (!list.rows.length) return renderEmpty(msg('还没有流程定义'));
    return html`${renderDataTable({
      caption: msg('流程定义'),
      headers: [
        msg('名称'),
        msg('流程标识'),
        msg('分类'),
        msg('主版本'),
        msg('状态'),
        msg('更新时间'),
        msg('操作'),
      ],
      rows: list.rows,
      renderRow: (row) => this.renderRow(row),
    })}
      ${renderPagination(
        { page: this.page, pageSize: this.pageSize, total: list.total },
        (page, pageSize) => {
          this.page = page;
          this.pageSize = pageSize;
        },
      )}`;
  }

  private renderVersionRows(rows: DefinitionVersion[]): TemplateResult {
    return html`<div class="scroll">
      <table class="data-table">
        <caption class="visually-hidden">${msg('版本')}</caption>
        <thead>
          <tr>
            <th scope="col">${msg('版本', { id: 'definition-version' })}</th>
            <th scope="col">${msg('状态')}</th>
            <th scope="col" class="number">${msg('实例')}</th>
            <th scope="col" class="number">${msg('运行中')}</th>
            <th scope="col">${msg('部署时间')}</th>
            <th scope="col">${msg('操作')}</th>
          </tr>
        </thead>
        <tbody>
          ${rows.map(
            (row) => html`<tr>
              <th scope="row">
                ${msg(str`第 ${row.version} 版`)}
                ${row.isMain === 'Y' ? html`<sl-tag size="small" variant="primary">${msg('主版本')}</sl-tag>` : nothing}
              </th>
              <td>${definitionStatusLabel(row.status)}</td>
              <td class="number">${row.instances}</td>
              <td class="number">${row.running}</td>
              <td>${formatDateTime(row.createTime, TIME)}</td>
              <td>
                ${renderRowAction(msg('设计'), msg(str`第 ${row.version} 版`), () =>
                  this.design({ defId: row.defId, defKey: row.defKey, name: row.name }),
                )}
              </td>
            </tr>`,
          )}
        </tbody>
      </table>
    </div>`;
  }

  private renderVersions(): TemplateResult {
    const definition = this.versionsOf;
    return html`<sl-dialog
      part="versions"
      class="versions"
      label=${definition ? msg(str`${definition.name} 的版本`) : msg('版本')}
      ?open=${Boolean(definition)}
      @sl-after-hide=${onOwnHide(() => (this.versionsOf = undefined))}
    >
      ${
        definition
          ? this.versions.render({
              ...recordLoadStates(() => void this.versions.run()),
              complete: (rows) => this.renderVersionRows(rows),
            })
          : nothing
      }
    </sl-dialog>`;
  }

  override render() {
    return html`<div part="base">
      <div class="toolbar" part="toolbar">
        <p>${msg('部署 BPMN 2.0 模型（Camunda、Flowable、bpmn.io 等工具保存的 .bpmn 文件），同一流程标识部署为新版本。')}</p>
        <div class="buttons">
          <input type="file" accept=${MODEL_FILES} hidden tabindex="-1" aria-hidden="true" @change=${this.handleFile} />
          <sl-button variant="primary" ?loading=${this.deploying} @click=${this.handleChooseFile}>
            <sl-icon slot="prefix" name="upload" aria-hidden="true"></sl-icon>${msg('部署')}
          </sl-button>
          <sl-button @click=${() => this.design({})}>
            <sl-icon slot="prefix" name="plus-lg" aria-hidden="true"></sl-icon>${msg('新建模型')}
          </sl-button>
        </div>
      </div>
      ${renderDeployOutcome(this.outcome)}
      ${this.actionError ? html`<div class="reason" role="alert">${this.actionError}</div>` : nothing}
      ${this.definitions.render({
        ...pagedListStates(
          this.definitions.value,
          (list) => this.renderTable(list),
          () => this.reload(),
        ),
        complete: (list) => this.renderTable(list),
      })}
      ${this.renderVersions()} ${this.renderInstances()}
    </div>
    ${this.confirm.render()}`;
  }
}
