import { localized, msg, str } from '@lit/localize';
import { html, nothing, type TemplateResult } from 'lit';
import { property, query, state } from 'lit/decorators.js';
import {
  BIDDING_EVENT_TYPES,
  type BiddingEventData,
  type ComparisonRow,
  type LiveProject,
} from '../../api/contract/bidding.js';
import type { Envelope } from '../../api/contract/envelope.js';
import type { ServerTime } from '../../api/contract/tender-site.js';
import {
  formatQuoted,
  renderLiveState,
  renderProjectFacts,
  renderQuoted,
  renderRoundStrip,
  roundStateLabel,
} from '../core/bidding-view.js';
import { EipElement } from '../core/eip-element.js';
import { formatDateTime } from '../core/format.js';
import { failureText } from '../core/forms/server-calls.js';
import { LiveEventsController } from '../core/live-events.js';
import { answerValue, renderLoadError, renderLoading } from '../core/load-states.js';
import { saveAs } from '../core/object-urls.js';
import { colon } from '../core/procure-labels.js';
import { ServerCountdownController } from '../core/server-countdown.js';
import { bidMonitorStyles } from './bid-monitor.styles.js';

declare module '../core/eip-element.js' {
  interface EipEventDetailMap {
    /** The purchaser changed the bidding: started or ended quotation, ended a round, confirmed a winner. */
    'eip-bidding-change': { action: BiddingAction; projectId: string };
  }
}

/** What the purchaser does in the monitor, each behind a confirmation. */
export type BiddingAction = 'startQuotation' | 'endRound' | 'endQuotation' | 'confirmQuotation';

type Dialog = HTMLElement & { open: boolean; show(): Promise<void>; hide(): Promise<void> };

/**
 * The purchaser's bid monitor of one project: the round and its server-synced countdown, how many
 * quotations (and from how many suppliers) arrived per round — counts only, the amounts stay sealed
 * while a round is open — and the actions 开始报价, 提前结束本轮 and 结束报价. Once rounds closed it
 * shows the comparison table (rank, supplier, standing offer with its Chinese capitals, the value per
 * round) and, after the bidding ended, 确认成交 per supplier (confirmQuotation names the winner and
 * tells the suppliers) and 导出报价记录 (the bid history as a Word document). Counts, rounds opening and closing and the confirmation arrive live by
 * server-sent events, resumed after a reconnect.
 *
 * @tag bid-monitor
 * @summary The purchaser's live view of a project's bidding: counts, rounds, comparison and award.
 *
 * @event eip-bidding-change - An action succeeded. `detail: { action, projectId }`.
 *
 * @csspart base - The wrapper of everything.
 * @csspart round - The round strip with the countdown.
 * @csspart actions - The row of buttons.
 * @csspart counts - The table of quotations per round.
 * @csspart comparison - The comparison table.
 * @csspart dialog - The confirmation dialog (an `sl-dialog`).
 * @csspart result - The last success.
 * @csspart connection - The line shown while the live connection is down.
 * @csspart status - The loading or error line.
 */
@localized()
export class BidMonitor extends EipElement {
  static override styles = bidMonitorStyles;

  private readonly countdown = new ServerCountdownController(this);
  private readonly live = new LiveEventsController(this, {
    stream: () => this.stream,
    connect: (projectId, lastEventId, signal) =>
      this.api.bidding.eventsUrl({ ...(projectId ? { projectId } : {}), lastEventId }, signal),
    types: BIDDING_EVENT_TYPES,
    onEvent: (type, data) => this.handleLiveEvent(type, data),
    onOpen: () => {
      if (this.opened++ > 0) void this.load(true);
    },
  });

  @query('sl-dialog') private dialog!: Dialog;

  @state() private project: LiveProject | undefined;
  @state() private comparison: ComparisonRow[] | undefined;
  @state() private loadError: unknown;
  /** The live stream followed once loaded: the project's id ('' for all live projects). */
  @state() private stream: string | undefined;
  @state() private pending: { action: BiddingAction; row?: ComparisonRow } | undefined;
  @state() private busy = false;
  @state() private dialogError = '';
  @state() private result = '';
  @state() private announcement = '';
  @state() private exporting = false;
  @state() private exportingAudit = false;

  private abort: AbortController | undefined;
  private opened = 0;

  /** The project (its id). */
  @property({ attribute: 'project-id' }) projectId = '';

  override willUpdate(changed: Map<PropertyKey, unknown>): void {
    if (changed.has('projectId')) {
      this.project = undefined;
      this.comparison = undefined;
      this.stream = undefined;
      this.opened = 0;
      void this.load();
    }
  }

