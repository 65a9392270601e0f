import '../file-upload/file-upload.js';
import '../rich-text/rich-text.js';
import { localized, msg, str } from '@lit/localize';
import { Task, TaskStatus } from '@lit/task';
import { html, nothing, type PropertyValues, type TemplateResult } from 'lit';
import { property, state } from 'lit/decorators.js';
import { IDENTITIES, type Identity } from '../../api/contract/identity.js';
import type { ProjectDetail } from '../../api/contract/procure-project.js';
import {
  parseFileList,
  QUALIFICATION_REVIEW_TYPE,
  QUOTATION_EXCLUDING_TAX,
  type QualificationEntry,
  REGISTRATION_PASS,
  type ScoreRule,
} from '../../api/contract/tender.js';
import { EipElement } from '../core/eip-element.js';
import { renderFact, renderMoney } from '../core/facts.js';
import { nextSlice } from '../core/first-updates.js';
import { formatDateTime } from '../core/format.js';
import { HostInfoController } from '../core/host-context.js';
import {
  answerValue,
  recordLoadStates,
  renderEmpty,
  renderLoadError,
  renderLoading,
} from '../core/load-states.js';
import { renderPagination } from '../core/pagination.js';
import { projectStateLabel } from '../core/procure-labels.js';
import { procureTypeLabel, quotationModeLabel, transactionModeLabel } from '../core/project-status.js';
import { tenderDetailStyles } from './tender-detail.styles.js';
import {
  loadTenderDetail,
  ownRegistrationStatus,
  sectionsFor,
  type TenderDetailData,
  type TenderDetailGoods,
  type TenderDetailRegistration,
} from './tender-detail-load.js';

export type { TenderDetailData, TenderDetailGoods, TenderDetailRegistration };

declare module '../core/eip-element.js' {
  interface EipEventDetailMap {
    /** The user pressed a cancel button: the page leaves the screen (closes it, goes back). */
    'eip-cancel': Record<string, never>;
  }
}

const TIME = 'YYYY-MM-DD HH:mm';
/** Rows per page of the lists on the detail screen (tender-portal 9). */
export const TENDER_DETAIL_PAGE_SIZE = 50;

type PagedList = 'suppliers' | 'goods';

function windowText(start: string | null | undefined, end: string | null | undefined): string {
  if (!start && !end) return '';
  return msg(str`${formatDateTime(start, TIME) || '—'} 至 ${formatDateTime(end, TIME) || '—'}`);
}

function percentText(value: number | string | null | undefined): string {
  if (value === null || value === undefined || value === '') return '';
  const number = Number(value);
  return Number.isFinite(number) ? `${number}%` : '';
}

function parseScoreRules(value: string | null | undefined): ScoreRule[] {
  if (!value) return [];
  try {
    const parsed: unknown = JSON.parse(value);
    return Array.isArray(parsed) ? (parsed as ScoreRule[]) : [];
  } catch {
    return [];
  }
}

/**
 * The tender project detail screen, the one the product is known by. It loads a project by
 * `project-id` through the api client (getDetailWithDocumentation, the user's own registration by
 * getUserInfoByProjectId, the goods, the qualification reviews and the enrolled suppliers), or shows
 * the `data` a page gives it. What it shows depends on who looks (tender-portal 2.4): a purchaser
 * sees everything (basic information, scoring rules in comprehensive mode, qualification review,
 * enrolled suppliers, quotation overview, attachments, purchasing list); a supplier sees the
 * purchasing list only, only in unitPrice or amount quotation modes and only once their own
 * registration passed, and never the attachments; anyone else sees the attachments and the
 * purchasing list for those modes. It loads only what it will show.
 *
 * @tag tender-detail
 * @summary A tender project's detail, with sections by the viewer's identity.
 *
 * @event eip-cancel - The cancel button beside the title was pressed. `detail: {}`.
 *
 * @csspart base - The article.
 * @csspart title-bar - The screen title with the cancel button (only with a `title`).
 * @csspart cancel - The cancel button (an `sl-button`).
 * @csspart header - The project's name and number.
 * @csspart title - The project's name.
 * @csspart basic - Basic information.
 * @csspart score-rules - The scoring rules tree.
 * @csspart qualifications - The qualification review table.
 * @csspart suppliers - The enrolled suppliers.
 * @csspart quotations - The quotation overview.
 * @csspart attachments - The attachments.
 * @csspart purchasing-list - The purchasing list (goods and list files).
 * @csspart pagination - The pager of a list longer than a page.
 * @csspart status - The loading, error or empty line.
 *
 * @cssproperty --tender-title-size - Font size of the project's name. Defaults to the x-large size.
 */
