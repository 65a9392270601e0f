import { localized, msg, str } from '@lit/localize';
import { Task, TaskStatus } from '@lit/task';
import type { RangeChangedEvent } from '@lit-labs/virtualizer/events.js';
import type { LitVirtualizer } from '@lit-labs/virtualizer/LitVirtualizer.js';
import { html, nothing, type PropertyValues, type TemplateResult } from 'lit';
import { property, query, state } from 'lit/decorators.js';
import { classMap } from 'lit/directives/class-map.js';
import { ifDefined } from 'lit/directives/if-defined.js';
import { keyed } from 'lit/directives/keyed.js';
import { live } from 'lit/directives/live.js';
import type { PageList, QueryBody, QuerySorter } from '../../api/contract/envelope.js';
import { parseJsonList } from '../../api/contract/json.js';
import type { SavedFilter } from '../../api/contract/workflow-lists.js';
import { EipElement } from '../core/eip-element.js';
import { answerValue, renderEmpty, renderLoadError, renderLoading } from '../core/load-states.js';
import { renderPagination } from '../core/pagination.js';
import { renderDateFilterField, typedDate } from './date-filter-field.js';
import { NoticeRemoveController } from './notice-remove.js';
import { SavedFiltersController } from './saved-filters-controller.js';
import { renderTaskCell } from './task-cells.js';
import { taskListStyles } from './task-list.styles.js';
import { renderShortcutHelp, type TaskListCommand, taskListCommand } from './task-list-keyboard.js';
import {
  defaultSorter,
  EMPTY_FILTER,
  filterQuerys,
  filterValues,
  hasSavedFilters,
  isTaskListKind,
  TASK_LIST_SPECS,
  type TaskFilterValues,
  type TaskListKind,
  type TextFilterName,
} from './task-list-sources.js';
import {
  COLUMN_WIDTHS,
  columnLabel,
  DEFAULT_COLUMNS,
  TASK_LIST_COLUMNS,
  type TaskListColumn,
  type TaskRow,
  toTaskRow,
} from './task-rows.js';
import { matchesUrgency, renderUrgencyFilters } from './urgency-filters.js';

export type { TaskListColumn, TaskListKind, TaskRow };

/** A row as the list call answers it. */
type Item = Record<string, unknown>;

declare module '../core/eip-element.js' {
  interface EipEventDetailMap {
    /** The user opened a row (click, Enter or o). */
    'eip-task-open': { kind: string; row: TaskRow };
    /** The user asked for the flow chart of a row's instance (the lists' chart button, or f). */
    'eip-flow-chart-open': { instId: string };
  }
}

/** A row's height (the styles' 2.75rem): a short list is exactly as high as its rows. */
const ROW_HEIGHT_REM = 2.75;

/** Page sizes of a virtualized list: larger than a plain list's, the rows cost nothing off screen. */
export const TASK_PAGE_SIZES = [20, 50, 100, 500, 1000] as const;

/**
 * A list of the workflow area (to-do, leader to-do, notices, delegated, my requests, done, drafts,
 * collections — `kind` picks the runtime call): server-side search, filters (subject, process,
 * initiator, dates), sorting and paging through the query body, filters saved on the server, rows
 * drawn by a virtualizer (ten thousand rows cost what a screenful costs), and the keyboard: arrows
 * move, Enter opens, shortcut keys act, `?` lists them.
 *
 * Set `rows` to show rows you already have (no call is made; search and sorting then work on them).
 *
 * @tag task-list
 * @summary A virtualized workflow list with search, filters, sorting, paging, saved filters and shortcuts.
 *
 * @event eip-task-open - The user opened a row. `detail: { kind, row }` (row.taskId / row.instId, row.raw).
 * @event eip-flow-chart-open - The user asked for the flow chart of the selected row's instance. `detail: { instId }`.
 * @event eip-notice-remove - In the read-notice list, the user removed the selected notice. `detail: { id, instId }`.
 *
 * @csspart base - The wrapper of everything.
 * @csspart toolbar - The search form.
 * @csspart header - The column titles (sort buttons).
 * @csspart list - The scrolling list of rows (a listbox).
 * @csspart row - One row.
 * @csspart pagination - The pager.
 * @csspart status - The loading, error or empty line.
 *
 * @cssproperty --list-height - Height of the scrolling list. Defaults to 28rem.
 */
