// Generated from the spec's calls.tsv by tests/node/client/calls-table.test.ts; do not edit by hand.
import type { CallSpec } from '../call-spec.js';

/** The calls of the runtime service the spec names, in its order. */
export const task_getTodoList = {
  service: 'runtime',
  method: 'POST',
  path: '/task/v1/getTodoList',
} as const satisfies CallSpec;
export const task_getTodoCount = {
  service: 'runtime',
  method: 'POST',
  path: '/task/v1/getTodoCount',
} as const satisfies CallSpec;
export const task_getTodoCard = {
  service: 'runtime',
  method: 'POST',
  path: '/task/v1/getTodoCard',
} as const satisfies CallSpec;
export const task_getLeaderTodoList = {
  service: 'runtime',
  method: 'POST',
  path: '/task/v1/getLeaderTodoList',
} as const satisfies CallSpec;
export const task_getLeaderTodoCard = {
  service: 'runtime',
  method: 'POST',
  path: '/task/v1/getLeaderTodoCard',
} as const satisfies CallSpec;
export const task_getNoticeDoneReadList = {
  service: 'runtime',
  method: 'POST',
  path: '/task/v1/getNoticeDoneReadList',
} as const satisfies CallSpec;
export const task_getNoticeTodoReadList = {
  service: 'runtime',
  method: 'POST',
  path: '/task/v1/getNoticeTodoReadList',
} as const satisfies CallSpec;
export const task_getMyNoticeReadList = {
  service: 'runtime',
  method: 'POST',
  path: '/task/v1/getMyNoticeReadList',
} as const satisfies CallSpec;
export const task_getDelegate = {
  service: 'runtime',
  method: 'POST',
  path: '/task/v1/getDelegate',
} as const satisfies CallSpec;
export const task_getDelegateCount = {
  service: 'runtime',
  method: 'POST',
  path: '/task/v1/getDelegateCount',
} as const satisfies CallSpec;
export const task_batchHandle = {
  service: 'runtime',
  method: 'POST',
  path: '/task/v1/batchHandle',
} as const satisfies CallSpec;
export const task_complete = {
  service: 'runtime',
  method: 'POST',
  path: '/task/v1/complete',
} as const satisfies CallSpec;
export const task_saveDraft = {
  service: 'runtime',
  method: 'POST',
  path: '/task/v1/saveDraft',
} as const satisfies CallSpec;
export const task_taskToInqu = {
  service: 'runtime',
  method: 'POST',
  path: '/task/v1/taskToInqu',
} as const satisfies CallSpec;
export const task_taskToInquReply = {
  service: 'runtime',
  method: 'POST',
  path: '/task/v1/taskToInquReply',
} as const satisfies CallSpec;
export const task_userAddSignFeedback = {
  service: 'runtime',
  method: 'POST',
  path: '/task/v1/userAddSignFeedback',
} as const satisfies CallSpec;
export const task_taskSignUsers = {
  service: 'runtime',
  method: 'POST',
  path: '/task/v1/taskSignUsers',
} as const satisfies CallSpec;
export const task_userTaskToSign = {
  service: 'runtime',
  method: 'POST',
  path: '/task/v1/userTaskToSign',
} as const satisfies CallSpec;
export const task_delegate = {
  service: 'runtime',
  method: 'POST',
  path: '/task/v1/delegate',
} as const satisfies CallSpec;
export const task_taskToTrans = {
  service: 'runtime',
  method: 'POST',
  path: '/task/v1/taskToTrans',
} as const satisfies CallSpec;
export const task_communicate = {
  service: 'runtime',
  method: 'POST',
  path: '/task/v1/communicate',
} as const satisfies CallSpec;
export const task_getAfterJumpNodes = {
  service: 'runtime',
  method: 'POST',
  path: '/task/v1/getAfterJumpNodes',
} as const satisfies CallSpec;
export const task_instanceDetail = {
  service: 'runtime',
  method: 'POST',
  path: '/task/v1/instanceDetail',
} as const satisfies CallSpec;
export const task_getMyRequestTask = {
  service: 'runtime',
  method: 'POST',
  path: '/task/v1/getMyRequestTask',
} as const satisfies CallSpec;
export const task_createBpmSaveOpinion = {
  service: 'runtime',
  method: 'POST',
  path: '/task/v1/createBpmSaveOpinion',
} as const satisfies CallSpec;
export const task_delBpmTaskNoticeById = {
  service: 'runtime',
  method: 'POST',
  path: '/task/v1/delBpmTaskNoticeById',
} as const satisfies CallSpec;
export const task_noticeTurnDode = {
  service: 'runtime',
  method: 'POST',
  path: '/task/v1/noticeTurnDode',
} as const satisfies CallSpec;
export const task_addReadRecord = {
  service: 'runtime',
  method: 'POST',
  path: '/task/v1/addReadRecord',
} as const satisfies CallSpec;
export const task_getButtonsBytaskId = {
  service: 'runtime',
  method: 'GET',
  path: '/task/v1/getButtonsBytaskId',
} as const satisfies CallSpec;
export const task_checkTaskAuth = {
  service: 'runtime',
  method: 'GET',
  path: '/task/v1/checkTaskAuth',
} as const satisfies CallSpec;
export const task_getNotice = {
  service: 'runtime',
  method: 'GET',
  path: '/task/v1/getNotice',
} as const satisfies CallSpec;
export const task_nodeOpinion = {
  service: 'runtime',
  method: 'GET',
  path: '/task/v1/nodeOpinion',
} as const satisfies CallSpec;
export const task_taskIsFirstNode = {
  service: 'runtime',
  method: 'GET',
  path: '/task/v1/taskIsFirstNode',
} as const satisfies CallSpec;
export const task_filterUnBatchable = {
  service: 'runtime',
  method: 'GET',
  path: '/task/v1/filterUnBatchable',
} as const satisfies CallSpec;
export const task_getCurNodeProperties = {
  service: 'runtime',
  method: 'GET',
  path: '/task/v1/getCurNodeProperties',
} as const satisfies CallSpec;
export const task_canLock = {
  service: 'runtime',
  method: 'GET',
  path: '/task/v1/canLock',
} as const satisfies CallSpec;
export const task_lockUnlock = {
  service: 'runtime',
  method: 'GET',
  path: '/task/v1/lockUnlock',
} as const satisfies CallSpec;
export const task_nextTask = {
  service: 'runtime',
  method: 'GET',
  path: '/task/v1/nextTask',
} as const satisfies CallSpec;
export const task_taskToReject = {
  service: 'runtime',
  method: 'GET',
  path: '/task/v1/taskToReject',
} as const satisfies CallSpec;
export const task_getCandidatesListByTaskId = {
  service: 'runtime',
  method: 'GET',
  path: '/task/v1/getCandidatesListByTaskId',
} as const satisfies CallSpec;
export const task_taskNode = {
  service: 'runtime',
  method: 'GET',
  path: '/task/v1/taskNode',
} as const satisfies CallSpec;
export const task_nextExecutor = {
  service: 'runtime',
  method: 'GET',
  path: '/task/v1/nextExecutor',
} as const satisfies CallSpec;
export const task_taskDetailBo = {
  service: 'runtime',
  method: 'GET',
  path: '/task/v1/taskDetailBo',
} as const satisfies CallSpec;
export const task_retrieveBpmTask = {
  service: 'runtime',
  method: 'GET',
  path: '/task/v1/retrieveBpmTask',
} as const satisfies CallSpec;
export const task_taskDelayById = {
  service: 'runtime',
  method: 'GET',
  path: '/task/v1/taskDelayById',
} as const satisfies CallSpec;
export const task_getBpmTaskByInstId = {
  service: 'runtime',
  method: 'GET',
  path: '/task/v1/getBpmTaskByInstId',
} as const satisfies CallSpec;
export const task_remove = {
  service: 'runtime',
  method: 'DELETE',
  path: '/task/v1/remove',
} as const satisfies CallSpec;
export const instance_newProcess = {
  service: 'runtime',
  method: 'POST',
  path: '/instance/v1/newProcess',
} as const satisfies CallSpec;
export const instance_newProcessCount = {
  service: 'runtime',
  method: 'POST',
  path: '/instance/v1/newProcessCount',
} as const satisfies CallSpec;
export const instance_newProcessCard = {
  service: 'runtime',
  method: 'POST',
  path: '/instance/v1/newProcessCard',
} as const satisfies CallSpec;
export const instance_getDoneInstList = {
  service: 'runtime',
  method: 'POST',
  path: '/instance/v1/getDoneInstList',
} as const satisfies CallSpec;
export const instance_myRequest = {
  service: 'runtime',
  method: 'POST',
  path: '/instance/v1/myRequest',
} as const satisfies CallSpec;
export const instance_getDoneList = {
  service: 'runtime',
  method: 'POST',
  path: '/instance/v1/getDoneList',
} as const satisfies CallSpec;
export const instance_start = {
  service: 'runtime',
  method: 'POST',
  path: '/instance/v1/start',
} as const satisfies CallSpec;
export const instance_saveDraft = {
  service: 'runtime',
  method: 'POST',
  path: '/instance/v1/saveDraft',
} as const satisfies CallSpec;
export const instance_getFormAndBO = {
  service: 'runtime',
  method: 'POST',
  path: '/instance/v1/getFormAndBO',
} as const satisfies CallSpec;
export const instance_doNextCopyto = {
  service: 'runtime',
  method: 'POST',
  path: '/instance/v1/doNextCopyto',
} as const satisfies CallSpec;
export const instance_doNextcommu = {
  service: 'runtime',
  method: 'POST',
  path: '/instance/v1/doNextcommu',
} as const satisfies CallSpec;
export const instance_doEndProcess = {
  service: 'runtime',
  method: 'POST',
  path: '/instance/v1/doEndProcess',
} as const satisfies CallSpec;
export const instance_revokeInstance = {
  service: 'runtime',
  method: 'POST',
  path: '/instance/v1/revokeInstance',
} as const satisfies CallSpec;
export const instance_sendBpmTaskUrgent = {
  service: 'runtime',
  method: 'POST',
  path: '/instance/v1/sendBpmTaskUrgent',
} as const satisfies CallSpec;
export const instance_transToMore = {
  service: 'runtime',
  method: 'POST',
  path: '/instance/v1/transToMore',
} as const satisfies CallSpec;
export const instance_getInstanceByPks = {
  service: 'runtime',
  method: 'POST',
  path: '/instance/v1/getInstanceByPks',
} as const satisfies CallSpec;
export const instance_startForm = {
  service: 'runtime',
  method: 'POST',
  path: '/instance/v1/startForm',
} as const satisfies CallSpec;
export const instance_relatedProcess = {
  service: 'runtime',
  method: 'POST',
  path: '/instance/v1/relatedProcess',
} as const satisfies CallSpec;
export const instance_getUrgentStateConf = {
  service: 'runtime',
  method: 'POST',
  path: '/instance/v1/getUrgentStateConf',
} as const satisfies CallSpec;
export const instance_getDoneInstCount = {
  service: 'runtime',
  method: 'POST',
  path: '/instance/v1/getDoneInstCount',
} as const satisfies CallSpec;
export const instance_getMyDraftCount = {
  service: 'runtime',
  method: 'POST',
  path: '/instance/v1/getMyDraftCount',
} as const satisfies CallSpec;
export const instance_getByRecordInstId = {
  service: 'runtime',
  method: 'POST',
  path: '/instance/v1/getByRecordInstId',
} as const satisfies CallSpec;
export const instance_getUrgrntById = {
  service: 'runtime',
  method: 'POST',
  path: '/instance/v1/getUrgrntById',
} as const satisfies CallSpec;
export const instance_getHasAuthFlowList = {
  service: 'runtime',
  method: 'POST',
  path: '/instance/v1/getHasAuthFlowList',
} as const satisfies CallSpec;
export const instance_getDefStatus = {
  service: 'runtime',
  method: 'GET',
  path: '/instance/v1/getDefStatus',
} as const satisfies CallSpec;
export const instance_getBpmImage = {
  service: 'runtime',
  method: 'GET',
  path: '/instance/v1/getBpmImage',
} as const satisfies CallSpec;
export const instance_instanceFlowImage = {
  service: 'runtime',
  method: 'GET',
  path: '/instance/v1/instanceFlowImage',
} as const satisfies CallSpec;
export const instance_getMyOftenFlow = {
  service: 'runtime',
  method: 'GET',
  path: '/instance/v1/getMyOftenFlow',
} as const satisfies CallSpec;
export const instance_type = {
  service: 'runtime',
  method: 'GET',
  path: '/instance/v1/{type}',
} as const satisfies CallSpec;
export const instance_getInstFormAndBO = {
  service: 'runtime',
  method: 'GET',
  path: '/instance/v1/getInstFormAndBO',
} as const satisfies CallSpec;
export const instance_getInstanceByInstId = {
  service: 'runtime',
  method: 'GET',
  path: '/instance/v1/getInstanceByInstId',
} as const satisfies CallSpec;
export const instance_getExcutorNameByInstId = {
  service: 'runtime',
  method: 'GET',
  path: '/instance/v1/getExcutorNameByInstId',
} as const satisfies CallSpec;
export const instance_getFlowKey = {
  service: 'runtime',
  method: 'GET',
  path: '/instance/v1/getFlowKey',
} as const satisfies CallSpec;
export const instance_getSponsorRevokeByInstId = {
  service: 'runtime',
  method: 'GET',
  path: '/instance/v1/getSponsorRevokeByInstId',
} as const satisfies CallSpec;
export const instance_myRequestCount = {
  service: 'runtime',
  method: 'GET',
  path: '/instance/v1/myRequestCount',
} as const satisfies CallSpec;
export const instance_doEndProcessById = {
  service: 'runtime',
  method: 'GET',
  path: '/instance/v1/doEndProcessById',
} as const satisfies CallSpec;
export const instance_get = {
  service: 'runtime',
  method: 'GET',
  path: '/instance/v1/get',
} as const satisfies CallSpec;
export const instance_getRelatedInformationById = {
  service: 'runtime',
  method: 'GET',
  path: '/instance/v1/getRelatedInformationById',
} as const satisfies CallSpec;
export const instance_instanceFlowOpinions = {
  service: 'runtime',
  method: 'GET',
  path: '/instance/v1/instanceFlowOpinions',
} as const satisfies CallSpec;
export const instance_removeDraftById = {
  service: 'runtime',
  method: 'DELETE',
  path: '/instance/v1/removeDraftById',
} as const satisfies CallSpec;
export const instance_remove = {
  service: 'runtime',
  method: 'DELETE',
  path: '/instance/v1/remove',
} as const satisfies CallSpec;
export const instance_instRemove = {
  service: 'runtime',
  method: 'DELETE',
  path: '/instance/v1/instRemove',
} as const satisfies CallSpec;
export const taskFollow_getFollowedNode = {
  service: 'runtime',
  method: 'ANY',
  path: '/taskFollow/v1/getFollowedNode',
} as const satisfies CallSpec;
export const taskFollow_save = {
  service: 'runtime',
  method: 'ANY',
  path: '/taskFollow/v1/save',
} as const satisfies CallSpec;
export const bpmFlowCollect_myCollect = {
  service: 'runtime',
  method: 'ANY',
  path: '/bpmFlowCollect/v1/myCollect',
} as const satisfies CallSpec;
export const bpmFlowCollect_myCollectCount = {
  service: 'runtime',
  method: 'ANY',
  path: '/bpmFlowCollect/v1/myCollectCount',
} as const satisfies CallSpec;
export const bpmFlowCollect_action = {
  service: 'runtime',
  method: 'ANY',
  path: '/bpmFlowCollect/v1/{action}',
} as const satisfies CallSpec;
export const bpmPrintRecord_query = {
  service: 'runtime',
  method: 'ANY',
  path: '/bpmPrintRecord/v1/query',
} as const satisfies CallSpec;
export const bpmPrintRecord_printLog = {
  service: 'runtime',
  method: 'ANY',
  path: '/bpmPrintRecord/v1/printLog',
} as const satisfies CallSpec;
export const bpmPrintRecord_getByProInstId = {
  service: 'runtime',
  method: 'ANY',
  path: '/bpmPrintRecord/v1/getByProInstId',
} as const satisfies CallSpec;
export const bpmSecretaryManage_getSecretaryByUserId = {
  service: 'runtime',
  method: 'ANY',
  path: '/bpmSecretaryManage/v1/getSecretaryByUserId',
} as const satisfies CallSpec;
export const boDataModifyRecord_listJsonQuery = {
  service: 'runtime',
  method: 'POST',
  path: '/bpm/boDataModifyRecord/v1/listJsonQuery',
} as const satisfies CallSpec;
export const bpmSecretaryManage_list = {
  service: 'runtime',
  method: 'ANY',
  path: '/bpmSecretaryManage/v1/list',
} as const satisfies CallSpec;
export const bpmSecretaryManage_removes = {
  service: 'runtime',
  method: 'ANY',
  path: '/bpmSecretaryManage/v1/removes',
} as const satisfies CallSpec;
export const bpmSecretaryManage_save = {
  service: 'runtime',
  method: 'ANY',
  path: '/bpmSecretaryManage/v1/save',
} as const satisfies CallSpec;
export const bpmSecretaryManage_get = {
  service: 'runtime',
  method: 'ANY',
  path: '/bpmSecretaryManage/v1/get/{id}',
} as const satisfies CallSpec;
