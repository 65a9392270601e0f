import type { FormValues } from '../../contract/workflow.js';
import type { MessageBody, MessageResult } from '../../contract/workflow-incidents.js';
import type { SessionUser } from '../auth/sessions.js';
import type { Db } from '../db/database.js';
import { badRequest, forbidden, notFound } from '../http/envelope.js';
import { isWorkflowAdmin } from './access.js';
import { mainOrgOf } from './assignees.js';
import { openIncident, runSystemStep, undoneOnFailure } from './auto-steps.js';
import { deliverEvent, type EventReference, type StepOutcome } from './bpmn.js';
import { loadDefinition } from './definitions.js';
import { startInTransaction } from './instance-start.js';
import { modelOf } from './model.js';
import { newId, recordPassage, type StepContext } from './steps.js';
import { recordTakenAway } from './timers.js';

/**
 * Messages and signals (issue 37). An instance waiting at a receive task, a message or signal catch, or a
 * message or signal boundary event has a row of bpm_event_waits (0048_event_waits), written with the step
 * that reached it and gone with the step that left it; delivery reads the rows, so any server process finds
 * the receivers, and each receiver moves on as a step of its own under its instance's lock (two processes
 * delivering to one instance take turns; a wait already left takes nothing).
 *
 * - A signal, thrown by an intermediate throw or end event of any instance, reaches every instance waiting
 *   for a signal of that name (the thrower's own catches take it inside its step).
 * - A message is correlated by its name and a correlation key: the value of the process variable
 *   `correlationKey` (a form field or a variable set by the model) of the waiting instance, read at each of
 *   its steps. A message thrown by an instance reaches the other instances waiting for that name whose key
 *   equals the thrower's (both without one also match); the message call (POST
 *   {bpmModel}/flow/inst/v1/message) names the key, or one instance by its id, and may bring variables.
 * - A delivery whose step fails (the next task's people cannot be found…) opens an incident of kind
 *   `event` at the waiting element; retried, the message is delivered again.
 * - The element that took it gets an opinion row (收到消息 / 收到信号 and the name), as a call activity does.
 */

/** The process variable a waiting instance is correlated by. */
export const CORRELATION_VARIABLE = 'correlationKey';

/** Deliveries set off by deliveries (a message answered by a message) stop at this depth, naming the loop. */
const MAX_DEPTH = 16;
const depths = new WeakMap<Db, number>();

const keyOf = (values: FormValues): string | null => {
  const value = values[CORRELATION_VARIABLE];
  return value === null || value === undefined || value === '' ? null : String(value);
};

/** The rows of the catching elements the instance waits at: new ones written, those left gone, keys updated. */
export async function writeEventWaits(step: StepContext, outcome: StepOutcome, values: FormValues) {
  const { trx, instance, now } = step;
  const rows = await trx
    .selectFrom('bpm_event_waits')
    .select(['id', 'execution_id'])
    .where('inst_id', '=', instance.id)
    .execute();
  const waiting = new Set(outcome.events.map((event) => event.executionId));
  const gone = rows.filter((row) => !waiting.has(row.execution_id)).map((row) => row.id);
  if (gone.length > 0) await trx.deleteFrom('bpm_event_waits').where('id', 'in', gone).execute();
  // A delivery that failed and is no longer waited for (delivered again, or its task left) is resolved.
  await trx
    .updateTable('bpm_incidents')
    .set({ resolved_at: now, resolution: 'ended' })
    .where('inst_id', '=', instance.id)
    .where('kind', '=', 'event')
    .where('resolved_at', 'is', null)
    .$if(waiting.size > 0, (query) => query.where('execution_id', 'not in', [...waiting]))
    .execute();
  const known = new Set(rows.map((row) => row.execution_id));
  const key = keyOf(values);
  const added = outcome.events.filter((event) => !known.has(event.executionId));
  if (added.length > 0)
    await trx
      .insertInto('bpm_event_waits')
      .values(
        added.map((event) => ({
          id: newId('wait'),
          inst_id: instance.id,
          node_id: event.nodeId,
          execution_id: event.executionId,
          kind: event.kind,
          name: event.name,
          ref_id: event.refId,
          correlation_key: key,
          created_at: now,
        })),
      )
      .execute();
  if (rows.length > gone.length)
    await trx
      .updateTable('bpm_event_waits')
      .set({ correlation_key: key })
      .where('inst_id', '=', instance.id)
      .execute();
}

