/**
 * A NUL character (U+0000) in text, which PostgreSQL cannot store (issue 34 item 22): every call refuses it
 * with the 400 envelope in the caller's language, from the body, the query or the path, before any route
 * reads it; nothing is written.
 */
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import type { Envelope } from '../../../api/contract/envelope.js';
import { startTestServer, type TestServer } from './harness.js';
import { tokenFor } from './identity-helpers.js';

const NUL = '\u0000';
const REFUSED = '请求参数不正确：文本不能包含空字符（U+0000）';

describe('text with a NUL character', () => {
  let server: TestServer;
  let staff: string;

  before(async () => {
    server = await startTestServer();
    staff = await tokenFor(server, 'staff');
  });
  after(() => server.stop());

  const call = (
    method: string,
    path: string,
    body?: unknown,
    options: { token?: string; language?: string } = {},
  ) =>
    server.request<Envelope>(method, path, {
      body,
      token: options.token,
      headers: options.language ? { 'accept-language': options.language } : {},
    });

  it('is refused with the 400 envelope wherever it comes: a notice query, a group, a message, a phrase', async () => {
    const answers = [
      await call('POST', '/portal/procureNotice/v1/queryFront', {
        pageBean: { page: 1, pageSize: 10 },
        querys: [{ property: 'title', value: `招标${NUL}`, operation: 'LIKE' }],
      }),
      await call('POST', '/uc/ucGroup/v1/save', { name: `组${NUL}名` }, { token: staff }),
      await call(
        'POST',
        '/message/messageSend/v1/send',
        { receiverIds: ['u-chenjing'], subject: `主题${NUL}`, body: '<p>正文</p>' },
        { token: staff },
      ),
      await call(
        'POST',
        '/bpmModel/flow/approvalItem/v1/save',
        { expression: `同意${NUL}` },
        { token: staff },
      ),
    ];
    for (const answer of answers) {
      assert.equal(answer.status, 400, JSON.stringify(answer.body));
      assert.deepEqual(answer.body, { state: false, message: REFUSED, code: 400 });
    }
    const groups = await server.app.db.selectFrom('contact_groups').select('name').execute();
    assert.ok(!groups.some((group) => group.name.includes('组')));
  });

  it('is refused in a key, deep in a list, in the query string and in the path', async () => {
    const deep = await call(
      'POST',
      '/uc/ucGroup/v1/save',
      { name: '组', extra: [{ [`k${NUL}`]: 1 }] },
      { token: staff },
    );
    assert.deepEqual(deep.body, { state: false, message: REFUSED, code: 400 });
    const query = await call('GET', `/uc/ucGroupUser/v1/getGroupUsers?groupId=g%00`, undefined, {
      token: staff,
    });
    assert.deepEqual(query.body, { state: false, message: REFUSED, code: 400 });
    const path = await call('GET', '/portal/system/file/v1/a%00b', undefined, { token: staff });
    assert.deepEqual(path.body, { state: false, message: REFUSED, code: 400 });
  });

  it('says so in the caller’s language', async () => {
    const body = { expression: `同意${NUL}` };
    const english = await call('POST', '/bpmModel/flow/approvalItem/v1/save', body, {
      token: staff,
      language: 'en-US',
    });
    assert.equal(english.body.message, 'Invalid request: text may not contain the NUL character (U+0000)');
    const traditional = await call('POST', '/bpmModel/flow/approvalItem/v1/save', body, {
      token: staff,
      language: 'zh-TW',
    });
    assert.equal(traditional.body.message, '請求參數不正確：文字不能包含空字元（U+0000）');
  });

  it('leaves text without one as it was', async () => {
    const saved = await call('POST', '/uc/ucGroup/v1/save', { name: '无空字符的组' }, { token: staff });
    assert.equal(saved.body.state, true, saved.body.message);
  });
});
