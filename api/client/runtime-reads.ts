import * as RUNTIME from '../contract/calls/runtime.js';
import type { Envelope } from '../contract/envelope.js';
import type { BpmOpinion, InstanceIdQuery } from '../contract/workflow.js';
import type {
  FlowImage,
  FlowStatus,
  InstanceFlowImage,
  NodeOpinionQuery,
} from '../contract/workflow-chart.js';
import type { HttpClient } from './http.js';

/**
 * The runtime service's reads for the flow chart and the opinion table (issue 14). All the opinions of
 * an instance (instanceFlowOpinions) are in runtime.ts.
 */
export function runtimeReadCalls(http: HttpClient) {
  return {
    /** The opinions of one node: by `taskId`, or `instId` with `nodeId` (every node's without it). */
    nodeOpinion: (query: NodeOpinionQuery, signal?: AbortSignal) =>
      http.call<Envelope<BpmOpinion[]>>(RUNTIME.task_nodeOpinion, { params: query, signal }),
    /** The drawing: BPMN XML with DI, node bounds and sequence flows. */
    getBpmImage: (instId: string, signal?: AbortSignal) =>
      http.call<Envelope<FlowImage>>(RUNTIME.instance_getBpmImage, {
        params: { instId } satisfies InstanceIdQuery,
        signal,
      }),
    /** Each node in flow order with its status (done, current, pending, rejected, skipped) and handlers. */
    getDefStatus: (instId: string, signal?: AbortSignal) =>
      http.call<Envelope<FlowStatus>>(RUNTIME.instance_getDefStatus, {
        params: { instId } satisfies InstanceIdQuery,
        signal,
      }),
    /** The drawing and the node statuses in one answer (what `<flow-chart>` loads). */
    instanceFlowImage: (instId: string, signal?: AbortSignal) =>
      http.call<Envelope<InstanceFlowImage>>(RUNTIME.instance_instanceFlowImage, {
        params: { instId } satisfies InstanceIdQuery,
        signal,
      }),
  };
}
