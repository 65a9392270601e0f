import * as RUNTIME from '../contract/calls/runtime.js';
import type { Envelope } from '../contract/envelope.js';
import type {
  BpmInstance,
  BpmOpinion,
  CompleteResult,
  CompleteTaskBody,
  FormAndBO,
  FormAndBOBody,
  InstanceIdQuery,
  InstFormAndBOQuery,
  SaveInstanceDraftBody,
  SaveTaskDraftBody,
  StartInstanceBody,
  StartResult,
  TaskAuth,
  TaskButton,
  TaskDetail,
  TaskIdQuery,
  TaskLockCode,
} from '../contract/workflow.js';
import type {
  AfterJumpNodes,
  AfterJumpNodesBody,
  CommReplyBody,
  CopytoBody,
  CopytoResult,
  DelayResult,
  HandOverResult,
  LockResult,
  LockUnlockQuery,
  NoticeResult,
  ReadRecordQuery,
  RejectResult,
  RejectTaskQuery,
  SignFeedbackBody,
  TaskComm,
  TaskDelayQuery,
  TaskSignRound,
  TaskSignUsersBody,
  TaskUrgent,
  TaskUserBody,
  TaskUsersBody,
  UrgentBody,
  UrgentIdBody,
  UrgentStateBody,
  UrgentStateConf,
} from '../contract/workflow-actions.js';
import type { HttpClient } from './http.js';

/**
 * The runtime service's actions: starting instances, drafts, forms, the approval form's task calls and
 * opinions. The lists and counts are in workflow-lists.ts.
 */
export function runtimeCalls(http: HttpClient) {
  return {
    /** Starts `{ defId or flowKey, data }` (the form's values); refused without start rights or with invalid values. */
    start: (body: StartInstanceBody, signal?: AbortSignal) =>
      http.call<Envelope<StartResult>>(RUNTIME.instance_start, { data: body, signal }),
    /** Saves the start form as a draft (a new one, or `draftId`); no validation beyond sizes. */
    saveDraft: (body: SaveInstanceDraftBody, signal?: AbortSignal) =>
      http.call<Envelope<StartResult>>(RUNTIME.instance_saveDraft, { data: body, signal }),
    /** Removes one of the caller's drafts. */
    removeDraftById: (id: string, signal?: AbortSignal) =>
      http.call<Envelope<null>>(RUNTIME.instance_removeDraftById, {
        params: { id } satisfies InstanceIdQuery,
        signal,
      }),
    /** How many drafts the caller has. */
    getMyDraftCount: (signal?: AbortSignal) =>
      http.call<Envelope<number>>(RUNTIME.instance_getMyDraftCount, { data: {}, signal }),
    /** The start form of a definition (or of a draft of the caller) with the start node's permissions. */
    getFormAndBO: (body: FormAndBOBody, signal?: AbortSignal) =>
      http.call<Envelope<FormAndBO>>(RUNTIME.instance_getFormAndBO, { data: body, signal }),
    /** An instance's form and data; with `taskId` of a task the caller holds, that node's permissions. */
    getInstFormAndBO: (query: InstFormAndBOQuery, signal?: AbortSignal) =>
      http.call<Envelope<FormAndBO>>(RUNTIME.instance_getInstFormAndBO, { params: query, signal }),
    /** An instance the caller may see (initiator, handler, candidate, copy-to receiver, secretary). */
    get: (id: string, signal?: AbortSignal) =>
      http.call<Envelope<BpmInstance>>(RUNTIME.instance_get, {
        params: { id } satisfies InstanceIdQuery,
        signal,
      }),
    getInstanceByInstId: (instId: string, signal?: AbortSignal) =>
      http.call<Envelope<BpmInstance>>(RUNTIME.instance_getInstanceByInstId, {
        params: { instId } satisfies InstanceIdQuery,
        signal,
      }),
    /** The opinions of an instance, in order (the start, each handled and each pending node). */
    instanceFlowOpinions: (instId: string, signal?: AbortSignal) =>
      http.call<Envelope<BpmOpinion[]>>(RUNTIME.instance_instanceFlowOpinions, {
        params: { instId } satisfies InstanceIdQuery,
        signal,
      }),
    /** The same rows by a task of the instance (task/v1/nodeOpinion?instId). */
    nodeOpinion: (instId: string, signal?: AbortSignal) =>
      http.call<Envelope<BpmOpinion[]>>(RUNTIME.task_nodeOpinion, {
        params: { instId } satisfies InstanceIdQuery,
        signal,
      }),
    /** Agree or oppose: the step runs through the engine; a task handled already answers a clear refusal. */
    complete: (body: CompleteTaskBody, signal?: AbortSignal) =>
      http.call<Envelope<CompleteResult>>(RUNTIME.task_complete, { data: body, signal }),
    /** Keeps the handler's opinion, values and attachments on the task without completing it. */
    saveTaskDraft: (body: SaveTaskDraftBody, signal?: AbortSignal) =>
      http.call<Envelope<null>>(RUNTIME.task_saveDraft, { data: body, signal }),
    /** Whether the caller may handle the task (and why not). */
    checkTaskAuth: (query: TaskIdQuery, signal?: AbortSignal) =>
      http.call<Envelope<TaskAuth>>(RUNTIME.task_checkTaskAuth, { params: query, signal }),
    /** The buttons the task's node allows (agree, oppose, saveDraft in this issue). */
    getButtonsBytaskId: (query: TaskIdQuery, signal?: AbortSignal) =>
      http.call<Envelope<TaskButton[]>>(RUNTIME.task_getButtonsBytaskId, { params: query, signal }),
    /** Everything the approval form shows for a task. */
    taskDetailBo: (query: TaskIdQuery, signal?: AbortSignal) =>
      http.call<Envelope<TaskDetail>>(RUNTIME.task_taskDetailBo, { params: query, signal }),
    /** The task's lock status code (TASK_LOCK_STATUSES). */
    canLock: (query: TaskIdQuery, signal?: AbortSignal) =>
      http.call<Envelope<TaskLockCode>>(RUNTIME.task_canLock, { params: query, signal }),
    ...taskActionCalls(http),
  };
}

