import { getDate, ISOInterval } from '@0dep/piso';
import { sql } from 'kysely';
import type { FormValues } from '../../contract/workflow.js';
import type { Db } from '../db/database.js';
import { HttpError } from '../http/envelope.js';
import { sendInnerMessage } from '../messages/inner-messages.js';
import { type StepFacts, type StepOutcome, signalProcess } from './bpmn.js';
import { mappedVariables } from './call-variables.js';
import { loadDefinition, loadMainDefinition } from './definitions.js';
import { writeEventWaits } from './events.js';
import { evaluateExpression, expressionBody } from './expressions.js';
import { startInTransaction } from './instance-start.js';
import { modelOf } from './model.js';
import type { ModelTimer } from './model-running.js';
import { queueProcessMail } from './process-mail.js';
import {
  applyOutcome,
  type InstanceRow,
  newId,
  recordPassage,
  type StepContext,
  saveState,
  stepContext,
  stepFacts,
} from './steps.js';

/**
 * The steps nobody takes by hand, in the transaction of the step that led to them: a BPMN timer's row
 * written when the engine waits on it and fired by the poller (timers.ts), a built-in task's message, a
 * call activity's child instance started and its parent moved on when it ends. What fails here becomes an
 * incident (bpm_incidents) naming the element and the error, for an administrator to retry or skip
 * (incidents.ts): no instance is left waiting with nothing to act on.
 */

export type IncidentKind = 'service' | 'timer' | 'call' | 'event';

export interface NewIncident {
  nodeId: string;
  executionId: string;
  kind: IncidentKind;
  message: string;
  payload?: Record<string, unknown>;
}

const messageOf = (error: unknown) => (error instanceof Error ? error.message : String(error));

/** Opens an incident unless one is open for the execution already. */
export async function openIncident(
  trx: Db,
  step: Pick<StepContext, 'definition' | 'now'>,
  instId: string,
  incident: NewIncident,
) {
  const open = await trx
    .selectFrom('bpm_incidents')
    .select('id')
    .where('inst_id', '=', instId)
    .where('execution_id', '=', incident.executionId)
    .where('resolved_at', 'is', null)
    .executeTakeFirst();
  if (open) return;
  const node = step.definition.nodes.find((entry) => entry.nodeId === incident.nodeId);
  await trx
    .insertInto('bpm_incidents')
    .values({
      id: newId('inc'),
      inst_id: instId,
      node_id: incident.nodeId,
      node_name: node?.name || incident.nodeId,
      execution_id: incident.executionId,
      kind: incident.kind,
      message: incident.message.slice(0, 2000),
      payload: incident.payload ? JSON.stringify(incident.payload) : null,
      created_at: step.now,
      resolved_at: null,
      resolved_by: null,
      resolution: null,
    })
    .execute();
}

/**
 * Runs `work` so that what it wrote is undone when it fails (a savepoint): the caller records the failure
 * as an incident and keeps the rest of its step.
 */
export async function undoneOnFailure<T>(
  trx: Db,
  work: () => Promise<T>,
): Promise<{ value?: T; error?: unknown }> {
  const name = `auto_${newId('sp').replace(/-/g, '_')}`;
  await sql.raw(`savepoint ${name}`).execute(trx);
  try {
    const value = await work();
    await sql.raw(`release savepoint ${name}`).execute(trx);
    return { value };
  } catch (error) {
    await sql.raw(`rollback to savepoint ${name}`).execute(trx);
    return { error };
  }
}

/** A timer's due time: a duration from `now`, or a date; the model's text or one expression giving it. */
export function dueOf(timer: ModelTimer, now: Date, values: FormValues): Date {
  let text = timer.value;
  if (expressionBody(text) !== undefined) {
    const value = evaluateExpression(text, values);
    if (value instanceof Date) return value;
    text = String(value ?? '');
  }
  try {
    // A cycle's next time from now (each repetition's row is written when the engine waits again).
    const due =
      timer.type === 'timeDate' ? getDate(text) : new ISOInterval(text).parse().getExpireAt(now, now);
    if (Number.isNaN(due.getTime())) throw new Error(text);
    return due;
  } catch {
    throw new Error(
      timer.type === 'timeDate'
        ? `定时器的时间 ${timer.value} 不是 ISO 8601 的日期`
        : `定时器的时间 ${timer.value} 不是 ISO 8601 的时长`,
    );
  }
}

interface TimerPayload {
  nodeId: string;
  executionId: string;
}

