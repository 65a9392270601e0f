import { localized, msg, str } from '@lit/localize';
import { Task, TaskStatus } from '@lit/task';
import { html, nothing } from 'lit';
import { property, state } from 'lit/decorators.js';
import type { QueryBody } from '../../api/contract/envelope.js';
import type { ProjectSummary } from '../../api/contract/procure-project.js';
import { EipElement } from '../core/eip-element.js';
import { formatDateTime, formatMoney } from '../core/format.js';
import { HostInfoController } from '../core/host-context.js';
import { answerValue, pagedListRender } from '../core/load-states.js';
import { fillHref } from '../core/navigation.js';
import { colon, projectStateLabel, projectStateVariant } from '../core/procure-labels.js';
import { awardListStyles } from './award-list.styles.js';

/** Who reads the notifications: the winning supplier, or the purchaser of the projects. */
export const AWARD_AUDIENCES = ['supplier', 'purchaser'] as const;
export type AwardAudience = (typeof AWARD_AUDIENCES)[number];

/**
 * The award notifications (中标通知) addressed to the signed-in user: for a supplier the projects they
 * won, for a purchaser their projects whose winner is confirmed (queryMySuccessProject), newest
 * first and paged. Each names the project, the winner, the purchaser and the budget, and links to
 * the project and to its award notices.
 *
 * @tag award-list
 * @summary The award notifications addressed to the user.
 *
 * @event eip-navigate - A link was clicked; call preventDefault() to route it yourself. `detail: { href }`.
 *
 * @csspart base - The wrapper of everything.
 * @csspart item - One notification.
 * @csspart title - Its headline.
 * @csspart pagination - The pager.
 * @csspart status - The loading, error or empty line.
 */
@localized()
export class AwardList extends EipElement {
  static override styles = awardListStyles;

  private readonly hostInfo = new HostInfoController(this);

  private readonly loader = new Task(this, {
    task: async ([page, pageSize], { signal }) => {
      const body: QueryBody = { pageBean: { page, pageSize, showTotal: true }, querys: [] };
      return answerValue(await this.api.procureProject.queryMySuccessProject(body, signal));
    },
    args: () => [this.page, this.pageSize] as const,
  });

  @state() private page = 1;

  /** Who reads them: `supplier` (the winner) or `purchaser`; it words the headline. */
  @property() audience: AwardAudience = 'supplier';

  @property({ type: Number, attribute: 'page-size' }) pageSize = 10;

  /** Link of the project: `{id}` and `{base}` are filled in. */
  @property({ attribute: 'project-href-template' }) projectHrefTemplate = '{base}/project?id={id}';

  /** Link of the project's award notices: `{no}` (the project number) and `{base}` are filled in. */
  @property({ attribute: 'notice-href-template' }) noticeHrefTemplate = '{base}/bargainNotice?keyword={no}';

  private href(template: string, project: ProjectSummary): string {
    return fillHref(
      template,
      { base: this.hostInfo.value.linkBase, id: project.id, no: project.fProjectNo },
      ['base'],
    );
  }

  /** Loads the current page again. */
  reload(): void {
    void this.loader.run();
  }

  private renderItem(project: ProjectSummary) {
    const projectHref = this.href(this.projectHrefTemplate, project);
    const noticeHref = this.href(this.noticeHrefTemplate, project);
    const winner = project.winnerName ?? '';
    const headline =
      this.audience === 'supplier'
        ? msg(str`恭喜贵单位成为“${project.fProjectName}”的成交供应商`)
        : msg(str`“${project.fProjectName}”已确定成交供应商：${winner}`);
    const money = formatMoney(project.fBudgetMoney);
    return html`<li part="item">
      <sl-icon class="badge" name="award" aria-hidden="true"></sl-icon>
      <div class="main">
        <div class="head">
          <a part="title" class="title" href=${projectHref} @click=${(event: MouseEvent) => this.handleLink(event, projectHref)}
            >${headline}</a
          >
          <sl-tag size="small" variant=${projectStateVariant(project.fState)}>${projectStateLabel(project.fState)}</sl-tag>
        </div>
        <div class="meta">
          <span>${msg('项目编号')}${colon()}${project.fProjectNo}</span>
          ${winner ? html`<span>${msg('成交供应商')}${colon()}${winner}</span>` : nothing}
          ${project.fPurchaserName ? html`<span>${msg('采购人')}${colon()}${project.fPurchaserName}</span>` : nothing}
          ${money ? html`<span>${msg('预算')}${colon()}<span class="money">${money}</span></span>` : nothing}
          ${
            project.fBidEndTime
              ? html`<span
                  >${msg('报价截止')}${colon()}<time datetime=${project.fBidEndTime}
                    >${formatDateTime(project.fBidEndTime, 'YYYY-MM-DD HH:mm')}</time
                  ></span
                >`
              : nothing
          }
        </div>
      </div>
      <div class="side">
        <a class="link" href=${noticeHref} @click=${(event: MouseEvent) => this.handleLink(event, noticeHref)}
          >${msg('中标公告')}<span class="visually-hidden">${project.fProjectName}</span></a
        >
      </div>
    </li>`;
  }

  override render() {
    const busy = this.loader.status === TaskStatus.PENDING;
    return html`<div part="base" aria-busy=${busy ? 'true' : 'false'}>
      ${this.loader.render(
        pagedListRender({
          previous: this.loader.value,
          emptyText: msg('暂无中标通知'),
          renderItem: (project) => this.renderItem(project),
          paging: { page: this.page, pageSize: this.pageSize },
          go: (next, size) => {
            this.page = next;
            this.pageSize = size;
          },
          retry: () => this.reload(),
        }),
      )}
    </div>`;
  }
}
