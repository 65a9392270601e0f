/**
 * The messages, a supplier's registrations and the project lists from memory (issue 39,
 * workflow/lists/per-user-cache.ts MESSAGE_LISTS and TENDER_LISTS) stay exact: a message sent or read, a
 * registration filed or a project renamed, by a statement Kysely built or a raw one, is answered at the
 * next request. On the embedded database; and on PostgreSQL with two apps (each its own pool, caches and
 * change feed, like two processes), a change made through one is answered by the other at once.
 */
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { sql } from 'kysely';
import type { Envelope, PageList } from '../../../api/contract/envelope.js';
import type { ProjectSummary } from '../../../api/contract/procure-project.js';
import { issueToken } from '../../../api/server/auth/sessions.js';
import type { Db } from '../../../api/server/db/database.js';
import { UNREVIEWED_REGISTRATION } from '../../../api/server/tender/access.js';
import { startTestServer, type TestServer } from './harness.js';
import { NO_POSTGRES, postgresBin } from './postgres-cluster.js';
import { type TwoServers, twoServersOnPostgres } from './two-servers.js';

const FIRST_PAGE = { pageBean: { page: 1, pageSize: 100 } };
const INNER = '/message/messageReceiver/v1';
const TENDER_MESSAGES = '/portal/procureMessage/v1';
const PROJECTS = '/form/wProcureproject/v1';
const REGISTRATIONS = '/form/wBiddingProjectRegistration/v1';

type Account = 'staff' | 'supplier' | 'purchaser';

/** The lists as `server` answers them. */
function lists(server: () => TestServer, tokens: () => Record<Account, string>) {
  const value = async <T>(account: Account, method: 'GET' | 'POST', path: string, body?: unknown) => {
    const answer = await server().request<Envelope<T>>(method, path, { token: tokens()[account], body });
    assert.equal(answer.status, 200, `${path}: ${answer.body.message}`);
    return answer.body.value as T;
  };
  return {
    inner: () => value<PageList<{ id: string }>>('staff', 'POST', `${INNER}/list`, FIRST_PAGE),
    innerUnread: () => value<number>('staff', 'GET', `${INNER}/getMsgbadge`),
    tender: () =>
      value<PageList<{ id: string }>>('supplier', 'POST', `${TENDER_MESSAGES}/getMyMessage`, FIRST_PAGE),
    tenderUnread: () => value<number>('supplier', 'POST', `${TENDER_MESSAGES}/getMyUnReadCount`, {}),
    registrations: () =>
      value<PageList<{ id: string }>>('supplier', 'POST', `${REGISTRATIONS}/queryMyRegistration`, FIRST_PAGE),
    purchased: () =>
      value<PageList<ProjectSummary>>('purchaser', 'POST', `${PROJECTS}/queryPurchaserProject`, FIRST_PAGE),
    mine: () => value<PageList<ProjectSummary>>('supplier', 'POST', `${PROJECTS}/queryMyProject`, FIRST_PAGE),
  };
}

let sequence = 0;

