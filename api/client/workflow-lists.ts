import * as RUNTIME from '../contract/calls/runtime.js';
import type { Envelope, PageList, QueryBody } from '../contract/envelope.js';
import type { IdQuery } from '../contract/schemas/common.js';
import type {
  CardList,
  CardQuery,
  CollectBody,
  CollectResult,
  CollectRow,
  DelegateRow,
  DoneListQuery,
  DoneTaskRow,
  InstanceRow,
  NoticeReadRow,
  ProcessCardList,
  ProcessRow,
  SavedFilter,
  SavedFilterList,
  SavedFilterListQuery,
  SaveFilterBody,
  TodoRow,
} from '../contract/workflow-lists.js';
import type { HttpClient } from './http.js';

/**
 * The lists of the workflow area (runtime service): to-do, leader to-do, notices, delegated, new process,
 * my requests, done, collections, and the to-do filters saved per user. Every list takes a query body
 * (filters and sorters from the `*_LIST_PROPERTIES` of the contract) and answers a page.
 */
export function workflowListCalls(http: HttpClient) {
  const list =
    <T>(key: Parameters<HttpClient['call']>[0]) =>
    (body?: QueryBody | null, signal?: AbortSignal) =>
      http.call<Envelope<PageList<T>>>(key, { data: body ?? {}, signal });
  const count = (key: Parameters<HttpClient['call']>[0]) => (signal?: AbortSignal) =>
    http.call<Envelope<number>>(key, { data: {}, signal });
  const card =
    <T>(key: Parameters<HttpClient['call']>[0]) =>
    (size?: number, signal?: AbortSignal) =>
      http.call<Envelope<T>>(key, {
        data: {},
        params: size === undefined ? {} : ({ size } satisfies CardQuery),
        signal,
      });
  return {
    /** The signed-in user's pending tasks. */
    getTodoList: list<TodoRow>(RUNTIME.task_getTodoList),
    /** How many tasks wait for the signed-in user. */
    getTodoCount: count(RUNTIME.task_getTodoCount),
    /** The newest to-dos for the home cards (`size` defaults to 21). */
    getTodoCard: card<CardList<TodoRow>>(RUNTIME.task_getTodoCard),
    /** Pending tasks of the leaders the signed-in secretary serves; rows carry leaderId. */
    getLeaderTodoList: list<TodoRow>(RUNTIME.task_getLeaderTodoList),
    /** The newest leader to-dos as cards (`size` defaults to 6). */
    getLeaderTodoCard: card<CardList<TodoRow>>(RUNTIME.task_getLeaderTodoCard),
    /** Copy-to notices to the signed-in user that they have read. */
    getNoticeDoneReadList: list<NoticeReadRow>(RUNTIME.task_getNoticeDoneReadList),
    /** Copy-to notices to the signed-in user still unread. */
    getNoticeTodoReadList: list<NoticeReadRow>(RUNTIME.task_getNoticeTodoReadList),
    /** Copy-to notices the signed-in user sent. */
    getMyNoticeReadList: list<NoticeReadRow>(RUNTIME.task_getMyNoticeReadList),
    /** Pending tasks the signed-in user delegated to someone else. */
    getDelegate: list<DelegateRow>(RUNTIME.task_getDelegate),
    getDelegateCount: count(RUNTIME.task_getDelegateCount),
    /** Definitions the signed-in user may start. */
    newProcess: list<ProcessRow>(RUNTIME.instance_newProcess),
    newProcessCount: count(RUNTIME.instance_newProcessCount),
    /** The first startable definitions grouped by category (`size` defaults to 11). */
    newProcessCard: card<ProcessCardList>(RUNTIME.instance_newProcessCard),
    /** Instances the signed-in user started (drafts excluded). */
    myRequest: list<InstanceRow>(RUNTIME.instance_myRequest),
    myRequestCount: (signal?: AbortSignal) =>
      http.call<Envelope<number>>(RUNTIME.instance_myRequestCount, { signal }),
    /** Instances in which the signed-in user handled a task. */
    getDoneInstList: list<InstanceRow>(RUNTIME.instance_getDoneInstList),
    getDoneInstCount: count(RUNTIME.instance_getDoneInstCount),
    /** Tasks the signed-in user handled; with `isCheckRevoke` rows say whether the step can be taken back. */
    getDoneList: (body?: QueryBody | null, options: DoneListQuery = {}, signal?: AbortSignal) =>
      http.call<Envelope<PageList<DoneTaskRow>>>(RUNTIME.instance_getDoneList, {
        data: body ?? {},
        params: options.isCheckRevoke === undefined ? {} : { isCheckRevoke: options.isCheckRevoke },
        signal,
      }),
    /** The signed-in user's collected definitions. */
    myCollect: (body?: QueryBody | null, signal?: AbortSignal) =>
      http.call<Envelope<PageList<CollectRow>>>(RUNTIME.bpmFlowCollect_myCollect, {
        method: 'POST',
        data: body ?? {},
        signal,
      }),
    myCollectCount: (signal?: AbortSignal) =>
      http.call<Envelope<number>>(RUNTIME.bpmFlowCollect_myCollectCount, { method: 'GET', signal }),
    /** Adds a definition to the collection; collecting it again changes nothing. */
    collect: (defKey: string) =>
      http.call<Envelope<CollectResult>>(RUNTIME.bpmFlowCollect_action, {
        method: 'POST',
        pathParams: { action: 'collect' },
        data: { defKey } satisfies CollectBody,
      }),
    /** Removes a definition from the collection; removing one that is not there changes nothing. */
    uncollect: (defKey: string) =>
      http.call<Envelope<CollectResult>>(RUNTIME.bpmFlowCollect_action, {
        method: 'POST',
        pathParams: { action: 'uncollect' },
        data: { defKey } satisfies CollectBody,
      }),
    /** The signed-in user's saved filters, of one list or of all. */
    listSavedFilters: (listName?: SavedFilterList, signal?: AbortSignal) =>
      http.call<Envelope<SavedFilter[]>>(RUNTIME.todoFilter_list, {
        params: listName ? ({ list: listName } satisfies SavedFilterListQuery) : {},
        signal,
      }),
    /** Saves a named filter (with `id`: replaces that one); refused when the name is taken in that list. */
    saveFilter: (body: SaveFilterBody) =>
      http.call<Envelope<SavedFilter>>(RUNTIME.todoFilter_save, {
        data: body,
      }),
    /** Removes one of the signed-in user's saved filters. */
    removeFilter: (id: string) =>
      http.call<Envelope<void>>(RUNTIME.todoFilter_remove, {
        params: { id } satisfies IdQuery,
      }),
  };
}
