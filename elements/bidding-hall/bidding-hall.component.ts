import { localized, msg, str } from '@lit/localize';
import { html, nothing } from 'lit';
import { property, state } from 'lit/decorators.js';
import {
  BIDDING_EVENT_TYPES,
  type BiddingEventData,
  type LiveMessage,
  type LiveProject,
} from '../../api/contract/bidding.js';
import type { ServerTime } from '../../api/contract/tender-site.js';
import {
  formatQuoted,
  renderLiveState,
  renderProjectFacts,
  renderQuoted,
  renderRoundStrip,
} from '../core/bidding-view.js';
import { ConfirmController } from '../core/confirm-controller.js';
import { EipElement } from '../core/eip-element.js';
import { formatDateTime } from '../core/format.js';
import { acceptedValue, failureText } from '../core/forms/server-calls.js';
import { HostInfoController } from '../core/host-context.js';
import { LiveEventsController } from '../core/live-events.js';
import { answerValue, renderLoadError, renderLoading } from '../core/load-states.js';
import { ServerCountdownController } from '../core/server-countdown.js';
import { biddingHallStyles } from './bidding-hall.styles.js';

declare module '../core/eip-element.js' {
  interface EipEventDetailMap {
    /** The purchaser confirmed the caller as the winner of a project. */
    'eip-award': { projectId: string; projectName: string };
  }
}

/** Messages kept on screen per project. */
const MESSAGES_SHOWN = 20;

/**
 * The supplier's bidding hall. Without `project-id`: the live projects they may quote in (passed
 * registration), each with its round, state and countdown and a link into its room. With
 * `project-id`: the room — the round and its state, the countdown (server time: getLive's, then every
 * server-sent tick; the browser's clock is never trusted), their own last quotation and their own
 * rank (never anyone else's amount), the previous round's lowest when the project makes it public,
 * the purchaser's messages, and the quote form of the project's quotation mode; while the supplier has a
 * quotation in the open round, 替换本轮报价 turns the form into its replacement (judged against their
 * earlier rounds only) and 撤回本轮报价 withdraws it. Rounds opening and
 * closing, rank changes, messages and the award arrive live by server-sent events, resumed after a
 * reconnect; what arrived while the stream was down is reloaded when it is back.
 *
 * @tag bidding-hall
 * @summary A supplier's live bidding: projects, rounds, countdown, own rank and the quote form.
 *
 * @event eip-award - The purchaser confirmed the caller as the winner. `detail: { projectId, projectName }`.
 * @event eip-navigate - A link to a project's room was followed (cancel it to route it yourself). `detail: { href }`.
 *
 * @csspart base - The wrapper of everything.
 * @csspart project - One project's card.
 * @csspart round - The round strip with the countdown.
 * @csspart standing - The caller's last quotation, rank and the previous round's lowest.
 * @csspart rank - The caller's rank.
 * @csspart messages - The purchaser's messages.
 * @csspart form - The quote form.
 * @csspart withdraw - The line offering 替换本轮报价 and 撤回本轮报价 while the supplier has a quotation in the open round.
 * @csspart award - The award banner.
 * @csspart connection - The line shown while the live connection is down.
 * @csspart status - The loading, error or empty line.
 */
@localized()
export class BiddingHall extends EipElement {
  static override styles = biddingHallStyles;

  private readonly hostInfo = new HostInfoController(this);
  private readonly confirm = new ConfirmController(this);
  private readonly countdown = new ServerCountdownController(this);
  private readonly live = new LiveEventsController(this, {
    stream: () => this.stream,
    connect: (projectId, lastEventId, signal) =>
      this.api.bidding.eventsUrl({ ...(projectId ? { projectId } : {}), lastEventId }, signal),
    types: BIDDING_EVENT_TYPES,
    onEvent: (type, data) => this.handleLiveEvent(type, data),
    onOpen: () => {
      // Whatever happened while the stream was down is in the next answer.
      if (this.opened++ > 0) void this.load(true);
    },
  });

  @state() private projects: LiveProject[] | undefined;
  @state() private loadError: unknown;
  @state() private messages: LiveMessage[] = [];
  @state() private announcement = '';
  @state() private withdrawing = false;
  /** The supplier chose to replace their quotation of this round (the round it was chosen in). */
  @state() private replacingRound: number | null = null;
  @state() private withdrawError = '';
  /** The live stream followed once loaded: the project's id ('' for all live projects). */
  @state() private stream: string | undefined;

  private abort: AbortController | undefined;
  private opened = 0;

  /** One project's room; empty: the list of live projects. */
  @property({ attribute: 'project-id' }) projectId = '';

  override connectedCallback(): void {
    super.connectedCallback();
    void this.updateComplete.then(() => this.load());
  }

