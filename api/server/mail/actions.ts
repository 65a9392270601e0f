import { randomUUID } from 'node:crypto';
import type { ImapFlow } from 'imapflow';
import type { MailAddress, MailSendResult } from '../../contract/mail.js';
import type { MailRemoveType, MailSendBody } from '../../contract/schemas/mail.js';
import type { SessionUser } from '../auth/sessions.js';
import type { Db } from '../db/database.js';
import type { ServerContext } from '../http/context.js';
import { HttpError } from '../http/envelope.js';
import { fileStorageFor } from '../storage/index.js';
import { MAIL_NOT_FOUND, type MailAccountRow, ownAccount, serversOf } from './accounts.js';
import { type MailServers, mailServerError, smtpTransport, withImap } from './connect.js';
import { deleteStoredMails, storeMessage } from './store.js';
import { syncFolders } from './sync.js';
import { bytesOf } from './views.js';

/** The mails a call names, each the caller's; one that is not (or is gone) refuses the whole call. */
async function ownMails(db: Db, userId: string, ids: readonly string[]) {
  const unique = [...new Set(ids)];
  const rows = await db
    .selectFrom('mails')
    .innerJoin('mail_folders', 'mail_folders.id', 'mails.folder_id')
    .select([
      'mails.id',
      'mails.uid',
      'mails.account_id',
      'mails.folder_id',
      'mail_folders.path',
      'mail_folders.special_use',
    ])
    .where('mails.id', 'in', unique)
    .where('mails.user_id', '=', userId)
    .execute();
  if (rows.length !== unique.length) throw new HttpError(404, MAIL_NOT_FOUND);
  return rows;
}

type OwnMail = Awaited<ReturnType<typeof ownMails>>[number];

/** The mails grouped by account, then by folder path. */
function byAccountAndFolder(mails: OwnMail[]): Map<string, Map<string, OwnMail[]>> {
  const groups = new Map<string, Map<string, OwnMail[]>>();
  for (const mail of mails) {
    const folders = groups.get(mail.account_id) ?? new Map<string, OwnMail[]>();
    folders.set(mail.path, [...(folders.get(mail.path) ?? []), mail]);
    groups.set(mail.account_id, folders);
  }
  return groups;
}

const uidsOf = (mails: OwnMail[]) =>
  mails.filter((mail) => mail.uid !== null).map((mail) => Number(mail.uid));

/**
 * Runs work on each account's IMAP server for its mails that have a UID there, folder by folder (the
 * folder selected read-write); mails only in the copy get no client. A server that cannot be reached refuses the call before the copy changes.
 */
async function onServers(
  ctx: ServerContext,
  userId: string,
  mails: OwnMail[],
  work: (
    client: ImapFlow | undefined,
    account: MailAccountRow,
    path: string,
    uids: number[],
    mails: OwnMail[],
  ) => Promise<void>,
): Promise<void> {
  for (const [accountId, folders] of byAccountAndFolder(mails)) {
    const account = await ownAccount(ctx.db, userId, accountId);
    const remote = [...folders].filter(([, list]) => uidsOf(list).length > 0);
    if (remote.length === 0) {
      for (const [path, list] of folders) await work(undefined, account, path, [], list);
      continue;
    }
    const servers = await serversOf(ctx.dataDir, account);
    try {
      await withImap(servers, async (client) => {
        for (const [path, list] of folders) {
          const uids = uidsOf(list);
          if (!uids.length) {
            await work(client, account, path, [], list);
            continue;
          }
          const lock = await client.getMailboxLock(path);
          try {
            await work(client, account, path, uids, list);
          } finally {
            lock.release();
          }
        }
      });
    } catch (failure) {
      if (failure instanceof HttpError) throw failure;
      throw new HttpError(502, mailServerError(failure, account.imap_host, account.imap_port));
    }
  }
}

/** isRead: sets or clears \Seen on the server, then in the copy. */
export async function markRead(
  ctx: ServerContext,
  user: SessionUser,
  ids: readonly string[],
  read: boolean,
): Promise<number> {
  const mails = await ownMails(ctx.db, user.id, ids);
  await onServers(ctx, user.id, mails, async (client, _account, _path, uids) => {
    if (!client || !uids.length) return;
    const range = uids.join(',');
    if (read) await client.messageFlagsAdd(range, ['\\Seen'], { uid: true });
    else await client.messageFlagsRemove(range, ['\\Seen'], { uid: true });
  });
  await ctx.db
    .updateTable('mails')
    .set({ is_read: read })
    .where(
      'id',
      'in',
      mails.map((mail) => mail.id),
    )
    .execute();
  return mails.length;
}