  override disconnectedCallback(): void {
    super.disconnectedCallback();
    this.abort?.abort();
  }

  private async load(quiet = false): Promise<void> {
    const id = this.projectId;
    if (!id) return;
    this.abort?.abort();
    const abort = new AbortController();
    this.abort = abort;
    if (!quiet) this.loadError = undefined;
    const sent = performance.now();
    try {
      const calls = this.api.bidding;
      const project = answerValue(await calls.getLive(id, abort.signal));
      if (abort.signal.aborted) return;
      this.countdown.sync(project.serverTime.timestamp, performance.now() - sent);
      this.project = project;
      const closed = project.rounds.some((round) => round.state === 'closed');
      this.comparison = closed ? answerValue(await calls.getComparison(id, abort.signal)) : undefined;
      this.stream ??= id;
    } catch (error) {
      if (abort.signal.aborted) return;
      if (!quiet || !this.project) this.loadError = error;
    }
  }

  private handleLiveEvent(type: string, data: unknown): void {
    if (type === 'tick') {
      this.countdown.sync((data as ServerTime).timestamp);
      return;
    }
    if ((data as { projectId?: string }).projectId !== this.projectId || !this.project) return;
    if (type === 'count-changed') {
      const count = data as BiddingEventData['count-changed'];
      const counts = (this.project.counts ?? []).filter((known) => known.round !== count.round);
      counts.push({ round: count.round, quotations: count.quotations, suppliers: count.suppliers });
      counts.sort((a, b) => a.round - b.round);
      this.project = { ...this.project, counts };
      this.announcement = msg(str`第 ${count.round} 轮已收到 ${count.quotations} 份报价`);
      return;
    }
    if (type === 'message' || type === 'rank-changed') return;
    if (type === 'round-closed') {
      this.announcement = msg(str`第 ${(data as BiddingEventData['round-closed']).round} 轮报价已结束`);
    }
    if (type === 'round-opened') {
      this.announcement = msg(str`第 ${(data as BiddingEventData['round-opened']).round} 轮报价已开始`);
    }
    void this.load(true);
  }

  private open(action: BiddingAction, row?: ComparisonRow): void {
    this.pending = { action, row };
    this.dialogError = '';
    void this.updateComplete.then(() => this.dialog.show());
  }

  private call(action: BiddingAction, row: ComparisonRow | undefined): Promise<Envelope<unknown>> {
    const id = this.projectId;
    switch (action) {
      case 'startQuotation':
        return this.api.procureProject.startQuotation(id);
      case 'endQuotation':
        return this.api.procureProject.endQuotation(id);
      case 'endRound':
        return this.api.bidding.endRound(id, this.project?.round ?? undefined);
      case 'confirmQuotation':
        return this.api.procureProject.confirmQuotation(id, row?.supplierId);
    }
  }

  private async handleConfirm(): Promise<void> {
    const pending = this.pending;
    if (!pending || this.busy) return;
    this.busy = true;
    this.dialogError = '';
    try {
      const answer = await this.call(pending.action, pending.row);
      if (!answer.state) {
        // Refused (the round closed meanwhile …): say why and keep the dialog.
        this.dialogError = answer.message || msg('操作失败');
        return;
      }
      await this.dialog.hide();
      this.result = answer.message || msg('操作成功');
      this.emit('eip-bidding-change', { action: pending.action, projectId: this.projectId });
      await this.load(true);
    } catch (error) {
      this.dialogError = failureText(error);
    } finally {
      this.busy = false;
    }
  }

  /**
   * The project's audit trail (registrations, quotations, round changes, confirmation) as a JSON file
   * whose records each carry the hash of the one before (issue 36); figures of an open round sealed.
   */
  private async handleExportAudit(): Promise<void> {
    if (this.exportingAudit) return;
    this.exportingAudit = true;
    this.result = '';
    try {
      const answer = await this.api.bidding.exportAudit(this.projectId);
      if (!answer.state || !answer.value) {
        this.result = answer.message || msg('操作失败');
        return;
      }
      saveAs(
        JSON.stringify(answer.value, null, 2),
        'application/json',
        `${this.project?.fProjectNo ?? this.projectId}-audit-trail.json`,
      );
    } catch (error) {
      this.result = failureText(error);
    } finally {
      this.exportingAudit = false;
    }
  }

