import { randomUUID } from 'node:crypto';
import type { FastifyRequest } from 'fastify';
import { type Expression, type SelectQueryBuilder, type SqlBool, sql } from 'kysely';
import type { PageList, QueryFilter, QueryOperation, QuerySorter } from '../../contract/envelope.js';
import { CARD_SIZES } from '../../contract/limits.js';
import { IdQuery } from '../../contract/schemas/common.js';
import type { ListBody } from '../../contract/schemas/query-body.js';
import { ListBody as ListBodySchema } from '../../contract/schemas/query-body.js';
import {
  CardQuery,
  CollectBody,
  CollectParams,
  DoneListQuery,
  SavedFilterListQuery,
  SaveFilterBody,
} from '../../contract/schemas/workflow-lists.js';
import type { InstanceStatus, TaskLockCode } from '../../contract/workflow.js';
import {
  type CardList,
  type CollectResult,
  type CollectRow,
  type DelegateRow,
  type DoneTaskRow,
  type InstanceRow,
  type NoticeReadRow,
  type ProcessCardList,
  type ProcessRow,
  SAVED_FILTER_MAX_PER_LIST,
  SAVED_FILTER_PATHS,
  type SavedFilter,
  type SavedFilterList,
  type TaskRowBase,
  type TodoRow,
} from '../../contract/workflow-lists.js';
import type { SessionUser } from '../auth/sessions.js';
import type { Db } from '../db/database.js';
import { currentUser, type RouteScopes, type ServerContext } from '../http/context.js';
import { badRequest, forbidden, notFound, ok, refuse } from '../http/envelope.js';
import {
  type FilterValue,
  filterExpression,
  type ListSpec,
  runPagedQuery,
  sortColumns,
} from '../http/query-body.js';
import { requireStaff, startableKeys } from '../workflow/access.js';
import { retrievableTasks } from '../workflow/instance-actions.js';
import { isGuest } from './portal-grants.js';

const NOT_STAFF = '没有权限访问流程';
const NOT_YOUR_LEADER = '您不是该领导的秘书';
const DEFINITION_NOT_FOUND = '流程定义不存在';
const NO_START_RIGHT = '您没有发起该流程的权限';
const FILTER_NOT_FOUND = '筛选条件不存在';
const FILTER_NOT_YOURS = '没有权限操作此筛选条件';
const FILTER_NAME_TAKEN = '已存在同名的筛选条件';
const FILTER_TOO_MANY = '每个列表最多保存 {0} 个筛选条件';
const FILTER_TOO_LONG = '筛选条件过长';
/** The stored filters and sorters of one saved filter, as JSON, at most this long. */
const SAVED_FILTER_MAX_JSON = 8_000;
const DEFAULT_PAGE_SIZE = 20;

/**
 * The workflow is the staff side's (workflow/access.ts): users with a tender-site identity are refused, and
 * so is the guest of a short link, who has no lists of their own.
 */
function staffUser(request: FastifyRequest): SessionUser {
  const user = currentUser(request);
  requireStaff(user);
  if (isGuest(user)) throw forbidden(NOT_STAFF);
  return user;
}

function escapeLike(text: string): string {
  return text.replace(/[\\%_]/g, (char) => `\\${char}`);
}

/** `keyword`: a text contained in any of the columns (the search box of a list). */
function keywordFilter(columns: readonly string[]) {
  return (operation: QueryOperation, values: readonly FilterValue[]): Expression<SqlBool> => {
    if (!['LIKE', 'EQUAL'].includes(operation)) throw badRequest(`查询条件 keyword 不支持 ${operation}`);
    const keyword = String(values[0] ?? '').trim();
    if (!keyword) return sql<SqlBool>`true`;
    const pattern = `%${escapeLike(keyword)}%`;
    return sql<SqlBool>`(${sql.join(
      columns.map((column) => sql<SqlBool>`${sql.ref(column)} ilike ${pattern}`),
      sql` or `,
    )})`;
  };
}

/** A filter of equality on a column (EQUAL, IN, NOT_EQUAL, NOT_IN only). */
function equalityFilter(
  property: string,
  condition: (values: readonly FilterValue[]) => Expression<SqlBool>,
) {
  return (operation: QueryOperation, values: readonly FilterValue[]): Expression<SqlBool> => {
    if (!['EQUAL', 'IN', 'NOT_EQUAL', 'NOT_IN'].includes(operation)) {
      throw badRequest(`查询条件 ${property} 不支持 ${operation}`);
    }
    const matched = condition(values);
    return operation.startsWith('NOT') ? sql<SqlBool>`not coalesce(${matched}, false)` : matched;
  };
}

/** The search box and the instance's subject and definition name: columns every workflow list has. */
const INSTANCE_TEXT_COLUMNS = {
  keyword: { filter: keywordFilter(['bpm_instances.subject', 'bpm_instances.def_name']) },
  subject: { column: 'bpm_instances.subject' },
  procDefName: { column: 'bpm_instances.def_name' },
} satisfies ListSpec['columns'];

