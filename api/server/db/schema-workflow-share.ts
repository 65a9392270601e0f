import type { ColumnType } from 'kysely';

/** Tables of the shared instance page (migration 0014_share). */

/** An instance a guest token of a short link may read (/shareInst/{instId}/true?token). */
export interface BpmInstanceShareTable {
  token: string;
  inst_id: string;
  expires_at: ColumnType<Date, Date | string, Date | string>;
  created_at: ColumnType<Date, Date | string | undefined, never>;
}

export interface WorkflowShareTables {
  bpm_instance_shares: BpmInstanceShareTable;
}
