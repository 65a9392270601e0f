/**
 * Mail against a real IMAP server: Debian's Dovecot (dovecot-imapd, installed by tests/ensure-dovecot.sh
 * when the tests run as root), configured in a temporary folder on a free port (passwd-file users,
 * maildir, no TLS), run in the foreground by this test. An smtp-server instance delivers into the
 * recipients' maildirs with dovecot-lda, so a mail sent through the portal really travels: send, the copy
 * APPENDed to Sent, sync with special-use folders, \Seen both ways, MOVE to Trash and expunge.
 */
import assert from 'node:assert/strict';
import { type ChildProcess, spawn } from 'node:child_process';
import {
  chmodSync,
  chownSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import { createConnection, createServer } from 'node:net';
import { tmpdir, userInfo } from 'node:os';
import { join } from 'node:path';
import { after, before, describe, it } from 'node:test';
import type { ImapFlow } from 'imapflow';
import { SMTPServer } from 'smtp-server';
import type { MailAccount, MailTestResult } from '../../../api/contract/mail.js';
import { startTestServer, type TestServer } from './harness.js';
import { tokenFor } from './identity-helpers.js';
import {
  MAIL,
  MAIL_SETTING,
  type MailSession,
  mailSession,
  messagesOnServer,
  newestFlags,
  onImapServer,
} from './mail-helpers.js';

const DOVECOT = '/usr/sbin/dovecot';
const LDA = '/usr/lib/dovecot/dovecot-lda';
const DOMAIN = 'mail.test';
const USERS = { staff: 'staff-secret', liuyang: 'liuyang-secret' } as const;
type MailUser = keyof typeof USERS;

const skip =
  !existsSync(DOVECOT) || !existsSync(LDA)
    ? `Dovecot is not installed (${DOVECOT}, ${LDA}): apt-get install dovecot-imapd, or run tests/ensure-dovecot.sh as root`
    : false;

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as { port: number };
      probe.close(() => resolve(port));
    });
  });
}

/** Resolves once the port answers with an IMAP greeting. */
async function greeting(port: number, child: ChildProcess, log: () => string): Promise<void> {
  const deadline = Date.now() + 15_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`dovecot exited: ${log()}`);
    const greeted = await new Promise<boolean>((resolve) => {
      const socket = createConnection({ host: '127.0.0.1', port });
      socket.once('data', (data) => {
        socket.destroy();
        resolve(/\* OK .*ready/.test(data.toString()) || data.toString().startsWith('* OK'));
      });
      socket.once('error', () => resolve(false));
    });
    if (greeted) return;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`dovecot did not answer on ${port}: ${log()}`);
}

/** The uid and gid mail is stored under: the current user's, or Dovecot's own when we are root. */
function mailOwner(): { uid: number; gid: number; loginUser: string; internalUser: string } {
  const me = userInfo();
  if (me.uid !== 0) return { uid: me.uid, gid: me.gid, loginUser: me.username, internalUser: me.username };
  const line = readFileSync('/etc/passwd', 'utf8')
    .split('\n')
    .find((entry) => entry.startsWith('dovecot:'));
  const [, , uid = '', gid = ''] = line?.split(':') ?? [];
  return { uid: Number(uid), gid: Number(gid), loginUser: 'dovenull', internalUser: 'dovecot' };
}

interface Dovecot {
  port: number;
  config: string;
  stop(): Promise<void>;
}

async function startDovecot(dir: string): Promise<Dovecot> {
  const port = await freePort();
  const owner = mailOwner();
  // Dovecot's auth and mail processes run as other users when we are root: they must reach the folder.
  chmodSync(dir, 0o755);
  for (const folder of ['run', 'state', 'mail']) mkdirSync(join(dir, folder), { recursive: true });
  chownSync(join(dir, 'mail'), owner.uid, owner.gid);
  writeFileSync(
    join(dir, 'users'),
    Object.entries(USERS)
      .map(([user, password]) => `${user}:{PLAIN}${password}::::::\n`)
      .join(''),
  );
  const config = join(dir, 'dovecot.conf');
  const mailbox = (name: string) =>
    `  mailbox ${name} {\n    special_use = \\${name}\n    auto = subscribe\n  }\n`;
  writeFileSync(
    config,
    `base_dir = ${dir}/run
state_dir = ${dir}/state
instance_name = eip-test-${port}
log_path = /dev/stderr
protocols = imap
listen = 127.0.0.1
ssl = no
disable_plaintext_auth = no
auth_mechanisms = plain login
auth_failure_delay = 0
login_trusted_networks = 127.0.0.0/8
default_login_user = ${owner.loginUser}
default_internal_user = ${owner.internalUser}
first_valid_uid = ${Math.min(owner.uid, 500)}
mail_location = maildir:${dir}/mail/%u
passdb {
  driver = passwd-file
  args = scheme=PLAIN username_format=%u ${dir}/users
}
userdb {
  driver = static
  args = uid=${owner.uid} gid=${owner.gid} home=${dir}/mail/%u
}
service imap-login {
  inet_listener imap {
    address = 127.0.0.1
    port = ${port}
  }
  inet_listener imaps {
    port = 0
  }
}
namespace inbox {
  inbox = yes
  separator = /
${['Drafts', 'Sent', 'Junk', 'Trash'].map(mailbox).join('')}}
`,
  );
  const child = spawn(DOVECOT, ['-c', config, '-F'], { stdio: ['ignore', 'ignore', 'pipe'] });
  let log = '';
  child.stderr?.on('data', (chunk: Buffer) => {
    log += chunk.toString();
  });
  await greeting(port, child, () => log);
  return {
    port,
    config,
    stop: () =>
      new Promise<void>((resolve) => {
        if (child.exitCode !== null) return resolve();
        child.once('exit', () => resolve());
        child.kill('SIGTERM');
      }),
  };
}

