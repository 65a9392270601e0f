/**
 * The per-user lists from memory (issue 39, workflow/lists/per-user-cache.ts) stay exact: once a task is
 * handled, taken over or added, by the engine's statements or any other, the next request of the to-do
 * list, its count and card, and the requests and done lists answers it. On the embedded database; and on
 * PostgreSQL with two apps (each its own pool, caches and change feed, like two processes), the change
 * made through one is answered by the other at its very next request, without waiting.
 */
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { sql } from 'kysely';
import type { Envelope, PageList } from '../../../api/contract/envelope.js';
import type { CardList, DoneTaskRow, InstanceRow, TodoRow } from '../../../api/contract/workflow-lists.js';
import type { Db } from '../../../api/server/db/database.js';
import { startTestServer, type TestServer } from './harness.js';
import { NO_POSTGRES, postgresBin, testDatabase } from './postgres-cluster.js';
import {
  fixtureTokens,
  insertWorkflowListFixture,
  RUNTIME,
  WL,
  WL_COUNTS,
  WL_NAMES,
  type WlUser,
} from './workflow-lists-fixtures.js';

const FIRST_PAGE = { pageBean: { page: 1, pageSize: 100 } };

/** The lists as `server` answers them to the fixture's users. */
function lists(server: () => TestServer, tokens: () => Record<WlUser, string>) {
  const value = async <T>(user: WlUser, path: string, body: unknown = {}): Promise<T> => {
    const answer = await server().request<Envelope<T>>('POST', `${RUNTIME}${path}`, {
      token: tokens()[user],
      body,
    });
    assert.equal(answer.status, 200, `${path}: ${answer.body.message}`);
    return answer.body.value as T;
  };
  return {
    todo: (user: WlUser = 'approver') => value<PageList<TodoRow>>(user, '/task/v1/getTodoList', FIRST_PAGE),
    todoCount: () => value<number>('approver', '/task/v1/getTodoCount'),
    todoCard: () => value<CardList<TodoRow>>('approver', '/task/v1/getTodoCard'),
    done: () => value<PageList<DoneTaskRow>>('approver', '/instance/v1/getDoneList', FIRST_PAGE),
    requests: () => value<PageList<InstanceRow>>('staff', '/instance/v1/myRequest', FIRST_PAGE),
  };
}

/** What the engine's statements do when the approver agrees to a task (a raw statement, as a script's). */
async function handle(db: Db, taskId: string): Promise<void> {
  await sql`update bpm_tasks set status = 'done', action = 'agree', completed_by = ${WL.approver},
    completed_at = now() where id = ${taskId}`.execute(db);
}

/** The changes, each followed at once by the reads of `reader` (another process's, on PostgreSQL). */
async function changesAreSeenAtOnce(writer: Db, reader: ReturnType<typeof lists>): Promise<void> {
  // Read twice: the second answer is the kept one.
  for (let round = 0; round < 2; round += 1) {
    assert.equal((await reader.todo()).total, WL_COUNTS.approverTodo);
    assert.equal(await reader.todoCount(), WL_COUNTS.approverTodo);
    assert.equal((await reader.todoCard()).total, WL_COUNTS.approverTodo);
    assert.equal((await reader.done()).total, WL_COUNTS.approverDone);
  }
  const todo = await reader.todo();
  const handled = todo.rows.find((row) => row.lockStatus === 2)?.taskId ?? '';
  assert.ok(handled, 'the approver has a task of their own');

  await handle(writer, handled);
  const after = await reader.todo();
  assert.equal(after.total, WL_COUNTS.approverTodo - 1);
  assert.ok(!after.rows.some((row) => row.taskId === handled), 'the handled task left the to-do list');
  assert.equal(await reader.todoCount(), WL_COUNTS.approverTodo - 1);
  assert.equal((await reader.todoCard()).total, WL_COUNTS.approverTodo - 1);
  const done = await reader.done();
  assert.equal(done.total, WL_COUNTS.approverDone + 1);
  assert.equal(done.rows[0]?.taskId, handled, 'the handled task heads the done list');

  // A statement Kysely built: a colleague locks a shared task; the approver sees it locked by them.
  const shared = after.rows.find((row) => row.lockStatus === 1)?.taskId ?? '';
  assert.ok(shared, 'the approver shares a task with colleagues');
  await writer.updateTable('bpm_tasks').set({ lock_user_id: WL.other }).where('id', '=', shared).execute();
  const locked = (await reader.todo()).rows.find((row) => row.taskId === shared);
  assert.deepEqual([locked?.lockStatus, locked?.lockUserName], [4, WL_NAMES.other]);

  // The initiator's request list follows its instances: one withdrawn leaves the running ones.
  const requests = await reader.requests();
  const running = requests.rows.find((row) => row.status === 'running')?.instId ?? '';
  await sql`update bpm_instances set status = 'revoke' where id = ${running}`.execute(writer);
  const withdrawn = (await reader.requests()).rows.find((row) => row.instId === running);
  assert.equal(withdrawn?.status, 'revoke');

  // Another user's list is their own: the initiator has no to-do of the approver's.
  assert.ok(!(await reader.todo('staff')).rows.some((row) => row.taskId === shared));
}

describe('per-user lists from memory on the embedded database', () => {
  let server: TestServer;
  let tokens: Record<WlUser, string>;
  before(async () => {
    server = await startTestServer();
    await insertWorkflowListFixture(server.app.db);
    tokens = await fixtureTokens(server.app.db);
  });
  after(() => server?.stop());

  it('answer a handled, locked or withdrawn task at the next request', async () => {
    await changesAreSeenAtOnce(
      server.app.db,
      lists(
        () => server,
        () => tokens,
      ),
    );
  });
});

describe('per-user lists from memory, two processes on PostgreSQL', {
  skip: postgresBin() ? false : NO_POSTGRES,
}, () => {
  let first: TestServer;
  let second: TestServer;
  let tokens: Record<WlUser, string>;
  before(async () => {
    const { url, dataDir } = await testDatabase('seeded');
    first = await startTestServer({ databaseUrl: url, dataDir, seedDemo: true });
    second = await startTestServer({ databaseUrl: url, seedDemo: false, dataDir: first.app.ctx.dataDir });
    await insertWorkflowListFixture(first.app.db);
    tokens = await fixtureTokens(first.app.db);
  });
  after(async () => {
    await second?.stop();
    await first?.stop();
  });

  it('answer a change made through one process at the other’s next request', async () => {
    await changesAreSeenAtOnce(
      first.app.db,
      lists(
        () => second,
        () => tokens,
      ),
    );
    // And the writing process's own lists.
    const own = lists(
      () => first,
      () => tokens,
    );
    assert.equal((await own.todo()).total, WL_COUNTS.approverTodo - 1);
  });
});
