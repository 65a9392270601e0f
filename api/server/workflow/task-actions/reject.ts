import { type FormValues, START_NODE_KEY } from '../../../contract/workflow.js';
import type {
  AfterJumpNodes,
  BackModel,
  JumpNode,
  RejectResult,
  RejectTaskQuery,
} from '../../../contract/workflow-actions.js';
import type { SessionUser } from '../../auth/sessions.js';
import type { Db } from '../../db/database.js';
import { badRequest, forbidden } from '../../http/envelope.js';
import { type LoadedDefinition, nodeOf } from '../definitions.js';
import { endInstance } from '../instance-actions.js';
import { returnToStartEnds } from '../instance-outcomes.js';
import {
  applyOutcome,
  type CreatedTask,
  type InstanceRow,
  insertTask,
  instanceChanged,
  parentOf,
  type StepContext,
  saveState,
  stepContext,
  stepFacts,
} from '../steps.js';
import { cancelTasks, closeTask } from '../task-rows.js';
import { moveToken } from '../token-move.js';
import { requireNoPendingSigns } from './rows.js';
import {
  asCandidates,
  instanceStatus,
  lastHandlers,
  requireHandler,
  requireOpinion,
  type Task,
  withPeople,
  withTask,
} from './shared.js';

/**
 * Reject (taskToReject) and where it may go (getAfterJumpNodes): back to the previous node, to the
 * initiator, or to a chosen earlier node. The token moves (token-move.ts); the tasks it leaves are
 * cancelled. What the rejected-to task does when it is handled again is task/complete's (complete.ts).
 */

type DoneTask = Pick<
  Task,
  'node_id' | 'name' | 'action' | 'completed_by' | 'completed_by_name' | 'completed_at' | 'node_type'
>;

/** The earlier nodes of the instance a task may go back to, START first, and the previous one. */
async function jumpNodes(
  trx: Db,
  definition: LoadedDefinition,
  instance: InstanceRow,
  task: Task,
): Promise<AfterJumpNodes> {
  const start = definition.nodes.find((node) => node.nodeType === 'START');
  const startNode: JumpNode = {
    nodeId: START_NODE_KEY,
    name: start?.name ?? '发起人',
    handlerNames: [instance.creator_name],
    nodeType: 'START',
  };
  const done: DoneTask[] = await trx
    .selectFrom('bpm_tasks')
    .select(['node_id', 'name', 'action', 'completed_by', 'completed_by_name', 'completed_at', 'node_type'])
    .where('inst_id', '=', instance.id)
    .where('status', '=', 'done')
    .where('action', 'in', ['agree', 'oppose', 'resubmit'])
    .orderBy('completed_at')
    .execute();
  const byNode = new Map<string, DoneTask[]>();
  for (const row of done) {
    if (row.node_id === task.node_id || row.node_id === START_NODE_KEY) continue;
    if (!nodeOf(definition, row.node_id)) continue;
    byNode.set(row.node_id, [...(byNode.get(row.node_id) ?? []), row]);
  }
  const nodes: JumpNode[] = [startNode];
  for (const [nodeId, rows] of byNode) {
    const last = rows.at(-1) as DoneTask;
    const sign = last.node_type === 'SIGNTASK';
    nodes.push({
      nodeId,
      name: nodeOf(definition, nodeId)?.name ?? last.name,
      // A user task goes back to its last handler; a countersign to its signers again.
      handlerNames: [...new Set((sign ? rows : [last]).map((row) => row.completed_by_name ?? ''))].filter(
        Boolean,
      ),
      nodeType: last.node_type === 'SIGNTASK' ? 'SIGNTASK' : 'USERTASK',
    });
  }
  const before = done.filter(
    (row) =>
      row.node_id !== task.node_id &&
      row.completed_at &&
      +row.completed_at <= +task.created_at &&
      byNode.has(row.node_id),
  );
  const previousId = before.at(-1)?.node_id;
  const previous = nodes.find((node) => node.nodeId === previousId) ?? startNode;
  return { previous, nodes };
}

