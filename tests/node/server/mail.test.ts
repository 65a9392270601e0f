/**
 * Mail over real HTTP with the development mail service (issue 15): accounts with encrypted passwords,
 * send with an attachment, the colleague syncs, lists, reads and downloads; flags both ways; removal to the
 * trash and for ever; a failing account test says why; contacts and address completion; bad input.
 */
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import type { ImapFlow } from 'imapflow';
import { createApiClient } from '../../../api/client/index.js';
import { resolveDeployment } from '../../../api/contract/deployment.js';
import type { Envelope, PageList } from '../../../api/contract/envelope.js';
import type { MailCompletion, MailLinkman, MailTestResult } from '../../../api/contract/mail.js';
import { DEV_MAILBOX_PASSWORD } from '../../../api/server/mail/dev-service.js';
import { startTestServer, type TestServer } from './harness.js';
import { tokenFor } from './identity-helpers.js';
import {
  MAIL_LINKMAN,
  MAIL_SETTING,
  type MailSession,
  mailSession,
  messagesOnServer,
  newestFlags,
  onImapServer,
  PIXEL_PNG,
} from './mail-helpers.js';

const STAFF_ADDRESS = 'staff@example.com';
const LIUYANG_ADDRESS = 'liuyang@hdny.example.com';

describe('mail with the development mail service', () => {
  let server: TestServer;
  let staff: MailSession;
  let liuyang: MailSession;
  let admin: MailSession;
  /** The id of liuyang's copy of the mail staff sends, once synced. */
  let receivedId = '';
  let attachmentId = '';

  /** An IMAP session on liuyang's development mailbox, to see and change what the server holds. */
  const onLiuyangsServer = <T>(work: (client: ImapFlow) => Promise<T>): Promise<T> => {
    const port = server.app.devMail?.imapPorts.get(LIUYANG_ADDRESS);
    assert.ok(port);
    return onImapServer(port, 'liuyang', DEV_MAILBOX_PASSWORD, work);
  };

  before(async () => {
    server = await startTestServer({ devMail: true });
    staff = mailSession(server, await tokenFor(server, 'staff'));
    liuyang = mailSession(server, await tokenFor(server, 'liuyang'));
    admin = mailSession(server, await tokenFor(server, 'admin'));
  });
  after(() => server.stop());

  it('gives each demo staff user an account on the service, with its password stored encrypted and never answered', async () => {
    const [account] = await staff.accounts();
    assert.ok(account);
    assert.equal(account.email, STAFF_ADDRESS);
    assert.equal(account.hasPassword, true);
    assert.equal(account.isDefault, true);
    assert.equal(account.imapHost, '127.0.0.1');
    const { body } = await staff.call('GET', `${MAIL_SETTING}/listJson`);
    assert.ok(!JSON.stringify(body).includes(DEV_MAILBOX_PASSWORD));
    assert.ok(!JSON.stringify(body).includes('v1:'));
    const row = await server.app.db
      .selectFrom('mail_accounts')
      .select('password_cipher')
      .where('id', '=', account.id)
      .executeTakeFirstOrThrow();
    assert.match(row.password_cipher ?? '', /^v1:/);
    assert.ok(!row.password_cipher?.includes(DEV_MAILBOX_PASSWORD));
  });

  it('sends a mail with an attachment and an inline image, and keeps a copy in Sent', async () => {
    const fileId = await staff.upload('会议纪要.txt', '第一项：预算审核通过。');
    const sent = await staff.value<{ id: string; accepted: string[]; savedToServer: boolean }>(
      'POST',
      '/mail/mail/v1/send',
      {
        to: [`刘洋 <${LIUYANG_ADDRESS}>`],
        cc: [],
        bcc: ['lina@hdny.example.com'],
        subject: '关于预算审核的通知',
        html: `<p>刘经理：请查收会议纪要。</p><p><img src="data:image/png;base64,${PIXEL_PNG}" alt="签名"></p><img src="https://tracker.example.com/open.gif">`,
        attachments: [fileId],
      },
    );
    assert.deepEqual(sent.accepted.sort(), [LIUYANG_ADDRESS, 'lina@hdny.example.com'].sort());
    assert.equal(sent.savedToServer, true);
    const sentFolder = await staff.folder('sent');
    const { rows } = await staff.list(sentFolder.id);
    assert.equal(rows[0]?.subject, '关于预算审核的通知');
    assert.equal(rows[0]?.isRead, true);
    const copy = await staff.detail(sent.id);
    assert.deepEqual(copy.bcc, [{ name: '', address: 'lina@hdny.example.com' }]);
    // The sent copy's UID came from the server: a sync finds nothing new there.
    const [synced] = await staff.sync();
    assert.equal(synced?.ok, true, synced?.error ?? '');
    assert.equal((await staff.list(sentFolder.id)).total, 1);
  });

  it("arrives in the colleague's inbox after a sync: the tree, the list, the detail and the attachment", async () => {
    const [result] = await liuyang.sync();
    assert.equal(result?.ok, true, result?.error ?? '');
    assert.equal(result?.added, 1);
    const inbox = await liuyang.folder('inbox');
    assert.equal(inbox.unread, 1);
    const tree = await liuyang.tree();
    assert.deepEqual(
      tree.filter((node) => node.kind === 'folder').map((node) => node.specialUse),
      ['inbox', 'drafts', 'sent', 'junk', 'trash'],
    );
    assert.equal(tree.find((node) => node.kind === 'account')?.unread, 1);

    assert.equal((await liuyang.list(inbox.id, '没有这个主题')).total, 0);
    const { rows } = await liuyang.list(inbox.id, '预算');
    const row = rows[0];
    assert.ok(row);
    assert.equal(row.subject, '关于预算审核的通知');
    assert.deepEqual(row.from, { name: '王晓明', address: STAFF_ADDRESS });
    assert.equal(row.isRead, false);
    assert.equal(row.hasAttachments, true);
    assert.match(row.preview, /请查收会议纪要/);
    receivedId = row.id;
    // The keyword finds the sender's name too.
    assert.equal((await liuyang.list(inbox.id, '王晓明')).total, 1);

    const detail = await liuyang.detail(row.id);
    assert.deepEqual(detail.to, [{ name: '刘洋', address: LIUYANG_ADDRESS }]);
    assert.deepEqual(detail.bcc, []);
    assert.match(detail.html ?? '', /data:image\/png;base64,/);
    assert.doesNotMatch(detail.html ?? '', /cid:/);
    assert.deepEqual(detail.remoteImages, ['https://tracker.example.com/open.gif']);
    const file = detail.attachments.find((attachment) => !attachment.inline);
    assert.equal(file?.name, '会议纪要.txt');
    assert.ok(detail.attachments.some((attachment) => attachment.inline && attachment.mime === 'image/png'));
    attachmentId = file?.fileId ?? '';
    const download = await liuyang.download(attachmentId);
    assert.equal(download.status, 200);
    assert.equal(await download.text(), '第一项：预算审核通过。');
  });

  it("keeps a mail's attachment to its owner: the sender and administrators are refused", async () => {
    assert.equal((await staff.download(attachmentId)).status, 403);
    assert.equal((await admin.download(attachmentId)).status, 403);
  });

  it('marks read on the server too, and takes over flags changed there', async () => {
    await liuyang.value('POST', `/mail/mail/v1/isRead?ids=${receivedId}&isRead=true`);
    assert.equal((await liuyang.detail(receivedId)).isRead, true);
    const seenOnServer = await onLiuyangsServer(async (client) =>
      (await newestFlags(client, 'INBOX'))?.has('\\Seen'),
    );
    assert.equal(seenOnServer, true);
    assert.equal((await liuyang.folder('inbox')).unread, 0);

    // Unread again, and flagged, by another mail client: the next sync takes it over.
    await onLiuyangsServer(async (client) => {
      await client.mailboxOpen('INBOX');
      await client.messageFlagsRemove('*', ['\\Seen']);
      await client.messageFlagsAdd('*', ['\\Flagged']);
    });
    const [result] = await liuyang.sync();
    assert.equal(result?.updated, 1);
    const row = await liuyang.detail(receivedId);
    assert.equal(row.isRead, false);
    assert.equal(row.isFlagged, true);
  });

  it('moves a mail to the trash, then deletes it for ever, here and on the server', async () => {
    await liuyang.value('POST', `/mail/mail/v1/remove?ids=${receivedId}&type=trash`);
    const inbox = await liuyang.folder('inbox');
    const trash = await liuyang.folder('trash');
    assert.equal(inbox.total, 0);
    assert.equal(trash.total, 1);
    // The server agrees: a sync changes nothing.
    const [again] = await liuyang.sync();
    assert.deepEqual([again?.added, again?.removed], [0, 0]);
    const [inTrash] = (await liuyang.list(trash.id)).rows;
    assert.equal(inTrash?.subject, '关于预算审核的通知');

    await liuyang.value('POST', `/mail/mail/v1/remove?ids=${inTrash?.id}&type=forever`);
    assert.equal((await liuyang.folder('trash')).total, 0);
    const onServer = await onLiuyangsServer((client) => messagesOnServer(client, 'Trash'));
    assert.equal(onServer, 0);
    const [last] = await liuyang.sync();
    assert.equal(last?.added, 0);
    assert.equal((await liuyang.call('GET', `/mail/mail/v1/getJson?id=${receivedId}`)).status, 404);
    assert.equal((await liuyang.download(attachmentId)).status, 404);
  });

  it("says which server refused an account and why, in the caller's language", async () => {
    const [account] = await liuyang.accounts();
    assert.ok(account);
    const settings = { ...account, password: 'wrong-password' };
    const wrong = await liuyang.value<MailTestResult>('POST', `${MAIL_SETTING}/test`, settings);
    assert.equal(wrong.ok, false);
    assert.deepEqual(wrong.imap, { ok: false, message: '用户名或密码错误' });
    assert.deepEqual(wrong.smtp, { ok: false, message: '用户名或密码错误' });
    const english = mailSession(server, await tokenFor(server, 'liuyang'), 'en-US');
    const inEnglish = await english.value<MailTestResult>('POST', `${MAIL_SETTING}/test`, settings);
    assert.equal(inEnglish.imap.message, 'Wrong user name or password');

    const right = await liuyang.value<MailTestResult>('POST', `${MAIL_SETTING}/test`, {
      ...account,
      password: '',
    });
    assert.deepEqual(right, {
      ok: true,
      imap: { ok: true, message: '连接成功' },
      smtp: { ok: true, message: '连接成功' },
    });

    const closed = await liuyang.value<MailTestResult>('POST', `${MAIL_SETTING}/test`, {
      ...settings,
      imapPort: 1,
    });
    assert.equal(closed.imap.message, '邮件服务器拒绝连接：127.0.0.1:1');
  });

  it("saves, updates and removes an account of the user's own, keeping the stored password when none is given", async () => {
    const body = {
      email: 'wang@corp.example.com',
      displayName: '王晓明',
      imapHost: 'imap.corp.example.com',
      imapPort: 993,
      imapSecurity: 'tls',
      smtpHost: 'smtp.corp.example.com',
      smtpPort: 465,
      smtpSecurity: 'tls',
      username: 'wang',
      password: '秘密-123',
    };
    const saved = await staff.value<{ id: string; isDefault: boolean }>('POST', `${MAIL_SETTING}/save`, body);
    assert.equal(saved.isDefault, false);
    const before = await server.app.db
      .selectFrom('mail_accounts')
      .select('password_cipher')
      .where('id', '=', saved.id)
      .executeTakeFirstOrThrow();
    await staff.value('POST', `${MAIL_SETTING}/save`, {
      ...body,
      id: saved.id,
      password: '',
      imapPort: 143,
      imapSecurity: 'starttls',
    });
    const after = await server.app.db
      .selectFrom('mail_accounts')
      .selectAll()
      .where('id', '=', saved.id)
      .executeTakeFirstOrThrow();
    assert.equal(after.password_cipher, before.password_cipher);
    assert.equal(after.imap_port, 143);
    assert.equal((await staff.accounts()).length, 2);
    await staff.value('POST', `${MAIL_SETTING}/remove?ids=${saved.id}`);
    assert.equal((await staff.accounts()).length, 1);
  });

  it('refuses bad input with a clear message', async () => {
    const account = (await staff.accounts())[0];
    const cases: [string, string, unknown, RegExp][] = [
      [
        'POST',
        `${MAIL_SETTING}/save`,
        { ...account, id: undefined, email: 'not-an-address', password: 'x' },
        /邮件地址格式不正确/,
      ],
      ['POST', `${MAIL_SETTING}/save`, { ...account, id: undefined, password: '' }, /请填写密码/],
      ['POST', `${MAIL_SETTING}/save`, { ...account, imapPort: 70000 }, /请求参数不正确/],
      ['POST', '/mail/mail/v1/send', { to: [], subject: '无', html: '' }, /请填写收件人/],
      [
        'POST',
        '/mail/mail/v1/send',
        { to: ['张三 <不是地址>'], subject: '无', html: '' },
        /邮件地址格式不正确：张三 <不是地址>/,
      ],
      [
        'POST',
        '/mail/mail/v1/send',
        { to: [LIUYANG_ADDRESS], subject: '无', html: '', attachments: ['no-such-file'] },
        /附件不存在/,
      ],
      ['POST', '/mail/mail/v1/remove?ids=x&type=somewhere', undefined, /请求参数不正确/],
      ['POST', `${MAIL_LINKMAN}/save`, { name: ' ', email: 'a@b.cn' }, /请求参数不正确/],
    ];
    const unknown = await staff.call('POST', '/mail/mail/v1/send', {
      to: ['nobody@hdny.example.com'],
      subject: '无',
      html: '<p>无</p>',
    });
    assert.equal(unknown.status, 502);
    assert.equal(unknown.body.message, '发送失败：邮件服务器拒绝了收件人：nobody@hdny.example.com');
    for (const [method, path, body, message] of cases) {
      const { status, body: answer } = await staff.call(method, path, body);
      assert.equal(status, 400, `${path}: ${answer.message}`);
      assert.equal(answer.state, false);
      assert.match(answer.message ?? '', message);
    }
  });

  it('keeps contacts and completes addresses from them and from colleagues', async () => {
    const saved = await staff.value<MailLinkman>('POST', `${MAIL_LINKMAN}/save`, {
      name: '赵律师',
      email: 'zhao@law.example.com',
      company: '浙江天平律师事务所',
    });
    const duplicate = await staff.call('POST', `${MAIL_LINKMAN}/save`, {
      name: '赵',
      email: 'ZHAO@law.example.com',
    });
    assert.equal(duplicate.body.message, '该邮件地址已在联系人中');
    const page = await staff.value<PageList<MailLinkman>>('POST', `${MAIL_LINKMAN}/listJson`, {
      querys: [{ property: 'keyword', value: '律师', operation: 'LIKE' }],
    });
    assert.deepEqual(
      page.rows.map((row) => row.email),
      ['zhao@law.example.com'],
    );

    const byName = await staff.value<MailCompletion[]>(
      'GET',
      `${MAIL_LINKMAN}/getMailAndUserData?query=${encodeURIComponent('赵')}`,
    );
    assert.deepEqual(byName[0], {
      name: '赵律师',
      address: 'zhao@law.example.com',
      source: 'linkman',
      id: saved.id,
      account: null,
      orgName: '浙江天平律师事务所',
    });
    const colleagues = await staff.value<MailCompletion[]>(
      'GET',
      `${MAIL_LINKMAN}/getMailAndUserData?query=liu`,
    );
    assert.ok(
      colleagues.some(
        (entry) => entry.source === 'user' && entry.address === LIUYANG_ADDRESS && entry.name === '刘洋',
      ),
    );
    // Suppliers' addresses are not offered.
    const suppliers = await staff.value<MailCompletion[]>(
      'GET',
      `${MAIL_LINKMAN}/getMailAndUserData?query=supplier`,
    );
    assert.deepEqual(suppliers, []);

    await staff.value('POST', `${MAIL_LINKMAN}/remove?ids=${saved.id}`);
    const empty = await staff.call<PageList<MailLinkman>>('POST', `${MAIL_LINKMAN}/listJson`, {});
    assert.equal((empty.body as Envelope<PageList<MailLinkman>>).value?.total, 0);
  });

  it('is reached by every call of the typed client (api/client/mail.ts)', async () => {
    const clientOf = async (account: string) =>
      createApiClient({
        deployment: resolveDeployment({ baseUrl: server.url }),
        getToken: () => tokens[account] ?? '',
        getLang: () => 'zh-CN',
      }).mail;
    const tokens: Record<string, string> = {
      staff: await tokenFor(server, 'staff'),
      lina: await tokenFor(server, 'lina'),
    };
    const sender = await clientOf('staff');
    const reader = await clientOf('lina');
    const [account] = (await sender.listAccounts()).value ?? [];
    assert.ok(account);
    assert.equal((await sender.testAccount({ ...account, password: '' })).value?.ok, true);
    const saved = (await sender.saveAccount({ ...account, password: '', displayName: '王晓明（采购部）' }))
      .value;
    assert.equal(saved?.displayName, '王晓明（采购部）');
    const sent = await sender.send({
      to: ['lina@hdny.example.com'],
      subject: '客户端测试',
      html: '<p>你好</p>',
    });
    assert.equal(sent.value?.accepted[0], 'lina@hdny.example.com');
    const [synced] = (await reader.sync()).value ?? [];
    // The mail staff sent first (lina was its bcc) comes along.
    assert.equal(synced?.added, 2);
    const tree = (await reader.getMailTreeData()).value ?? [];
    const inbox = tree.find((node) => node.specialUse === 'inbox');
    assert.ok(inbox);
    const page = await reader.listJson({
      pageBean: { page: 1, pageSize: 10 },
      querys: [
        { property: 'folderId', value: inbox.id, operation: 'EQUAL' },
        { property: 'keyword', value: '客户端', operation: 'LIKE' },
      ],
    });
    const [row] = page.value?.rows ?? [];
    assert.equal(row?.from?.name, '王晓明（采购部）');
    assert.equal((await reader.getJson(row?.id ?? '')).value?.text?.trim(), '你好');
    assert.equal((await reader.isRead([row?.id ?? ''], true)).value?.count, 1);
    assert.equal((await reader.remove([row?.id ?? ''], 'forever')).value?.count, 1);

    const contact = (await reader.saveLinkman({ name: '王晓明', email: 'staff@example.com' })).value;
    assert.equal((await reader.listLinkmen()).value?.total, 1);
    assert.equal((await reader.getMailAndUserData('王')).value?.[0]?.source, 'linkman');
    assert.equal((await reader.removeLinkmen([contact?.id ?? ''])).value?.count, 1);
    const other = (
      await reader.saveAccount({ ...account, id: undefined, email: 'lina@corp.example.com', password: 'x' })
    ).value;
    assert.equal((await reader.removeAccounts([other?.id ?? ''])).value?.count, 1);
  });
});