@localized()
export class TenderDetail extends EipElement {
  static override styles = tenderDetailStyles;

  private readonly hostInfo = new HostInfoController(this);

  private readonly loader = new Task(this, {
    task: async ([projectId, identity, data], { signal }) => {
      if (data) return data;
      if (!projectId) return undefined;
      return loadTenderDetail(this.api, projectId, identity, signal);
    },
    args: () => [this.projectId, this.viewer, this.data] as const,
  });

  /** The purchasing list's goods, a page at a time, once the detail says the viewer sees them. */
  private readonly goodsLoader = new Task(this, {
    task: async ([projectId, wanted, page, pageSize], { signal }) => {
      if (!projectId || !wanted) return undefined;
      const answer = await this.api.procureProject.getGoodsByProjectId(
        projectId,
        { pageBean: { page, pageSize } },
        signal,
      );
      return answerValue(answer);
    },
    args: () => [this.data ? '' : this.projectId, this.wantsGoods, this.pages.goods, this.size] as const,
  });

  @state() private pages: Record<PagedList, number> = { suppliers: 1, goods: 1 };

  /**
   * How many of the project's sections are drawn: when a project arrives they draw in slices of the
   * main thread, one after the other (../core/first-updates.ts), not in one long task of the page;
   * `updateComplete` waits until they all are.
   */
  @state() private drawnSections = Number.POSITIVE_INFINITY;
  /** The project whose sections are drawn, and how many it has. */
  private drawnFor?: TenderDetailData;
  private sectionCount = 0;
  /** Settles once the sections of the project shown are all drawn. */
  private sectionsDrawn?: Promise<void>;

  /** The project to load (its id). Ignored while `data` is set. */
  @property({ attribute: 'project-id' }) projectId = '';

  /**
   * The project as a page already has it: `{ project, userInfo?, goods?, qualifications?,
   * registrations? }` (registrations: the enrolled suppliers). When set, nothing is loaded.
   */
  @property({ attribute: false }) data: TenderDetailData | undefined;

  /**
   * Who looks: `purchaser`, `supplier` or `administrators`; defaults to the signed-in user's identity
   * the host tells. Anything else (a visitor) counts as another identity.
   */
  @property() identity: Identity | '' = '';

  /** The screen's title (e.g. 项目详情); with a title a cancel button is shown beside it. */
  @property() override title = '';

  /** Rows per page of the enrolled suppliers and the goods. */
  @property({ type: Number, attribute: 'page-size' }) pageSize = TENDER_DETAIL_PAGE_SIZE;

  /** Whether the loaded project shows its purchasing list to this viewer (so its goods load). */
  private get wantsGoods(): boolean {
    const data = this.loader.value;
    return data !== undefined && sectionsFor(this.viewer, data).purchasingList;
  }

  /** The identity the sections follow: the property, else the host's signed-in user. */
  private get viewer(): Identity | '' {
    return this.identity || this.hostInfo.value.user?.identity || '';
  }

  override willUpdate(changed: PropertyValues<this>): void {
    if (
      changed.has('identity') &&
      this.identity &&
      !(IDENTITIES as readonly string[]).includes(this.identity)
    ) {
      console.warn(
        `<tender-detail>: unknown identity "${String(this.identity)}"; expected one of ${IDENTITIES.join(', ')}`,
      );
    }
    if (changed.has('projectId') || changed.has('data')) this.pages = { suppliers: 1, goods: 1 };
    const data = this.loader.value;
    if (data && data !== this.drawnFor) {
      this.drawnFor = data;
      this.drawnSections = 1;
      this.sectionsDrawn = this.drawSections(data);
    }
  }