/** The rows of the BPMN timers the engine waits on: new ones written, those it no longer waits on gone. */
async function writeTimers(step: StepContext, outcome: StepOutcome, values: FormValues) {
  const { trx, instance, now } = step;
  const rows = await trx
    .selectFrom('bpm_timers')
    .select(['id', 'payload'])
    .where('inst_id', '=', instance.id)
    .where('kind', '=', 'bpmn')
    .where('fired_at', 'is', null)
    .execute();
  const waiting = new Set(outcome.timers.map((timer) => timer.executionId));
  const known = new Map(
    rows.map((row) => [(JSON.parse(row.payload ?? '{}') as TimerPayload).executionId, row.id]),
  );
  const gone = rows.filter(
    (row) => !waiting.has((JSON.parse(row.payload ?? '{}') as TimerPayload).executionId),
  );
  if (gone.length > 0)
    await trx
      .deleteFrom('bpm_timers')
      .where(
        'id',
        'in',
        gone.map((row) => row.id),
      )
      .execute();
  for (const timer of outcome.timers) {
    if (known.has(timer.executionId)) continue;
    const model = step.model.timers[timer.nodeId];
    if (!model) continue;
    let due: Date;
    try {
      due = dueOf(model, now, values);
    } catch (error) {
      await openIncident(trx, step, instance.id, { ...timer, kind: 'timer', message: messageOf(error) });
      continue;
    }
    await trx
      .insertInto('bpm_timers')
      .values({
        id: newId('timer'),
        inst_id: instance.id,
        task_id: null,
        kind: 'bpmn',
        due_at: due,
        fired_at: null,
        payload: JSON.stringify({
          nodeId: timer.nodeId,
          executionId: timer.executionId,
        } satisfies TimerPayload),
        created_at: now,
      })
      .execute();
  }
}

/** The receivers a built-in message names (`to`: accounts or user ids, comma separated). */
async function receiversOf(trx: Db, to: string): Promise<string[]> {
  const names = to
    .split(/[,;，；]/)
    .map((name) => name.trim())
    .filter(Boolean);
  if (names.length === 0) return [];
  const users = await trx
    .selectFrom('users')
    .select('id')
    .where((eb) => eb.or([eb('id', 'in', names), eb('account', 'in', names)]))
    .execute();
  return users.map((user) => user.id);
}

/** What the engine's step left for the database besides tasks: timers, incidents, built-in tasks' messages. */
export async function applyEngineWork(step: StepContext, outcome: StepOutcome, values: FormValues) {
  const { trx, instance, now } = step;
  await writeTimers(step, outcome, values);
  await writeEventWaits(step, outcome, values);
  const failing = new Set(outcome.incidents.map((incident) => incident.executionId));
  // A service-like task no longer failing (skipped, retried, or left by a boundary event) is resolved.
  await trx
    .updateTable('bpm_incidents')
    .set({ resolved_at: now, resolution: 'ended' })
    .where('inst_id', '=', instance.id)
    .where('kind', '=', 'service')
    .where('resolved_at', 'is', null)
    .$if(failing.size > 0, (query) => query.where('execution_id', 'not in', [...failing]))
    .execute();
  for (const incident of outcome.incidents) {
    await openIncident(trx, step, instance.id, { ...incident, kind: 'service' });
  }
  for (const effect of outcome.effects) {
    if (effect.mail) await queueProcessMail(step, effect.nodeId, effect.mail);
    if (effect.kind !== 'message') continue;
    const receivers = await receiversOf(trx, effect.fields.to ?? '');
    const name = step.model.serviceTasks[effect.nodeId]?.name ?? effect.nodeId;
    if (receivers.length === 0)
      throw new HttpError(400, `节点“${name}”的收件人 ${effect.fields.to} 不是门户的用户`);
    await sendInnerMessage(trx, {
      sender: null,
      receivers,
      subject: (effect.fields.subject || name).slice(0, 200),
      body: effect.fields.text ?? effect.fields.body ?? '',
      type: 'system',
      now,
    });
  }
}

/** An instance that ended: its open incidents end with it, and a child's parent moves on. */
export async function afterInstanceEnded(step: StepContext): Promise<void> {
  const { trx, instance, now } = step;
  await trx
    .updateTable('bpm_incidents')
    .set({ resolved_at: now, resolution: 'ended' })
    .where('inst_id', '=', instance.id)
    .where('resolved_at', 'is', null)
    .execute();
  const child = await trx
    .selectFrom('bpm_instances')
    .select(['parent_inst_id', 'parent_execution_id', 'parent_node_id', 'subject'])
    .where('id', '=', instance.id)
    .executeTakeFirst();
  if (!child?.parent_inst_id || !child.parent_execution_id) return;
  await continueParent(trx, child.parent_inst_id, {
    nodeId: child.parent_node_id ?? '',
    executionId: child.parent_execution_id,
    childInstId: instance.id,
    now,
  });
}

