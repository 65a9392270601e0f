import { CIRCULATE_OPINION_STATUS } from '../../contract/workflow.js';
import type {
  FlowImage,
  FlowNodeHandler,
  FlowNodeState,
  FlowNodeStatus,
  FlowStatus,
} from '../../contract/workflow-chart.js';
import type { Db } from '../db/database.js';
import { type ServerLanguage, translate } from '../http/translations/index.js';
import { loadDefinition } from './definitions.js';
import { flowNodesOf, layoutOf, sequenceFlowsOf } from './design.js';
import type { InstanceRow } from './views.js';

/**
 * The flow chart of an instance (issue 14): the definition version's drawing, and each node's status from
 * the opinions the engine wrote (bpm_opinions: submit at the start event, one row per task, the end event's
 * row) and the pending tasks. Gateways have no rows: a gateway was passed when a node after it was reached.
 */

/** Nodes besides gateways that an instance passes without an opinion row of theirs. */
const PASSED_WITHOUT_ROWS = new Set<string>(['INTERMEDIATEEVENT', 'SERVICETASK', 'TASK']);

/** Opinion statuses that send the instance back or stop it: the node is drawn as rejected. */
const REJECTING = new Set(['reject', 'backToStart', 'oppose', 'signNotPass']);

const iso = (value: Date | string | null | undefined) => (value ? new Date(value).toISOString() : null);

/**
 * The nodes an instance waits at without an opinion row, marked current in `status` (a call activity whose
 * child runs, a BPMN timer not fired yet, a message or signal not received yet, an open incident), with each call activity's latest child and each
 * node's open incident.
 */
async function waitsOf(
  db: Db,
  instance: InstanceRow,
  status: Map<string, FlowNodeStatus>,
  language: ServerLanguage,
) {
  const running = instance.status === 'running';
  const children = new Map<string, string>();
  const rows = await db
    .selectFrom('bpm_instances')
    .select(['id', 'parent_node_id', 'status'])
    .where('parent_inst_id', '=', instance.id)
    .orderBy('created_at')
    .execute();
  for (const child of rows) {
    if (!child.parent_node_id) continue;
    children.set(child.parent_node_id, child.id);
    if (child.status === 'running' && running) status.set(child.parent_node_id, 'current');
    else if (!status.has(child.parent_node_id)) status.set(child.parent_node_id, 'done');
  }
  const incidents = new Map<string, string>();
  const open = await db
    .selectFrom('bpm_incidents')
    .select(['node_id', 'message'])
    .where('inst_id', '=', instance.id)
    .where('resolved_at', 'is', null)
    .execute();
  for (const incident of open) {
    incidents.set(incident.node_id, translate(incident.message, language));
    status.set(incident.node_id, 'current');
  }
  const timers = await db
    .selectFrom('bpm_timers')
    .select('payload')
    .where('inst_id', '=', instance.id)
    .where('kind', '=', 'bpmn')
    .where('fired_at', 'is', null)
    .execute();
  for (const timer of timers) {
    const nodeId = (JSON.parse(timer.payload ?? '{}') as { nodeId?: string }).nodeId;
    if (nodeId && running) status.set(nodeId, 'current');
  }
  // A receive task, a message or signal catch or boundary event waiting (events.ts).
  const events = await db
    .selectFrom('bpm_event_waits')
    .select('node_id')
    .where('inst_id', '=', instance.id)
    .execute();
  for (const event of events) if (running) status.set(event.node_id, 'current');
  return { children, incidents };
}

/** The drawing of an instance's definition version. */
export async function flowImageOf(db: Db, instance: InstanceRow): Promise<FlowImage> {
  const definition = await loadDefinition(db, { defId: instance.def_id });
  const bpmnXml = definition.row.bpmn_xml;
  return {
    instId: instance.id,
    defId: definition.row.id,
    defKey: definition.row.def_key,
    name: definition.row.name,
    subject: instance.subject,
    bpmnXml,
    layout: await layoutOf(bpmnXml),
    flows: await sequenceFlowsOf(bpmnXml),
  };
}

