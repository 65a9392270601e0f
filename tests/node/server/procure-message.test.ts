import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import type { PageList } from '../../../api/contract/envelope.js';
import type { ProcureMessage } from '../../../api/contract/tender.js';
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

const LIST = '/portal/procureMessage/v1/getMyMessage';
const DETAIL = '/portal/procureMessage/v1/getDetail';
const READ_ALL = '/portal/procureMessage/v1/readAll';

describe('procureMessage getMyMessage, getDetail and readAll', () => {
  let server: TestServer;
  let supplierToken: string;
  let purchaserToken: string;

  before(async () => {
    server = await startTestServer();
    supplierToken = await issueToken(server.app.db, 'u-supplier');
    purchaserToken = await issueToken(server.app.db, 'u-purchaser');
  });
  after(() => server.stop());

  const list = (body: unknown, token = supplierToken) =>
    server.request<{ state: boolean; value: PageList<ProcureMessage>; message: string }>('POST', LIST, {
      body,
      token,
    });

  it('refuses visitors on every call', async () => {
    assert.equal((await server.request('POST', LIST, { body: {} })).status, 401);
    assert.equal((await server.request('GET', `${DETAIL}?id=m-1`)).status, 401);
    assert.equal((await server.request('GET', READ_ALL)).status, 401);
  });

  it('pages the caller’s own messages, newest first', async () => {
    const { status, body } = await list({ pageBean: { page: 1, pageSize: 3 } });
    assert.equal(status, 200);
    assert.equal(body.state, true);
    assert.equal(body.value.total, 5);
    assert.equal(body.value.rows.length, 3);
    assert.deepEqual(
      Object.keys(body.value.rows[0] ?? {}).sort(),
      ['content', 'createTime', 'id', 'isRead', 'projectId', 'readTime', 'subject', 'type'].sort(),
    );
    const times = body.value.rows.map((row) => Date.parse(row.createTime));
    assert.deepEqual(
      times,
      [...times].sort((a, b) => b - a),
    );
    assert.ok(body.value.rows.every((row) => row.isRead === false && row.readTime === null));
    const second = await list({ pageBean: { page: 2, pageSize: 3 } });
    assert.equal(second.body.value.rows.length, 2);
    const ids = new Set([...body.value.rows, ...second.body.value.rows].map((row) => row.id));
    assert.equal(ids.size, 5);
    const purchaser = await list({ pageBean: { page: 1, pageSize: 10 } }, purchaserToken);
    assert.equal(purchaser.body.value.total, 2);
    assert.ok(purchaser.body.value.rows.every((row) => !ids.has(row.id)));
  });

  it('filters on the subject and refuses a filter outside the whitelist or a bad body', async () => {
    const all = await list({ pageBean: { page: 1, pageSize: 10 } });
    const subject = all.body.value.rows[0]?.subject ?? '';
    const found = await list({
      pageBean: { page: 1, pageSize: 10 },
      querys: [{ property: 'subject', value: subject, operation: 'LIKE' }],
    });
    assert.ok(found.body.value.rows.length >= 1);
    assert.ok(found.body.value.rows.every((row) => row.subject.includes(subject)));
    const unknown = await list({
      pageBean: { page: 1, pageSize: 10 },
      querys: [{ property: 'receiver_id', value: 'u-purchaser', operation: 'EQUAL' }],
    });
    assert.equal(unknown.status, 400);
    assert.deepEqual(unknown.body, { state: false, message: '不支持的查询条件：receiver_id', code: 400 });
    const bad = await list({ pageBean: { page: 0, pageSize: 10 } });
    assert.equal(bad.status, 400);
    assert.equal(bad.body.state, false);
  });

  it('opens the caller’s message, marks it read and filters on is_read', async () => {
    const { status, body } = await server.request<{
      state: boolean;
      value: PageList<ProcureMessage>['rows'][number];
    }>('GET', `${DETAIL}?id=m-1`, { token: supplierToken });
    assert.equal(status, 200);
    assert.equal(body.state, true);
    assert.equal(body.value.id, 'm-1');
    assert.equal(body.value.isRead, true);
    assert.ok(body.value.readTime);
    const unread = await list({
      pageBean: { page: 1, pageSize: 10 },
      querys: [{ property: 'isRead', value: false, operation: 'EQUAL' }],
    });
    assert.equal(unread.body.value.total, 4);
    assert.ok(unread.body.value.rows.every((row) => row.id !== 'm-1' && !row.isRead));
    const read = await list({
      pageBean: { page: 1, pageSize: 10 },
      querys: [{ property: 'is_read', value: 'true', operation: 'EQUAL' }],
    });
    assert.deepEqual(
      read.body.value.rows.map((row) => row.id),
      ['m-1'],
    );
    const count = await server.request<{ value: number }>('POST', UNREAD, { body: {}, token: supplierToken });
    assert.equal(count.body.value, 4);
  });

  it('refuses another user’s message and a missing one alike, leaving them unread', async () => {
    const purchaserRows = (await list({ pageBean: { page: 1, pageSize: 10 } }, purchaserToken)).body.value
      .rows;
    const foreignId = purchaserRows[0]?.id ?? '';
    const foreign = await server.request('GET', `${DETAIL}?id=${encodeURIComponent(foreignId)}`, {
      token: supplierToken,
    });
    assert.equal(foreign.status, 200);
    assert.deepEqual(foreign.body, { state: false, message: '消息不存在' });
    const missing = await server.request('GET', `${DETAIL}?id=m-none`, { token: supplierToken });
    assert.deepEqual(missing.body, { state: false, message: '消息不存在' });
    const count = await server.request<{ value: number }>('POST', UNREAD, {
      body: {},
      token: purchaserToken,
    });
    assert.equal(count.body.value, 2);
    const noId = await server.request('GET', DETAIL, { token: supplierToken });
    assert.equal(noId.status, 400);
  });

  it('marks all the caller’s messages read and answers how many', async () => {
    const { status, body } = await server.request('GET', READ_ALL, { token: supplierToken });
    assert.equal(status, 200);
    assert.deepEqual(body, { state: true, message: '操作成功', value: 4, code: 200 });
    const count = await server.request<{ value: number }>('POST', UNREAD, { body: {}, token: supplierToken });
    assert.equal(count.body.value, 0);
    const again = await server.request('GET', READ_ALL, { token: supplierToken });
    assert.deepEqual(again.body, { state: true, message: '操作成功', value: 0, code: 200 });
    const purchaser = await server.request<{ value: number }>('POST', UNREAD, {
      body: {},
      token: purchaserToken,
    });
    assert.equal(purchaser.body.value, 2);
  });
});
