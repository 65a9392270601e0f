import { mkdir, readFile, rename, writeFile } from 'node:fs/promises';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import type { HoodiecrowFolder, HoodiecrowServer } from 'hoodiecrow-imap';
import { GUEST_USER_ID } from '../auth/guest.js';
import type { ServerContext } from '../http/context.js';
import { encryptSecret } from './secrets.js';

/**
 * The password of every development mailbox. The demo accounts sign in to the portal with the same one
 * (demo/accounts.ts takes it from here), so that a demo user's mail works at once.
 */
export const DEV_MAILBOX_PASSWORD = 'Portal@2026';

/**
 * The development mail service: so that mail works on one machine with no mail server, a local SMTP server
 * (smtp-server) delivers into local IMAP mailboxes (hoodiecrow-imap, one server per mailbox: it knows one
 * user), one for each staff user with an address, all on free ports of 127.0.0.1. Each mailbox signs in
 * with the user's account and DEV_MAILBOX_PASSWORD; each staff user gets a mail account pointed at it
 * (dev_service rows, their ports updated at every start). Mail to other addresses is refused.
 *
 * Mailboxes are kept in {dataDir}/dev-mail/<user id>.json, so a restart keeps what was delivered. Started
 * by createApp's devMail option (main.ts: outside production unless DEV_MAIL=0), never in production.
 */
export interface DevMailService {
  host: string;
  smtpPort: number;
  /** The IMAP port of each mailbox, by its address (lower case). */
  imapPorts: ReadonlyMap<string, number>;
  close(): Promise<void>;
}

interface Mailbox {
  userId: string;
  account: string;
  address: string;
  imap: HoodiecrowServer;
  port: number;
}

const HOST = '127.0.0.1';
const PLUGINS = [
  'ID',
  'SPECIAL-USE',
  'UNSELECT',
  'ENABLE',
  'CONDSTORE',
  'IDLE',
  'LITERALPLUS',
  'UIDPLUS',
  'MOVE',
  'NAMESPACE',
];
/** Changed mailboxes are written out this often (hoodiecrow keeps them in memory only). */
const SAVE_EVERY_MS = 2_000;

function emptyStorage(): Record<string, HoodiecrowFolder> {
  return {
    INBOX: { messages: [] },
    '': {
      separator: '/',
      folders: {
        Drafts: { 'special-use': '\\Drafts' },
        Sent: { 'special-use': '\\Sent' },
        Junk: { 'special-use': '\\Junk' },
        Trash: { 'special-use': '\\Trash' },
      },
    },
  };
}

/** What of a hoodiecrow folder is saved: its messages, UID counters, special use and sub-folders. */
function snapshot(folder: HoodiecrowFolder): HoodiecrowFolder {
  return {
    ...(folder['special-use'] ? { 'special-use': folder['special-use'] } : {}),
    ...(folder.separator ? { separator: folder.separator } : {}),
    ...(folder.type ? { type: folder.type } : {}),
    ...(folder.uidnext ? { uidnext: folder.uidnext, uidvalidity: folder.uidvalidity } : {}),
    ...(folder.messages
      ? {
          messages: folder.messages.map(({ raw, flags, uid, internaldate }) => ({
            raw,
            flags,
            uid,
            internaldate,
          })),
        }
      : {}),
    ...(folder.folders
      ? {
          folders: Object.fromEntries(
            Object.entries(folder.folders).map(([name, child]) => [name, snapshot(child)]),
          ),
        }
      : {}),
  };
}

/** What changes when a folder changes: UID counters, the messages' UIDs and flags, the sub-folders. */
function stateOf(folder: HoodiecrowFolder): unknown {
  return [
    folder.uidnext,
    folder.messages?.map((message) => [message.uid, message.flags]),
    Object.entries(folder.folders ?? {}).map(([name, child]) => [name, stateOf(child)]),
  ];
}

async function loadStorage(file: string): Promise<Record<string, HoodiecrowFolder>> {
  try {
    return JSON.parse(await readFile(file, 'utf8')) as Record<string, HoodiecrowFolder>;
  } catch {
    return emptyStorage();
  }
}

function listen(
  server: { listen(port: number, host: string, callback: () => void): unknown },
  address: () => AddressInfo | string | null,
): Promise<number> {
  return new Promise((resolve) => server.listen(0, HOST, () => resolve((address() as AddressInfo).port)));
}

/** The staff users with an address: who gets a development mailbox. */
function staffWithAddress(ctx: ServerContext) {
  return ctx.db
    .selectFrom('users')
    .select(['id', 'account', 'email', 'fullname'])
    .where('identity', 'is', null)
    .where('status', '=', 1)
    .where('email', 'is not', null)
    .where('email', '<>', '')
    .where('id', '<>', GUEST_USER_ID)
    .execute();
}