/** The nodes of an instance in flow order with their status, handlers, times and latest opinion. */
export async function flowStatusOf(
  db: Db,
  instance: InstanceRow,
  language: ServerLanguage = 'zh-CN',
): Promise<FlowStatus> {
  const definition = await loadDefinition(db, { defId: instance.def_id });
  const bpmnXml = definition.row.bpmn_xml;
  const nodes = await flowNodesOf(bpmnXml);
  const flows = await sequenceFlowsOf(bpmnXml);
  const opinions = await db
    .selectFrom('bpm_opinions')
    .selectAll()
    .where('inst_id', '=', instance.id)
    .orderBy('created_at')
    .orderBy('id')
    .execute();

  const outgoing = new Map<string, string[]>();
  const incoming = new Map<string, string[]>();
  for (const flow of flows) {
    outgoing.set(flow.sourceRef, [...(outgoing.get(flow.sourceRef) ?? []), flow.targetRef]);
    incoming.set(flow.targetRef, [...(incoming.get(flow.targetRef) ?? []), flow.sourceRef]);
  }

  // Flow order: breadth first from the start events, then anything left in document order.
  const order: string[] = [];
  const queue = nodes.filter((node) => node.nodeType === 'START').map((node) => node.nodeId);
  while (queue.length > 0) {
    const id = queue.shift() as string;
    if (order.includes(id)) continue;
    order.push(id);
    queue.push(...(outgoing.get(id) ?? []));
  }
  for (const node of nodes) if (!order.includes(node.nodeId)) order.push(node.nodeId);
  // End events last, in the order the definition lists them (审批通过 before 审批不通过).
  const ends = nodes.filter((node) => node.nodeType === 'END').map((node) => node.nodeId);
  order.splice(0, order.length, ...order.filter((id) => !ends.includes(id)), ...ends);

  const byNode = new Map<string, typeof opinions>();
  // A circulation is no step of the node: it leaves the node's status as it was.
  for (const row of opinions) {
    if (row.status !== CIRCULATE_OPINION_STATUS)
      byNode.set(row.node_id, [...(byNode.get(row.node_id) ?? []), row]);
  }

  const status = new Map<string, FlowNodeStatus>();
  for (const node of nodes) {
    const rows = byNode.get(node.nodeId) ?? [];
    if (rows.length === 0) continue;
    const latest = rows[rows.length - 1];
    if (rows.some((row) => row.status === 'awaiting_check')) status.set(node.nodeId, 'current');
    else if (latest && REJECTING.has(latest.status)) status.set(node.nodeId, 'rejected');
    else status.set(node.nodeId, 'done');
  }
  // What waits without an opinion row: a call activity's running child, a BPMN timer, an open incident.
  const { children, incidents } = await waitsOf(db, instance, status, language);
  // A node the engine passes without a row (a gateway, a throw event, a built-in or manual task) was passed
  // when a node after it was reached (repeat for such nodes one after another).
  const reached = (id: string) => status.has(id) && status.get(id) !== 'skipped';
  for (let changed = true; changed; ) {
    changed = false;
    for (const node of nodes) {
      if (
        status.has(node.nodeId) ||
        !(node.nodeType.endsWith('GATEWAY') || PASSED_WITHOUT_ROWS.has(node.nodeType))
      )
        continue;
      if ((outgoing.get(node.nodeId) ?? []).some(reached)) {
        status.set(node.nodeId, 'done');
        changed = true;
      }
    }
  }
  // Not reached: skipped when the instance is over, or when every way in was passed without taking it
  // (an exclusive gateway chose another branch); pending otherwise.
  const finished = instance.status !== 'running';
  for (let changed = true; changed; ) {
    changed = false;
    for (const node of nodes) {
      if (status.has(node.nodeId)) continue;
      const sources = incoming.get(node.nodeId) ?? [];
      const passedBy =
        sources.length > 0 &&
        sources.every((source) => {
          const sourceStatus = status.get(source);
          return sourceStatus === 'skipped' || (sourceStatus === 'done' && source !== node.nodeId);
        });
      if (finished || passedBy) {
        status.set(node.nodeId, 'skipped');
        changed = true;
      }
    }
  }

  const rank = new Map(order.map((id, index) => [id, index]));
  const states: FlowNodeState[] = nodes.map((node) => {
    const rows = byNode.get(node.nodeId) ?? [];
    const handlers: FlowNodeHandler[] = [];
    for (const row of rows) {
      const base = {
        statusVal: row.status,
        opinion: row.opinion,
        createTime: iso(row.created_at) ?? '',
        completeTime: iso(row.completed_at),
      };
      if (row.auditor_name) {
        handlers.push({ id: row.auditor_id, name: row.auditor_name, ...base });
        continue;
      }
      // A pending row of several candidates: each of them may take it.
      const candidates = row.candidates
        ? (JSON.parse(row.candidates) as { users?: { id: string; name: string }[] }[])
        : [];
      const users = [
        ...new Map(candidates.flatMap((group) => group.users ?? []).map((user) => [user.id, user])).values(),
      ];
      for (const user of users) handlers.push({ id: user.id, name: user.name, ...base });
    }
    const done = rows.map((row) => row.completed_at).filter(Boolean) as (Date | string)[];
    const withOpinion = rows.filter((row) => row.opinion);
    return {
      nodeId: node.nodeId,
      name: node.name,
      nodeType: node.nodeType,
      status: status.get(node.nodeId) ?? 'pending',
      order: rank.get(node.nodeId) ?? order.length,
      handlers,
      startTime: iso(rows[0]?.created_at),
      endTime: status.get(node.nodeId) === 'current' ? null : iso(done[done.length - 1]),
      opinion: withOpinion[withOpinion.length - 1]?.opinion ?? null,
      childInstId: children.get(node.nodeId) ?? null,
      incident: incidents.get(node.nodeId) ?? null,
    };
  });
  states.sort((a, b) => a.order - b.order);
  return { instId: instance.id, instanceStatus: instance.status, nodes: states };
}
