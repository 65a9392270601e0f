import { randomUUID } from 'node:crypto';
import type { Db } from '../db/database.js';
import { startableKeys } from '../workflow/access.js';

/**
 * The demo data of the workflow lists, after the definitions and instances of workflow.ts: so that
 * the staff demo user (王晓明) has rows in every list.
 * - one secretary pair, when the workflow demo has none: 王晓明 acts for 张伟 (总经理), whose to-dos are
 *   the leader to-dos;
 * - 王晓明's collection: the first two definitions he may start;
 * - two saved to-do filters and one of my requests;
 * - copy-to notices to 王晓明 (two unread, one read) on instances others started, and one he sent;
 * - one of his to-dos delegated to a colleague (the delegated list), when he has more than one.
 * Each step reads what the workflow demo made, so it works whatever that holds, and adds nothing twice.
 */

const STAFF = 'u-staff';
const STAFF_NAME = '王晓明';
export const DEMO_LEADER = 'u-zhangwei';
/** Who he delegates to: the first of them with no part in the task's instance. */
const DELEGATES = [
  { id: 'u-yangfan', name: '杨帆' },
  { id: 'u-huangmin', name: '黄敏' },
  { id: 'u-chenjing', name: '陈静' },
];
const NOTICE_TO = 'u-liuyang';
const HOUR_MS = 3_600_000;

async function seedSecretaryPair(db: Db): Promise<void> {
  const pair = await db.selectFrom('bpm_secretaries').select('leader_id').limit(1).executeTakeFirst();
  if (pair) return;
  await db.insertInto('bpm_secretaries').values({ leader_id: DEMO_LEADER, secretary_id: STAFF }).execute();
}

async function seedCollections(db: Db, now: Date): Promise<void> {
  const keys = [...(await startableKeys(db, STAFF))];
  if (keys.length === 0) return;
  const definitions = await db
    .selectFrom('bpm_definitions')
    .select('def_key')
    .where('is_main', '=', 'Y')
    .where('status', '=', 'deployed')
    .where('def_key', 'in', keys)
    .orderBy('sn')
    .orderBy('def_key')
    .limit(2)
    .execute();
  await db
    .insertInto('bpm_flow_collects')
    .values(
      definitions.map((definition, index) => ({
        user_id: STAFF,
        def_key: definition.def_key,
        created_at: new Date(now.getTime() - (index + 1) * 24 * HOUR_MS),
      })),
    )
    .onConflict((conflict) => conflict.columns(['user_id', 'def_key']).doNothing())
    .execute();
}

async function seedSavedFilters(db: Db, now: Date): Promise<void> {
  const filters = [
    {
      list: 'todo',
      name: '采购待办',
      querys: [{ property: 'keyword', value: '采购', operation: 'LIKE' }],
      sorter: [{ property: 'createTime', direction: 'ASC' }],
      is_default: false,
    },
    {
      list: 'todo',
      name: '按流程排序',
      querys: [],
      sorter: [{ property: 'procDefName', direction: 'ASC' }],
      is_default: false,
    },
    {
      list: 'myRequest',
      name: '审批中的申请',
      querys: [{ property: 'status', value: 'running', operation: 'EQUAL' }],
      sorter: [],
      is_default: true,
    },
  ];
  await db
    .insertInto('bpm_saved_filters')
    .values(
      filters.map((filter) => ({
        id: randomUUID(),
        user_id: STAFF,
        list: filter.list,
        name: filter.name,
        querys: JSON.stringify(filter.querys),
        sorter: JSON.stringify(filter.sorter),
        is_default: filter.is_default,
        created_at: now,
        updated_at: now,
      })),
    )
    .onConflict((conflict) => conflict.columns(['user_id', 'list', 'name']).doNothing())
    .execute();
}

