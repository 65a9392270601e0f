import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import type { AdminChange } from '../../../api/contract/admin.js';
import type { Envelope, PageList } from '../../../api/contract/envelope.js';
import { type AdminChangeInput, recordAdminChange } from '../../../api/server/admin/change-log.js';
import { startTestServer, type TestServer } from './harness.js';
import { tokenFor } from './identity-helpers.js';

/** The site administrator disables (status 1 → 0) or enables (0 → 1) a user: the change as recorded. */
const adminSetsStatus = (userId: string, from: 0 | 1, to: 0 | 1): AdminChangeInput => ({
  actorId: 'u-admin',
  kind: to === 0 ? 'user.disable' : 'user.enable',
  objectType: 'user',
  objectId: userId,
  before: { status: from },
  after: { status: to },
});

/** The administrative change log (issue 38) over HTTP: written in the change's transaction, read by administrators. */
describe('the administrative change log', () => {
  let server: TestServer;
  const query = async (account: string, body: unknown) =>
    server.request<Envelope<PageList<AdminChange>>>('POST', '/uc/uc/adminChange/v1/query', {
      token: await tokenFor(server, account),
      body,
      headers: { 'accept-language': 'en-US' },
    });

  before(async () => {
    server = await startTestServer();
    const { db } = server.app;
    await db.transaction().execute(async (trx) => {
      await recordAdminChange(trx, adminSetsStatus('u-huangmin', 1, 0));
      await recordAdminChange(trx, adminSetsStatus('u-supplier3', 1, 0));
    });
    // A change whose transaction rolls back leaves no record.
    await assert.rejects(
      db.transaction().execute(async (trx) => {
        await recordAdminChange(trx, adminSetsStatus('u-huangmin', 0, 1));
        throw new Error('the change failed');
      }),
    );
  });
  after(() => server.stop());

  it('lists the changes newest first, with who, what and before and after, to the site administrator', async () => {
    const { body } = await query('admin', { objectType: 'user' });
    assert.equal(body.state, true);
    const rows = body.value?.rows ?? [];
    assert.deepEqual(
      rows.map((row) => [row.kind, row.objectId, row.actorAccount]),
      [
        ['user.disable', 'u-supplier3', 'admin'],
        ['user.disable', 'u-huangmin', 'admin'],
      ],
    );
    assert.deepEqual([rows[1]?.before, rows[1]?.after], [{ status: 1 }, { status: 0 }]);
    assert.equal(body.value?.total, 2);
  });

  it('filters by actor, object and time', async () => {
    const byObject = await query('admin', { objectId: 'u-huangmin', actor: 'admin' });
    assert.deepEqual(
      byObject.body.value?.rows.map((row) => row.objectId),
      ['u-huangmin'],
    );
    const later = await query('admin', { from: new Date(Date.now() + 60_000).toISOString() });
    assert.equal(later.body.value?.total, 0);
  });

  it('shows a staff 系统管理员 the changes of staff accounts only', async () => {
    const { body } = await query('zhaolei', {});
    assert.deepEqual(
      body.value?.rows.map((row) => row.objectId),
      ['u-huangmin'],
    );
  });

  it('refuses everyone else, in their language', async () => {
    for (const account of ['staff', 'supplier', 'purchaser']) {
      const { status, body } = await query(account, {});
      assert.equal(status, 403, account);
      assert.equal(body.message, 'You do not have system administration rights');
    }
  });

  it('refuses a page size out of range', async () => {
    const { status } = await query('admin', { pageSize: 1000 });
    assert.equal(status, 400);
  });
});
