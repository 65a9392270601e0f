import type { ColumnType } from 'kysely';

/** Tables of the instance actions and records (migration 0013_instance_records). */

type CreatedAt = ColumnType<Date, Date | string | undefined, Date | string>;

/** A node of an instance a user follows: a notice reaches them when it is handled. */
export interface BpmTaskFollowTable {
  user_id: string;
  inst_id: string;
  node_id: string;
  created_at: CreatedAt;
}

/** Someone printed or exported an instance's form. */
export interface BpmPrintRecordTable {
  id: string;
  inst_id: string;
  task_id: string | null;
  user_id: string;
  user_name: string;
  account: string;
  /** print | word | pdf (PRINT_TYPES). */
  type: string;
  created_at: CreatedAt;
}

/** The form values a node changed when its task was completed. */
export interface BpmModifyRecordTable {
  id: string;
  inst_id: string;
  task_id: string | null;
  node_id: string;
  node_name: string;
  user_id: string;
  user_name: string;
  /** JSON FieldChange[]. */
  changes: string;
  created_at: CreatedAt;
}

export interface WorkflowInstanceTables {
  bpm_task_follows: BpmTaskFollowTable;
  bpm_print_records: BpmPrintRecordTable;
  bpm_modify_records: BpmModifyRecordTable;
}
