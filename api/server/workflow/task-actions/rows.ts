import type { Selectable } from 'kysely';
import type { CommKind, TaskComm, TaskSignRound, TaskSignUser } from '../../../contract/workflow-actions.js';
import type { Db } from '../../db/database.js';
import type { BpmTaskCommTable, BpmTaskSignTable } from '../../db/schema-task-actions.js';
import { badRequest } from '../../http/envelope.js';
import { loadDefinition, nodeOf } from '../definitions.js';

/**
 * The rows the task actions leave beside a task, as the contract shows them: the questions asked about it
 * (inquiry, communicate, and the record of a hand-over) and its add-sign rounds. Several families read
 * them: a pending round holds back reject, hand-over and agree; the buttons offer a reply or a vote.
 */

/** A time as the contract writes it (ISO), or null. */
export const iso = (value: Date | string | null) => (value ? new Date(value).toISOString() : null);

export function toComm(row: Selectable<BpmTaskCommTable>): TaskComm {
  return {
    id: row.id,
    taskId: row.task_id,
    instId: row.inst_id,
    kind: row.kind as CommKind,
    senderId: row.sender_id,
    senderName: row.sender_name,
    receiverId: row.receiver_id,
    receiverName: row.receiver_name,
    opinion: row.opinion,
    status: row.status as TaskComm['status'],
    reply: row.reply,
    createTime: iso(row.created_at) as string,
    replyTime: iso(row.replied_at),
  };
}

function toSigner(row: Selectable<BpmTaskSignTable>): TaskSignUser {
  return {
    id: row.id,
    taskId: row.task_id,
    userId: row.user_id,
    userName: row.user_name,
    status: row.status as TaskSignUser['status'],
    opinion: row.opinion,
    createTime: iso(row.created_at) as string,
    replyTime: iso(row.replied_at),
  };
}

/** The task's latest add-sign round and its result by the node's vote rule. */
export async function signRound(db: Db, taskId: string): Promise<TaskSignRound | null> {
  const rows = await db
    .selectFrom('bpm_task_signs')
    .selectAll()
    .where('task_id', '=', taskId)
    .orderBy('round', 'desc')
    .orderBy('created_at')
    .orderBy('id')
    .execute();
  const round = rows[0]?.round;
  if (round === undefined) return null;
  const signers = rows.filter((row) => row.round === round);
  const task = await db
    .selectFrom('bpm_tasks')
    .select(['def_id', 'node_id'])
    .where('id', '=', taskId)
    .executeTakeFirstOrThrow();
  const node = nodeOf(await loadDefinition(db, { defId: task.def_id }), task.node_id);
  const total = signers.length;
  const ratio = node?.countersign?.passRatio ?? 1;
  const needed = Math.max(1, Math.ceil(ratio * total - 1e-9));
  const agree = signers.filter((row) => row.status === 'agree').length;
  const oppose = signers.filter((row) => row.status === 'oppose').length;
  const result = agree >= needed ? 'signPass' : oppose > total - needed ? 'signNotPass' : 'pending';
  return { taskId, signers: signers.map(toSigner), needed, result };
}

/** A round of added signers that has not decided holds the task's handler back. */
export async function requireNoPendingSigns(trx: Db, taskId: string): Promise<void> {
  if ((await signRound(trx, taskId))?.result === 'pending')
    throw badRequest('加签人尚未全部反馈，请稍后处理');
}
