import { sql } from 'kysely';
import type { PageList } from '../../contract/envelope.js';
import type {
  MailAddress,
  MailAttachment,
  MailDetail,
  MailFolderUse,
  MailRow,
  MailTreeNode,
} from '../../contract/mail.js';
import { mailAccountNode } from '../../contract/mail.js';
import type { ListBody } from '../../contract/schemas/query-body.js';
import type { Db } from '../db/database.js';
import { HttpError } from '../http/envelope.js';
import { escapeLike, type ListSpec, runPagedQuery } from '../http/query-body.js';
import type { FileStorage } from '../storage/index.js';
import { accountsOf, MAIL_NOT_FOUND } from './accounts.js';

/** Inline images up to this size are answered as data: URLs in the HTML. */
const INLINE_IMAGE_MAX_BYTES = 1024 * 1024;

const likeAny = (columns: string[], values: readonly unknown[]) => {
  const text = `%${escapeLike(String(values[0] ?? ''))}%`;
  return sql<boolean>`(${sql.join(
    columns.map((column) => sql`${sql.ref(column)} ilike ${text}`),
    sql` or `,
  )})`;
};

/** Filters and sorters of mail/listJson (MAIL_LIST_PROPERTIES). */
const MAIL_LIST: ListSpec = {
  columns: {
    folderId: { column: 'mails.folder_id', noSort: true },
    accountId: { column: 'mails.account_id', noSort: true },
    isRead: { column: 'mails.is_read', kind: 'boolean' },
    hasAttachments: { column: 'mails.has_attachments', kind: 'boolean' },
    keyword: {
      filter: (_operation, values) =>
        likeAny(['mails.subject', 'mails.from_name', 'mails.from_address', 'mails.recipients_text'], values),
    },
    subject: { column: 'mails.subject' },
    from: { column: 'mails.from_address' },
    date: { column: 'mails.sent_at', kind: 'date' },
  },
  defaultSort: [
    { column: 'mails.sent_at', direction: 'desc' },
    { column: 'mails.id', direction: 'desc' },
  ],
  defaultPageSize: 20,
};

/** Filters and sorters of mailLinkman/listJson (MAIL_LINKMAN_LIST_PROPERTIES). */
export const LINKMAN_LIST: ListSpec = {
  columns: {
    keyword: {
      filter: (_operation, values) =>
        likeAny(['mail_linkmen.name', 'mail_linkmen.email', 'mail_linkmen.company'], values),
    },
    name: { column: 'mail_linkmen.name' },
    email: { column: 'mail_linkmen.email' },
    company: { column: 'mail_linkmen.company' },
    createTime: { column: 'mail_linkmen.created_at', kind: 'date' },
  },
  defaultSort: [
    { column: 'mail_linkmen.name', direction: 'asc' },
    { column: 'mail_linkmen.id', direction: 'asc' },
  ],
  defaultPageSize: 20,
};

/** Folders whose unread mails do not count in the account's total. */

/** getMailTreeData: the caller's accounts (or one), each with its folders and their counts. */
export async function mailTree(
  db: Db,
  userId: string,
  accountId: string | undefined,
): Promise<MailTreeNode[]> {
  const accounts = (await accountsOf(db, userId)).filter((account) => !accountId || account.id === accountId);
  if (accountId && accounts.length === 0) throw new HttpError(404, '邮件账户不存在');
  if (accounts.length === 0) return [];
  const folders = await db
    .selectFrom('mail_folders')
    .leftJoin('mails', 'mails.folder_id', 'mail_folders.id')
    .select((eb) => [
      'mail_folders.id',
      'mail_folders.account_id',
      'mail_folders.path',
      'mail_folders.name',
      'mail_folders.parent_path',
      'mail_folders.special_use',
      eb.fn.count<string>('mails.id').as('total'),
      eb.fn.count<string>('mails.id').filterWhere('mails.is_read', '=', false).as('unread'),
    ])
    .where(
      'mail_folders.account_id',
      'in',
      accounts.map((account) => account.id),
    )
    .groupBy('mail_folders.id')
    .orderBy('mail_folders.sort')
    .orderBy('mail_folders.path')
    .execute();
  const nodes: MailTreeNode[] = [];
  for (const account of accounts) {
    const own = folders.filter((folder) => folder.account_id === account.id);
    const idByPath = new Map(own.map((folder) => [folder.path, folder.id]));
    const children: MailTreeNode[] = own.map((folder) => ({
      id: folder.id,
      parentId: (folder.parent_path && idByPath.get(folder.parent_path)) || account.id,
      kind: 'folder',
      accountId: account.id,
      name: folder.name,
      path: folder.path,
      specialUse: folder.special_use as MailFolderUse | null,
      unread: Number(folder.unread),
      total: Number(folder.total),
    }));
    nodes.push(mailAccountNode(account, children), ...children);
  }
  return nodes;
}

