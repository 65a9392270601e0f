import type { ColumnType, Generated } from 'kysely';

type Timestamp = ColumnType<Date, Date | string | undefined, Date | string>;
/** jsonb: read as the parsed value, written as JSON text. */
type Json = ColumnType<unknown, string | null, string | null>;

/** One administrative change: who made it, when, to what, and the object before and after (0033). */
export interface AdminChangeTable {
  id: Generated<number>;
  tenant_id: number;
  actor_id: string;
  /** The actor's account when the change was made (kept should the user be renamed or removed). */
  actor_account: string;
  /** What was done, `<object>.<action>`: user.disable, org.move, role.grantMenu… */
  kind: string;
  object_type: string;
  object_id: string;
  before: Json;
  after: Json;
  created_at: Timestamp;
}

/** The review of a supplier's or purchaser's registration: pending until an administrator decides (0033). */
export interface UserAdmissionTable {
  user_id: string;
  state: 'pending' | 'rejected' | 'activated';
  /** Why it was rejected, told to the registrant. */
  reason: string | null;
  submitted_at: Timestamp;
  decided_at: ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
  decided_by: string | null;
  /** The hash of the ticket the registration answered, for uploading the business licence before sign-in (0045). */
  license_ticket_hash: ColumnType<string | null, string | null | undefined, string | null>;
  license_ticket_expires_at: ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
}

/** The identity administration tables, merged into `Database`. */
export interface AdminTables {
  admin_changes: AdminChangeTable;
  user_admissions: UserAdmissionTable;
}
