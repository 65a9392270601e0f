import { START_NODE_KEY } from '../../../contract/workflow.js';
import type { HandOverResult, TaskUserBody, TaskUsersBody } from '../../../contract/workflow-actions.js';
import type { SessionUser } from '../../auth/sessions.js';
import type { Db } from '../../db/database.js';
import { badRequest, forbidden } from '../../http/envelope.js';
import { staffUsers } from '../assignees.js';
import { insertComms } from './comms.js';
import { requireNoPendingSigns } from './rows.js';
import { asCandidates, requireHandler, tellAboutTask, withTask } from './shared.js';

/**
 * Transfer and delegate: the task passes to other people, who handle it instead of the caller; a delegated
 * task stays the delegator's (their delegated list).
 */

/** taskToTrans / transToMore / delegate: the task passes to other people (delegate: held for the caller). */
export async function handOver(
  db: Db,
  user: SessionUser,
  kind: 'transfer' | 'delegate',
  body: TaskUserBody | TaskUsersBody,
  now = new Date(),
): Promise<HandOverResult> {
  return withTask(db, body.taskId, async (locked) => {
    const { trx, task } = locked;
    const { actor } = await requireHandler(locked, user, body.leaderId, kind);
    if (task.node_id === START_NODE_KEY) throw forbidden('当前节点不允许该操作');
    await requireNoPendingSigns(trx, task.id);
    const ids = 'userIds' in body ? body.userIds : [body.userId];
    const people = await staffUsers(trx, ids);
    if (people.some((person) => person.id === user.id || person.id === actor)) {
      throw badRequest(kind === 'transfer' ? '不能转办给自己' : '不能委托给自己');
    }
    const single = people.length === 1 ? people[0] : undefined;
    await trx.deleteFrom('bpm_task_candidates').where('task_id', '=', task.id).execute();
    await trx
      .insertInto('bpm_task_candidates')
      .values(people.map((person) => ({ task_id: task.id, user_id: person.id })))
      .execute();
    await trx
      .updateTable('bpm_tasks')
      .set({
        assignee_id: single?.id ?? null,
        assignee_name: single?.name ?? null,
        // A delegated task stays the delegator's (their delegated list); a transferred one is the new holder's.
        owner_id: kind === 'delegate' ? (task.owner_id ?? actor) : null,
        lock_user_id: null,
        draft_data: null,
        draft_opinion: null,
        draft_files: null,
      })
      .where('id', '=', task.id)
      .execute();
    await trx
      .updateTable('bpm_opinions')
      .set({
        auditor_id: single?.id ?? null,
        auditor_name: single?.name ?? null,
        candidates: JSON.stringify(asCandidates(people)),
        is_read: false,
      })
      .where('task_id', '=', task.id)
      .where('status', '=', 'awaiting_check')
      .execute();
    await insertComms(trx, task, kind, user, people, body.opinion.trim() || null, now);
    await tellAboutTask(trx, task, user, { kind, receivers: people.map((person) => person.id), now });
    return { taskId: task.id, candidateNames: people.map((person) => person.name) };
  });
}
