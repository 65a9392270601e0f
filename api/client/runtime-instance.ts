import * as BPM_MODEL from '../contract/calls/bpm-model.js';
import * as RUNTIME from '../contract/calls/runtime.js';
import type { Envelope, PageList } from '../contract/envelope.js';
import type { BpmInstance, BpmTask, FormAndBO, FormAndBOBody, TaskIdQuery } from '../contract/workflow.js';
import type {
  BatchHandleBody,
  BatchHandleResult,
  EndProcessBody,
  EndProcessByIdQuery,
  FollowedNodes,
  FollowSaveBody,
  InstanceActionResult,
  InstanceDetail,
  InstanceDetailBody,
  InstanceRecord,
  InstanceSuspendType,
  InstanceWordPrintBody,
  InstQuery,
  ModifyRecord,
  ModifyRecordQueryBody,
  NextNode,
  NodeExecutorNames,
  NoticeQuery,
  PrintLogBody,
  PrintQueryBody,
  PrintRecord,
  RelatedInformation,
  RetrieveQuery,
  RevokeInstanceBody,
  RevokeState,
  SaveOpinionBody,
  SuspendQuery,
  TaskCandidate,
  TaskNodeInfo,
  TaskNotice,
  UnbatchableTask,
  Watermark,
} from '../contract/workflow-instance.js';
import type { HttpClient, RawResponse } from './http.js';

const ids = (list: string[]) => list.join(',');

/**
 * The instance actions of issue 14 (take back, revoke, terminate, suspend and resume, remove, follow,
 * batch handle), the remaining instance and task reads of spec 7, printing, the watermark and the
 * form's modify records. Who may do what: api/contract/workflow-instance.ts.
 */