  override disconnectedCallback(): void {
    super.disconnectedCallback();
    this.abort?.abort();
  }

  override willUpdate(changed: Map<PropertyKey, unknown>): void {
    if (changed.has('projectId') && changed.get('projectId') !== undefined) {
      this.projects = undefined;
      this.messages = [];
      this.stream = undefined;
      this.opened = 0;
      void this.load();
    }
  }

  private async load(quiet = false): Promise<void> {
    this.abort?.abort();
    const abort = new AbortController();
    this.abort = abort;
    if (!quiet) this.loadError = undefined;
    const id = this.projectId;
    const sent = performance.now();
    try {
      const calls = this.api.bidding;
      const projects = id
        ? [answerValue(await calls.getLive(id, abort.signal))]
        : answerValue(await calls.queryLiveProject(abort.signal));
      if (abort.signal.aborted) return;
      const time = projects[0]?.serverTime.timestamp;
      if (time !== undefined) this.countdown.sync(time, performance.now() - sent);
      this.projects = projects;
      if (id && !quiet) await this.loadMessages(id, abort.signal);
      this.stream ??= id;
    } catch (error) {
      if (abort.signal.aborted) return;
      // A failed quiet reload keeps what is shown; the next event or reconnect tries again.
      if (!quiet || !this.projects) this.loadError = error;
    }
  }

  private async loadMessages(projectId: string, signal: AbortSignal): Promise<void> {
    try {
      const answer = await this.api.bidding.querySocketMessage(
        {
          pageBean: { page: 1, pageSize: MESSAGES_SHOWN },
          querys: [{ property: 'projectId', value: projectId, operation: 'EQUAL' }],
        },
        signal,
      );
      if (answer.state && answer.value) this.messages = answer.value.rows;
    } catch {
      // The messages are a side panel: the room works without them, live ones still arrive.
    }
  }

  private project(projectId: string): LiveProject | undefined {
    return this.projects?.find((candidate) => candidate.projectId === projectId);
  }

  private patch(projectId: string, change: Partial<LiveProject>): void {
    if (!this.projects) return;
    this.projects = this.projects.map((candidate) =>
      candidate.projectId === projectId ? { ...candidate, ...change } : candidate,
    );
  }

  private handleLiveEvent(type: string, data: unknown): void {
    if (type === 'tick') {
      this.countdown.sync((data as ServerTime).timestamp);
      return;
    }
    const projectId = (data as { projectId?: string }).projectId;
    if (!projectId || !this.project(projectId)) {
      // A project that became live meanwhile (the list): load the list again.
      if (!this.projectId && type === 'round-opened') void this.load(true);
      return;
    }
    switch (type) {
      case 'rank-changed': {
        const { rank } = data as BiddingEventData['rank-changed'];
        if (this.project(projectId)?.myRank !== rank) {
          this.patch(projectId, { myRank: rank });
          this.announcement = msg(str`您当前排名第 ${rank} 名`);
        }
        return;
      }
      case 'round-extended': {
        const event = data as BiddingEventData['round-extended'];
        this.patch(projectId, { roundEndTime: event.endTime });
        this.announcement = msg('本轮报价时间已延长');
        void this.load(true);
        return;
      }
      case 'message': {
        const message = data as LiveMessage;
        if (!this.messages.some((known) => known.id === message.id)) {
          this.messages = [message, ...this.messages].slice(0, MESSAGES_SHOWN);
          this.announcement = msg(str`采购方消息：${message.message}`);
        }
        return;
      }
      case 'confirmed': {
        const event = data as BiddingEventData['confirmed'];
        const project = this.project(projectId);
        if (event.isWinner && project) {
          this.announcement = msg('恭喜，您的报价已成交');
          this.emit('eip-award', { projectId, projectName: project.fProjectName });
        }
        void this.load(true);
        return;
      }
      case 'round-opened':
        this.announcement = msg(str`第 ${(data as BiddingEventData['round-opened']).round} 轮报价已开始`);
        void this.load(true);
        return;
      case 'round-closed':
        this.announcement = msg(str`第 ${(data as BiddingEventData['round-closed']).round} 轮报价已结束`);
        void this.load(true);
        return;
      default:
        void this.load(true);
    }
  }

  private handleQuotation(event: CustomEvent<{ round: number }>): void {
    this.replacingRound = null;
    this.announcement = msg(str`第 ${event.detail.round} 轮报价已提交`);
    // The new last quotation, rank and next limit.
    void this.load(true);
  }

