import { type Selectable, sql } from 'kysely';
import type { FileListEntry } from '../../contract/files.js';
import type {
  BpmInstance,
  BpmOpinion,
  BpmTask,
  InstanceStatus,
  OpinionCandidate,
  TaskStatus,
} from '../../contract/workflow.js';
import type { Db } from '../db/database.js';
import type { BpmInstanceTable, BpmTaskTable } from '../db/schema-workflow.js';
import { notFound } from '../http/envelope.js';
import { type ServerLanguage, translate } from '../http/translations/index.js';

/** Rows of the workflow tables as the contract answers them. */

const iso = (value: Date | string | null | undefined) => (value ? new Date(value).toISOString() : null);

export type InstanceRow = Selectable<BpmInstanceTable>;
export type TaskRow = Selectable<BpmTaskTable>;

export async function instanceRow(db: Db, id: string): Promise<InstanceRow> {
  const row = await db.selectFrom('bpm_instances').selectAll().where('id', '=', id).executeTakeFirst();
  if (!row) throw notFound('流程实例不存在');
  return row;
}

export async function taskRow(db: Db, id: string): Promise<TaskRow> {
  const row = await db.selectFrom('bpm_tasks').selectAll().where('id', '=', id).executeTakeFirst();
  if (!row) throw notFound('任务不存在');
  return row;
}

/** The candidates' names of pending tasks, by task. */
async function candidateNames(db: Db, taskIds: string[]): Promise<Map<string, string[]>> {
  const names = new Map<string, string[]>();
  if (taskIds.length === 0) return names;
  const rows = await db
    .selectFrom('bpm_task_candidates')
    .innerJoin('users', 'users.id', 'bpm_task_candidates.user_id')
    .select(['bpm_task_candidates.task_id', 'users.fullname'])
    .where('bpm_task_candidates.task_id', 'in', taskIds)
    .orderBy('users.id')
    .execute();
  for (const row of rows) names.set(row.task_id, [...(names.get(row.task_id) ?? []), row.fullname]);
  return names;
}

export async function toInstance(db: Db, row: InstanceRow): Promise<BpmInstance> {
  const pending = await db
    .selectFrom('bpm_tasks')
    .select(['id', 'node_id', 'name', 'assignee_name', 'lock_user_id'])
    .where('inst_id', '=', row.id)
    .where('status', '=', 'pending')
    .orderBy('created_at')
    .orderBy('id')
    .execute();
  const names = await candidateNames(
    db,
    pending.map((task) => task.id),
  );
  const currentNodes: NonNullable<BpmInstance['currentNodes']> = [];
  for (const task of pending) {
    let node = currentNodes.find((entry) => entry.nodeId === task.node_id);
    if (!node) {
      node = { nodeId: task.node_id, name: task.name, assigneeNames: [] };
      currentNodes.push(node);
    }
    for (const name of task.assignee_name ? [task.assignee_name] : (names.get(task.id) ?? [])) {
      if (!node.assigneeNames.includes(name)) node.assigneeNames.push(name);
    }
  }
  return {
    id: row.id,
    instId: row.id,
    defId: row.def_id,
    defKey: row.def_key,
    defName: row.def_name,
    bpmnInstId: row.bpmn_inst_id ?? undefined,
    subject: row.subject,
    status: row.status as InstanceStatus,
    creatorId: row.creator_id,
    creatorName: row.creator_name,
    createTime: iso(row.created_at) ?? '',
    updateTime: iso(row.updated_at) ?? '',
    endTime: iso(row.ended_at),
    result: (row.result as BpmInstance['result']) ?? null,
    suspended: Boolean(row.suspended_at),
    currentNodes,
  };
}

export async function toTask(db: Db, row: TaskRow, instance: InstanceRow): Promise<BpmTask> {
  const names = row.status === 'pending' ? (await candidateNames(db, [row.id])).get(row.id) : undefined;
  const locker = row.lock_user_id
    ? await db.selectFrom('users').select('fullname').where('id', '=', row.lock_user_id).executeTakeFirst()
    : undefined;
  return {
    id: row.id,
    taskId: row.id,
    instId: row.inst_id,
    defId: row.def_id,
    defName: instance.def_name,
    flowKey: instance.def_key,
    nodeId: row.node_id,
    name: row.name,
    subject: instance.subject,
    nodeType: row.node_type === 'SIGNTASK' ? 'SIGNTASK' : 'USERTASK',
    status: row.status as TaskStatus,
    assigneeId: row.assignee_id,
    assigneeName: row.assignee_name,
    candidateNames: names,
    ownerId: row.owner_id,
    leaderId: row.owner_id ?? undefined,
    lockUserId: row.lock_user_id,
    lockUserName: locker?.fullname ?? null,
    creatorId: instance.creator_id,
    creatorName: instance.creator_name,
    createTime: iso(row.created_at) ?? '',
    dueTime: iso(row.due_at),
    completeTime: iso(row.completed_at),
    action: row.action,
  };
}

const parseJson = <T>(text: string | null): T | undefined => {
  if (!text) return undefined;
  try {
    return JSON.parse(text) as T;
  } catch {
    return undefined;
  }
};

/**
 * The opinions of an instance in the order they happened (pending rows by when they began). The portal's own
 * rows (nobody's: a timer took the task away, a message was received) are read in the reader's language.
 */
export async function opinionsOf(
  db: Db,
  instId: string,
  now = new Date(),
  language: ServerLanguage = 'zh-CN',
): Promise<BpmOpinion[]> {
  const rows = await db
    .selectFrom('bpm_opinions')
    .selectAll()
    .where('inst_id', '=', instId)
    .orderBy('created_at')
    // At one instant a handled row (the start's submit) comes before the pending row it created.
    .orderBy(sql`completed_at is null`)
    .orderBy((eb) => eb.fn.coalesce('completed_at', 'created_at'))
    .orderBy('id')
    .execute();
  return rows.map((row) => {
    const candidates = parseJson<OpinionCandidate[]>(row.candidates);
    const files = parseJson<FileListEntry[]>(row.files);
    const end = row.completed_at ? new Date(row.completed_at) : now;
    return {
      id: row.id,
      instId: row.inst_id,
      taskId: row.task_id,
      nodeId: row.node_id,
      taskName: row.node_name,
      auditor: row.auditor_id,
      auditorName: row.auditor_name,
      qualfieds: candidates,
      qualfiedNames: candidates
        ? [
            ...new Set(candidates.flatMap((candidate) => (candidate.users ?? []).map((user) => user.name))),
          ].join('，')
        : null,
      createTime: iso(row.created_at) ?? '',
      completeTime: iso(row.completed_at),
      durMs: Math.max(0, end.getTime() - new Date(row.created_at).getTime()),
      statusVal: row.status,
      isRead: row.is_read ? 1 : 0,
      opinion: row.opinion && !row.auditor_id ? translate(row.opinion, language) : row.opinion,
      files: files ? JSON.stringify(files) : null,
    };
  });
}