  /** The bid history as a Word document (after the bidding ended; the server refuses before). */
  private async handleExport(): Promise<void> {
    if (this.exporting) return;
    this.exporting = true;
    this.result = '';
    try {
      const file = await this.api.bidding.exportHistory(this.projectId);
      if (file.contentType.includes('json')) {
        // A refusal answered as an envelope: its message, no file.
        const answer = JSON.parse(new TextDecoder().decode(file.data)) as { message?: string };
        this.result = answer.message || msg('操作失败');
        return;
      }
      saveAs(
        file.data,
        file.contentType,
        file.fileName || `${this.project?.fProjectNo ?? this.projectId}.docx`,
      );
    } catch (error) {
      this.result = failureText(error);
    } finally {
      this.exporting = false;
    }
  }

  private handleAfterHide(event: Event): void {
    if (event.target === this.dialog) this.pending = undefined;
  }

  private actionLabel(action: BiddingAction): string {
    switch (action) {
      case 'startQuotation':
        return msg('开始报价');
      case 'endRound':
        return msg('提前结束本轮');
      case 'endQuotation':
        return msg('结束报价');
      case 'confirmQuotation':
        return msg('确认成交');
    }
  }

  private question(action: BiddingAction, project: LiveProject, row?: ComparisonRow): string {
    const name = project.fProjectName;
    switch (action) {
      case 'startQuotation':
        return msg(str`确定开始“${name}”的报价吗？`);
      case 'endRound':
        return project.round && project.round < project.fBidRound
          ? msg(str`确定提前结束第 ${project.round} 轮吗？下一轮将立即开始。`)
          : msg(str`确定提前结束第 ${project.round ?? ''} 轮吗？这是最后一轮，报价将随之结束。`);
      case 'endQuotation':
        return msg(str`确定结束“${name}”的全部报价吗？`);
      case 'confirmQuotation':
        return msg(str`确定由“${row?.supplierName ?? ''}”成交吗？确认后将通知所有报价供应商。`);
    }
  }

  private actions(project: LiveProject): BiddingAction[] {
    const actions: BiddingAction[] = [];
    if (project.fState === 'registering') actions.push('startQuotation');
    if (project.fState === 'quoting' && project.roundState === 'open') actions.push('endRound');
    if (project.fState === 'quoting') actions.push('endQuotation');
    return actions;
  }

  private renderCounts(project: LiveProject) {
    if (project.rounds.length === 0) {
      return html`<p class="muted">${msg('报价开始后，这里实时显示每一轮收到的报价数量。')}</p>`;
    }
    const counts = new Map((project.counts ?? []).map((count) => [count.round, count]));
    return html`<table part="counts" class="data-table">
      <caption>${msg('各轮报价情况')}</caption>
      <thead>
        <tr>
          <th scope="col">${msg('轮次')}</th>
          <th scope="col">${msg('状态')}</th>
          <th scope="col">${msg('报价时间')}</th>
          <th scope="col" class="number">${msg('报价数')}</th>
          <th scope="col" class="number">${msg('报价供应商数')}</th>
        </tr>
      </thead>
      <tbody>
        ${project.rounds.map((round) => {
          const count = counts.get(round.round);
          return html`<tr>
            <th scope="row">${msg(str`第 ${round.round} 轮`)}</th>
            <td>${roundStateLabel(round.state)}${round.endedEarly ? html` <span class="muted">${msg('（提前结束）')}</span>` : nothing}</td>
            <td>${formatDateTime(round.startTime)} ~ ${formatDateTime(round.endTime)}</td>
            <td class="number count">${count?.quotations ?? 0}</td>
            <td class="number">${count?.suppliers ?? 0}</td>
          </tr>`;
        })}
      </tbody>
    </table>`;
  }

