import '../rich-text/rich-text.js';
import { localized, msg } from '@lit/localize';
import { Task } from '@lit/task';
import { html, nothing } from 'lit';
import { property } from 'lit/decorators.js';
import type { NewsItem } from '../../api/contract/portal.js';
import { AttachmentDownloads } from '../core/attachment-list.js';
import { EipElement } from '../core/eip-element.js';
import { formatDateTime } from '../core/format.js';
import { answerValue, renderLoadError, renderLoading } from '../core/load-states.js';
import { newsDetailStyles } from './news-detail.styles.js';

/**
 * One news article, loaded by id through the api client (portalNewsNotice getNewsById): its title,
 * class, publisher and date, its rich text, sanitized, and its attachments to download (as a notice's).
 *
 * @tag news-detail
 * @summary A news article with its rich text.
 *
 * @csspart base - The article.
 * @csspart header - Title and publication line.
 * @csspart title - The article's title.
 * @csspart status - The loading or error line.
 * @csspart attachments - The attachment list.
 *
 * @cssproperty --news-title-size - Font size of the title. Defaults to the x-large size.
 */
@localized()
export class NewsDetail extends EipElement {
  static override styles = newsDetailStyles;

  private readonly loader = new Task(this, {
    task: async ([id], { signal }) =>
      id ? answerValue(await this.api.portalShell.getNewsById(id, signal)) : undefined,
    args: () => [this.newsId] as const,
  });

  private readonly attachments = new AttachmentDownloads(this, () => this.api);

  /** The article to show (its id). */
  @property({ attribute: 'news-id' }) newsId = '';

  /** Loads the article again. */
  reload(): void {
    void this.loader.run();
  }

  private renderArticle(item: NewsItem) {
    return html`<article part="base" aria-labelledby="title">
      <header part="header">
        <h2 part="title" id="title">${item.title}</h2>
        <div class="meta">
          ${item.classifyName ? html`<sl-tag size="small">${item.classifyName}</sl-tag>` : nothing}
          ${item.publisher ? html`<span>${msg('发布单位：')}${item.publisher}</span>` : nothing}
          <span
            >${msg('发布时间：')}<time datetime=${item.publishTime ?? ''}
              >${formatDateTime(item.publishTime, 'YYYY-MM-DD HH:mm')}</time
            ></span
          >
        </div>
      </header>
      <rich-text .content=${item.content ?? ''}></rich-text>
      ${this.attachments.render(item.attachments ?? [])}
    </article>`;
  }

  override render() {
    if (!this.newsId) return nothing;
    return this.loader.render({
      initial: () => renderLoading(),
      pending: () => renderLoading(),
      error: (error) => renderLoadError(error, () => this.reload()),
      complete: (item) => (item ? this.renderArticle(item) : nothing),
    });
  }
}