@localized()
export class TaskList extends EipElement {
  static override styles = taskListStyles;

  private readonly loader = new Task(this, {
    // The query body travels as its JSON text: a new object on every render would load again each time.
    task: async ([kind, page, pageSize, bodyText], { signal }) => {
      const body = JSON.parse(bodyText) as Omit<QueryBody, 'pageBean'>;
      if (this.rows || !kind || !isTaskListKind(kind)) return undefined;
      const answer = await TASK_LIST_SPECS[kind].call(
        this.api,
        { ...body, pageBean: { page, pageSize, showTotal: true } },
        signal,
      );
      return answerValue(answer);
    },
    args: () => [this.kind, this.page, this.pageSize, JSON.stringify(this.queryBody), this.reloads] as const,
  });

  private readonly savedFilterList = new SavedFiltersController(this, {
    api: () => this.api,
    kind: () => this.kind,
    enabled: () => this.offersSavedFilters,
    draft: () => this.draft,
    sorter: () => this.sorter,
    apply: (filter) => this.applySaved(filter),
    announce: (text) => {
      this.announcement = text;
    },
  });

  private readonly noticeRemoval = new NoticeRemoveController(this, {
    api: () => this.api,
    selected: () => this.currentRows[this.active],
  });

  @query('lit-virtualizer') private virtualizer?: LitVirtualizer<Item>;
  @query('#search-subject') private subjectInput?: HTMLInputElement;

  @state() private page = 1;
  @state() private draft: TaskFilterValues = { ...EMPTY_FILTER };
  @state() private applied: TaskFilterValues = { ...EMPTY_FILTER };
  @state() private sorter: QuerySorter | undefined;
  /** The user chose an order (given rows are shown as given until then). */
  @state() private userSorted = false;
  @state() private active = 0;
  /** The rows the virtualizer has in the page: the active descendant may only name one of them. */
  @state() private renderedRange = { first: -1, last: -1 };
  @state() private helpOpen = false;
  @state() private announcement = '';
  @state() private filterError = '';
  @state() private reloads = 0;

  /** Which list: todo, leaderTodo, noticeTodoRead, noticeDoneRead, myNotice, delegate, myRequest, done, doneInst, draft, collect, newProcess. */
  @property({ reflect: true }) kind: TaskListKind = 'todo';

  /** Columns to show, comma separated (subject, process, node, initiator, status, priority, due, time); empty for the kind's own. */
  @property({
    converter: {
      fromAttribute: (text: string | null) =>
        (text ?? '')
          .split(',')
          .map((part) => part.trim())
          .filter((part): part is TaskListColumn => (TASK_LIST_COLUMNS as readonly string[]).includes(part)),
    },
  })
  columns: TaskListColumn[] = [];

  /** Rows per page. */
  @property({ type: Number, attribute: 'page-size' }) pageSize = 50;

  /** Accessible name of the list, e.g. the page's title. */
  @property() label = '';

  /** Offers filters saved on the server for this list. */
  @property({ type: Boolean, attribute: 'saved-filters' }) savedFilters = false;

  /** Rows to show instead of loading them (raw rows of a list call); also a JSON attribute. */
  @property({
    converter: {
      fromAttribute: (text: string | null) =>
        parseJsonList(text ?? '') as Record<string, unknown>[] | undefined,
    },
  })
  rows: Record<string, unknown>[] | undefined;

  override willUpdate(changed: PropertyValues<this>): void {
    if (changed.has('kind')) {
      this.page = 1;
      this.active = 0;
      this.sorter = defaultSorter(this.kind);
      if (changed.get('kind') !== undefined) this.handleReset();
    }
    if (changed.has('rows')) this.active = 0;
  }