/** Newest first by `column`, then by the table's id. */
function newestFirst(column: string, table: string): ListSpec['defaultSort'] {
  return [
    { column, direction: 'desc' },
    { column: `${table}.id`, direction: 'desc' },
  ];
}

/** The `count` of a query that selects `count(*) as count`. */
const COUNT_ALL = sql<string>`count(*)`.as('count');
async function counted(query: { executeTakeFirstOrThrow(): Promise<{ count: string }> }): Promise<number> {
  return Number((await query.executeTakeFirstOrThrow()).count);
}

/** The first page of a card: `size` rows, no filter. */
const firstPage = (size: number): ListBody => ({ pageBean: { page: 1, pageSize: size } });

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
 * The lock status of a task for the one it waits for (`actor`: the user, or the leader a secretary acts
 * for), as workflow/access.ts lockStatus decides it for one task, here for a page of rows at once: 0
 * handled, 1 several candidates and nobody locked it, 2 the actor's alone, 3 locked by the actor, 4 locked
 * by someone else.
 */
export function lockStatusFor(
  task: { status: string; lock_user_id: string | null; candidate_count: number | string },
  actor: string,
): TaskLockCode {
  if (task.status !== 'pending') return 0;
  if (task.lock_user_id) return task.lock_user_id === actor ? 3 : 4;
  return Number(task.candidate_count) > 1 ? 1 : 2;
}

