import { localized, msg, str } from '@lit/localize';
import { Task, TaskStatus } from '@lit/task';
import { html, nothing, type PropertyValues } from 'lit';
import { property, state } from 'lit/decorators.js';
import type { PageList, QueryBody, QueryFilter } from '../../api/contract/envelope.js';
import {
  ARCHIVE_STATES,
  PROJECT_STATES,
  type ProjectState,
  type ProjectSummary,
} from '../../api/contract/procure-project.js';
import { SEARCH_STATUSES, type SearchStatus } from '../../api/contract/tender.js';
import { EipElement } from '../core/eip-element.js';
import { formatDateTime, formatMoney } from '../core/format.js';
import { failureText } from '../core/forms/server-calls.js';
import { HostInfoController } from '../core/host-context.js';
import { answerValue, pagedListRender } from '../core/load-states.js';
import { fillHref } from '../core/navigation.js';
import {
  colon,
  projectStateLabel,
  projectStateVariant,
  standingLabel,
  standingReason,
  standingVariant,
} from '../core/procure-labels.js';
import {
  procureTypeLabel,
  SEARCH_STATUS_VARIANTS,
  searchStatusLabel,
  transactionModeLabel,
} from '../core/project-status.js';
import { projectListStyles } from './project-list.styles.js';

/**
 * Which projects: the purchaser's own (queryPurchaserProject), their archived ones
 * (queryArchiveProject), the successful ones (queryMySuccessProject) or the supplier's
 * (queryMyProject).
 */
export const PROJECT_LIST_SOURCES = ['purchaser', 'archive', 'success', 'mine'] as const;
export type ProjectListSource = (typeof PROJECT_LIST_SOURCES)[number];

export interface ProjectListFilters {
  keyword: string;
  status: SearchStatus | '';
  state: ProjectState | '';
}

declare module '../core/eip-element.js' {
  interface EipEventDetailMap {
    /** The user changed the search or a filter of a project list (the page starts again at 1). */
    'eip-project-filter-change': { filters: ProjectListFilters };
  }
}

export const DEFAULT_PROJECT_HREF = '{base}/project?id={id}';
/** The editor of a project (a draft, or one submitted and not decided yet). */
export const DEFAULT_PROJECT_EDIT_HREF = '{base}/project/edit?id={id}';

/** States in which the purchaser's project opens in the editor rather than its detail. */
const EDITOR_STATES: readonly ProjectState[] = ['draft', 'submitted'];

const TIME = 'YYYY-MM-DD HH:mm';

/**
 * A paged list of tender projects with a keyword search and filters: the purchaser's projects, their
 * archived or successful ones, or the projects a supplier registered for. Each row shows the
 * project's lifecycle state and search status, budget, windows and counts, and links to its detail;
 * a supplier's row also shows where they stand, worded as 报名详情 words it (a declined invitation
 * is 已拒绝邀请 with the supplier's reason, not 未通过).
 *
 * Filters and page are properties: a page that keeps them in its address sets them and listens to
 * `eip-project-filter-change` and `eip-page-change`; alone, the element keeps them itself.
 *
 * With `authoring` (the purchaser's own lists), a draft's link opens the project editor (编辑), and
 * each project offers 复制为新项目: a new draft copied from it (copy), opened in the editor.
 *
 * @tag project-list
 * @summary Tender projects, searchable and paged, each linking to its detail.
 *
 * @event eip-navigate - A project was clicked, or copied as a new draft to edit; call preventDefault() to route it yourself. `detail: { href }`.
 * @event eip-project-filter-change - The search or a filter changed. `detail: { filters: { keyword, status, state } }`.
 * @event eip-page-change - Another page or page size was chosen. `detail: { page, pageSize }`.
 *
 * @csspart base - The wrapper of everything.
 * @csspart toolbar - The search form.
 * @csspart item - One project.
 * @csspart title - A project's link.
 * @csspart standing - The supplier's own standing on a project (the supplier's list): 待审核, 已通过, 未通过, 待确认邀请 or 已拒绝邀请.
 * @csspart reason - Why the supplier's registration did not go ahead: the purchaser's reason, or their own for declining.
 * @csspart copy - A project's 复制为新项目 button (authoring).
 * @csspart pagination - The pager.
 * @csspart status - The loading, error or empty line.
 */
@localized()
export class ProjectList extends EipElement {
  static override styles = projectListStyles;

  private readonly hostInfo = new HostInfoController(this);

  private readonly loader = new Task(this, {
    task: async ([source, page, pageSize, keyword, status, projectState], { signal }) => {
      const querys: QueryFilter[] = [];
      if (keyword) querys.push({ property: 'keyword', value: keyword, operation: 'LIKE' });
      if (status) querys.push({ property: 'status', value: status, operation: 'EQUAL' });
      if (projectState) querys.push({ property: 'fState', value: projectState, operation: 'EQUAL' });
      const body: QueryBody = { pageBean: { page, pageSize, showTotal: true }, querys };
      const calls = this.api.procureProject;
      const call =
        source === 'archive'
          ? calls.queryArchiveProject
          : source === 'success'
            ? calls.queryMySuccessProject
            : source === 'mine'
              ? calls.queryMyProject
              : calls.queryPurchaserProject;
      return answerValue(await call(body, signal)) as PageList<ProjectSummary>;
    },
    args: () =>
      [this.source, this.page, this.pageSize, this.keyword.trim(), this.status, this.state] as const,
  });

