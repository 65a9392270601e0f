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

/** The path of the instance's Word print (the reference backend's own call: the spec names no path). */
export const INSTANCE_WORD_PRINT_PATH = '/instance/v1/wordPrint';

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
      http.call<Envelope<InstanceActionResult>>('task/retrieveBpmTask', { params: query }),
    /** Whether the initiator may revoke the instance now (and if not why). */
    getSponsorRevokeByInstId: (instId: string, signal?: AbortSignal) =>
      http.call<Envelope<RevokeState>>('instance/getSponsorRevokeByInstId', {
        params: { instId } satisfies InstQuery,
        signal,
      }),
    /** The initiator withdraws the running instance before any approver acted. */
    revokeInstance: (body: RevokeInstanceBody) =>
      http.call<Envelope<InstanceActionResult>>('instance/revokeInstance', { data: body }),
    /** Manual termination with a reason (by the handler's task, or by the instance for an administrator). */
    doEndProcess: (body: EndProcessBody) =>
      http.call<Envelope<InstanceActionResult>>('instance/doEndProcess', { data: body }),
    doEndProcessById: (query: EndProcessByIdQuery) =>
      http.call<Envelope<InstanceActionResult>>('instance/doEndProcessById', { params: query }),
    /** Suspends (`hang-up`) or resumes (`cancel`) an instance. */
    suspend: (type: InstanceSuspendType, query: SuspendQuery) =>
      http.call<Envelope<InstanceActionResult>>('instance/{type}', { pathParams: { type }, params: query }),
    /** A workflow administrator removes handled tasks (history). */
    removeTasks: (taskIds: string[]) =>
      http.call<Envelope<number>>('task/remove', { params: { ids: ids(taskIds) } }),
    /** A workflow administrator removes instances that no longer run. */
    removeInstances: (instIds: string[]) =>
      http.call<Envelope<number>>('instance/remove', { params: { ids: ids(instIds) } }),
    /** The initiator removes their revoked instance. */
    instRemove: (instId: string) =>
      http.call<Envelope<null>>('instance/instRemove', { params: { instId } satisfies InstQuery }),
    /** The instance's user task nodes and which the caller follows. */
    getFollowedNode: (instId: string, signal?: AbortSignal) =>
      http.call<Envelope<FollowedNodes>>('taskFollow/getFollowedNode', {
        method: 'GET',
        params: { instId } satisfies InstQuery,
        signal,
      }),
    /** Sets the nodes the caller follows (a notice when one of them is handled). */
    saveFollow: (body: FollowSaveBody) =>
      http.call<Envelope<FollowedNodes>>('taskFollow/save', { method: 'POST', data: body }),
    /** Which of these tasks a batch cannot handle, and why. */
    filterUnBatchable: (taskIds: string[], signal?: AbortSignal) =>
      http.call<Envelope<UnbatchableTask[]>>('task/filterUnBatchable', {
        params: { taskIds: ids(taskIds) },
        signal,
      }),
    /** Agrees or opposes several tasks with one opinion; each answers on its own. */
    batchHandle: (body: BatchHandleBody) =>
      http.call<Envelope<BatchHandleResult>>('task/batchHandle', { data: body }),

    // ------------------------------------------------------------------------------- reads
    /** The instance, its form, opinions, pending tasks and what the caller may do to it. */
    instanceDetail: (body: InstanceDetailBody, signal?: AbortSignal) =>
      http.call<Envelope<InstanceDetail>>('task/instanceDetail', { data: body, signal }),
    getExcutorNameByInstId: (instId: string, signal?: AbortSignal) =>
      http.call<Envelope<NodeExecutorNames[]>>('instance/getExcutorNameByInstId', {
        params: { instId } satisfies InstQuery,
        signal,
      }),
    /** The instance's definition key. */
    getFlowKey: (instId: string, signal?: AbortSignal) =>
      http.call<Envelope<string>>('instance/getFlowKey', { params: { instId } satisfies InstQuery, signal }),
    /** The user task nodes the flow reaches after the task's node. */
    nextTask: (query: TaskIdQuery, signal?: AbortSignal) =>
      http.call<Envelope<NextNode[]>>('task/nextTask', { params: query, signal }),
    /** The same with who would handle each. */
    nextExecutor: (query: TaskIdQuery, signal?: AbortSignal) =>
      http.call<Envelope<NextNode[]>>('task/nextExecutor', { params: query, signal }),
    taskNode: (query: TaskIdQuery, signal?: AbortSignal) =>
      http.call<Envelope<TaskNodeInfo>>('task/taskNode', { params: query, signal }),
    getCurNodeProperties: (query: TaskIdQuery, signal?: AbortSignal) =>
      http.call<Envelope<TaskNodeInfo>>('task/getCurNodeProperties', { params: query, signal }),
    getCandidatesListByTaskId: (query: TaskIdQuery, signal?: AbortSignal) =>
      http.call<Envelope<TaskCandidate[]>>('task/getCandidatesListByTaskId', { params: query, signal }),
    /** The pending tasks of an instance. */
    getBpmTaskByInstId: (instId: string, signal?: AbortSignal) =>
      http.call<Envelope<BpmTask[]>>('task/getBpmTaskByInstId', {
        params: { instId } satisfies InstQuery,
        signal,
      }),
    /** The initiator's other instances of the same flow the caller may see (newest first, at most 20). */
    relatedProcess: (instId: string, signal?: AbortSignal) =>
      http.call<Envelope<BpmInstance[]>>('instance/relatedProcess', { data: { instId }, signal }),
    getRelatedInformationById: (instId: string, signal?: AbortSignal) =>
      http.call<Envelope<RelatedInformation>>('instance/getRelatedInformationById', {
        params: { instId } satisfies InstQuery,
        signal,
      }),
    getInstanceByPks: (instIds: string[], signal?: AbortSignal) =>
      http.call<Envelope<BpmInstance[]>>('instance/getInstanceByPks', { data: { ids: instIds }, signal }),
    getByRecordInstId: (instId: string, signal?: AbortSignal) =>
      http.call<Envelope<InstanceRecord>>('instance/getByRecordInstId', { data: { instId }, signal }),
    /** The start form of a definition (as getFormAndBO). */
    startForm: (body: FormAndBOBody, signal?: AbortSignal) =>
      http.call<Envelope<FormAndBO>>('instance/startForm', { data: body, signal }),
    /** Keeps the handler's opinion on the task without sending it. */
    createBpmSaveOpinion: (body: SaveOpinionBody) =>
      http.call<Envelope<null>>('task/createBpmSaveOpinion', { data: body }),
    /** The pending tasks of the caller's requests. */
    getMyRequestTask: (instId?: string, signal?: AbortSignal) =>
      http.call<Envelope<BpmTask[]>>('task/getMyRequestTask', { data: instId ? { instId } : {}, signal }),
    /** The caller's notices: one by id, or an instance's. */
    getNotice: (query: NoticeQuery, signal?: AbortSignal) =>
      http.call<Envelope<TaskNotice[]>>('task/getNotice', { params: query, signal }),
    taskIsFirstNode: (query: TaskIdQuery, signal?: AbortSignal) =>
      http.call<Envelope<boolean>>('task/taskIsFirstNode', { params: query, signal }),

    // ------------------------------------------------------------------------------- print
    /** Records that the caller printed or exported the form. */
    printLog: (body: PrintLogBody) =>
      http.call<Envelope<PrintRecord>>('bpmPrintRecord/printLog', { method: 'POST', data: body }),
    /** Print records: of one instance, or the caller's own. */
    queryPrintRecords: (body: PrintQueryBody, signal?: AbortSignal) =>
      http.call<Envelope<PageList<PrintRecord>>>('bpmPrintRecord/query', {
        method: 'POST',
        data: body,
        signal,
      }),
    getPrintRecordsByInstId: (instId: string, signal?: AbortSignal) =>
      http.call<Envelope<PrintRecord[]>>('bpmPrintRecord/getByProInstId', {
        method: 'GET',
        params: { instId } satisfies InstQuery,
        signal,
      }),
    /** The instance's form and opinions as a Word document (recorded as a 'word' print). */
    wordPrint: (body: InstanceWordPrintBody): Promise<RawResponse> =>
      http.requestRaw('runtime', 'POST', INSTANCE_WORD_PRINT_PATH, { data: body }),
    /** The watermark over previews and prints: the caller's account and the server's time. */
    getWatermark: (instId: string, signal?: AbortSignal) =>
      http.call<Envelope<Watermark>>('bpmWatermark/getByInstId', {
        method: 'GET',
        params: { instId } satisfies InstQuery,
        signal,
      }),
    /** The form's changes node by node (oldest first). */
    modifyRecords: (body: ModifyRecordQueryBody, signal?: AbortSignal) =>
      http.call<Envelope<PageList<ModifyRecord>>>('boDataModifyRecord/listJsonQuery', { data: body, signal }),
  };
}