  /**
   * 撤回本轮报价: asks first, then withdraws the supplier's quotations of the round the page shows (a
   * round that closed meanwhile is refused by the server, with the reason shown).
   */
  private async handleWithdraw(project: LiveProject): Promise<void> {
    const round = project.round ?? undefined;
    const confirmed = await this.confirm.ask(
      msg('撤回后，您本轮的报价不再有效；本轮结束前可以重新报价。确定撤回吗？'),
      { title: msg('撤回本轮报价'), confirmLabel: msg('确认撤回') },
    );
    if (!confirmed) return;
    this.withdrawing = true;
    this.withdrawError = '';
    try {
      const live = acceptedValue(
        await this.api.bidding.withdraw(
          round ? { projectId: project.projectId, round } : { projectId: project.projectId },
        ),
      );
      if (live) this.patch(project.projectId, live);
      this.replacingRound = null;
      this.announcement = msg(str`第 ${round ?? ''} 轮报价已撤回`);
    } catch (error) {
      this.withdrawError = failureText(error);
    } finally {
      this.withdrawing = false;
    }
  }

  /** The form replaces the supplier's quotation of the open round: they chose so in this round. */
  private isReplacing(project: LiveProject): boolean {
    const check = project.check;
    return Boolean(check?.canQuote && check.replaceable) && this.replacingRound === project.round;
  }

  private roomHref(projectId: string): string {
    return `${this.hostInfo.value.linkBase}/biddingHall?id=${encodeURIComponent(projectId)}`;
  }

  /** Why no previous lowest shows: not public, no previous round yet, or not closed yet. */
  private previousRoundNote(project: LiveProject): string {
    if (Number(project.fPublicPreviousRound) !== 1) return msg('不公开');
    if (!project.round || project.round <= 1) return msg('首轮暂无');
    return msg('上一轮结束后公布');
  }

  private renderStanding(project: LiveProject) {
    const last = project.myLastQuotation;
    const best = project.previousRoundBest;
    const check = project.check;
    const replacing = this.isReplacing(project);
    const below = replacing ? check?.replaceBelow : check?.mustBeBelow;
    const limit = below ?? (replacing ? check?.replaceAbove : check?.mustBeAbove);
    return html`<dl part="standing" class="standing">
      <div>
        <dt>${msg('我的最新报价')}</dt>
        <dd>
          ${last ? renderQuoted(last.quotationAmount, project.fQuotationMode) : html`<span class="muted">${msg('尚未报价')}</span>`}
          ${last ? html`<span class="muted small">${msg(str`第 ${last.round} 轮`)} · ${formatDateTime(last.createTime)}</span>` : nothing}
        </dd>
      </div>
      <div>
        <dt>${msg('我的排名')}</dt>
        <dd part="rank" class="rank">${project.myRank ? msg(str`第 ${project.myRank} 名`) : html`<span class="muted">—</span>`}</dd>
      </div>
      <div>
        <dt>${best ? msg(str`第 ${best.round} 轮最低价`) : msg('上一轮最低价')}</dt>
        <dd>
          ${
            best
              ? renderQuoted(best.quotationAmount, project.fQuotationMode)
              : html`<span class="muted">${this.previousRoundNote(project)}</span>`
          }
        </dd>
      </div>
      ${
        limit !== undefined && limit !== null
          ? html`<div>
              <dt>${replacing ? msg('替换报价要求') : msg('本次报价要求')}</dt>
              <dd>
                ${
                  below !== undefined && below !== null
                    ? msg(str`不高于 ${formatQuoted(limit, project.fQuotationMode)}`)
                    : msg(str`不低于 ${formatQuoted(limit, project.fQuotationMode)}`)
                }
              </dd>
            </div>`
          : nothing
      }
    </dl>`;
  }

  /** The purchaser's line on a card: quotations of the current round (counts only, never amounts). */
  private renderCount(project: LiveProject) {
    const count = project.counts?.find((candidate) => candidate.round === project.round);
    if (!project.round) return nothing;
    return html`<p class="muted">
      ${msg(str`本轮已收到 ${count?.quotations ?? 0} 份报价，来自 ${count?.suppliers ?? 0} 家供应商`)}
    </p>`;
  }

  private renderMessages() {
    if (this.messages.length === 0) return nothing;
    return html`<section part="messages" class="messages" aria-labelledby="messages-title">
      <h3 id="messages-title">${msg('采购方消息')}</h3>
      <ul>
        ${this.messages.map(
          (message) =>
            html`<li>
              <span class="muted small">${formatDateTime(message.createTime)} ${message.senderName}</span>
              <span>${message.message}</span>
            </li>`,
        )}
      </ul>
    </section>`;
  }

  private renderAward(project: LiveProject) {
    if (project.isWinner) {
      return html`<div part="award" class="award award--won" role="status">
        <sl-icon name="award" aria-hidden="true"></sl-icon>${msg('恭喜，您的报价已成交')}
      </div>`;
    }
    if (project.fState === 'confirmed' || project.winnerName) {
      return html`<div part="award" class="award" role="status">${msg('采购方已确认成交结果')}</div>`;
    }
    return nothing;
  }

