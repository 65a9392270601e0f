import type { SignFeedbackBody, TaskSignRound, TaskUsersBody } from '../../../contract/workflow-actions.js';
import type { SessionUser } from '../../auth/sessions.js';
import type { Db } from '../../db/database.js';
import { badRequest, notFound } from '../../http/envelope.js';
import { visibleTask } from '../access.js';
import { staffUsers } from '../assignees.js';
import { newId, recordPassage } from '../steps.js';
import { markTaskUnread } from '../task-rows.js';
import { requireNoPendingSigns, signRound } from './rows.js';
import { requireAnswerable, requireHandler, tellAboutTask, withTask } from './shared.js';

/**
 * Add signers (userTaskToSign): the handler asks people to vote on the task before handling it; each votes
 * once (userAddSignFeedback) and the round decides by the node's vote rule. While it has not decided, the
 * handler waits (rows.ts holds the round and that rule).
 */

/** A signer's row once their round decided without their vote. */
const SIGN_CLOSED = 'closed';
const ROUND_DECIDED = '加签已有结果，无需再反馈';

/** userTaskToSign: the handler adds signers; each gets a notice and votes (userAddSignFeedback). */
export async function addSigners(
  db: Db,
  user: SessionUser,
  body: TaskUsersBody,
  now = new Date(),
): Promise<TaskSignRound> {
  return withTask(db, body.taskId, async (locked) => {
    const { trx, task } = locked;
    const { actor } = await requireHandler(locked, user, body.leaderId, 'addSign');
    await requireNoPendingSigns(trx, task.id);
    const people = await staffUsers(trx, body.userIds);
    if (people.some((person) => person.id === user.id || person.id === actor))
      throw badRequest('不能选择自己');
    const last = await trx
      .selectFrom('bpm_task_signs')
      .select((eb) => eb.fn.max('round').as('round'))
      .where('task_id', '=', task.id)
      .executeTakeFirst();
    const round = Number(last?.round ?? 0) + 1;
    await trx
      .insertInto('bpm_task_signs')
      .values(
        people.map((person) => ({
          id: newId('sign'),
          inst_id: task.inst_id,
          task_id: task.id,
          round,
          user_id: person.id,
          user_name: person.name,
          status: 'pending',
          opinion: body.opinion.trim() || null,
          created_at: now,
          replied_at: null,
        })),
      )
      .execute();
    await tellAboutTask(trx, task, user, { kind: 'sign', receivers: people.map((person) => person.id), now });
    return (await signRound(trx, task.id)) as TaskSignRound;
  });
}

/** taskSignUsers: the round, for whoever may see the instance. */
export async function taskSignUsers(
  db: Db,
  user: SessionUser,
  taskId: string,
): Promise<TaskSignRound | null> {
  await visibleTask(db, user, taskId);
  return signRound(db, taskId);
}

/** userAddSignFeedback: an added signer votes once; the round decides by the node's vote rule. */
export async function signFeedback(
  db: Db,
  user: SessionUser,
  body: SignFeedbackBody,
  now = new Date(),
): Promise<TaskSignRound> {
  const sign = await db
    .selectFrom('bpm_task_signs')
    .selectAll()
    .where('id', '=', body.signId)
    .executeTakeFirst();
  if (!sign || sign.user_id !== user.id || user.identity) throw notFound('加签不存在或不是发给您的');
  return withTask(db, sign.task_id, async (locked) => {
    const { trx, task } = locked;
    const current = await trx
      .selectFrom('bpm_task_signs')
      .selectAll()
      .where('id', '=', sign.id)
      .forUpdate()
      .executeTakeFirstOrThrow();
    if (current.status === SIGN_CLOSED) throw badRequest(ROUND_DECIDED);
    requireAnswerable(locked, current, '您已反馈过');
    const before = await signRound(trx, task.id);
    if (before?.result !== 'pending' || !before.signers.some((signer) => signer.id === sign.id)) {
      throw badRequest(ROUND_DECIDED);
    }
    const opinion = body.opinion.trim() || null;
    await trx
      .updateTable('bpm_task_signs')
      .set({ status: body.actionName, opinion, replied_at: now })
      .where('id', '=', sign.id)
      .execute();
    await trx
      .insertInto('bpm_opinions')
      .values({
        id: newId('op'),
        inst_id: task.inst_id,
        task_id: null,
        node_id: task.node_id,
        node_name: task.name,
        auditor_id: user.id,
        auditor_name: user.fullname,
        candidates: null,
        status: body.actionName,
        opinion,
        files: null,
        is_read: true,
        created_at: current.created_at,
        completed_at: now,
      })
      .execute();
    const after = (await signRound(trx, task.id)) as TaskSignRound;
    if (after.result !== 'pending') {
      // The votes not given are no longer asked: they leave their signers' to-do lists.
      await trx
        .updateTable('bpm_task_signs')
        .set({ status: SIGN_CLOSED })
        .where('task_id', '=', task.id)
        .where('round', '=', current.round)
        .where('status', '=', 'pending')
        .execute();
      await recordPassage(
        trx,
        task.inst_id,
        { id: task.node_id, name: task.name },
        { status: after.result, auditor: null, now },
      );
      // The handler learns that the round decided: the task shows unread again, with a notice.
      await markTaskUnread(trx, task.id);
      const candidates = await trx
        .selectFrom('bpm_task_candidates')
        .select('user_id')
        .where('task_id', '=', task.id)
        .execute();
      await tellAboutTask(trx, task, user, {
        kind: 'signResult',
        receivers: candidates.map((row) => row.user_id),
        now,
      });
    }
    return after;
  });
}
