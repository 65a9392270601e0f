import type { ApiClient } from '../../api/client/index.js';
import type { Envelope, PageList, QueryBody, QueryFilter, QuerySorter } from '../../api/contract/envelope.js';
import { SAVED_FILTER_LISTS, type SavedFilterList } from '../../api/contract/workflow-lists.js';
import {
  EMPTY_URGENCY,
  type UrgencyFilterValues,
  type UrgencyProperties,
  urgencyQuerys,
  urgencyValues,
} from './urgency-filters.js';

/** The lists one `<task-list>` shows, by the runtime call that fills it. */
export const TASK_LIST_KINDS = [
  'todo',
  'leaderTodo',
  'noticeTodoRead',
  'noticeDoneRead',
  'myNotice',
  'delegate',
  'myRequest',
  'done',
  'doneInst',
  'draft',
  'collect',
  'newProcess',
] as const;
export type TaskListKind = (typeof TASK_LIST_KINDS)[number];

/** The search bar's text and date fields. */
export type TextFilterName = 'subject' | 'process' | 'initiator' | 'from' | 'to';

/** What the user typed and chose in the search bar. */
export interface TaskFilterValues extends UrgencyFilterValues {
  subject: string;
  process: string;
  initiator: string;
  /** YYYY-MM-DD, both ends included. */
  from: string;
  to: string;
}

export const EMPTY_FILTER: TaskFilterValues = {
  subject: '',
  process: '',
  initiator: '',
  from: '',
  to: '',
  ...EMPTY_URGENCY,
};

type Rows = Envelope<PageList<Record<string, unknown>>>;

/** One list: its call, and the query-body properties its search fields and sort buttons use. */
interface ListSpec {
  call: (api: ApiClient, body: QueryBody, signal: AbortSignal) => Promise<Rows>;
  /** The property each search field filters; a field the list cannot filter by is absent. */
  filters: Partial<Record<'subject' | 'process' | 'initiator' | 'from' | 'to' | 'date', string>> &
    UrgencyProperties;
  /** The property of each column's sort button. */
  sort: { subject?: string; time?: string; due?: string; priority?: string };
}

const TASK_FILTERS = {
  subject: 'subject',
  process: 'procDefName',
  initiator: 'creatorName',
  date: 'createTime',
};
const NOTICE_FILTERS = {
  subject: 'subject',
  process: 'procDefName',
  initiator: 'senderName',
  date: 'createTime',
};
/** The lists of what the user sent: no initiator to search by. */
const OWN_FILTERS = { subject: 'subject', process: 'procDefName', date: 'createTime' };
/** Process lists: searched and sorted by the process's name only. */
const BY_NAME = { subject: 'name' };
const BY_TIME: ListSpec['sort'] = { subject: 'subject', time: 'createTime' };
/** The to-do lists: also by due time and priority. */
const TODO_FILTERS = { ...TASK_FILTERS, priority: 'priority', due: 'dueTime' };
const TODO_SORT: ListSpec['sort'] = { ...BY_TIME, due: 'dueTime', priority: 'priority' };

/** A list's spec; most lists filter like the to-do list and sort by creation time. */
const spec = (
  call: (api: ApiClient, body: QueryBody, signal: AbortSignal) => Promise<unknown>,
  filters: ListSpec['filters'] = TASK_FILTERS,
  sort = BY_TIME,
): ListSpec => ({ call: (api, body, signal) => call(api, body, signal) as Promise<Rows>, filters, sort });

export const TASK_LIST_SPECS: Record<TaskListKind, ListSpec> = {
  todo: spec((api, b, s) => api.workflowLists.getTodoList(b, s), TODO_FILTERS, TODO_SORT),
  leaderTodo: spec((api, b, s) => api.workflowLists.getLeaderTodoList(b, s), TODO_FILTERS, TODO_SORT),
  noticeTodoRead: spec((api, b, s) => api.workflowLists.getNoticeTodoReadList(b, s), NOTICE_FILTERS),
  noticeDoneRead: spec((api, b, s) => api.workflowLists.getNoticeDoneReadList(b, s), NOTICE_FILTERS),
  myNotice: spec((api, b, s) => api.workflowLists.getMyNoticeReadList(b, s), OWN_FILTERS),
  delegate: spec((api, b, s) => api.workflowLists.getDelegate(b, s), TODO_FILTERS, TODO_SORT),
  myRequest: spec((api, b, s) => api.workflowLists.myRequest(b, s), OWN_FILTERS),
  done: spec((api, b, s) => api.workflowLists.getDoneList(b, {}, s), TASK_FILTERS, {
    subject: 'subject',
    time: 'completeTime',
  }),
  doneInst: spec((api, b, s) => api.workflowLists.getDoneInstList(b, s)),
  draft: spec((api, b, s) => api.runtimeDrafts.myDraft(b, s), OWN_FILTERS, {
    subject: 'subject',
    time: 'updateTime',
  }),
  collect: spec((api, b, s) => api.workflowLists.myCollect(b, s), BY_NAME, BY_NAME),
  newProcess: spec((api, b, s) => api.workflowLists.newProcess(b, s), BY_NAME, BY_NAME),
};

export function isTaskListKind(value: string): value is TaskListKind {
  return (TASK_LIST_KINDS as readonly string[]).includes(value);
}

export function hasSavedFilters(kind: TaskListKind): kind is TaskListKind & SavedFilterList {
  return (SAVED_FILTER_LISTS as readonly string[]).includes(kind);
}

/** The query body's filters of what the user typed, in the properties the list knows. */
export function filterQuerys(kind: TaskListKind, filter: TaskFilterValues): QueryFilter[] {
  const { filters } = TASK_LIST_SPECS[kind];
  const querys: QueryFilter[] = [];
  for (const field of ['subject', 'process', 'initiator'] as const) {
    const property = filters[field];
    const value = filter[field]?.trim();
    if (property && value) querys.push({ property, value, operation: 'LIKE' });
  }
  if (filters.date && filter.from) {
    querys.push({ property: filters.date, value: `${filter.from}T00:00:00.000`, operation: 'GREAT_EQUAL' });
  }
  if (filters.date && filter.to) {
    querys.push({ property: filters.date, value: `${filter.to}T23:59:59.999`, operation: 'LESS_EQUAL' });
  }
  return [...querys, ...urgencyQuerys(filters, filter)];
}

/** The search bar's values of a saved filter (the inverse of filterQuerys). */
export function filterValues(kind: TaskListKind, querys: readonly QueryFilter[]): TaskFilterValues {
  const { filters } = TASK_LIST_SPECS[kind];
  const values = { ...EMPTY_FILTER, ...urgencyValues(filters, querys) };
  for (const query of querys) {
    const value = String(query.value ?? '');
    if (query.property === filters.date) {
      if (query.operation === 'GREAT_EQUAL' || query.operation === 'GREAT') values.from = value.slice(0, 10);
      if (query.operation === 'LESS_EQUAL' || query.operation === 'LESS') values.to = value.slice(0, 10);
      continue;
    }
    for (const field of ['subject', 'process', 'initiator'] as const) {
      if (filters[field] === query.property) values[field] = value;
    }
  }
  return values;
}

/** The list's first sort: newest first where it has a time, else by subject. */
export function defaultSorter(kind: TaskListKind): QuerySorter {
  const { sort } = TASK_LIST_SPECS[kind];
  return sort.time
    ? { property: sort.time, direction: 'DESC' }
    : { property: sort.subject ?? 'subject', direction: 'ASC' };
}
