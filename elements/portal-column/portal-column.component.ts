import { localized, msg } from '@lit/localize';
import { Task } from '@lit/task';
import { html, nothing } from 'lit';
import { property } from 'lit/decorators.js';
import type { IndexColumn } from '../../api/contract/portal.js';
import type { CardList, TodoRow } from '../../api/contract/workflow-lists.js';
import { EipElement } from '../core/eip-element.js';
import { HostInfoController } from '../core/host-context.js';
import '../core/navigation.js';
import { formatDateTime } from '../core/format.js';
import { answerValue, renderEmpty, renderLoadError, renderLoading } from '../core/load-states.js';
import { portalColumnStyles } from './portal-column.styles.js';
import { isTodoColumn, renderTodoColumn, TODO_COLUMN_ROWS } from './todo-rows.js';

interface Entry {
  title: string;
  href?: string;
  time?: string;
  icon?: string;
}

/**
 * Turns a column's data (a page, a list, a count) into entries to list. Links are portal paths
 * (`/flow/myTask`); `toHref` puts them under the page's link base.
 */
function entriesOf(data: unknown, colType: string | undefined, toHref: (path: string) => string): Entry[] {
  const rows = Array.isArray(data)
    ? data
    : data && typeof data === 'object' && Array.isArray((data as { rows?: unknown }).rows)
      ? (data as { rows: unknown[] }).rows
      : [];
  return rows
    .filter((row): row is Record<string, unknown> => Boolean(row) && typeof row === 'object')
    .map((row) => {
      const title = String(row.title ?? row.name ?? row.subject ?? '');
      const id = row.id === undefined ? undefined : String(row.id);
      const path =
        typeof row.url === 'string'
          ? row.url
          : colType === 'news' && id
            ? `/newsInformation?id=${encodeURIComponent(id)}`
            : undefined;
      const time = row.publishTime ?? row.createTime ?? row.updateTime;
      return {
        title,
        href: path === undefined ? undefined : toHref(path),
        time: time ? formatDateTime(String(time), 'YYYY-MM-DD') : undefined,
        icon: row.icon as string | undefined,
      };
    })
    .filter((entry) => entry.title);
}

/**
 * A column of the staff portal home: its definition and data load by alias through the api client
 * (the data of all columns on a page in one batched call). Shown by kind: a count, news, a list or
 * shortcuts; the user's to-dos (kind `todo`, or a count of getTodoCount) as their first rows with a
 * link to the whole list.
 *
 * @tag portal-column
 * @summary One column of the portal home (count, news, list or shortcuts), loaded by alias.
 *
 * @event eip-navigate - A link inside was clicked; call preventDefault() to route it yourself. `detail: { href }`.
 *
 * @csspart base - The column's frame.
 * @csspart header - The title bar.
 * @csspart body - The content.
 * @csspart status - The loading, empty or error line.
 */
@localized()
export class PortalColumn extends EipElement {
  static override styles = portalColumnStyles;

  private readonly hostInfo = new HostInfoController(this);

  private readonly loader = new Task(this, {
    task: async ([alias], { signal }) => {
      if (!alias) return undefined;
      const [column, data] = await Promise.all([
        this.api.portalShell.getColumnByAlias(alias, signal).then(answerValue),
        this.api.portalShell.getColumnDataByAlias(alias),
      ]);
      // The to-do column lists the first to-dos (the to-do list's card call), not only their count.
      const todos = isTodoColumn(column)
        ? answerValue(await this.api.workflowLists.getTodoCard(TODO_COLUMN_ROWS, signal))
        : undefined;
      return { column, data, todos };
    },
    args: () => [this.alias] as const,
  });

  /** The column's alias (sysIndexColumn). */
  @property() alias = '';

  /** A title to show instead of the column's own name. */
  @property() heading = '';

  /** Loads the column again (the home reloads its to-dos after the user handled one). */
  reload(): void {
    void this.loader.run();
  }

  private renderEntries(entries: Entry[], column: IndexColumn | undefined) {
    if (!entries.length) return renderEmpty(msg('暂无数据'));
    const shortcuts = column?.colType === 'shortcut';
    return html`<ul class=${shortcuts ? 'shortcuts' : ''}>
      ${entries.map((entry) => {
        const content = html`${shortcuts ? html`<sl-icon name=${entry.icon ?? 'window'}></sl-icon>` : nothing}<span
            class="title"
            title=${entry.title}
            >${entry.title}</span
          >${entry.time ? html`<time>${entry.time}</time>` : nothing}`;
        return html`<li>
          ${
            entry.href
              ? html`<a href=${entry.href} @click=${(e: MouseEvent) => this.handleLink(e, entry.href!)}>${content}</a>`
              : html`<span class="item">${content}</span>`
          }
        </li>`;
      })}
    </ul>`;
  }

  private renderBody(column: IndexColumn | undefined, data: unknown, todos?: CardList<TodoRow>) {
    if (todos) {
      return renderTodoColumn({
        heading: this.heading || column?.name || msg('我的待办'),
        card: todos,
        href: (path) => this.hostInfo.portalHref(path),
        onLink: (event, href) => this.handleLink(event, href),
      });
    }
    if (column?.colType === 'count') {
      const count =
        typeof data === 'number' ? data : Number((data as { count?: unknown } | null)?.count ?? Number.NaN);
      return Number.isFinite(count)
        ? html`<div class="count" aria-label=${`${column.name}: ${count}`}>${count}</div>`
        : renderEmpty(msg('暂无数据'));
    }
    return this.renderEntries(
      entriesOf(data, column?.colType, (path) => this.hostInfo.portalHref(path)),
      column,
    );
  }

  override render() {
    const heading = this.heading || this.loader.value?.column?.name || this.alias || msg('栏目');
    return html`<section part="base" aria-labelledby="heading">
      <header part="header"><h2 id="heading">${heading}</h2></header>
      <div part="body" aria-busy=${this.loader.status === 1 ? 'true' : 'false'}>
        ${this.loader.render({
          pending: () => renderLoading(),
          complete: (result) =>
            result ? this.renderBody(result.column, result.data, result.todos) : nothing,
          error: (error) => renderLoadError(error, () => void this.loader.run()),
        })}
      </div>
    </section>`;
  }
}
