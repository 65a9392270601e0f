import { localized, msg } from '@lit/localize';
import { Task, TaskStatus } from '@lit/task';
import { html, nothing } from 'lit';
import { property } from 'lit/decorators.js';
import type { NewsItem } from '../../api/contract/portal.js';
import { renderColumnFrame } from '../core/column-frame.js';
import { EipElement } from '../core/eip-element.js';
import { formatDateTime } from '../core/format.js';
import { HostInfoController } from '../core/host-context.js';
import { answerValue, pagedListStates, renderRows } from '../core/load-states.js';
import { fillHref } from '../core/navigation.js';
import { renderPagination } from '../core/pagination.js';
import { rowTag } from '../core/row-tag.js';
import { newsListStyles } from './news-list.styles.js';

export const NEWS_LIST_VARIANTS = ['full', 'compact'] as const;
export type NewsListVariant = (typeof NEWS_LIST_VARIANTS)[number];

/**
 * Published news of the portal, newest first, loaded through the api client (portalNewsNotice
 * getNews) for one class or all. The full variant shows summaries and pages; the compact variant
 * is a home column of titles with a 'more' link.
 *
 * @tag news-list
 * @summary News by classification: a paged list with summaries, or a compact column.
 *
 * @event eip-navigate - A news item or the 'more' link was clicked; call preventDefault() to route it yourself. `detail: { href }`.
 * @event eip-page-change - The user went to another page. `detail: { page, pageSize }`.
 *
 * @csspart base - The wrapper of everything.
 * @csspart header - Compact variant: the heading and the 'more' link.
 * @csspart more - The 'more' link.
 * @csspart item - One news item.
 * @csspart tag - A news item's category.
 * @csspart pagination - The pager.
 * @csspart status - The loading, error or empty line.
 */
@localized()
export class NewsList extends EipElement {
  static override styles = newsListStyles;

  private readonly hostInfo = new HostInfoController(this);

  private readonly loader = new Task(this, {
    task: async ([classifyId, page, pageSize], { signal }) => {
      const classify = classifyId ? { classifyId } : {};
      // getNews gives no total: the first item after this page (a page of one) tells whether one follows.
      const [current, following] = await Promise.all([
        this.api.portalShell.getNews({ ...classify, page, pageSize }, signal),
        this.api.portalShell.getNews({ ...classify, page: page * pageSize + 1, pageSize: 1 }, signal),
      ]);
      return { rows: answerValue(current), hasNext: answerValue(following).length > 0 };
    },
    args: () => [this.classifyId, this.page, this.pageSize] as const,
  });

  /** The class of news (its id or code: notice, company, industry); all news when empty. */
  @property({ attribute: 'classify-id' }) classifyId = '';

  /** `full`: summaries and a pager; `compact`: a column of the latest titles. */
  @property({ reflect: true }) variant: NewsListVariant = 'full';

  /** The page shown, from 1. */
  @property({ type: Number }) page = 1;

  /** News per page (compact: how many titles). */
  @property({ type: Number, attribute: 'page-size' }) pageSize = 10;

  /** Compact variant: the column's heading. */
  @property() heading = '';

  /** Compact variant: where 'more' leads; no link when empty. */
  @property({ attribute: 'more-href' }) moreHref = '';

  /** Link of a news item: `{id}` and `{base}` (the portal's link base, from the host) are filled in. */
  @property({ attribute: 'href-template' }) hrefTemplate = '{base}/newsInformation?id={id}';

  private handlePage(page: number) {
    this.page = page;
    this.emit('eip-page-change', { page, pageSize: this.pageSize });
  }

  /** Loads the news again. */
  reload(): void {
    void this.loader.run();
  }

  private renderItem(item: NewsItem) {
    const href = fillHref(this.hrefTemplate, { base: this.hostInfo.linkBase, id: item.id }, ['base']);
    const link = html`<a class="title" href=${href} title=${item.title} @click=${(event: MouseEvent) => this.handleLink(event, href)}
      >${item.title}</a
    >`;
    if (this.variant === 'compact') {
      return html`<li part="item">
        ${link}<time datetime=${item.publishTime ?? ''}>${formatDateTime(item.publishTime, 'MM-DD')}</time>
      </li>`;
    }
    return html`<li part="item">
      <div class="date" aria-hidden="true">
        <strong>${formatDateTime(item.publishTime, 'DD')}</strong><span>${formatDateTime(item.publishTime, 'YYYY-MM')}</span>
      </div>
      <div class="main">
        ${link} ${item.summary ? html`<p class="summary">${item.summary}</p>` : nothing}
        <div class="meta">
          ${item.classifyName ? rowTag(item.classifyName) : nothing}
          ${item.publisher ? html`<span>${item.publisher}</span>` : nothing}
          <time datetime=${item.publishTime ?? ''}>${formatDateTime(item.publishTime, 'YYYY-MM-DD')}</time>
        </div>
      </div>
    </li>`;
  }

  private renderRows(rows: NewsItem[], busy: boolean) {
    return renderRows(rows, busy, msg('暂无新闻'), (row) => this.renderItem(row));
  }

  private renderList() {
    const previous = this.loader.value;
    return this.loader.render({
      ...pagedListStates(
        previous,
        (page, busy) => this.renderRows(page.rows, busy),
        () => this.reload(),
      ),
      complete: ({ rows, hasNext }) => html`${this.renderRows(rows, false)}
        ${
          this.variant === 'full' && (this.page > 1 || hasNext)
            ? renderPagination(
                { page: this.page, pageSize: this.pageSize, total: -1, hasNext },
                (page) => this.handlePage(page),
                { sizes: false },
              )
            : nothing
        }`,
    });
  }

  override render() {
    if (this.variant === 'compact') {
      const heading = this.heading || msg('新闻资讯');
      return renderColumnFrame({
        heading,
        moreHref: this.moreHref,
        busy: this.loader.status === TaskStatus.PENDING,
        onLink: (event, href) => this.handleLink(event, href),
        body: this.renderList(),
      });
    }
    return html`<div part="base">${this.renderList()}</div>`;
  }
}
