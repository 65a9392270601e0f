import { msg } from '@lit/localize';
import { html, nothing, type TemplateResult } from 'lit';
import { TODO_KINDS, type TodoKind } from '../../api/contract/workflow-lists.js';
import { formatDateTime } from '../core/format.js';
import { lockedByText } from '../core/task-lock.js';
import { isPastDue, todoUrgency, urgencyLabel } from '../core/todo-urgency.js';
import { statusLabel, type TaskListColumn, type TaskRow } from './task-rows.js';

/**
 * A row's cells: the subject with what the to-do asks (问询, 沟通, 加签, as Hotent tags them) and who
 * holds its lock, the priority, the due time marked once it has passed, and the plain columns.
 */

/** What a to-do asks of the user, where it is not a task of theirs to handle. */
export function todoKindLabel(kind: Exclude<TodoKind, 'task'>): string {
  // Own ids: the action buttons' words are verbs in English, a kind is a noun.
  return {
    inquiry: () => msg('问询', { id: 'todo-kind-inquiry' }),
    communicate: () => msg('沟通', { id: 'todo-kind-communicate' }),
    sign: () => msg('加签', { id: 'todo-kind-sign' }),
  }[kind]();
}

/** Who holds a to-do's lock, for the viewer (3 the viewer, 4 someone else); empty when nobody does. */
export function lockHolderText(raw: Record<string, unknown>): string {
  if (raw.lockStatus === 3) return msg('已由您锁定');
  if (raw.lockStatus !== 4) return '';
  return lockedByText(typeof raw.lockUserName === 'string' ? raw.lockUserName : '');
}

function renderSubject(row: TaskRow): TemplateResult {
  const kind = row.raw.todoKind as TodoKind | undefined;
  const asked =
    kind && kind !== 'task' && (TODO_KINDS as readonly string[]).includes(kind) ? kind : undefined;
  // A question asked of the user is theirs to answer whoever holds the task's lock.
  const lock = asked ? '' : lockHolderText(row.raw);
  return html`<span class="cell cell--subject" title=${row.subject}
    >${asked ? html`<span class="tag tag--kind">${todoKindLabel(asked)}</span>` : nothing}${
      lock ? html`<span class="tag tag--lock">${lock}</span>` : nothing
    }${
      row.raw.collected === true
        ? html`<sl-icon class="star" name="star-fill" label=${msg('已收藏')}></sl-icon>`
        : nothing
    }${row.subject || '—'}</span
  >`;
}

function renderDue(row: TaskRow): TemplateResult {
  if (!row.due) return html`<span class="cell cell--time">—</span>`;
  const overdue = isPastDue(row.due);
  return html`<span class=${overdue ? 'cell cell--time cell--overdue' : 'cell cell--time'}
    >${overdue ? html`<sl-icon name="exclamation-triangle" aria-hidden="true"></sl-icon>` : nothing}<time datetime=${row.due}
      >${formatDateTime(row.due, 'YYYY-MM-DD HH:mm')}</time
    >${overdue ? html`<span class="visually-hidden">${msg('已超期')}</span>` : nothing}</span
  >`;
}

function renderPriority(row: TaskRow): TemplateResult {
  if (row.priority < 0) return html`<span class="cell">—</span>`;
  const urgency = todoUrgency({ dueTime: row.due || null, priority: row.priority });
  return html`<span class="cell"><span class=${`tag urgency--${urgency}`}>${urgencyLabel(urgency)}</span></span>`;
}

/** One cell of a row. */
export function renderTaskCell(row: TaskRow, column: TaskListColumn): TemplateResult {
  switch (column) {
    case 'subject':
      return renderSubject(row);
    case 'time':
      return html`<span class="cell cell--time">${row.time ? formatDateTime(row.time, 'YYYY-MM-DD HH:mm') : '—'}</span>`;
    case 'due':
      return renderDue(row);
    case 'priority':
      return renderPriority(row);
    case 'status':
      return html`<span class="cell">${row.status ? statusLabel(row.status) : '—'}</span>`;
    default:
      return html`<span class="cell" title=${row[column]}>${row[column] || '—'}</span>`;
  }
}
