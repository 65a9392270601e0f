import type { ColumnType, Generated } from 'kysely';

/**
 * An award e-mail waiting to go, or sent (0042_award_mails, tender/award-mail.ts); or a process's mail task's
 * (0047_process_mails, workflow/process-mail.ts), which names its instance and task instead of a project.
 */
export interface ProcureMailOutboxTable {
  id: string;
  project_id: string | null;
  notice_id: string | null;
  /** The portal user mailed, when the address is one of theirs. */
  receiver_id: string | null;
  inst_id: ColumnType<string | null, string | null | undefined, string | null>;
  node_id: ColumnType<string | null, string | null | undefined, string | null>;
  address: string;
  subject: string;
  html: string;
  created_at: Generated<Date>;
  next_attempt_at: ColumnType<Date, Date | undefined, Date>;
  attempts: Generated<number>;
  sent_at: ColumnType<Date | null, Date | null | undefined, Date | null>;
  last_error: ColumnType<string | null, string | null | undefined, string | null>;
}

/** The award e-mail table, merged into `Database`. */
export interface AwardMailTables {
  procure_mail_outbox: ProcureMailOutboxTable;
}
