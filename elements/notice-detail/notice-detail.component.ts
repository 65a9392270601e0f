import '../rich-text/rich-text.js';
import '../tender-questions/tender-questions.js';
import { localized, msg, str } from '@lit/localize';
import { Task } from '@lit/task';
import { html, nothing } from 'lit';
import { property, state } from 'lit/decorators.js';
import type { FileListEntry } from '../../api/contract/files.js';
import { QUOTATION_EXCLUDING_TAX } from '../../api/contract/tender.js';
import type {
  NoticeDetail as NoticeDetailData,
  NoticeHistoryEntry,
  NoticeProject,
  NoticeSummary,
} from '../../api/contract/tender-site.js';
import { EipElement } from '../core/eip-element.js';
import { renderFact, renderMoney } from '../core/facts.js';
import '../core/navigation.js';
import { afterNextPaint } from '../core/after-paint.js';
import { AttachmentDownloads } from '../core/attachment-list.js';
import { formatDateTime } from '../core/format.js';
import { HostInfoController } from '../core/host-context.js';
import { answerValue, recordLoadStates } from '../core/load-states.js';
import { DEFAULT_NOTICE_HREF, noticeHref } from '../core/notice-href.js';
import {
  noticeTypeLabel,
  procureTypeLabel,
  projectStatus,
  quotationModeLabel,
  SEARCH_STATUS_VARIANTS,
  searchStatusLabel,
  transactionModeLabel,
} from '../core/project-status.js';
import { rowTag } from '../core/row-tag.js';
import { ServerClockController } from '../core/server-clock.js';
import { noticeDetailStyles } from './notice-detail.styles.js';

const TIME = 'YYYY-MM-DD HH:mm';

function windowText(start: string | null | undefined, end: string | null | undefined): string {
  if (!start && !end) return '';
  return msg(str`${formatDateTime(start, TIME) || '—'} 至 ${formatDateTime(end, TIME) || '—'}`);
}

/**
 * One tender site notice, loaded by id through the api client (procureNotice getDetail): its title
 * and publication, the key facts of its project, its rich text (sanitized), its attachments to
 * download, its change history (getHistory), the other notices of the same project (getByIds) and the
 * project's public questions and answers (tender-questions).
 *
 * @tag notice-detail
 * @summary A notice with its project facts, attachments, change history and related notices.
 *
 * @event eip-navigate - A related notice was clicked; call preventDefault() to route it yourself. `detail: { href }`.
 *
 * @csspart base - The article.
 * @csspart header - Title and publication line.
 * @csspart title - The notice's title.
 * @csspart facts - The project's key facts.
 * @csspart content - The notice's body.
 * @csspart attachments - The attachment list.
 * @csspart history - The change history.
 * @csspart related - The related notices.
 * @csspart questions - The project's public questions and answers (a `tender-questions`).
 * @csspart tag - The project's status, and each related notice's kind.
 * @csspart status - The loading or error line.
 *
 * @cssproperty --notice-title-size - Font size of the title. Defaults to the x-large size.
 */
@localized()
export class NoticeDetail extends EipElement {
  static override styles = noticeDetailStyles;

  private readonly clock = new ServerClockController(this, () => this.api);
  private readonly hostInfo = new HostInfoController(this);

  private readonly loader = new Task(this, {
    task: async ([id], { signal }) =>
      id ? answerValue(await this.api.procureNotice.getDetail(id, signal)) : undefined,
    args: () => [this.noticeId] as const,
  });

  private readonly history = new Task(this, {
    task: async ([id], { signal }) =>
      id ? answerValue(await this.api.procureNotice.getHistory(id, signal)) : [],
    args: () => [this.noticeId] as const,
  });

  private readonly related = new Task(this, {
    task: async ([ids], { signal }) =>
      ids ? answerValue(await this.api.procureNotice.getByIds(ids.split(','), signal)) : [],
    args: () => [this.loader.value?.relatedIds.join(',') ?? ''] as const,
  });

  /**
   * How many of the body's parts (bodyParts) are drawn. The first notice draws its header alone and
   * each part a frame after the one above it: the title, what a reader looks for first, does not wait
   * for the body's rendering, the costliest of the page, and no one task draws it all.
   */
  @state() private partsDrawn = 0;
  private drawing?: Promise<void>;

  private readonly attachments = new AttachmentDownloads(this, () => this.api);

  /** The notice to show (its id). */
  @property({ attribute: 'notice-id' }) noticeId = '';

  /**
   * Link of a related notice: `{id}`, `{type}`, `{route}` (its list route) and `{base}` (the portal's
   * link base, from the host) are filled in.
   */
  @property({ attribute: 'href-template' }) hrefTemplate = DEFAULT_NOTICE_HREF;

  private hrefOf(notice: NoticeSummary): string {
    return noticeHref(this.hrefTemplate, notice, this.hostInfo.linkBase);
  }

  /** Downloads an attachment under its own name. */
  download(file: FileListEntry): Promise<void> {
    return this.attachments.download(file);
  }

  /** Loads the notice again. */
  reload(): void {
    void this.loader.run();
    void this.history.run();
  }

