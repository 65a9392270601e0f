import type { ApprovalStatus, NodeLayoutEntry, NodeType } from './workflow.js';

export type { NodeOpinionQuery } from './schemas/workflow-chart.js';

/**
 * The flow chart of an instance (issue 14): its BPMN drawing and where each node stands. Calls:
 * instance/getBpmImage (the drawing), instance/getDefStatus (the node statuses), instance/instanceFlowImage
 * (both at once, what `<flow-chart>` loads). Each takes `?instId` (or `?id`); the same readers as the
 * instance itself (the initiator, whoever held or may hold a task of it, got a copy of it, or their
 * secretaries); anyone else gets the 404 envelope of an instance that does not exist.
 */

/** How far the instance got at a node, as the chart colours it. */
export const FLOW_NODE_STATUSES = ['done', 'current', 'pending', 'rejected', 'skipped'] as const;
export type FlowNodeStatus = (typeof FLOW_NODE_STATUSES)[number];

/** Someone who handled, or may handle, a node. */
export interface FlowNodeHandler {
  /** The user's id; absent for a candidate group without users. */
  id?: string | null;
  name: string;
  /** An ApprovalStatus (awaiting_check while still waiting). */
  statusVal: ApprovalStatus | string;
  opinion?: string | null;
  createTime: string;
  completeTime?: string | null;
}

/** One node of the chart with its status and handling. */
export interface FlowNodeState {
  nodeId: string;
  name: string;
  nodeType: NodeType;
  status: FlowNodeStatus;
  /** Position in flow order (breadth first from the start event; end events last), from 0. */
  order: number;
  /** Whoever handled it, or is waiting to (pending candidates by name). */
  handlers: FlowNodeHandler[];
  /** When it was first reached and last completed. */
  startTime?: string | null;
  endTime?: string | null;
  /** The latest opinion given at it. */
  opinion?: string | null;
  /** A call activity's child instance (the latest it started), whose chart the node opens. */
  childInstId?: string | null;
  /** The error of the open incident the instance stopped on here (issue 37). */
  incident?: string | null;
}

/** getBpmImage: what to draw. */
export interface FlowImage {
  instId: string;
  defId: string;
  defKey: string;
  /** The definition's name. */
  name: string;
  subject: string;
  /** BPMN 2.0 XML with DI. */
  bpmnXml: string;
  /** Every node's bounds (drawn as plain boxes when a definition has no DI). */
  layout: NodeLayoutEntry[];
  /** The sequence flows, source → target, for the plain drawing. */
  flows: { id: string; sourceRef: string; targetRef: string }[];
}

/** getDefStatus: the nodes in flow order with their status. */
export interface FlowStatus {
  instId: string;
  /** The instance's status (running, end, manualEnd, revoke). */
  instanceStatus: string;
  nodes: FlowNodeState[];
}

/** instanceFlowImage: the drawing and the statuses together. */
export interface InstanceFlowImage extends FlowImage {
  instanceStatus: string;
  nodes: FlowNodeState[];
}
