/**
 * Operating one server process (issue 16, api/server/ops): health and readiness, security headers and
 * the content security policy, the 1 MB JSON limit, load shedding, request ids in answers and logs,
 * metrics and who may read them, and a graceful shutdown.
 */
import assert from 'node:assert/strict';
import { Writable } from 'node:stream';
import { after, before, describe, it } from 'node:test';
import { JSON_BODY_MAX_BYTES } from '../../../api/contract/limits.js';
import { issueToken } from '../../../api/server/auth/sessions.js';
import { fileStorageFor, useFileStorage } from '../../../api/server/storage/index.js';
import { ticketedStreamUrl } from './bidding-helpers.js';
import { startTestServer, type TestServer } from './harness.js';
import { itAnswersAsTheTableSays, type Outcome, outcomesIn } from './permission-matrix.js';

const METRICS_TOKEN = 'metrics-secret-for-tests';
const WHO_AM_I = '/uc/api/user/v1/user/getByAccount';

/** Asks `read` again until `done` says yes (or the time is over, answering the last answer). */
async function until<T>(read: () => Promise<T>, done: (value: T) => boolean, timeoutMs = 5000): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await read();
    if (done(value) || Date.now() > deadline) return value;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

describe('operating a server process', () => {
  let server: TestServer;
  const logLines: string[] = [];

  before(async () => {
    server = await startTestServer({
      operations: {
        frameAncestors: ["'self'", 'https://oa.example.com'],
        maxEventLoopDelayMs: 300,
        metricsToken: METRICS_TOKEN,
      },
      logStream: new Writable({
        write(chunk: Buffer, _encoding, callback) {
          logLines.push(...chunk.toString().split('\n').filter(Boolean));
          callback();
        },
      }),
      extraRoutes(app) {
        app.get('/test/busy', async () => {
          // Holds the event loop for four seconds in slices of 400 ms, as runaway computations would.
          // under-pressure measures the mean delay over a second: with four seconds of slices at least two
          // of its samples are slices only, whichever moment its samples fall on (two seconds were not
          // always enough on a loaded machine: a sample mixing idle turns stayed under the limit).
          const end = Date.now() + 4000;
          const hog = () => {
            const slice = Date.now() + 400;
            while (Date.now() < slice) {
              // busy
            }
            if (Date.now() < end) setImmediate(hog);
          };
          setImmediate(hog);
          return { state: true, message: '操作成功' };
        });
        app.get('/test/fail', async () => {
          throw new Error('a failure the user reports');
        });
      },
    });
    // Starting a server holds the event loop too: the tests begin once it no longer sheds load.
    await until(
      () => server.request('GET', '/healthz'),
      (answer) => answer.status === 200,
      15_000,
    );
  });

  after(() => server?.stop());

  it('answers /healthz, and /readyz with what it checked', async () => {
    const alive = await server.request<{ state: boolean; value: { alive: boolean } }>('GET', '/healthz');
    assert.equal(alive.status, 200);
    assert.equal(alive.body.value.alive, true);
    const ready = await server.request('GET', '/readyz');
    assert.equal(ready.status, 200);
    assert.deepEqual(ready.body, {
      state: true,
      message: '操作成功',
      value: { database: true, migrations: true, storage: true, accepting: true },
      code: 200,
    });
  });

  it('is not ready while its file storage cannot be reached', async () => {
    const disk = fileStorageFor(server.app.ctx);
    useFileStorage(server.app.ctx, {
      ...disk,
      probe: () => Promise.reject(new Error('bucket unreachable')),
    });
    try {
      const answer = await server.request('GET', '/readyz', { headers: { 'accept-language': 'en-US' } });
      assert.equal(answer.status, 503);
      assert.deepEqual(answer.body, {
        state: false,
        message: 'The service is not ready',
        value: { database: true, migrations: true, storage: false, accepting: true },
        code: 503,
      });
    } finally {
      useFileStorage(server.app.ctx, disk);
    }
  });

  it('sends security headers and a policy without inline scripts, framed only where configured', async () => {
    const { headers } = await server.request('GET', '/healthz');
    const policy = headers.get('content-security-policy') ?? '';
    assert.match(policy, /script-src 'self'(;|$)/);
    assert.match(policy, /default-src 'self'/);
    assert.match(policy, /object-src 'none'/);
    assert.match(policy, /frame-ancestors 'self' https:\/\/oa\.example\.com/);
    assert.doesNotMatch(policy, /upgrade-insecure-requests/, 'intranets serve plain HTTP too');
    // The older header cannot name other origins, so it stays out when frames are allowed elsewhere.
    assert.equal(headers.get('x-frame-options'), null);
    assert.equal(headers.get('x-content-type-options'), 'nosniff');
    assert.equal(headers.get('cross-origin-resource-policy'), 'same-origin');
    const icon = await fetch(`${server.url}/elements/shoelace/assets/icons/x-lg.svg`);
    assert.equal(icon.status, 200);
    assert.equal(icon.headers.get('cross-origin-resource-policy'), 'cross-origin');
    assert.match(
      icon.headers.get('content-security-policy') ?? '',
      /default-src 'self'/,
      'an SVG is a document',
    );
  });

  it('refuses a JSON body over 1 MB with 413 and the envelope, in the caller language', async () => {
    const token = await issueToken(server.app.db, 'u-supplier');
    const big = { filler: 'x'.repeat(JSON_BODY_MAX_BYTES) };
    const refused = await server.request(`POST`, WHO_AM_I, {
      body: big,
      token,
      headers: { 'accept-language': 'en-US' },
    });
    assert.equal(refused.status, 413);
    assert.deepEqual(refused.body, { state: false, message: 'The request body is too large', code: 413 });
    const small = await server.request('POST', WHO_AM_I, { body: {}, token });
    assert.equal(small.status, 200);
  });

  it('carries the request id into the answer, the envelope of a server error and the log', async () => {
    const given = await server.request('GET', '/healthz', {
      headers: { 'x-request-id': 'nginx-req-0042abcd' },
    });
    assert.equal(given.headers.get('x-request-id'), 'nginx-req-0042abcd');
    const failed = await server.request<{ requestId: string }>('GET', '/test/fail');
    assert.equal(failed.status, 500);
    const requestId = failed.headers.get('x-request-id') ?? '';
    assert.match(requestId, /^[0-9a-f-]{36}$/);
    assert.deepEqual(failed.body, {
      state: false,
      message: '服务器内部错误，请稍后重试',
      code: 500,
      requestId,
    });
    const logged = logLines
      .map((line) => JSON.parse(line) as { reqId?: string; err?: { message: string } })
      .find((line) => line.reqId === requestId && line.err);
    assert.equal(logged?.err?.message, 'a failure the user reports');
  });

  it('shows metrics to the bearer of the token only', async () => {
    await server.request('GET', '/healthz');
    assert.equal((await server.request('GET', '/metrics')).status, 403);
    const wrong = await server.request('GET', '/metrics', { headers: { authorization: 'Bearer nope' } });
    assert.equal(wrong.status, 403);
    const response = await fetch(`${server.url}/metrics`, {
      headers: { authorization: `Bearer ${METRICS_TOKEN}` },
    });
    assert.equal(response.status, 200);
    assert.match(response.headers.get('content-type') ?? '', /^text\/plain/);
    const text = await response.text();
    assert.match(text, /http_requests_total\{method="GET",route="\/healthz",status_code="200"\} \d+/);
    assert.match(text, /http_request_duration_seconds_bucket\{le="0\.005",method="GET",route="\/healthz"\}/);
    assert.match(text, /http_request_errors_total\{method="GET",route="\/test\/fail"\} 1/);
    assert.match(text, /eip_event_streams_open 0/);
    assert.match(text, /eip_workflow_timers_queued\{state="queued"\} \d+/);
    assert.match(text, /eip_workflow_timer_starts\{state="due"\} \d+/);
    assert.match(text, /eip_workflow_engine_steps_total \d+/);
    assert.match(text, /process_resident_memory_bytes \d+/);
  });

  describe('who may call the operations endpoints (no user identity opens /metrics, only its token)', () => {
    const identities = ['visitor', 'supplier', 'administrator', 'metrics token'] as const;
    const row = outcomesIn(identities);
    const rows = [
      { call: 'GET /healthz', object: 'the process', expected: row('ok', 'ok', 'ok', 'ok') },
      { call: 'GET /readyz', object: 'the process', expected: row('ok', 'ok', 'ok', 'ok') },
      { call: 'GET /metrics', object: 'the process', expected: row(403, 403, 403, 'ok') },
    ];
    const bearer: Record<(typeof identities)[number], () => Promise<string | undefined>> = {
      visitor: async () => undefined,
      supplier: () => issueToken(server.app.db, 'u-supplier'),
      administrator: () => issueToken(server.app.db, 'u-admin'),
      'metrics token': async () => METRICS_TOKEN,
    };
    itAnswersAsTheTableSays(identities, rows, async (entry, identity): Promise<Outcome> => {
      const [method, path] = entry.call.split(' ') as [string, string];
      const token = await bearer[identity]();
      const answer = await fetch(server.url + path, {
        method,
        headers: token ? { authorization: `Bearer ${token}` } : {},
      });
      await answer.arrayBuffer();
      return answer.status === 200 ? 'ok' : (answer.status as Outcome);
    });
  });

  it('sheds load with 503 and the envelope while the event loop lags, and recovers', async () => {
    await server.request('GET', '/test/busy');
    const shed = await until(
      () =>
        server.request<{ requestId?: string }>('GET', '/healthz', {
          headers: { 'accept-language': 'zh-TW' },
        }),
      (answer) => answer.status === 503,
      10_000,
    );
    assert.equal(shed.status, 503);
    assert.equal(shed.headers.get('retry-after'), '5');
    assert.deepEqual(shed.body, {
      state: false,
      message: '伺服器忙碌，請稍後再試',
      code: 503,
      requestId: shed.headers.get('x-request-id'),
    });
    const recovered = await until(
      () => server.request('GET', '/healthz'),
      (answer) => answer.status === 200,
      10_000,
    );
    assert.equal(recovered.status, 200);
  });
});

