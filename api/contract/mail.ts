/**
 * Mail (邮件): the user's mail accounts (mailSetting), the synced copy of their mailboxes (mail) and their
 * mail contacts (mailLinkman). The server sends with SMTP and syncs with IMAP; the pages read the copy
 * in the portal's database. Request shapes are TypeBox schemas (schemas/mail.ts), re-exported here.
 *
 * Methods (the spec leaves them open): GET for mail/getMailTreeData, mail/getJson, mailSetting/listJson and
 * mailLinkman/getMailAndUserData; POST for every other call. List calls take the common query body.
 */
export type {
  MailAccountBody,
  MailAccountQuery,
  MailCompletionQuery,
  MailIdsQuery,
  MailLinkmanBody,
  MailReadQuery,
  MailRemoveQuery,
  MailRemoveType,
  MailSecurity,
  MailSendBody,
} from './schemas/mail.js';

import type { MailSecurity } from './schemas/mail.js';

/** Special uses of a folder (RFC 6154, INBOX included); `null` on an ordinary folder. */
export const MAIL_FOLDER_USES = [
  'inbox',
  'sent',
  'drafts',
  'trash',
  'junk',
  'archive',
  'all',
  'flagged',
] as const;
export type MailFolderUse = (typeof MAIL_FOLDER_USES)[number];

/**
 * Properties mail/listJson filters and sorts by (common query body):
 * - `folderId` EQUAL: the folder's mails (without it, every folder of the caller's accounts);
 * - `accountId` EQUAL; `isRead` EQUAL (boolean); `hasAttachments` EQUAL (boolean);
 * - `keyword` LIKE: subject, sender or recipients (name or address) contain it;
 * - `subject`, `from` LIKE; `date` BETWEEN / GREAT_EQUAL / LESS_EQUAL; sort by `date` (default newest first),
 *   `subject`, `from`.
 */
export const MAIL_LIST_PROPERTIES = [
  'folderId',
  'accountId',
  'isRead',
  'hasAttachments',
  'keyword',
  'subject',
  'from',
  'date',
] as const;

/** Properties mailLinkman/listJson filters by: `keyword` LIKE (name, address, company); sorts by name. */
export const MAIL_LINKMAN_LIST_PROPERTIES = ['keyword', 'name', 'email', 'company', 'createTime'] as const;

/** A mail account as mailSetting/listJson answers it: the password never leaves the server. */
export interface MailAccount {
  id: string;
  /** The sending address. */
  email: string;
  /** The name recipients see; null: the user's full name. */
  displayName: string | null;
  imapHost: string;
  imapPort: number;
  imapSecurity: MailSecurity;
  smtpHost: string;
  smtpPort: number;
  smtpSecurity: MailSecurity;
  /** The login name of both servers. */
  username: string;
  /** A password is stored (it is never answered). */
  hasPassword: boolean;
  /** The account the mail pages open first and send from by default (one per user). */
  isDefault: boolean;
  /** When the last sync finished (ISO time), null before the first. */
  lastSyncTime: string | null;
  /** Why the last sync failed, in the caller's language; null when it succeeded. */
  lastSyncError: string | null;
  createTime: string;
}

/** One server's part of a mailSetting/test answer. */
export interface MailServerCheck {
  ok: boolean;
  /** What happened, in the caller's language: "连接成功" or why it failed (login refused, host unknown…). */
  message: string;
}

/**
 * mailSetting/test: the server really connected (IMAP login, SMTP verify) with the settings given (an
 * empty password with an id uses the stored one). `state` of the envelope is true even when a check
 * failed: read `ok`.
 */
export interface MailTestResult {
  /** Both servers answered and accepted the login. */
  ok: boolean;
  imap: MailServerCheck;
  smtp: MailServerCheck;
}

/**
 * A node of mail/getMailTreeData: the caller's accounts, each with its folders below it (parentId). A
 * folder inside another folder has that folder as parent.
 */
export interface MailTreeNode {
  /** Account nodes: the account id; folder nodes: the folder id (listJson's folderId). */
  id: string;
  /** null for an account; the account's or the parent folder's id for a folder. */
  parentId: string | null;
  kind: 'account' | 'folder';
  accountId: string;
  /** The account's address, or the folder's name as the server names it (the UI translates special ones). */
  name: string;
  /** The folder's full IMAP path (folders only; '' for accounts). */
  path: string;
  /** Special use of the folder; null for ordinary folders and accounts. */
  specialUse: MailFolderUse | null;
  /** Unread mails (folder), or of all the account's folders but trash and junk (account). */
  unread: number;
  /** Mails in the synced copy (folder), or of all folders (account). */
  total: number;
}

/** Folders whose unread mails an account's count leaves out. */
const QUIET_USES: ReadonlySet<string> = new Set(['trash', 'junk']);

