import { localized, msg, str } from '@lit/localize';
import { Task, TaskStatus } from '@lit/task';
import { html, nothing, type PropertyValues } from 'lit';
import { state } from 'lit/decorators.js';
import { live } from 'lit/directives/live.js';
import type { CompleteAction } from '../../api/contract/workflow.js';
import type { BatchHandleResult, UnbatchableTask } from '../../api/contract/workflow-instance.js';
import { EipDialogElement } from '../core/dialog-element.js';
import { formatDateTime } from '../core/format.js';
import { renderField, renderFormMessage } from '../core/forms/form-field.js';
import { acceptedValue, failureText } from '../core/forms/server-calls.js';
import { answerValue, renderEmpty, renderLoadError, renderLoading } from '../core/load-states.js';
import { type TaskRow, toTaskRow } from '../task-list/task-rows.js';
import { batchHandleDialogStyles } from './batch-handle-dialog.styles.js';

/** How many to-dos the dialog offers at once (the batch call's limit is larger). */
const BATCH_ROWS = 50;

interface Loaded {
  rows: TaskRow[];
  refused: Map<string, UnbatchableTask>;
}

/**
 * Batch handling of the to-dos (我的待办 → 批量审批): the user's pending tasks with a check box each,
 * one opinion, and 批量同意 or 批量反对. Tasks a batch cannot handle (a form to fill, a choice to make,
 * a required opinion, locked, suspended…) are marked with the server's reason (filterUnBatchable) and
 * cannot be chosen; after the batch each task's outcome is listed, the refused ones with their reason.
 *
 * @tag batch-handle-dialog
 * @summary Choose several to-dos and agree or oppose them with one opinion.
 *
 * @event eip-task-action-done - The batch ran. `detail: { action: 'batch', message, value }` (value: BatchHandleResult).
 * @event eip-close - The dialog closed. `detail: {}`.
 *
 * @csspart dialog - The dialog (an `sl-dialog`); its parts are exported as `dialog-panel`, `dialog-title`, `dialog-body`, `dialog-footer`, `dialog-overlay`.
 * @csspart table - The to-dos with their check boxes.
 * @csspart results - The outcome of the last batch.
 * @csspart message - The failed check or the server's refusal.
 *
 * @cssproperty --dialog-width - Width of the dialog. Defaults to 760px.
 */
@localized()
export class BatchHandleDialog extends EipDialogElement {
  static override styles = batchHandleDialogStyles;

  private readonly loader = new Task(this, {
    task: async ([open, round], { signal }): Promise<Loaded> => {
      if (!open) return { rows: [], refused: new Map() };
      void round;
      const page = answerValue(
        await this.api.workflowLists.getTodoList({ pageBean: { page: 1, pageSize: BATCH_ROWS } }, signal),
      );
      const rows = (page.rows as unknown as Record<string, unknown>[])
        .map(toTaskRow)
        .filter((row) => row.taskId);
      const refused = new Map<string, UnbatchableTask>();
      if (rows.length) {
        const answer = answerValue(
          await this.api.runtimeInstance.filterUnBatchable(
            rows.map((row) => row.taskId as string),
            signal,
          ),
        );
        for (const task of answer) refused.set(task.taskId, task);
      }
      return { rows, refused };
    },
    args: () => [this.open, this.round] as const,
  });

  @state() private chosen = new Set<string>();
  @state() private opinion = '';
  @state() private busy: CompleteAction | '' = '';
  @state() private problem = '';
  @state() private refusal = '';
  @state() private result: BatchHandleResult | undefined;
  @state() private round = 0;

  override willUpdate(changed: PropertyValues<this>): void {
    if (changed.has('open') && this.open) {
      this.chosen = new Set();
      this.opinion = '';
      this.problem = '';
      this.refusal = '';
      this.result = undefined;
    }
  }

  private choosable(loaded: Loaded): TaskRow[] {
    return loaded.rows.filter((row) => !loaded.refused.has(row.taskId as string));
  }

  private toggle(taskId: string, on: boolean): void {
    const next = new Set(this.chosen);
    if (on) next.add(taskId);
    else next.delete(taskId);
    this.chosen = next;
    this.problem = '';
  }

  private async handle(action: CompleteAction, loaded: Loaded): Promise<void> {
    this.refusal = '';
    if (!this.chosen.size) {
      this.problem = msg('请选择要处理的事项');
      return;
    }
    if (action === 'oppose' && !this.opinion.trim()) {
      this.problem = msg('反对时请填写意见');
      this.renderRoot.querySelector<HTMLTextAreaElement>('#batch-opinion')?.focus();
      return;
    }
    this.problem = '';
    this.busy = action;
    try {
      const answer = await this.api.runtimeInstance.batchHandle({
        taskIds: loaded.rows.map((row) => row.taskId as string).filter((id) => this.chosen.has(id)),
        actionName: action,
        opinion: this.opinion.trim(),
      });
      const result = acceptedValue(answer) as BatchHandleResult;
      this.result = result;
      this.lastRows = new Map(loaded.rows.map((row) => [row.taskId as string, row]));
      this.emit('eip-task-action-done', { action: 'batch', message: answer.message, value: result });
      this.chosen = new Set();
      this.round += 1;
    } catch (error) {
      this.refusal = failureText(error);
    } finally {
      this.busy = '';
    }
  }

