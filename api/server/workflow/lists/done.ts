import { type SqlBool, sql } from 'kysely';
import type { PageList } from '../../../contract/envelope.js';
import type { ListBody } from '../../../contract/schemas/query-body.js';
import type { InstanceStatus } from '../../../contract/workflow.js';
import type { DoneTaskRow } from '../../../contract/workflow-lists.js';
import type { SessionUser } from '../../auth/sessions.js';
import type { Db } from '../../db/database.js';
import type { ListSpec } from '../../http/query-body.js';
import { retrievableTasks } from '../take-back.js';
import { DEFAULT_PAGE_SIZE, iso, newestFirst } from './paging.js';
import { TASK_COLUMNS, taskFields, tasksPage } from './todo.js';

/** The tasks a user handled (getDoneList). */

export const DONE_LIST: ListSpec = {
  columns: {
    ...TASK_COLUMNS,
    action: { column: 'bpm_tasks.action' },
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

/** A page of the tasks the user handled; `withRevoke`: each row says whether its step can be taken back. */
export async function donePage(
  db: Db,
  user: SessionUser,
  body: ListBody,
  withRevoke: boolean,
): Promise<PageList<DoneTaskRow>> {
  const where = sql<SqlBool>`bpm_tasks.completed_by = ${user.id} and bpm_tasks.status = 'done'`;
  const page = await tasksPage(db, doneQuery(db), where, body, DONE_LIST);
  // Take back's own rule (nobody acted after the step, its next tasks unopened, unlocked, undrafted).
  const revokable = withRevoke
    ? await retrievableTasks(
        db,
        user,
        page.rows.map((row) => row.task_id),
      )
    : new Set<string>();
  return {
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
}