  private renderComparison(project: LiveProject) {
    const rows = this.comparison;
    if (!rows) return nothing;
    const closedRounds = project.rounds
      .filter((round) => round.state === 'closed')
      .map((round) => round.round);
    const canConfirm = project.biddingEnded && project.fState === 'quoted';
    return html`<section class="comparison-section" aria-labelledby="comparison-title">
      <h3 id="comparison-title">${msg('报价比较')}</h3>
      ${
        rows.length === 0
          ? html`<p class="muted">${msg('已结束的轮次没有收到报价')}</p>`
          : html`<div class="scroll" tabindex="0">
              <table part="comparison" class="data-table">
                <thead>
                  <tr>
                    <th scope="col" class="number">${msg('排名')}</th>
                    <th scope="col">${msg('供应商')}</th>
                    <th scope="col">${msg('最终报价')}</th>
                    ${closedRounds.map((round) => html`<th scope="col" class="number">${msg(str`第 ${round} 轮`)}</th>`)}
                    <th scope="col" class="number">${msg('报价次数')}</th>
                    <th scope="col">${msg('报价时间')}</th>
                    ${canConfirm || rows.some((row) => row.isWinner) ? html`<th scope="col">${msg('操作')}</th>` : nothing}
                  </tr>
                </thead>
                <tbody>
                  ${rows.map(
                    (row) => html`<tr class=${row.isWinner ? 'winner' : ''}>
                      <td class="number">${row.rank}</td>
                      <th scope="row">${row.supplierName}</th>
                      <td>${renderQuoted(row.quotationAmount, project.fQuotationMode)}</td>
                      ${closedRounds.map(
                        (round) =>
                          html`<td class="number">${
                            row.perRound[String(round)] !== undefined
                              ? formatQuoted(row.perRound[String(round)], project.fQuotationMode)
                              : '—'
                          }</td>`,
                      )}
                      <td class="number">${row.quotationCount}</td>
                      <td>${formatDateTime(row.createTime)}</td>
                      ${
                        row.isWinner
                          ? html`<td><sl-tag size="small" variant="success">${msg('成交')}</sl-tag></td>`
                          : canConfirm
                            ? html`<td>
                                <sl-button size="small" variant="primary" @click=${() => this.open('confirmQuotation', row)}
                                  >${msg('确认成交')}</sl-button
                                >
                              </td>`
                            : rows.some((candidate) => candidate.isWinner)
                              ? html`<td></td>`
                              : nothing
                      }
                    </tr>`,
                  )}
                </tbody>
              </table>
            </div>`
      }
    </section>`;
  }

  private renderDialog(project: LiveProject): TemplateResult {
    const pending = this.pending;
    return html`<sl-dialog
      part="dialog"
      label=${pending ? this.actionLabel(pending.action) : ''}
      @sl-after-hide=${this.handleAfterHide}
    >
      ${pending ? html`<p>${this.question(pending.action, project, pending.row)}</p>` : nothing}
      ${
        pending?.row
          ? html`<p>${msg('最终报价')}${colon()}${renderQuoted(pending.row.quotationAmount, project.fQuotationMode)}</p>`
          : nothing
      }
      <div class="dialog-error" role="alert">${this.dialogError}</div>
      <sl-button slot="footer" @click=${() => this.dialog.hide()}>${msg('取消')}</sl-button>
      <sl-button slot="footer" variant="primary" ?loading=${this.busy} @click=${this.handleConfirm}
        >${msg('确定')}</sl-button
      >
    </sl-dialog>`;
  }

  private renderProject(project: LiveProject) {
    const actions = this.actions(project);
    return html`<div class="head">
        <h2>${project.fProjectName}</h2>
        ${renderProjectFacts(project)}
      </div>
      ${renderRoundStrip(project, this.countdown)}
      ${
        project.winnerName
          ? html`<div class="award" role="status">${msg('成交供应商')}${colon()}<strong>${project.winnerName}</strong></div>`
          : nothing
      }
      <div part="actions" class="actions" role="group" aria-label=${msg('报价操作')}>
        ${actions.map(
          (action) => html`<sl-button
            size="small"
            variant=${action === 'startQuotation' ? 'primary' : 'default'}
            @click=${() => this.open(action)}
            >${this.actionLabel(action)}</sl-button
          >`,
        )}
        ${
          project.biddingEnded
            ? html`<sl-button size="small" ?loading=${this.exporting} @click=${this.handleExport}>
                <sl-icon slot="prefix" name="download" aria-hidden="true"></sl-icon>${msg('导出报价记录')}
              </sl-button>`
            : nothing
        }
        <sl-button size="small" ?loading=${this.exportingAudit} @click=${this.handleExportAudit}>
          <sl-icon slot="prefix" name="download" aria-hidden="true"></sl-icon>${msg('导出审计记录')}
        </sl-button>
        ${this.result ? html`<span part="result" class="result" role="status">${this.result}</span>` : nothing}
      </div>
      ${this.renderCounts(project)} ${this.renderComparison(project)} ${this.renderDialog(project)}`;
  }

  override render() {
    let body: unknown;
    if (this.loadError !== undefined && !this.project)
      body = renderLoadError(this.loadError, () => void this.load());
    else if (!this.project) body = renderLoading();
    else body = this.renderProject(this.project);
    return html`<div part="base" class="base">
      ${renderLiveState(this.live.state)} ${body}
      <div class="visually-hidden" role="status" aria-live="polite">${this.announcement}</div>
    </div>`;
  }
}
