import assert from 'node:assert/strict';
import { after, afterEach, before, beforeEach, describe, it, mock } from 'node:test';
import type { FastifyInstance } from 'fastify';
import { createBatcher } from '../../../api/client/batch.js';
import { portalShellCalls } from '../../../api/client/portal-shell.js';
import { ALIAS_BATCH_DELAY_MS } from '../../../api/contract/limits.js';
import { startTestServer, type TestServer } from '../server/harness.js';
import { recordedClient } from './fixtures.js';

describe('createBatcher', () => {
  // The window is measured on node's mocked clock, so a loaded machine's late timers cannot split
  // or merge a batch: time moves only when a test ticks it.
  beforeEach(() => mock.timers.enable({ apis: ['setTimeout'] }));
  afterEach(() => mock.timers.reset());

  /** Lets the promise callbacks queued so far run, without moving the clock. */
  const settle = () => new Promise<void>((resolve) => setImmediate(resolve));

  it('turns lookups within the delay into one fetch and gives each caller its own entry', async () => {
    const fetches: string[][] = [];
    const lookup = createBatcher(async (keys: string[]) => {
      fetches.push(keys);
      return new Map(keys.map((key) => [key, `data of ${key}`]));
    }, 50);
    const first = lookup('news');
    mock.timers.tick(20);
    const second = lookup('notice');
    mock.timers.tick(29);
    const third = lookup('links');
    await settle();
    assert.deepEqual(fetches, [], 'nothing is fetched before the window closes');
    mock.timers.tick(1);
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
    const answers = Promise.all([lookup('abc'), lookup('abc'), lookup('de')]);
    mock.timers.tick(ALIAS_BATCH_DELAY_MS);
    assert.deepEqual(await answers, [3, 3, 2]);
    assert.deepEqual(fetches, [['abc', 'de']]);
  });

  it('starts a new batch for a lookup after the window closed', async () => {
    const fetches: string[][] = [];
    const lookup = createBatcher(async (keys: string[]) => {
      fetches.push(keys);
      return new Map(keys.map((key) => [key, key]));
    }, 20);
    const first = lookup('a');
    mock.timers.tick(20);
    await first;
    const second = lookup('b');
    mock.timers.tick(20);
    await second;
    assert.deepEqual(fetches, [['a'], ['b']]);
  });

  it('waits the delay (ALIAS_BATCH_DELAY_MS by default) before fetching', async () => {
    let fetched = false;
    const lookup = createBatcher(async (keys: string[]) => {
      fetched = true;
      return new Map(keys.map((key) => [key, key]));
    });
    const answer = lookup('a');
    mock.timers.tick(ALIAS_BATCH_DELAY_MS - 1);
    await settle();
    assert.equal(fetched, false);
    mock.timers.tick(1);
    assert.equal(await answer, 'a');
    assert.equal(fetched, true);
  });

  it('answers undefined for a key the fetch did not answer', async () => {
    const lookup = createBatcher(async () => new Map<string, number>());
    const answer = lookup('missing');
    mock.timers.tick(ALIAS_BATCH_DELAY_MS);
    assert.equal(await answer, undefined);
  });

  it('rejects every caller of a batch whose fetch failed', async () => {
    const lookup = createBatcher<string, string>(async () => {
      throw new Error('down');
    });
    const results = Promise.allSettled([lookup('a'), lookup('b')]);
    mock.timers.tick(ALIAS_BATCH_DELAY_MS);
    assert.deepEqual(
      (await results).map((result) => result.status),
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

  it('sends three lookups within the window as one POST with the list of aliases', async () => {
    const { http } = recordedClient(server.url, { prefixes: { portal: PREFIX } });
    const portal = portalShellCalls(http);
    // Separate turns of the microtask queue: no timer can run between them, so the window cannot
    // close early however loaded the machine is.
    const lookups = [portal.getColumnDataByAlias('gg')];
    await Promise.resolve();
    lookups.push(portal.getColumnDataByAlias('xw'));
    await Promise.resolve();
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
