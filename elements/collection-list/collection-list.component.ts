import { localized, msg } from '@lit/localize';
import { Task, TaskStatus } from '@lit/task';
import { html, nothing } from 'lit';
import { property, state } from 'lit/decorators.js';
import type { QueryBody } from '../../api/contract/envelope.js';
import type { Collection, CollectionType } from '../../api/contract/procure-personal.js';
import { isNoticeType } from '../../api/contract/tender-site.js';
import { EipElement } from '../core/eip-element.js';
import { formatDateTime } from '../core/format.js';
import { failureText } from '../core/forms/server-calls.js';
import { HostInfoController } from '../core/host-context.js';
import { answerValue, pagedListRender } from '../core/load-states.js';
import { DEFAULT_NOTICE_HREF, noticeHref } from '../core/notice-href.js';
import { colon } from '../core/procure-labels.js';
import { noticeTypeLabel } from '../core/project-status.js';
import { collectionListStyles } from './collection-list.styles.js';

declare module '../core/eip-element.js' {
  interface EipEventDetailMap {
    /** A notice or project was collected or no longer is. */
    'eip-collection-change': { linkId: string; collected: boolean };
  }
}

/**
 * The signed-in user's collections (收藏) of notices and projects, newest first and paged, filtered by
 * kind; each links to what it collects and can be removed (procureCollection removeByLinkId). A
 * collection whose notice or project is gone says so.
 *
 * @tag collection-list
 * @summary The user's collected notices and projects.
 *
 * @event eip-navigate - A collected item was clicked; call preventDefault() to route it yourself. `detail: { href }`.
 * @event eip-collection-change - A collection was removed. `detail: { linkId, collected: false }`.
 *
 * @csspart base - The wrapper of everything.
 * @csspart toolbar - The kind filter.
 * @csspart item - One collection.
 * @csspart title - Its link.
 * @csspart pagination - The pager.
 * @csspart status - The loading, error or empty line.
 */
@localized()
export class CollectionList extends EipElement {
  static override styles = collectionListStyles;

  private readonly hostInfo = new HostInfoController(this);

  private readonly loader = new Task(this, {
    task: async ([page, pageSize, type], { signal }) => {
      const body: QueryBody = {
        pageBean: { page, pageSize, showTotal: true },
        querys: type ? [{ property: 'type', value: type, operation: 'EQUAL' }] : [],
      };
      return answerValue(await this.api.procureProject.queryMyCollection(body, signal));
    },
    args: () => [this.page, this.pageSize, this.type] as const,
  });

  @state() private page = 1;
  @state() private removing = '';
  @state() private error = '';

  /** Only collections of this kind: `notice` or `project`; all when empty. */
  @property() type: CollectionType | '' = '';

  @property({ type: Number, attribute: 'page-size' }) pageSize = 10;

  /** Link of a collected project: `{id}` and `{base}` are filled in. */
  @property({ attribute: 'project-href-template' }) projectHrefTemplate = '{base}/project?id={id}';

  /** Link of a collected notice: `{id}`, `{type}`, `{route}` and `{base}` are filled in. */
  @property({ attribute: 'notice-href-template' }) noticeHrefTemplate = DEFAULT_NOTICE_HREF;

  private hrefOf(collection: Collection): string {
    const base = this.hostInfo.value.linkBase;
    if (collection.type === 'notice') {
      const type = isNoticeType(collection.noticeType ?? '') ? collection.noticeType : 'bid';
      return noticeHref(this.noticeHrefTemplate, { id: collection.linkId, type: type as 'bid' }, base);
    }
    return this.projectHrefTemplate
      .replaceAll('{base}', base)
      .replaceAll('{id}', encodeURIComponent(collection.linkId));
  }

  private async handleRemove(collection: Collection): Promise<void> {
    this.removing = collection.linkId;
    this.error = '';
    try {
      const answer = await this.api.procureProject.removeCollection(collection.linkId);
      if (!answer.state) throw new Error(answer.message || msg('操作失败'));
      this.emit('eip-collection-change', { linkId: collection.linkId, collected: false });
      this.reload();
    } catch (error) {
      this.error = failureText(error);
    } finally {
      this.removing = '';
    }
  }

  /** Loads the current page again. */
  reload(): void {
    void this.loader.run();
  }

  private renderItem(collection: Collection) {
    const href = this.hrefOf(collection);
    const kind =
      collection.type === 'notice'
        ? isNoticeType(collection.noticeType ?? '')
          ? noticeTypeLabel(collection.noticeType as 'bid')
          : msg('公告')
        : msg('项目');
    const title = collection.title || msg('（已删除）');
    return html`<li part="item">
      <div class="main">
        <div class="head">
          <sl-tag size="small" variant=${collection.type === 'notice' ? 'primary' : 'success'}>${kind}</sl-tag>
          ${
            collection.title
              ? html`<a part="title" class="title" href=${href} @click=${(event: MouseEvent) => this.handleLink(event, href)}
                  >${title}</a
                >`
              : html`<span class="title gone">${title}</span>`
          }
        </div>
        <div class="meta">
          ${collection.fProjectNo ? html`<span>${msg('项目编号')}${colon()}${collection.fProjectNo}</span>` : nothing}
          <span
            >${msg('收藏时间')}${colon()}<time datetime=${collection.createTime}
              >${formatDateTime(collection.createTime, 'YYYY-MM-DD HH:mm')}</time
            ></span
          >
        </div>
      </div>
      <div class="side">
        <sl-button
          size="small"
          ?loading=${this.removing === collection.linkId}
          @click=${() => this.handleRemove(collection)}
          >${msg('取消收藏')}<span class="visually-hidden">${title}</span></sl-button
        >
      </div>
    </li>`;
  }

  private renderList() {
    return this.loader.render(
      pagedListRender({
        previous: this.loader.value,
        emptyText: msg('暂无收藏'),
        renderItem: (collection) => this.renderItem(collection),
        paging: { page: this.page, pageSize: this.pageSize },
        go: (next, size) => {
          this.page = next;
          this.pageSize = size;
        },
        retry: () => this.reload(),
      }),
    );
  }

  override render() {
    const busy = this.loader.status === TaskStatus.PENDING;
    return html`<div part="base" aria-busy=${busy ? 'true' : 'false'}>
      <div part="toolbar" class="toolbar">
        <sl-radio-group
          size="small"
          label=${msg('筛选')}
          .value=${this.type || 'all'}
          @sl-change=${(event: Event) => {
            const value = (event.target as HTMLInputElement).value;
            this.type = value === 'notice' || value === 'project' ? value : '';
            this.page = 1;
          }}
        >
          <sl-radio-button value="all">${msg('全部')}</sl-radio-button>
          <sl-radio-button value="notice">${msg('公告')}</sl-radio-button>
          <sl-radio-button value="project">${msg('项目')}</sl-radio-button>
        </sl-radio-group>
      </div>
      ${this.error ? html`<div class="reason" role="alert">${this.error}</div>` : nothing} ${this.renderList()}
    </div>`;
  }
}
