import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { setTimeout as sleep } from 'node:timers/promises';
import type { FastifyInstance } from 'fastify';
import { createBatcher } from '../../../api/client/batch.js';
import { portalShellCalls } from '../../../api/client/portal-shell.js';
import { startTestServer, type TestServer } from '../server/harness.js';
import { recordedClient } from './fixtures.js';

describe('createBatcher', () => {
  it('turns lookups within the delay into one fetch and gives each caller its own entry', async () => {
    const fetches: string[][] = [];
    // A wide window so that a loaded machine's late timers cannot split the batch.
    const lookup = createBatcher(async (keys: string[]) => {
      fetches.push(keys);
      return new Map(keys.map((key) => [key, `data of ${key}`]));
    }, 300);
    const first = lookup('news');
    await sleep(10);
    const second = lookup('notice');
    await sleep(10);
    const third = lookup('links');
    assert.deepEqual(await Promise.all([first, second, third]), [
      'data of news',
      'data of notice',
      'data of links',
    ]);
    assert.deepEqual(fetches, [['news', 'notice', 'links']]);
  });

  it('fetches a key asked twice in one window once, and answers both callers', async () => {
    const fetches: string[][] = [];
    const lookup = createBatcher(async (keys: string[]) => {
      fetches.push(keys);
      return new Map(keys.map((key) => [key, key.length]));
    });
    assert.deepEqual(await Promise.all([lookup('abc'), lookup('abc'), lookup('de')]), [3, 3, 2]);
    assert.deepEqual(fetches, [['abc', 'de']]);
  });

  it('starts a new batch for a lookup after the window closed', async () => {
    const fetches: string[][] = [];
    const lookup = createBatcher(async (keys: string[]) => {
      fetches.push(keys);
      return new Map(keys.map((key) => [key, key]));
    }, 20);
    await lookup('a');
    await sleep(30);
    await lookup('b');
    assert.deepEqual(fetches, [['a'], ['b']]);
  });

  it('waits the delay (50 ms by default) before fetching', async () => {
    let fetchedAt = 0;
    const lookup = createBatcher(async (keys: string[]) => {
      fetchedAt = Date.now();
      return new Map(keys.map((key) => [key, key]));
    });
    const started = Date.now();
    await lookup('a');
    assert.ok(fetchedAt - started >= 45, `fetched after ${fetchedAt - started} ms`);
  });

  it('answers undefined for a key the fetch did not answer', async () => {
    const lookup = createBatcher(async () => new Map<string, number>());
    assert.equal(await lookup('missing'), undefined);
  });

  it('rejects every caller of a batch whose fetch failed', async () => {
    const lookup = createBatcher<string, string>(async () => {
      throw new Error('down');
    });
    const results = await Promise.allSettled([lookup('a'), lookup('b')]);
    assert.deepEqual(
      results.map((result) => result.status),
      ['rejected', 'rejected'],
    );
  });
});

/** A stand-in getDatasByAlias under a prefix of its own, so it never meets the real route. */
const PREFIX = '/batch-test';
const bodies: unknown[] = [];

function columnRoutes(server: FastifyInstance): void {
  server.post(`${PREFIX}/portal/sysIndexColumn/sysIndexColumn/v1/getDatasByAlias`, async (request) => {
    bodies.push(request.body);
    const aliases = request.body as string[];
    return {
      state: true,
      message: '操作成功',
      code: 200,
      value: aliases.map((alias) => ({ alias, data: { rows: [`${alias} 的第一条`] } })),
    };
  });
}

describe('portal column data by alias over HTTP', () => {
  let server: TestServer;

  before(async () => {
    server = await startTestServer({ extraRoutes: columnRoutes });
  });
  after(() => server.stop());

  it('sends three lookups within 50 ms as one POST with the list of aliases', async () => {
    const { http } = recordedClient(server.url, { prefixes: { portal: PREFIX } });
    const portal = portalShellCalls(http);
    // Separate turns of the event loop, well inside 50 ms even on a loaded machine.
    const lookups = [portal.getColumnDataByAlias('gg')];
    await new Promise(setImmediate);
    lookups.push(portal.getColumnDataByAlias('xw'));
    await sleep(1);
    lookups.push(portal.getColumnDataByAlias('zb'));
    const answers = await Promise.all(lookups);
    assert.deepEqual(bodies, [['gg', 'xw', 'zb']]);
    assert.deepEqual(answers, [
      { rows: ['gg 的第一条'] },
      { rows: ['xw 的第一条'] },
      { rows: ['zb 的第一条'] },
    ]);
  });
});
