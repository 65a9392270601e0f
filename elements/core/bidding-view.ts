import { msg, str } from '@lit/localize';
import { css, html, nothing } from 'lit';
import type { LiveProject, RoundState } from '../../api/contract/bidding.js';
import { formatQuotedFigure } from '../../api/contract/quote-rules.js';
import { QUOTATION_EXCLUDING_TAX, type QuotationMode } from '../../api/contract/tender.js';
import { toChineseCapitals } from './format.js';
import type { LiveState } from './live-events.js';
import { colon } from './procure-labels.js';
import { quotationModeLabel } from './project-status.js';
import { formatClock, type ServerCountdownController } from './server-countdown.js';

/**
 * What the supplier's bidding hall and the purchaser's bid monitor both show of a live project: the
 * round and its state, the server-synced countdown, the quoted values in their unit, the live
 * connection's state.
 */

/** Label of a round's state. */
export function roundStateLabel(state: RoundState | string | null | undefined): string {
  switch (state) {
    case 'waiting':
      return msg('未开始');
    case 'open':
      return msg('报价中');
    case 'closed':
      return msg('已结束');
    default:
      return '';
  }
}

function roundStateVariant(state: RoundState | string | null | undefined) {
  return state === 'open' ? 'success' : state === 'waiting' ? 'warning' : 'neutral';
}

/** Whether a mode quotes a rate in percent (lower, discount) rather than money. */
export function quotesRate(mode: QuotationMode | string): boolean {
  return mode === 'lower' || mode === 'discount';
}

/** A quoted value in its unit: "¥1,234.00" or "12.5%"; '' for nothing. */
export function formatQuoted(
  value: number | string | null | undefined,
  mode: QuotationMode | string,
): string {
  if (value === null || value === undefined || value === '') return '';
  // The contract's one writing of a figure, which the server's refusals use too.
  return formatQuotedFigure(value, quotesRate(mode) ? 'rate' : 'money');
}

/** The value with its Chinese capitals beside it when it is money. */
export function renderQuoted(value: number | string | null | undefined, mode: QuotationMode | string) {
  const figure = formatQuoted(value, mode);
  if (!figure) return html`<span class="muted">—</span>`;
  const capitals = quotesRate(mode) ? '' : toChineseCapitals(value);
  return html`<span class="quoted"
    ><strong class="figure">${figure}</strong>${
      capitals ? html`<span class="capitals" lang="zh-CN">${capitals}</span>` : nothing
    }</span
  >`;
}

/** 含税 or 不含税, as the project says (2 = excluding tax). */
export function taxLabel(value: number | string | null | undefined): string {
  return Number(value) === QUOTATION_EXCLUDING_TAX ? msg('报价不含税') : msg('报价含税');
}

/** The countdown's text: days in words, then HH:MM:SS. */
function countdownText(countdown: ServerCountdownController, deadline: string | null): string {
  const parts = countdown.parts(deadline);
  if (!parts) return '--:--:--';
  const clock = formatClock(parts);
  return parts.days > 0 ? msg(str`${parts.days}天 ${clock}`) : clock;
}

/**
 * The round strip: 第 N 轮 / 共 M 轮, the round's state, and the countdown to its end (open) or start
 * (waiting), judged by the server's clock; 报价已结束 once every round closed.
 */
export function renderRoundStrip(project: LiveProject, countdown: ServerCountdownController) {
  const { round, roundState } = project;
  let clock: unknown = nothing;
  if (project.biddingEnded) {
    clock = html`<span class="countdown countdown--over">${msg('报价已结束')}</span>`;
  } else if (roundState === 'open' || roundState === 'waiting') {
    const label = roundState === 'open' ? msg('距本轮结束') : msg('距本轮开始');
    const deadline = roundState === 'open' ? project.roundEndTime : project.roundStartTime;
    clock = html`<span class="countdown"
      >${label}${colon()}<time role="timer" aria-label=${label} class="clock">${countdownText(countdown, deadline)}</time></span
    >`;
  }
  const extensions = project.rounds.find((window) => window.round === round)?.extensions ?? 0;
  return html`<div part="round" class="round">
    ${
      round
        ? html`<span class="round-number">${msg(str`第 ${round} 轮`)}<span class="muted"> / ${msg(str`共 ${project.fBidRound} 轮`)}</span></span>`
        : html`<span class="round-number">${msg('报价尚未开始')}</span>`
    }
    ${roundState && !project.biddingEnded ? html`<sl-tag size="small" variant=${roundStateVariant(roundState)}>${roundStateLabel(roundState)}</sl-tag>` : nothing}
    ${extensions > 0 ? html`<span class="extended">${msg(str`已延时 ${extensions} 次`)}</span>` : nothing}
    ${clock}
  </div>`;
}