/**
 * remove: `trash` moves the mails to the account's trash folder (on the server with MOVE, keeping the new
 * UIDs when the server tells them); mails already in the trash, and `forever`, are deleted and expunged.
 */
export async function removeMails(
  ctx: ServerContext,
  user: SessionUser,
  ids: readonly string[],
  type: MailRemoveType,
): Promise<number> {
  const mails = await ownMails(ctx.db, user.id, ids);
  const deleted: string[] = [];
  await onServers(ctx, user.id, mails, async (client, account, _path, uids, list) => {
    // Mails of one folder: all in the trash already, or none.
    const toTrash = type === 'trash' && list[0]?.special_use !== 'trash';
    const trash = toTrash
      ? await ctx.db
          .selectFrom('mail_folders')
          .select(['id', 'path'])
          .where('account_id', '=', account.id)
          .where('special_use', '=', 'trash')
          .executeTakeFirst()
      : undefined;
    if (toTrash && !trash) throw new HttpError(400, '该邮件账户没有废件箱，请选择彻底删除');
    if (!trash) {
      if (client && uids.length) await client.messageDelete(uids.join(','), { uid: true });
      deleted.push(...list.map((mail) => mail.id));
      return;
    }
    const moved =
      client && uids.length ? await client.messageMove(uids.join(','), trash.path, { uid: true }) : false;
    for (const mail of list) {
      const newUid = mail.uid === null ? null : moved ? moved.uidMap?.get(Number(mail.uid)) : undefined;
      if (newUid === undefined) {
        // The server did not say where it went: the next sync of the trash fetches it.
        deleted.push(mail.id);
      } else {
        await ctx.db
          .updateTable('mails')
          .set({ folder_id: trash.id, uid: newUid })
          .where('id', '=', mail.id)
          .execute();
      }
    }
  });
  await deleteStoredMails(ctx.db, fileStorageFor(ctx), deleted);
  return mails.length;
}

/** The attachments a mail sends: the caller's own uploads, read from the file storage. */
async function attachmentsOf(ctx: ServerContext, user: SessionUser, fileIds: readonly string[]) {
  if (!fileIds.length) return [];
  const files = await ctx.db
    .selectFrom('files')
    .select(['id', 'name', 'mime', 'storage_key'])
    .where('id', 'in', [...new Set(fileIds)])
    .where('uploader_id', '=', user.id)
    .execute();
  if (files.length !== new Set(fileIds).size) throw new HttpError(400, '附件不存在或不是您上传的文件');
  const storage = fileStorageFor(ctx);
  return Promise.all(
    fileIds.map(async (id) => {
      const file = files.find((row) => row.id === id);
      const content = file && (await bytesOf(storage, file.storage_key));
      if (!file || !content) throw new HttpError(400, '附件不存在或不是您上传的文件');
      return { filename: file.name, contentType: file.mime, content };
    }),
  );
}

/**
 * Images the editor put into the HTML as data: URLs become inline attachments the HTML shows through cid:
 * (what mail programs expect; many refuse data: images).
 */
