import { CIRCULATE_OPINION_STATUS, START_NODE_KEY } from '../../../contract/workflow.js';
import type {
  CopytoBody,
  CopytoResult,
  NoticeResult,
  ReadRecordQuery,
} from '../../../contract/workflow-actions.js';
import type { SessionUser } from '../../auth/sessions.js';
import type { Db } from '../../db/database.js';
import { badRequest, forbidden, notFound } from '../../http/envelope.js';
import { visibleInstanceRow } from '../access.js';
import { staffUsers } from '../assignees.js';
import { loadDefinition } from '../definitions.js';
import { instanceSuspended } from '../instance-records.js';
import { notify } from '../notices.js';
import { newId } from '../steps.js';
import { aboutTask, asCandidates, requireHandler, senderOf, withTask } from './shared.js';

/**
 * Circulate (doNextCopyto): the handler of a task, or the initiator, puts the instance in people's to-read
 * lists; they mark their notices read (addReadRecord, noticeTurnDode) or remove them (delBpmTaskNoticeById).
 */

/** doNextCopyto: the handler of a task (its node allowing it) or the initiator circulates the instance. */
export async function circulate(
  db: Db,
  user: SessionUser,
  body: CopytoBody,
  now = new Date(),
): Promise<CopytoResult> {
  const instance = await visibleInstanceRow(db, user, body.instId);
  const definition = await loadDefinition(db, { defId: instance.def_id });
  let about = {
    instId: instance.id,
    taskId: null as string | null,
    node: {
      id: START_NODE_KEY,
      name: definition.nodes.find((node) => node.nodeType === 'START')?.name ?? instance.def_name,
    },
  };
  const run = async (trx: Db) => {
    const current = await trx
      .selectFrom('bpm_instances')
      .select('suspended_at')
      .where('id', '=', instance.id)
      .forUpdate()
      .executeTakeFirstOrThrow();
    if (current.suspended_at) throw instanceSuspended();
    const people = await staffUsers(trx, body.userIds);
    const already = await trx
      .selectFrom('bpm_task_reads')
      .select('user_id')
      .where('inst_id', '=', instance.id)
      .where('kind', '=', 'circulate')
      .where('is_read', '=', false)
      .where(
        'user_id',
        'in',
        people.map((person) => person.id),
      )
      .execute();
    const skip = new Set([user.id, ...already.map((row) => row.user_id)]);
    const receivers = people.filter((person) => !skip.has(person.id));
    const note = body.opinion?.trim() || null;
    await notify(trx, {
      ...about,
      kind: 'circulate',
      receivers: receivers.map((person) => person.id),
      sender: senderOf(user),
      now,
      note,
      text: note ?? undefined,
    });
    // The circulation joins the opinions with its note and whom it went to.
    if (receivers.length > 0) {
      await trx
        .insertInto('bpm_opinions')
        .values({
          id: newId('op'),
          inst_id: instance.id,
          task_id: about.taskId,
          node_id: about.node.id,
          node_name: about.node.name,
          auditor_id: user.id,
          auditor_name: user.fullname,
          candidates: JSON.stringify(asCandidates(receivers)),
          status: CIRCULATE_OPINION_STATUS,
          opinion: note,
          files: null,
          is_read: true,
          created_at: now,
          completed_at: now,
        })
        .execute();
    }
    return { instId: instance.id, receiverNames: receivers.map((person) => person.name) };
  };
  if (body.taskId) {
    return withTask(db, body.taskId, async (locked) => {
      if (locked.task.inst_id !== instance.id) throw notFound('任务不存在或无权查看');
      await requireHandler(locked, user, body.leaderId, 'circulate');
      about = aboutTask(locked.task);
      return run(locked.trx);
    });
  }
  if (instance.creator_id !== user.id) throw forbidden('您没有传阅该流程的权限');
  return db.transaction().execute(run);
}

/** addReadRecord / noticeTurnDode: the caller's notices (by id, task or instance) become read. */
export async function markRead(
  db: Db,
  user: SessionUser,
  query: ReadRecordQuery,
  now = new Date(),
): Promise<NoticeResult> {
  if (!query.taskId && !query.instId) throw badRequest('请指定待阅');
  const result = await db
    .updateTable('bpm_task_reads')
    .set({ is_read: true, read_at: now })
    .where('user_id', '=', user.id)
    .where('is_read', '=', false)
    .where((eb) =>
      eb.or([
        ...(query.taskId ? [eb('id', '=', query.taskId), eb('task_id', '=', query.taskId)] : []),
        ...(query.instId ? [eb('inst_id', '=', query.instId)] : []),
      ]),
    )
    .executeTakeFirst();
  return { count: Number(result.numUpdatedRows) };
}

/** delBpmTaskNoticeById: removes one of the caller's own notices. */
export async function removeNotice(db: Db, user: SessionUser, id: string): Promise<NoticeResult> {
  const result = await db
    .deleteFrom('bpm_task_reads')
    .where('id', '=', id)
    .where('user_id', '=', user.id)
    .executeTakeFirst();
  if (Number(result.numDeletedRows) === 0) throw notFound('待阅不存在');
  return { count: 1 };
}