/** getAfterJumpNodes: where the handler may reject the task to. */
export async function afterJumpNodes(
  db: Db,
  user: SessionUser,
  taskId: string,
  leaderId?: string,
): Promise<AfterJumpNodes> {
  return withTask(db, taskId, async (locked) => {
    const { definition } = await requireHandler(locked, user, leaderId, 'reject');
    return jumpNodes(locked.trx, definition, locked.instance, locked.task);
  });
}

/**
 * taskToReject: back to the previous node, to the initiator, or to a chosen earlier node. The task's
 * execution (every pending iteration of a countersign) leaves; the target node's last handlers get it again.
 * With backHandMode direct, handling it again returns the instance straight to this node.
 */
export async function rejectTask(
  db: Db,
  user: SessionUser,
  query: RejectTaskQuery,
  now = new Date(),
): Promise<RejectResult> {
  return withTask(db, query.taskId, async (locked) => {
    const { trx, task, instance } = locked;
    const { actor, definition } = await requireHandler(locked, user, query.leaderId, 'reject');
    if (task.node_id === START_NODE_KEY) throw forbidden('当前节点不允许该操作');
    await requireNoPendingSigns(trx, task.id);
    const opinion = requireOpinion(query.opinion, '请填写驳回意见');
    const jump = await jumpNodes(trx, definition, instance, task);
    const target = pickTarget(jump, query.backModel, query.destination);
    const toStart = target.nodeType === 'START';
    const statusVal = toStart ? 'backToStart' : 'reject';
    await closeTask(trx, task, user, {
      action: statusVal,
      status: statusVal,
      opinion,
      ownerId: actor === user.id ? task.owner_id : actor,
      now,
    });
    // Every pending signer of a countersign leaves with the token.
    const siblings =
      task.node_type === 'SIGNTASK'
        ? await trx
            .selectFrom('bpm_tasks')
            .select(['id', 'execution_id'])
            .where('inst_id', '=', instance.id)
            .where('node_id', '=', task.node_id)
            .where('status', '=', 'pending')
            .execute()
        : [];
    const siblingsOfRound = siblings.filter(
      (row) => parentOf(row.execution_id) === parentOf(task.execution_id),
    );
    await cancelTasks(
      trx,
      siblingsOfRound.map((row) => row.id),
      now,
    );
    const values = JSON.parse(instance.form_data) as FormValues;
    const step = await stepContext(trx, definition, instance, user, now);
    let nextTasks: CreatedTask[];
    let returnTaskIds: string[];
    if (toStart && returnToStartEnds(definition.row.def_key)) {
      // The initiator answers in their own domain (a tender project back in its editor): the instance ends.
      await closeWithReject(trx, instance.id, now);
      await endInstance(trx, { ...instance, def_key: definition.row.def_key }, 'end', now, 'rejected');
      nextTasks = [];
      returnTaskIds = [];
    } else if (toStart) {
      // The whole instance goes back: the other open tasks (a parallel branch) close with the reject.
      await closeWithReject(trx, instance.id, now);
      // The token waits at this node; the initiator's task holds it (a countersign's whole execution).
      const holds = task.node_type === 'SIGNTASK' ? parentOf(task.execution_id) : task.execution_id;
      const created = await createInitiatorTask(step, holds);
      nextTasks = [created];
      returnTaskIds = [created.taskId];
      // The engine's state is unchanged, but the step counts: a concurrent step must read again.
      const result = await trx
        .updateTable('bpm_instances')
        .set({ version: instance.version + 1, updated_at: now })
        .where('id', '=', instance.id)
        .where('version', '=', instance.version)
        .executeTakeFirst();
      if (Number(result.numUpdatedRows) !== 1) throw instanceChanged();
    } else {
      // What followed the target goes back with the token: the pending tasks created since its last
      // handling (a parallel branch beside this one), so that the split does not run twice.
      const downstream = await tasksSince(trx, instance.id, target.nodeId);
      await cancelTasks(
        trx,
        downstream.map((row) => row.id),
        now,
      );
      const facts = await stepFacts(trx, step, values);
      const fromExecutionIds = [
        task.execution_id,
        ...(task.node_type === 'SIGNTASK' ? siblingsOfRound.map((row) => row.execution_id) : []),
        ...downstream.map((row) => row.execution_id),
      ];
      const outcome = await moveToken(instance.engine_state as string, facts, {
        fromExecutionIds,
        toNodeId: target.nodeId,
      });
      const people = await lastHandlers(trx, instance.id, target.nodeId, ['agree', 'oppose', 'resubmit']);
      nextTasks = await applyOutcome(withPeople(step, target.nodeId, people), outcome);
      await saveState(step, outcome, values);
      returnTaskIds = nextTasks
        .filter((created) => created.nodeId === target.nodeId)
        .map((created) => created.taskId);
    }
    if (query.backHandMode === 'direct' && returnTaskIds.length > 0) {
      await trx
        .insertInto('bpm_task_returns')
        .values(
          returnTaskIds.map((id) => ({
            task_id: id,
            inst_id: instance.id,
            return_node_id: task.node_id,
            created_at: now,
          })),
        )
        .execute();
    }
    return { instId: instance.id, status: await instanceStatus(trx, instance.id), nextTasks, statusVal };
  });
}