export interface Delivery {
  kind: EventReference['kind'];
  name: string;
  /** A message's key (null: to instances without one); ignored for a signal and when `instId` is named. */
  correlationKey?: string | null;
  /** A message to one instance. */
  instId?: string;
  /** The thrower, which its own step delivered to already. */
  exceptInstId?: string;
  /** Variables the message brings: set on the receiving instance before it moves on. */
  variables?: Record<string, unknown>;
  /**
   * Who an instance it starts is started by (a definition whose start event waits for it): the caller of
   * the message call, the throwing instance's initiator. None: it starts nothing (a retried delivery).
   */
  starter?: { id: string; fullname: string; orgId: string | null };
}

/** The opinion row of the element that took a message or signal. */
async function recordCaught(trx: Db, instId: string, nodeId: string, delivery: Delivery, now: Date) {
  const instance = await trx
    .selectFrom('bpm_instances')
    .select('def_id')
    .where('id', '=', instId)
    .executeTakeFirstOrThrow();
  const definition = await loadDefinition(trx, { defId: instance.def_id });
  const node = definition.nodes.find((entry) => entry.nodeId === nodeId);
  await recordPassage(
    trx,
    instId,
    { id: nodeId, name: node?.name || nodeId },
    {
      status: 'submit',
      auditor: null,
      now,
    },
  );
  await trx
    .updateTable('bpm_opinions')
    .set({ opinion: delivery.kind === 'signal' ? `收到信号 ${delivery.name}` : `收到消息 ${delivery.name}` })
    .where('inst_id', '=', instId)
    .where('node_id', '=', nodeId)
    .where('opinion', 'is', null)
    .where('auditor_id', 'is', null)
    .execute();
}

/**
 * Delivers a message or a signal to the instances waiting for it; answers how many took it. Each instance
 * moves on as a step of its own; one that fails keeps waiting with an incident.
 */
export async function deliver(
  trx: Db,
  delivery: Delivery,
  now: Date,
): Promise<{ delivered: number; started: string[] }> {
  const depth = depths.get(trx) ?? 0;
  if (depth >= MAX_DEPTH) throw new Error(`消息或信号 ${delivery.name} 在流程之间循环传递，已停止`);
  let query = trx
    .selectFrom('bpm_event_waits')
    .innerJoin('bpm_instances', 'bpm_instances.id', 'bpm_event_waits.inst_id')
    .select([
      'bpm_event_waits.inst_id',
      'bpm_event_waits.node_id',
      'bpm_event_waits.execution_id',
      'bpm_event_waits.ref_id',
    ])
    .where('bpm_instances.status', '=', 'running')
    // A suspended instance takes nothing, as its timers do not fire (timers.ts).
    .where('bpm_instances.suspended_at', 'is', null)
    .where('bpm_event_waits.kind', '=', delivery.kind)
    .where('bpm_event_waits.name', '=', delivery.name);
  if (delivery.instId) query = query.where('bpm_event_waits.inst_id', '=', delivery.instId);
  else if (delivery.kind === 'message')
    query =
      delivery.correlationKey === null || delivery.correlationKey === undefined
        ? query.where('bpm_event_waits.correlation_key', 'is', null)
        : query.where('bpm_event_waits.correlation_key', '=', delivery.correlationKey);
  if (delivery.exceptInstId) query = query.where('bpm_event_waits.inst_id', '!=', delivery.exceptInstId);
  const rows = await query
    .orderBy('bpm_event_waits.inst_id')
    .orderBy('bpm_event_waits.created_at')
    .orderBy('bpm_event_waits.id')
    .execute();
  // One delivery an instance: the engine gives it to every catch of the instance waiting for it.
  const byInstance = new Map<string, (typeof rows)[number]>();
  for (const row of rows) if (!byInstance.has(row.inst_id)) byInstance.set(row.inst_id, row);
  let delivered = 0;
  depths.set(trx, depth + 1);
  try {
    for (const row of byInstance.values()) {
      const { value, error } = await undoneOnFailure(trx, async () => {
        const pending = await trx
          .selectFrom('bpm_tasks')
          .select('id')
          .where('inst_id', '=', row.inst_id)
          .where('status', '=', 'pending')
          .execute();
        const moved = await runSystemStep(trx, row.inst_id, now, (state, facts) => {
          Object.assign(facts.values, delivery.variables ?? {});
          return deliverEvent(state, facts, { executionId: row.execution_id, refId: row.ref_id });
        });
        if (!moved) return false;
        await recordCaught(trx, row.inst_id, row.node_id, delivery, now);
        // A message or signal boundary event that interrupts takes its task away: the opinions say so.
        const { def_id: defId } = await trx
          .selectFrom('bpm_instances')
          .select('def_id')
          .where('id', '=', row.inst_id)
          .executeTakeFirstOrThrow();
        await recordTakenAway(
          trx,
          defId,
          row.node_id,
          pending.map((task) => task.id),
          now,
          delivery.kind === 'signal' ? '收到信号“{0}”，任务已转走' : '收到消息“{0}”，任务已转走',
        );
        return true;
      });
      if (value) delivered += 1;
      if (error === undefined) continue;
      const instance = await trx
        .selectFrom('bpm_instances')
        .select('def_id')
        .where('id', '=', row.inst_id)
        .executeTakeFirstOrThrow();
      const definition = await loadDefinition(trx, { defId: instance.def_id });
      await openIncident(trx, { definition, now }, row.inst_id, {
        nodeId: row.node_id,
        executionId: row.execution_id,
        kind: 'event',
        message: error instanceof Error ? error.message : String(error),
        // Retried, it goes to this instance alone and starts nothing.
        payload: { delivery: { ...delivery, instId: row.inst_id, starter: undefined } },
      });
    }
    // A signal also starts the definitions that start with it; a message only when nobody waited for it.
    const starts = delivery.kind === 'signal' || (delivered === 0 && !delivery.instId);
    const started = starts ? await startByEvent(trx, delivery, now) : [];
    return { delivered, started };
  } finally {
    depths.set(trx, depth);
  }
}

