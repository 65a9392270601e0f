import { randomUUID } from 'node:crypto';
import type { AddressObject, Attachment } from 'mailparser';
import type { MailAddress } from '../../contract/mail.js';
import type { Db } from '../db/database.js';
import type { FileStorage } from '../storage/index.js';
import { cleanFileName, extensionOf, mimeOf } from '../storage/mime.js';
import type { MailAccountRow } from './accounts.js';

/** The object type of a mail's files in file_links: only the mail's owner reads them (tender/files.ts). */
export const MAIL_FILE_OBJECT = 'mail';

const PREVIEW_LENGTH = 120;

/** What the IMAP server tells about a message beside its source. */
export interface ServerMessage {
  uid: number | null;
  flags: ReadonlySet<string> | readonly string[];
  raw: Buffer;
  internalDate?: Date | string | null;
  size?: number | null;
}

function addressesOf(field: AddressObject | AddressObject[] | undefined): MailAddress[] {
  return [field ?? []]
    .flat()
    .flatMap((object) => object.value)
    .flatMap((entry) => (entry.group ? entry.group : [entry]))
    .filter((entry) => entry.address)
    .map((entry) => ({ name: entry.name ?? '', address: entry.address ?? '' }));
}

function flagSet(flags: ServerMessage['flags']): Set<string> {
  return new Set([...flags].map((flag) => flag.toLowerCase()));
}

export const isSeen = (flags: ServerMessage['flags']) => flagSet(flags).has('\\seen');
export const isFlagged = (flags: ServerMessage['flags']) => flagSet(flags).has('\\flagged');

/** The start of the text for the list: from the text part, or the HTML with its tags dropped. */
function previewOf(text: string | undefined, html: string | false | undefined): string {
  const source = text?.trim()
    ? text
    : html
      ? html.replace(/<(style|script)[\s\S]*?<\/\1>/gi, ' ').replace(/<[^>]+>/g, ' ')
      : '';
  return source
    .replace(/&nbsp;/g, ' ')
    .replace(/\s+/g, ' ')
    .trim()
    .slice(0, PREVIEW_LENGTH);
}

const addressText = (list: MailAddress[]) => list.map((entry) => `${entry.name} ${entry.address}`).join(' ');

/** An inline image the HTML shows through `cid:` (it stays an attachment, marked inline). */
function isInline(attachment: Attachment, html: string | false | undefined): boolean {
  const cid = attachment.cid ?? attachment.contentId?.replace(/^<|>$/g, '');
  return Boolean(cid && html && html.indexOf(`cid:${cid}`) >= 0);
}

/**
 * Parses a message (mailparser: encoded words, charsets, attachments) and stores it in the folder: the row,
 * then its attachments in the file storage, each linked to the mail. A message already stored (same
 * folder and UID, by another sync) is skipped: answers undefined.
 */
export async function storeMessage(
  db: Db,
  storage: FileStorage,
  account: MailAccountRow,
  folderId: string,
  message: ServerMessage,
  extra: { bcc?: MailAddress[]; messageIdFallback?: string } = {},
): Promise<string | undefined> {
  // Loaded at the first message, not with the server (as the clients in connect.ts).
  const { simpleParser } = await import('mailparser');
  const parsed = await simpleParser(message.raw, { skipImageLinks: true, keepCidLinks: true });
  const from = addressesOf(parsed.from)[0] ?? null;
  const to = addressesOf(parsed.to);
  const cc = addressesOf(parsed.cc);
  const bcc = extra.bcc ?? addressesOf(parsed.bcc);
  const replyTo = addressesOf(parsed.replyTo);
  const date = parsed.date ?? (message.internalDate ? new Date(message.internalDate) : new Date());
  const attachments = parsed.attachments ?? [];
  const id = randomUUID();
  const inserted = await db
    .insertInto('mails')
    .values({
      id,
      account_id: account.id,
      folder_id: folderId,
      user_id: account.user_id,
      uid: message.uid,
      message_id: parsed.messageId ?? extra.messageIdFallback ?? null,
      subject: parsed.subject ?? '',
      from_name: from?.name ?? '',
      from_address: from?.address ?? '',
      to_json: JSON.stringify(to),
      cc_json: JSON.stringify(cc),
      bcc_json: JSON.stringify(bcc),
      reply_to_json: JSON.stringify(replyTo),
      recipients_text: addressText([...to, ...cc, ...bcc]),
      sent_at: Number.isNaN(date.getTime()) ? new Date() : date,
      is_read: isSeen(message.flags),
      is_flagged: isFlagged(message.flags),
      has_attachments: attachments.some((attachment) => !isInline(attachment, parsed.html)),
      preview: previewOf(parsed.text, parsed.html),
      html: parsed.html || null,
      text: parsed.text ?? null,
      size: message.size ?? message.raw.length,
    })
    .onConflict((conflict) => conflict.columns(['folder_id', 'uid']).doNothing())
    .returning('id')
    .executeTakeFirst();
  if (!inserted) return undefined;
  const owner = await db
    .selectFrom('users')
    .select('account')
    .where('id', '=', account.user_id)
    .executeTakeFirst();
  for (const [index, attachment] of attachments.entries()) {
    const fileId = randomUUID();
    const name =
      cleanFileName(attachment.filename) ||
      `attachment-${index + 1}${attachment.contentType.startsWith('image/') ? `.${attachment.contentType.slice(6)}` : ''}`;
    const extension = extensionOf(name);
    const mime = mimeOf(extension, attachment.contentType);
    const { size } = await storage.put(fileId, attachment.content, { name, mime });
    await db
      .insertInto('files')
      .values({
        id: fileId,
        name,
        size,
        mime,
        ext: extension,
        uploader_id: account.user_id,
        uploader_account: owner?.account ?? null,
        batch_id: null,
        props: null,
        storage_key: fileId,
      })
      .execute();
    await db
      .insertInto('file_links')
      .values({ file_id: fileId, object_type: MAIL_FILE_OBJECT, object_id: id })
      .execute();
    await db
      .insertInto('mail_attachments')
      .values({
        mail_id: id,
        file_id: fileId,
        content_id: attachment.cid ?? attachment.contentId?.replace(/^<|>$/g, '') ?? null,
        inline: isInline(attachment, parsed.html),
        sort: index,
      })
      .execute();
  }
  return id;
}

/** Removes mails from the copy with their files (bytes included): the mail server keeps its own. */
export async function deleteStoredMails(
  db: Db,
  storage: FileStorage,
  mailIds: readonly string[],
): Promise<void> {
  if (!mailIds.length) return;
  const files = await db
    .selectFrom('mail_attachments')
    .select('file_id')
    .where('mail_id', 'in', mailIds)
    .execute();
  await db.deleteFrom('mails').where('id', 'in', mailIds).execute();
  if (!files.length) return;
  const fileIds = files.map((file) => file.file_id);
  await db.deleteFrom('files').where('id', 'in', fileIds).execute();
  for (const fileId of fileIds) await storage.remove(fileId);
}

/** Removes every mail of these folders (or accounts) from the copy, with their files. */
export async function deleteMailsOf(
  db: Db,
  storage: FileStorage,
  column: 'folder_id' | 'account_id',
  ids: readonly string[],
): Promise<void> {
  if (!ids.length) return;
  const mails = await db.selectFrom('mails').select('id').where(column, 'in', ids).execute();
  await deleteStoredMails(
    db,
    storage,
    mails.map((mail) => mail.id),
  );
}
