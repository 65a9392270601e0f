import { type Static, Type } from 'typebox';
import { Id } from './common.js';

/**
 * task/nodeOpinion: the opinions of one node of an instance — the node of `taskId`, or `nodeId` of the
 * instance `instId` (or `id`); with neither, every node's (as instanceFlowOpinions).
 */
export const NodeOpinionQuery = Type.Object({
  instId: Type.Optional(Id),
  id: Type.Optional(Id),
  taskId: Type.Optional(Id),
  nodeId: Type.Optional(Id),
});
export type NodeOpinionQuery = Static<typeof NodeOpinionQuery>;
