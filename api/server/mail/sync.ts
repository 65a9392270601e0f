import { randomUUID } from 'node:crypto';
import type { ImapFlow, ListResponse } from 'imapflow';
import { MAIL_FOLDER_USES, type MailFolderUse, type MailSyncResult } from '../../contract/mail.js';
import type { Db } from '../db/database.js';
import type { ServerContext } from '../http/context.js';
import { fileStorageFor } from '../storage/index.js';
import { type MailAccountRow, serversOf } from './accounts.js';
import { mailServerError, withImap } from './connect.js';
import { deleteMailsOf, deleteStoredMails, isFlagged, isSeen, storeMessage } from './store.js';

/** Messages fetched with their source per FETCH command, so a big mailbox is read in steps. */
const FETCH_BATCH = 50;
/** Most new mails one sync stores per folder. */
const MAX_NEW_PER_FOLDER = 500;

/** `\Sent` → sent; INBOX is inbox whatever the server says. */
function folderUse(folder: ListResponse): MailFolderUse | null {
  if (folder.path.toUpperCase() === 'INBOX') return 'inbox';
  const use = folder.specialUse?.replace(/^\\/, '').toLowerCase();
  return MAIL_FOLDER_USES.find((known) => known === use) ?? null;
}

/** Folder order of the tree: inbox, drafts, sent, junk, trash, archive, then the others by path. */
const USE_ORDER: Record<string, number> = { inbox: 0, drafts: 1, sent: 2, junk: 3, trash: 4, archive: 5 };

function sortOf(use: MailFolderUse | null): number {
  return use === null ? 100 : (USE_ORDER[use] ?? 50);
}

/**
 * The folders of the account as the server lists them now: new ones added, vanished ones removed with their
 * mails, names and special uses refreshed. Answers the selectable ones with their rows.
 */
export async function syncFolders(
  ctx: ServerContext,
  client: ImapFlow,
  account: MailAccountRow,
): Promise<{ id: string; path: string; uid_validity: string | number | null; last_uid: string | number }[]> {
  const listed = (await client.list()).filter(
    (folder) => !folder.flags.has('\\Noselect') && !folder.flags.has('\\NonExistent'),
  );
  const known = await ctx.db
    .selectFrom('mail_folders')
    .selectAll()
    .where('account_id', '=', account.id)
    .execute();
  const byPath = new Map(known.map((row) => [row.path, row]));
  const gone = known.filter((row) => !listed.some((folder) => folder.path === row.path));
  if (gone.length) {
    await deleteMailsOf(
      ctx.db,
      fileStorageFor(ctx),
      'folder_id',
      gone.map((row) => row.id),
    );
    await ctx.db
      .deleteFrom('mail_folders')
      .where(
        'id',
        'in',
        gone.map((row) => row.id),
      )
      .execute();
  }
  for (const folder of listed) {
    const use = folderUse(folder);
    const values = {
      name: folder.name,
      parent_path: folder.parentPath || null,
      special_use: use,
      sort: sortOf(use),
    };
    const row = byPath.get(folder.path);
    if (row) {
      await ctx.db.updateTable('mail_folders').set(values).where('id', '=', row.id).execute();
    } else {
      await ctx.db
        .insertInto('mail_folders')
        .values({ id: randomUUID(), account_id: account.id, path: folder.path, ...values })
        .onConflict((conflict) => conflict.columns(['account_id', 'path']).doUpdateSet(values))
        .execute();
    }
  }
  return ctx.db
    .selectFrom('mail_folders')
    .select(['id', 'path', 'uid_validity', 'last_uid'])
    .where('account_id', '=', account.id)
    .execute();
}

interface FolderCounts {
  added: number;
  updated: number;
  removed: number;
}

/**
 * One folder, incrementally: a new UIDVALIDITY drops the copy; UIDs gone from the server are removed;
 * flags that changed there are taken over; UIDs above the last one synced are fetched and stored.
 */
