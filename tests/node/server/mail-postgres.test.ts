/**
 * Mail on PostgreSQL with two servers on one database (issue 15): what one server process sends and syncs,
 * the other lists, reads and changes; nothing of mail lives in one process's memory. The first server runs
 * the development mail service, which both reach; both have MAIL_SECRET_KEY, the key of the passwords. Skipped where no PostgreSQL server binaries are installed.
 */
import assert from 'node:assert/strict';
import { randomBytes } from 'node:crypto';
import { after, before, describe, it } from 'node:test';
import { startTestServer, type TestServer } from './harness.js';
import { tokenFor } from './identity-helpers.js';
import { MAIL, mailSession } from './mail-helpers.js';
import { NO_POSTGRES, postgresBin, testDatabase } from './postgres-cluster.js';

const bin = postgresBin();

describe('mail on PostgreSQL, two servers on one database', { skip: bin ? false : NO_POSTGRES }, () => {
  let first: TestServer;
  let second: TestServer;

  before(async () => {
    // Processes with data folders of their own share the key of the account passwords (README).
    process.env.MAIL_SECRET_KEY = randomBytes(32).toString('base64');
    const { url, dataDir } = await testDatabase('seeded');
    first = await startTestServer({ databaseUrl: url, dataDir, seedDemo: true, devMail: true });
    second = await startTestServer({ databaseUrl: url, seedDemo: false });
  });
  after(async () => {
    await first?.stop();
    await second?.stop();
    delete process.env.MAIL_SECRET_KEY;
  });

  it('sends on one server; the colleague syncs on the other and reads on the first', async () => {
    const staff = mailSession(first, await tokenFor(first, 'staff'));
    const lina = mailSession(second, await tokenFor(second, 'lina'));
    const linaOnFirst = mailSession(first, await tokenFor(first, 'lina'));
    const fileId = await staff.upload('日程.txt', '周五 14:00 部门例会');
    await staff.value('POST', `${MAIL}/send`, {
      to: ['lina@hdny.example.com'],
      subject: '部门例会',
      html: '<p>周五下午开会。</p>',
      attachments: [fileId],
    });
    const [synced] = await lina.sync();
    assert.equal(synced?.added, 1, synced?.error ?? '');
    const inbox = await linaOnFirst.folder('inbox');
    assert.equal(inbox.unread, 1);
    const [row] = (await linaOnFirst.list(inbox.id, '例会')).rows;
    assert.equal(row?.subject, '部门例会');
    const detail = await linaOnFirst.detail(row?.id ?? '');
    assert.equal(detail.attachments[0]?.name, '日程.txt');
    await lina.value('POST', `${MAIL}/isRead?ids=${row?.id}&isRead=true`);
    assert.equal((await linaOnFirst.folder('inbox')).unread, 0);
  });
});