function inlineDataImages(html: string) {
  const images: {
    cid: string;
    content: Buffer;
    contentType: string;
    contentDisposition: 'inline';
    filename: string;
  }[] = [];
  const rewritten = html.replace(
    /(<img\b[^>]*?\ssrc\s*=\s*["']?)data:(image\/[\w.+-]+);base64,([A-Za-z0-9+/=\s]+)/gi,
    (_match, start: string, contentType: string, data: string) => {
      const cid = `${randomUUID()}@eip`;
      const extension = contentType.slice('image/'.length).replace('jpeg', 'jpg').replace(/\W.*$/, '');
      images.push({
        cid,
        content: Buffer.from(data.replace(/\s+/g, ''), 'base64'),
        contentType,
        contentDisposition: 'inline',
        filename: `image-${images.length + 1}.${extension}`,
      });
      return `${start}cid:${cid}`;
    },
  );
  return { html: rewritten, images };
}

/** The sent folder made on a server that has none. */
const SENT_PATH = 'Sent';

const ADDRESS_PATTERN = /^[^\s@<>",;]+@[^\s@<>",;]+\.[^\s@<>",;]+$|^[^\s@<>",;]+@localhost$/i;

/** `张三 <a@b.cn>` or `a@b.cn` → the address; refuses what is not one. */
function parseAddresses(list: readonly string[] | undefined): MailAddress[] {
  return (list ?? [])
    .map((entry) => entry.trim())
    .filter(Boolean)
    .map((entry) => {
      const match = entry.match(/^(.*?)\s*<([^<>]+)>$/);
      const name = (match?.[1] ?? '').trim().replace(/^"(.*)"$/, '$1');
      const address = (match?.[2] ?? entry).trim();
      if (!ADDRESS_PATTERN.test(address)) throw new HttpError(400, `邮件地址格式不正确：${entry}`);
      return { name, address };
    });
}

/** The account's sent folder, if the copy knows one. */
function sentFolder(db: Db, accountId: string) {
  return db
    .selectFrom('mail_folders')
    .select(['id', 'path'])
    .where('account_id', '=', accountId)
    .where('special_use', '=', 'sent')
    .executeTakeFirst();
}

/**
 * send: builds the message once (nodemailer's composer; images of the HTML given as data: URLs become
 * inline attachments), sends it through the account's SMTP server, appends it to the server's sent folder
 * and keeps the copy in the portal's.
 */
export async function sendMail(
  ctx: ServerContext,
  user: SessionUser,
  account: MailAccountRow,
  body: MailSendBody,
): Promise<MailSendResult> {
  const to = parseAddresses(body.to);
  const cc = parseAddresses(body.cc);
  const bcc = parseAddresses(body.bcc);
  if (to.length + cc.length + bcc.length === 0) throw new HttpError(400, '请填写收件人');
  const servers: MailServers = await serversOf(ctx.dataDir, account);
  const attachments = await attachmentsOf(ctx, user, body.attachments ?? []);
  const replied = body.inReplyTo
    ? await ctx.db
        .selectFrom('mails')
        .select('message_id')
        .where('id', '=', body.inReplyTo)
        .where('user_id', '=', user.id)
        .executeTakeFirst()
    : undefined;
  const from = { name: account.display_name ?? user.fullname, address: account.email };
  const inline = inlineDataImages(body.html);
  // Loaded at the first message sent, not with the server (as the clients in connect.ts).
  const { default: MailComposer } = await import('nodemailer/lib/mail-composer');
  const composer = new MailComposer({
    from,
    to,
    cc,
    subject: body.subject,
    html: inline.html,
    attachments: [...attachments, ...inline.images],
    inReplyTo: replied?.message_id ?? undefined,
    references: replied?.message_id ?? undefined,
  });
  const message = composer.compile();
  const raw = await message.build();
  const messageId = message.messageId();
  const transport = await smtpTransport(servers);
  let info: { accepted: (string | { address: string })[]; rejected: (string | { address: string })[] };
  try {
    info = await transport.sendMail({
      raw,
      envelope: { from: account.email, to: [...to, ...cc, ...bcc].map((entry) => entry.address) },
    });
  } catch (failure) {
    throw new HttpError(502, `发送失败：${mailServerError(failure, account.smtp_host, account.smtp_port)}`);
  } finally {
    transport.close();
  }
  const flat = (list: (string | { address: string })[]) =>
    list.map((entry) => (typeof entry === 'string' ? entry : entry.address));

  let uid: number | null = null;
  let savedToServer = false;
  try {
    const appended = await withImap(servers, async (client) => {
      // The folders as the server has them now; a server without a sent folder gets one, as mail clients do.
      if (!(await sentFolder(ctx.db, account.id))) await syncFolders(ctx, client, account);
      const known = await sentFolder(ctx.db, account.id);
      if (!known) await client.mailboxCreate(SENT_PATH);
      return client.append(known?.path ?? SENT_PATH, raw, ['\\Seen']);
    });
    savedToServer = Boolean(appended);
    uid = appended && appended.uid !== undefined ? appended.uid : null;
  } catch {
    // Sent is sent: the copy below is kept even when the server's sent folder refused it.
  }
  const sent = await sentFolder(ctx.db, account.id);
  const folderId = sent?.id ?? (await localSentFolder(ctx.db, account.id));
  const id = await storeMessage(
    ctx.db,
    fileStorageFor(ctx),
    account,
    folderId,
    { uid, flags: ['\\Seen'], raw },
    { bcc },
  );
  if (!id) throw new HttpError(500, '服务器内部错误，请稍后重试');
  return { id, messageId, accepted: flat(info.accepted), rejected: flat(info.rejected), savedToServer };
}

/** The sent folder of the copy when the server could not be asked (the mail went out, the append failed). */
async function localSentFolder(db: Db, accountId: string): Promise<string> {
  const path = SENT_PATH;
  const row = await db
    .insertInto('mail_folders')
    .values({
      id: randomUUID(),
      account_id: accountId,
      path,
      name: path,
      parent_path: null,
      special_use: 'sent',
      sort: 2,
    })
    .onConflict((conflict) => conflict.columns(['account_id', 'path']).doUpdateSet({ special_use: 'sent' }))
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}