  private renderForm(project: LiveProject) {
    const check = project.check;
    const canQuote = Boolean(check?.canQuote);
    // A quotation of this open round may be replaced or withdrawn (issue 36).
    const replaceable = canQuote && Boolean(check?.replaceable);
    const replacing = this.isReplacing(project);
    if (project.biddingEnded) return nothing;
    return html`<section part="form" class="form" aria-labelledby="quote-title">
      <h3 id="quote-title">${msg('报价')}</h3>
      ${!canQuote && check?.reason ? html`<p class="muted">${check.reason}</p>` : nothing}
      ${
        replaceable
          ? html`<div part="withdraw" class="withdraw">
              <span class="muted">${msg('本轮结束前，您可以替换或撤回本轮报价，以最后一次为准。')}</span>
              <span class="withdraw-actions">
                <sl-button size="small" aria-pressed=${replacing ? 'true' : 'false'}
                  @click=${() => {
                    this.replacingRound = replacing ? null : project.round;
                  }}>${replacing ? msg('取消替换') : msg('替换本轮报价')}</sl-button>
                <sl-button size="small" variant="danger" outline ?loading=${this.withdrawing}
                  @click=${() => this.handleWithdraw(project)}>${msg('撤回本轮报价')}</sl-button>
              </span>
            </div>`
          : nothing
      }
      ${this.withdrawError ? html`<p class="withdraw-error" role="alert">${this.withdrawError}</p>` : nothing}
      <quote-form
        project-id=${project.projectId}
        .round=${project.round ?? 0}
        .mode=${project.fQuotationMode}
        .goods=${(project.goods ?? []).map((line) => ({ ...line }))}
        .budget=${project.rules.capAtBudget === 1 ? project.fBudgetMoney : null}
        .mustBeBelow=${(replacing ? check?.replaceBelow : check?.mustBeBelow) ?? null}
        .mustBeAbove=${(replacing ? check?.replaceAbove : check?.mustBeAbove) ?? null}
        ?replacing=${replacing}
        ?documents-required=${Number(project.fUploadBidDocument) === 1}
        ?tax-excluded=${Number(project.fQuotationIncludeTax) === 2}
        ?disabled=${!canQuote}
        @eip-quotation=${this.handleQuotation}
      ></quote-form>
    </section>`;
  }

  private renderRoom(project: LiveProject) {
    return html`<article part="project" class="project" aria-labelledby="project-title">
      <div class="head">
        <h2 id="project-title">${project.fProjectName}</h2>
        ${renderProjectFacts(project)}
      </div>
      ${this.renderAward(project)} ${renderRoundStrip(project, this.countdown)} ${this.renderStanding(project)}
      ${this.renderForm(project)} ${this.renderMessages()}
    </article>`;
  }

  private renderCard(project: LiveProject) {
    const href = this.roomHref(project.projectId);
    const titleId = `title-${project.projectId}`;
    return html`<li part="project" class="project card" aria-labelledby=${titleId}>
      <div class="head">
        <h2 id=${titleId}>
          <a href=${href} @click=${(event: MouseEvent) => this.handleLink(event, href)}>${project.fProjectName}</a>
        </h2>
        ${renderProjectFacts(project)}
      </div>
      ${renderRoundStrip(project, this.countdown)}
      ${project.relation === 'supplier' ? this.renderStanding(project) : this.renderCount(project)}
      <div class="card-actions">
        <a class="enter" href=${href} @click=${(event: MouseEvent) => this.handleLink(event, href)}
          >${
            project.relation !== 'supplier'
              ? msg('进入报价监控')
              : project.biddingEnded
                ? msg('查看')
                : msg('进入报价')
          }</a
        >
      </div>
    </li>`;
  }

  private renderBody() {
    if (this.loadError !== undefined && !this.projects) {
      return renderLoadError(this.loadError, () => void this.load());
    }
    if (!this.projects) return renderLoading();
    if (this.projectId) {
      const project = this.projects[0];
      return project ? this.renderRoom(project) : nothing;
    }
    if (this.projects.length === 0) {
      return html`<div part="status" class="load-state" role="status">${msg('当前没有可参与报价的项目')}</div>`;
    }
    return html`<ul class="cards" aria-label=${msg('竞价项目')}>
      ${this.projects.map((project) => this.renderCard(project))}
    </ul>`;
  }

  override render() {
    return html`<div part="base" class="base">
      ${renderLiveState(this.live.state)} ${this.renderBody()}
      <div class="visually-hidden" role="status" aria-live="polite">${this.announcement}</div>
      ${this.confirm.render()}
    </div>`;
  }
}
