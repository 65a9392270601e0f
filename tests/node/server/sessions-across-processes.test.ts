/**
 * Several server processes on one PostgreSQL: each keeps what it read about tokens, menus and unread
 * counts in memory (api/server/db/change-feed.ts), and a sign-out, a password change or a disabled user
 * made through one of them must take effect on the others within a second (CACHE_VALIDITY_MS). Two apps
 * in this process stand for two processes: each has its own database pool, caches and listening
 * connection.
 */
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { DEFAULT_RATE_LIMITS } from '../../../api/server/auth/rate-limit.js';
import { CACHE_VALIDITY_MS } from '../../../api/server/db/change-feed.js';
import { startTestServer, type TestServer } from './harness.js';
import { auth, encrypted, signIn } from './identity-helpers.js';
import { NO_POSTGRES, postgresBin, testDatabase } from './postgres-cluster.js';

const WHO_AM_I = '/uc/api/user/v1/user/getByAccount';
const CHANGE_PASSWORD = '/uc/api/user/v1/user/changUserPsd';
const UNREAD = '/portal/procureMessage/v1/getMyUnReadCount';

const bin = postgresBin();

/**
 * What `read` answers once it is `expected`, asked again until then or until the cache's bound is over:
 * what a process read just before the change may be kept that long (plus the time of one request).
 */
async function settled<T>(read: () => Promise<T>, expected: T): Promise<T> {
  const deadline = Date.now() + CACHE_VALIDITY_MS + 500;
  for (;;) {
    const value = await read();
    if (value === expected || Date.now() > deadline) return value;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

async function statusWithin(server: TestServer, token: string, expected: number): Promise<number> {
  return settled(async () => (await server.request('POST', WHO_AM_I, { body: {}, token })).status, expected);
}

describe('two server processes on one PostgreSQL', { skip: bin ? false : NO_POSTGRES }, () => {
  let first: TestServer;
  let second: TestServer;

  before(async () => {
    const { url, dataDir } = await testDatabase('seeded');
    first = await startTestServer({ databaseUrl: url, dataDir, seedDemo: true });
    // The second shares the data folder's key pair, as processes behind one load balancer do.
    second = await startTestServer({
      databaseUrl: url,
      seedDemo: false,
      dataDir: first.app.ctx.dataDir,
    });
  });

  after(async () => {
    await second?.stop();
    await first?.stop();
  });

  it('a sign-out through one process is refused by the other', async () => {
    const token = await signIn(first, 'supplier');
    // Both processes have seen (and cached) the token.
    assert.equal((await first.request('POST', WHO_AM_I, { body: {}, token })).status, 200);
    assert.equal((await second.request('POST', WHO_AM_I, { body: {}, token })).status, 200);
    const signedOut = await first.request('GET', '/uc/signout', { token });
    assert.equal(signedOut.status, 200);
    assert.equal((await first.request('POST', WHO_AM_I, { body: {}, token })).status, 401);
    assert.equal(await statusWithin(second, token, 401), 401);
  });

  it('a password change through one process signs the user out on the other', async () => {
    const token = await signIn(first, 'purchaser');
    assert.equal((await second.request('POST', WHO_AM_I, { body: {}, token })).status, 200);
    const changed = await second.request('POST', CHANGE_PASSWORD, {
      token,
      body: {
        oldPwd: await encrypted(second, 'Portal@2026'),
        newPwd: await encrypted(second, 'Purchaser2026'),
      },
    });
    assert.equal(changed.status, 200);
    assert.equal(await statusWithin(first, token, 401), 401);
    assert.ok(await signIn(first, 'purchaser', 'Purchaser2026'));
  });

  it('a user disabled in the database is refused by both', async () => {
    const token = await signIn(first, 'supplier2');
    for (const server of [first, second]) {
      assert.equal((await server.request('POST', WHO_AM_I, { body: {}, token })).status, 200);
    }
    await first.app.db.updateTable('users').set({ status: 0 }).where('account', '=', 'supplier2').execute();
    for (const server of [first, second]) assert.equal(await statusWithin(server, token, 401), 401);
  });

  it('a user an administrator marks as left through one process is refused by the other', async () => {
    const token = await signIn(second, 'huangmin');
    assert.equal((await second.request('POST', WHO_AM_I, { body: {}, token })).status, 200);
    const left = await first.request('POST', '/uc/uc/ucUser/v1/setStatus', {
      token: await signIn(first, 'admin'),
      body: { id: 'u-huangmin', status: 2 },
    });
    assert.equal(left.status, 200);
    assert.equal(await statusWithin(second, token, 401), 401);
  });

  it('a message read through one process updates the unread count the other answers', async () => {
    const token = await signIn(first, 'supplier3');
    const unread = async (server: TestServer) =>
      (await server.request<{ value: number }>('POST', UNREAD, { body: {}, token })).body.value;
    const before = await unread(second);
    await first.app.db
      .insertInto('procure_messages')
      .values({
        id: 'm-across-processes',
        receiver_id: 'u-supplier3',
        subject: '跨进程消息',
        content: '跨进程消息',
        type: 'system',
        project_id: null,
        read_at: null,
      })
      .execute();
    assert.equal(await settled(() => unread(second), before + 1), before + 1);
  });

  it("counts a client's sign-in attempts once across both processes: the allowance is not doubled", async () => {
    const allowed = DEFAULT_RATE_LIMITS.auth;
    // Alternating between the processes, as a load balancer would send them.
    for (let attempt = 0; attempt < allowed; attempt++) {
      const server = attempt % 2 ? second : first;
      const answer = await auth(server, 'purchaser2', 'Guess@0000');
      assert.equal(answer.status, 200, `attempt ${attempt + 1}`);
      assert.equal(answer.body.state, false);
    }
    for (const server of [first, second]) {
      const blocked = await auth(server, 'purchaser2');
      assert.equal(blocked.status, 429);
      assert.deepEqual(blocked.body, { state: false, message: '请求过于频繁，请稍后再试', code: 429 });
    }
  });
});