export function runtimeInstanceCalls(http: HttpClient) {
  return {
    // ------------------------------------------------------------------------------- actions
    /** Takes back the caller's handled task while the tasks it created are unopened. */
    retrieveBpmTask: (query: RetrieveQuery) =>
      http.call<Envelope<InstanceActionResult>>(RUNTIME.task_retrieveBpmTask, { params: query }),
    /** Whether the initiator may revoke the instance now (and if not why). */
    getSponsorRevokeByInstId: (instId: string, signal?: AbortSignal) =>
      http.call<Envelope<RevokeState>>(RUNTIME.instance_getSponsorRevokeByInstId, {
        params: { instId } satisfies InstQuery,
        signal,
      }),
    /** The initiator withdraws the running instance before any approver acted. */
    revokeInstance: (body: RevokeInstanceBody) =>
      http.call<Envelope<InstanceActionResult>>(RUNTIME.instance_revokeInstance, { data: body }),
    /** Manual termination with a reason (by the handler's task, or by the instance for an administrator). */
    doEndProcess: (body: EndProcessBody) =>
      http.call<Envelope<InstanceActionResult>>(RUNTIME.instance_doEndProcess, { data: body }),
    doEndProcessById: (query: EndProcessByIdQuery) =>
      http.call<Envelope<InstanceActionResult>>(RUNTIME.instance_doEndProcessById, { params: query }),
    /** Suspends (`hang-up`) or resumes (`cancel`) an instance. */
    suspend: (type: InstanceSuspendType, query: SuspendQuery) =>
      http.call<Envelope<InstanceActionResult>>(RUNTIME.instance_type, {
        pathParams: { type },
        params: query,
      }),
    /** A workflow administrator removes handled tasks (history). */
    removeTasks: (taskIds: string[]) =>
      http.call<Envelope<number>>(RUNTIME.task_remove, { params: { ids: ids(taskIds) } }),
    /** A workflow administrator removes instances that no longer run. */
    removeInstances: (instIds: string[]) =>
      http.call<Envelope<number>>(RUNTIME.instance_remove, { params: { ids: ids(instIds) } }),
    /** The initiator removes their revoked instance. */
    instRemove: (instId: string) =>
      http.call<Envelope<null>>(RUNTIME.instance_instRemove, { params: { instId } satisfies InstQuery }),
    /** The instance's user task nodes and which the caller follows. */
    getFollowedNode: (instId: string, signal?: AbortSignal) =>
      http.call<Envelope<FollowedNodes>>(RUNTIME.taskFollow_getFollowedNode, {
        method: 'GET',
        params: { instId } satisfies InstQuery,
        signal,
      }),
    /** Sets the nodes the caller follows (a notice when one of them is handled). */
    saveFollow: (body: FollowSaveBody) =>
      http.call<Envelope<FollowedNodes>>(RUNTIME.taskFollow_save, { method: 'POST', data: body }),
    /** Which of these tasks a batch cannot handle, and why. */
    filterUnBatchable: (taskIds: string[], signal?: AbortSignal) =>
      http.call<Envelope<UnbatchableTask[]>>(RUNTIME.task_filterUnBatchable, {
        params: { taskIds: ids(taskIds) },
        signal,
      }),
    /** Agrees or opposes several tasks with one opinion; each answers on its own. */
    batchHandle: (body: BatchHandleBody) =>
      http.call<Envelope<BatchHandleResult>>(RUNTIME.task_batchHandle, { data: body }),

    // ------------------------------------------------------------------------------- reads
    /** The instance, its form, opinions, pending tasks and what the caller may do to it. */
    instanceDetail: (body: InstanceDetailBody, signal?: AbortSignal) =>
      http.call<Envelope<InstanceDetail>>(RUNTIME.task_instanceDetail, { data: body, signal }),
    getExcutorNameByInstId: (instId: string, signal?: AbortSignal) =>
      http.call<Envelope<NodeExecutorNames[]>>(RUNTIME.instance_getExcutorNameByInstId, {
        params: { instId } satisfies InstQuery,
        signal,
      }),
    /** The instance's definition key. */
    getFlowKey: (instId: string, signal?: AbortSignal) =>
      http.call<Envelope<string>>(RUNTIME.instance_getFlowKey, {
        params: { instId } satisfies InstQuery,
        signal,
      }),
    /** The user task nodes the flow reaches after the task's node. */
    nextTask: (query: TaskIdQuery, signal?: AbortSignal) =>
      http.call<Envelope<NextNode[]>>(RUNTIME.task_nextTask, { params: query, signal }),
    /** The same with who would handle each. */
    nextExecutor: (query: TaskIdQuery, signal?: AbortSignal) =>
      http.call<Envelope<NextNode[]>>(RUNTIME.task_nextExecutor, { params: query, signal }),
    taskNode: (query: TaskIdQuery, signal?: AbortSignal) =>
      http.call<Envelope<TaskNodeInfo>>(RUNTIME.task_taskNode, { params: query, signal }),
    getCurNodeProperties: (query: TaskIdQuery, signal?: AbortSignal) =>
      http.call<Envelope<TaskNodeInfo>>(RUNTIME.task_getCurNodeProperties, { params: query, signal }),
    getCandidatesListByTaskId: (query: TaskIdQuery, signal?: AbortSignal) =>
      http.call<Envelope<TaskCandidate[]>>(RUNTIME.task_getCandidatesListByTaskId, { params: query, signal }),
    /** The pending tasks of an instance. */
    getBpmTaskByInstId: (instId: string, signal?: AbortSignal) =>
      http.call<Envelope<BpmTask[]>>(RUNTIME.task_getBpmTaskByInstId, {
        params: { instId } satisfies InstQuery,
        signal,
      }),
    /** The initiator's other instances of the same flow the caller may see (newest first, at most 20). */
    relatedProcess: (instId: string, signal?: AbortSignal) =>
      http.call<Envelope<BpmInstance[]>>(RUNTIME.instance_relatedProcess, { data: { instId }, signal }),
    getRelatedInformationById: (instId: string, signal?: AbortSignal) =>
      http.call<Envelope<RelatedInformation>>(RUNTIME.instance_getRelatedInformationById, {
        params: { instId } satisfies InstQuery,
        signal,
      }),
    getInstanceByPks: (instIds: string[], signal?: AbortSignal) =>
      http.call<Envelope<BpmInstance[]>>(RUNTIME.instance_getInstanceByPks, {
        data: { ids: instIds },
        signal,
      }),
    getByRecordInstId: (instId: string, signal?: AbortSignal) =>
      http.call<Envelope<InstanceRecord>>(RUNTIME.instance_getByRecordInstId, { data: { instId }, signal }),
    /** The start form of a definition (as getFormAndBO). */
    startForm: (body: FormAndBOBody, signal?: AbortSignal) =>
      http.call<Envelope<FormAndBO>>(RUNTIME.instance_startForm, { data: body, signal }),
    /** Keeps the handler's opinion on the task without sending it. */
    createBpmSaveOpinion: (body: SaveOpinionBody) =>
      http.call<Envelope<null>>(RUNTIME.task_createBpmSaveOpinion, { data: body }),
    /** The pending tasks of the caller's requests. */
    getMyRequestTask: (instId?: string, signal?: AbortSignal) =>
      http.call<Envelope<BpmTask[]>>(RUNTIME.task_getMyRequestTask, {
        data: instId ? { instId } : {},
        signal,
      }),
    /** The caller's notices: one by id, or an instance's. */
    getNotice: (query: NoticeQuery, signal?: AbortSignal) =>
      http.call<Envelope<TaskNotice[]>>(RUNTIME.task_getNotice, { params: query, signal }),
    taskIsFirstNode: (query: TaskIdQuery, signal?: AbortSignal) =>
      http.call<Envelope<boolean>>(RUNTIME.task_taskIsFirstNode, { params: query, signal }),

    // ------------------------------------------------------------------------------- print
    /** Records that the caller printed or exported the form. */
    printLog: (body: PrintLogBody) =>
      http.call<Envelope<PrintRecord>>(RUNTIME.bpmPrintRecord_printLog, { method: 'POST', data: body }),
    /** Print records: of one instance, or the caller's own. */
    queryPrintRecords: (body: PrintQueryBody, signal?: AbortSignal) =>
      http.call<Envelope<PageList<PrintRecord>>>(RUNTIME.bpmPrintRecord_query, {
        method: 'POST',
        data: body,
        signal,
      }),
    getPrintRecordsByInstId: (instId: string, signal?: AbortSignal) =>
      http.call<Envelope<PrintRecord[]>>(RUNTIME.bpmPrintRecord_getByProInstId, {
        method: 'GET',
        params: { instId } satisfies InstQuery,
        signal,
      }),
    /** The instance's form and opinions as a Word document (recorded as a 'word' print). */
    wordPrint: (body: InstanceWordPrintBody): Promise<RawResponse> =>
      http.callRaw(RUNTIME.instance_wordPrint, { data: body }),
    /** The watermark over previews and prints: the caller's account and the server's time. */
    getWatermark: (instId: string, signal?: AbortSignal) =>
      http.call<Envelope<Watermark>>(BPM_MODEL.bpmWatermark_getByInstId, {
        method: 'GET',
        params: { instId } satisfies InstQuery,
        signal,
      }),
    /** The form's changes node by node (oldest first). */
    modifyRecords: (body: ModifyRecordQueryBody, signal?: AbortSignal) =>
      http.call<Envelope<PageList<ModifyRecord>>>(RUNTIME.boDataModifyRecord_listJsonQuery, {
        data: body,
        signal,
      }),
  };
}
