/**
 * The lists of the workflow area (runtime service, workflow-portal sections 2 and 7): to-do and leader
 * to-do lists and cards, notices, delegated tasks, new process, my requests, done, collections and the
 * to-do filters each user saves on the server.
 *
 * Every list call takes the common query body (QueryBody of envelope.ts) and answers a PageList; the
 * properties each list may be filtered and sorted by are listed below (`*_LIST_PROPERTIES`): any other
 * property answers 400. Date properties take ISO texts, ranges with BETWEEN (two values) or
 * GREAT_EQUAL / LESS_EQUAL. `keyword` searches the subject and the process name at once.
 */
import type { QueryFilter, QuerySorter } from './envelope.js';
import type { InstanceStatus, TaskLockCode } from './workflow.js';

export type {
  CardQuery,
  CollectBody,
  CollectParams,
  DoneListQuery,
  SavedFilterListQuery,
  SaveFilterBody,
} from './schemas/workflow-lists.js';

/** The largest `?size=` a card call accepts. */
export const CARD_MAX_SIZE = 100;

export const COLLECT_ACTIONS = ['collect', 'uncollect'] as const;
export type CollectAction = (typeof COLLECT_ACTIONS)[number];

/** The lists a saved filter belongs to. */
export const SAVED_FILTER_LISTS = [
  'todo',
  'leaderTodo',
  'delegate',
  'myRequest',
  'doneInst',
  'done',
] as const;
export type SavedFilterList = (typeof SAVED_FILTER_LISTS)[number];
export const SAVED_FILTER_MAX_NAME = 40;
/** How many filters one user may keep per list. */
export const SAVED_FILTER_MAX_PER_LIST = 30;

/** Filter and sort properties of getTodoList (and the base of the other to-do lists). */
export const TODO_LIST_PROPERTIES = [
  'keyword',
  'subject',
  'procDefName',
  'defKey',
  'defId',
  'nodeName',
  'creatorId',
  'creatorName',
  'createTime',
  'instCreateTime',
  'dueTime',
  'priority',
] as const;

/**
 * Why a to-do waits for the user: `task` to handle, or a question asked of them on someone else's task
 * (an inquiry, a communication, a vote as an added signer), which leaves their list once they answer.
 */
export const TODO_KINDS = ['task', 'inquiry', 'communicate', 'sign'] as const;
export type TodoKind = (typeof TODO_KINDS)[number];

/** A to-do's priority (TodoRow.priority): raised by the timers and by urging, lowered by a delay. */
export const TASK_PRIORITIES = [
  { code: 0, name: 'normal' },
  { code: 1, name: 'urged' },
  { code: 2, name: 'overdue' },
] as const;
export type TaskPriority = (typeof TASK_PRIORITIES)[number]['code'];

/** getLeaderTodoList: leaderId narrows it to leaders the secretary serves (another leader's id answers 403). */
export const LEADER_TODO_LIST_PROPERTIES = [...TODO_LIST_PROPERTIES, 'leaderId'] as const;

/** getDelegate: who holds the delegated task now. */
export const DELEGATE_LIST_PROPERTIES = [...TODO_LIST_PROPERTIES, 'assigneeId', 'assigneeName'] as const;

/** Filter and sort properties of the instance lists (myRequest, getDoneInstList). */
export const INSTANCE_LIST_PROPERTIES = [
  'keyword',
  'subject',
  'procDefName',
  'defKey',
  'defId',
  'status',
  'creatorId',
  'creatorName',
  'createTime',
  'endTime',
] as const;

/** Filter and sort properties of getDoneList (the tasks the user handled). */
export const DONE_LIST_PROPERTIES = [
  'keyword',
  'subject',
  'procDefName',
  'defKey',
  'nodeName',
  'action',
  'creatorId',
  'creatorName',
  'createTime',
  'completeTime',
] as const;

/** Filter and sort properties of the notice lists. */
export const NOTICE_LIST_PROPERTIES = [
  'keyword',
  'subject',
  'procDefName',
  'nodeName',
  'senderName',
  'receiverName',
  'isRead',
  'createTime',
  'readTime',
] as const;

/** Filter and sort properties of newProcess (`collected`: true or false). */
export const PROCESS_LIST_PROPERTIES = ['keyword', 'name', 'defKey', 'categoryId', 'collected'] as const;

/** Filter and sort properties of myCollect. */
export const COLLECT_LIST_PROPERTIES = [...PROCESS_LIST_PROPERTIES, 'collectTime'] as const;

