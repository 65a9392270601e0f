import assert from 'node:assert/strict';
import { after, before, beforeEach, describe, it } from 'node:test';
import type { Admission, PageList } from '../../../api/contract/admin.js';
import type { Envelope } from '../../../api/contract/envelope.js';
import type { UploadedFile } from '../../../api/contract/files.js';
import type { RegisterResult } from '../../../api/contract/user.js';
import { issueToken } from '../../../api/server/auth/sessions.js';
import { hashTicket } from '../../../api/server/auth/sso-tickets.js';
import { ACCOUNTS, IDENTITIES } from './admin-matrix.js';
import { startTestServer, type TestServer } from './harness.js';
import { encrypted, forgetRateLimits, tokenFor } from './identity-helpers.js';
import { itAnswersAsTheTableSays, type Outcome, outcomesIn } from './permission-matrix.js';

/**
 * The registrant's business licence before sign-in (issue 38): register answers a short-lived ticket (only
 * its hash is kept), user/uploadLicense takes it with the file, the file is linked to the admission, and
 * only its registrant and the site administrator reviewing it read it.
 */

const REGISTER = '/uc/api/user/v1/user/register';
const UPLOAD = '/uc/api/user/v1/user/uploadLicense';
const DOWNLOAD = '/portal/system/file/v1/downloadFile';

let server: TestServer;
before(async () => {
  server = await startTestServer();
});
after(() => server.stop());
beforeEach(() => forgetRateLimits(server));

let registrations = 0;
/** A new supplier's registration (its own account and credit code holder): the answer with its ticket. */
async function register(account = `licence_${++registrations}`): Promise<RegisterResult> {
  const { body } = await server.request<Envelope<RegisterResult>>('POST', REGISTER, {
    body: {
      identity: 'supplier',
      account,
      password: await encrypted(server, 'Licence2026x'),
      fullname: '许静',
      mobile: '13612345670',
      email: `${account}@example.com`,
      company: {
        name: `宁波海通物流 ${account}`,
        creditCode: '91330108MA28N3PL1B',
        legalPerson: '郑海通',
        contactName: '许静',
        contactPhone: '0574-87651234',
        address: '浙江省宁波市北仑区明州路 88 号',
        businessScope: '仓储服务。',
      },
    },
  });
  assert.equal(body.state, true, body.message);
  return body.value as RegisterResult;
}

interface Upload {
  ticket?: string;
  name?: string;
  token?: string;
  language?: string;
}

/** user/uploadLicense over real HTTP (multipart: the ticket first, then the file). */
async function uploadLicense({ ticket, name = '营业执照.png', token, language }: Upload) {
  const form = new FormData();
  if (ticket !== undefined) form.append('ticket', ticket);
  form.append('file', new Blob([`${name} 的内容`], { type: 'image/png' }), name);
  const response = await fetch(server.url + UPLOAD, {
    method: 'POST',
    headers: {
      ...(token ? { authorization: `Bearer ${token}` } : {}),
      ...(language ? { 'accept-language': language } : {}),
    },
    body: form,
  });
  return { status: response.status, body: (await response.json()) as Envelope<UploadedFile> };
}

async function uploaded(ticket: string, name?: string): Promise<UploadedFile> {
  const { body } = await uploadLicense({ ticket, name });
  assert.equal(body.state, true, body.message);
  return body.value as UploadedFile;
}

async function download(fileId: string, token: string | undefined): Promise<number> {
  const response = await fetch(`${server.url}${DOWNLOAD}?fileId=${fileId}`, {
    headers: token ? { authorization: `Bearer ${token}` } : {},
  });
  await response.arrayBuffer();
  return response.status;
}

async function adminCall<T>(call: string, body: unknown) {
  return server.request<Envelope<T>>('POST', `/uc/uc/${call}`, {
    body,
    token: await tokenFor(server, 'admin'),
  });
}

