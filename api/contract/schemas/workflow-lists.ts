/**
 * Requests of the workflow lists (runtime service: to-do, leader to-do, notices, delegated, new process,
 * my requests, done, collections, saved to-do filters). List calls take the common query body
 * (`ListBody` of query-body.ts); the schemas below are the rest.
 */
import { type Static, Type } from 'typebox';
import {
  CARD_MAX_SIZE,
  COLLECT_ACTIONS,
  SAVED_FILTER_LISTS,
  SAVED_FILTER_MAX_NAME,
} from '../workflow-lists.js';
import { Id, StringEnum, Text } from './common.js';
import { QueryBodyInput, QueryFilterInput } from './query-body.js';

/** `?size=` of a card call (getTodoCard 21, getLeaderTodoCard 6, newProcessCard 11 by default). */
export const CardQuery = Type.Object({
  size: Type.Optional(Type.Integer({ minimum: 1, maximum: CARD_MAX_SIZE })),
});
export type CardQuery = Static<typeof CardQuery>;

/** `?isCheckRevoke=` of getDoneList: rows then say whether the user may still take their step back. */
export const DoneListQuery = Type.Object({
  isCheckRevoke: Type.Optional(Type.Boolean()),
});
export type DoneListQuery = Static<typeof DoneListQuery>;

/** `{action}` of bpmFlowCollect/v1/{action}. */
export const CollectParams = Type.Object({ action: StringEnum(COLLECT_ACTIONS) });
export type CollectParams = Static<typeof CollectParams>;

/** Body of collect / uncollect: the definition by its key (a collection outlives new versions). */
export const CollectBody = Type.Object({ defKey: Id });
export type CollectBody = Static<typeof CollectBody>;

/** `?list=` of the saved filters' list call: the filters of one list only. */
export const SavedFilterListQuery = Type.Object({
  list: Type.Optional(StringEnum(SAVED_FILTER_LISTS)),
});
export type SavedFilterListQuery = Static<typeof SavedFilterListQuery>;

/**
 * Saves a named filter of the signed-in user: with `id` it replaces that filter, without it adds one. The
 * filters and sorters are checked against the list's whitelist when saved, so a saved filter always runs.
 */
export const SaveFilterBody = Type.Object({
  id: Type.Optional(Id),
  name: Text(SAVED_FILTER_MAX_NAME),
  list: StringEnum(SAVED_FILTER_LISTS),
  querys: Type.Optional(Type.Array(QueryFilterInput, { maxItems: 50 })),
  sorter: QueryBodyInput.properties.sorter,
  /** The filter the list opens with; saving one as default clears the flag on the user's others of that list. */
  isDefault: Type.Optional(Type.Boolean()),
});
export type SaveFilterBody = Static<typeof SaveFilterBody>;
