import type { ColumnType } from 'kysely';

/** Tables of the workflow lists (migration 0009_workflow_lists). */

type CreatedAt = ColumnType<Date, Date | string | undefined, Date | string>;

/** A definition (by key) a user collected (bpmFlowCollect). */
export interface BpmFlowCollectTable {
  user_id: string;
  def_key: string;
  created_at: CreatedAt;
}

/** A named filter of one of a user's lists, saved on the server. */
export interface BpmSavedFilterTable {
  id: string;
  user_id: string;
  /** One of SAVED_FILTER_LISTS (api/contract/workflow-lists.ts). */
  list: string;
  name: string;
  /** JSON QueryFilter[]. */
  querys: string;
  /** JSON QuerySorter[]. */
  sorter: string;
  is_default: ColumnType<boolean, boolean | undefined, boolean>;
  created_at: CreatedAt;
  updated_at: CreatedAt;
}

export interface WorkflowListTables {
  bpm_flow_collects: BpmFlowCollectTable;
  bpm_saved_filters: BpmSavedFilterTable;
}
