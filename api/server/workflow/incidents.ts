import type { Selectable } from 'kysely';
import type {
  IncidentActionResult,
  IncidentKind,
  IncidentResolution,
  WorkflowIncident,
} from '../../contract/workflow-incidents.js';
import type { SessionUser } from '../auth/sessions.js';
import type { Db } from '../db/database.js';
import type { BpmIncidentTable } from '../db/schema-workflow.js';
import { badRequest, forbidden, notFound } from '../http/envelope.js';
import { type ServerLanguage, translate } from '../http/translations/index.js';
import { isWorkflowAdmin } from './access.js';
import { continueParent, openIncident, runSystemStep, undoneOnFailure } from './auto-steps.js';
import { fireTimer, resumeStep, signalProcess } from './bpmn.js';
import { loadDefinition } from './definitions.js';
import { type Delivery, deliver } from './events.js';
import { modelOf } from './model.js';
import { retryTimerStart } from './timer-starts.js';

/**
 * Incidents (issue 37) for the workflow administrators (role 系统管理员): where an instance stopped on
 * something the portal could not run, naming the element and its error (written by auto-steps.ts and
 * timers.ts). Retry runs the element again; skip goes on past it. A retry that fails again opens a new
 * incident with this try's error; either way the one acted on is resolved, with who did it.
 */

const LIST_LIMIT = 200;

type IncidentRow = Selectable<BpmIncidentTable> & { subject: string; def_name: string };

const iso = (value: Date | string | null) => (value === null ? null : new Date(value).toISOString());

function toIncident(row: IncidentRow, language: ServerLanguage): WorkflowIncident {
  return {
    id: row.id,
    instId: row.inst_id,
    subject: row.subject,
    defName: row.def_name,
    nodeId: row.node_id,
    nodeName: row.node_name,
    kind: row.kind as IncidentKind,
    message: translate(row.message, language),
    createdAt: iso(row.created_at) as string,
    resolvedAt: iso(row.resolved_at),
    resolvedBy: row.resolved_by,
    resolution: row.resolution as IncidentResolution | null,
  };
}

async function requireAdmin(db: Db, user: SessionUser): Promise<void> {
  if (!(await isWorkflowAdmin(db, user))) throw forbidden('只有系统管理员可以处理流程异常');
}

const incidents = (db: Db) =>
  db
    .selectFrom('bpm_incidents')
    .innerJoin('bpm_instances', 'bpm_instances.id', 'bpm_incidents.inst_id')
    .selectAll('bpm_incidents')
    .select(['bpm_instances.subject', 'bpm_instances.def_name']);

/** The open incidents, newest first; with `all`, the latest resolved ones too. */
export async function listIncidents(
  db: Db,
  user: SessionUser,
  state: 'open' | 'all' | undefined,
  language: ServerLanguage,
): Promise<WorkflowIncident[]> {
  await requireAdmin(db, user);
  const rows = await incidents(db)
    .$if(state !== 'all', (query) => query.where('bpm_incidents.resolved_at', 'is', null))
    .orderBy('bpm_incidents.created_at', 'desc')
    .orderBy('bpm_incidents.id')
    .limit(LIST_LIMIT)
    .execute();
  return rows.map((row) => toIncident(row, language));
}