  /** Draws the sections of `data` one slice after another, until all are or another project came. */
  private async drawSections(data: TenderDetailData): Promise<void> {
    await super.getUpdateComplete();
    while (this.drawnFor === data && this.drawnSections < this.sectionCount) {
      await nextSlice();
      if (this.drawnFor !== data) return;
      this.drawnSections += 1;
      await super.getUpdateComplete();
    }
  }

  protected override async getUpdateComplete(): Promise<boolean> {
    let done = await super.getUpdateComplete();
    for (let drawing = this.sectionsDrawn; drawing; drawing = this.sectionsDrawn) {
      await drawing;
      if (drawing !== this.sectionsDrawn) continue;
      this.sectionsDrawn = undefined;
      done = await super.getUpdateComplete();
    }
    return done;
  }

  private handleCancel(): void {
    this.emit('eip-cancel', {});
  }

  /** Loads the project again. */
  reload(): void {
    void this.loader.run();
  }

  private get size(): number {
    return this.pageSize > 0 ? Math.floor(this.pageSize) : TENDER_DETAIL_PAGE_SIZE;
  }

  /** A page of a list the element holds whole (the enrolled suppliers, all loaded with pageSize -1). */
  private page<T>(
    list: PagedList,
    rows: readonly T[],
  ): { rows: T[]; offset: number; pager: TemplateResult | typeof nothing } {
    const size = this.size;
    const pages = Math.max(1, Math.ceil(rows.length / size));
    const page = Math.min(this.pages[list], pages);
    const pager =
      rows.length > size
        ? renderPagination(
            { page, pageSize: size, total: rows.length },
            (next) => {
              this.pages = { ...this.pages, [list]: next };
            },
            { sizes: false },
          )
        : nothing;
    return { rows: rows.slice((page - 1) * size, page * size), offset: (page - 1) * size, pager };
  }

  // ---- sections ---------------------------------------------------------------------------

  private renderBasic({ project }: TenderDetailData) {
    const tax =
      project.fQuotationIncludeTax === null || project.fQuotationIncludeTax === undefined
        ? ''
        : Number(project.fQuotationIncludeTax) === QUOTATION_EXCLUDING_TAX
          ? msg('不含税')
          : msg('含税');
    const yes = (value: unknown) => (Number(value) === 1 ? msg('是') : msg('否'));
    return html`<section part="basic" aria-labelledby="basic-heading">
      <h3 id="basic-heading">${msg('基本信息')}</h3>
      <dl>
        ${renderFact(msg('项目名称'), project.fProjectName)} ${renderFact(msg('项目编号'), project.fProjectNo)}
        ${renderFact(msg('采购方式'), procureTypeLabel(project.fProcureType))}
        ${renderFact(msg('采购人'), project.fPurchaserName ?? '')} ${renderFact(msg('预算金额'), renderMoney(project.fBudgetMoney))}
        ${renderFact(msg('报价是否含税'), tax)}
        ${renderFact(msg('竞价类型'), project.fTransactionMode ? transactionModeLabel(project.fTransactionMode) : '')}
        ${renderFact(msg('报价方式'), quotationModeLabel(project.fQuotationMode))}
        ${renderFact(msg('报名方式'), project.fRegisterMode === 'invite' ? msg('邀请报名') : msg('公开报名'))}
        ${renderFact(msg('报名时间'), windowText(project.fRegisterStartTime, project.fRegisterEndTime))}
        ${renderFact(msg('报价时间'), windowText(project.fBidStartTime, project.fBidEndTime))}
        ${renderFact(msg('保证金'), renderMoney(project.fEarnestMoney))} ${renderFact(msg('报名费'), renderMoney(project.fSignUpMoney))}
        ${renderFact(msg('报价轮次'), project.fBidRound ? String(project.fBidRound) : '')}
        ${renderFact(msg('轮次间隔'), project.fRoundCount ? msg(str`${project.fRoundCount} 分钟`) : '')}
        ${renderFact(msg('需上传投标文件'), project.fUploadBidDocument == null ? '' : yes(project.fUploadBidDocument))}
        ${renderFact(
          msg('公开上轮最低价'),
          project.fPublicPreviousRound == null ? '' : yes(project.fPublicPreviousRound),
        )}
        ${renderFact(msg('项目地点'), project.fLocation ?? '')} ${renderFact(msg('代理机构'), project.fCreatorName ?? '')}
        ${renderFact(msg('发布媒体'), project.fPublishMedia ?? '')}
        ${renderFact(msg('采购内容'), project.fProcurementContent ?? '', true)}
      </dl>
      ${
        project.fBasicInfo
          ? html`<div class="basic-info">
              <h4 id="basic-info-heading">${msg('项目概况')}</h4>
              <rich-text aria-labelledby="basic-info-heading" .content=${project.fBasicInfo}></rich-text>
            </div>`
          : nothing
      }
    </section>`;
  }