describe('a server shutting down', () => {
  it('finishes requests in flight, tells event streams to reconnect, refuses new work, closes', async () => {
    let release: () => void = () => {};
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    let arrived: () => void = () => {};
    const inFlight = new Promise<void>((resolve) => {
      arrived = resolve;
    });
    const server = await startTestServer({
      // Intranet pages of this origin embed elements: they may show our files (pictures, seals) too.
      corsOrigins: ['https://oa.example.com'],
      extraRoutes(app) {
        app.get('/test/slow', async () => {
          arrived();
          await held;
          return { state: true, message: '操作成功', value: 'finished' };
        });
      },
    });
    const token = await issueToken(server.app.db, 'u-supplier');
    // Loopback without a token may read the metrics; a request relayed by a proxy may not.
    const relayed = await server.request('GET', '/metrics', { headers: { 'x-forwarded-for': '10.0.0.9' } });
    assert.equal(relayed.status, 403);
    const healthy = await server.request('GET', '/healthz');
    assert.equal(healthy.headers.get('cross-origin-resource-policy'), 'cross-origin');
    assert.match(
      healthy.headers.get('content-security-policy') ?? '',
      /frame-ancestors 'self' https:\/\/oa\.example\.com/,
    );

    const stream = await fetch(await ticketedStreamUrl(server.url, token));
    assert.equal(stream.status, 200);
    if (!stream.body) throw new Error('the event stream has no body');
    const reader = stream.body.getReader();
    const decoder = new TextDecoder();
    let received = '';
    const streamEnded = (async () => {
      for (;;) {
        const { value, done } = await reader.read();
        if (done) return received;
        received += decoder.decode(value, { stream: true });
      }
    })();
    const metrics = await until(
      () => fetch(`${server.url}/metrics`).then((answer) => answer.text()),
      (text) => /eip_event_streams_open 1/.test(text),
    );
    assert.match(metrics, /eip_event_streams_open 1/);

    const slow = fetch(`${server.url}/test/slow`).then(async (answer) => ({
      status: answer.status,
      body: (await answer.json()) as { value: string },
    }));
    await inFlight;
    const closing = server.app.close();
    // The stream is told when to come back, then ends.
    const text = await streamEnded;
    assert.match(text, /retry: \d+\n: server closing, reconnect\n\n$/);
    // Readiness turns false at once, so the load balancer stops sending.
    const refused = await fetch(`${server.url}/readyz`, { headers: { connection: 'close' } }).then(
      (answer) => answer.status,
      () => 'connection refused',
    );
    assert.ok(refused === 503 || refused === 'connection refused', String(refused));
    release();
    assert.deepEqual(await slow, {
      status: 200,
      body: { state: true, message: '操作成功', value: 'finished' },
    });
    // Closed without waiting for idle connections to time out.
    const closedAt = Date.now();
    await closing;
    assert.ok(Date.now() - closedAt < 2000, `closing took ${Date.now() - closedAt} ms`);
    await assert.rejects(server.app.db.selectFrom('users').select('id').execute());
    await assert.rejects(fetch(`${server.url}/healthz`));
    await server.stop().catch(() => {});
  });
});
