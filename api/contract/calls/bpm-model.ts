// Generated from the spec's calls.tsv by tests/node/client/calls-table.test.ts; do not edit by hand.
import type { CallSpec } from '../call-spec.js';

/** The calls of the bpmModel service the spec names, in its order. */
export const def_defGet = {
  service: 'bpmModel',
  method: 'ANY',
  path: '/flow/def/v1/defGet',
} as const satisfies CallSpec;
export const def_flowHasStartRights = {
  service: 'bpmModel',
  method: 'ANY',
  path: '/flow/def/v1/flowHasStartRights',
} as const satisfies CallSpec;
export const def_getDefDesignByDefId = {
  service: 'bpmModel',
  method: 'ANY',
  path: '/flow/def/v1/getDefDesignByDefId',
} as const satisfies CallSpec;
export const def_getMainByDefIdOrKey = {
  service: 'bpmModel',
  method: 'ANY',
  path: '/flow/def/v1/getMainByDefIdOrKey',
} as const satisfies CallSpec;
export const defAuthorize_startRight = {
  service: 'bpmModel',
  method: 'ANY',
  path: '/flow/defAuthorize/v1/startRight',
} as const satisfies CallSpec;
export const BpmOftenFlow_saveMyOftenFlow = {
  service: 'bpmModel',
  method: 'ANY',
  path: '/bpmModel/BpmOftenFlow/v1/saveMyOftenFlow',
} as const satisfies CallSpec;
export const wordPrint_getGlobalPrintTemplate = {
  service: 'bpmModel',
  method: 'ANY',
  path: '/flow/wordPrint/v1/getGlobalPrintTemplate',
} as const satisfies CallSpec;
export const bpmWatermark_getByInstId = {
  service: 'bpmModel',
  method: 'ANY',
  path: '/bpmModel/bpmWatermark/v1/getByInstId',
} as const satisfies CallSpec;
export const approvalItem_getApprovalByDefKeyAndTypeId = {
  service: 'bpmModel',
  method: 'ANY',
  path: '/flow/approvalItem/v1/getApprovalByDefKeyAndTypeId',
} as const satisfies CallSpec;
export const approvalItem_save = {
  service: 'bpmModel',
  method: 'POST',
  path: '/flow/approvalItem/v1/save',
} as const satisfies CallSpec;
export const approvalItem_listJson = {
  service: 'bpmModel',
  method: 'POST',
  path: '/flow/approvalItem/v1/listJson',
} as const satisfies CallSpec;
export const approvalItem_remove = {
  service: 'bpmModel',
  method: 'DELETE',
  path: '/flow/approvalItem/v1/remove',
} as const satisfies CallSpec;
export const agent_save = {
  service: 'bpmModel',
  method: 'ANY',
  path: '/agent/v1/save',
} as const satisfies CallSpec;
export const agent_listJson = {
  service: 'bpmModel',
  method: 'ANY',
  path: '/agent/v1/listJson',
} as const satisfies CallSpec;
export const agent_agentGet = {
  service: 'bpmModel',
  method: 'ANY',
  path: '/agent/v1/agentGet',
} as const satisfies CallSpec;
export const agent_remove = {
  service: 'bpmModel',
  method: 'ANY',
  path: '/agent/v1/remove',
} as const satisfies CallSpec;
export const def_listJson = {
  service: 'bpmModel',
  method: 'POST',
  path: '/flow/def/v1/listJson',
} as const satisfies CallSpec;
export const def_query = {
  service: 'bpmModel',
  method: 'POST',
  path: '/flow/def/v1/query',
} as const satisfies CallSpec;
export const bpmMobileCategory_getMyCommonFlow = {
  service: 'bpmModel',
  method: 'ANY',
  path: '/bpmMobileCategory/v1/getMyCommonFlow',
} as const satisfies CallSpec;
export const bpmMobileCategory_batchRemove = {
  service: 'bpmModel',
  method: 'ANY',
  path: '/bpmMobileCategory/v1/batchRemove',
} as const satisfies CallSpec;
export const bpmMobileCategory_customAddCommonFlow = {
  service: 'bpmModel',
  method: 'ANY',
  path: '/bpmMobileCategory/v1/customAddCommonFlow',
} as const satisfies CallSpec;