  /** The rows of the last batch, to name its tasks after the list reloaded. */
  private lastRows = new Map<string, TaskRow>();

  private renderResult() {
    const result = this.result;
    if (!result) return nothing;
    const refused = result.results.filter((entry) => !entry.ok);
    return html`<section part="results" class="results" aria-labelledby="results-title">
      <h3 id="results-title">${msg(str`已处理 ${result.handled} 项，未处理 ${refused.length} 项`)}</h3>
      ${
        refused.length
          ? html`<ul>
              ${refused.map(
                (entry) =>
                  html`<li><strong>${this.lastRows.get(entry.taskId)?.subject ?? entry.taskId}</strong>：${entry.message ?? ''}</li>`,
              )}
            </ul>`
          : nothing
      }
    </section>`;
  }

  private renderTable(loaded: Loaded) {
    if (!loaded.rows.length) return renderEmpty(msg('暂无待办'));
    const choosable = this.choosable(loaded);
    const all = choosable.length > 0 && choosable.every((row) => this.chosen.has(row.taskId as string));
    return html`<div class="table-wrap">
      <table part="table">
        <caption class="visually-hidden">${msg('我的待办')}</caption>
        <thead>
          <tr>
            <th scope="col" class="pick">
              <input
                type="checkbox"
                aria-label=${msg('全选')}
                .checked=${live(all)}
                ?disabled=${!choosable.length}
                @change=${(event: Event) => {
                  const on = (event.target as HTMLInputElement).checked;
                  this.chosen = on ? new Set(choosable.map((row) => row.taskId as string)) : new Set();
                  this.problem = '';
                }}
              />
            </th>
            <th scope="col">${msg('标题')}</th>
            <th scope="col">${msg('当前节点')}</th>
            <th scope="col">${msg('发起人')}</th>
            <th scope="col">${msg('到达时间')}</th>
          </tr>
        </thead>
        <tbody>
          ${loaded.rows.map((row) => {
            const id = row.taskId as string;
            const refused = loaded.refused.get(id);
            return html`<tr class=${refused ? 'row--refused' : ''}>
              <td class="pick">
                <input
                  type="checkbox"
                  id=${`pick-${id}`}
                  aria-describedby=${refused ? `why-${id}` : nothing}
                  .checked=${live(this.chosen.has(id))}
                  ?disabled=${Boolean(refused)}
                  @change=${(event: Event) => this.toggle(id, (event.target as HTMLInputElement).checked)}
                />
              </td>
              <td>
                <label for=${`pick-${id}`}>${row.subject || '—'}</label>
                ${refused ? html`<div id=${`why-${id}`} class="why">${msg('不可批量处理：')}${refused.message}</div>` : nothing}
              </td>
              <td>${row.node || '—'}</td>
              <td>${row.initiator || '—'}</td>
              <td>${row.time ? formatDateTime(row.time, 'YYYY-MM-DD HH:mm') : '—'}</td>
            </tr>`;
          })}
        </tbody>
      </table>
    </div>`;
  }

  override render() {
    const loaded = this.loader.value;
    const ready = this.loader.status === TaskStatus.COMPLETE && loaded;
    return html`<sl-dialog
      part="dialog"
      exportparts="overlay:dialog-overlay, panel:dialog-panel, title:dialog-title, body:dialog-body, footer:dialog-footer"
      label=${msg('批量审批')}
      ?open=${this.open}
      @sl-hide=${this.handleHide}
    >
      <div class="body" aria-busy=${this.busy ? 'true' : 'false'}>
        ${this.renderResult()}
        ${
          this.open
            ? this.loader.render({
                initial: () => renderLoading(),
                pending: () => (loaded ? this.renderTable(loaded) : renderLoading()),
                error: (error) => renderLoadError(error, () => void this.loader.run()),
                complete: (value) => this.renderTable(value),
              })
            : nothing
        }
        ${renderField({
          id: 'batch-opinion',
          label: msg('审批意见'),
          value: this.opinion,
          multiline: true,
          rows: 3,
          maxlength: 2000,
          onInput: (value) => {
            this.opinion = value;
            this.problem = '';
          },
        })}
        ${renderFormMessage(
          this.refusal
            ? { variant: 'danger', text: this.refusal }
            : this.problem
              ? { variant: 'warning', text: this.problem }
              : null,
        )}
      </div>
      <sl-button slot="footer" @click=${this.handleCancel}>${msg('关闭')}</sl-button>
      <sl-button
        slot="footer"
        variant="danger"
        ?loading=${this.busy === 'oppose'}
        ?disabled=${Boolean(this.busy) || !ready}
        @click=${() => loaded && void this.handle('oppose', loaded)}
        >${msg('批量反对')}</sl-button
      >
      <sl-button
        slot="footer"
        variant="primary"
        ?loading=${this.busy === 'agree'}
        ?disabled=${Boolean(this.busy) || !ready}
        @click=${() => loaded && void this.handle('agree', loaded)}
        >${msg(str`批量同意（${this.chosen.size}）`)}</sl-button
      >
    </sl-dialog>`;
  }
}