  private renderRule(rule: ScoreRule): TemplateResult {
    const children = rule.childProcureProjectRuleList ?? [];
    return html`<li>
      <div class="rule">
        <span class="rule-name">${rule.optionName}</span>
        <span class="rule-score">${msg(str`${rule.score} 分`)}</span>
        <span class="rule-percent">${percentText(rule.percent)}</span>
        ${rule.desc ? html`<span class="rule-desc">${rule.desc}</span>` : nothing}
      </div>
      ${children.length ? html`<ul>${children.map((child) => this.renderRule(child))}</ul>` : nothing}
    </li>`;
  }

  private renderScoreRules({ project }: TenderDetailData) {
    const rules = parseScoreRules(project.fScoreRule);
    const total = rules.reduce((sum, rule) => sum + (Number(rule.score) || 0), 0);
    return html`<section part="score-rules" aria-labelledby="rules-heading">
      <h3 id="rules-heading">${msg('评分规则')}</h3>
      ${
        rules.length
          ? html`<ul class="rules" aria-labelledby="rules-heading">
                ${rules.map((rule) => this.renderRule(rule))}
              </ul>
              <p class="rules-total">${msg(str`总分 ${total} 分`)}</p>`
          : html`<p class="none">${msg('暂无评分规则')}</p>`
      }
    </section>`;
  }

  private renderQualifications(entries: readonly QualificationEntry[]) {
    const typeName = (type: string) =>
      type === QUALIFICATION_REVIEW_TYPE ? msg('资格审查') : msg('符合性审查');
    return html`<section part="qualifications" aria-labelledby="qualifications-heading">
      <h3 id="qualifications-heading">${msg('资格审查')}</h3>
      ${
        entries.length
          ? html`<div class="table-wrap">
              <table aria-labelledby="qualifications-heading">
                <thead>
                  <tr>
                    <th scope="col" class="index">${msg('序号')}</th>
                    <th scope="col">${msg('审查类型')}</th>
                    <th scope="col">${msg('审查项')}</th>
                    <th scope="col">${msg('审查标准')}</th>
                  </tr>
                </thead>
                <tbody>
                  ${entries.map(
                    (entry, index) => html`<tr>
                      <td class="index">${index + 1}</td>
                      <td>${typeName(entry.type)}</td>
                      <td>${entry.summarize}</td>
                      <td>${entry.describe}</td>
                    </tr>`,
                  )}
                </tbody>
              </table>
            </div>`
          : html`<p class="none">${msg('暂无审查项')}</p>`
      }
    </section>`;
  }

  private renderSuppliers(registrations: readonly TenderDetailRegistration[]) {
    const { rows, offset, pager } = this.page('suppliers', registrations);
    return html`<section part="suppliers" aria-labelledby="suppliers-heading">
      <h3 id="suppliers-heading">
        ${msg('报名供应商')}<span class="count">${msg(str`（${registrations.length}）`)}</span>
      </h3>
      ${
        registrations.length
          ? html`<div class="table-wrap">
                <table aria-labelledby="suppliers-heading">
                  <thead>
                    <tr>
                      <th scope="col" class="index">${msg('序号')}</th>
                      <th scope="col">${msg('供应商名称')}</th>
                      <th scope="col">${msg('联系人')}</th>
                      <th scope="col">${msg('联系电话')}</th>
                      <th scope="col">${msg('邮箱')}</th>
                      <th scope="col">${msg('报名时间', { id: 'registered-at' })}</th>
                    </tr>
                  </thead>
                  <tbody>
                    ${rows.map(
                      (row, index) => html`<tr>
                        <td class="index">${offset + index + 1}</td>
                        <td>${row.fSupplierName || row.supplierName || ''}</td>
                        <td>${row.fRegistratorName}</td>
                        <td>${row.fRegistratorPhone}</td>
                        <td>${row.fRegistratorEmail}</td>
                        <td>${formatDateTime(row.fCreateTime, TIME)}</td>
                      </tr>`,
                    )}
                  </tbody>
                </table>
              </div>
              ${pager}`
          : html`<p class="none">${msg('暂无报名通过的供应商')}</p>`
      }
    </section>`;
  }