async function seedNotices(db: Db, now: Date): Promise<void> {
  const existing = await db
    .selectFrom('bpm_task_reads')
    .select('id')
    .where((eb) => eb.or([eb('user_id', '=', STAFF), eb('sender_id', '=', STAFF)]))
    .limit(1)
    .executeTakeFirst();
  if (existing) return;
  // Copies to him of others' instances, from a step someone completed (else from the initiator).
  const others = await db
    .selectFrom('bpm_instances')
    .leftJoin('bpm_tasks', (join) =>
      join.onRef('bpm_tasks.inst_id', '=', 'bpm_instances.id').on('bpm_tasks.status', '=', 'done'),
    )
    .select([
      'bpm_instances.id',
      'bpm_instances.creator_id',
      'bpm_instances.creator_name',
      'bpm_tasks.id as task_id',
      'bpm_tasks.node_id',
      'bpm_tasks.name as node_name',
      'bpm_tasks.completed_by',
      'bpm_tasks.completed_by_name',
    ])
    .where('bpm_instances.creator_id', '<>', STAFF)
    .where('bpm_instances.status', '<>', 'draft')
    .orderBy('bpm_instances.created_at', 'desc')
    .orderBy('bpm_instances.id')
    .limit(3)
    .execute();
  const rows = others.map((instance, index) => ({
    id: `notice-${instance.id}-${index}`,
    inst_id: instance.id,
    task_id: instance.task_id,
    node_id: instance.node_id ?? 'start',
    node_name: instance.node_name ?? '发起',
    kind: 'copyto',
    user_id: STAFF,
    sender_id: instance.completed_by ?? instance.creator_id,
    sender_name: instance.completed_by_name ?? instance.creator_name,
    // The oldest one he has read.
    is_read: index === others.length - 1 && others.length > 1,
    read_at: index === others.length - 1 && others.length > 1 ? new Date(now.getTime() - HOUR_MS) : null,
    created_at: new Date(now.getTime() - (index + 2) * HOUR_MS),
  }));
  // One he sent: a copy of his newest request to 刘洋.
  const mine = await db
    .selectFrom('bpm_instances')
    .select(['id'])
    .where('creator_id', '=', STAFF)
    .where('status', '<>', 'draft')
    .orderBy('created_at', 'desc')
    .orderBy('id')
    .executeTakeFirst();
  if (mine) {
    rows.push({
      id: `notice-${mine.id}-sent`,
      inst_id: mine.id,
      task_id: null,
      node_id: 'start',
      node_name: '发起',
      kind: 'copyto',
      user_id: NOTICE_TO,
      sender_id: STAFF,
      sender_name: STAFF_NAME,
      is_read: false,
      read_at: null,
      created_at: new Date(now.getTime() - HOUR_MS),
    });
  }
  if (rows.length) await db.insertInto('bpm_task_reads').values(rows).execute();
}

/**
 * Delegates one of his to-dos (when he has several assigned to him alone) to a colleague who has no part
 * in that instance, as the delegate action leaves it: the colleague holds it, for him (owner).
 */
async function seedDelegation(db: Db): Promise<void> {
  const delegated = await db
    .selectFrom('bpm_tasks')
    .select('id')
    .where('owner_id', '=', STAFF)
    .limit(1)
    .executeTakeFirst();
  if (delegated) return;
  const mine = await db
    .selectFrom('bpm_tasks')
    .innerJoin('bpm_instances', 'bpm_instances.id', 'bpm_tasks.inst_id')
    .select(['bpm_tasks.id', 'bpm_tasks.inst_id', 'bpm_instances.creator_id'])
    .where('bpm_tasks.assignee_id', '=', STAFF)
    .where('bpm_tasks.status', '=', 'pending')
    .orderBy('bpm_tasks.node_type', 'desc')
    .orderBy('bpm_tasks.created_at')
    .orderBy('bpm_tasks.id')
    .execute();
  const task = mine[0];
  if (!task || mine.length < 2) return;
  const involved = await db
    .selectFrom('bpm_tasks')
    .innerJoin('bpm_task_candidates', 'bpm_task_candidates.task_id', 'bpm_tasks.id')
    .select('bpm_task_candidates.user_id')
    .where('bpm_tasks.inst_id', '=', task.inst_id)
    .execute();
  const busy = new Set([task.creator_id, ...involved.map((row) => row.user_id)]);
  const colleague = DELEGATES.find((candidate) => !busy.has(candidate.id));
  if (!colleague) return;
  await db.transaction().execute(async (trx) => {
    await trx
      .updateTable('bpm_tasks')
      .set({ assignee_id: colleague.id, assignee_name: colleague.name, owner_id: STAFF })
      .where('id', '=', task.id)
      .execute();
    await trx.deleteFrom('bpm_task_candidates').where('task_id', '=', task.id).execute();
    await trx.insertInto('bpm_task_candidates').values({ task_id: task.id, user_id: colleague.id }).execute();
    await trx
      .updateTable('bpm_opinions')
      .set({ auditor_id: colleague.id, auditor_name: colleague.name })
      .where('task_id', '=', task.id)
      .where('status', '=', 'awaiting_check')
      .execute();
  });
}

/** Seeds the lists' demo data; run once, after the workflow demo (workflow.ts). */
export async function seedWorkflowListData(db: Db, now: Date): Promise<void> {
  await seedSecretaryPair(db);
  await seedCollections(db, now);
  await seedSavedFilters(db, now);
  await seedNotices(db, now);
  await seedDelegation(db);
}