export async function startDevMailService(ctx: ServerContext): Promise<DevMailService> {
  // Its servers' modules are loaded here, not with the server: only a development portal starts them.
  const [{ default: hoodiecrow }, { SMTPServer }] = await Promise.all([
    import('hoodiecrow-imap'),
    import('smtp-server'),
  ]);
  const folder = join(ctx.dataDir, 'dev-mail');
  await mkdir(folder, { recursive: true });
  const fileOf = (userId: string) => join(folder, `${userId.replace(/[^\w-]/g, '_')}.json`);
  const mailboxes: Mailbox[] = [];
  for (const user of await staffWithAddress(ctx)) {
    const imap = hoodiecrow({
      plugins: PLUGINS,
      users: { [user.account]: { password: DEV_MAILBOX_PASSWORD } },
      storage: await loadStorage(fileOf(user.id)),
    });
    const port = await listen(imap, () => imap.server.address());
    mailboxes.push({
      userId: user.id,
      account: user.account,
      address: (user.email ?? '').toLowerCase(),
      imap,
      port,
    });
  }
  const byAddress = new Map(mailboxes.map((mailbox) => [mailbox.address, mailbox]));
  const byAccount = new Map(mailboxes.map((mailbox) => [mailbox.account, mailbox]));

  // A mailbox is written out when its state changed: the messages' UIDs and flags and the UID counters
  // say so without serializing the messages themselves every time.
  const saved = new Map<string, string>();
  const save = async () => {
    for (const mailbox of mailboxes) {
      const state = JSON.stringify(stateOf({ folders: mailbox.imap.storage }));
      if (saved.get(mailbox.userId) === state) continue;
      const file = fileOf(mailbox.userId);
      await writeFile(`${file}.partial`, JSON.stringify(snapshot({ folders: mailbox.imap.storage }).folders));
      await rename(`${file}.partial`, file);
      saved.set(mailbox.userId, state);
    }
  };
  await save();
  let saving = Promise.resolve();
  const timer = setInterval(() => {
    saving = saving.then(save).catch(() => {});
  }, SAVE_EVERY_MS);
  timer.unref();

  const smtp = new SMTPServer({
    authMethods: ['PLAIN', 'LOGIN'],
    allowInsecureAuth: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    size: 30 * 1024 * 1024,
    onAuth(auth, _session, callback) {
      const known = byAccount.has(auth.username ?? '') && auth.password === DEV_MAILBOX_PASSWORD;
      if (!known) {
        callback(Object.assign(new Error('Authentication failed'), { responseCode: 535 }));
        return;
      }
      callback(null, { user: auth.username });
    },
    onRcptTo(address, _session, callback) {
      if (byAddress.has(address.address.toLowerCase())) callback();
      else
        callback(Object.assign(new Error(`Mailbox unavailable: ${address.address}`), { responseCode: 550 }));
    },
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        // hoodiecrow counts a message in characters: one character per byte.
        const raw = Buffer.concat(chunks).toString('latin1');
        for (const recipient of session.envelope.rcptTo) {
          byAddress.get(recipient.address.toLowerCase())?.imap.appendMessage('INBOX', [], new Date(), raw);
        }
        saving = saving.then(save).catch(() => {});
        callback();
      });
    },
  });
  const smtpPort = await listen(smtp, () => smtp.server.address());

  // Each staff user's account on the service: made once, its ports following the service's.
  const password = await encryptSecret(ctx.dataDir, DEV_MAILBOX_PASSWORD);
  for (const mailbox of mailboxes) {
    const settings = {
      imap_host: HOST,
      imap_port: mailbox.port,
      imap_security: 'none',
      smtp_host: HOST,
      smtp_port: smtpPort,
      smtp_security: 'none',
      username: mailbox.account,
      password_cipher: password,
      updated_at: new Date(),
    };
    const updated = await ctx.db
      .updateTable('mail_accounts')
      .set(settings)
      .where('user_id', '=', mailbox.userId)
      .where('dev_service', '=', true)
      .executeTakeFirst();
    if (Number(updated.numUpdatedRows) > 0) continue;
    const hasDefault = await ctx.db
      .selectFrom('mail_accounts')
      .select('id')
      .where('user_id', '=', mailbox.userId)
      .where('is_default', '=', true)
      .executeTakeFirst();
    await ctx.db
      .insertInto('mail_accounts')
      .values({
        id: `mail-dev-${mailbox.userId}`,
        user_id: mailbox.userId,
        email: mailbox.address,
        display_name: null,
        dev_service: true,
        is_default: !hasDefault,
        ...settings,
      })
      .onConflict((conflict) => conflict.column('id').doNothing())
      .execute();
  }

  return {
    host: HOST,
    smtpPort,
    imapPorts: new Map(mailboxes.map((mailbox) => [mailbox.address, mailbox.port])),
    async close() {
      clearInterval(timer);
      await saving;
      await save().catch(() => {});
      await new Promise<void>((resolve) => smtp.close(() => resolve()));
      await Promise.all(
        mailboxes.map((mailbox) => new Promise<void>((resolve) => mailbox.imap.close(() => resolve()))),
      );
    },
  };
}
