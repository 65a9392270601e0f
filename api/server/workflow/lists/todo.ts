import { type Expression, type SelectQueryBuilder, type SqlBool, sql } from 'kysely';
import type { PageList } from '../../../contract/envelope.js';
import type { ListBody } from '../../../contract/schemas/query-body.js';
import type { TaskLockCode } from '../../../contract/workflow.js';
import type {
  CardList,
  DelegateRow,
  TaskPriority,
  TaskRowBase,
  TodoKind,
  TodoRow,
} from '../../../contract/workflow-lists.js';
import type { Db } from '../../db/database.js';
import { forbidden } from '../../http/envelope.js';
import { filterExpression, type ListSpec, runPagedQuery, sortColumns } from '../../http/query-body.js';
import {
  COUNT_ALL,
  counted,
  DEFAULT_PAGE_SIZE,
  equalityFilter,
  firstPage,
  INSTANCE_TEXT_COLUMNS,
  iso,
  isoOrNull,
  newestFirst,
} from './paging.js';

/** To-do lists: the user's (getTodoList, getTodoCard), a secretary's leaders' (getLeaderTodo*), delegated. */

const NOT_YOUR_LEADER = '您不是该领导的秘书';

// ---------------------------------------------------------------------------------------------------
// Who holds a task

/**
 * Pending tasks waiting for any of `userIds`: assigned to one of them, or open to candidates among whom
 * one of them is (a locked task stays in every candidate's list, shown as locked by someone).
 */
function pendingFor(userIds: readonly string[]): Expression<SqlBool> {
  const ids = sql.join(userIds);
  return sql<SqlBool>`(bpm_tasks.status = 'pending' and (bpm_tasks.assignee_id in (${ids})
    or (bpm_tasks.assignee_id is null and bpm_tasks.id in (
      select c.task_id from bpm_task_candidates c where c.user_id in (${ids})))))`;
}

/**
 * Pending tasks that ask something of `userId` without being theirs to handle: an inquiry or a
 * communication not answered yet, or a vote as an added signer not given yet (a round that decided closes
 * the votes left, task-actions/add-sign.ts). Answering takes the task out of the user's list.
 */
function askedOf(userId: string): Expression<SqlBool> {
  return sql<SqlBool>`(bpm_tasks.status = 'pending' and (bpm_tasks.id in (
      select m.task_id from bpm_task_comms m where m.receiver_id = ${userId} and m.status = 'pending'
        and m.kind in ('inquiry', 'communicate'))
    or bpm_tasks.id in (
      select g.task_id from bpm_task_signs g where g.user_id = ${userId} and g.status = 'pending')))`;
}

/** The user's own to-dos: the tasks they handle, and the tasks that ask them something. */
function waitingFor(userId: string): Expression<SqlBool> {
  return sql<SqlBool>`(${pendingFor([userId])} or ${askedOf(userId)})`;
}

/** Why a task of waitingFor waits for the user (TodoKind): to handle it first, else the question asked. */
function todoKindFor(userId: string) {
  return sql<TodoKind>`case
    when ${pendingFor([userId])} then 'task'
    when exists (select 1 from bpm_task_signs g where g.task_id = bpm_tasks.id and g.user_id = ${userId}
      and g.status = 'pending') then 'sign'
    when exists (select 1 from bpm_task_comms m where m.task_id = bpm_tasks.id and m.receiver_id = ${userId}
      and m.status = 'pending' and m.kind = 'inquiry') then 'inquiry'
    else 'communicate' end`.as('todo_kind');
}

/**
 * The lock status of a task for the one it waits for (`actor`: the user, or the leader a secretary acts
 * for), as workflow/access.ts lockStatus decides it for one task, here for a page of rows at once: 0
 * handled, 1 several candidates and nobody locked it, 2 the actor's alone, 3 locked by the actor, 4 locked
 * by someone else.
 */
function lockStatusFor(
  task: { status: string; lock_user_id: string | null; candidate_count: number | string },
  actor: string,
): TaskLockCode {
  if (task.status !== 'pending') return 0;
  if (task.lock_user_id) return task.lock_user_id === actor ? 3 : 4;
  return Number(task.candidate_count) > 1 ? 1 : 2;
}

