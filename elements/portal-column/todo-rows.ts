import { msg, str } from '@lit/localize';
import { css, html, nothing, type TemplateResult } from 'lit';
import * as RUNTIME from '../../api/contract/calls/runtime.js';
import type { IndexColumn } from '../../api/contract/portal.js';
import type { CardList, TodoRow } from '../../api/contract/workflow-lists.js';
import { formatDateTime } from '../core/format.js';
import { renderEmpty } from '../core/load-states.js';
import { todoUrgency, urgencyLabel, urgencyStyles } from '../core/todo-urgency.js';

/**
 * The 我的待办 column of the staff home: the first to-dos (title, process, arrival, urgency), each
 * opening its approval form, and a link to the whole list, as Hotent's home shows them, instead of a
 * bare count. Portal paths of workflow-portal section 2; the element puts them under the link base.
 */

/** How many to-dos the column lists. */
export const TODO_COLUMN_ROWS = 5;
const TODO_LIST_PATH = '/flow/myTask';
const taskPath = (taskId: string) => `/matter/approvalForm?taskId=${encodeURIComponent(taskId)}`;

/** A column of the user's to-dos: kind `todo`, or a count whose data is the to-do count (getTodoCount). */
export function isTodoColumn(column: IndexColumn | undefined): boolean {
  if (!column) return false;
  if (column.colType === 'todo') return true;
  return column.colType === 'count' && Boolean(column.dataUrl?.endsWith(RUNTIME.task_getTodoCount.path));
}

export interface TodoColumnView {
  heading: string;
  card: CardList<TodoRow>;
  href: (path: string) => string;
  onLink: (event: MouseEvent, href: string) => void;
}

export function renderTodoColumn({ heading, card, href, onLink }: TodoColumnView): TemplateResult {
  const link = (path: string, content: unknown, className = '') => {
    const target = href(path);
    return html`<a class=${className} href=${target} @click=${(event: MouseEvent) => onLink(event, target)}
      >${content}</a
    >`;
  };
  const all = link(
    TODO_LIST_PATH,
    html`${msg('查看全部')}<span class="visually-hidden">${msg(str`${heading}（共 ${card.total} 条）`)}</span>`,
    'todo-all',
  );
  if (!card.rows.length) return html`${renderEmpty(msg('暂无待办'))}`;
  return html`<p class="todo-total">
      <span>${msg(html`共 <strong>${card.total}</strong> 条待办`)}</span> ${all}
    </p>
    <ul class="todo-rows" aria-label=${heading}>
      ${card.rows.map((row) => {
        const urgency = todoUrgency(row);
        return html`<li class="todo-row">
          ${link(taskPath(row.taskId), row.subject || msg('（无主题）'), 'todo-row__title')}
          <span class="todo-row__meta">
            <span>${row.procDefName}</span>
            ${row.createTime ? html`<time datetime=${row.createTime}>${formatDateTime(row.createTime, 'MM-DD HH:mm')}</time>` : nothing}
          </span>
          <span class="todo-row__urgency urgency--${urgency}"
            ><span class="visually-hidden">${msg('紧急程度')}：</span>${urgencyLabel(urgency)}</span
          >
        </li>`;
      })}
    </ul>`;
}

export const todoColumnStyles = [
  css`
  .todo-total {
    display: flex;
    align-items: baseline;
    justify-content: space-between;
    gap: 12px;
    margin: 0 0 8px;
    color: var(--eip-color-text-secondary);
  }
  .todo-total strong {
    font-size: var(--sl-font-size-large);
    color: var(--eip-color-primary-text);
  }
  .todo-all {
    color: var(--eip-color-primary-text);
    white-space: nowrap;
  }
  .todo-rows {
    gap: 0;
  }
  .todo-row {
    display: grid;
    grid-template-columns: minmax(0, 1fr) auto;
    column-gap: 12px;
    padding: 6px 0;
    border-bottom: 1px solid var(--eip-color-border);
  }
  .todo-row:last-child {
    border-bottom: none;
  }
  .todo-row .todo-row__title {
    display: block;
    padding: 0;
    overflow: hidden;
    text-overflow: ellipsis;
    white-space: nowrap;
    color: var(--eip-color-text);
    text-decoration: none;
  }
  .todo-row__title:hover {
    color: var(--eip-color-primary-text);
    text-decoration: underline;
  }
  .todo-row__meta {
    grid-column: 1;
    display: flex;
    gap: 12px;
    min-width: 0;
    color: var(--eip-color-text-secondary);
    font-size: var(--sl-font-size-small);
  }
  .todo-row__meta span {
    overflow: hidden;
    text-overflow: ellipsis;
    white-space: nowrap;
  }
  .todo-row__urgency {
    grid-column: 2;
    grid-row: 1 / span 2;
    align-self: center;
    padding: 0 8px;
    border-radius: 999px;
    font-size: var(--sl-font-size-x-small);
    line-height: 1.6;
    white-space: nowrap;
    color: var(--sl-color-neutral-700);
    background: var(--sl-color-neutral-100);
  }
`,
  // After the tag's own colours, which the urgency classes override.
  urgencyStyles,
];