/** What the element does on retry or skip, as a step of its instance (false: nothing left to move). */
async function actOn(trx: Db, incident: IncidentRow, action: 'retry' | 'skip', now: Date): Promise<void> {
  const payload = JSON.parse(incident.payload ?? '{}') as {
    timerId?: string;
    childInstId?: string;
    delivery?: Delivery;
    /** A timer start event whose scheduled start failed: the instance is the draft it was kept as. */
    timerStart?: string;
  };
  const { inst_id: instId, execution_id: executionId, node_id: nodeId } = incident;
  if (payload.timerStart) {
    if (action === 'skip') throw badRequest('定时启动失败的流程不能跳过：请修正后重试，或在草稿中删除');
    await retryTimerStart(trx, instId, payload.timerStart, now);
    return;
  }
  const step = (move: Parameters<typeof runSystemStep>[3]) => runSystemStep(trx, instId, now, move);
  if (incident.kind === 'service') {
    // The task runs again when the state resumes, unless skipped.
    await step((state, facts) =>
      resumeStep(state, action === 'skip' ? { ...facts, skip: [executionId] } : facts),
    );
    return;
  }
  if (incident.kind === 'timer') {
    if (action === 'retry') {
      // A timer that fired and failed fires again; one whose time could not be read is read again.
      await step((state, facts) =>
        payload.timerId ? fireTimer(state, facts, executionId) : resumeStep(state, facts),
      );
      return;
    }
    const instance = await trx
      .selectFrom('bpm_instances')
      .select('def_id')
      .where('id', '=', instId)
      .executeTakeFirstOrThrow();
    const definition = await loadDefinition(trx, { defId: instance.def_id });
    const model = await modelOf(definition.row.bpmn_xml);
    // A boundary timer skipped leaves its task as it is; the token waiting at a catch event has nowhere else.
    if (!model.timers[nodeId]?.attachedTo) throw badRequest('中间定时事件不能跳过，请修正后重试');
    return;
  }
  if (incident.kind === 'event') {
    // Delivered again (a failure opens the next incident); skipped, the element waits as it did.
    if (action === 'retry' && payload.delivery) await deliver(trx, payload.delivery, now);
    return;
  }
  if (action === 'retry' && payload.childInstId) {
    await continueParent(trx, instId, { nodeId, executionId, childInstId: payload.childInstId, now });
    return;
  }
  // A call activity: its child is started again on resume, or it completes without one when skipped.
  await step((state, facts) =>
    action === 'skip' ? signalProcess(state, facts, { nodeId, executionId }) : resumeStep(state, facts),
  );
}

/** Retries or skips an open incident: resolved with who did it; a retry failing again opens a new one. */
export async function resolveIncident(
  db: Db,
  user: SessionUser,
  id: string,
  action: 'retry' | 'skip',
  language: ServerLanguage,
  now = new Date(),
): Promise<IncidentActionResult> {
  await requireAdmin(db, user);
  return db.transaction().execute(async (trx) => {
    const found = await trx
      .selectFrom('bpm_incidents')
      .select('inst_id')
      .where('id', '=', id)
      .executeTakeFirst();
    if (!found) throw notFound('流程异常不存在');
    // The instance first, as every step of it locks: then the incident as it is now.
    await trx.selectFrom('bpm_instances').select('id').where('id', '=', found.inst_id).forUpdate().execute();
    const incident = await incidents(trx).where('bpm_incidents.id', '=', id).executeTakeFirstOrThrow();
    if (incident.resolved_at) throw badRequest('该流程异常已处理，请刷新后查看');
    await trx
      .updateTable('bpm_incidents')
      .set({
        resolved_at: now,
        resolved_by: user.fullname,
        resolution: action === 'retry' ? 'retried' : 'skipped',
      })
      .where('id', '=', id)
      .execute();
    const { error } = await undoneOnFailure(trx, () => actOn(trx, incident, action, now));
    if (error !== undefined) {
      if (action === 'skip' || !(error instanceof Error)) throw error;
      const definition = await loadDefinition(trx, {
        defId: (
          await trx
            .selectFrom('bpm_instances')
            .select('def_id')
            .where('id', '=', incident.inst_id)
            .executeTakeFirstOrThrow()
        ).def_id,
      });
      await openIncident(trx, { definition, now }, incident.inst_id, {
        nodeId: incident.node_id,
        executionId: incident.execution_id,
        kind: incident.kind as IncidentKind,
        message: error.message,
        payload: JSON.parse(incident.payload ?? 'null') ?? undefined,
      });
    }
    const again = await incidents(trx)
      .where('bpm_incidents.inst_id', '=', incident.inst_id)
      .where('bpm_incidents.execution_id', '=', incident.execution_id)
      .where('bpm_incidents.resolved_at', 'is', null)
      .executeTakeFirst();
    const now_ = await incidents(trx).where('bpm_incidents.id', '=', id).executeTakeFirstOrThrow();
    return { incident: toIncident(now_, language), again: again ? toIncident(again, language) : null };
  });
}