/**
 * The leader to-dos a secretary may act on: the leaders' pending tasks, except those of the secretary's own
 * requests, which a secretary never approves for a leader (workflow/access.ts actingAs).
 */
function actsForLeaders(leaderIds: readonly string[], secretaryId: string): Expression<SqlBool> {
  return sql<SqlBool>`(${pendingFor(leaderIds)} and not exists (select 1 from bpm_instances own
    where own.id = bpm_tasks.inst_id and own.creator_id = ${secretaryId}))`;
}

/** The leaders a secretary serves. */
export async function leadersServedBy(db: Db, secretaryId: string): Promise<{ id: string; name: string }[]> {
  return db
    .selectFrom('bpm_secretaries')
    .innerJoin('users', 'users.id', 'bpm_secretaries.leader_id')
    .select(['users.id', 'users.fullname as name'])
    .where('bpm_secretaries.secretary_id', '=', secretaryId)
    .where('users.status', '=', 1)
    .orderBy('users.id')
    .execute();
}

// ---------------------------------------------------------------------------------------------------
// The lists' whitelists and their query

/** The columns of every task list, to-do and done alike: the task, its node and its instance. */
export const TASK_COLUMNS = {
  ...INSTANCE_TEXT_COLUMNS,
  defKey: { column: 'bpm_instances.def_key' },
  nodeName: { column: 'bpm_tasks.name' },
  creatorId: { column: 'bpm_instances.creator_id' },
  creatorName: { column: 'bpm_instances.creator_name' },
  createTime: { column: 'bpm_tasks.created_at', kind: 'date' },
} satisfies ListSpec['columns'];

const TODO_COLUMNS = {
  ...TASK_COLUMNS,
  defId: { column: 'bpm_tasks.def_id' },
  instCreateTime: { column: 'bpm_instances.created_at', kind: 'date' },
  dueTime: { column: 'bpm_tasks.due_at', kind: 'date' },
  priority: { column: 'bpm_tasks.priority', kind: 'number' },
} satisfies ListSpec['columns'];

export const TODO_LIST: ListSpec = {
  columns: TODO_COLUMNS,
  defaultSort: newestFirst('bpm_tasks.created_at', 'bpm_tasks'),
  defaultPageSize: DEFAULT_PAGE_SIZE,
  pageKey: 'bpm_tasks.id',
  mainTable: 'bpm_tasks',
};

/** leaderId narrows the leader to-dos to some of the leaders served (checked before the query runs). */
export const LEADER_TODO_LIST: ListSpec = {
  ...TODO_LIST,
  columns: {
    ...TODO_COLUMNS,
    leaderId: {
      mainOnly: true,
      filter: equalityFilter('leaderId', (values) => pendingFor(values.map(String))),
    },
  },
};

export const DELEGATE_LIST: ListSpec = {
  ...TODO_LIST,
  columns: {
    ...TODO_COLUMNS,
    assigneeId: { column: 'bpm_tasks.assignee_id' },
    assigneeName: { column: 'bpm_tasks.assignee_name' },
  },
};

function todoQuery(db: Db) {
  return db
    .selectFrom('bpm_tasks')
    .innerJoin('bpm_instances', 'bpm_instances.id', 'bpm_tasks.inst_id')
    .leftJoin('users as owner', 'owner.id', 'bpm_tasks.owner_id')
    .leftJoin('users as locker', 'locker.id', 'bpm_tasks.lock_user_id')
    .select([
      'bpm_tasks.id as task_id',
      'bpm_tasks.inst_id',
      'bpm_tasks.def_id',
      'bpm_tasks.node_id',
      'bpm_tasks.name as node_name',
      'bpm_tasks.node_type',
      'bpm_tasks.status',
      'bpm_tasks.assignee_id',
      'bpm_tasks.assignee_name',
      'bpm_tasks.owner_id',
      'bpm_tasks.lock_user_id',
      'bpm_tasks.due_at',
      'bpm_tasks.priority',
      'bpm_tasks.created_at',
      'bpm_instances.def_key',
      'bpm_instances.def_name',
      'bpm_instances.subject',
      'bpm_instances.creator_id',
      'bpm_instances.creator_name',
      'bpm_instances.created_at as inst_created_at',
      'owner.fullname as owner_name',
      'locker.fullname as lock_user_name',
      sql<string>`(select count(*) from bpm_task_candidates c where c.task_id = bpm_tasks.id)`.as(
        'candidate_count',
      ),
    ]);
}