  private renderQuotations({ project }: TenderDetailData) {
    // Quotations themselves come with online bidding; until then the overview is what the detail
    // answer carries: the project's state, its rounds and their windows, and the winner once confirmed.
    const detail = project as Partial<ProjectDetail>;
    const windows = detail.bidWindows ?? [];
    const rounds = project.fBidRound ? String(project.fBidRound) : '';
    return html`<section part="quotations" aria-labelledby="quotations-heading">
      <h3 id="quotations-heading">${msg('报价概况')}</h3>
      <dl>
        ${renderFact(msg('项目状态'), detail.fState ? projectStateLabel(detail.fState) : '')}
        ${renderFact(msg('报价方式'), quotationModeLabel(project.fQuotationMode))}
        ${renderFact(msg('报价轮次'), rounds)}
        ${renderFact(
          msg('当前轮次'),
          detail.currentRound
            ? msg(str`第 ${detail.currentRound} 轮`)
            : detail.fState
              ? msg('未开始报价')
              : '',
        )}
        ${renderFact(msg('成交供应商'), detail.winnerName ?? '')}
        ${renderFact(msg('中止原因'), detail.fInterruptReason ?? '')}
      </dl>
      ${
        windows.length
          ? html`<div class="table-wrap">
              <table aria-label=${msg('各轮报价时间')}>
                <thead>
                  <tr>
                    <th scope="col">${msg('轮次')}</th>
                    <th scope="col">${msg('开始时间')}</th>
                    <th scope="col">${msg('结束时间')}</th>
                  </tr>
                </thead>
                <tbody>
                  ${windows.map(
                    (window) => html`<tr>
                      <td>${msg(str`第 ${window.round} 轮`)}</td>
                      <td>${formatDateTime(window.startTime, TIME)}</td>
                      <td>${formatDateTime(window.endTime, TIME)}</td>
                    </tr>`,
                  )}
                </tbody>
              </table>
            </div>`
          : nothing
      }
    </section>`;
  }

  private renderFiles(label: string, value: string | null | undefined) {
    const files = parseFileList(value);
    if (!files.length) return html`<p class="none">${msg('暂无附件')}</p>`;
    return html`<file-upload readonly list-type="list" label=${label} .value=${files}></file-upload>`;
  }

  private renderAttachments({ project }: TenderDetailData) {
    return html`<section part="attachments" aria-labelledby="attachments-heading">
      <h3 id="attachments-heading">${msg('附件')}</h3>
      ${this.renderFiles(msg('附件'), project.fDocument)}
    </section>`;
  }

  /** The goods of this page: from `data` a slice, else the page the server answered. */
  private goodsPage(
    data: TenderDetailData,
  ): { rows: TenderDetailGoods[]; total: number; page: number } | undefined {
    if (this.data) {
      const all = data.goods ?? [];
      const pages = Math.max(1, Math.ceil(all.length / this.size));
      const page = Math.min(this.pages.goods, pages);
      return { rows: all.slice((page - 1) * this.size, page * this.size), total: all.length, page };
    }
    const answer = this.goodsLoader.value;
    return answer
      ? { rows: answer.rows, total: answer.total, page: answer.page || this.pages.goods }
      : undefined;
  }