  /** What the list asks the server for, apart from the page. */
  private get queryBody(): Omit<QueryBody, 'pageBean'> {
    return { querys: filterQuerys(this.kind, this.applied), sorter: this.sorter ? [this.sorter] : [] };
  }

  private get offersSavedFilters(): boolean {
    return this.savedFilters && !this.rows && hasSavedFilters(this.kind);
  }

  private columnTitle(column: TaskListColumn): string {
    return columnLabel(column, this.kind === 'collect' || this.kind === 'newProcess');
  }

  private sortProperty(column: TaskListColumn): string | undefined {
    const { sort } = TASK_LIST_SPECS[this.kind] ?? TASK_LIST_SPECS.todo;
    return column in sort ? sort[column as keyof typeof sort] : undefined;
  }

  private get shownColumns(): TaskListColumn[] {
    return this.columns.length ? this.columns : (DEFAULT_COLUMNS[this.kind] ?? DEFAULT_COLUMNS.todo);
  }

  private rowsCache:
    | { source: unknown; applied: TaskFilterValues; sorter: QuerySorter | undefined; rows: Item[] }
    | undefined;
  /** Rows read once each, when first drawn, searched or sorted: ten thousand given rows cost nothing until then. */
  private readonly readRows = new WeakMap<Item, TaskRow>();

  private rowOf(raw: Item, index = 0): TaskRow {
    let row = this.readRows.get(raw);
    if (!row) {
      row = toTaskRow(raw, index);
      this.readRows.set(raw, row);
    }
    return row;
  }

  /** The rows on screen: the loaded page, or the given rows searched and sorted here (once per change). */
  private get currentRows(): Item[] {
    const source = this.rows ?? this.loader.value;
    const cache = this.rowsCache;
    if (cache && cache.source === source && cache.applied === this.applied && cache.sorter === this.sorter) {
      return cache.rows;
    }
    const rows = this.computeRows();
    this.rowsCache = { source, applied: this.applied, sorter: this.sorter, rows };
    return rows;
  }

  private computeRows(): Item[] {
    if (!this.rows) return this.loader.value?.rows ?? [];
    const { subject, process, initiator, from, to } = this.applied;
    const has = (value: string, part: string) => !part.trim() || value.includes(part.trim());
    const searched = filterQuerys(this.kind, this.applied).length > 0 || Boolean(from || to);
    const rows = searched
      ? this.rows.filter((raw, index) => {
          const row = this.rowOf(raw, index);
          return (
            has(row.subject, subject) &&
            has(row.process, process) &&
            has(row.initiator, initiator) &&
            (!from || row.time.slice(0, 10) >= from) &&
            (!to || row.time.slice(0, 10) <= to) &&
            matchesUrgency(raw, this.applied)
          );
        })
      : this.rows;
    // Given rows keep their order until the user sorts them.
    if (!this.userSorted) return rows;
    const key =
      (['subject', 'due', 'priority'] as const).find(
        (column) => this.sorter?.property === this.sortProperty(column),
      ) ?? 'time';
    const sign = this.sorter?.direction === 'ASC' ? 1 : -1;
    return [...rows].sort((a, b) => {
      const x = this.rowOf(a)[key];
      const y = this.rowOf(b)[key];
      return x < y ? -sign : x > y ? sign : 0;
    });
  }

  private handleFilterInput(name: keyof TaskFilterValues, event: Event): void {
    this.draft = { ...this.draft, [name]: (event.target as HTMLInputElement).value };
  }

  private handleSearch(event: Event): void {
    event.preventDefault();
    const from = typedDate(this.draft.from);
    const to = typedDate(this.draft.to);
    if (from === undefined || to === undefined) {
      this.filterError = msg('请按“年-月-日”填写日期，如 2026-11-20');
      return;
    }
    // A due window starts when the search is applied, and stays put until the next search.
    this.draft = { ...this.draft, from, to, asOf: new Date().toISOString() };
    if (this.draft.from && this.draft.to && this.draft.from > this.draft.to) {
      this.filterError = msg('开始日期不能晚于结束日期');
      return;
    }
    this.filterError = '';
    this.applied = { ...this.draft };
    this.page = 1;
    this.active = 0;
  }

