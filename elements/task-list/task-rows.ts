import { msg } from '@lit/localize';
import {
  APPROVAL_STATUS_LABELS,
  APPROVAL_STATUSES,
  type ApprovalStatus,
  CIRCULATE_OPINION_STATUS,
} from '../../api/contract/workflow.js';
import type { TaskListKind } from './task-list-sources.js';

/** One row as the list draws it, whatever list call it came from. */
export interface TaskRow {
  /** Unique in the list: the task's id, else the instance's. */
  key: string;
  taskId?: string;
  instId?: string;
  defId?: string;
  subject: string;
  process: string;
  initiator: string;
  node: string;
  /** When it arrived (a task), was started (a request) or saved (a draft): ISO text. */
  time: string;
  status: string;
  /** A to-do's due time (ISO), or empty. */
  due: string;
  /** A to-do's priority (0 normal, 1 urged, 2 overdue), or -1 where the list has none. */
  priority: number;
  /** The server's row, handed back in events. */
  raw: Record<string, unknown>;
}

/** The columns a list may show, in the order they are drawn. */
export const TASK_LIST_COLUMNS = [
  'subject',
  'process',
  'node',
  'initiator',
  'status',
  'priority',
  'due',
  'time',
] as const;
export type TaskListColumn = (typeof TASK_LIST_COLUMNS)[number];

/** The columns each list shows unless told otherwise. */
export const DEFAULT_COLUMNS: Record<TaskListKind, TaskListColumn[]> = {
  todo: ['subject', 'process', 'node', 'initiator', 'priority', 'due', 'time'],
  leaderTodo: ['subject', 'process', 'node', 'initiator', 'priority', 'due', 'time'],
  noticeTodoRead: ['subject', 'process', 'node', 'initiator', 'time'],
  noticeDoneRead: ['subject', 'process', 'node', 'initiator', 'time'],
  myNotice: ['subject', 'process', 'node', 'time'],
  delegate: ['subject', 'process', 'node', 'initiator', 'priority', 'due', 'time'],
  myRequest: ['subject', 'process', 'node', 'status', 'time'],
  done: ['subject', 'process', 'node', 'initiator', 'status', 'time'],
  doneInst: ['subject', 'process', 'initiator', 'status', 'time'],
  draft: ['subject', 'process', 'time'],
  collect: ['subject', 'process', 'time'],
  newProcess: ['subject', 'process'],
};

/** Each column's grid track. */
export const COLUMN_WIDTHS: Record<TaskListColumn, string> = {
  subject: 'minmax(10rem, 3fr)',
  process: 'minmax(6rem, 1.2fr)',
  node: 'minmax(5rem, 1fr)',
  initiator: 'minmax(4rem, 0.8fr)',
  status: 'minmax(4rem, 0.8fr)',
  priority: '5.5rem',
  due: '8.5rem',
  time: '8.5rem',
};

function pick(row: Record<string, unknown>, ...keys: string[]): string {
  for (const key of keys) {
    const value = row[key];
    if (value !== undefined && value !== null && value !== '') return String(value);
  }
  return '';
}

/** Reads a row of any of the runtime lists (tasks, instances, notices, drafts, collections). */
export function toTaskRow(raw: Record<string, unknown>, index: number): TaskRow {
  const taskId = pick(raw, 'taskId') || undefined;
  const instId = pick(raw, 'instId') || undefined;
  const currentNodes = Array.isArray(raw.currentNodes)
    ? (raw.currentNodes as { name?: string }[])
        .map((node) => node.name)
        .filter(Boolean)
        .join('、')
    : '';
  const isProcess = raw.name !== undefined && raw.subject === undefined;
  return {
    key: taskId ?? (pick(raw, 'id') || instId || pick(raw, 'defKey') || String(index)),
    taskId,
    instId,
    defId: pick(raw, 'defId') || undefined,
    subject: pick(raw, 'subject', 'name'),
    process: isProcess ? pick(raw, 'categoryName') : pick(raw, 'procDefName', 'defName'),
    initiator: pick(raw, 'creatorName', 'senderName'),
    node: pick(raw, 'nodeName') || currentNodes,
    time: pick(raw, 'completeTime', 'collectTime', 'updateTime', 'createTime'),
    status: pick(raw, 'action', 'status'),
    due: pick(raw, 'dueTime'),
    priority: typeof raw.priority === 'number' ? raw.priority : -1,
    raw,
  };
}

/** The state an instance's tag shows: `suspended` while a running instance is suspended, else its status. */
export function instanceState(instance: { status: string; suspended?: boolean }): string {
  return instance.status === 'running' && instance.suspended ? 'suspended' : instance.status;
}

/** A status's text in the user's language: an instance's state or what a handler did. */
export function statusLabel(status: string): string {
  const labels: Record<string, () => string> = {
    draft: () => msg('草稿'),
    running: () => msg('审批中'),
    suspended: () => msg('已挂起'),
    end: () => msg('已结束'),
    manualEnd: () => msg('人工终止'),
    revoke: () => msg('已撤销'),
    awaiting_check: () => msg('待审批'),
    submit: () => msg('提交'),
    resubmit: () => msg('重新提交'),
    agree: () => msg('同意'),
    suspend: () => msg('挂起'),
    oppose: () => msg('反对'),
    reject: () => msg('驳回'),
    backToStart: () => msg('驳回到发起人'),
    revokeToStart: () => msg('撤回到发起人'),
    signPass: () => msg('会签通过'),
    signNotPass: () => msg('会签不通过'),
    [CIRCULATE_OPINION_STATUS]: () => msg('传阅'),
  };
  const known = labels[status];
  if (known) return known();
  return (APPROVAL_STATUSES as readonly string[]).includes(status)
    ? APPROVAL_STATUS_LABELS[status as ApprovalStatus]
    : status;
}

export function columnLabel(column: TaskListColumn, processList = false): string {
  return {
    subject: processList ? msg('流程名称') : msg('标题'),
    process: processList ? msg('分类') : msg('流程'),
    node: msg('当前节点'),
    initiator: msg('发起人'),
    status: msg('状态'),
    priority: msg('优先级'),
    due: msg('到期时间'),
    time: msg('时间'),
  }[column];
}