/** What a to-do and a done task have alike: the task, its node and its instance. */
export interface TaskRowBase {
  taskId: string;
  instId: string;
  defId: string;
  /** The definition's key (flowKey). */
  defKey: string;
  nodeId: string;
  /** The instance's subject. */
  subject: string;
  /** The process (definition) name. */
  procDefName: string;
  /** The node (task) name. */
  nodeName: string;
  /** The initiator. */
  creatorId: string;
  creatorName: string;
  /** When the task arrived (ISO). */
  createTime: string;
}

/** A task waiting for the signed-in user (getTodoList, getTodoCard), or for a leader they serve. */
export interface TodoRow extends TaskRowBase {
  /** USERTASK, or SIGNTASK for one signer's part of a countersign. */
  nodeType: string;
  /** When the instance was started (ISO). */
  instCreateTime: string;
  dueTime: string | null;
  /** 0 normal, 1 urged, 2 overdue (TASK_PRIORITIES). */
  priority: TaskPriority;
  /** What it asks of the user (the user's own list; `task` in the leader and delegated lists). */
  todoKind: TodoKind;
  /** The lock status as the viewer sees it (0-5, TASK_LOCK_STATUSES). */
  lockStatus: TaskLockCode;
  lockUserId: string | null;
  /** Who holds the lock, by name. */
  lockUserName: string | null;
  /** Who the task was delegated from, when it was. */
  ownerId: string | null;
  ownerName: string | null;
  /** Leader to-dos: the leader whose task this is (the secretary acts for them). */
  leaderId?: string;
  leaderName?: string;
}

/** A task the signed-in user delegated (getDelegate): who holds it now. */
export interface DelegateRow extends TodoRow {
  assigneeId: string;
  assigneeName: string;
}

/** A card call's answer: the first `size` rows in the list's order and how many there are in all. */
export interface CardList<T> {
  rows: T[];
  total: number;
  size: number;
}

/** A process instance (myRequest, getDoneInstList). */
export interface InstanceRow {
  instId: string;
  defId: string;
  defKey: string;
  subject: string;
  procDefName: string;
  status: InstanceStatus;
  creatorId: string;
  creatorName: string;
  createTime: string;
  endTime: string | null;
  /** Nodes waiting now, with who they wait for (empty once ended). */
  currentNodes: { nodeId: string; name: string; assigneeNames: string[] }[];
}

/** A task the signed-in user handled (getDoneList). */
export interface DoneTaskRow extends TaskRowBase {
  /** What the user did (an ApprovalStatus such as agree or oppose). */
  action: string;
  opinion: string | null;
  /** When the user completed it (ISO). */
  completeTime: string;
  instStatus: InstanceStatus;
  /** With `?isCheckRevoke=true`: the instance runs and nobody has acted after this step. */
  revokable?: boolean;
}

/** A copy-to notice (知会/传阅): to the user (read or unread lists) or sent by them. */
export interface NoticeReadRow {
  id: string;
  /** copyto (知会) or circulate (传阅). */
  kind: string;
  instId: string;
  taskId: string | null;
  nodeId: string;
  nodeName: string;
  subject: string;
  procDefName: string;
  senderId: string | null;
  senderName: string | null;
  receiverId: string;
  receiverName: string;
  isRead: boolean;
  readTime: string | null;
  createTime: string;
}

/** A definition the signed-in user may start (newProcess, newProcessCard) or collected (myCollect). */
export interface ProcessRow {
  defId: string;
  defKey: string;
  name: string;
  categoryId: string | null;
  categoryName: string | null;
  version: number;
  description: string | null;
  icon: string | null;
  /** In the user's collection. */
  collected: boolean;
}

/** A collected definition (myCollect); `canStart` false when the user lost the right to start it. */
export interface CollectRow extends ProcessRow {
  collectTime: string;
  canStart: boolean;
}

/** newProcessCard: the first `size` startable definitions, grouped by category in category order. */
export interface ProcessCardList {
  groups: { categoryId: string | null; categoryName: string | null; rows: ProcessRow[] }[];
  /** All startable definitions. */
  total: number;
  size: number;
}

/** collect / uncollect: whether the definition is collected now (both are idempotent). */
export interface CollectResult {
  defKey: string;
  collected: boolean;
}

/** A named filter of one list, saved on the server for the signed-in user. */
export interface SavedFilter {
  id: string;
  name: string;
  list: SavedFilterList;
  querys: QueryFilter[];
  sorter: QuerySorter[];
  isDefault: boolean;
  createTime: string;
  updateTime: string;
}