/** The changes, each followed at once by the reads of `reader` (another process's, on PostgreSQL). */
async function changesAreSeenAtOnce(writer: Db, reader: ReturnType<typeof lists>): Promise<void> {
  sequence += 1;
  const tag = `${process.pid}-${sequence}`;
  // Read twice: the second answer is the kept one.
  const before = {
    inner: (await reader.inner()).total,
    innerUnread: await reader.innerUnread(),
    tender: (await reader.tender()).total,
    tenderUnread: await reader.tenderUnread(),
    registrations: (await reader.registrations()).total,
    purchased: (await reader.purchased()).total,
    mine: (await reader.mine()).total,
  };
  assert.equal((await reader.inner()).total, before.inner);
  assert.equal(await reader.tenderUnread(), before.tenderUnread);
  assert.equal((await reader.purchased()).total, before.purchased);

  // An inner message to the staff user (raw statements, as a script's), then read by them.
  const innerId = `m-cache-${tag}`;
  await sql`insert into inner_messages (id, sender_id, sender_name, subject, body, type)
    values (${innerId}, null, '系统', '缓存测试', '<p>内容</p>', 'system')`.execute(writer);
  await sql`insert into inner_message_receipts (message_id, receiver_id) values (${innerId}, 'u-staff')`.execute(
    writer,
  );
  const inner = await reader.inner();
  assert.equal(inner.total, before.inner + 1);
  assert.ok(
    inner.rows.some((row) => row.id === innerId),
    'the new message is listed',
  );
  assert.equal(await reader.innerUnread(), before.innerUnread + 1);
  await writer
    .updateTable('inner_message_receipts')
    .set({ is_read: true, read_at: new Date() })
    .where('message_id', '=', innerId)
    .execute();
  assert.equal(await reader.innerUnread(), before.innerUnread);

  // A tender-site message to the supplier.
  const tenderId = `pm-cache-${tag}`;
  await writer
    .insertInto('procure_messages')
    .values({ id: tenderId, receiver_id: 'u-supplier', subject: '缓存测试', content: '内容', type: 'system' })
    .execute();
  const tender = await reader.tender();
  assert.equal(tender.total, before.tender + 1);
  assert.ok(
    tender.rows.some((row) => row.id === tenderId),
    'the new tender message is listed',
  );
  assert.equal(await reader.tenderUnread(), before.tenderUnread + 1);

  // A project of the purchaser, then the supplier's registration on it (which puts it in their list).
  const projectId = `p-cache-${tag}`;
  await writer
    .insertInto('procure_projects')
    .values({
      id: projectId,
      project_name: `缓存测试项目${tag}`,
      project_no: `CACHE-${tag}`,
      budget_money: 100_000,
      transaction_mode: 'competitive',
      quotation_mode: 'sum',
      procure_type: 'gkbx',
      purchaser_id: 'u-purchaser',
      purchaser_name: '华东能源集团采购部',
      state: 'registering',
    })
    .execute();
  const purchased = await reader.purchased();
  assert.equal(purchased.total, before.purchased + 1);
  assert.ok(
    purchased.rows.some((row) => row.id === projectId),
    'the new project is the purchaser’s',
  );
  await writer
    .insertInto('procure_registrations')
    .values({
      id: `r-cache-${tag}`,
      project_id: projectId,
      supplier_id: 'u-supplier',
      supplier_name: '缓存测试供应商',
      ...UNREVIEWED_REGISTRATION,
    })
    .execute();
  assert.equal((await reader.registrations()).total, before.registrations + 1);
  assert.equal((await reader.mine()).total, before.mine + 1);

  // Renamed by a raw statement: the next page shows the new name.
  await sql`update procure_projects set project_name = ${`改名项目${tag}`} where id = ${projectId}`.execute(
    writer,
  );
  const renamed = (await reader.purchased()).rows.find((row) => row.id === projectId);
  assert.equal(renamed?.fProjectName, `改名项目${tag}`);
}

async function tokensOf(db: Db): Promise<Record<Account, string>> {
  return {
    staff: await issueToken(db, 'u-staff'),
    supplier: await issueToken(db, 'u-supplier'),
    purchaser: await issueToken(db, 'u-purchaser'),
  };
}

describe('messages, registrations and project lists from memory on the embedded database', () => {
  let server: TestServer;
  let tokens: Record<Account, string>;
  before(async () => {
    server = await startTestServer();
    tokens = await tokensOf(server.app.db);
  });
  after(() => server?.stop());

  it('answer a message sent or read, a registration filed, a project added or renamed at the next request', async () => {
    await changesAreSeenAtOnce(
      server.app.db,
      lists(
        () => server,
        () => tokens,
      ),
    );
  });
});

describe('messages, registrations and project lists from memory, two processes on PostgreSQL', {
  skip: postgresBin() ? false : NO_POSTGRES,
}, () => {
  let servers: TwoServers;
  let tokens: Record<Account, string>;
  before(async () => {
    servers = await twoServersOnPostgres();
    tokens = await tokensOf(servers.first.app.db);
  });
  after(() => servers?.stop());

  it('answer a change made through one process at the other’s next request', async () => {
    await changesAreSeenAtOnce(
      servers.first.app.db,
      lists(
        () => servers.second,
        () => tokens,
      ),
    );
  });
});
