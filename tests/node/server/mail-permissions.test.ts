/**
 * Who may call what of mail (issue 15), table-driven: the owner (staff), a colleague (liuyang, staff too),
 * an administrator, a supplier, the guest of a short link and a visitor, against every mail call, on the
 * owner's account, mail, contact and attachment. Mail is each staff user's own: another's object reads as
 * missing (404), a list holds the caller's own rows only, and users with a tender-site identity and the
 * guest are refused (403). Calls that change or remove the owner's objects come last, and the owner last.
 */
import assert from 'node:assert/strict';
import { after, before, describe } from 'node:test';
import type { Envelope, PageList } from '../../../api/contract/envelope.js';
import type { MailLinkman, MailRow } from '../../../api/contract/mail.js';
import { startTestServer, type TestServer } from './harness.js';
import { tokenFor } from './identity-helpers.js';
import { MAIL, MAIL_LINKMAN, MAIL_SETTING, mailSession } from './mail-helpers.js';
import { itAnswersAsTheTableSays, type Outcome, outcomesIn } from './permission-matrix.js';

const IDENTITIES = ['visitor', 'supplier', 'guest', 'admin', 'liuyang', 'staff'] as const;
type Identity = (typeof IDENTITIES)[number];
const expect = outcomesIn(IDENTITIES);

interface Fixture {
  accountId: string;
  mailId: string;
  folderId: string;
  linkmanId: string;
  fileId: string;
  account: Record<string, unknown>;
}

interface Row {
  call: string;
  object: string;
  method: 'GET' | 'POST';
  path: (fixture: Fixture) => string;
  body?: (fixture: Fixture) => unknown;
  expected: Record<Identity, Outcome>;
}

/** Everyone but the owner is refused: staff as if it were missing, the others for who they are. */
const OWNER_ONLY = expect(401, 403, 403, 403, 404, 'ok');
/** Every staff user may call it for their own data. */
const STAFF = expect(401, 403, 403, 403, 'ok', 'ok');
const folderQuery = (fixture: Fixture) => ({
  querys: [{ property: 'folderId', value: fixture.folderId, operation: 'EQUAL' }],
});

const ROWS: Row[] = [
  {
    call: 'mail/getMailTreeData',
    object: 'own',
    method: 'GET',
    path: () => `${MAIL}/getMailTreeData`,
    expected: STAFF,
  },
  {
    call: 'mail/getMailTreeData',
    object: "the owner's account",
    method: 'GET',
    path: (f) => `${MAIL}/getMailTreeData?accountId=${f.accountId}`,
    expected: OWNER_ONLY,
  },
  {
    call: 'mail/listJson',
    object: "the owner's folder",
    method: 'POST',
    path: () => `${MAIL}/listJson`,
    body: folderQuery,
    expected: expect(401, 403, 403, 403, 'ok:0', 'ok:1'),
  },
  {
    call: 'mail/getJson',
    object: "the owner's mail",
    method: 'GET',
    path: (f) => `${MAIL}/getJson?id=${f.mailId}`,
    expected: OWNER_ONLY,
  },
  {
    call: 'file/downloadFile',
    object: "the owner's mail attachment",
    method: 'GET',
    path: (f) => `/portal/system/file/v1/downloadFile?fileId=${f.fileId}`,
    expected: expect(401, 403, 403, 403, 403, 'ok'),
  },
  { call: 'mail/sync', object: 'own', method: 'POST', path: () => `${MAIL}/sync`, expected: STAFF },
  {
    call: 'mail/sync',
    object: "the owner's account",
    method: 'POST',
    path: (f) => `${MAIL}/sync?accountId=${f.accountId}`,
    expected: OWNER_ONLY,
  },
  {
    call: 'mail/isRead',
    object: "the owner's mail",
    method: 'POST',
    path: (f) => `${MAIL}/isRead?ids=${f.mailId}&isRead=true`,
    expected: OWNER_ONLY,
  },
  {
    call: 'mailSetting/listJson',
    object: 'own',
    method: 'GET',
    path: () => `${MAIL_SETTING}/listJson`,
    expected: STAFF,
  },
  {
    call: 'mailSetting/test',
    object: "the owner's account (its stored password)",
    method: 'POST',
    path: () => `${MAIL_SETTING}/test`,
    body: (f) => ({ ...f.account, password: '' }),
    expected: OWNER_ONLY,
  },
  {
    call: 'mailSetting/save',
    object: "the owner's account",
    method: 'POST',
    path: () => `${MAIL_SETTING}/save`,
    body: (f) => ({ ...f.account, password: '' }),
    expected: OWNER_ONLY,
  },
  {
    call: 'mail/send',
    object: "from the owner's account",
    method: 'POST',
    path: () => `${MAIL}/send`,
    body: (f) => ({
      accountId: f.accountId,
      to: ['staff@example.com'],
      subject: '权限',
      html: '<p>权限</p>',
    }),
    expected: OWNER_ONLY,
  },
  {
    call: 'mailLinkman/listJson',
    object: 'own',
    method: 'POST',
    path: () => `${MAIL_LINKMAN}/listJson`,
    body: () => ({}),
    expected: expect(401, 403, 403, 403, 'ok:0', 'ok:1'),
  },
  {
    call: 'mailLinkman/getMailAndUserData',
    object: 'own',
    method: 'GET',
    path: () => `${MAIL_LINKMAN}/getMailAndUserData?query=${encodeURIComponent('陈律师')}`,
    expected: expect(401, 403, 403, 403, 'ok:0', 'ok:1'),
  },
  {
    call: 'mailLinkman/save',
    object: "the owner's contact",
    method: 'POST',
    path: () => `${MAIL_LINKMAN}/save`,
    body: (f) => ({ id: f.linkmanId, name: '陈律师', email: 'chen@law.example.com' }),
    expected: OWNER_ONLY,
  },
  {
    call: 'mailLinkman/remove',
    object: "the owner's contact",
    method: 'POST',
    path: (f) => `${MAIL_LINKMAN}/remove?ids=${f.linkmanId}`,
    expected: OWNER_ONLY,
  },
  {
    call: 'mail/remove',
    object: "the owner's mail",
    method: 'POST',
    path: (f) => `${MAIL}/remove?ids=${f.mailId}&type=forever`,
    expected: OWNER_ONLY,
  },
  {
    call: 'mailSetting/remove',
    object: "the owner's account",
    method: 'POST',
    path: (f) => `${MAIL_SETTING}/remove?ids=${f.accountId}`,
    expected: OWNER_ONLY,
  },
];