async function syncFolder(
  ctx: ServerContext,
  client: ImapFlow,
  account: MailAccountRow,
  folder: { id: string; path: string; uid_validity: string | number | null; last_uid: string | number },
  counts: FolderCounts,
): Promise<void> {
  const lock = await client.getMailboxLock(folder.path, { readOnly: true });
  try {
    const mailbox = client.mailbox;
    if (!mailbox) return;
    const uidValidity = String(mailbox.uidValidity);
    let lastUid = Number(folder.last_uid);
    if (folder.uid_validity !== null && String(folder.uid_validity) !== uidValidity) {
      const stale = await ctx.db
        .selectFrom('mails')
        .select('id')
        .where('folder_id', '=', folder.id)
        .where('uid', 'is not', null)
        .execute();
      await deleteStoredMails(
        ctx.db,
        fileStorageFor(ctx),
        stale.map((mail) => mail.id),
      );
      counts.removed += stale.length;
      lastUid = 0;
    }
    const onServer = new Map<number, Set<string>>();
    if (mailbox.exists > 0) {
      for await (const message of client.fetch('1:*', { uid: true, flags: true })) {
        onServer.set(message.uid, message.flags ?? new Set());
      }
    }
    const stored = await ctx.db
      .selectFrom('mails')
      .select(['id', 'uid', 'is_read', 'is_flagged'])
      .where('folder_id', '=', folder.id)
      .where('uid', 'is not', null)
      .execute();
    const storedUids = new Set<number>();
    const vanished: string[] = [];
    for (const mail of stored) {
      const uid = Number(mail.uid);
      const flags = onServer.get(uid);
      if (!flags) {
        vanished.push(mail.id);
        continue;
      }
      storedUids.add(uid);
      const read = isSeen(flags);
      const flagged = isFlagged(flags);
      if (read !== mail.is_read || flagged !== mail.is_flagged) {
        await ctx.db
          .updateTable('mails')
          .set({ is_read: read, is_flagged: flagged })
          .where('id', '=', mail.id)
          .execute();
        counts.updated += 1;
      }
    }
    await deleteStoredMails(ctx.db, fileStorageFor(ctx), vanished);
    counts.removed += vanished.length;

    // The newest ones only, when a folder has more new mails than one sync takes (a first sync of a big
    // mailbox): the older ones stay on the server.
    const fresh = [...onServer.keys()]
      .filter((uid) => uid > lastUid && !storedUids.has(uid))
      .sort((a, b) => a - b)
      .slice(-MAX_NEW_PER_FOLDER);
    for (let start = 0; start < fresh.length; start += FETCH_BATCH) {
      const batch = fresh.slice(start, start + FETCH_BATCH);
      for await (const message of client.fetch(
        batch.join(','),
        { uid: true, flags: true, source: true, internalDate: true, size: true },
        { uid: true },
      )) {
        if (!message.source) continue;
        const claimed = await claimLocalCopy(ctx.db, folder.id, message.uid, message.source);
        if (claimed) continue;
        const id = await storeMessage(ctx.db, fileStorageFor(ctx), account, folder.id, {
          uid: message.uid,
          flags: message.flags ?? new Set(),
          raw: message.source,
          internalDate: message.internalDate ?? null,
          size: message.size ?? null,
        });
        if (id) counts.added += 1;
      }
    }
    const highest = Math.max(lastUid, ...onServer.keys());
    await ctx.db
      .updateTable('mail_folders')
      .set({ uid_validity: uidValidity, last_uid: highest })
      .where('id', '=', folder.id)
      .execute();
  } finally {
    lock.release();
  }
}

/**
 * A sent mail kept before the server gave it a UID (a server without UIDPLUS): the message the sync finds
 * with its Message-ID takes that row instead of a second copy.
 */
async function claimLocalCopy(db: Db, folderId: string, uid: number, source: Buffer): Promise<boolean> {
  const header = source.subarray(0, 16_384).toString('latin1');
  const messageId = header.match(/^message-id:\s*(<[^>\r\n]+>)/im)?.[1];
  if (!messageId) return false;
  const claimed = await db
    .updateTable('mails')
    .set({ uid })
    .where('folder_id', '=', folderId)
    .where('uid', 'is', null)
    .where('message_id', '=', messageId)
    .executeTakeFirst();
  return Number(claimed.numUpdatedRows) > 0;
}

/** Syncs one account; a failure is kept on the account (lastSyncError) and answered, never thrown. */
export async function syncAccount(ctx: ServerContext, account: MailAccountRow): Promise<MailSyncResult> {
  const counts: FolderCounts = { added: 0, updated: 0, removed: 0 };
  let folders = 0;
  let error: string | null = null;
  try {
    const servers = await serversOf(ctx.dataDir, account);
    await withImap(servers, async (client) => {
      const rows = await syncFolders(ctx, client, account);
      folders = rows.length;
      for (const folder of rows) await syncFolder(ctx, client, account, folder, counts);
    });
  } catch (failure) {
    error =
      failure instanceof Error && 'statusCode' in failure
        ? failure.message
        : mailServerError(failure, account.imap_host, account.imap_port);
  }
  await ctx.db
    .updateTable('mail_accounts')
    .set({ last_sync_at: new Date(), last_sync_error: error })
    .where('id', '=', account.id)
    .execute();
  return { accountId: account.id, email: account.email, ok: error === null, error, folders, ...counts };
}