  private handleReset(): void {
    this.draft = { ...EMPTY_FILTER };
    this.applied = { ...EMPTY_FILTER };
    this.filterError = '';
    this.page = 1;
    this.active = 0;
  }

  private handleSort(column: TaskListColumn): void {
    const property = this.sortProperty(column);
    if (!property) return;
    // Due times sort soonest first at first (those without one last); the rest newest or largest first.
    const first = column === 'due' ? 'ASC' : 'DESC';
    const direction =
      this.sorter?.property === property ? (this.sorter.direction === 'DESC' ? 'ASC' : 'DESC') : first;
    this.sorter = { property, direction };
    this.userSorted = true;
    this.page = 1;
    this.active = 0;
  }

  private handlePage(page: number, pageSize: number): void {
    this.page = page;
    this.pageSize = pageSize;
    this.active = 0;
  }

  private open(raw: Item | undefined, index = this.active): void {
    if (raw) this.emit('eip-task-open', { kind: this.kind, row: this.rowOf(raw, index) });
  }

  private openChart(raw: Item | undefined): void {
    const instId = raw ? this.rowOf(raw).instId : undefined;
    if (instId) this.emit('eip-flow-chart-open', { instId });
  }

  private moveTo(index: number): void {
    const count = this.currentRows.length;
    if (!count) return;
    this.active = Math.max(0, Math.min(count - 1, index));
    this.virtualizer?.element(this.active)?.scrollIntoView({ block: 'nearest' });
  }

  private handleKeydown(event: KeyboardEvent): void {
    const command = taskListCommand(event);
    if (!command) return;
    event.preventDefault();
    this.perform(command);
  }

  private perform(command: TaskListCommand): void {
    const rows = this.currentRows;
    const selected = rows[this.active];
    const total = this.rows ? rows.length : (this.loader.value?.total ?? 0);
    const moves: Partial<Record<TaskListCommand, number>> = {
      next: this.active + 1,
      previous: this.active - 1,
      pageDown: this.active + 10,
      pageUp: this.active - 10,
      first: 0,
      last: rows.length - 1,
    };
    const move = moves[command];
    if (move !== undefined) this.moveTo(move);
    else if (command === 'open') this.open(selected);
    else if (command === 'nextPage') {
      if (!this.rows && this.page * this.pageSize < total) this.handlePage(this.page + 1, this.pageSize);
    } else if (command === 'previousPage') {
      if (!this.rows && this.page > 1) this.handlePage(this.page - 1, this.pageSize);
    } else if (command === 'chart') this.openChart(selected);
    else if (command === 'reload') this.reload();
    else if (command === 'collect') {
      if (this.kind === 'newProcess' || this.kind === 'collect') void this.toggleCollect(selected);
    } else if (command === 'search') this.subjectInput?.focus();
    else if (command === 'help') this.helpOpen = true;
  }

  /** Collects the chosen process, or takes it out of the collection (the `s` key of a process list). */
  private async toggleCollect(raw: Item | undefined): Promise<void> {
    const defKey = typeof raw?.defKey === 'string' ? raw.defKey : '';
    if (!raw || !defKey) return;
    const name = this.rowOf(raw).subject;
    const collected = this.kind === 'collect' || raw.collected === true;
    try {
      const answer = collected
        ? await this.api.workflowLists.uncollect(defKey)
        : await this.api.workflowLists.collect(defKey);
      const result = answerValue(answer);
      raw.collected = result.collected;
      this.requestUpdate();
      this.announcement = result.collected ? msg(str`已收藏“${name}”`) : msg(str`已取消收藏“${name}”`);
      if (this.kind === 'collect') this.reload();
    } catch (error) {
      this.announcement = error instanceof Error && error.message ? error.message : msg('操作失败');
    }
  }

  private applySaved(filter: SavedFilter): void {
    this.draft = filterValues(this.kind, filter.querys);
    if (filter.sorter[0]) this.sorter = filter.sorter[0];
    this.applied = { ...this.draft };
    this.page = 1;
    this.active = 0;
    this.announcement = msg(str`已应用筛选“${filter.name}”`);
  }

