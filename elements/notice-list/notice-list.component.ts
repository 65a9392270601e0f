import { localized, msg } from '@lit/localize';
import { Task, TaskStatus } from '@lit/task';
import { html, nothing, type PropertyValues } from 'lit';
import { property } from 'lit/decorators.js';
import type { ProcureType, SearchStatus, TransactionMode } from '../../api/contract/tender.js';
import {
  isNoticeType,
  NOTICE_TYPES,
  type NoticeFilters,
  type NoticeSummary,
  type NoticeType,
  noticeQuerys,
} from '../../api/contract/tender-site.js';
import { renderColumnFrame } from '../core/column-frame.js';
import { EipElement } from '../core/eip-element.js';
import '../core/navigation.js';
import { formatDateTime, formatMoney } from '../core/format.js';
import { HostInfoController } from '../core/host-context.js';
import { answerValue, pagedListStates, renderRows } from '../core/load-states.js';
import { DEFAULT_NOTICE_HREF, noticeHref } from '../core/notice-href.js';
import { renderPagination } from '../core/pagination.js';
import {
  noticeTypeLabel,
  procureTypeLabel,
  projectStatus,
  SEARCH_STATUS_VARIANTS,
  searchStatusLabel,
  transactionModeLabel,
} from '../core/project-status.js';
import { rowTag } from '../core/row-tag.js';
import { ServerClockController } from '../core/server-clock.js';
import { loadFilterForm } from './load-filter-form.js';
import { noticeListStyles } from './notice-list.styles.js';

/** Controls the filter form can show, in the order shown. */
export const NOTICE_FILTER_FIELDS = [
  'keyword',
  'type',
  'status',
  'procureType',
  'transactionMode',
  'date',
] as const;
export type NoticeFilterField = (typeof NOTICE_FILTER_FIELDS)[number];

export const NOTICE_LIST_VARIANTS = ['full', 'compact'] as const;
export type NoticeListVariant = (typeof NOTICE_LIST_VARIANTS)[number];

declare module '../core/eip-element.js' {
  interface EipEventDetailMap {
    'eip-filter-change': { filters: NoticeFilters };
  }
}

/**
 * The full list's filter form: a module of its own (./notice-filters.ts), so that pages showing only
 * compact lists (the home page, in every page's first load) do not carry it.
 */
export interface NoticeFilterForm {
  render(
    list: HTMLElement,
    fields: ReadonlySet<NoticeFilterField>,
    current: NoticeFilters,
    apply: (filters: NoticeFilters) => void,
  ): unknown;
  /** Settles once the form `render` gave the list is drawn (its controls take turns of their own). */
  drawn(list: HTMLElement): Promise<void>;
}

let filterForm: NoticeFilterForm | undefined;
let filterFormLoading: Promise<unknown> | undefined;

/** Called by ./notice-filters.ts as it loads. */
export function provideNoticeFilterForm(form: NoticeFilterForm): void {
  filterForm = form;
}

/**
 * A list of tender site notices, loaded through the api client (procureNotice queryFront). The full
 * variant pages through the list with an optional filter form; the compact variant is a home column
 * of the latest titles with a 'more' link. Each notice's project status is computed from its windows
 * by the server's clock and moves on while the list is open.
 *
 * @tag notice-list
 * @summary Tender, award and clarification notices: filterable, paged, or as a compact column.
 *
 * @event eip-navigate - A notice or the 'more' link was clicked; call preventDefault() to route it yourself. `detail: { href }`.
 * @event eip-filter-change - The user searched or reset the filter form; the list shows page 1 of the new filters. `detail: { filters }`.
 * @event eip-page-change - The user chose another page or page size. `detail: { page, pageSize }`.
 *
 * @csspart base - The wrapper of everything.
 * @csspart header - Compact variant: the heading and the 'more' link.
 * @csspart more - The 'more' link.
 * @csspart filters - The filter form.
 * @csspart item - One notice.
 * @csspart tag - A notice's kind or project status.
 * @csspart pagination - The pager.
 * @csspart status - The loading, error or empty line.
 */
@localized()
export class NoticeList extends EipElement {
  static override styles = noticeListStyles;