  private renderGoods(data: TenderDetailData) {
    if (!this.data && this.goodsLoader.status === TaskStatus.ERROR) {
      return renderLoadError(this.goodsLoader.error, () => void this.goodsLoader.run());
    }
    const goods = this.goodsPage(data);
    if (!goods) return renderLoading();
    if (!goods.total) return nothing;
    const offset = (goods.page - 1) * this.size;
    const pager =
      goods.total > this.size
        ? renderPagination(
            { page: goods.page, pageSize: this.size, total: goods.total },
            (next) => {
              this.pages = { ...this.pages, goods: next };
            },
            { sizes: false },
          )
        : nothing;
    return html`<div class="table-wrap">
        <table aria-labelledby="goods-heading">
          <thead>
            <tr>
              <th scope="col" class="index">${msg('序号')}</th>
              <th scope="col">${msg('物资名称')}</th>
              <th scope="col">${msg('规格型号')}</th>
              <th scope="col">${msg('单位')}</th>
              <th scope="col" class="number">${msg('数量')}</th>
              <th scope="col">${msg('备注')}</th>
            </tr>
          </thead>
          <tbody>
            ${goods.rows.map(
              (row, index) => html`<tr>
                <td class="index">${offset + index + 1}</td>
                <td>${row.goodsName}</td>
                <td>${row.spec ?? ''}</td>
                <td>${row.unit ?? ''}</td>
                <td class="number">${row.quantity ?? ''}</td>
                <td>${row.remark ?? ''}</td>
              </tr>`,
            )}
          </tbody>
        </table>
      </div>
      ${pager}`;
  }

  private renderPurchasingList(data: TenderDetailData) {
    const files = parseFileList(data.project.fPurchasingList);
    const goods = this.goodsPage(data);
    const empty = goods !== undefined && goods.total === 0 && !files.length;
    return html`<section part="purchasing-list" aria-labelledby="goods-heading">
      <h3 id="goods-heading">${msg('采购清单')}</h3>
      ${this.renderGoods(data)}
      ${
        files.length
          ? html`<h4>${msg('采购清单文件')}</h4>
              ${this.renderFiles(msg('采购清单文件'), data.project.fPurchasingList)}`
          : nothing
      }
      ${empty ? html`<p class="none">${msg('暂无采购清单')}</p>` : nothing}
    </section>`;
  }

  private renderSections(data: TenderDetailData) {
    const visible = sectionsFor(this.viewer, data);
    const sections = [
      visible.basicInfo && (() => this.renderBasic(data)),
      visible.scoreRules && (() => this.renderScoreRules(data)),
      visible.qualifications &&
        (() => this.renderQualifications(data.qualifications ?? data.project.qualificationList ?? [])),
      visible.enrolledSuppliers && (() => this.renderSuppliers(data.registrations ?? [])),
      visible.quotationOverview && (() => this.renderQuotations(data)),
      visible.attachments && (() => this.renderAttachments(data)),
      visible.purchasingList && (() => this.renderPurchasingList(data)),
    ].filter((section) => typeof section === 'function');
    this.sectionCount = sections.length;
    if (sections.length) return sections.slice(0, this.drawnSections).map((section) => section());
    // Only a supplier sees nothing at all: say why rather than leave the page blank.
    const passed = ownRegistrationStatus(data) === REGISTRATION_PASS;
    return renderEmpty(passed ? msg('本项目的报价方式不提供采购清单') : msg('报名审核通过后可查看采购清单'));
  }

  private renderDetail(data: TenderDetailData) {
    const { project } = data;
    return html`<article part="base" aria-labelledby="project-title">
      <header part="header">
        <h2 part="title" id="project-title">${project.fProjectName}</h2>
        <div class="meta">
          ${project.fProjectNo ? html`<span>${msg('项目编号：')}${project.fProjectNo}</span>` : nothing}
          ${project.fPurchaserName ? html`<span>${msg('采购人：')}${project.fPurchaserName}</span>` : nothing}
        </div>
      </header>
      ${this.renderSections(data)}
    </article>`;
  }

  private renderTitleBar() {
    if (!this.title) return nothing;
    return html`<div part="title-bar">
      <h2>${this.title}</h2>
      <sl-button part="cancel" size="small" @click=${this.handleCancel}>${msg('取消')}</sl-button>
    </div>`;
  }

  override render() {
    if (!this.data && !this.projectId) return this.renderTitleBar();
    return html`${this.renderTitleBar()}${this.loader.render({
      ...recordLoadStates(() => this.reload()),
      complete: (data) => (data ? this.renderDetail(data) : nothing),
    })}`;
  }
}
