import '../file-upload/file-upload.js';
import { localized, msg, str } from '@lit/localize';
import { Task } from '@lit/task';
import { html, nothing, type PropertyValues } from 'lit';
import { property } from 'lit/decorators.js';
import type { BpmOpinion, NodeOpinion } from '../../api/contract/workflow.js';
import { PENDING_OPINION_STATUS } from '../../api/contract/workflow.js';
import { EipElement } from '../core/eip-element.js';
import { formatDateTime, formatDwellTime } from '../core/format.js';
import { answerValue, renderLoadError, renderLoading } from '../core/load-states.js';
import { type FieldPermission, permissionRights } from '../core/permission.js';
import {
  APPROVAL_STATUSES,
  approvalStatusColor,
  approvalStatusLabel,
  durationLabels,
} from './approval-status.js';
import { opinionTableStyles } from './opinion-table.styles.js';

const TIME = 'YYYY-MM-DD HH:mm';

/** Where the opinions load from when no rows are given: the instance's (instanceFlowOpinions) or by node (nodeOpinion). */
export type OpinionSource = 'instance' | 'node';

function parseFiles(files: string | null | undefined): unknown[] {
  if (!files) return [];
  try {
    const list = JSON.parse(files) as unknown;
    return Array.isArray(list) ? list : [];
  } catch {
    return [];
  }
}

function parseJsonList<T>(text: string | null): T[] | undefined {
  if (!text) return undefined;
  try {
    const list = JSON.parse(text) as unknown;
    return Array.isArray(list) ? (list as T[]) : undefined;
  } catch {
    return undefined;
  }
}

/** The rows in time order: by when each began, then when it ended; ties keep their order. */
function inTimeOrder(rows: readonly NodeOpinion[]): NodeOpinion[] {
  const at = (value: string | null | undefined) => (value ? Date.parse(value) : Number.POSITIVE_INFINITY);
  return rows
    .map((row, index) => ({ row, index }))
    .sort(
      (a, b) =>
        at(a.row.createTime) - at(b.row.createTime) ||
        at(a.row.completeTime) - at(b.row.completeTime) ||
        a.index - b.index,
    )
    .map((entry) => entry.row);
}

/**
 * The approval opinions of a process instance, in time order: each node's handling with who may handle a
 * waiting node (the candidates and their users in a tooltip), who handled it, the handling status (with a
 * coloured legend of all 14 statuses), the opinion and its attachments (previewed through the file
 * preview), when and how long it waited. A waiting row says whether its approver has opened it.
 *
 * @tag opinion-table
 * @summary The approval opinions of an instance with the status legend and dwell times.
 *
 * @csspart legend - The legend of the 14 handling statuses.
 * @csspart scroller - The scrolling box around the table (400px high).
 * @csspart table - The table.
 * @csspart status - The loading or error line.
 *
 * @cssproperty --opinion-table-height - Height of the scrolling box. Defaults to 400px.
 */
@localized()
export class OpinionTable extends EipElement {
  static override styles = opinionTableStyles;

  private readonly loader = new Task(this, {
    task: async ([instId, source, nodeId, taskId, given], { signal }) => {
      if (given || !(instId || taskId)) return undefined;
      const answer =
        source === 'node' || nodeId || taskId
          ? await this.api.runtimeReads.nodeOpinion(
              {
                ...(instId ? { instId } : {}),
                ...(nodeId ? { nodeId } : {}),
                ...(taskId ? { taskId } : {}),
              },
              signal,
            )
          : await this.api.runtime.instanceFlowOpinions(instId, signal);
      return answerValue(answer);
    },
    args: () => [this.instId, this.source, this.nodeId, this.taskId, this.rows !== undefined] as const,
  });

  /** The instance whose opinions to load (ignored while `rows` is set). */
  @property({ attribute: 'inst-id' }) instId = '';

  /** Which call loads them: `instance` (instanceFlowOpinions) or `node` (nodeOpinion). */
  @property() source: OpinionSource = 'instance';

  /** Only this node's opinions (nodeOpinion). */
  @property({ attribute: 'node-id' }) nodeId = '';

  /** Only the opinions of this task's node (nodeOpinion; the instance comes from the task). */
  @property({ attribute: 'task-id' }) taskId = '';

  /** The opinions to show instead of loading them (a property, or JSON in the attribute). */
  @property({ converter: { fromAttribute: (text: string | null) => parseJsonList<NodeOpinion>(text) } })
  rows?: readonly (NodeOpinion | BpmOpinion)[];

  /** The opinion permission of the node: `b`, `w` and `r` show the opinions; `n` hides the table. */
  @property({ reflect: true }) permission: FieldPermission = 'r';

  /**
   * The name of the table's scrolling region (审批意见 when empty): a page that shows two opinion tables
   * at once (the form's, and the flow chart dialog's over it) names them apart.
   */
  @property() label = '';

