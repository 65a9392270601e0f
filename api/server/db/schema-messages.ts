import type { ColumnType } from 'kysely';
import type { TextI18nColumn } from '../http/localized-text.js';

/** Tables of inner messages and contact groups (migration 0016_messages_contacts). */

type CreatedAt = ColumnType<Date, Date | string | undefined, never>;

/** An inner message, written once for all its receivers. */
export interface InnerMessageTable {
  id: string;
  sender_id: string | null;
  sender_name: string;
  subject: string;
  /** Rich text: sanitized where it is shown. */
  body: string;
  /** system, task or personal (INNER_MESSAGE_TYPES). */
  type: string;
  /** A portal address the message is about (e.g. the approval form), or null. */
  link: string | null;
  created_at: CreatedAt;
  /** Subject and body in the three languages when the system wrote them (http/localized-text.ts, 0026). */
  subject_i18n: TextI18nColumn;
  body_i18n: TextI18nColumn;
}

/** One receiver's copy of a message: its read and removed state. */
export interface InnerMessageReceiptTable {
  message_id: string;
  receiver_id: string;
  is_read: ColumnType<boolean, boolean | undefined, boolean>;
  read_at: Date | null;
  removed_at: Date | null;
}

/** A personal contact group, owned by the user who made it. */
export interface ContactGroupTable {
  id: string;
  owner_id: string;
  name: string;
  description: string | null;
  created_at: CreatedAt;
  updated_at: ColumnType<Date, Date | string | undefined, Date | string>;
}

/** A member of a contact group, in the owner's order. */
export interface ContactGroupUserTable {
  group_id: string;
  user_id: string;
  sn: number;
  created_at: CreatedAt;
}

export interface MessageTables {
  inner_messages: InnerMessageTable;
  inner_message_receipts: InnerMessageReceiptTable;
  contact_groups: ContactGroupTable;
  contact_group_users: ContactGroupUserTable;
}
