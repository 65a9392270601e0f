// Generated from the spec's calls.tsv by tests/node/client/calls-table.test.ts; do not edit by hand.
import type { CallSpec } from '../call-spec.js';

/** The calls of the runtime service the spec names, in its order. */
export const task_getTodoList = {
  key: 'task/getTodoList',
  service: 'runtime',
  method: 'POST',
  path: '/task/v1/getTodoList',
} as const satisfies CallSpec;
export const task_getTodoCount = {
  key: 'task/getTodoCount',
  service: 'runtime',
  method: 'POST',
  path: '/task/v1/getTodoCount',
} as const satisfies CallSpec;
export const task_getTodoCard = {
  key: 'task/getTodoCard',
  service: 'runtime',
  method: 'POST',
  path: '/task/v1/getTodoCard',
} as const satisfies CallSpec;
export const task_getLeaderTodoList = {
  key: 'task/getLeaderTodoList',
  service: 'runtime',
  method: 'POST',
  path: '/task/v1/getLeaderTodoList',
} as const satisfies CallSpec;
export const task_getLeaderTodoCard = {
  key: 'task/getLeaderTodoCard',
  service: 'runtime',
  method: 'POST',
  path: '/task/v1/getLeaderTodoCard',
} as const satisfies CallSpec;
export const task_getNoticeDoneReadList = {
  key: 'task/getNoticeDoneReadList',
  service: 'runtime',
  method: 'POST',
  path: '/task/v1/getNoticeDoneReadList',
} as const satisfies CallSpec;
export const task_getNoticeTodoReadList = {
  key: 'task/getNoticeTodoReadList',
  service: 'runtime',
  method: 'POST',
  path: '/task/v1/getNoticeTodoReadList',
} as const satisfies CallSpec;
export const task_getMyNoticeReadList = {
  key: 'task/getMyNoticeReadList',
  service: 'runtime',
  method: 'POST',
  path: '/task/v1/getMyNoticeReadList',
} as const satisfies CallSpec;
export const task_getDelegate = {
  key: 'task/getDelegate',
  service: 'runtime',
  method: 'POST',
  path: '/task/v1/getDelegate',
} as const satisfies CallSpec;
export const task_getDelegateCount = {
  key: 'task/getDelegateCount',
  service: 'runtime',
  method: 'POST',
  path: '/task/v1/getDelegateCount',
} as const satisfies CallSpec;
export const task_batchHandle = {
  key: 'task/batchHandle',
  service: 'runtime',
  method: 'POST',
  path: '/task/v1/batchHandle',
} as const satisfies CallSpec;
export const task_complete = {
  key: 'task/complete',
  service: 'runtime',
  method: 'POST',
  path: '/task/v1/complete',
} as const satisfies CallSpec;
export const task_saveDraft = {
  key: 'task/saveDraft',
  service: 'runtime',
  method: 'POST',
  path: '/task/v1/saveDraft',
} as const satisfies CallSpec;
export const task_taskToInqu = {
  key: 'task/taskToInqu',
  service: 'runtime',
  method: 'POST',
  path: '/task/v1/taskToInqu',
} as const satisfies CallSpec;
export const task_taskToInquReply = {
  key: 'task/taskToInquReply',
  service: 'runtime',
  method: 'POST',
  path: '/task/v1/taskToInquReply',
} as const satisfies CallSpec;
export const task_userAddSignFeedback = {
  key: 'task/userAddSignFeedback',
  service: 'runtime',
  method: 'POST',
  path: '/task/v1/userAddSignFeedback',
} as const satisfies CallSpec;
export const task_taskSignUsers = {
  key: 'task/taskSignUsers',
  service: 'runtime',
  method: 'POST',
  path: '/task/v1/taskSignUsers',
} as const satisfies CallSpec;
export const task_userTaskToSign = {
  key: 'task/userTaskToSign',
  service: 'runtime',
  method: 'POST',
  path: '/task/v1/userTaskToSign',
} as const satisfies CallSpec;
export const task_delegate = {
  key: 'task/delegate',
  service: 'runtime',
  method: 'POST',
  path: '/task/v1/delegate',
} as const satisfies CallSpec;
export const task_taskToTrans = {
  key: 'task/taskToTrans',
  service: 'runtime',
  method: 'POST',
  path: '/task/v1/taskToTrans',
} as const satisfies CallSpec;
export const task_communicate = {
  key: 'task/communicate',
  service: 'runtime',
  method: 'POST',
  path: '/task/v1/communicate',
} as const satisfies CallSpec;
export const task_getAfterJumpNodes = {
  key: 'task/getAfterJumpNodes',
  service: 'runtime',
  method: 'POST',
  path: '/task/v1/getAfterJumpNodes',
} as const satisfies CallSpec;
export const task_instanceDetail = {
  key: 'task/instanceDetail',
  service: 'runtime',
  method: 'POST',
  path: '/task/v1/instanceDetail',
} as const satisfies CallSpec;
export const task_getMyRequestTask = {
  key: 'task/getMyRequestTask',
  service: 'runtime',
  method: 'POST',
  path: '/task/v1/getMyRequestTask',
} as const satisfies CallSpec;
export const task_createBpmSaveOpinion = {
  key: 'task/createBpmSaveOpinion',
  service: 'runtime',
  method: 'POST',
  path: '/task/v1/createBpmSaveOpinion',
} as const satisfies CallSpec;
export const task_delBpmTaskNoticeById = {
  key: 'task/delBpmTaskNoticeById',
  service: 'runtime',
  method: 'POST',
  path: '/task/v1/delBpmTaskNoticeById',
} as const satisfies CallSpec;
export const task_noticeTurnDode = {
  key: 'task/noticeTurnDode',
  service: 'runtime',
  method: 'POST',
  path: '/task/v1/noticeTurnDode',
} as const satisfies CallSpec;
export const task_addReadRecord = {
  key: 'task/addReadRecord',
  service: 'runtime',
  method: 'POST',
  path: '/task/v1/addReadRecord',
} as const satisfies CallSpec;
export const task_getButtonsBytaskId = {
  key: 'task/getButtonsBytaskId',
  service: 'runtime',
  method: 'GET',
  path: '/task/v1/getButtonsBytaskId',
} as const satisfies CallSpec;
export const task_checkTaskAuth = {
  key: 'task/checkTaskAuth',
  service: 'runtime',
  method: 'GET',
  path: '/task/v1/checkTaskAuth',
} as const satisfies CallSpec;
export const task_getNotice = {
  key: 'task/getNotice',
  service: 'runtime',
  method: 'GET',
  path: '/task/v1/getNotice',
} as const satisfies CallSpec;
export const task_nodeOpinion = {
  key: 'task/nodeOpinion',
  service: 'runtime',
  method: 'GET',
  path: '/task/v1/nodeOpinion',
} as const satisfies CallSpec;
export const task_taskIsFirstNode = {
  key: 'task/taskIsFirstNode',
  service: 'runtime',
  method: 'GET',
  path: '/task/v1/taskIsFirstNode',
} as const satisfies CallSpec;
export const task_filterUnBatchable = {
  key: 'task/filterUnBatchable',
  service: 'runtime',
  method: 'GET',
  path: '/task/v1/filterUnBatchable',
} as const satisfies CallSpec;
export const task_getCurNodeProperties = {
  key: 'task/getCurNodeProperties',
  service: 'runtime',
  method: 'GET',
  path: '/task/v1/getCurNodeProperties',
} as const satisfies CallSpec;
export const task_canLock = {
  key: 'task/canLock',
  service: 'runtime',
  method: 'GET',
  path: '/task/v1/canLock',
} as const satisfies CallSpec;
export const task_lockUnlock = {
  key: 'task/lockUnlock',
  service: 'runtime',
  method: 'GET',
  path: '/task/v1/lockUnlock',
} as const satisfies CallSpec;
export const task_nextTask = {
  key: 'task/nextTask',
  service: 'runtime',
  method: 'GET',
  path: '/task/v1/nextTask',
} as const satisfies CallSpec;
export const task_taskToReject = {
  key: 'task/taskToReject',
  service: 'runtime',
  method: 'GET',
  path: '/task/v1/taskToReject',
} as const satisfies CallSpec;
export const task_getCandidatesListByTaskId = {
  key: 'task/getCandidatesListByTaskId',
  service: 'runtime',
  method: 'GET',
  path: '/task/v1/getCandidatesListByTaskId',
} as const satisfies CallSpec;
export const task_taskNode = {
  key: 'task/taskNode',
  service: 'runtime',
  method: 'GET',
  path: '/task/v1/taskNode',
} as const satisfies CallSpec;
export const task_nextExecutor = {
  key: 'task/nextExecutor',
  service: 'runtime',
  method: 'GET',
  path: '/task/v1/nextExecutor',
} as const satisfies CallSpec;
export const task_taskDetailBo = {
  key: 'task/taskDetailBo',
  service: 'runtime',
  method: 'GET',
  path: '/task/v1/taskDetailBo',
} as const satisfies CallSpec;
export const task_retrieveBpmTask = {
  key: 'task/retrieveBpmTask',
  service: 'runtime',
  method: 'GET',
  path: '/task/v1/retrieveBpmTask',
} as const satisfies CallSpec;
export const task_taskDelayById = {
  key: 'task/taskDelayById',
  service: 'runtime',
  method: 'GET',
  path: '/task/v1/taskDelayById',
} as const satisfies CallSpec;
export const task_getBpmTaskByInstId = {
  key: 'task/getBpmTaskByInstId',
  service: 'runtime',
  method: 'GET',
  path: '/task/v1/getBpmTaskByInstId',
} as const satisfies CallSpec;
export const task_remove = {
  key: 'task/remove',
  service: 'runtime',
  method: 'DELETE',
  path: '/task/v1/remove',
} as const satisfies CallSpec;
export const instance_newProcess = {
  key: 'instance/newProcess',
  service: 'runtime',
  method: 'POST',
  path: '/instance/v1/newProcess',
} as const satisfies CallSpec;
export const instance_newProcessCount = {
  key: 'instance/newProcessCount',
  service: 'runtime',
  method: 'POST',
  path: '/instance/v1/newProcessCount',
} as const satisfies CallSpec;
export const instance_newProcessCard = {
  key: 'instance/newProcessCard',
  service: 'runtime',
  method: 'POST',
  path: '/instance/v1/newProcessCard',
} as const satisfies CallSpec;
export const instance_getDoneInstList = {
  key: 'instance/getDoneInstList',
  service: 'runtime',
  method: 'POST',
  path: '/instance/v1/getDoneInstList',
} as const satisfies CallSpec;
export const instance_myRequest = {
  key: 'instance/myRequest',
  service: 'runtime',
  method: 'POST',
  path: '/instance/v1/myRequest',
} as const satisfies CallSpec;
export const instance_getDoneList = {
  key: 'instance/getDoneList',
  service: 'runtime',
  method: 'POST',
  path: '/instance/v1/getDoneList',
} as const satisfies CallSpec;
export const instance_start = {
  key: 'instance/start',
  service: 'runtime',
  method: 'POST',
  path: '/instance/v1/start',
} as const satisfies CallSpec;
export const instance_saveDraft = {
  key: 'instance/saveDraft',
  service: 'runtime',
  method: 'POST',
  path: '/instance/v1/saveDraft',
} as const satisfies CallSpec;
export const instance_getFormAndBO = {
  key: 'instance/getFormAndBO',
  service: 'runtime',
  method: 'POST',
  path: '/instance/v1/getFormAndBO',
} as const satisfies CallSpec;
export const instance_doNextCopyto = {
  key: 'instance/doNextCopyto',
  service: 'runtime',
  method: 'POST',
  path: '/instance/v1/doNextCopyto',
} as const satisfies CallSpec;
export const instance_doNextcommu = {
  key: 'instance/doNextcommu',
  service: 'runtime',
  method: 'POST',
  path: '/instance/v1/doNextcommu',
} as const satisfies CallSpec;
export const instance_doEndProcess = {
  key: 'instance/doEndProcess',
  service: 'runtime',
  method: 'POST',
  path: '/instance/v1/doEndProcess',
} as const satisfies CallSpec;
export const instance_revokeInstance = {
  key: 'instance/revokeInstance',
  service: 'runtime',
  method: 'POST',
  path: '/instance/v1/revokeInstance',
} as const satisfies CallSpec;
export const instance_sendBpmTaskUrgent = {
  key: 'instance/sendBpmTaskUrgent',
  service: 'runtime',
  method: 'POST',
  path: '/instance/v1/sendBpmTaskUrgent',
} as const satisfies CallSpec;
export const instance_transToMore = {
  key: 'instance/transToMore',
  service: 'runtime',
  method: 'POST',
  path: '/instance/v1/transToMore',
} as const satisfies CallSpec;
export const instance_getInstanceByPks = {
  key: 'instance/getInstanceByPks',
  service: 'runtime',
  method: 'POST',
  path: '/instance/v1/getInstanceByPks',
} as const satisfies CallSpec;
export const instance_startForm = {
  key: 'instance/startForm',
  service: 'runtime',
  method: 'POST',
  path: '/instance/v1/startForm',
} as const satisfies CallSpec;
export const instance_relatedProcess = {
  key: 'instance/relatedProcess',
  service: 'runtime',
  method: 'POST',
  path: '/instance/v1/relatedProcess',
} as const satisfies CallSpec;
export const instance_getUrgentStateConf = {
  key: 'instance/getUrgentStateConf',
  service: 'runtime',
  method: 'POST',
  path: '/instance/v1/getUrgentStateConf',
} as const satisfies CallSpec;
export const instance_getDoneInstCount = {
  key: 'instance/getDoneInstCount',
  service: 'runtime',
  method: 'POST',
  path: '/instance/v1/getDoneInstCount',
} as const satisfies CallSpec;
export const instance_getMyDraftCount = {
  key: 'instance/getMyDraftCount',
  service: 'runtime',
  method: 'POST',
  path: '/instance/v1/getMyDraftCount',
} as const satisfies CallSpec;
export const instance_getByRecordInstId = {
  key: 'instance/getByRecordInstId',
  service: 'runtime',
  method: 'POST',
  path: '/instance/v1/getByRecordInstId',
} as const satisfies CallSpec;
export const instance_getUrgrntById = {
  key: 'instance/getUrgrntById',
  service: 'runtime',
  method: 'POST',
  path: '/instance/v1/getUrgrntById',
} as const satisfies CallSpec;
export const instance_getHasAuthFlowList = {
  key: 'instance/getHasAuthFlowList',
  service: 'runtime',
  method: 'POST',
  path: '/instance/v1/getHasAuthFlowList',
} as const satisfies CallSpec;
export const instance_getDefStatus = {
  key: 'instance/getDefStatus',
  service: 'runtime',
  method: 'GET',
  path: '/instance/v1/getDefStatus',
} as const satisfies CallSpec;
export const instance_getBpmImage = {
  key: 'instance/getBpmImage',
  service: 'runtime',
  method: 'GET',
  path: '/instance/v1/getBpmImage',
} as const satisfies CallSpec;
export const instance_instanceFlowImage = {
  key: 'instance/instanceFlowImage',
  service: 'runtime',
  method: 'GET',
  path: '/instance/v1/instanceFlowImage',
} as const satisfies CallSpec;
export const instance_getMyOftenFlow = {
  key: 'instance/getMyOftenFlow',
  service: 'runtime',
  method: 'GET',
  path: '/instance/v1/getMyOftenFlow',
} as const satisfies CallSpec;
export const instance_type = {
  key: 'instance/{type}',
  service: 'runtime',
  method: 'GET',
  path: '/instance/v1/{type}',
} as const satisfies CallSpec;
export const instance_getInstFormAndBO = {
  key: 'instance/getInstFormAndBO',
  service: 'runtime',
  method: 'GET',
  path: '/instance/v1/getInstFormAndBO',
} as const satisfies CallSpec;
export const instance_getInstanceByInstId = {
  key: 'instance/getInstanceByInstId',
  service: 'runtime',
  method: 'GET',
  path: '/instance/v1/getInstanceByInstId',
} as const satisfies CallSpec;
export const instance_getExcutorNameByInstId = {
  key: 'instance/getExcutorNameByInstId',
  service: 'runtime',
  method: 'GET',
  path: '/instance/v1/getExcutorNameByInstId',
} as const satisfies CallSpec;
export const instance_getFlowKey = {
  key: 'instance/getFlowKey',
  service: 'runtime',
  method: 'GET',
  path: '/instance/v1/getFlowKey',
} as const satisfies CallSpec;
export const instance_getSponsorRevokeByInstId = {
  key: 'instance/getSponsorRevokeByInstId',
  service: 'runtime',
  method: 'GET',
  path: '/instance/v1/getSponsorRevokeByInstId',
} as const satisfies CallSpec;
export const instance_myRequestCount = {
  key: 'instance/myRequestCount',
  service: 'runtime',
  method: 'GET',
  path: '/instance/v1/myRequestCount',
} as const satisfies CallSpec;
export const instance_doEndProcessById = {
  key: 'instance/doEndProcessById',
  service: 'runtime',
  method: 'GET',
  path: '/instance/v1/doEndProcessById',
} as const satisfies CallSpec;
export const instance_get = {
  key: 'instance/get',
  service: 'runtime',
  method: 'GET',
  path: '/instance/v1/get',
} as const satisfies CallSpec;
export const instance_getRelatedInformationById = {
  key: 'instance/getRelatedInformationById',
  service: 'runtime',
  method: 'GET',
  path: '/instance/v1/getRelatedInformationById',
} as const satisfies CallSpec;
export const instance_instanceFlowOpinions = {
  key: 'instance/instanceFlowOpinions',
  service: 'runtime',
  method: 'GET',
  path: '/instance/v1/instanceFlowOpinions',
} as const satisfies CallSpec;
export const instance_removeDraftById = {
  key: 'instance/removeDraftById',
  service: 'runtime',
  method: 'DELETE',
  path: '/instance/v1/removeDraftById',
} as const satisfies CallSpec;
export const instance_remove = {
  key: 'instance/remove',
  service: 'runtime',
  method: 'DELETE',
  path: '/instance/v1/remove',
} as const satisfies CallSpec;
export const instance_instRemove = {
  key: 'instance/instRemove',
  service: 'runtime',
  method: 'DELETE',
  path: '/instance/v1/instRemove',
} as const satisfies CallSpec;
export const taskFollow_getFollowedNode = {
  key: 'taskFollow/getFollowedNode',
  service: 'runtime',
  method: 'ANY',
  path: '/taskFollow/v1/getFollowedNode',
} as const satisfies CallSpec;
export const taskFollow_save = {
  key: 'taskFollow/save',
  service: 'runtime',
  method: 'ANY',
  path: '/taskFollow/v1/save',
} as const satisfies CallSpec;
export const bpmFlowCollect_myCollect = {
  key: 'bpmFlowCollect/myCollect',
  service: 'runtime',
  method: 'ANY',
  path: '/bpmFlowCollect/v1/myCollect',
} as const satisfies CallSpec;
export const bpmFlowCollect_myCollectCount = {
  key: 'bpmFlowCollect/myCollectCount',
  service: 'runtime',
  method: 'ANY',
  path: '/bpmFlowCollect/v1/myCollectCount',
} as const satisfies CallSpec;
export const bpmFlowCollect_action = {
  key: 'bpmFlowCollect/{action}',
  service: 'runtime',
  method: 'ANY',
  path: '/bpmFlowCollect/v1/{action}',
} as const satisfies CallSpec;
export const bpmPrintRecord_query = {
  key: 'bpmPrintRecord/query',
  service: 'runtime',
  method: 'ANY',
  path: '/bpmPrintRecord/v1/query',
} as const satisfies CallSpec;
export const bpmPrintRecord_printLog = {
  key: 'bpmPrintRecord/printLog',
  service: 'runtime',
  method: 'ANY',
  path: '/bpmPrintRecord/v1/printLog',
} as const satisfies CallSpec;
export const bpmPrintRecord_getByProInstId = {
  key: 'bpmPrintRecord/getByProInstId',
  service: 'runtime',
  method: 'ANY',
  path: '/bpmPrintRecord/v1/getByProInstId',
} as const satisfies CallSpec;
export const bpmSecretaryManage_getSecretaryByUserId = {
  key: 'bpmSecretaryManage/getSecretaryByUserId',
  service: 'runtime',
  method: 'ANY',
  path: '/bpmSecretaryManage/v1/getSecretaryByUserId',
} as const satisfies CallSpec;
export const boDataModifyRecord_listJsonQuery = {
  key: 'boDataModifyRecord/listJsonQuery',
  service: 'runtime',
  method: 'POST',
  path: '/bpm/boDataModifyRecord/v1/listJsonQuery',
} as const satisfies CallSpec;
export const bpmSecretaryManage_list = {
  key: 'bpmSecretaryManage/list',
  service: 'runtime',
  method: 'ANY',
  path: '/bpmSecretaryManage/v1/list',
} as const satisfies CallSpec;
export const bpmSecretaryManage_removes = {
  key: 'bpmSecretaryManage/removes',
  service: 'runtime',
  method: 'ANY',
  path: '/bpmSecretaryManage/v1/removes',
} as const satisfies CallSpec;
export const bpmSecretaryManage_save = {
  key: 'bpmSecretaryManage/save',
  service: 'runtime',
  method: 'ANY',
  path: '/bpmSecretaryManage/v1/save',
} as const satisfies CallSpec;
export const bpmSecretaryManage_get = {
  key: 'bpmSecretaryManage/get',
  service: 'runtime',
  method: 'ANY',
  path: '/bpmSecretaryManage/v1/get/{id}',
} as const satisfies CallSpec;
