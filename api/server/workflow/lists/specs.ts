import type { SavedFilterList } from '../../../contract/workflow-lists.js';
import type { ListSpec } from '../../http/query-body.js';
import { COLLECT_LIST, PROCESS_LIST } from './definitions.js';
import { DONE_LIST } from './done.js';
import { INSTANCE_LIST } from './instances.js';
import { NOTICE_LIST } from './notices.js';
import { DELEGATE_LIST, LEADER_TODO_LIST, TODO_LIST } from './todo.js';

/** Every list's whitelist, by the property lists of the contract they answer to (tests compare them). */
export const WORKFLOW_LIST_SPECS = {
  todo: TODO_LIST,
  leaderTodo: LEADER_TODO_LIST,
  delegate: DELEGATE_LIST,
  instance: INSTANCE_LIST,
  done: DONE_LIST,
  notice: NOTICE_LIST,
  process: PROCESS_LIST,
  collect: COLLECT_LIST,
} as const;

/** The whitelist a saved filter of each list must pass. */
export const SAVED_FILTER_SPECS: Record<SavedFilterList, ListSpec> = {
  todo: TODO_LIST,
  leaderTodo: LEADER_TODO_LIST,
  delegate: DELEGATE_LIST,
  myRequest: INSTANCE_LIST,
  doneInst: INSTANCE_LIST,
  done: DONE_LIST,
};
