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
import type { HttpClient } from './http.js';

/**
 * The runtime service's actions: starting instances, drafts, forms, the approval form's task calls and
 * opinions. The lists and counts are in runtime-lists.ts.
 */
export function runtimeCalls(http: HttpClient) {
  return {
    /** Starts `{ defId or flowKey, data }` (the form's values); refused without start rights or with invalid values. */
    start: (body: StartInstanceBody, signal?: AbortSignal) =>
      http.call<Envelope<StartResult>>('instance/start', { data: body, signal }),
    /** Saves the start form as a draft (a new one, or `draftId`); no validation beyond sizes. */
    saveDraft: (body: SaveInstanceDraftBody, signal?: AbortSignal) =>
      http.call<Envelope<StartResult>>('instance/saveDraft', { data: body, signal }),
    /** Removes one of the caller's drafts. */
    removeDraftById: (id: string, signal?: AbortSignal) =>
      http.call<Envelope<null>>('instance/removeDraftById', {
        params: { id } satisfies InstanceIdQuery,
        signal,
      }),
    /** How many drafts the caller has. */
    getMyDraftCount: (signal?: AbortSignal) =>
      http.call<Envelope<number>>('instance/getMyDraftCount', { data: {}, signal }),
    /** The start form of a definition (or of a draft of the caller) with the start node's permissions. */
    getFormAndBO: (body: FormAndBOBody, signal?: AbortSignal) =>
      http.call<Envelope<FormAndBO>>('instance/getFormAndBO', { data: body, signal }),
    /** An instance's form and data; with `taskId` of a task the caller holds, that node's permissions. */
    getInstFormAndBO: (query: InstFormAndBOQuery, signal?: AbortSignal) =>
      http.call<Envelope<FormAndBO>>('instance/getInstFormAndBO', { params: query, signal }),
    /** An instance the caller may see (initiator, handler, candidate, copy-to receiver, secretary). */
    get: (id: string, signal?: AbortSignal) =>
      http.call<Envelope<BpmInstance>>('instance/get', { params: { id } satisfies InstanceIdQuery, signal }),
    getInstanceByInstId: (instId: string, signal?: AbortSignal) =>
      http.call<Envelope<BpmInstance>>('instance/getInstanceByInstId', {
        params: { instId } satisfies InstanceIdQuery,
        signal,
      }),
    /** The opinions of an instance, in order (the start, each handled and each pending node). */
    instanceFlowOpinions: (instId: string, signal?: AbortSignal) =>
      http.call<Envelope<BpmOpinion[]>>('instance/instanceFlowOpinions', {
        params: { instId } satisfies InstanceIdQuery,
        signal,
      }),
    /** The same rows by a task of the instance (task/v1/nodeOpinion?instId). */
    nodeOpinion: (instId: string, signal?: AbortSignal) =>
      http.call<Envelope<BpmOpinion[]>>('task/nodeOpinion', {
        params: { instId } satisfies InstanceIdQuery,
        signal,
      }),
    /** Agree or oppose: the step runs through the engine; a task handled already answers a clear refusal. */
    complete: (body: CompleteTaskBody, signal?: AbortSignal) =>
      http.call<Envelope<CompleteResult>>('task/complete', { data: body, signal }),
    /** Keeps the handler's opinion, values and attachments on the task without completing it. */
    saveTaskDraft: (body: SaveTaskDraftBody, signal?: AbortSignal) =>
      http.call<Envelope<null>>('task/saveDraft', { data: body, signal }),
    /** Whether the caller may handle the task (and why not). */
    checkTaskAuth: (query: TaskIdQuery, signal?: AbortSignal) =>
      http.call<Envelope<TaskAuth>>('task/checkTaskAuth', { params: query, signal }),
    /** The buttons the task's node allows (agree, oppose, saveDraft in this issue). */
    getButtonsBytaskId: (query: TaskIdQuery, signal?: AbortSignal) =>
      http.call<Envelope<TaskButton[]>>('task/getButtonsBytaskId', { params: query, signal }),
    /** Everything the approval form shows for a task. */
    taskDetailBo: (query: TaskIdQuery, signal?: AbortSignal) =>
      http.call<Envelope<TaskDetail>>('task/taskDetailBo', { params: query, signal }),
    /** The task's lock status code (TASK_LOCK_STATUSES). */
    canLock: (query: TaskIdQuery, signal?: AbortSignal) =>
      http.call<Envelope<TaskLockCode>>('task/canLock', { params: query, signal }),
  };
}