describe('the business licence of a registration, before sign-in', () => {
  it('is opened by the ticket register answers, of which only the hash is kept, and reaches the review', async () => {
    const registered = await register();
    assert.ok(registered.licenseTicket.length >= 32);
    assert.ok(Date.parse(registered.licenseTicketExpireTime) > Date.now());
    const kept = await server.app.db
      .selectFrom('user_admissions')
      .select(['license_ticket_hash', 'license_ticket_expires_at'])
      .where('user_id', '=', registered.userId)
      .executeTakeFirstOrThrow();
    assert.equal(kept.license_ticket_hash, hashTicket(registered.licenseTicket));
    assert.notEqual(kept.license_ticket_hash, registered.licenseTicket);

    const file = await uploaded(registered.licenseTicket);
    assert.equal(file.fileName, '营业执照.png');
    assert.equal(file.username, registered.account);

    const review = await adminCall<PageList<Admission>>('ucAdmission/v1/query', {
      keyword: registered.account,
    });
    const [row] = review.body.value?.rows ?? [];
    const licence = JSON.parse(row?.company?.businessLicense ?? '[]') as UploadedFile[];
    assert.deepEqual(
      licence.map((one) => [one.fileId, one.fileName]),
      [[file.fileId, '营业执照.png']],
    );
    assert.equal(await download(file.fileId, await tokenFor(server, 'admin')), 200);
  });

  it('is replaced by a second upload, and the first is gone', async () => {
    const { licenseTicket, userId } = await register();
    const first = await uploaded(licenseTicket, '旧执照.jpg');
    const second = await uploaded(licenseTicket, '新执照.pdf');
    const links = await server.app.db
      .selectFrom('file_links')
      .select('file_id')
      .where('object_type', '=', 'admission')
      .where('object_id', '=', userId)
      .execute();
    assert.deepEqual(
      links.map((link) => link.file_id),
      [second.fileId],
    );
    const old = await server.app.db.selectFrom('files').select('id').where('id', '=', first.fileId).execute();
    assert.deepEqual(old, []);
  });

  it('refuses a missing, unknown or expired ticket, a reviewed registration and a file that is no licence', async () => {
    const { licenseTicket, userId } = await register();
    assert.deepEqual((await uploadLicense({})).body, {
      state: false,
      code: 400,
      message: '请求参数不正确：缺少营业执照上传凭证',
    });
    const unknown = await uploadLicense({ ticket: 'x'.repeat(32) });
    assert.deepEqual(
      [unknown.status, unknown.body.message],
      [403, '营业执照上传凭证无效或已过期，请重新提交注册'],
    );
    const notLicence = await uploadLicense({ ticket: licenseTicket, name: '说明.txt', language: 'en-US' });
    assert.deepEqual(
      [notLicence.status, notLicence.body.message],
      [400, 'Invalid request: the business licence must be a jpg, jpeg, png or pdf file'],
    );
    const zhTw = await uploadLicense({ ticket: 'x'.repeat(32), language: 'zh-TW' });
    assert.equal(zhTw.body.message, '營業執照上傳憑證無效或已過期，請重新提交註冊');

    await server.app.db
      .updateTable('user_admissions')
      .set({ license_ticket_expires_at: new Date(Date.now() - 1000) })
      .where('user_id', '=', userId)
      .execute();
    assert.equal((await uploadLicense({ ticket: licenseTicket })).status, 403);

    const reviewed = await register();
    await adminCall('ucAdmission/v1/decide', {
      userId: reviewed.userId,
      decision: 'reject',
      reason: '信息不全',
    });
    assert.equal((await uploadLicense({ ticket: reviewed.licenseTicket })).status, 403);
  });

  it('is kept when a rejected registration is registered again without a new one, and replaced with one', async () => {
    const registered = await register();
    const first = await uploaded(registered.licenseTicket);
    await adminCall('ucAdmission/v1/decide', {
      userId: registered.userId,
      decision: 'reject',
      reason: '营业执照不清晰',
    });
    const again = await register(registered.account);
    assert.equal(again.userId, registered.userId);
    assert.notEqual(again.licenseTicket, registered.licenseTicket);
    const company = () =>
      server.app.db
        .selectFrom('companies')
        .select('business_license')
        .where('user_id', '=', registered.userId)
        .executeTakeFirstOrThrow();
    assert.match((await company()).business_license ?? '', new RegExp(first.fileId));
    assert.equal((await uploadLicense({ ticket: registered.licenseTicket })).status, 403);
    const second = await uploaded(again.licenseTicket, '清晰执照.png');
    assert.match((await company()).business_license ?? '', new RegExp(second.fileId));
  });
});

/**
 * Who reads a registration's licence: its registrant (before activation through nothing, after it signed
 * in) and the site administrator; a staff 系统管理员 manages staff, not suppliers, so not them; nobody else.
 * The upload call itself answers the ticket, whoever is signed in: the ticket is the registrant's.
 */
describe('the registration licence’s permission matrix', () => {
  const READERS = [...IDENTITIES, 'registrant'] as const;
  type Reader = (typeof READERS)[number];
  const expect = outcomesIn(READERS);
  const tokens = new Map<Reader, string>();
  let licence: UploadedFile;
  let reviewedTicket: string;

  before(async () => {
    for (const [identity, account] of Object.entries(ACCOUNTS)) {
      tokens.set(identity as Reader, await tokenFor(server, account));
    }
    const registered = await register('licence_matrix');
    licence = await uploaded(registered.licenseTicket);
    await adminCall('ucAdmission/v1/decide', { userId: registered.userId, decision: 'activate' });
    reviewedTicket = registered.licenseTicket;
    tokens.set('registrant', await issueToken(server.app.db, registered.userId));
  });

  type Row = {
    call: string;
    object: string;
    run: (token?: string) => Promise<Outcome>;
    expected: Record<Reader, Outcome>;
  };
  const ROWS: Row[] = [
    {
      call: 'file/downloadFile',
      object: 'a registration’s licence',
      run: async (token) => (await download(licence.fileId, token)) as Outcome,
      expected: expect(401, 403, 403, 403, 403, 'ok', 'ok'),
    },
    {
      call: 'user/uploadLicense',
      object: 'a ticket of a registration waiting for review',
      run: async (token) => {
        const { licenseTicket } = await register();
        const { body } = await uploadLicense({ ticket: licenseTicket, token });
        return body.state ? 'ok' : 'refused';
      },
      expected: expect('ok', 'ok', 'ok', 'ok', 'ok', 'ok', 'ok'),
    },
    {
      call: 'user/uploadLicense',
      object: 'the ticket of a reviewed registration',
      run: async (token) => (await uploadLicense({ ticket: reviewedTicket, token })).status as Outcome,
      expected: expect(403, 403, 403, 403, 403, 403, 403),
    },
    {
      call: 'user/uploadLicense',
      object: 'no ticket',
      run: async (token) => (await uploadLicense({ token })).status as Outcome,
      expected: expect(400, 400, 400, 400, 400, 400, 400),
    },
  ];

  itAnswersAsTheTableSays(READERS, ROWS, async (row, reader) => {
    await forgetRateLimits(server);
    const outcome = await row.run(tokens.get(reader));
    return outcome === (200 as Outcome) ? 'ok' : outcome;
  });
});