/** Delivers a message into a Dovecot user's INBOX, as the mail server's delivery agent does. */
function deliver(config: string, user: string, raw: Buffer): Promise<void> {
  return new Promise((resolve, reject) => {
    const lda = spawn(LDA, ['-c', config, '-d', user], { stdio: ['pipe', 'ignore', 'pipe'] });
    let errors = '';
    lda.stderr?.on('data', (chunk: Buffer) => {
      errors += chunk.toString();
    });
    lda.once('error', reject);
    lda.once('exit', (code) =>
      code === 0 ? resolve() : reject(new Error(`dovecot-lda ${code}: ${errors}`)),
    );
    lda.stdin?.end(raw);
  });
}

/** An SMTP server for the test users that hands each message to dovecot-lda. */
async function startSmtp(config: string): Promise<{ port: number; close(): Promise<void> }> {
  const smtp = new SMTPServer({
    authMethods: ['PLAIN', 'LOGIN'],
    allowInsecureAuth: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onAuth(auth, _session, callback) {
      const known = USERS[auth.username as MailUser] === auth.password;
      callback(
        known ? null : new Error('Authentication failed'),
        known ? { user: auth.username } : undefined,
      );
    },
    onRcptTo(address, _session, callback) {
      const [user, domain] = address.address.split('@');
      callback(
        domain === DOMAIN && user && user in USERS
          ? null
          : new Error(`Mailbox unavailable: ${address.address}`),
      );
    },
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        const raw = Buffer.concat(chunks);
        Promise.all(
          session.envelope.rcptTo.map((rcpt) => deliver(config, rcpt.address.split('@')[0] ?? '', raw)),
        ).then(
          () => callback(),
          (error: Error) => callback(error),
        );
      });
    },
  });
  const port = await new Promise<number>((resolve) =>
    smtp.listen(0, '127.0.0.1', () => resolve((smtp.server.address() as { port: number }).port)),
  );
  return { port, close: () => new Promise<void>((resolve) => smtp.close(() => resolve())) };
}