  @state() private draftKeyword = '';
  /** The project being copied, and the last copy's failure by project. */
  @state() private copying = '';
  @state() private copyFailure: { id: string; text: string } | undefined;

  /** Which projects: `purchaser`, `archive`, `success` or `mine` (the supplier's). */
  @property({ reflect: true }) source: ProjectListSource = 'purchaser';

  /** The search text (matches name and number). */
  @property() keyword = '';

  /** Only projects in this search status (willRegister ... complete). */
  @property() status: SearchStatus | '' = '';

  /** Only projects in this lifecycle state (draft ... interrupted). */
  @property() state: ProjectState | '' = '';

  /** Hides the search form (e.g. a short list in a dashboard). */
  @property({ type: Boolean, attribute: 'no-filters' }) noFilters = false;

  @property({ type: Number }) page = 1;

  @property({ type: Number, attribute: 'page-size' }) pageSize = 10;

  /** Link of a project: `{id}` and `{base}` (the portal's link base) are filled in. */
  @property({ attribute: 'href-template' }) hrefTemplate = DEFAULT_PROJECT_HREF;

  /** The purchaser's own projects: drafts open in the editor, and each can be copied as a new draft. */
  @property({ type: Boolean }) authoring = false;

  /** Link of a project in the editor (authoring): `{id}` and `{base}` are filled in. */
  @property({ attribute: 'edit-href-template' }) editHrefTemplate = DEFAULT_PROJECT_EDIT_HREF;

  override willUpdate(changed: PropertyValues<this>): void {
    if (changed.has('keyword')) this.draftKeyword = this.keyword;
    if (changed.has('source') && !(PROJECT_LIST_SOURCES as readonly string[]).includes(this.source)) {
      console.warn(`<project-list>: unknown source "${this.source}"`);
    }
  }

  private hrefOf(project: ProjectSummary): string {
    const template =
      this.authoring && EDITOR_STATES.includes(project.fState) ? this.editHrefTemplate : this.hrefTemplate;
    return this.fill(template, project.id);
  }

  private fill(template: string, id: string): string {
    return fillHref(template, { base: this.hostInfo.value.linkBase, id }, ['base']);
  }

  /** 复制为新项目: the server makes the new draft; the editor opens on it. */
  private async handleCopy(project: ProjectSummary): Promise<void> {
    if (this.copying) return;
    this.copying = project.id;
    this.copyFailure = undefined;
    try {
      const { id } = answerValue(await this.api.procureProject.copy(project.id));
      const href = this.fill(this.editHrefTemplate, id);
      if (this.emit('eip-navigate', { href }, { cancelable: true })) window.location.assign(href);
    } catch (error) {
      this.copyFailure = { id: project.id, text: failureText(error) };
    } finally {
      this.copying = '';
    }
  }

  private handleSearch(event: SubmitEvent): void {
    event.preventDefault();
    this.applyFilters({ keyword: this.draftKeyword.trim() });
  }

  private applyFilters(change: Partial<ProjectListFilters>): void {
    const filters: ProjectListFilters = {
      keyword: this.keyword,
      status: this.status,
      state: this.state,
      ...change,
    };
    this.keyword = filters.keyword;
    this.status = filters.status;
    this.state = filters.state;
    this.page = 1;
    this.emit('eip-project-filter-change', { filters });
  }

  private handlePage(page: number, pageSize: number): void {
    this.page = page;
    this.pageSize = pageSize;
    this.emit('eip-page-change', { page, pageSize });
  }

  /** Loads the current page again (e.g. after an action changed a project). */
  reload(): void {
    void this.loader.run();
  }

  private stateChoices(): readonly ProjectState[] {
    if (this.source === 'archive') return ARCHIVE_STATES;
    if (this.source === 'success') return ['confirmed', 'approving', 'approved', 'archived'];
    return PROJECT_STATES;
  }

  private renderToolbar() {
    if (this.noFilters) return nothing;
    return html`<form part="toolbar" class="toolbar" role="search" aria-label=${msg('项目搜索')} @submit=${this.handleSearch}>
      <sl-input
        size="small"
        label=${msg('关键字')}
        placeholder=${msg('项目名称或编号')}
        clearable
        .value=${this.draftKeyword}
        @sl-input=${(event: Event) => {
          this.draftKeyword = (event.target as HTMLInputElement).value;
        }}
        @sl-clear=${() => this.applyFilters({ keyword: '' })}
      ></sl-input>
      <sl-select
        size="small"
        label=${msg('项目状态')}
        clearable
        .value=${this.status}
        @sl-change=${(event: Event) =>
          this.applyFilters({ status: (event.target as HTMLSelectElement).value as SearchStatus | '' })}
      >
        ${SEARCH_STATUSES.map((status) => html`<sl-option value=${status}>${searchStatusLabel(status)}</sl-option>`)}
      </sl-select>
      ${
        this.source === 'mine'
          ? nothing
          : html`<sl-select
              size="small"
              label=${msg('项目进度')}
              clearable
              .value=${this.state}
              @sl-change=${(event: Event) =>
                this.applyFilters({ state: (event.target as HTMLSelectElement).value as ProjectState | '' })}
            >
              ${this.stateChoices().map(
                (state) => html`<sl-option value=${state}>${projectStateLabel(state)}</sl-option>`,
              )}
            </sl-select>`
      }
      <sl-button size="small" variant="primary" type="submit">${msg('搜索')}</sl-button>
    </form>`;
  }

