import type { ColumnType, Generated } from 'kysely';

/** Tables of mail (migration 0015_mail). */

type CreatedAt = ColumnType<Date, Date | string | undefined, never>;
type Timestamp = ColumnType<Date, Date | string, Date | string>;
/** bigint columns: the database answers text (or a number), the code writes numbers. */
type BigNumber = ColumnType<string | number, number | string, number | string>;

/** A user's mail account; the password only as AES-256-GCM cipher text (mail/secrets.ts). */
export interface MailAccountTable {
  id: string;
  user_id: string;
  email: string;
  display_name: string | null;
  imap_host: string;
  imap_port: number;
  imap_security: string;
  smtp_host: string;
  smtp_port: number;
  smtp_security: string;
  username: string;
  password_cipher: string | null;
  is_default: Generated<boolean>;
  dev_service: Generated<boolean>;
  last_sync_at: Timestamp | null;
  last_sync_error: string | null;
  created_at: CreatedAt;
  updated_at: ColumnType<Date, Date | string | undefined, Date | string>;
}

/** A folder of an account as the IMAP server lists it, with what incremental sync needs. */
export interface MailFolderTable {
  id: string;
  account_id: string;
  path: string;
  name: string;
  parent_path: string | null;
  /** inbox, sent, drafts, trash, junk, archive, all, flagged, or null. */
  special_use: string | null;
  uid_validity: BigNumber | null;
  last_uid: ColumnType<string | number, number | string | undefined, number | string>;
  sort: Generated<number>;
}

/** The synced copy of a mail. */
export interface MailTable {
  id: string;
  account_id: string;
  folder_id: string;
  user_id: string;
  uid: BigNumber | null;
  message_id: string | null;
  subject: Generated<string>;
  from_name: Generated<string>;
  from_address: Generated<string>;
  to_json: Generated<string>;
  cc_json: Generated<string>;
  bcc_json: Generated<string>;
  reply_to_json: Generated<string>;
  recipients_text: Generated<string>;
  sent_at: Timestamp;
  is_read: Generated<boolean>;
  is_flagged: Generated<boolean>;
  has_attachments: Generated<boolean>;
  preview: Generated<string>;
  html: string | null;
  text: string | null;
  size: Generated<number>;
  created_at: CreatedAt;
}

/** A file of a mail: an attachment, or an inline image (content_id) its HTML shows. */
export interface MailAttachmentTable {
  mail_id: string;
  file_id: string;
  content_id: string | null;
  inline: Generated<boolean>;
  sort: Generated<number>;
}

/** A mail contact of a user. */
export interface MailLinkmanTable {
  id: string;
  user_id: string;
  name: string;
  email: string;
  phone: string | null;
  company: string | null;
  remark: string | null;
  created_at: CreatedAt;
}

export interface MailTables {
  mail_accounts: MailAccountTable;
  mail_folders: MailFolderTable;
  mails: MailTable;
  mail_attachments: MailAttachmentTable;
  mail_linkmen: MailLinkmanTable;
}