  private readonly clock = new ServerClockController(this, () => this.api);
  private readonly hostInfo = new HostInfoController(this);

  private readonly loader = new Task(this, {
    task: async (
      [type, status, procureType, transactionMode, keyword, dateFrom, dateTo, page, pageSize, sort],
      { signal },
    ) => {
      const [sortProperty, sortDirection] = sort.split(':');
      const answer = await this.api.procureNotice.queryFront(
        {
          pageBean: { page, pageSize },
          querys: noticeQuerys({ type, status, procureType, transactionMode, keyword, dateFrom, dateTo }),
          ...(sortProperty
            ? { sorter: [{ property: sortProperty, direction: sortDirection === 'asc' ? 'ASC' : 'DESC' }] }
            : {}),
        },
        signal,
      );
      return answerValue(answer);
    },
    args: () =>
      [
        this.type,
        this.status,
        this.procureType,
        this.transactionMode,
        this.keyword,
        this.dateFrom,
        this.dateTo,
        this.page,
        this.pageSize,
        this.sort,
      ] as const,
  });

  /** The kind of notice: bid, bidBefore, bargain, bargainBefore or clear; empty for all kinds. */
  @property({ reflect: true }) type: NoticeType | '' = '';

  /** `full`: rows with project facts and a pager; `compact`: a column of the latest titles. */
  @property({ reflect: true }) variant: NoticeListVariant = 'full';

  /** Full variant: the filter controls to show, space-separated (keyword type status procureType transactionMode date). */
  @property() filters = '';

  /** Only projects in this search status (willRegister, inRegister, willQuote, inQuotation, complete). */
  @property() status: SearchStatus | '' = '';

  /** Only this procurement method (gklx, gkbx, gkzb, yqzb, jzxcs). */
  @property({ attribute: 'procure-type' }) procureType: ProcureType | '' = '';

  /** Only this transaction mode (competitive, comprehensive). */
  @property({ attribute: 'transaction-mode' }) transactionMode: TransactionMode | '' = '';

  /** Free text matched in the title, the project name and the project number. */
  @property() keyword = '';

  /** Published on or after this day (YYYY-MM-DD). */
  @property({ attribute: 'date-from' }) dateFrom = '';

  /** Published on or before this day (YYYY-MM-DD). */
  @property({ attribute: 'date-to' }) dateTo = '';

  /** The page shown, from 1. */
  @property({ type: Number }) page = 1;

  /** Notices per page (compact: how many titles). */
  @property({ type: Number, attribute: 'page-size' }) pageSize = 10;

  /** Order as `property:direction`, e.g. `fBudgetMoney:desc`; newest first when empty. */
  @property() sort = '';

  /** Compact variant: the column's heading; defaults to the kind of notice. */
  @property() heading = '';

  /** Compact variant: where 'more' leads; no link when empty. */
  @property({ attribute: 'more-href' }) moreHref = '';

  /**
   * Link of a notice: `{id}`, `{type}`, `{route}` (its list route, e.g. /bidNotice) and `{base}` (the
   * portal's link base, from the host) are filled in.
   */
  @property({ attribute: 'href-template' }) hrefTemplate = DEFAULT_NOTICE_HREF;

  override willUpdate(changed: PropertyValues<this>): void {
    if (changed.has('type') && this.type && !isNoticeType(this.type)) {
      console.warn(
        `<notice-list>: unknown type "${String(this.type)}"; expected one of ${NOTICE_TYPES.join(', ')}`,
      );
    }
  }

  private get filterFields(): Set<NoticeFilterField> {
    const asked = this.filters.split(/[\s,]+/);
    return new Set(NOTICE_FILTER_FIELDS.filter((field) => asked.includes(field)));
  }

  private hrefOf(notice: NoticeSummary): string {
    return noticeHref(this.hrefTemplate, notice, this.hostInfo.linkBase);
  }

  private applyFilters(filters: NoticeFilters) {
    Object.assign(this, filters);
    this.page = 1;
    this.emit('eip-filter-change', { filters });
  }

  private handlePage(page: number, pageSize: number) {
    this.page = page;
    this.pageSize = pageSize;
    this.emit('eip-page-change', { page, pageSize });
  }

  /** Loads the list again with the same filters. */
  reload(): void {
    void this.loader.run();
  }