/**
 * A page of a task list under its own condition `where`. runPagedQuery is also given the tasks table alone
 * under that condition: it finds a page's keys and counts the total on it when no filter or order of the
 * request reads a joined table, so 10,000 to-dos are ordered by their index and only the page's rows are
 * joined.
 */
export function tasksPage<DB, TB extends keyof DB, O>(
  db: Db,
  query: SelectQueryBuilder<DB, TB, O>,
  where: Expression<SqlBool>,
  body: ListBody,
  spec: ListSpec,
): Promise<PageList<O>> {
  const alone = db.selectFrom('bpm_tasks').where(where) as unknown as SelectQueryBuilder<DB, TB, unknown>;
  return runPagedQuery(query.where(where), body, spec, alone);
}

interface TodoDbRow {
  task_id: string;
  inst_id: string;
  def_id: string;
  node_id: string;
  node_name: string;
  node_type: string;
  status: string;
  assignee_id: string | null;
  assignee_name: string | null;
  owner_id: string | null;
  lock_user_id: string | null;
  due_at: Date | null;
  priority: number;
  created_at: Date;
  def_key: string;
  def_name: string;
  subject: string;
  creator_id: string;
  creator_name: string;
  inst_created_at: Date;
  owner_name: string | null;
  lock_user_name: string | null;
  candidate_count: string;
  /** The user's own list only (todoKindFor). */
  todo_kind?: TodoKind;
}

type TaskDbFields = Pick<
  TodoDbRow,
  | 'task_id'
  | 'inst_id'
  | 'def_id'
  | 'def_key'
  | 'node_id'
  | 'subject'
  | 'def_name'
  | 'node_name'
  | 'creator_id'
  | 'creator_name'
  | 'created_at'
>;

/** What a to-do and a done task show alike: the task, its node and its instance. */
export function taskFields(row: TaskDbFields): TaskRowBase {
  return {
    taskId: row.task_id,
    instId: row.inst_id,
    defId: row.def_id,
    defKey: row.def_key,
    nodeId: row.node_id,
    subject: row.subject,
    procDefName: row.def_name,
    nodeName: row.node_name,
    creatorId: row.creator_id,
    creatorName: row.creator_name,
    createTime: iso(row.created_at),
  };
}

function toTodo(row: TodoDbRow, actor: string): TodoRow {
  return {
    ...taskFields(row),
    nodeType: row.node_type,
    instCreateTime: iso(row.inst_created_at),
    dueTime: isoOrNull(row.due_at),
    priority: Number(row.priority) as TaskPriority,
    todoKind: row.todo_kind ?? 'task',
    lockStatus: lockStatusFor(row, actor),
    lockUserId: row.lock_user_id,
    lockUserName: row.lock_user_name,
    ownerId: row.owner_id,
    ownerName: row.owner_name,
  };
}

// ---------------------------------------------------------------------------------------------------
// The user's to-dos

/** The signed-in user's to-dos (tasks to handle and questions to answer): a page. */
export async function todoPage(db: Db, userId: string, body: ListBody): Promise<PageList<TodoRow>> {
  const query = todoQuery(db).select(todoKindFor(userId));
  const page = await tasksPage(db, query, waitingFor(userId), body, TODO_LIST);
  return { ...page, rows: page.rows.map((row) => toTodo(row, userId)) };
}

/** The signed-in user's newest `size` to-dos, as cards. */
export async function todoCard(db: Db, userId: string, size: number): Promise<CardList<TodoRow>> {
  const page = await todoPage(db, userId, firstPage(size));
  return { rows: page.rows, total: page.total, size };
}

