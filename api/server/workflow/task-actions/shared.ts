import type { Selectable } from 'kysely';
import type { CompleteResult } from '../../../contract/workflow.js';
import type { TaskActionAlias } from '../../../contract/workflow-actions.js';
import type { SessionUser } from '../../auth/sessions.js';
import type { Db } from '../../db/database.js';
import type { BpmTaskTable } from '../../db/schema-workflow.js';
import { badRequest, forbidden } from '../../http/envelope.js';
import { actingAs, whyNotActing } from '../access.js';
import type { Resolution } from '../assignees.js';
import { type LoadedDefinition, loadDefinition, nodeOf } from '../definitions.js';
import { instanceSuspended } from '../instance-records.js';
import { type NoticeKind, notify } from '../notices.js';
import type { StepContext } from '../steps.js';
import { type LockedTask, lockTask, taskHandledAlready } from '../task-rows.js';
import { nodeButtons } from './buttons.js';

/**
 * What the task actions share: the transaction that holds the instance's row and the task's, the check of
 * who handles the task and in which state, and the small pieces of a notice. Every action runs in such a
 * transaction, checks who the caller acts as, the task's state and the node's buttons, and refuses
 * anything else with a message, changing nothing.
 */

export type Task = Selectable<BpmTaskTable>;

export interface Locked extends LockedTask {
  trx: Db;
}

/** Runs `body` in a transaction holding the instance's row, then the task's (as every step does). */
export async function withTask<T>(db: Db, taskId: string, body: (locked: Locked) => Promise<T>): Promise<T> {
  return db.transaction().execute(async (trx) => {
    const { instance, task } = await lockTask(trx, taskId);
    return body({ trx, instance, task });
  });
}

/**
 * The task's state for its handler `actor` (found already): pending, the instance running and not
 * suspended, nobody else's lock. Answers the definition.
 */
export async function requirePendingFor(locked: Locked, actor: string): Promise<LoadedDefinition> {
  const { trx, task, instance } = locked;
  if (task.status !== 'pending') throw taskHandledAlready(task.status);
  if (instance.status !== 'running' || !instance.engine_state) throw badRequest('流程已结束');
  if (instance.suspended_at) throw instanceSuspended();
  if (task.lock_user_id && task.lock_user_id !== actor) throw forbidden('该任务已被他人锁定');
  return loadDefinition(trx, { defId: instance.def_id });
}

/** Who the caller acts as on the task (themselves, or the leader a secretary acts for); refuses anyone else. */
export async function requireActor(locked: Locked, user: SessionUser, leaderId: string | undefined) {
  if (user.identity) throw forbidden('您没有处理该任务的权限');
  const actor = await actingAs(locked.trx, locked.task, user, leaderId);
  if (!actor) throw forbidden(await whyNotActing(locked.trx, locked.task, user, leaderId));
  return actor;
}

/**
 * The caller as the task's handler (themselves, or the leader a secretary acts for), with the task pending,
 * the instance running, nobody else's lock, and the node offering `button`.
 */
export async function requireHandler(
  locked: Locked,
  user: SessionUser,
  leaderId: string | undefined,
  button: TaskActionAlias,
): Promise<{ actor: string; definition: LoadedDefinition }> {
  const actor = await requireActor(locked, user, leaderId);
  const definition = await requirePendingFor(locked, actor);
  if (!nodeButtons(definition, locked.task).includes(button)) throw forbidden('当前节点不允许该操作');
  return { actor, definition };
}

export const requireOpinion = (opinion: string, message: string) => {
  if (!opinion.trim()) throw badRequest(message);
  return opinion.trim();
};

/** Where a notice about a task points: its instance, the task and its node. */
export const aboutTask = (task: Task) => ({
  instId: task.inst_id,
  taskId: task.id,
  node: { id: task.node_id, name: task.name },
});

export const senderOf = (user: SessionUser) => ({ id: user.id, name: user.fullname });

/** Tells `receivers` of the caller's action on the task (a notice each, and a message where it asks something). */
export function tellAboutTask(
  trx: Db,
  task: Task,
  user: SessionUser,
  notice: { kind: NoticeKind; receivers: readonly string[]; now: Date; text?: string },
): Promise<void> {
  return notify(trx, { ...aboutTask(task), sender: senderOf(user), ...notice });
}

/** The people as the candidates of an opinion row: each one a user. */
export const asCandidates = (people: { id: string; name: string }[]) =>
  people.map((person) => ({ id: person.id, name: person.name, type: 'user', users: [person] }));

/** The last handler of a node: who a reject (or a direct return) sends it back to. */
export async function lastHandlers(
  trx: Db,
  instId: string,
  nodeId: string,
  actions: string[],
): Promise<{ id: string; name: string }[]> {
  const rows = await trx
    .selectFrom('bpm_tasks')
    .select(['completed_by', 'completed_by_name', 'completed_at'])
    .where('inst_id', '=', instId)
    .where('node_id', '=', nodeId)
    .where('status', '=', 'done')
    .where('action', 'in', actions)
    .where('completed_by', 'is not', null)
    .orderBy('completed_at', 'desc')
    .execute();
  const last = rows[0];
  if (!last) return [];
  return [{ id: last.completed_by as string, name: last.completed_by_name ?? '' }];
}

/** The step context with `nodeId` going to `people` rather than its assignee rules. */
export function withPeople(
  step: StepContext,
  nodeId: string,
  people: { id: string; name: string }[],
): StepContext {
  if (people.length === 0) return step;
  const node = nodeOf(step.definition, nodeId);
  if (!node || node.nodeType === 'SIGNTASK') return step;
  const resolutions = new Map<string, Resolution>(step.resolutions);
  resolutions.set(nodeId, { users: people, candidates: asCandidates(people) });
  return { ...step, resolutions };
}

/** The instance's status after a step (ended, or running on). */
export async function instanceStatus(trx: Db, instId: string): Promise<CompleteResult['status']> {
  const row = await trx
    .selectFrom('bpm_instances')
    .select('status')
    .where('id', '=', instId)
    .executeTakeFirstOrThrow();
  return row.status as CompleteResult['status'];
}

/**
 * Under the task's lock, before a reply or a vote: the row asked of the caller still pending (else
 * `answered`), the task pending and its instance not suspended.
 */
export function requireAnswerable(locked: Locked, row: { status: string }, answered: string): void {
  if (row.status !== 'pending') throw badRequest(answered);
  if (locked.task.status !== 'pending') throw taskHandledAlready();
  if (locked.instance.suspended_at) throw instanceSuspended();
}