  private renderFilters() {
    const fields = this.filterFields;
    if (this.variant === 'compact' || fields.size === 0 || !filterForm) return nothing;
    return filterForm.render(this, fields, this, (filters) => this.applyFilters(filters));
  }

  private renderItem(notice: NoticeSummary) {
    const href = this.hrefOf(notice);
    const status = projectStatus(notice, this.clock.now());
    const statusTag = status
      ? rowTag(searchStatusLabel(status), SEARCH_STATUS_VARIANTS[status], { pill: true })
      : nothing;
    const link = html`<a class="title" href=${href} title=${notice.title} @click=${(event: MouseEvent) => this.handleLink(event, href)}
      >${notice.title}</a
    >`;
    if (this.variant === 'compact') {
      return html`<li part="item">
        <div class="main">${link}${statusTag}</div>
        <time datetime=${notice.publishTime}>${formatDateTime(notice.publishTime, 'MM-DD')}</time>
      </li>`;
    }
    const budget = formatMoney(notice.fBudgetMoney);
    return html`<li part="item">
      <div class="main">
        ${link}
        <div class="meta">
          <span class="tags">
            ${this.type ? nothing : rowTag(noticeTypeLabel(notice.type), 'primary')}
            ${statusTag}
          </span>
          ${notice.fProjectNo ? html`<span>${msg('项目编号：')}${notice.fProjectNo}</span>` : nothing}
          ${notice.fProcureType ? html`<span>${procureTypeLabel(notice.fProcureType)}</span>` : nothing}
          ${notice.fTransactionMode ? html`<span>${transactionModeLabel(notice.fTransactionMode)}</span>` : nothing}
          ${budget ? html`<span>${msg('预算：')}<span class="money">${budget}</span></span>` : nothing}
          ${notice.fPurchaserName ? html`<span>${notice.fPurchaserName}</span>` : nothing}
        </div>
      </div>
      <time datetime=${notice.publishTime}>${formatDateTime(notice.publishTime, 'YYYY-MM-DD')}</time>
    </li>`;
  }

  private renderRows(rows: NoticeSummary[], busy: boolean) {
    return renderRows(rows, busy, msg('暂无公告'), (row) => this.renderItem(row));
  }

  private renderList() {
    const previous = this.loader.value;
    return this.loader.render({
      ...pagedListStates(
        previous,
        (page, busy) => this.renderRows(page.rows, busy),
        () => this.reload(),
      ),
      complete: (page) => html`${this.renderRows(page.rows, false)}
        ${
          this.variant === 'full' && page.total > 0
            ? renderPagination(
                {
                  page: this.page,
                  pageSize: this.pageSize,
                  total: page.total,
                  totalCapped: page.totalCapped === true,
                  hasNext: page.rows.length >= this.pageSize,
                },
                (next, size) => this.handlePage(next, size),
              )
            : nothing
        }`,
    });
  }

  override render() {
    if (this.variant === 'compact') {
      const heading = this.heading || (this.type ? noticeTypeLabel(this.type) : msg('最新公告'));
      return renderColumnFrame({
        heading,
        moreHref: this.moreHref,
        busy: this.loader.status === TaskStatus.PENDING,
        onLink: (event, href) => this.handleLink(event, href),
        body: this.renderList(),
      });
    }
    // Until its filter form's module is there the list stays empty: the form coming in later would
    // push the rows down.
    if (!filterForm && this.filterFields.size > 0) {
      filterFormLoading ??= loadFilterForm();
      this.filterFormLoaded ??= filterFormLoading.then(() => this.requestUpdate());
      return nothing;
    }
    return html`<div part="base">${this.renderFilters()}${this.renderList()}</div>`;
  }

  /** The list rendered again once the filter form's module came, when it had to load it. */
  private filterFormLoaded?: Promise<void>;

  /** Done once the filter form is drawn too, its module loaded first when the page had not. */
  protected override async getUpdateComplete(): Promise<boolean> {
    let done = await super.getUpdateComplete();
    if (this.filterFormLoaded) {
      await this.filterFormLoaded;
      done = await super.getUpdateComplete();
    }
    await filterForm?.drawn(this);
    return done;
  }
}
