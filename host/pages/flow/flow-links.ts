import type { TaskRow } from '../../../elements/task-list/task-rows.js';

/** The start page and the approval form (workflow-portal section 2). */
export const START_PAGE = '/matter/startProcess';
export const APPROVAL_PAGE = '/matter/approvalForm';
export const TODO_PAGE = '/flow/myTask';
/** 领导待办: where a secretary returns after acting for a leader. */
export const LEADER_TODO_PAGE = '/flow/leaderTask';

function withQuery(path: string, query: Record<string, string | undefined>): string {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) if (value) search.set(key, value);
  const text = search.toString();
  return text ? `${path}?${text}` : path;
}

/** The start page of a definition (or of a draft). */
export function startHref(query: { defId?: string; flowKey?: string; draftId?: string }): string {
  return withQuery(START_PAGE, query);
}

/** The approval form of a task the user may handle. */
export function taskHref(taskId: string, leaderId?: string): string {
  return withQuery(APPROVAL_PAGE, { taskId, leaderId });
}

/**
 * An instance shown read-only (`type`: done, request, notice...); `noticeId`, a notice to the user still
 * unread, which opening the form marks read.
 */
export function instanceHref(instId: string, type: string, noticeId?: string): string {
  return withQuery(APPROVAL_PAGE, { instId, isReadonly: 'true', type, noticeId });
}

/** Where the approval form returns once its task is done: 领导待办 when a secretary acted for a leader. */
export function taskListPage(leaderId: string | undefined): string {
  return leaderId ? LEADER_TODO_PAGE : TODO_PAGE;
}

/** Where a row of a list opens. */
export function rowHref(kind: string, row: TaskRow): string | undefined {
  const raw = row.raw;
  switch (kind) {
    case 'todo':
      return row.taskId ? taskHref(row.taskId) : undefined;
    case 'leaderTodo':
      return row.taskId
        ? taskHref(row.taskId, typeof raw.leaderId === 'string' ? raw.leaderId : undefined)
        : undefined;
    case 'draft':
      return startHref({ defId: row.defId, draftId: String(raw.id ?? '') || undefined });
    case 'collect':
    case 'newProcess':
      return startHref({ defId: row.defId });
    case 'myRequest':
      return row.instId ? instanceHref(row.instId, 'request') : undefined;
    case 'delegate':
      return row.instId ? instanceHref(row.instId, 'delegate') : undefined;
    case 'noticeTodoRead':
      return row.instId ? instanceHref(row.instId, 'notice', String(raw.id ?? '') || undefined) : undefined;
    case 'noticeDoneRead':
    case 'myNotice':
      return row.instId ? instanceHref(row.instId, 'notice') : undefined;
    default:
      return row.instId ? instanceHref(row.instId, 'done') : undefined;
  }
}
