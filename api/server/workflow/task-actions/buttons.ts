import { START_NODE_KEY, TASK_BUTTON_ALIASES, type TaskButton } from '../../../contract/workflow.js';
import {
  HANDLER_BUTTONS,
  TASK_ACTION_ALIASES,
  TASK_ACTION_LABELS,
  type TaskActionAlias,
  type TaskActionsState,
} from '../../../contract/workflow-actions.js';
import type { SessionUser } from '../../auth/sessions.js';
import type { Db } from '../../db/database.js';
import { isCandidate } from '../access.js';
import { type LoadedDefinition, loadDefinition, nodeOf } from '../definitions.js';
import { signRound, toComm } from './rows.js';

/**
 * The buttons of the approval form: which task actions a node offers its handler (the one list of them on
 * the server), and which of them, with the initiator's and a receiver's, the caller sees on a task.
 */

/** What a pending add-sign round holds back. */
const HELD_BY_SIGNING: TaskActionAlias[] = ['agree', 'oppose', 'reject', 'transfer', 'delegate', 'addSign'];

/** The buttons the task's node offers its handler. */
export function nodeButtons(definition: LoadedDefinition, task: { node_id: string }): TaskActionAlias[] {
  if (task.node_id === START_NODE_KEY) return ['resubmit', 'saveDraft'];
  return nodeOf(definition, task.node_id)?.buttons ?? [...TASK_BUTTON_ALIASES];
}

/**
 * getButtonsBytaskId: the handler's buttons of the node (lock or unlock by the lock status; those a pending
 * add-sign round holds back left out); the initiator's urge and circulate on a pending task; a receiver's
 * reply or vote.
 */
export async function taskActionButtons(
  db: Db,
  user: SessionUser,
  auth: { canHandle: boolean; lockStatus: number },
  taskId: string,
): Promise<TaskButton[]> {
  const task = await db
    .selectFrom('bpm_tasks')
    .selectAll()
    .where('id', '=', taskId)
    .executeTakeFirstOrThrow();
  const aliases = new Set<TaskActionAlias>();
  if (auth.canHandle) {
    const definition = await loadDefinition(db, { defId: task.def_id });
    const offered = nodeButtons(definition, task);
    const held = (await signRound(db, task.id))?.result === 'pending' ? HELD_BY_SIGNING : [];
    for (const alias of offered) {
      if ((HANDLER_BUTTONS.includes(alias) || alias === 'resubmit') && !held.includes(alias))
        aliases.add(alias);
    }
    if (task.node_id === START_NODE_KEY) aliases.delete('reject');
    if (auth.lockStatus === 1) aliases.add('lock');
    if (auth.lockStatus === 3) aliases.add('unlock');
  } else if (task.status === 'pending' && !user.identity) {
    const instance = await db
      .selectFrom('bpm_instances')
      .select(['creator_id', 'status'])
      .where('id', '=', task.inst_id)
      .executeTakeFirstOrThrow();
    if (
      instance.creator_id === user.id &&
      instance.status === 'running' &&
      !(await isCandidate(db, task.id, user.id))
    ) {
      aliases.add('urge');
      aliases.add('circulate');
    }
  }
  if (task.status === 'pending' && !user.identity) {
    const mine = await db
      .selectFrom('bpm_task_comms')
      .select('kind')
      .where('task_id', '=', task.id)
      .where('receiver_id', '=', user.id)
      .where('status', '=', 'pending')
      .execute();
    if (mine.some((row) => row.kind === 'inquiry')) aliases.add('inquiryReply');
    if (mine.some((row) => row.kind === 'communicate')) aliases.add('communicateReply');
    const round = await signRound(db, task.id);
    if (
      round?.result === 'pending' &&
      round.signers.some((signer) => signer.userId === user.id && signer.status === 'pending')
    ) {
      aliases.add('signFeedback');
    }
  }
  return TASK_ACTION_ALIASES.filter((alias) => aliases.has(alias)).map((alias) => ({
    alias,
    name: TASK_ACTION_LABELS[alias],
  }));
}

/** taskDetailBo's `actions`: the task's comms (a receiver: their own), its add-sign round, the caller's to answer. */
export async function taskActionsState(
  db: Db,
  user: SessionUser,
  task: { id: string },
  canHandle: boolean,
): Promise<TaskActionsState> {
  let comms = db.selectFrom('bpm_task_comms').selectAll().where('task_id', '=', task.id);
  if (!canHandle)
    comms = comms.where((eb) => eb.or([eb('receiver_id', '=', user.id), eb('sender_id', '=', user.id)]));
  const rows = (await comms.orderBy('created_at').orderBy('id').execute()).map(toComm);
  const sign = await signRound(db, task.id);
  const mySignRequest =
    sign?.result === 'pending'
      ? (sign.signers.find((signer) => signer.userId === user.id && signer.status === 'pending') ?? null)
      : null;
  return {
    comms: rows,
    sign,
    myPendingComms: rows.filter((comm) => comm.receiverId === user.id && comm.status === 'pending'),
    mySignRequest,
  };
}
