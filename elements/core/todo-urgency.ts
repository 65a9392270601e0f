import { msg } from '@lit/localize';
import { css } from 'lit';
import type { TodoRow } from '../../api/contract/workflow-lists.js';

/**
 * How urgent a to-do is, as every view of to-dos shows it (the staff home's 我的待办 column, the task
 * lists' priority column and overdue mark): one rule, so the home and the list never disagree.
 */

export const TODO_URGENCIES = ['overdue', 'urged', 'dueSoon', 'normal'] as const;
export type TodoUrgency = (typeof TODO_URGENCIES)[number];

const DAY_MS = 24 * 3600 * 1000;

/** Whether a due time (ISO) has passed. */
export function isPastDue(dueTime: string | null | undefined, now = Date.now()): boolean {
  return Boolean(dueTime) && Date.parse(dueTime as string) < now;
}

/**
 * The server's priority once a timer fired (2 overdue, 1 urged), else from its due time (past: overdue;
 * within a day: due soon).
 */
export function todoUrgency(
  row: Pick<TodoRow, 'dueTime'> & { priority?: number | null },
  now = Date.now(),
): TodoUrgency {
  const due = row.dueTime ? Date.parse(row.dueTime) : Number.NaN;
  if ((row.priority ?? 0) >= 2 || due < now) return 'overdue';
  if (row.priority === 1) return 'urged';
  if (due - now < DAY_MS) return 'dueSoon';
  return 'normal';
}

export function urgencyLabel(urgency: TodoUrgency): string {
  return {
    overdue: msg('已超期'),
    urged: msg('已催办'),
    dueSoon: msg('即将到期'),
    normal: msg('普通'),
  }[urgency];
}

/** The urgency tags' colours (`urgency--<urgency>` classes), alike wherever to-dos are listed. */
export const urgencyStyles = css`
  .urgency--overdue {
    color: var(--sl-color-danger-700);
    background: var(--sl-color-danger-50);
  }
  .urgency--urged,
  .urgency--dueSoon {
    color: var(--sl-color-warning-800);
    background: var(--sl-color-warning-50);
  }
`;