/** The parent of a child that ended moves on from its call activity (an incident when it cannot). */
export async function continueParent(
  trx: Db,
  parentId: string,
  call: { nodeId: string; executionId: string; childInstId: string; now: Date },
): Promise<void> {
  const { error } = await undoneOnFailure(trx, async () => {
    // The child's variables the call takes back (none when it names none: call-variables.ts).
    const definition = await parentDefinition(trx, parentId);
    const outputs = (await modelOf(definition.row.bpmn_xml)).calls[call.nodeId]?.outputs;
    const child = await trx
      .selectFrom('bpm_instances')
      .select('form_data')
      .where('id', '=', call.childInstId)
      .executeTakeFirst();
    const back = mappedVariables(outputs, JSON.parse(child?.form_data ?? '{}') as FormValues, false);
    await runSystemStep(trx, parentId, call.now, (state, facts) => {
      Object.assign(facts.values, back);
      return signalProcess(state, facts, { nodeId: call.nodeId, executionId: call.executionId });
    });
  });
  if (error === undefined) return;
  const definition = await parentDefinition(trx, parentId);
  await openIncident(trx, { definition, now: call.now }, parentId, {
    nodeId: call.nodeId,
    executionId: call.executionId,
    kind: 'call',
    message: messageOf(error),
    payload: { childInstId: call.childInstId },
  });
}

async function parentDefinition(trx: Db, instId: string) {
  const row = await trx
    .selectFrom('bpm_instances')
    .select('def_id')
    .where('id', '=', instId)
    .executeTakeFirstOrThrow();
  return loadDefinition(trx, { defId: row.def_id });
}

/**
 * A step nobody takes by hand, on an instance: its row locked, the engine moved by `move` from the saved
 * state, the outcome written as any step's. Answers false when the instance is not running or `move` had
 * nothing to do (a timer no longer waiting).
 */
export async function runSystemStep(
  trx: Db,
  instId: string,
  now: Date,
  move: (state: string, facts: StepFacts) => Promise<StepOutcome | undefined>,
): Promise<boolean> {
  const row = await trx
    .selectFrom('bpm_instances')
    .select([
      'id',
      'def_id',
      'creator_id',
      'creator_name',
      'creator_org_id',
      'form_data',
      'engine_state',
      'status',
      'version',
    ])
    .where('id', '=', instId)
    .forUpdate()
    .executeTakeFirst();
  if (row?.status !== 'running' || !row.engine_state) return false;
  const instance: InstanceRow = row;
  const definition = await loadDefinition(trx, { defId: instance.def_id });
  // Nobody takes it: the notices of the tasks it creates come in the initiator's name, as at the start.
  const initiator = { id: instance.creator_id, fullname: instance.creator_name };
  const step = await stepContext(trx, definition, instance, initiator, now);
  const values = JSON.parse(instance.form_data) as FormValues;
  const facts = await stepFacts(trx, step, values);
  const outcome = await move(instance.engine_state as string, facts);
  if (!outcome) return false;
  await applyOutcome(step, outcome);
  await saveState(step, outcome, values);
  return true;
}

/**
 * After a step's state is saved: each call activity the engine now waits on starts its child instance
 * (the called definition's main version, started by the parent's initiator with the parent's form values);
 * a child that ends at once moves its parent on. A called definition missing or failing opens an incident.
 */
export async function startCalls(step: StepContext, outcome: StepOutcome): Promise<void> {
  const { trx, instance, now } = step;
  for (const call of outcome.calls) {
    const started = await trx
      .selectFrom('bpm_instances')
      .select('id')
      .where('parent_inst_id', '=', instance.id)
      .where('parent_execution_id', '=', call.executionId)
      .executeTakeFirst();
    if (started) continue;
    const { error } = await undoneOnFailure(trx, async () => {
      const called = await loadMainDefinition(trx, { defKey: call.calledElement }).catch(() => undefined);
      if (called?.row.status !== 'deployed')
        throw new Error(`调用的流程 ${call.calledElement || '（未指明）'} 不存在或已停用`);
      const creator = { id: instance.creator_id, fullname: instance.creator_name };
      // The parent's variables the call passes (all of them when it names none: call-variables.ts).
      const values = mappedVariables(
        step.model.calls[call.nodeId]?.inputs,
        JSON.parse(instance.form_data) as FormValues,
        true,
      );
      const node = step.definition.nodes.find((entry) => entry.nodeId === call.nodeId);
      const child = await startInTransaction(
        trx,
        called,
        creator,
        instance.creator_org_id,
        values,
        { parent: { instId: instance.id, executionId: call.executionId, nodeId: call.nodeId } },
        now,
      );
      await recordPassage(
        trx,
        instance.id,
        { id: call.nodeId, name: node?.name || call.nodeId },
        { status: 'submit', auditor: { id: creator.id, name: creator.fullname }, now },
      );
      await trx
        .updateTable('bpm_opinions')
        .set({ opinion: `子流程 ${called.row.name}：${child.instId}` })
        .where('inst_id', '=', instance.id)
        .where('node_id', '=', call.nodeId)
        .where('opinion', 'is', null)
        .execute();
    });
    if (error !== undefined) {
      await openIncident(trx, step, instance.id, {
        nodeId: call.nodeId,
        executionId: call.executionId,
        kind: 'call',
        message: messageOf(error),
      });
    }
  }
}