export async function todoCount(db: Db, userId: string): Promise<number> {
  return counted(db.selectFrom('bpm_tasks').select(COUNT_ALL).where(waitingFor(userId)));
}

// ---------------------------------------------------------------------------------------------------
// Leader to-dos (a secretary acting for leaders)

/** Refuses (403) a leaderId filter that names a leader the secretary does not serve. */
export function leadersAsked(body: ListBody, leaders: readonly { id: string }[]): void {
  const served = new Set(leaders.map((leader) => leader.id));
  for (const filter of body?.querys ?? []) {
    if (filter.property !== 'leaderId') continue;
    const values = Array.isArray(filter.value)
      ? filter.value
      : typeof filter.value === 'string'
        ? filter.value.split(',').map((part) => part.trim())
        : [filter.value];
    if (values.some((value) => value !== '' && value !== null && !served.has(String(value)))) {
      throw forbidden(NOT_YOUR_LEADER);
    }
  }
}

/** The pending tasks of the leaders a secretary serves, rows carrying their leader. */
export async function leaderTodoPage(
  db: Db,
  secretaryId: string,
  body: ListBody,
): Promise<PageList<TodoRow>> {
  const leaders = await leadersServedBy(db, secretaryId);
  leadersAsked(body, leaders);
  const ids = leaders.map((leader) => leader.id);
  if (ids.length === 0) {
    // A user who serves no leader has no leader to-dos; the filters are still checked.
    filterExpression(body?.querys, LEADER_TODO_LIST);
    sortColumns(body?.sorter, LEADER_TODO_LIST);
    const pageSize = body?.pageBean?.pageSize ?? DEFAULT_PAGE_SIZE;
    return { rows: [], total: 0, page: body?.pageBean?.page ?? 1, pageSize };
  }
  const query = todoQuery(db).select(
    sql<string>`coalesce(bpm_tasks.assignee_id, (select min(c.user_id) from bpm_task_candidates c
        where c.task_id = bpm_tasks.id and c.user_id in (${sql.join(ids)})))`.as('leader_id'),
  );
  const page = await tasksPage(db, query, actsForLeaders(ids, secretaryId), body, LEADER_TODO_LIST);
  const names = new Map(leaders.map((leader) => [leader.id, leader.name]));
  return {
    ...page,
    rows: page.rows.map((row) => ({
      ...toTodo(row, row.leader_id),
      leaderId: row.leader_id,
      leaderName: names.get(row.leader_id) ?? '',
    })),
  };
}

/** The newest `size` leader to-dos of a secretary, as cards. */
export async function leaderTodoCard(db: Db, secretaryId: string, size: number): Promise<CardList<TodoRow>> {
  const page = await leaderTodoPage(db, secretaryId, firstPage(size));
  return { rows: page.rows, total: page.total, size };
}

// ---------------------------------------------------------------------------------------------------
// Delegated

/** Pending tasks held for the user (owner) by someone else who is not their secretary: tasks they delegated. */
function delegatedBy(userId: string): Expression<SqlBool> {
  return sql<SqlBool>`(bpm_tasks.owner_id = ${userId} and bpm_tasks.status = 'pending'
    and bpm_tasks.assignee_id is distinct from ${userId}
    and not exists (select 1 from bpm_secretaries s
      where s.leader_id = ${userId} and s.secretary_id = bpm_tasks.assignee_id))`;
}

export async function delegatePage(db: Db, userId: string, body: ListBody): Promise<PageList<DelegateRow>> {
  const page = await tasksPage(db, todoQuery(db), delegatedBy(userId), body, DELEGATE_LIST);
  return {
    ...page,
    rows: page.rows.map((row) => ({
      ...toTodo(row, userId),
      assigneeId: row.assignee_id ?? '',
      assigneeName: row.assignee_name ?? '',
    })),
  };
}

export async function delegateCount(db: Db, userId: string): Promise<number> {
  return counted(db.selectFrom('bpm_tasks').select(COUNT_ALL).where(delegatedBy(userId)));
}
