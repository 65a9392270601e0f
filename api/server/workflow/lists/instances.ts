import { type Expression, type SqlBool, sql } from 'kysely';
import type { PageList } from '../../../contract/envelope.js';
import type { ListBody } from '../../../contract/schemas/query-body.js';
import type { InstanceStatus } from '../../../contract/workflow.js';
import type { InstanceRow } from '../../../contract/workflow-lists.js';
import type { Db } from '../../db/database.js';
import { badRequest } from '../../http/envelope.js';
import { type ListSpec, runPagedQuery } from '../../http/query-body.js';
import {
  COUNT_ALL,
  counted,
  DEFAULT_PAGE_SIZE,
  equalityFilter,
  INSTANCE_TEXT_COLUMNS,
  iso,
  isoOrNull,
  newestFirst,
} from './paging.js';

/** Instance lists: those the user started (myRequest) and those they handled a task of (getDoneInstList). */

const INSTANCE_STATUS_VALUES: readonly InstanceStatus[] = ['draft', 'running', 'end', 'manualEnd', 'revoke'];

export const INSTANCE_LIST: ListSpec = {
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

/** Which instances a list holds for a user: those they started, or those they handled a task of. */
const INSTANCE_LIST_SCOPES = {
  myRequest: (userId: string) => sql<SqlBool>`bpm_instances.creator_id = ${userId}`,
  handled: (userId: string) =>
    sql<SqlBool>`bpm_instances.id in (select t.inst_id from bpm_tasks t where t.completed_by = ${userId})`,
} as const;
export type InstanceListScope = keyof typeof INSTANCE_LIST_SCOPES;

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

export async function instancePage(
  db: Db,
  scope: InstanceListScope,
  userId: string,
  body: ListBody,
): Promise<PageList<InstanceRow>> {
  const where: Expression<SqlBool> = INSTANCE_LIST_SCOPES[scope](userId);
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

export async function instanceCount(db: Db, scope: InstanceListScope, userId: string): Promise<number> {
  return counted(
    db
      .selectFrom('bpm_instances')
      .select(COUNT_ALL)
      .where('bpm_instances.status', '<>', 'draft')
      .where(INSTANCE_LIST_SCOPES[scope](userId)),
  );
}