/** The overtime rule in words, or '' when the project has none. */
export function overtimeText(project: LiveProject): string {
  const {
    overtimeTriggerMinutes: trigger,
    overtimeExtendMinutes: extend,
    overtimeMaxTimes: times,
  } = project.rules;
  if (!trigger || !extend || !times) return '';
  return msg(str`最后 ${trigger} 分钟内报价，本轮延时 ${extend} 分钟（最多 ${times} 次）`);
}

/** The facts line under the project's name: number, mode, tax inclusion, the overtime rule. */
export function renderProjectFacts(project: LiveProject) {
  const overtime = overtimeText(project);
  return html`<div class="facts">
    <span>${msg('项目编号')}${colon()}${project.fProjectNo}</span>
    <span>${msg('报价方式')}${colon()}${quotationModeLabel(project.fQuotationMode)}</span>
    <span>${taxLabel(project.fQuotationIncludeTax)}</span>
    ${overtime ? html`<span>${overtime}</span>` : nothing}
  </div>`;
}

/** A quiet line while the live connection is down (the page still works, updates come later). */
export function renderLiveState(state: LiveState) {
  if (state !== 'retrying') return nothing;
  return html`<div part="connection" class="connection" role="status">
    <sl-icon name="wifi-off" aria-hidden="true"></sl-icon>${msg('实时连接已断开，正在重新连接…')}
  </div>`;
}

/** Styles of the pieces above, shared by both elements. */
export const biddingViewStyles = css`
  .round {
    display: flex;
    flex-wrap: wrap;
    align-items: center;
    gap: var(--sl-spacing-small) var(--sl-spacing-medium);
    padding: var(--sl-spacing-small) var(--sl-spacing-medium);
    border-radius: var(--sl-border-radius-medium);
    background: var(--sl-color-primary-50);
  }
  .round-number {
    font-weight: var(--sl-font-weight-semibold);
  }
  .round .muted,
  .countdown {
    /* On the tinted strip the secondary grey falls short of 4.5:1. */
    color: var(--eip-color-text);
  }
  .countdown {
    margin-inline-start: auto;
  }
  .extended {
    font-size: var(--sl-font-size-small);
    color: var(--sl-color-warning-800);
  }
  .clock {
    font-variant-numeric: tabular-nums;
    font-size: var(--sl-font-size-large);
    font-weight: var(--sl-font-weight-semibold);
    color: var(--sl-color-primary-700);
  }
  .facts {
    display: flex;
    flex-wrap: wrap;
    gap: var(--sl-spacing-x-small) var(--sl-spacing-large);
    font-size: var(--sl-font-size-small);
    color: var(--eip-color-text-secondary);
  }
  .quoted {
    display: inline-flex;
    flex-wrap: wrap;
    align-items: baseline;
    gap: var(--sl-spacing-2x-small) var(--sl-spacing-small);
  }
  .figure {
    font-variant-numeric: tabular-nums;
  }
  .capitals {
    font-size: var(--sl-font-size-small);
    color: var(--eip-color-text-secondary);
  }
  .muted {
    color: var(--eip-color-text-secondary);
  }
  .connection {
    display: flex;
    align-items: center;
    gap: var(--sl-spacing-x-small);
    font-size: var(--sl-font-size-small);
    color: var(--sl-color-warning-700);
  }
`;
