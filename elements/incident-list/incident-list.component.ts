import { localized, msg, str } from '@lit/localize';
import { Task } from '@lit/task';
import { html, nothing } from 'lit';
import { state } from 'lit/decorators.js';
import type {
  IncidentKind,
  IncidentResolution,
  WorkflowIncident,
} from '../../api/contract/workflow-incidents.js';
import { ChangeElement } from '../core/change-element.js';
import { formatDateTime } from '../core/format.js';
import { answerValue, renderEmpty, renderLoadError, renderLoading } from '../core/load-states.js';
import { incidentListStyles } from './incident-list.styles.js';

declare module '../core/eip-element.js' {
  interface EipEventDetailMap {
    /** An administrator retried or skipped an incident; `again`: the incident a failing retry opened. */
    'eip-incident-resolve': { id: string; action: 'retry' | 'skip'; again: string | null };
  }
}

const kindText = (kind: IncidentKind) =>
  ({ service: msg('服务任务'), timer: msg('定时器'), call: msg('调用活动'), event: msg('消息或信号') })[
    kind
  ] ?? kind;

const resolutionText = (resolution: IncidentResolution | null) =>
  resolution
    ? { retried: msg('已重试'), skipped: msg('已跳过'), ended: msg('已随流程结束') }[resolution]
    : '';

/**
 * The workflow incidents for the workflow administrators (role 系统管理员; the server refuses everyone
 * else): where an instance stopped on something the portal could not run — a service task without a
 * built-in implementation, a timer or call activity whose step failed, a message or signal whose delivery
 * failed — with the element and its error.
 * Each open one can be retried (its element runs again; failing again opens a new incident) or skipped
 * (the instance goes on past it). The latest handled ones show too on request.
 *
 * @tag incident-list
 * @summary Workflow incidents with the element and error, to retry or skip.
 *
 * @csspart base - The wrapper.
 * @csspart table - The incidents.
 * @fires eip-incident-resolve - An incident was retried or skipped; `again` is the incident a failing retry opened.
 */
@localized()
export class IncidentList extends ChangeElement {
  static override styles = incidentListStyles;

  /** Shows the latest handled incidents too. */
  @state() private showAll = false;
  /** What the last action did, announced politely. */
  @state() private outcome = '';

  private readonly list = new Task(this, {
    task: async ([showAll], { signal }) =>
      answerValue(await this.api.workflowIncidents.list(showAll ? { state: 'all' } : {}, signal)),
    args: () => [this.showAll] as const,
  });

  /** Reads the incidents again. */
  reload(): void {
    void this.list.run();
  }

  private formatTime(iso: string): string {
    return formatDateTime(iso, 'YYYY-MM-DD HH:mm');
  }

  private async resolve(incident: WorkflowIncident, action: 'retry' | 'skip') {
    this.outcome = '';
    const done = await this.runChange(
      () =>
        action === 'retry'
          ? this.api.workflowIncidents.retry(incident.id)
          : this.api.workflowIncidents.skip(incident.id),
      // The outcome depends on the answer (a retry that failed again), not on its message: set below.
      () => {},
    );
    if (!done?.value) return;
    const again = done.value.again;
    this.emit('eip-incident-resolve', { id: incident.id, action, again: again?.id ?? null });
    this.outcome =
      action === 'skip'
        ? msg(str`已跳过“${incident.nodeName}”，流程继续`)
        : again
          ? msg(str`重试“${incident.nodeName}”仍然失败：${again.message}`)
          : msg(str`已重试“${incident.nodeName}”，流程继续`);
    this.reload();
  }

  private renderActions(incident: WorkflowIncident) {
    if (incident.resolvedAt) {
      return html`${resolutionText(incident.resolution)}
        <div class="muted">${incident.resolvedBy ?? ''} ${this.formatTime(incident.resolvedAt)}</div>`;
    }
    return html`<div class="buttons">
      <sl-button size="small" variant="primary" ?disabled=${this.busy} @click=${() => this.resolve(incident, 'retry')}
        >${msg('重试')}<span class="visually-hidden">${incident.nodeName}</span></sl-button
      >
      <sl-button size="small" ?disabled=${this.busy} @click=${() => this.resolve(incident, 'skip')}
        >${msg('跳过')}<span class="visually-hidden">${incident.nodeName}</span></sl-button
      >
    </div>`;
  }

  private renderTable(rows: readonly WorkflowIncident[]) {
    if (!rows.length) return renderEmpty(this.showAll ? msg('没有流程异常') : msg('没有待处理的流程异常'));
    return html`<div class="scroll">
      <table class="data-table" part="table">
        <caption class="visually-hidden">${msg('流程异常')}</caption>
        <thead>
          <tr>
            <th scope="col">${msg('时间')}</th>
            <th scope="col">${msg('流程')}</th>
            <th scope="col">${msg('节点')}</th>
            <th scope="col">${msg('错误')}</th>
            <th scope="col">${msg('处理')}</th>
          </tr>
        </thead>
        <tbody>
          ${rows.map(
            (incident) => html`<tr data-incident-id=${incident.id}>
              <td>${this.formatTime(incident.createdAt)}</td>
              <td>${incident.subject}<div class="muted">${incident.defName}</div></td>
              <th scope="row">${incident.nodeName}<div class="muted">${kindText(incident.kind)} · ${incident.nodeId}</div></th>
              <td class="message">${incident.message}</td>
              <td class="actions">${this.renderActions(incident)}</td>
            </tr>`,
          )}
        </tbody>
      </table>
    </div>`;
  }

  override render() {
    return html`<section part="base">
      <div class="filters">
        <label class="toggle">
          <input
            type="checkbox"
            .checked=${this.showAll}
            @change=${(event: Event) => {
              this.showAll = (event.target as HTMLInputElement).checked;
            }}
          />
          ${msg('显示已处理的异常')}
        </label>
        <sl-button size="small" @click=${() => this.reload()}>${msg('刷新')}</sl-button>
      </div>
      ${this.renderRefusal()}
      <p class="outcome" role="status">${this.outcome || nothing}</p>
      ${this.list.render({
        pending: () => (this.list.value ? this.renderTable(this.list.value) : renderLoading()),
        complete: (value) => this.renderTable(value),
        error: (error) => renderLoadError(error, () => this.reload()),
      })}
    </section>`;
  }
}