/**
 * Closes every pending task of the instance as the reject to the initiator leaves it: each one's opinion
 * row stays, as 驳回到发起人 with nobody as its handler (its pending approvers are kept), and its timers go.
 */
async function closeWithReject(trx: Db, instId: string, now: Date): Promise<void> {
  const open = await trx
    .selectFrom('bpm_tasks')
    .select('id')
    .where('inst_id', '=', instId)
    .where('status', '=', 'pending')
    .execute();
  if (open.length === 0) return;
  const ids = open.map((row) => row.id);
  await trx
    .updateTable('bpm_opinions')
    .set({ status: 'backToStart', auditor_id: null, auditor_name: null, is_read: true, completed_at: now })
    .where('task_id', 'in', ids)
    .where('status', '=', 'awaiting_check')
    .execute();
  await cancelTasks(trx, ids, now);
}

/** The pending tasks created since a node was last handled (not the initiator's, which holds no execution). */
async function tasksSince(trx: Db, instId: string, nodeId: string) {
  const last = await trx
    .selectFrom('bpm_tasks')
    .select((eb) => eb.fn.max('completed_at').as('at'))
    .where('inst_id', '=', instId)
    .where('node_id', '=', nodeId)
    .where('status', '=', 'done')
    .executeTakeFirst();
  if (!last?.at) return [];
  return trx
    .selectFrom('bpm_tasks')
    .select(['id', 'execution_id'])
    .where('inst_id', '=', instId)
    .where('status', '=', 'pending')
    .where('node_id', '!=', START_NODE_KEY)
    .where('created_at', '>=', new Date(last.at))
    .execute();
}

function pickTarget(jump: AfterJumpNodes, backModel: BackModel, destination?: string): JumpNode {
  if (backModel === 'previous') return jump.previous;
  if (backModel === 'initiator') return jump.nodes[0] as JumpNode;
  const chosen = jump.nodes.find((node) => node.nodeId === destination);
  if (!chosen) throw badRequest('不能驳回到该节点');
  return chosen;
}

/** The initiator's task after a reject to the initiator: it holds the token until the resubmission. */
async function createInitiatorTask(step: StepContext, executionId: string): Promise<CreatedTask> {
  const { instance, definition } = step;
  const start = definition.nodes.find((node) => node.nodeType === 'START');
  const name = start?.name ?? definition.row.name;
  const initiator = { id: instance.creator_id, name: instance.creator_name };
  const taskId = await insertTask(step, {
    nodeId: START_NODE_KEY,
    name,
    nodeType: 'USERTASK',
    executionId,
    people: [initiator],
    ownerId: null,
    dueAt: null,
    candidates: asCandidates([initiator]),
  });
  return { taskId, nodeId: START_NODE_KEY, name, assigneeNames: [initiator.name] };
}
