import {
  type ApprovalStatus,
  type CompleteResult,
  type CompleteTaskBody,
  type FormValues,
  START_NODE_KEY,
} from '../../../contract/workflow.js';
import type { SessionUser } from '../../auth/sessions.js';
import type { Db } from '../../db/database.js';
import { badRequest, forbidden } from '../../http/envelope.js';
import type { ServerLanguage } from '../../http/translations/index.js';
import { type StepFacts, type StepOutcome, signalProcess, startProcess, waitingOf } from '../bpmn.js';
import { type LoadedDefinition, nodeOf } from '../definitions.js';
import { checkOwnFiles, formFiles, linkWorkflowFiles, WORKFLOW_FILE_OBJECTS } from '../form-files.js';
import { mergeWritable, validateForm } from '../forms.js';
import { recordCompletion } from '../instance-records.js';
import {
  applyOutcome,
  instanceChanged,
  newId,
  parentOf,
  type StepContext,
  saveState,
  sendCopies,
  stepContext,
  stepFacts,
} from '../steps.js';
import { closeTask, lockTask, taskHandledAlready } from '../task-rows.js';
import { moveToken, restartAt } from '../token-move.js';
import { requireNoPendingSigns } from './rows.js';
import {
  instanceStatus,
  type Locked,
  lastHandlers,
  requireActor,
  requirePendingFor,
  withPeople,
} from './shared.js';

/**
 * task/complete: agree or oppose. One transaction loads and locks the task once, finds once whom the
 * caller acts as, checks the task's state, and chooses the path here:
 * - `resubmit`: the initiator's task after a reject to the initiator (back through the flow, or straight to
 *   the node that rejected);
 * - `return`: agreeing to a task a reject with the direct mode created (straight back to the rejecting node);
 * - `countersign` and `step`: the ordinary step through the engine (a countersign's decision recorded).
 */

type CompletePath = 'resubmit' | 'return' | 'countersign' | 'step';

/** One completion as its path sees it, with the checks common to every path done. */
interface Completion {
  locked: Locked;
  user: SessionUser;
  actor: string;
  definition: LoadedDefinition;
  body: CompleteTaskBody;
  language: ServerLanguage;
  now: Date;
}

/** Agree or oppose: authority, lock, opinion and form checked under the instance's lock, then the step. */
export async function completeTask(
  db: Db,
  user: SessionUser,
  body: CompleteTaskBody,
  language: ServerLanguage,
  now = new Date(),
): Promise<CompleteResult> {
  if (user.identity) throw forbidden('您没有处理该任务的权限');
  return db.transaction().execute(async (trx) => {
    const locked: Locked = { trx, ...(await lockTask(trx, body.taskId)) };
    const { task } = locked;
    // A stranger learns nothing of the task; its handler hears why it cannot be handled now.
    const actor = await requireActor(locked, user, body.leaderId);
    if (task.status !== 'pending') throw taskHandledAlready(task.status);
    await requireNoPendingSigns(trx, task.id);
    const definition = await requirePendingFor(locked, actor);
    const back = await trx
      .selectFrom('bpm_task_returns')
      .select('return_node_id')
      .where('task_id', '=', task.id)
      .executeTakeFirst();
    const path: CompletePath =
      task.node_id === START_NODE_KEY
        ? 'resubmit'
        : back && body.actionName === 'agree'
          ? 'return'
          : task.node_type === 'SIGNTASK'
            ? 'countersign'
            : 'step';
    const completion: Completion = { locked, user, actor, definition, body, language, now };
    if (path === 'step' || path === 'countersign') return completeStep(completion, path === 'countersign');
    return completeAfterReject(completion, back?.return_node_id);
  });
}

/**
 * The attachments of task/complete: every new file (the opinion's, the form's) is the caller's upload, and
 * is linked to the instance, so who may read the instance reads it.
 */
async function checkFiles(completion: Completion, values: FormValues, stored: FormValues) {
  const { locked, user, definition, body } = completion;
  const ids = await checkOwnFiles(locked.trx, user, [
    ...(body.files ?? []),
    ...formFiles(definition, values, stored),
  ]);
  await linkWorkflowFiles(locked.trx, WORKFLOW_FILE_OBJECTS.instance, locked.instance.id, ids);
}

/** Whether the node's handler writes an opinion (not where it is read-only or hidden). */
function opinionAllowedAt(definition: LoadedDefinition, nodeId: string): boolean {
  const permission = nodeOf(definition, nodeId)?.opinionPermission;
  return permission !== 'r' && permission !== 'n';
}

/** The ordinary step: the task closes with the vote and the engine takes the step from it. */
async function completeStep(completion: Completion, countersign: boolean): Promise<CompleteResult> {
  const { locked, user, actor, definition, body, language, now } = completion;
  const { trx, task, instance } = locked;
  const stored = JSON.parse(instance.form_data) as FormValues;
  const values = mergeWritable(definition.form, task.node_id, stored, body.data);
  if (nodeOf(definition, task.node_id)?.opinionPermission === 'b' && !body.opinion.trim()) {
    throw badRequest('请填写审批意见');
  }
  const problem = validateForm(definition.form, task.node_id, values, language);
  if (problem) throw badRequest(problem);
  await checkFiles(completion, values, stored);
  const opinionAllowed = opinionAllowedAt(definition, task.node_id);
  await closeTask(trx, task, user, {
    action: body.actionName,
    status: body.actionName,
    opinion: opinionAllowed ? body.opinion.trim() || null : null,
    files: opinionAllowed && body.files?.length ? JSON.stringify(body.files) : null,
    ownerId: actor === user.id ? null : actor,
    now,
    everyOpinionRow: true,
  });

  const step = await stepContext(trx, definition, instance, user, now);
  const facts = await stepFacts(trx, step, values);
  const outcome = await signalProcess(instance.engine_state as string, facts, {
    nodeId: task.node_id,
    executionId: task.execution_id,
    payload: { action: body.actionName },
  });
  // A countersign that decided: each remaining signer's task goes; the node's result joins the opinions.
  const nextTasks = await applyOutcome(step, outcome);
  if (countersign) await recordCountersign(step, task, facts, outcome);
  await sendCopies(step, task.node_id);
  // The form's changes of this node and the followers' notices (instance-records.ts).
  await recordCompletion(trx, { instId: instance.id, task, definition, user, stored, values, now });
  await saveState(step, outcome, values);
  return { instId: instance.id, status: await instanceStatus(trx, instance.id), nextTasks };
}