  private renderFacts(project: NoticeProject) {
    const tax =
      Number(project.fQuotationIncludeTax) === QUOTATION_EXCLUDING_TAX ? msg('不含税') : msg('含税');
    const quotation = quotationModeLabel(project.fQuotationMode);
    return html`<section part="facts" aria-labelledby="facts-heading">
      <h3 id="facts-heading">${msg('项目信息')}</h3>
      <dl>
        ${renderFact(msg('项目名称'), project.fProjectName)} ${renderFact(msg('项目编号'), project.fProjectNo)}
        ${renderFact(msg('采购方式'), procureTypeLabel(project.fProcureType))}
        ${renderFact(msg('采购人'), project.fPurchaserName ?? '')} ${renderFact(msg('预算金额'), renderMoney(project.fBudgetMoney))}
        ${renderFact(msg('竞价类型'), project.fTransactionMode ? transactionModeLabel(project.fTransactionMode) : '')}
        ${renderFact(msg('报价方式'), quotation ? msg(str`${quotation}（${tax}）`) : '')}
        ${renderFact(msg('报名方式'), project.fRegisterMode === 'invite' ? msg('邀请报名') : msg('公开报名'))}
        ${renderFact(msg('报名时间'), windowText(project.fRegisterStartTime, project.fRegisterEndTime))}
        ${renderFact(msg('报价时间'), windowText(project.fBidStartTime, project.fBidEndTime))}
        ${renderFact(msg('保证金'), renderMoney(project.fEarnestMoney))} ${renderFact(msg('报名费'), renderMoney(project.fSignUpMoney))}
        ${renderFact(msg('项目地点'), project.fLocation ?? '')} ${renderFact(msg('代理机构'), project.fCreatorName ?? '')}
        ${renderFact(msg('采购内容'), project.fProcurementContent ?? '', true)}
      </dl>
    </section>`;
  }

  private renderHistory(entries: readonly NoticeHistoryEntry[]) {
    if (!entries.length) return nothing;
    return html`<section part="history" aria-labelledby="history-heading">
      <h3 id="history-heading">${msg(str`变更记录（${entries.length}）`)}</h3>
      ${entries.map(
        (entry) => html`<sl-details>
          <div slot="summary" class="version">
            <strong>${msg(str`第 ${entry.version} 版`)}</strong>
            <time datetime=${entry.publishTime}>${formatDateTime(entry.publishTime, TIME)}</time>
            <span class="change">${entry.changeSummary || msg('首次发布')}</span>
          </div>
          <rich-text .content=${entry.content}></rich-text>
        </sl-details>`,
      )}
    </section>`;
  }

  private renderRelated(notices: readonly NoticeSummary[]) {
    if (!notices.length) return nothing;
    return html`<section part="related" aria-labelledby="related-heading">
      <h3 id="related-heading">${msg('相关公告')}</h3>
      <ul>
        ${notices.map((notice) => {
          const href = this.hrefOf(notice);
          return html`<li>
            ${rowTag(noticeTypeLabel(notice.type), 'primary')}
            <a href=${href} @click=${(event: MouseEvent) => this.handleLink(event, href)}>${notice.title}</a>
            <time datetime=${notice.publishTime}>${formatDateTime(notice.publishTime, 'YYYY-MM-DD')}</time>
          </li>`;
        })}
      </ul>
    </section>`;
  }

  protected override updated(): void {
    if (this.drawing || this.partsDrawn >= this.bodyParts.length || !this.loader.value) return;
    this.drawing = afterNextPaint().then(() => {
      this.drawing = undefined;
      this.partsDrawn += 1;
    });
  }

  /** Done once the whole body is drawn too. */
  protected override async getUpdateComplete(): Promise<boolean> {
    let done = await super.getUpdateComplete();
    while (this.drawing) {
      await this.drawing;
      done = await super.getUpdateComplete();
    }
    return done;
  }

  /** The body's parts, top to bottom: the facts, the text, then the files, versions and related notices. */
  private readonly bodyParts = [
    (notice: NoticeDetailData) => (notice.project ? this.renderFacts(notice.project) : nothing),
    (notice: NoticeDetailData) =>
      // The text is in the notice's own language (its project's), whatever the page's: marked so.
      html`<section part="content" aria-label=${msg('公告正文')}>
        <rich-text lang=${notice.language ?? 'zh-CN'} .content=${notice.content}></rich-text>
      </section>`,
    (notice: NoticeDetailData) =>
      html`${this.attachments.render(notice.attachments)} ${this.renderHistory(this.history.value ?? [])}
      ${this.renderRelated(this.related.value ?? [])}
      ${notice.project ? html`<tender-questions part="questions" project-id=${notice.project.id}></tender-questions>` : nothing}`,
  ];

  private renderNotice(notice: NoticeDetailData) {
    const status = projectStatus(notice, this.clock.now());
    return html`<article part="base" aria-labelledby="title">
      <header part="header">
        <h2 part="title" id="title">${notice.title}</h2>
        <div class="meta">
          <span>${msg('发布时间：')}<time datetime=${notice.publishTime}>${formatDateTime(notice.publishTime, TIME)}</time></span>
          <span>${msg('发布单位：')}${notice.publisher}</span>
          ${notice.version > 1 ? html`<span>${msg(str`第 ${notice.version} 版`)}</span>` : nothing}
          ${
            status
              ? rowTag(searchStatusLabel(status), SEARCH_STATUS_VARIANTS[status], { pill: true })
              : nothing
          }
        </div>
      </header>
      ${this.bodyParts.slice(0, this.partsDrawn).map((part) => part(notice))}
    </article>`;
  }

  override render() {
    if (!this.noticeId) return nothing;
    return this.loader.render({
      ...recordLoadStates(() => this.reload()),
      complete: (notice) => (notice ? this.renderNotice(notice) : nothing),
    });
  }
}