/**
 * Starts an instance of every deployed definition (its main version) whose start event waits for this
 * message or signal, with the variables it brings; answers their ids.
 */
async function startByEvent(trx: Db, delivery: Delivery, now: Date): Promise<string[]> {
  const starter = delivery.starter;
  if (!starter) return [];
  const rows = await trx
    .selectFrom('bpm_definitions')
    .select(['id', 'bpmn_xml'])
    .where('is_main', '=', 'Y')
    .where('status', '=', 'deployed')
    .orderBy('def_key')
    .execute();
  const started: string[] = [];
  for (const row of rows) {
    const start = (await modelOf(row.bpmn_xml)).eventStarts.find(
      (entry) => entry.kind === delivery.kind && entry.name === delivery.name,
    );
    if (!start) continue;
    const definition = await loadDefinition(trx, { defId: row.id });
    const values = {
      ...delivery.variables,
      ...(delivery.correlationKey ? { [CORRELATION_VARIABLE]: delivery.correlationKey } : {}),
    };
    const { instId } = await startInTransaction(
      trx,
      definition,
      starter,
      starter.orgId,
      values,
      { startEvent: start.nodeId },
      now,
    );
    started.push(instId);
  }
  return started;
}

/** After a step's state is saved: the messages and signals it threw go to the other instances waiting. */
export async function deliverThrown(step: StepContext, outcome: StepOutcome, values: FormValues) {
  const { instance } = step;
  for (const thrown of outcome.thrown) {
    await deliver(
      step.trx,
      {
        kind: thrown.kind,
        name: thrown.name,
        correlationKey: keyOf(values),
        exceptInstId: instance.id,
        starter: { id: instance.creator_id, fullname: instance.creator_name, orgId: instance.creator_org_id },
      },
      step.now,
    );
  }
}

/**
 * inst/message: a workflow administrator (or an external system signed in as one) delivers a message to the
 * instances waiting for it, in one transaction.
 */
export async function postMessage(
  db: Db,
  user: SessionUser,
  body: MessageBody,
  now = new Date(),
): Promise<MessageResult> {
  if (!(await isWorkflowAdmin(db, user))) throw forbidden('只有系统管理员可以向流程发送消息');
  for (const [name, value] of Object.entries(body.variables ?? {})) {
    const plain =
      value === null ||
      typeof value === 'boolean' ||
      (typeof value === 'number' && Number.isFinite(value)) ||
      (typeof value === 'string' && value.length <= 2000);
    if (!plain) throw badRequest(`消息的变量 ${name} 只能是不超过 2000 字的文字、数字、是非或空`);
  }
  return db.transaction().execute(async (trx) => {
    if (body.instId) {
      const instance = await trx
        .selectFrom('bpm_instances')
        .select('status')
        .where('id', '=', body.instId)
        .executeTakeFirst();
      if (!instance) throw notFound('流程实例不存在');
    }
    return deliver(
      trx,
      {
        kind: 'message',
        name: body.messageName.trim(),
        correlationKey: body.correlationKey ?? null,
        ...(body.instId ? { instId: body.instId } : {}),
        ...(body.variables ? { variables: body.variables } : {}),
        starter: { id: user.id, fullname: user.fullname, orgId: await mainOrgOf(trx, user.id) },
      },
      now,
    );
  });
}