const MAIL_ROW_COLUMNS = [
  'mails.id',
  'mails.account_id',
  'mails.folder_id',
  'mails.subject',
  'mails.from_name',
  'mails.from_address',
  'mails.to_json',
  'mails.sent_at',
  'mails.is_read',
  'mails.is_flagged',
  'mails.has_attachments',
  'mails.preview',
  'mails.size',
] as const;

interface MailRowColumns {
  id: string;
  account_id: string;
  folder_id: string;
  subject: string;
  from_name: string;
  from_address: string;
  to_json: string;
  sent_at: Date | string;
  is_read: boolean;
  is_flagged: boolean;
  has_attachments: boolean;
  preview: string;
  size: number;
}

const addresses = (json: string): MailAddress[] => JSON.parse(json) as MailAddress[];

function toMailRow(row: MailRowColumns): MailRow {
  return {
    id: row.id,
    accountId: row.account_id,
    folderId: row.folder_id,
    subject: row.subject,
    from: row.from_address || row.from_name ? { name: row.from_name, address: row.from_address } : null,
    to: addresses(row.to_json),
    date: new Date(row.sent_at).toISOString(),
    isRead: row.is_read,
    isFlagged: row.is_flagged,
    hasAttachments: row.has_attachments,
    preview: row.preview,
    size: row.size,
  };
}

/** listJson: a page of the caller's mails. */
export async function mailList(db: Db, userId: string, body: ListBody): Promise<PageList<MailRow>> {
  const query = db.selectFrom('mails').select(MAIL_ROW_COLUMNS).where('mails.user_id', '=', userId);
  const page = await runPagedQuery(query, body, MAIL_LIST);
  return { ...page, rows: page.rows.map(toMailRow) };
}

/** http(s) images the HTML would load from elsewhere. */
export function remoteImagesOf(html: string | null): string[] {
  if (!html) return [];
  const found = new Set<string>();
  for (const match of html.matchAll(
    /<img\b[^>]*?\ssrc\s*=\s*(?:"(https?:[^"]*)"|'(https?:[^']*)'|(https?:[^\s>]+))/gi,
  )) {
    const url = match[1] ?? match[2] ?? match[3];
    if (url) found.add(url.replace(/&amp;/g, '&'));
  }
  return [...found];
}

/** The bytes stored under a key of the file storage. */
export async function bytesOf(storage: FileStorage, key: string): Promise<Buffer | undefined> {
  const stream = await storage.get(key);
  if (!stream) return undefined;
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

/** getJson: the mail with its bodies; inline images of the HTML as data: URLs. */
export async function mailDetail(
  db: Db,
  storage: FileStorage,
  userId: string,
  id: string,
): Promise<MailDetail> {
  const row = await db
    .selectFrom('mails')
    .select([
      ...MAIL_ROW_COLUMNS,
      'mails.cc_json',
      'mails.bcc_json',
      'mails.reply_to_json',
      'mails.message_id',
      'mails.html',
      'mails.text',
    ])
    .where('mails.id', '=', id)
    .where('mails.user_id', '=', userId)
    .executeTakeFirst();
  if (!row) throw new HttpError(404, MAIL_NOT_FOUND);
  const files = await db
    .selectFrom('mail_attachments')
    .innerJoin('files', 'files.id', 'mail_attachments.file_id')
    .select([
      'files.id',
      'files.name',
      'files.size',
      'files.mime',
      'files.storage_key',
      'mail_attachments.inline',
      'mail_attachments.content_id',
    ])
    .where('mail_attachments.mail_id', '=', id)
    .orderBy('mail_attachments.sort')
    .execute();
  let html = row.html;
  for (const file of files) {
    if (
      !html ||
      !file.inline ||
      !file.content_id ||
      !file.mime.startsWith('image/') ||
      file.size > INLINE_IMAGE_MAX_BYTES
    )
      continue;
    const cid = `cid:${file.content_id}`;
    if (!html.includes(cid)) continue;
    const bytes = await bytesOf(storage, file.storage_key);
    if (bytes) html = html.split(cid).join(`data:${file.mime};base64,${bytes.toString('base64')}`);
  }
  const attachments: MailAttachment[] = files.map((file) => ({
    fileId: file.id,
    name: file.name,
    size: file.size,
    mime: file.mime,
    inline: file.inline,
    contentId: file.content_id,
  }));
  return {
    ...toMailRow(row),
    cc: addresses(row.cc_json),
    bcc: addresses(row.bcc_json),
    replyTo: addresses(row.reply_to_json),
    messageId: row.message_id,
    html,
    text: row.text,
    remoteImages: remoteImagesOf(html),
    attachments,
  };
}