describe('permission matrix of mail', () => {
  let server: TestServer;
  let tokens: Record<Exclude<Identity, 'visitor'>, string>;
  let fixture: Fixture;

  before(async () => {
    server = await startTestServer({ devMail: true });
    tokens = {
      supplier: await tokenFor(server, 'supplier'),
      guest: await tokenFor(server, 'guest'),
      admin: await tokenFor(server, 'admin'),
      liuyang: await tokenFor(server, 'liuyang'),
      staff: await tokenFor(server, 'staff'),
    };
    // The owner's objects: a mail with an attachment sent to themselves and synced, and a contact.
    const staff = mailSession(server, tokens.staff);
    const [account] = await staff.accounts();
    assert.ok(account);
    const attachment = await staff.upload('报价单.txt', '单价 100 元');
    await staff.value('POST', `${MAIL}/send`, {
      to: ['staff@example.com'],
      subject: '报价单',
      html: '<p>见附件</p>',
      attachments: [attachment],
    });
    await staff.sync();
    const inbox = await staff.folder('inbox');
    const [mail] = (
      await staff.value<PageList<MailRow>>(
        'POST',
        `${MAIL}/listJson`,
        folderQuery({ folderId: inbox.id } as Fixture),
      )
    ).rows;
    assert.ok(mail);
    const detail = await staff.detail(mail.id);
    const linkman = await staff.value<MailLinkman>('POST', `${MAIL_LINKMAN}/save`, {
      name: '陈律师',
      email: 'chen@law.example.com',
    });
    fixture = {
      accountId: account.id,
      mailId: mail.id,
      folderId: inbox.id,
      linkmanId: linkman.id,
      fileId: detail.attachments[0]?.fileId ?? '',
      account: { ...account },
    };
  });
  after(() => server.stop());

  async function outcomeOf(row: Row, identity: Identity): Promise<Outcome> {
    const token = identity === 'visitor' ? undefined : tokens[identity];
    const body = row.body?.(fixture);
    const response = await fetch(server.url + row.path(fixture), {
      method: row.method,
      headers: {
        ...(body === undefined ? {} : { 'content-type': 'application/json' }),
        ...(token ? { authorization: `Bearer ${token}` } : {}),
      },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    if (row.call === 'file/downloadFile' && response.status === 200) {
      await response.arrayBuffer();
      return 'ok';
    }
    const answer = (await response.json()) as Envelope<unknown>;
    if (response.status !== 200) return response.status as Outcome;
    if (!answer.state) return 'refused';
    const value = answer.value as { rows?: unknown[] } | unknown[];
    if (Array.isArray(value))
      return row.call === 'mailLinkman/getMailAndUserData' ? `ok:${value.length}` : 'ok';
    if (value && Array.isArray(value.rows)) return `ok:${value.rows.length}`;
    return 'ok';
  }

  itAnswersAsTheTableSays(IDENTITIES, ROWS, outcomeOf);
});