  /** Hides the legend of the 14 statuses. */
  @property({ type: Boolean, attribute: 'no-legend' }) noLegend = false;

  /** Loads the opinions again. */
  reload(): void {
    void this.loader.run();
  }

  protected override willUpdate(changed: PropertyValues<this>): void {
    if (changed.has('permission')) this.hidden = !permissionRights(this.permission, 'opinion-table').visible;
  }

  private renderLegend() {
    if (this.noLegend) return nothing;
    return html`<p class="legend-title" id="legend-title">${msg('审批状态图例')}</p>
      <ul part="legend" aria-labelledby="legend-title">
        ${APPROVAL_STATUSES.map(
          (status) =>
            html`<li style="color:${approvalStatusColor(status)}">
              <span class="dot" aria-hidden="true"></span>${approvalStatusLabel(status)}
            </li>`,
        )}
      </ul>`;
  }

  private renderCandidates(row: NodeOpinion, index: number) {
    const names = row.qualfiedNames || '';
    const groups = row.qualfieds ?? [];
    if (!names && groups.length === 0) return nothing;
    if (groups.length === 0) return names;
    const tipId = `candidates-${index}`;
    return html`<sl-tooltip hoist placement="top">
      <div slot="content" id=${tipId}>
        ${groups.map(
          (group) =>
            html`<span class="tip-group"
              >${group.name}：${(group.users ?? []).map((user) => user.name).join('、') || msg('无人员')}</span
            >`,
        )}
      </div>
      <span class="candidates" tabindex="0" aria-describedby=${tipId}
        >${names || groups.map((group) => group.name).join('、')}</span
      >
    </sl-tooltip>`;
  }

  private renderStatus(row: NodeOpinion) {
    const pending = row.statusVal === PENDING_OPINION_STATUS;
    return html`<span class="status" style="color:${approvalStatusColor(row.statusVal)}"
        ><span class="dot" aria-hidden="true"></span>${approvalStatusLabel(row.statusVal)}</span
      >${
        pending
          ? html`<span class="read ${row.isRead === 0 ? 'unread' : ''}"
              >${row.isRead === 0 ? msg('未读') : msg('已读')}</span
            >`
          : nothing
      }`;
  }

  private renderOpinion(row: NodeOpinion) {
    const files = parseFiles(row.files);
    return html`${row.opinion ? html`<div class="opinion-text">${row.opinion}</div>` : nothing}
    ${
      files.length
        ? html`<file-upload
            readonly
            list-type="list"
            label=${msg(str`${row.taskName}的附件`)}
            .value=${files as never}
          ></file-upload>`
        : nothing
    }`;
  }

  private renderTable(rows: readonly NodeOpinion[]) {
    const labels = durationLabels();
    const ordered = inTimeOrder(rows);
    return html`${this.renderLegend()}
      <div part="scroller" tabindex="0" role="region" aria-label=${this.label || msg('审批意见')}>
        <table part="table">
          <caption>${msg('审批意见')}</caption>
          <thead>
            <tr>
              <th scope="col">${msg('序号')}</th>
              <th scope="col">${msg('审批节点')}</th>
              <th scope="col">${msg('待审批人')}</th>
              <th scope="col">${msg('处理人')}</th>
              <th scope="col">${msg('处理状态')}</th>
              <th scope="col">${msg('审批意见', { id: 'opinion-table-column-opinion' })}</th>
              <th scope="col">${msg('操作时间')}</th>
              <th scope="col">${msg('停留时间')}</th>
            </tr>
          </thead>
          <tbody>
            ${
              ordered.length === 0
                ? html`<tr><td class="empty" colspan="8">${msg('暂无审批意见')}</td></tr>`
                : ordered.map((row, index) => {
                    const pending = row.statusVal === PENDING_OPINION_STATUS;
                    const time = row.completeTime ?? row.createTime;
                    return html`<tr class=${pending ? 'pending' : ''}>
                      <td class="index">${index + 1}</td>
                      <td>${row.taskName}</td>
                      <td>${pending ? this.renderCandidates(row, index) : nothing}</td>
                      <td>${row.auditorName ?? ''}</td>
                      <td>${this.renderStatus(row)}</td>
                      <td>${this.renderOpinion(row)}</td>
                      <td class="time">
                        ${time ? html`<time datetime=${time}>${formatDateTime(time, TIME)}</time>` : nothing}
                      </td>
                      <td class="dwell">${formatDwellTime(row.durMs, labels).trim()}</td>
                    </tr>`;
                  })
            }
          </tbody>
        </table>
      </div>`;
  }

  override render() {
    if (this.hidden) return nothing;
    if (this.rows) return this.renderTable(this.rows);
    return this.loader.render({
      initial: () => (this.instId || this.taskId ? renderLoading() : this.renderTable([])),
      pending: () => renderLoading(),
      complete: (rows) => this.renderTable(rows ?? []),
      error: (error) => renderLoadError(error, () => this.reload()),
    });
  }
}