  /** Loads the current page again. */
  reload(): void {
    this.reloads += 1;
    this.savedFilterList.reload();
  }

  private renderToolbar() {
    const { filters } = TASK_LIST_SPECS[this.kind] ?? TASK_LIST_SPECS.todo;
    const input = (name: TextFilterName, label: string, type = 'text') =>
      !(filters[name] || ((name === 'from' || name === 'to') && filters.date))
        ? nothing
        : type === 'date'
          ? renderDateFilterField({
              id: `search-${name}`,
              label,
              value: this.draft[name] ?? '',
              onChange: (value) => {
                this.draft = { ...this.draft, [name]: value };
              },
            })
          : html`<label class="filter">
        <span>${label}</span>
        <input
          id=${`search-${name}`}
          type=${type}
          .value=${live(this.draft[name] ?? '')}
          @input=${(event: Event) => this.handleFilterInput(name, event)}
        />
      </label>`;
    return html`<form part="toolbar" class="toolbar" role="search" aria-label=${msg('搜索')} @submit=${this.handleSearch}>
      ${input('subject', this.kind === 'collect' || this.kind === 'newProcess' ? msg('流程名称') : msg('标题'), 'search')}
      ${input('process', msg('流程名称'))}
      ${input('initiator', filters.initiator === 'senderName' ? msg('发送人') : msg('发起人'))}
      ${input('from', msg('开始日期'), 'date')} ${input('to', msg('结束日期'), 'date')}
      ${renderUrgencyFilters(filters, this.draft, (change) => {
        this.draft = { ...this.draft, ...change };
      })}
      <div class="toolbar__actions">
        <sl-button type="submit" variant="primary" size="small">${msg('搜索')}</sl-button>
        <sl-button size="small" @click=${this.handleReset}>${msg('重置')}</sl-button>
        ${this.savedFilterList.renderMenu()}
        ${
          this.kind === 'newProcess' || this.kind === 'collect'
            ? nothing
            : html`<sl-button
                size="small"
                ?disabled=${!this.currentRows[this.active]}
                @click=${() => this.openChart(this.currentRows[this.active])}
                ><sl-icon slot="prefix" name="diagram-3" aria-hidden="true"></sl-icon>${msg('流程图')}</sl-button
              >`
        }
        ${this.noticeRemoval.render()}
        <sl-icon-button
          name="keyboard"
          label=${msg('键盘快捷键')}
          @click=${() => {
            this.helpOpen = true;
          }}
        ></sl-icon-button>
      </div>
    </form>`;
  }

  private renderHeader(columns: TaskListColumn[]) {
    return html`<div part="header" class="row row--header">
      ${columns.map((column) => {
        const property = this.sortProperty(column);
        if (!property) return html`<span class="cell">${this.columnTitle(column)}</span>`;
        const sorted = this.sorter?.property === property;
        const descending = sorted && this.sorter?.direction === 'DESC';
        return html`<button
          type="button"
          class=${classMap({ cell: true, sort: true, 'sort--on': sorted })}
          aria-label=${
            sorted
              ? descending
                ? msg(str`按${this.columnTitle(column)}排序，当前降序`)
                : msg(str`按${this.columnTitle(column)}排序，当前升序`)
              : msg(str`按${this.columnTitle(column)}排序`)
          }
          @click=${() => this.handleSort(column)}
        >
          ${this.columnTitle(column)}
          <sl-icon aria-hidden="true" name=${sorted ? (descending ? 'sort-down' : 'sort-up') : 'arrow-down-up'}></sl-icon>
        </button>`;
      })}
    </div>`;
  }

  private renderRow(raw: Item, index: number, columns: TaskListColumn[]): TemplateResult {
    const row = this.rowOf(raw, index);
    const active = index === this.active;
    return html`<div
      id=${`row-${index}`}
      part="row"
      class=${classMap({ row: true, 'row--active': active })}
      role="option"
      aria-selected=${active ? 'true' : 'false'}
      aria-posinset=${index + 1}
      aria-setsize=${this.currentRows.length}
     
      @click=${() => {
        this.active = index;
        this.open(raw, index);
      }}
    >
      ${columns.map((column) => renderTaskCell(row, column))}
    </div>`;
  }