/** The task actions of issue 14 (workflow-actions.ts: TASK_ACTION_SPECS says which button uses which). */
function taskActionCalls(http: HttpClient) {
  const post =
    <B, T>(key: Parameters<HttpClient['call']>[0]) =>
    (body: B, signal?: AbortSignal) =>
      http.call<Envelope<T>>(key, { data: body, signal });
  return {
    /** Locks the task for the caller (several candidates), or unlocks the caller's lock. */
    lockUnlock: (query: LockUnlockQuery, signal?: AbortSignal) =>
      http.call<Envelope<LockResult>>(RUNTIME.task_lockUnlock, { params: query, signal }),
    /** The earlier nodes a reject may send the task to, and where `previous` goes. */
    getAfterJumpNodes: post<AfterJumpNodesBody, AfterJumpNodes>(RUNTIME.task_getAfterJumpNodes),
    /** Rejects to the previous node, to the initiator, or to a chosen earlier node. */
    taskToReject: (query: RejectTaskQuery, signal?: AbortSignal) =>
      http.call<Envelope<RejectResult>>(RUNTIME.task_taskToReject, { params: query, signal }),
    /** Asks people a question about the task; their replies are collected on it. */
    taskToInqu: post<TaskUsersBody, TaskComm[]>(RUNTIME.task_taskToInqu),
    /** Replies to an inquiry addressed to the caller. */
    taskToInquReply: post<CommReplyBody, TaskComm>(RUNTIME.task_taskToInquReply),
    /** Consults people about the task; their replies are collected on it. */
    communicate: post<TaskUsersBody, TaskComm[]>(RUNTIME.task_communicate),
    /** Replies to a communication addressed to the caller. */
    doNextcommu: post<CommReplyBody, TaskComm>(RUNTIME.instance_doNextcommu),
    /** Transfers the task to one person (it leaves the caller's to-dos). */
    taskToTrans: post<TaskUserBody, HandOverResult>(RUNTIME.task_taskToTrans),
    /** Transfers the task to several people: any one of them handles it. */
    transToMore: post<TaskUsersBody, HandOverResult>(RUNTIME.instance_transToMore),
    /** Delegates the task: the delegate handles it for the caller (it stays in the caller's delegated list). */
    delegate: post<TaskUserBody, HandOverResult>(RUNTIME.task_delegate),
    /** Adds signers to the task: their feedback decides by the node's vote rule. */
    userTaskToSign: post<TaskUsersBody, TaskSignRound>(RUNTIME.task_userTaskToSign),
    /** The task's current add-sign round. */
    taskSignUsers: post<TaskSignUsersBody, TaskSignRound | null>(RUNTIME.task_taskSignUsers),
    /** An added signer's vote. */
    userAddSignFeedback: post<SignFeedbackBody, TaskSignRound>(RUNTIME.task_userAddSignFeedback),
    /** Circulates the instance to people's read-notice lists. */
    doNextCopyto: post<CopytoBody, CopytoResult>(RUNTIME.instance_doNextCopyto),
    /** Marks the caller's notices (of a task or notice id, or of an instance) read. */
    addReadRecord: (query: ReadRecordQuery, signal?: AbortSignal) =>
      http.call<Envelope<NoticeResult>>(RUNTIME.task_addReadRecord, { params: query, data: {}, signal }),
    /** The same, from the to-read list to the read list. */
    noticeTurnDode: (query: ReadRecordQuery, signal?: AbortSignal) =>
      http.call<Envelope<NoticeResult>>(RUNTIME.task_noticeTurnDode, { params: query, data: {}, signal }),
    /** Removes one of the caller's notices. */
    delBpmTaskNoticeById: (id: string, signal?: AbortSignal) =>
      http.call<Envelope<NoticeResult>>(RUNTIME.task_delBpmTaskNoticeById, {
        params: { id },
        data: {},
        signal,
      }),
    /** Reminds the handlers of the instance's pending tasks. */
    sendBpmTaskUrgent: post<UrgentBody, TaskUrgent[]>(RUNTIME.instance_sendBpmTaskUrgent),
    /** Whether the caller may urge the instance now, and whom a reminder reaches. */
    getUrgentStateConf: post<UrgentStateBody, UrgentStateConf>(RUNTIME.instance_getUrgentStateConf),
    /** One reminder. */
    getUrgrntById: post<UrgentIdBody, TaskUrgent>(RUNTIME.instance_getUrgrntById),
    /** Moves the task's due time later. */
    taskDelayById: (query: TaskDelayQuery, signal?: AbortSignal) =>
      http.call<Envelope<DelayResult>>(RUNTIME.task_taskDelayById, { params: query, signal }),
  };
}
