import type { ColumnType, Generated } from 'kysely';

/** An award e-mail waiting to go, or sent (0042_award_mails, tender/award-mail.ts). */
export interface ProcureMailOutboxTable {
  id: string;
  project_id: string;
  notice_id: string | null;
  receiver_id: string;
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