/** An account's node of mail/getMailTreeData, counting its folders' nodes. */
export function mailAccountNode(
  account: { id: string; email: string },
  folders: MailTreeNode[],
): MailTreeNode {
  return {
    id: account.id,
    parentId: null,
    kind: 'account',
    accountId: account.id,
    name: account.email,
    path: '',
    specialUse: null,
    unread: folders
      .filter((folder) => !QUIET_USES.has(folder.specialUse ?? ''))
      .reduce((sum, folder) => sum + folder.unread, 0),
    total: folders.reduce((sum, folder) => sum + folder.total, 0),
  };
}

/** An address with its display name (decoded: Chinese names read as written). */
export interface MailAddress {
  /** May be ''. */
  name: string;
  address: string;
}

/** A row of mail/listJson. */
export interface MailRow {
  id: string;
  accountId: string;
  folderId: string;
  subject: string;
  from: MailAddress | null;
  to: MailAddress[];
  /** The mail's date (ISO); the arrival time when it has none. */
  date: string;
  isRead: boolean;
  isFlagged: boolean;
  hasAttachments: boolean;
  /** The start of the text (about 120 characters), for the list. */
  preview: string;
  /** Bytes of the message as the server keeps it. */
  size: number;
}

/** An attachment of a mail: a file of the file storage that only the mail's owner may download. */
export interface MailAttachment {
  /** Download with file/downloadFile?fileId, preview with onlinePreview. */
  fileId: string;
  name: string;
  size: number;
  mime: string;
  /** An inline image the HTML shows (cid:); listed here too so it can be downloaded. */
  inline: boolean;
  /** The Content-ID without brackets, when it has one. */
  contentId: string | null;
}

/** mail/getJson?id: the whole mail. Reading it does not mark it read: call isRead. */
export interface MailDetail extends MailRow {
  cc: MailAddress[];
  bcc: MailAddress[];
  replyTo: MailAddress[];
  /** The Message-ID header. */
  messageId: string | null;
  /**
   * The HTML body as it came, unsanitized (render it with the rich-text element), or null for a text
   * mail. Inline images (`cid:`) are already replaced by `data:` URLs of their bytes (up to 1 MB each;
   * bigger ones stay `cid:` and are in attachments). Remote images are left as they are: see remoteImages.
   */
  html: string | null;
  /** The plain-text body, or null. */
  text: string | null;
  /**
   * The http(s) addresses of images the HTML loads from elsewhere. Show them only when the user allows
   * (they tell the sender the mail was read); until then remove or replace those `src`s.
   */
  remoteImages: string[];
  attachments: MailAttachment[];
}

/** mail/send's answer. */
export interface MailSendResult {
  /** The id of the copy kept in the account's sent folder. */
  id: string;
  messageId: string;
  /** Addresses the SMTP server accepted. */
  accepted: string[];
  /** Addresses it refused. */
  rejected: string[];
  /** The copy was also appended to the mail server's sent folder (false when the server has none). */
  savedToServer: boolean;
}

/** One account's part of mail/sync's answer. */
export interface MailSyncResult {
  accountId: string;
  email: string;
  ok: boolean;
  /** Why the sync failed, in the caller's language; null when it succeeded. */
  error: string | null;
  /** Folders found on the server. */
  folders: number;
  /** Mails fetched for the first time (at most the newest 500 new ones of a folder per sync). */
  added: number;
  /** Mails whose read or flagged state changed on the server. */
  updated: number;
  /** Mails gone from the server, removed from the copy. */
  removed: number;
}

/** mail/remove and mail/isRead answer how many mails changed. */
export interface MailChangeCount {
  count: number;
}

/** A mail contact (mailLinkman/listJson row). */
export interface MailLinkman {
  id: string;
  name: string;
  email: string;
  phone: string | null;
  company: string | null;
  remark: string | null;
  createTime: string;
}

/** An entry of mailLinkman/getMailAndUserData: the caller's contacts first, then portal users with an address. */
export interface MailCompletion {
  name: string;
  address: string;
  source: 'linkman' | 'user';
  /** The contact's or the user's id. */
  id: string;
  /** The user's account (source user). */
  account: string | null;
  /** The user's main organisation, or the contact's company. */
  orgName: string | null;
}

/** A mail contact as a getMailAndUserData entry. */
export function linkmanCompletion(
  row: Pick<MailLinkman, 'id' | 'name' | 'email' | 'company'>,
): MailCompletion {
  return {
    name: row.name,
    address: row.email,
    source: 'linkman',
    id: row.id,
    account: null,
    orgName: row.company,
  };
}

/** Most entries getMailAndUserData answers. */
export const MAIL_COMPLETION_LIMIT = 20;

/** `名字 <address>`, or the address alone when there is no name: what the address fields show and send. */
export function formatMailAddress(address: MailAddress): string {
  const name = address.name.trim();
  if (!name) return address.address;
  const quoted = /[",<>@;:]/.test(name) ? `"${name.replace(/["\\]/g, '\\$&')}"` : name;
  return `${quoted} <${address.address}>`;
}
