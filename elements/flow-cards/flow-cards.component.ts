import { localized, msg, str } from '@lit/localize';
import { Task } from '@lit/task';
import { html, nothing } from 'lit';
import { property, state } from 'lit/decorators.js';
import type { ApiClient } from '../../api/client/index.js';
import type { Envelope } from '../../api/contract/envelope.js';
import { EipElement } from '../core/eip-element.js';
import { formatDateTime } from '../core/format.js';
import { answerValue, renderEmpty, renderLoadError, renderLoading } from '../core/load-states.js';
import { type TaskRow, toTaskRow } from '../task-list/task-rows.js';
import { flowCardsStyles } from './flow-cards.styles.js';

/** Cards asked for by default (workflow-portal section 9): to-do 21, leader to-do 6, new process 11. */
export const CARD_SIZES = { todo: 21, leaderTodo: 6, newProcess: 11 } as const;

export const FLOW_CARD_KINDS = ['todo', 'leaderTodo', 'newProcess'] as const;
export type FlowCardKind = (typeof FLOW_CARD_KINDS)[number];

/** A definition the user may start, as a new-process card shows it. */
export interface ProcessCard {
  defId: string;
  defKey: string;
  name: string;
  category: string;
  description: string;
  raw: Record<string, unknown>;
}

declare module '../core/eip-element.js' {
  interface EipEventDetailMap {
    /** The user chose a process to start. */
    'eip-process-start': { defId: string; defKey: string; name: string };
    /** A process was added to the user's common flows or taken off them. */
    'eip-common-flow-change': { defKey: string; common: boolean; message: string };
  }
}

function asRecords(value: unknown): Record<string, unknown>[] {
  const list = Array.isArray(value)
    ? value
    : value && typeof value === 'object' && Array.isArray((value as { rows?: unknown }).rows)
      ? (value as { rows: unknown[] }).rows
      : [];
  return list.filter((row): row is Record<string, unknown> => Boolean(row) && typeof row === 'object');
}

function text(row: Record<string, unknown>, ...keys: string[]): string {
  for (const key of keys)
    if (row[key] !== undefined && row[key] !== null && row[key] !== '') return String(row[key]);
  return '';
}

function toProcessCard(row: Record<string, unknown>, category: string): ProcessCard {
  return {
    defId: text(row, 'defId', 'id'),
    defKey: text(row, 'defKey', 'key', 'flowKey'),
    name: text(row, 'name', 'defName', 'subject'),
    category: category || text(row, 'categoryName', 'typeName', 'category') || msg('未分类'),
    description: text(row, 'description', 'desc'),
    raw: row,
  };
}

/** New-process cards arrive as groups ({ categoryName, rows }) or as a flat list with a category each. */
export function processGroups(value: unknown): { category: string; cards: ProcessCard[] }[] {
  const groups = new Map<string, ProcessCard[]>();
  const groupList =
    value && typeof value === 'object' && Array.isArray((value as { groups?: unknown }).groups)
      ? (value as { groups: unknown[] }).groups
      : value;
  for (const row of asRecords(groupList)) {
    const nested = ['defs', 'children', 'list', 'rows', 'items'].map((key) => row[key]).find(Array.isArray);
    const cards = nested
      ? asRecords(nested).map((def) =>
          toProcessCard(def, text(row, 'categoryName', 'name', 'typeName', 'category')),
        )
      : [toProcessCard(row, '')];
    for (const card of cards) groups.set(card.category, [...(groups.get(card.category) ?? []), card]);
  }
  return [...groups].map(([category, cards]) => ({ category, cards }));
}

const CALLS: Record<
  FlowCardKind,
  (api: ApiClient, size: number, signal: AbortSignal) => Promise<Envelope<unknown>>
> = {
  todo: (api, size, signal) => api.workflowLists.getTodoCard(size, signal),
  leaderTodo: (api, size, signal) => api.workflowLists.getLeaderTodoCard(size, signal),
  newProcess: (api, size, signal) => api.workflowLists.newProcessCard(size, signal),
};

/**
 * Cards of the workflow area: the newest to-do tasks (21), a leader's to-do (6, for secretaries) or
 * the processes the user may start grouped by category (11 per category). Choosing a task card emits
 * `eip-task-open`; choosing a process emits `eip-process-start`. A process card's star adds it to the
 * user's common flows (常用流程, listed first on the staff home) or takes it off them.
 *
 * @tag flow-cards
 * @summary To-do, leader to-do or new-process cards (by category), loaded by kind.
 *
 * @event eip-task-open - A task card was chosen. `detail: { kind, row }`.
 * @event eip-flow-chart-open - The flow chart of a task card's instance was asked for. `detail: { instId }`.
 * @event eip-process-start - A process card was chosen. `detail: { defId, defKey, name }`.
 * @event eip-common-flow-change - A process was added to or removed from the common flows (or that failed: `common` unchanged). `detail: { defKey, common, message }`.
 *
 * @csspart base - The wrapper of everything.
 * @csspart group - One category of processes.
 * @csspart card - One card (a button).
 * @csspart common - A process card's 常用流程 star.
 * @csspart status - The loading, error or empty line.
 *
 * @cssproperty --card-width - Narrowest width of a card. Defaults to 15rem.
 */
@localized()
export class FlowCards extends EipElement {
  static override styles = flowCardsStyles;

  private readonly loader = new Task(this, {
    task: async ([kind, size], { signal }) => answerValue(await CALLS[kind](this.api, size, signal)),
    args: () => [this.kind, this.size || CARD_SIZES[this.kind]] as const,
  });

