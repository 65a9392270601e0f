import assert from 'node:assert/strict';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, before, describe, it } from 'node:test';
import type { Envelope, PageList } from '../../../api/contract/envelope.js';
import { SEARCH_STATUSES } from '../../../api/contract/tender.js';
import type { NoticeSummary } from '../../../api/contract/tender-site.js';
import { createApp } from '../../../api/server/app.js';
import { movedTimeTexts, reanchorDemoData } from '../../../api/server/demo/anchor.js';
import { seedDemoData } from '../../../api/server/demo/seed.js';
import { beijingText } from '../../../api/server/demo/tender.js';
import { fileStorageFor } from '../../../api/server/storage/index.js';
import { sharedTestServer, startTestServer, type TestServer } from './harness.js';

const DAY_MS = 24 * 60 * 60 * 1000;
const FRONT = '/portal/procureNotice/v1/queryFront';

/** The search status of every demo project, as the tender site lists them. */
async function statusesOf(server: TestServer): Promise<Record<string, string>> {
  const { body } = await server.request<Envelope<PageList<NoticeSummary>>>('POST', FRONT, {
    body: {
      pageBean: { page: 1, pageSize: 1000 },
      querys: [{ property: 'type', value: 'bid', operation: 'EQUAL' }],
    },
  });
  return Object.fromEntries(
    (body.value?.rows ?? []).map((row) => [row.projectId ?? row.id, row.status ?? '']),
  );
}

describe('a demo database that has lived for weeks', () => {
  const dataDir = mkdtempSync(join(tmpdir(), 'eip-demo-aged-'));
  let aged: TestServer;
  let fresh: TestServer;

  before(async () => {
    // Seeded three weeks ago, as if the server had been started then...
    const seeding = await createApp({ dataDir, seedDemo: false, distDir: join(dataDir, 'no-dist') });
    await seedDemoData(seeding.db, fileStorageFor(seeding.ctx), new Date(Date.now() - 21 * DAY_MS));
    await seeding.close();
    // ...and started again today.
    aged = await startTestServer({ dataDir });
    // Only read (and re-anchored to no effect): the process's shared seeded server does.
    fresh = await sharedTestServer();
  });
  after(async () => {
    await aged.stop();
    await fresh.stop();
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('still has projects in every state after a restart, each in the state of a freshly seeded one', async () => {
    const statuses = await statusesOf(aged);
    for (const status of SEARCH_STATUSES) {
      assert.ok(Object.values(statuses).includes(status), `a project in ${status}`);
    }
    assert.deepEqual(statuses, await statusesOf(fresh));
  });

  it('writes the moved times in the notices’ text too', async () => {
    const projects = await aged.app.db
      .selectFrom('procure_projects')
      .innerJoin('procure_notices', 'procure_notices.project_id', 'procure_projects.id')
      .select(['procure_projects.bid_start_time', 'procure_projects.bid_end_time', 'procure_notices.content'])
      .where('procure_notices.type', '=', 'bid')
      .execute();
    assert.ok(projects.length > 10);
    for (const project of projects) {
      if (!project.bid_start_time || !project.bid_end_time) continue;
      assert.ok(
        project.content.includes(
          `报价时间：${beijingText(project.bid_start_time)} 至 ${beijingText(project.bid_end_time)}`,
        ),
        project.content,
      );
    }
  });

  it('stays where it is when it was seeded less than an hour ago', async () => {
    const [first] = await fresh.app.db
      .selectFrom('procure_projects')
      .select(['id', 'bid_start_time'])
      .execute();
    assert.equal(await reanchorDemoData(fresh.app.db), 0);
    const [still] = await fresh.app.db
      .selectFrom('procure_projects')
      .select(['id', 'bid_start_time'])
      .execute();
    assert.deepEqual(still, first);
  });
});

describe('moving the times written in a text', () => {
  it('moves every Beijing time by whole hours, across days and months', () => {
    assert.equal(
      movedTimeTexts(
        '<p>时间：2026年1月31日 17:00 至 2026年2月3日 09:00（北京时间）。</p>',
        7 * 60 * 60 * 1000,
      ),
      '<p>时间：2026年2月1日 00:00 至 2026年2月3日 16:00（北京时间）。</p>',
    );
    assert.equal(movedTimeTexts('无时间', DAY_MS), '无时间');
  });
});
