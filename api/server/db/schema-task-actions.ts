import type { ColumnType } from 'kysely';

/** Tables of the task actions (migration 0012_task_actions). */

type CreatedAt = ColumnType<Date, Date | string | undefined, Date | string>;
type NullableTimestamp = ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;

/** An inquiry or a communication on a task (with its reply), or the record of a transfer or delegation. */
export interface BpmTaskCommTable {
  id: string;
  inst_id: string;
  task_id: string;
  /** inquiry | communicate | transfer | delegate. */
  kind: string;
  sender_id: string;
  sender_name: string;
  receiver_id: string;
  receiver_name: string;
  opinion: string | null;
  /** pending | replied | done. */
  status: string;
  reply: string | null;
  created_at: CreatedAt;
  replied_at: NullableTimestamp;
}

/** A signer a handler added to a task (userTaskToSign), with their feedback. */
export interface BpmTaskSignTable {
  id: string;
  inst_id: string;
  task_id: string;
  round: number;
  user_id: string;
  user_name: string;
  /** pending | agree | oppose. */
  status: string;
  opinion: string | null;
  created_at: CreatedAt;
  replied_at: NullableTimestamp;
}

/** A reminder sent to a task's handlers (sendBpmTaskUrgent). */
export interface BpmTaskUrgentTable {
  id: string;
  inst_id: string;
  task_id: string;
  task_name: string;
  sender_id: string;
  sender_name: string;
  opinion: string;
  /** JSON string[]. */
  receiver_names: string;
  created_at: CreatedAt;
}

/** After a reject with the direct back mode: the task that, once handled, returns to `return_node_id`. */
export interface BpmTaskReturnTable {
  task_id: string;
  inst_id: string;
  return_node_id: string;
  created_at: CreatedAt;
}

export interface TaskActionTables {
  bpm_task_comms: BpmTaskCommTable;
  bpm_task_signs: BpmTaskSignTable;
  bpm_task_urgents: BpmTaskUrgentTable;
  bpm_task_returns: BpmTaskReturnTable;
}