  /** The user's common flows (常用流程), starred on the new-process cards. */
  private readonly commonLoader = new Task(this, {
    task: async ([kind], { signal }) => {
      if (kind !== 'newProcess') return new Set<string>();
      const answer = await this.api.workflowSettings.commonFlows(signal);
      return new Set(answer.state ? (answer.value ?? []).map((flow) => flow.defKey) : []);
    },
    args: () => [this.kind] as const,
  });

  @state() private toggling = '';

  /** Which cards: `todo`, `leaderTodo` or `newProcess`. */
  @property({ reflect: true }) kind: FlowCardKind = 'todo';

  /** How many cards to ask for; 0 for the documented size of the kind (21, 6, 11). */
  @property({ type: Number }) size = 0;

  private async handleCommon(card: ProcessCard, common: boolean): Promise<void> {
    this.toggling = card.defKey;
    try {
      const body = { defKeys: [card.defKey] };
      const settings = this.api.workflowSettings;
      const answer = await (common ? settings.addCommonFlows(body) : settings.removeCommonFlows(body));
      if (!answer.state) throw new Error(answer.message);
      this.commonLoader.value?.[common ? 'add' : 'delete'](card.defKey);
      this.emit('eip-common-flow-change', { defKey: card.defKey, common, message: answer.message });
    } catch (error) {
      this.emit('eip-common-flow-change', {
        defKey: card.defKey,
        common: !common,
        message: error instanceof Error && error.message ? error.message : msg('操作失败'),
      });
    } finally {
      this.toggling = '';
    }
  }

  private renderCommon(card: ProcessCard) {
    const common = this.commonLoader.value?.has(card.defKey) ?? false;
    return html`<sl-icon-button
      part="common"
      class="card__chart"
      name=${common ? 'star-fill' : 'star'}
      label=${common ? msg(str`从常用流程移除${card.name}`) : msg(str`将${card.name}加入常用流程`)}
      aria-pressed=${common ? 'true' : 'false'}
      ?disabled=${this.toggling === card.defKey || !this.commonLoader.value}
      @click=${() => this.handleCommon(card, !common)}
    ></sl-icon-button>`;
  }

  /** Loads the cards again. */
  reload(): void {
    void this.loader.run();
  }

  private renderTaskCard(row: TaskRow) {
    return html`<li>
      <button part="card" type="button" @click=${() => this.emit('eip-task-open', { kind: this.kind, row })}>
        <span class="card__title">${row.subject || '—'}</span>
        <span class="card__meta">
          ${row.process ? html`<span>${row.process}</span>` : nothing}
          ${row.node ? html`<span>${msg(str`节点：${row.node}`)}</span>` : nothing}
        </span>
        <span class="card__meta">
          ${row.initiator ? html`<span>${msg(str`发起人：${row.initiator}`)}</span>` : nothing}
          ${row.time ? html`<time datetime=${row.time}>${formatDateTime(row.time, 'YYYY-MM-DD HH:mm')}</time>` : nothing}
        </span>
      </button>
      ${
        row.instId
          ? html`<sl-icon-button
              class="card__chart"
              name="diagram-3"
              label=${msg(str`${row.subject || msg('事项')}的流程图`)}
              @click=${() => this.emit('eip-flow-chart-open', { instId: row.instId as string })}
            ></sl-icon-button>`
          : nothing
      }
    </li>`;
  }

  private renderTasks(value: unknown) {
    const rows = asRecords(value).map(toTaskRow);
    if (!rows.length) return renderEmpty(msg('暂无待办'));
    return html`<ul aria-label=${this.kind === 'leaderTodo' ? msg('领导待办') : msg('我的待办')}>
      ${rows.map((row) => this.renderTaskCard(row))}
    </ul>`;
  }

  private renderProcesses(value: unknown) {
    const groups = processGroups(value);
    if (!groups.length) return renderEmpty(msg('暂无可发起的流程'));
    // Small categories share a row; a category's width grows with its cards (up to four a row).
    return html`<div class="groups">${groups.map(
      (group, index) => html`<section
        part="group"
        aria-labelledby=${`group-${index}`}
        style=${`flex: ${Math.min(group.cards.length, 4)} 1 calc(${Math.min(group.cards.length, 4)} * (var(--card-width, 15rem) + var(--sl-spacing-medium)))`}
      >
        <h2 id=${`group-${index}`}>${group.category} <span class="count">${msg(str`${group.cards.length} 个流程`)}</span></h2>
        <ul>
          ${group.cards.map(
            (card) => html`<li>
              <button
                part="card"
                class="card--process"
                type="button"
                @click=${() => this.emit('eip-process-start', { defId: card.defId, defKey: card.defKey, name: card.name })}
              >
                <sl-icon name="diagram-3" aria-hidden="true"></sl-icon>
                <span class="card__title">${card.name}</span>
                <span class="card__meta">${card.description || group.category}</span>
              </button>
              ${this.renderCommon(card)}
            </li>`,
          )}
        </ul>
      </section>`,
    )}</div>`;
  }

  override render() {
    return html`<div part="base" aria-busy=${this.loader.status === 1 ? 'true' : 'false'}>
      ${this.loader.render({
        initial: () => renderLoading(),
        pending: () => renderLoading(),
        error: (error) => renderLoadError(error, () => this.reload()),
        complete: (value) =>
          this.kind === 'newProcess' ? this.renderProcesses(value) : this.renderTasks(value),
      })}
    </div>`;
  }
}
