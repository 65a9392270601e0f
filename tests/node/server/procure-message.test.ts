import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { issueToken, revokeToken } from '../../../api/server/auth/sessions.js';
import { startTestServer, type TestServer } from './harness.js';

const UNREAD = '/portal/procureMessage/v1/getMyUnReadCount';

describe('procureMessage getMyUnReadCount', () => {
  let server: TestServer;
  let supplierToken: string;

  before(async () => {
    server = await startTestServer();
    supplierToken = await issueToken(server.app.db, 'u-supplier');
  });
  after(() => server.stop());

  it('refuses a visitor with a 401 envelope', async () => {
    const { status, body } = await server.request('POST', UNREAD, { body: {} });
    assert.equal(status, 401);
    assert.deepEqual(body, { state: false, message: '登录已失效，请重新登录', code: 401 });
  });

  it('counts the unread messages of the signed-in user from the messages table', async () => {
    const { status, body } = await server.request('POST', UNREAD, { body: {}, token: supplierToken });
    assert.equal(status, 200);
    assert.deepEqual(body, { state: true, message: '操作成功', value: 5, code: 200 });
  });

  it('follows the table when messages are read or arrive', async () => {
    const { db } = server.app;
    await db.updateTable('procure_messages').set({ is_read: true }).where('id', '=', 'm-1').execute();
    await db
      .insertInto('procure_messages')
      .values({
        id: 'm-new',
        receiver_id: 'u-supplier',
        subject: '新消息',
        content: '',
        type: 'notice',
        project_id: null,
        read_at: null,
      })
      .execute();
    const { body } = await server.request<{ value: number }>('POST', UNREAD, {
      body: {},
      token: supplierToken,
    });
    assert.equal(body.value, 5);
    await db
      .updateTable('procure_messages')
      .set({ is_read: true })
      .where('receiver_id', '=', 'u-supplier')
      .execute();
    const after = await server.request<{ value: number }>('POST', UNREAD, { body: {}, token: supplierToken });
    assert.equal(after.body.value, 0);
  });

  it('counts only the caller’s own messages', async () => {
    const token = await issueToken(server.app.db, 'u-purchaser');
    const { body } = await server.request<{ value: number }>('POST', UNREAD, { body: {}, token });
    assert.equal(body.value, 2);
  });

  it('refuses a revoked or unknown token', async () => {
    const token = await issueToken(server.app.db, 'u-supplier2');
    await revokeToken(server.app.db, token);
    assert.equal((await server.request('POST', UNREAD, { body: {}, token })).status, 401);
    assert.equal((await server.request('POST', UNREAD, { body: {}, token: 'nonsense' })).status, 401);
  });

  it('answers an unknown route with a 404 envelope', async () => {
    const { status, body } = await server.request('GET', '/portal/nothing/here');
    assert.equal(status, 404);
    assert.deepEqual(body, { state: false, message: '接口不存在：GET /portal/nothing/here', code: 404 });
  });
});