  private renderRows(rows: Item[], busy: boolean) {
    if (!rows.length) {
      const filtered = filterQuerys(this.kind, this.applied).length > 0;
      return renderEmpty(filtered ? msg('没有符合条件的事项') : msg('暂无数据'));
    }
    const columns = this.shownColumns;
    // A short list is as high as its rows; a long one scrolls within --list-height.
    const height = `min(var(--list-height, 28rem), ${rows.length * ROW_HEIGHT_REM}rem + 1px)`;
    return html`<div class="table">
      ${this.renderHeader(columns)}
      ${keyed(
        // Given rows a search shortens get a new virtualizer (the old one drew its stale range past the
        // shorter list's end, and threw); loaded pages keep theirs, and the focus in it.
        this.rows ? rows : 'loaded',
        html`<lit-virtualizer
        style=${`height: ${height}`}
        part="list"
        class=${classMap({ list: true, busy })}
        scroller
        role="listbox"
        tabindex="0"
        aria-label=${this.label || msg('事项列表')}
        aria-busy=${busy ? 'true' : 'false'}
        aria-activedescendant=${ifDefined(
          rows.length && this.active >= this.renderedRange.first && this.active <= this.renderedRange.last
            ? `row-${this.active}`
            : undefined,
        )}
        @rangeChanged=${(event: RangeChangedEvent) => {
          this.renderedRange = { first: event.first, last: event.last };
        }}
        .items=${rows}
        .keyFunction=${(raw: Item) => this.rowOf(raw).key}
        .renderItem=${(raw: Item, index: number) => this.renderRow(raw, index, columns)}
      ></lit-virtualizer>`,
      )}
    </div>`;
  }

  private renderBody() {
    if (this.rows) return this.renderRows(this.currentRows, false);
    const previous = this.loader.value;
    const pager = (page: PageList<unknown>) =>
      html`<div class="pager">
        ${renderPagination(
          { page: this.page, pageSize: this.pageSize, total: page.total, totalCapped: page.totalCapped },
          (next, size) => this.handlePage(next, size),
          { sizes: false },
        )}
        <label class="page-size"
          ><span>${msg('每页')}</span>
          <select
            .value=${live(String(this.pageSize))}
            @change=${(event: Event) => this.handlePage(1, Number((event.target as HTMLSelectElement).value))}
          >
            ${TASK_PAGE_SIZES.map(
              (size) =>
                html`<option value=${String(size)} ?selected=${size === this.pageSize}>${msg(str`${size} 条/页`)}</option>`,
            )}
          </select></label
        >
      </div>`;
    return this.loader.render({
      initial: () => renderLoading(),
      pending: () =>
        previous ? html`${this.renderRows(this.currentRows, true)}${pager(previous)}` : renderLoading(),
      error: (error) => renderLoadError(error, () => this.reload()),
      complete: (page) => (page ? html`${this.renderRows(this.currentRows, false)}${pager(page)}` : nothing),
    });
  }

  override render() {
    const busy = !this.rows && this.loader.status === TaskStatus.PENDING;
    const grid = this.shownColumns.map((column) => COLUMN_WIDTHS[column]).join(' ');
    return html`<div
      part="base"
      style=${`--grid: ${grid}`}
      @keydown=${this.handleKeydown}
      aria-busy=${busy ? 'true' : 'false'}
    >
      ${this.renderToolbar()}
      ${this.filterError ? html`<div class="error" role="alert">${this.filterError}</div>` : nothing}
      <div class="visually-hidden" role="status" aria-live="polite">${this.announcement}</div>
      ${this.renderBody()}
      ${renderShortcutHelp(this.helpOpen, () => {
        this.helpOpen = false;
      })}
      ${this.savedFilterList.renderDialog()} ${this.noticeRemoval.renderDialog()}
    </div>`;
  }
}