/** A countersign that decided with this vote: its result joins the opinions (会签通过 / 会签不通过). */
async function recordCountersign(
  step: StepContext,
  task: { node_id: string; execution_id: string },
  facts: StepFacts,
  outcome: StepOutcome,
) {
  const parent = parentOf(task.execution_id);
  if (outcome.waiting.some((wait) => wait.parentExecutionId === parent)) return;
  const node = nodeOf(step.definition, task.node_id);
  const votes = facts.nodes[task.node_id];
  const passed = (votes?.agree ?? 0) >= (votes?.needed ?? votes?.total ?? 1);
  await step.trx
    .insertInto('bpm_opinions')
    .values({
      id: newId('op'),
      inst_id: step.instance.id,
      task_id: null,
      node_id: task.node_id,
      node_name: node?.name ?? task.node_id,
      auditor_id: null,
      auditor_name: null,
      candidates: null,
      status: (passed ? 'signPass' : 'signNotPass') satisfies ApprovalStatus,
      opinion: null,
      files: null,
      is_read: true,
      created_at: step.now,
      completed_at: step.now,
    })
    .execute();
}

/**
 * A task a reject created: the initiator's (resubmit: back through the flow, or straight to the rejecting
 * node `returnNodeId`), or one whose agreement returns the instance to the rejecting node.
 */
async function completeAfterReject(
  completion: Completion,
  returnNodeId: string | undefined,
): Promise<CompleteResult> {
  const { locked, user, actor, definition, body, language, now } = completion;
  const { trx, task, instance } = locked;
  const resubmit = task.node_id === START_NODE_KEY;
  const stored = JSON.parse(instance.form_data) as FormValues;
  const nodeKey = resubmit ? START_NODE_KEY : task.node_id;
  const values = mergeWritable(definition.form, nodeKey, stored, body.data);
  const problem = validateForm(definition.form, nodeKey, values, language);
  if (problem) throw badRequest(problem);
  if (resubmit && body.actionName !== 'agree') throw badRequest('请重新提交');
  const opinionAllowed = resubmit || opinionAllowedAt(definition, task.node_id);
  if (!resubmit && nodeOf(definition, task.node_id)?.opinionPermission === 'b' && !body.opinion.trim()) {
    throw badRequest('请填写审批意见');
  }
  await checkFiles(completion, values, stored);
  const action = resubmit ? 'resubmit' : 'agree';
  await closeTask(trx, task, user, {
    action,
    status: action,
    opinion: opinionAllowed ? body.opinion.trim() || null : null,
    ownerId: actor === user.id ? task.owner_id : actor,
    now,
  });
  if (opinionAllowed && body.files?.length) {
    await trx
      .updateTable('bpm_opinions')
      .set({ files: JSON.stringify(body.files) })
      .where('task_id', '=', task.id)
      .execute();
  }
  const step = await stepContext(trx, definition, instance, user, now);
  const facts = await stepFacts(trx, step, values);
  const waiting = await waitingOf(instance.engine_state as string, facts);
  const held = waiting.filter(
    (wait) => wait.executionId === task.execution_id || wait.parentExecutionId === task.execution_id,
  );
  if (held.length === 0) throw instanceChanged();
  const start = definition.nodes.find((entry) => entry.nodeType === 'START');
  const toNodeId = returnNodeId ?? start?.nodeId;
  if (!toNodeId) throw badRequest('流程已结束');
  // Normal mode: the process starts over (the reject closed every other task, a parallel branch too).
  // Moving the token to the start event would not do when the start leads straight to the held node (a
  // reject to the previous node from the first approver): the start's flow queues at the node still
  // running, and discarding that node drops it with the node, so the process ended. Straight back to a
  // countersign that nothing runs beside: it cannot restart in place, and its signers vote from zero.
  const alone = waiting.every((wait) => held.includes(wait));
  const { def_key: name, bpmn_xml: xml } = definition.row;
  const outcome = !returnNodeId
    ? await startProcess(name, xml, facts)
    : alone && nodeOf(definition, toNodeId)?.nodeType === 'SIGNTASK'
      ? await restartAt(name, xml, facts, toNodeId)
      : await moveToken(instance.engine_state as string, facts, {
          fromExecutionIds: held.map((wait) => wait.executionId),
          toNodeId,
        });
  const people = returnNodeId
    ? await lastHandlers(trx, instance.id, returnNodeId, ['reject', 'backToStart'])
    : [];
  const nextTasks = await applyOutcome(returnNodeId ? withPeople(step, returnNodeId, people) : step, outcome);
  await saveState(step, outcome, values);
  await trx.deleteFrom('bpm_task_returns').where('task_id', '=', task.id).execute();
  return { instId: instance.id, status: await instanceStatus(trx, instance.id), nextTasks };
}