describe('mail against Dovecot', { skip }, () => {
  let dir: string;
  let dovecot: Dovecot;
  let smtp: { port: number; close(): Promise<void> };
  let server: TestServer;
  const sessions = {} as Record<MailUser, MailSession>;
  const accounts = {} as Record<MailUser, MailAccount>;
  let receivedId = '';

  const accountBody = (user: MailUser) => ({
    email: `${user}@${DOMAIN}`,
    imapHost: '127.0.0.1',
    imapPort: dovecot.port,
    imapSecurity: 'none',
    smtpHost: '127.0.0.1',
    smtpPort: smtp.port,
    smtpSecurity: 'none',
    username: user,
    password: USERS[user],
    isDefault: true,
  });

  /** A session on a user's Dovecot mailbox, to see what the server holds. */
  const onDovecot = <T>(user: MailUser, work: (client: ImapFlow) => Promise<T>): Promise<T> =>
    onImapServer(dovecot.port, user, USERS[user], work);

  before(async () => {
    dir = mkdtempSync(join(tmpdir(), 'eip-dovecot-'));
    dovecot = await startDovecot(dir);
    smtp = await startSmtp(dovecot.config);
    server = await startTestServer();
    for (const user of Object.keys(USERS) as MailUser[]) {
      sessions[user] = mailSession(server, await tokenFor(server, user));
      accounts[user] = await sessions[user].value<MailAccount>(
        'POST',
        `${MAIL_SETTING}/save`,
        accountBody(user),
      );
    }
  });
  after(async () => {
    await server?.stop();
    await smtp?.close();
    await dovecot?.stop();
    if (dir) rmSync(dir, { recursive: true, force: true });
  });

  it('tests an account: a wrong password is named, the right one connects', async () => {
    const wrong = await sessions.staff.value<MailTestResult>('POST', `${MAIL_SETTING}/test`, {
      ...accountBody('staff'),
      password: 'not-it',
    });
    assert.deepEqual(wrong.imap, { ok: false, message: '用户名或密码错误' });
    assert.equal(wrong.smtp.ok, false);
    const right = await sessions.staff.value<MailTestResult>('POST', `${MAIL_SETTING}/test`, {
      ...accountBody('staff'),
      id: accounts.staff.id,
      password: '',
    });
    assert.equal(right.ok, true, JSON.stringify(right));
  });

  it("sends through SMTP into the colleague's maildir and APPENDs the copy to Sent", async () => {
    const fileId = await sessions.staff.upload('预算表.csv', '项目,金额\n服务器,12000\n');
    const sent = await sessions.staff.value<{ id: string; savedToServer: boolean }>('POST', `${MAIL}/send`, {
      to: [`刘洋 <liuyang@${DOMAIN}>`],
      subject: '二〇二七年预算表（初稿）',
      html: '<p>刘经理，您好：</p><p>附件为预算表初稿。</p>',
      attachments: [fileId],
    });
    assert.equal(sent.savedToServer, true);
    const inSent = await onDovecot('staff', (client) => messagesOnServer(client, 'Sent'));
    assert.equal(inSent, 1);
    // The copy kept the server's UID: syncing Sent finds it there and adds nothing.
    const [result] = await sessions.staff.sync();
    assert.equal(result?.ok, true, result?.error ?? '');
    assert.equal((await sessions.staff.folder('sent')).total, 1);
  });

  it('syncs the folders with their special uses and the new mail, decoded', async () => {
    const [result] = await sessions.liuyang.sync();
    assert.equal(result?.ok, true, result?.error ?? '');
    assert.equal(result?.added, 1);
    const tree = await sessions.liuyang.tree();
    assert.deepEqual(
      tree.filter((node) => node.kind === 'folder').map((node) => [node.name, node.specialUse]),
      [
        ['INBOX', 'inbox'],
        ['Drafts', 'drafts'],
        ['Sent', 'sent'],
        ['Junk', 'junk'],
        ['Trash', 'trash'],
      ],
    );
    const inbox = await sessions.liuyang.folder('inbox');
    const [row] = (await sessions.liuyang.list(inbox.id)).rows;
    assert.equal(row?.subject, '二〇二七年预算表（初稿）');
    assert.deepEqual(row?.from, { name: '王晓明', address: `staff@${DOMAIN}` });
    receivedId = row?.id ?? '';
    const detail = await sessions.liuyang.detail(receivedId);
    assert.equal(detail.attachments[0]?.name, '预算表.csv');
    const download = await sessions.liuyang.download(detail.attachments[0]?.fileId ?? '');
    assert.equal(await download.text(), '项目,金额\n服务器,12000\n');
    // Nothing new on a second sync.
    const [again] = await sessions.liuyang.sync();
    assert.deepEqual([again?.added, again?.updated, again?.removed], [0, 0, 0]);
  });

  it('sets \\Seen on Dovecot, and takes over a flag changed there', async () => {
    await sessions.liuyang.value('POST', `${MAIL}/isRead?ids=${receivedId}&isRead=true`);
    const seen = await onDovecot('liuyang', async (client) =>
      (await newestFlags(client, 'INBOX'))?.has('\\Seen'),
    );
    assert.equal(seen, true);
    await onDovecot('liuyang', async (client) => {
      await client.mailboxOpen('INBOX');
      await client.messageFlagsRemove('*', ['\\Seen']);
    });
    const [result] = await sessions.liuyang.sync();
    assert.equal(result?.updated, 1);
    assert.equal((await sessions.liuyang.detail(receivedId)).isRead, false);
  });

  it('moves to Trash, then deletes for ever with an expunge', async () => {
    await sessions.liuyang.value('POST', `${MAIL}/remove?ids=${receivedId}&type=trash`);
    const counts = () =>
      onDovecot('liuyang', async (client) => [
        await messagesOnServer(client, 'INBOX'),
        await messagesOnServer(client, 'Trash'),
      ]);
    assert.deepEqual(await counts(), [0, 1]);
    const trash = await sessions.liuyang.folder('trash');
    const [inTrash] = (await sessions.liuyang.list(trash.id)).rows;
    assert.ok(inTrash);
    const [synced] = await sessions.liuyang.sync();
    assert.deepEqual([synced?.added, synced?.removed], [0, 0]);

    await sessions.liuyang.value('POST', `${MAIL}/remove?ids=${inTrash.id}&type=forever`);
    assert.deepEqual(await counts(), [0, 0]);
    assert.equal((await sessions.liuyang.folder('trash')).total, 0);
  });
});