  private renderItem(project: ProjectSummary) {
    const href = this.hrefOf(project);
    const money = formatMoney(project.fBudgetMoney);
    const registration = project.registration;
    const reason = registration ? standingReason(registration) : null;
    const { passCount, pendingCount } = project;
    return html`<li part="item">
      <div class="main">
        <div class="head">
          <a part="title" class="title" href=${href} @click=${(event: MouseEvent) => this.handleLink(event, href)}
            >${project.fProjectName}</a
          >
          <sl-tag size="small" variant=${projectStateVariant(project.fState)}>${projectStateLabel(project.fState)}</sl-tag>
          ${
            project.status
              ? html`<sl-tag size="small" pill variant=${SEARCH_STATUS_VARIANTS[project.status]}
                  >${searchStatusLabel(project.status)}</sl-tag
                >`
              : nothing
          }
          ${
            registration
              ? html`<sl-tag part="standing" size="small" pill variant=${standingVariant(registration)}
                  >${standingLabel(registration)}</sl-tag
                >`
              : nothing
          }
        </div>
        <div class="meta">
          <span>${msg('项目编号')}${colon()}${project.fProjectNo}</span>
          <span>${transactionModeLabel(project.fTransactionMode)}</span>
          ${project.fProcureType ? html`<span>${procureTypeLabel(project.fProcureType)}</span>` : nothing}
          ${project.fRegisterMode === 'invite' ? html`<span>${msg('邀请报名')}</span>` : html`<span>${msg('公开报名')}</span>`}
          ${money ? html`<span>${msg('预算')}${colon()}<span class="money">${money}</span></span>` : nothing}
          ${project.fPurchaserName && this.source === 'mine' ? html`<span>${msg('采购人')}${colon()}${project.fPurchaserName}</span>` : nothing}
        </div>
        ${reason ? html`<p part="reason" class="reason">${reason.label}${colon()}${reason.text}</p>` : nothing}
        <div class="meta">
          <span
            >${msg('报名')}${colon()}${formatDateTime(project.fRegisterStartTime, TIME) || '—'} ~
            ${formatDateTime(project.fRegisterEndTime, TIME) || '—'}</span
          >
          <span
            >${msg('报价')}${colon()}${formatDateTime(project.fBidStartTime, TIME) || '—'} ~
            ${formatDateTime(project.fBidEndTime, TIME) || '—'}</span
          >
        </div>
      </div>
      <div class="side">
        ${
          this.source === 'mine'
            ? nothing
            : html`<span class="count">${msg(str`已通过 ${passCount}`)}</span>
                ${project.pendingCount ? html`<span class="count count--pending">${msg(str`待审核 ${pendingCount}`)}</span>` : nothing}`
        }
        ${project.winnerName ? html`<span class="winner">${msg('成交供应商')}${colon()}${project.winnerName}</span>` : nothing}
        ${this.authoring ? this.renderAuthoring(project, href) : nothing}
      </div>
    </li>`;
  }

  private renderAuthoring(project: ProjectSummary, href: string) {
    const failure = this.copyFailure?.id === project.id ? this.copyFailure.text : '';
    const name = project.fProjectName;
    return html`${
      EDITOR_STATES.includes(project.fState)
        ? html`<a class="edit" href=${href} @click=${(event: MouseEvent) => this.handleLink(event, href)}
            >${msg('编辑')}<span class="visually-hidden">${name}</span></a
          >`
        : nothing
    }
      <sl-button
        part="copy"
        size="small"
        ?loading=${this.copying === project.id}
        ?disabled=${this.copying !== ''}
        @click=${() => this.handleCopy(project)}
        >${msg('复制为新项目')}<span class="visually-hidden">${name}</span></sl-button
      >
      ${failure ? html`<span class="copy-failure" role="alert">${failure}</span>` : nothing}`;
  }

  private renderList() {
    return this.loader.render(
      pagedListRender({
        previous: this.loader.value,
        emptyText: msg('暂无项目'),
        renderItem: (project) => this.renderItem(project),
        paging: { page: this.page, pageSize: this.pageSize },
        go: (next, size) => this.handlePage(next, size),
        retry: () => this.reload(),
        capped: true,
      }),
    );
  }

  override render() {
    const busy = this.loader.status === TaskStatus.PENDING;
    return html`<div part="base" aria-busy=${busy ? 'true' : 'false'}>${this.renderToolbar()} ${this.renderList()}</div>`;
  }
}