/** The leaders a secretary serves. */
async function leadersServedBy(db: Db, secretaryId: string): Promise<{ id: string; name: string }[]> {
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
// To-do lists (getTodoList, getTodoCard, getLeaderTodoList, getLeaderTodoCard, getDelegate)

const TODO_COLUMNS = {
  ...INSTANCE_TEXT_COLUMNS,
  defKey: { column: 'bpm_instances.def_key' },
  defId: { column: 'bpm_tasks.def_id' },
  nodeName: { column: 'bpm_tasks.name' },
  creatorId: { column: 'bpm_instances.creator_id' },
  creatorName: { column: 'bpm_instances.creator_name' },
  createTime: { column: 'bpm_tasks.created_at', kind: 'date' },
  instCreateTime: { column: 'bpm_instances.created_at', kind: 'date' },
  dueTime: { column: 'bpm_tasks.due_at', kind: 'date' },
} satisfies ListSpec['columns'];

const TODO_LIST: ListSpec = {
  columns: TODO_COLUMNS,
  defaultSort: newestFirst('bpm_tasks.created_at', 'bpm_tasks'),
  defaultPageSize: DEFAULT_PAGE_SIZE,
  pageKey: 'bpm_tasks.id',
  mainTable: 'bpm_tasks',
};

/** leaderId narrows the leader to-dos to some of the leaders served (checked before the query runs). */
const LEADER_TODO_LIST: ListSpec = {
  ...TODO_LIST,
  columns: {
    ...TODO_COLUMNS,
    leaderId: {
      mainOnly: true,
      filter: equalityFilter('leaderId', (values) => pendingFor(values.map(String))),
    },
  },
};

const DELEGATE_LIST: ListSpec = {
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
      'bpm_tasks.created_at',
      'bpm_instances.def_key',
      'bpm_instances.def_name',
      'bpm_instances.subject',
      'bpm_instances.creator_id',
      'bpm_instances.creator_name',
      'bpm_instances.created_at as inst_created_at',
      'owner.fullname as owner_name',
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
function tasksPage<DB, TB extends keyof DB, O>(
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
  created_at: Date;
  def_key: string;
  def_name: string;
  subject: string;
  creator_id: string;
  creator_name: string;
  inst_created_at: Date;
  owner_name: string | null;
  candidate_count: string;
}

const iso = (value: Date | string) => new Date(value).toISOString();
const isoOrNull = (value: Date | string | null | undefined) => (value ? iso(value) : null);

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
function taskFields(row: TaskDbFields): TaskRowBase {
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
    lockStatus: lockStatusFor(row, actor),
    lockUserId: row.lock_user_id,
    ownerId: row.owner_id,
    ownerName: row.owner_name,
  };
}

/** The signed-in user's to-dos: a page, or the first `size` as cards. */
async function todoPage(db: Db, userId: string, body: ListBody): Promise<PageList<TodoRow>> {
  const page = await tasksPage(db, todoQuery(db), pendingFor([userId]), body, TODO_LIST);
  return { ...page, rows: page.rows.map((row) => toTodo(row, userId)) };
}

async function todoCount(db: Db, userIds: readonly string[]): Promise<number> {
  if (userIds.length === 0) return 0;
  return counted(db.selectFrom('bpm_tasks').select(COUNT_ALL).where(pendingFor(userIds)));
}

/** Refuses (403) a leaderId filter that names a leader the secretary does not serve. */
function leadersAsked(body: ListBody, leaders: readonly { id: string }[]): void {
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

async function leaderTodoPage(
  db: Db,
  leaders: readonly { id: string; name: string }[],
  body: ListBody,
): Promise<PageList<TodoRow>> {
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
  const page = await tasksPage(db, query, pendingFor(ids), body, LEADER_TODO_LIST);
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

/** Pending tasks held for the user (owner) by someone else who is not their secretary: tasks they delegated. */
function delegatedBy(userId: string): Expression<SqlBool> {
  return sql<SqlBool>`(bpm_tasks.owner_id = ${userId} and bpm_tasks.status = 'pending'
    and bpm_tasks.assignee_id is distinct from ${userId}
    and not exists (select 1 from bpm_secretaries s
      where s.leader_id = ${userId} and s.secretary_id = bpm_tasks.assignee_id))`;
}

// ---------------------------------------------------------------------------------------------------
// Instance lists (myRequest, getDoneInstList)

const INSTANCE_STATUS_VALUES: readonly InstanceStatus[] = ['draft', 'running', 'end', 'manualEnd', 'revoke'];

const INSTANCE_LIST: ListSpec = {
  columns: {
    ...INSTANCE_TEXT_COLUMNS,
    defKey: { column: 'bpm_instances.def_key' },
    defId: { column: 'bpm_instances.def_id' },
    status: {
      filter: equalityFilter('status', (values) => {
        for (const value of values) {
          if (!(INSTANCE_STATUS_VALUES as readonly unknown[]).includes(value)) {
            throw badRequest('查询条件 status 的值不正确');
          }
        }
        return sql<SqlBool>`bpm_instances.status in (${sql.join(values)})`;
      }),
    },
    creatorId: { column: 'bpm_instances.creator_id' },
    creatorName: { column: 'bpm_instances.creator_name' },
    createTime: { column: 'bpm_instances.created_at', kind: 'date' },
    endTime: { column: 'bpm_instances.ended_at', kind: 'date' },
  },
  defaultSort: newestFirst('bpm_instances.created_at', 'bpm_instances'),
  defaultPageSize: DEFAULT_PAGE_SIZE,
  pageKey: 'bpm_instances.id',
};

function instanceQuery(db: Db) {
  return db
    .selectFrom('bpm_instances')
    .select([
      'bpm_instances.id',
      'bpm_instances.def_id',
      'bpm_instances.def_key',
      'bpm_instances.def_name',
      'bpm_instances.subject',
      'bpm_instances.status',
      'bpm_instances.creator_id',
      'bpm_instances.creator_name',
      'bpm_instances.created_at',
      'bpm_instances.ended_at',
    ])
    .where('bpm_instances.status', '<>', 'draft');
}

const myRequests = (userId: string) => sql<SqlBool>`bpm_instances.creator_id = ${userId}`;
const handledBy = (userId: string) =>
  sql<SqlBool>`bpm_instances.id in (select t.inst_id from bpm_tasks t where t.completed_by = ${userId})`;

/** The nodes waiting in each instance, with who they wait for (the assignee, else every candidate). */
async function currentNodes(db: Db, instIds: readonly string[]) {
  const byInstance = new Map<string, InstanceRow['currentNodes']>();
  if (instIds.length === 0) return byInstance;
  const rows = await db
    .selectFrom('bpm_tasks')
    .leftJoin('bpm_task_candidates', (join) =>
      join.onRef('bpm_task_candidates.task_id', '=', 'bpm_tasks.id').on('bpm_tasks.assignee_id', 'is', null),
    )
    .leftJoin('users', 'users.id', 'bpm_task_candidates.user_id')
    .select(['bpm_tasks.inst_id', 'bpm_tasks.node_id', 'bpm_tasks.name', 'bpm_tasks.assignee_name'])
    .select('users.fullname as candidate_name')
    .where('bpm_tasks.inst_id', 'in', instIds)
    .where('bpm_tasks.status', '=', 'pending')
    .orderBy('bpm_tasks.created_at')
    .orderBy('bpm_tasks.id')
    .orderBy('users.fullname')
    .execute();
  for (const row of rows) {
    const nodes = byInstance.get(row.inst_id) ?? [];
    byInstance.set(row.inst_id, nodes);
    let node = nodes.find((entry) => entry.nodeId === row.node_id);
    if (!node) {
      node = { nodeId: row.node_id, name: row.name, assigneeNames: [] };
      nodes.push(node);
    }
    const name = row.assignee_name ?? row.candidate_name;
    if (name && !node.assigneeNames.includes(name)) node.assigneeNames.push(name);
  }
  return byInstance;
}

async function instancePage(
  db: Db,
  where: Expression<SqlBool>,
  body: ListBody,
): Promise<PageList<InstanceRow>> {
  const page = await runPagedQuery(instanceQuery(db).where(where), body, INSTANCE_LIST);
  const nodes = await currentNodes(
    db,
    page.rows.map((row) => row.id),
  );
  return {
    ...page,
    rows: page.rows.map((row) => ({
      instId: row.id,
      defId: row.def_id,
      defKey: row.def_key,
      subject: row.subject,
      procDefName: row.def_name,
      status: row.status as InstanceStatus,
      creatorId: row.creator_id,
      creatorName: row.creator_name,
      createTime: iso(row.created_at),
      endTime: isoOrNull(row.ended_at),
      currentNodes: nodes.get(row.id) ?? [],
    })),
  };
}

async function instanceCount(db: Db, where: Expression<SqlBool>): Promise<number> {
  return counted(
    db
      .selectFrom('bpm_instances')
      .select(COUNT_ALL)
      .where('bpm_instances.status', '<>', 'draft')
      .where(where),
  );
}

// ---------------------------------------------------------------------------------------------------
// Done tasks (getDoneList)

const DONE_LIST: ListSpec = {
  columns: {
    ...INSTANCE_TEXT_COLUMNS,
    defKey: { column: 'bpm_instances.def_key' },
    nodeName: { column: 'bpm_tasks.name' },
    action: { column: 'bpm_tasks.action' },
    creatorId: { column: 'bpm_instances.creator_id' },
    creatorName: { column: 'bpm_instances.creator_name' },
    createTime: { column: 'bpm_tasks.created_at', kind: 'date' },
    completeTime: { column: 'bpm_tasks.completed_at', kind: 'date' },
  },
  defaultSort: newestFirst('bpm_tasks.completed_at', 'bpm_tasks'),
  defaultPageSize: DEFAULT_PAGE_SIZE,
  pageKey: 'bpm_tasks.id',
  mainTable: 'bpm_tasks',
};

function doneQuery(db: Db) {
  return db
    .selectFrom('bpm_tasks')
    .innerJoin('bpm_instances', 'bpm_instances.id', 'bpm_tasks.inst_id')
    .select([
      'bpm_tasks.id as task_id',
      'bpm_tasks.inst_id',
      'bpm_tasks.def_id',
      'bpm_tasks.node_id',
      'bpm_tasks.name as node_name',
      'bpm_tasks.action',
      'bpm_tasks.created_at',
      'bpm_tasks.completed_at',
      'bpm_instances.def_key',
      'bpm_instances.def_name',
      'bpm_instances.subject',
      'bpm_instances.status as inst_status',
      'bpm_instances.creator_id',
      'bpm_instances.creator_name',
    ])
    .select([
      sql<string | null>`(select o.opinion from bpm_opinions o where o.task_id = bpm_tasks.id
        order by o.completed_at desc nulls last limit 1)`.as('opinion'),
    ]);
}

// ---------------------------------------------------------------------------------------------------
// Notices (getNoticeTodoReadList, getNoticeDoneReadList, getMyNoticeReadList)

const NOTICE_LIST: ListSpec = {
  columns: {
    ...INSTANCE_TEXT_COLUMNS,
    nodeName: { column: 'bpm_task_reads.node_name' },
    senderName: { column: 'bpm_task_reads.sender_name' },
    receiverName: { column: 'receiver.fullname' },
    isRead: { column: 'bpm_task_reads.is_read', kind: 'boolean' },
    createTime: { column: 'bpm_task_reads.created_at', kind: 'date' },
    readTime: { column: 'bpm_task_reads.read_at', kind: 'date' },
  },
  defaultSort: newestFirst('bpm_task_reads.created_at', 'bpm_task_reads'),
  defaultPageSize: DEFAULT_PAGE_SIZE,
  pageKey: 'bpm_task_reads.id',
};

function noticeQuery(db: Db) {
  return db
    .selectFrom('bpm_task_reads')
    .innerJoin('bpm_instances', 'bpm_instances.id', 'bpm_task_reads.inst_id')
    .innerJoin('users as receiver', 'receiver.id', 'bpm_task_reads.user_id')
    .select([
      'bpm_task_reads.id',
      'bpm_task_reads.kind',
      'bpm_task_reads.inst_id',
      'bpm_task_reads.task_id',
      'bpm_task_reads.node_id',
      'bpm_task_reads.node_name',
      'bpm_task_reads.sender_id',
      'bpm_task_reads.sender_name',
      'bpm_task_reads.user_id',
      'bpm_task_reads.is_read',
      'bpm_task_reads.read_at',
      'bpm_task_reads.created_at',
      'bpm_instances.subject',
      'bpm_instances.def_name',
      'receiver.fullname as receiver_name',
    ]);
}

async function noticePage(
  db: Db,
  where: Expression<SqlBool>,
  body: ListBody,
): Promise<PageList<NoticeReadRow>> {
  const page = await runPagedQuery(noticeQuery(db).where(where), body, NOTICE_LIST);
  return {
    ...page,
    rows: page.rows.map((row) => ({
      id: row.id,
      kind: row.kind,
      instId: row.inst_id,
      taskId: row.task_id,
      nodeId: row.node_id,
      nodeName: row.node_name,
      subject: row.subject,
      procDefName: row.def_name,
      senderId: row.sender_id,
      senderName: row.sender_name,
      receiverId: row.user_id,
      receiverName: row.receiver_name,
      isRead: row.is_read,
      readTime: isoOrNull(row.read_at),
      createTime: iso(row.created_at),
    })),
  };
}

// ---------------------------------------------------------------------------------------------------
// Definitions (newProcess, newProcessCard, myCollect)

const collectedColumn = 'bpm_flow_collects.user_id';

const PROCESS_COLUMNS = {
  keyword: {
    filter: keywordFilter(['bpm_definitions.name', 'bpm_definitions.def_key', 'bpm_categories.name']),
  },
  name: { column: 'bpm_definitions.name' },
  defKey: { column: 'bpm_definitions.def_key' },
  categoryId: { column: 'bpm_definitions.category_id' },
  collected: {
    kind: 'boolean',
    filter: equalityFilter('collected', (values) =>
      values[0]
        ? sql<SqlBool>`${sql.ref(collectedColumn)} is not null`
        : sql<SqlBool>`${sql.ref(collectedColumn)} is null`,
    ),
  },
} satisfies ListSpec['columns'];

const PROCESS_LIST: ListSpec = {
  columns: PROCESS_COLUMNS,
  // Category order, then each category's own order of its definitions.
  defaultSort: [
    { column: 'bpm_categories.sn', direction: 'asc' },
    { column: 'bpm_categories.id', direction: 'asc' },
    { column: 'bpm_definitions.sn', direction: 'asc' },
    { column: 'bpm_definitions.name', direction: 'asc' },
    { column: 'bpm_definitions.id', direction: 'asc' },
  ],
  defaultPageSize: DEFAULT_PAGE_SIZE,
};

const COLLECT_LIST: ListSpec = {
  columns: { ...PROCESS_COLUMNS, collectTime: { column: 'bpm_flow_collects.created_at', kind: 'date' } },
  defaultSort: [
    { column: 'bpm_flow_collects.created_at', direction: 'desc' },
    { column: 'bpm_definitions.id', direction: 'asc' },
  ],
  defaultPageSize: DEFAULT_PAGE_SIZE,
};

/** Main, deployed definitions with their category and whether the user collected them. */
function definitionQuery(db: Db, userId: string) {
  return db
    .selectFrom('bpm_definitions')
    .leftJoin('bpm_categories', 'bpm_categories.id', 'bpm_definitions.category_id')
    .leftJoin('bpm_flow_collects', (join) =>
      join
        .onRef('bpm_flow_collects.def_key', '=', 'bpm_definitions.def_key')
        .on('bpm_flow_collects.user_id', '=', userId),
    )
    .select([
      'bpm_definitions.id',
      'bpm_definitions.def_key',
      'bpm_definitions.name',
      'bpm_definitions.category_id',
      'bpm_definitions.version',
      'bpm_definitions.description',
      'bpm_definitions.icon',
      'bpm_categories.name as category_name',
      'bpm_flow_collects.user_id as collector',
      'bpm_flow_collects.created_at as collected_at',
    ])
    .where('bpm_definitions.is_main', '=', 'Y');
}

/**
 * The definitions the user may start, by the one start-right rule of workflow/access.ts (the keys its
 * rights name for the user, their organisations with those above them, roles and posts).
 */
async function mayStart(db: Db, userId: string): Promise<Expression<SqlBool>> {
  const keys = [...(await startableKeys(db, userId))];
  return keys.length ? sql<SqlBool>`bpm_definitions.def_key in (${sql.join(keys)})` : sql<SqlBool>`false`;
}

async function startable(db: Db, userId: string) {
  return definitionQuery(db, userId)
    .where('bpm_definitions.status', '=', 'deployed')
    .where(await mayStart(db, userId));
}

interface DefinitionDbRow {
  id: string;
  def_key: string;
  name: string;
  category_id: string | null;
  version: number;
  description: string | null;
  icon: string | null;
  category_name: string | null;
  collector: string | null;
}

function toProcess(row: DefinitionDbRow): ProcessRow {
  return {
    defId: row.id,
    defKey: row.def_key,
    name: row.name,
    categoryId: row.category_id,
    categoryName: row.category_name,
    version: row.version,
    description: row.description,
    icon: row.icon,
    collected: row.collector !== null,
  };
}

async function startableCount(db: Db, userId: string): Promise<number> {
  return counted(
    db
      .selectFrom('bpm_definitions')
      .select(COUNT_ALL)
      .where('bpm_definitions.is_main', '=', 'Y')
      .where('bpm_definitions.status', '=', 'deployed')
      .where(await mayStart(db, userId)),
  );
}

// ---------------------------------------------------------------------------------------------------
// Saved filters

const SAVED_FILTER_SPECS: Record<SavedFilterList, ListSpec> = {
  todo: TODO_LIST,
  leaderTodo: LEADER_TODO_LIST,
  delegate: DELEGATE_LIST,
  myRequest: INSTANCE_LIST,
  doneInst: INSTANCE_LIST,
  done: DONE_LIST,
};

interface SavedFilterDbRow {
  id: string;
  list: string;
  name: string;
  querys: string;
  sorter: string;
  is_default: boolean;
  created_at: Date;
  updated_at: Date;
}

function parseJsonArray<T>(text: string): T[] {
  try {
    const value: unknown = JSON.parse(text);
    return Array.isArray(value) ? (value as T[]) : [];
  } catch {
    return [];
  }
}

function toSavedFilter(row: SavedFilterDbRow): SavedFilter {
  return {
    id: row.id,
    name: row.name,
    list: row.list as SavedFilterList,
    querys: parseJsonArray<QueryFilter>(row.querys),
    sorter: parseJsonArray<QuerySorter>(row.sorter),
    isDefault: row.is_default,
    createTime: iso(row.created_at),
    updateTime: iso(row.updated_at),
  };
}

const SAVED_FILTER_COLUMNS = [
  'id',
  'list',
  'name',
  'querys',
  'sorter',
  'is_default',
  'created_at',
  'updated_at',
] as const;

/** Every list's whitelist, by the property lists of the contract they answer to (tests compare them). */
export const RUNTIME_LIST_SPECS = {
  todo: TODO_LIST,
  leaderTodo: LEADER_TODO_LIST,
  delegate: DELEGATE_LIST,
  instance: INSTANCE_LIST,
  done: DONE_LIST,
  notice: NOTICE_LIST,
  process: PROCESS_LIST,
  collect: COLLECT_LIST,
} as const;

// ---------------------------------------------------------------------------------------------------

/** Refuses a saved filter that does not exist (404) or is another user's (403). */
async function requireOwnFilter(db: Db, id: string, userId: string): Promise<void> {
  const existing = await db
    .selectFrom('bpm_saved_filters')
    .select('user_id')
    .where('id', '=', id)
    .executeTakeFirst();
  if (!existing) throw notFound(FILTER_NOT_FOUND);
  if (existing.user_id !== userId) throw forbidden(FILTER_NOT_YOURS);
}

const cardSize = (query: CardQuery, fallback: number) => query.size ?? fallback;

/** The runtime service's lists: to-do, leader to-do, notices, delegated, new process, requests, done, collections. */
export function registerRuntimeListRoutes({ signedIn }: RouteScopes, ctx: ServerContext): void {
  const { db } = ctx;

  // To-do ------------------------------------------------------------------------------------------
  signedIn.route({
    ...ctx.call('task/getTodoList'),
    schema: { body: ListBodySchema },
    handler: async (request) => ok(await todoPage(db, staffUser(request).id, request.body)),
  });

  signedIn.route({
    ...ctx.call('task/getTodoCount'),
    handler: async (request) => ok(await todoCount(db, [staffUser(request).id])),
  });

  signedIn.route({
    ...ctx.call('task/getTodoCard'),
    schema: { querystring: CardQuery },
    handler: async (request) => {
      const user = staffUser(request);
      const size = cardSize(request.query, CARD_SIZES.todo);
      const page = await todoPage(db, user.id, firstPage(size));
      return ok<CardList<TodoRow>>({ rows: page.rows, total: page.total, size });
    },
  });

  // Leader to-do (a secretary acting for leaders) ----------------------------------------------------
  signedIn.route({
    ...ctx.call('task/getLeaderTodoList'),
    schema: { body: ListBodySchema },
    handler: async (request) => {
      const user = staffUser(request);
      return ok(await leaderTodoPage(db, await leadersServedBy(db, user.id), request.body));
    },
  });

  signedIn.route({
    ...ctx.call('task/getLeaderTodoCard'),
    schema: { querystring: CardQuery },
    handler: async (request) => {
      const user = staffUser(request);
      const size = cardSize(request.query, CARD_SIZES.leaderTodo);
      const page = await leaderTodoPage(db, await leadersServedBy(db, user.id), firstPage(size));
      return ok<CardList<TodoRow>>({ rows: page.rows, total: page.total, size });
    },
  });

  // Notices: those sent to the user, unread and read, and those the user sent ---------------------------
  const noticeLists = [
    [
      'task/getNoticeTodoReadList',
      (userId: string) => sql<SqlBool>`bpm_task_reads.user_id = ${userId} and bpm_task_reads.is_read = false`,
    ],
    [
      'task/getNoticeDoneReadList',
      (userId: string) => sql<SqlBool>`bpm_task_reads.user_id = ${userId} and bpm_task_reads.is_read = true`,
    ],
    ['task/getMyNoticeReadList', (userId: string) => sql<SqlBool>`bpm_task_reads.sender_id = ${userId}`],
  ] as const;
  for (const [call, where] of noticeLists) {
    signedIn.route({
      ...ctx.call(call),
      schema: { body: ListBodySchema },
      handler: async (request) => ok(await noticePage(db, where(staffUser(request).id), request.body)),
    });
  }

  // Delegated --------------------------------------------------------------------------------------
  signedIn.route({
    ...ctx.call('task/getDelegate'),
    schema: { body: ListBodySchema },
    handler: async (request) => {
      const user = staffUser(request);
      const page = await tasksPage(db, todoQuery(db), delegatedBy(user.id), request.body, DELEGATE_LIST);
      const list: PageList<DelegateRow> = {
        ...page,
        rows: page.rows.map((row) => ({
          ...toTodo(row, user.id),
          assigneeId: row.assignee_id ?? '',
          assigneeName: row.assignee_name ?? '',
        })),
      };
      return ok(list);
    },
  });

  signedIn.route({
    ...ctx.call('task/getDelegateCount'),
    handler: async (request) => {
      const user = staffUser(request);
      return ok(await counted(db.selectFrom('bpm_tasks').select(COUNT_ALL).where(delegatedBy(user.id))));
    },
  });

  // New process ------------------------------------------------------------------------------------
  signedIn.route({
    ...ctx.call('instance/newProcess'),
    schema: { body: ListBodySchema },
    handler: async (request) => {
      const user = staffUser(request);
      const page = await runPagedQuery(await startable(db, user.id), request.body, PROCESS_LIST);
      return ok<PageList<ProcessRow>>({ ...page, rows: page.rows.map(toProcess) });
    },
  });

  signedIn.route({
    ...ctx.call('instance/newProcessCount'),
    handler: async (request) => ok(await startableCount(db, staffUser(request).id)),
  });

  signedIn.route({
    ...ctx.call('instance/newProcessCard'),
    schema: { querystring: CardQuery },
    handler: async (request) => {
      const user = staffUser(request);
      const size = cardSize(request.query, CARD_SIZES.newProcess);
      const page = await runPagedQuery(await startable(db, user.id), firstPage(size), PROCESS_LIST);
      const groups: ProcessCardList['groups'] = [];
      for (const row of page.rows) {
        let group = groups.at(-1);
        if (!group || group.categoryId !== row.category_id) {
          group = { categoryId: row.category_id, categoryName: row.category_name, rows: [] };
          groups.push(group);
        }
        group.rows.push(toProcess(row));
      }
      return ok<ProcessCardList>({ groups, total: page.total, size });
    },
  });

  // My requests, the instances the user handled (a list and its count each), and done ----------------
  const instanceLists = [
    ['instance/myRequest', 'instance/myRequestCount', myRequests],
    ['instance/getDoneInstList', 'instance/getDoneInstCount', handledBy],
  ] as const;
  for (const [listCall, countCall, where] of instanceLists) {
    signedIn.route({
      ...ctx.call(listCall),
      schema: { body: ListBodySchema },
      handler: async (request) => ok(await instancePage(db, where(staffUser(request).id), request.body)),
    });
    signedIn.route({
      ...ctx.call(countCall),
      handler: async (request) => ok(await instanceCount(db, where(staffUser(request).id))),
    });
  }

  signedIn.route({
    ...ctx.call('instance/getDoneList'),
    schema: { body: ListBodySchema, querystring: DoneListQuery },
    handler: async (request) => {
      const user = staffUser(request);
      const withRevoke = request.query.isCheckRevoke === true;
      const where = sql<SqlBool>`bpm_tasks.completed_by = ${user.id} and bpm_tasks.status = 'done'`;
      const page = await tasksPage(db, doneQuery(db), where, request.body, DONE_LIST);
      // Take back's own rule (nobody acted after the step, its next tasks unopened, unlocked, undrafted).
      const revokable = withRevoke
        ? await retrievableTasks(
            db,
            user,
            page.rows.map((row) => row.task_id),
          )
        : new Set<string>();
      const list: PageList<DoneTaskRow> = {
        ...page,
        rows: page.rows.map((row) => ({
          ...taskFields(row),
          action: row.action ?? '',
          opinion: row.opinion,
          completeTime: iso(row.completed_at ?? row.created_at),
          instStatus: row.inst_status as InstanceStatus,
          ...(withRevoke ? { revokable: revokable.has(row.task_id) } : {}),
        })),
      };
      return ok(list);
    },
  });

  // Collections ------------------------------------------------------------------------------------
  signedIn.route({
    ...ctx.call('bpmFlowCollect/myCollect', 'POST'),
    schema: { body: ListBodySchema },
    handler: async (request) => {
      const user = staffUser(request);
      const query = definitionQuery(db, user.id)
        .where('bpm_flow_collects.user_id', '=', user.id)
        .select(
          sql<boolean>`(bpm_definitions.status = 'deployed' and ${await mayStart(db, user.id)})`.as(
            'can_start',
          ),
        );
      const page = await runPagedQuery(query, request.body, COLLECT_LIST);
      const list: PageList<CollectRow> = {
        ...page,
        rows: page.rows.map((row) => ({
          ...toProcess(row),
          collectTime: iso(row.collected_at ?? new Date(0)),
          canStart: row.can_start === true,
        })),
      };
      return ok(list);
    },
  });

  signedIn.route({
    ...ctx.call('bpmFlowCollect/myCollectCount', 'GET'),
    handler: async (request) => {
      const user = staffUser(request);
      return ok(
        await counted(
          db
            .selectFrom('bpm_flow_collects')
            .innerJoin('bpm_definitions', 'bpm_definitions.def_key', 'bpm_flow_collects.def_key')
            .select(COUNT_ALL)
            .where('bpm_flow_collects.user_id', '=', user.id)
            .where('bpm_definitions.is_main', '=', 'Y'),
        ),
      );
    },
  });

  signedIn.route({
    ...ctx.call('bpmFlowCollect/{action}', 'POST'),
    schema: { params: CollectParams, body: CollectBody },
    handler: async (request) => {
      const user = staffUser(request);
      const { defKey } = request.body;
      if (request.params.action === 'uncollect') {
        await db
          .deleteFrom('bpm_flow_collects')
          .where('user_id', '=', user.id)
          .where('def_key', '=', defKey)
          .execute();
        return ok<CollectResult>({ defKey, collected: false });
      }
      const definition = await (await startable(db, user.id))
        .where('bpm_definitions.def_key', '=', defKey)
        .executeTakeFirst();
      if (!definition) {
        const exists = await db
          .selectFrom('bpm_definitions')
          .select('id')
          .where('def_key', '=', defKey)
          .where('is_main', '=', 'Y')
          .executeTakeFirst();
        if (!exists) throw notFound(DEFINITION_NOT_FOUND);
        throw forbidden(NO_START_RIGHT);
      }
      await db
        .insertInto('bpm_flow_collects')
        .values({ user_id: user.id, def_key: defKey })
        .onConflict((conflict) => conflict.columns(['user_id', 'def_key']).doNothing())
        .execute();
      return ok<CollectResult>({ defKey, collected: true });
    },
  });

  // Saved filters (the reference backend's own calls) ----------------------------------------------
  signedIn.route({
    method: SAVED_FILTER_PATHS.list.method,
    url: ctx.path('runtime', SAVED_FILTER_PATHS.list.path),
    schema: { querystring: SavedFilterListQuery },
    handler: async (request) => {
      const user = staffUser(request);
      let query = db
        .selectFrom('bpm_saved_filters')
        .select([...SAVED_FILTER_COLUMNS])
        .where('user_id', '=', user.id);
      if (request.query.list) query = query.where('list', '=', request.query.list);
      const rows = await query.orderBy('list').orderBy('name').orderBy('id').execute();
      return ok(rows.map(toSavedFilter));
    },
  });

  signedIn.route({
    method: SAVED_FILTER_PATHS.save.method,
    url: ctx.path('runtime', SAVED_FILTER_PATHS.save.path),
    schema: { body: SaveFilterBody },
    handler: async (request) => {
      const user = staffUser(request);
      const body = request.body;
      const name = body.name.trim();
      const querys = body.querys ?? [];
      const sorter = body.sorter ?? [];
      // A saved filter always runs: its filters and sorters pass the list's whitelist now.
      const spec = SAVED_FILTER_SPECS[body.list];
      filterExpression(querys, spec);
      sortColumns(sorter, spec);
      if (body.list === 'leaderTodo') leadersAsked({ querys }, await leadersServedBy(db, user.id));
      if (JSON.stringify(querys).length + JSON.stringify(sorter).length > SAVED_FILTER_MAX_JSON) {
        throw badRequest(FILTER_TOO_LONG);
      }
      const saved = await db.transaction().execute(async (trx) => {
        if (body.id) {
          await requireOwnFilter(trx, body.id, user.id);
        } else {
          const count = await counted(
            trx
              .selectFrom('bpm_saved_filters')
              .select(COUNT_ALL)
              .where('user_id', '=', user.id)
              .where('list', '=', body.list),
          );
          if (count >= SAVED_FILTER_MAX_PER_LIST) return undefined;
        }
        const taken = await trx
          .selectFrom('bpm_saved_filters')
          .select('id')
          .where('user_id', '=', user.id)
          .where('list', '=', body.list)
          .where('name', '=', name)
          .executeTakeFirst();
        if (taken && taken.id !== body.id) return null;
        if (body.isDefault) {
          await trx
            .updateTable('bpm_saved_filters')
            .set({ is_default: false })
            .where('user_id', '=', user.id)
            .where('list', '=', body.list)
            .execute();
        }
        const values = {
          name,
          list: body.list,
          querys: JSON.stringify(querys),
          sorter: JSON.stringify(sorter),
          is_default: body.isDefault ?? false,
          updated_at: new Date(),
        };
        if (body.id) {
          return trx
            .updateTable('bpm_saved_filters')
            .set(values)
            .where('id', '=', body.id)
            .where('user_id', '=', user.id)
            .returning([...SAVED_FILTER_COLUMNS])
            .executeTakeFirstOrThrow();
        }
        return trx
          .insertInto('bpm_saved_filters')
          .values({ id: randomUUID(), user_id: user.id, ...values })
          .returning([...SAVED_FILTER_COLUMNS])
          .executeTakeFirstOrThrow();
      });
      if (saved === undefined) {
        return refuse(FILTER_TOO_MANY.replace('{0}', String(SAVED_FILTER_MAX_PER_LIST)));
      }
      if (saved === null) return refuse(FILTER_NAME_TAKEN);
      return ok(toSavedFilter(saved), '保存成功');
    },
  });

  signedIn.route({
    method: SAVED_FILTER_PATHS.remove.method,
    url: ctx.path('runtime', SAVED_FILTER_PATHS.remove.path),
    schema: { querystring: IdQuery },
    handler: async (request) => {
      const user = staffUser(request);
      await requireOwnFilter(db, request.query.id, user.id);
      await db
        .deleteFrom('bpm_saved_filters')
        .where('id', '=', request.query.id)
        .where('user_id', '=', user.id)
        .execute();
      return ok(undefined, '删除成功');
    },
  });
}
