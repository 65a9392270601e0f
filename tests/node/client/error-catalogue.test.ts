import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { setTimeout as sleep } from 'node:timers/promises';
import type { FastifyInstance } from 'fastify';
import { ApiError, CLIENT_MESSAGES } from '../../../api/client/http.js';
import type { Envelope } from '../../../api/contract/envelope.js';
import { startTestServer, type TestServer } from '../server/harness.js';
import { closedPort, garbageServer, recordedClient, withStorage } from './fixtures.js';

/** Test-only routes under the portal prefix: each answers one line of the error catalogue. */
const BASE = '/client-test';
let echoHits = 0;

function catalogueRoutes(server: FastifyInstance): void {
  const route = (path: string) => `/portal${BASE}${path}`;
  const answers: Record<string, Record<string, unknown>> = {
    'code-200': { state: true, message: '操作成功', value: 'payload', code: 200 },
    'code-0': { state: true, message: '操作成功', value: 'payload', code: 0 },
    'code-200-text': { state: true, message: '操作成功', value: 'payload', code: '200' },
    'code-0-text': { state: true, message: '操作成功', value: 'payload', code: '0' },
    'no-code': { state: false, message: '项目不存在' },
    'code-500-message': { state: false, message: '报价已截止，无法提交', code: 500 },
    'code-500': { state: false, code: 500 },
    'code-500-text': { state: false, message: '', code: '500' },
    'code-402': { state: false, message: '会话已失效', code: 402 },
    'code-401': { state: false, message: '没有访问权限', code: 401 },
    'code-401-bare': { state: false, code: '401' },
  };
  server.get(route('/answer/:variant'), async (request, reply) => {
    const { variant } = request.params as { variant: string };
    const answer = answers[variant];
    return answer ?? reply.status(404).send({ state: false, message: 'no such variant' });
  });
  server.get(route('/http-503-message'), async (_request, reply) =>
    reply.status(503).send({ state: false, message: '服务维护中，请稍后再试' }),
  );
  server.get(route('/http-503'), async (_request, reply) => reply.status(503).send(''));
  server.get(route('/http-500-code'), async (_request, reply) =>
    reply.status(500).send({ state: false, message: '数据库连接失败', code: 500 }),
  );
  server.get(route('/slow'), async () => {
    await sleep(3000);
    return { state: true, message: '操作成功', code: 200 };
  });
  server.get(route('/attachment'), async (_request, reply) =>
    reply
      .header('content-type', 'application/json')
      .header('content-disposition', `attachment; filename*=UTF-8''${encodeURIComponent('报价单.json')}`)
      // Looks like a failed envelope, but it is a file: it must come back as is.
      .send(JSON.stringify({ state: false, message: '文件里的内容', code: 500 })),
  );
  server.get(route('/bytes'), async (_request, reply) =>
    reply.header('content-type', 'application/octet-stream').send(Buffer.from([0, 1, 2, 200, 255])),
  );
  server.get(route('/bytes-missing'), async (_request, reply) =>
    reply.status(404).send({ state: false, message: '文件不存在或已删除', code: 404 }),
  );
  server.post(route('/echo'), async (request) => {
    echoHits += 1;
    return {
      state: true,
      message: '操作成功',
      code: 200,
      value: {
        authorization: request.headers.authorization ?? null,
        acceptLanguage: request.headers['accept-language'] ?? null,
        contentType: request.headers['content-type'] ?? null,
        custom: request.headers['x-trace-id'] ?? null,
        body: request.body,
      },
    };
  });
}

interface Echo {
  authorization: string | null;
  acceptLanguage: string | null;
  contentType: string | null;
  custom: string | null;
  body: unknown;
}

async function rejection(promise: Promise<unknown>): Promise<ApiError> {
  try {
    await promise;
  } catch (error) {
    assert.ok(error instanceof ApiError, `expected an ApiError, got ${String(error)}`);
    return error;
  }
  assert.fail('expected the call to be rejected');
}

describe('http client: the error catalogue over real HTTP', () => {
  let server: TestServer;

  before(async () => {
    server = await startTestServer({ extraRoutes: catalogueRoutes });
  });
  after(() => server.stop());

  const answer = (variant: string) => `${BASE}/answer/${variant}`;

  describe('success codes', () => {
    for (const variant of ['code-200', 'code-0', 'code-200-text', 'code-0-text']) {
      it(`returns the data of a ${variant} answer and reports nothing`, async () => {
        const { http, record } = recordedClient(server.url);
        const body = await http.request<Envelope<string>>('portal', 'GET', answer(variant));
        assert.equal(body.value, 'payload');
        assert.deepEqual(record.notices, []);
        assert.deepEqual(record.calls, []);
      });
    }

    it('returns an answer without a code as is (a refusal the caller reads)', async () => {
      const { http, record } = recordedClient(server.url);
      const body = await http.request<Envelope>('portal', 'GET', answer('no-code'));
      assert.deepEqual(body, { state: false, message: '项目不存在' });
      assert.deepEqual(record.notices, []);
    });
  });

  describe('other codes', () => {
    it('shows the server message of another code as an error and rejects', async () => {
      const { http, record } = recordedClient(server.url);
      const error = await rejection(http.request('portal', 'GET', answer('code-500-message')));
      assert.equal(error.message, '报价已截止，无法提交');
      assert.equal(error.code, 500);
      assert.equal(error.kind, 'code');
      assert.deepEqual(record.notices, [{ kind: 'error', message: '报价已截止，无法提交' }]);
      assert.deepEqual(record.calls, []);
    });

    it("shows 'backend interface {code} error' when the server gives no message", async () => {
      const { http, record } = recordedClient(server.url);
      const error = await rejection(http.request('portal', 'GET', answer('code-500')));
      assert.equal(error.message, 'backend interface 500 error');
      assert.deepEqual(record.notices, [{ kind: 'error', message: 'backend interface 500 error' }]);
    });

    it('treats an empty message like none, also for a code sent as text', async () => {
      const { http, record } = recordedClient(server.url);
      const error = await rejection(http.request('portal', 'GET', answer('code-500-text')));
      assert.equal(error.message, CLIENT_MESSAGES.codeError('500'));
      assert.equal(error.code, '500');
      assert.deepEqual(record.notices, [{ kind: 'error', message: 'backend interface 500 error' }]);
    });
  });

  describe('the end of a session', () => {
    it('code 402 resets the token and reloads the page', async () => {
      const { http, record } = recordedClient(server.url, { token: 'expired' });
      const error = await rejection(http.request('portal', 'GET', answer('code-402')));
      assert.equal(error.kind, 'session');
      assert.equal(error.code, 402);
      assert.deepEqual(record.calls, ['resetSession', 'reload']);
      assert.deepEqual(record.notices, [{ kind: 'error', message: '会话已失效' }]);
    });

    it('code 401 resets the token and goes to /login with the page to return to', async () => {
      const { http, record } = recordedClient(server.url, { recordRoute: true, path: '/bidNotice?page=2' });
      const error = await rejection(http.request('portal', 'GET', answer('code-401')));
      assert.equal(error.kind, 'session');
      assert.deepEqual(record.calls, ['resetSession', 'toLogin']);
      assert.deepEqual(record.redirects, ['/bidNotice?page=2']);
      assert.deepEqual(record.notices, [{ kind: 'error', message: '没有访问权限' }]);
    });

    it('code 401 goes to /login without a redirect when route recording is off', async () => {
      const { http, record } = recordedClient(server.url, { recordRoute: false });
      await rejection(http.request('portal', 'GET', answer('code-401-bare')));
      assert.deepEqual(record.calls, ['resetSession', 'toLogin']);
      assert.deepEqual(record.redirects, [undefined]);
      assert.deepEqual(record.notices, [{ kind: 'error', message: 'backend interface 401 error' }]);
    });

    it("an HTTP 401 from the server (no token) does the same, with the server's message", async () => {
      const { http, record } = recordedClient(server.url, { token: null });
      const error = await rejection(http.request('portal', 'POST', '/procureMessage/v1/getMyUnReadCount'));
      assert.equal(error.status, 401);
      assert.equal(error.kind, 'session');
      assert.deepEqual(record.calls, ['resetSession', 'toLogin']);
      assert.deepEqual(record.redirects, ['/personal?type=noticeList']);
      assert.deepEqual(record.notices, [{ kind: 'error', message: '登录已失效，请重新登录' }]);
    });
  });

  describe('HTTP errors', () => {
    it('shows the server message of an HTTP error', async () => {
      const { http, record } = recordedClient(server.url);
      const error = await rejection(http.request('portal', 'GET', `${BASE}/http-503-message`));
      assert.equal(error.status, 503);
      assert.equal(error.kind, 'status');
      assert.deepEqual(record.notices, [{ kind: 'error', message: '服务维护中，请稍后再试' }]);
      assert.deepEqual(record.calls, []);
    });

    it("shows 'backend interface {status} error' when the HTTP error has no message", async () => {
      const { http, record } = recordedClient(server.url);
      const error = await rejection(http.request('portal', 'GET', `${BASE}/http-503`));
      assert.equal(error.message, 'backend interface 503 error');
      assert.deepEqual(record.notices, [{ kind: 'error', message: 'backend interface 503 error' }]);
    });

    it('keeps the body code of an HTTP error', async () => {
      const { http, record } = recordedClient(server.url);
      const error = await rejection(http.request('portal', 'GET', `${BASE}/http-500-code`));
      assert.equal(error.code, 500);
      assert.equal(error.status, 500);
      assert.deepEqual(record.notices, [{ kind: 'error', message: '数据库连接失败' }]);
    });

    it("answers an unknown route with the server's 404 message", async () => {
      const { http, record } = recordedClient(server.url);
      await rejection(http.request('portal', 'GET', '/no/such/call'));
      assert.deepEqual(record.notices, [{ kind: 'error', message: '接口不存在：GET /portal/no/such/call' }]);
    });

    it('reads the message of an HTTP error to an arraybuffer request from its bytes', async () => {
      const { http, record } = recordedClient(server.url);
      const error = await rejection(http.requestRaw('portal', 'GET', `${BASE}/bytes-missing`));
      assert.equal(error.message, '文件不存在或已删除');
      assert.deepEqual(record.notices, [{ kind: 'error', message: '文件不存在或已删除' }]);
    });
  });

  describe('no answer', () => {
    it("reports 'backend interface connection error' when nothing listens", async () => {
      const { http, record } = recordedClient(`http://127.0.0.1:${await closedPort()}`);
      const error = await rejection(http.request('portal', 'GET', answer('code-200')));
      assert.equal(error.kind, 'connection');
      assert.equal(error.message, 'backend interface connection error');
      assert.deepEqual(record.notices, [{ kind: 'error', message: 'backend interface connection error' }]);
    });

    it("reports 'backend interface request timeout' when the answer is too slow", async () => {
      const { http, record } = recordedClient(server.url, { timeout: 200 });
      const started = Date.now();
      const error = await rejection(http.request('portal', 'GET', `${BASE}/slow`));
      assert.ok(Date.now() - started < 2500, 'gave up at the client timeout, not when the server answered');
      assert.equal(error.kind, 'timeout');
      assert.deepEqual(record.notices, [{ kind: 'error', message: 'backend interface request timeout' }]);
    });

    it("reports 'backend interface unknown error' for an answer that is not HTTP", async () => {
      const garbage = await garbageServer();
      try {
        const { http, record } = recordedClient(garbage.url);
        const error = await rejection(http.request('portal', 'GET', answer('code-200')));
        assert.equal(error.kind, 'unknown');
        assert.deepEqual(record.notices, [{ kind: 'error', message: 'backend interface unknown error' }]);
      } finally {
        await garbage.close();
      }
    });

    it('rejects a call its caller aborted without reporting anything', async () => {
      const { http, record } = recordedClient(server.url);
      const controller = new AbortController();
      const pending = http.request('portal', 'GET', `${BASE}/slow`, { signal: controller.signal });
      controller.abort();
      await assert.rejects(pending, (error: Error) => error.name === 'CanceledError');
      assert.deepEqual(record.notices, []);
    });
  });

  describe('raw answers', () => {
    it('returns an attachment as it came, even when it looks like a failed envelope', async () => {
      const { http, record } = recordedClient(server.url);
      const body = await http.request<Envelope>('portal', 'GET', `${BASE}/attachment`);
      assert.deepEqual(body, { state: false, message: '文件里的内容', code: 500 });
      assert.deepEqual(record.notices, []);
    });

    it('returns the bytes of an arraybuffer request with the file name', async () => {
      const { http, record } = recordedClient(server.url);
      const raw = await http.requestRaw('portal', 'GET', `${BASE}/bytes`);
      assert.ok(raw.data instanceof ArrayBuffer);
      assert.deepEqual([...new Uint8Array(raw.data)], [0, 1, 2, 200, 255]);
      assert.equal(raw.contentType, 'application/octet-stream');
      const named = await http.requestRaw('portal', 'GET', `${BASE}/attachment`);
      assert.equal(named.fileName, '报价单.json');
      assert.deepEqual(record.notices, []);
    });
  });

  describe('request headers', () => {
    it("refuses headers given as a string that is not JSON: 'the request header is not valid JSON'", async () => {
      const { http, record } = recordedClient(server.url);
      const hits = echoHits;
      const error = await rejection(http.request('portal', 'POST', `${BASE}/echo`, { headers: '{trace: 1' }));
      assert.equal(error.kind, 'headers');
      assert.equal(error.message, 'the request header is not valid JSON');
      assert.deepEqual(record.notices, [{ kind: 'error', message: 'the request header is not valid JSON' }]);
      assert.equal(echoHits, hits, 'nothing was sent');
      await rejection(http.request('portal', 'POST', `${BASE}/echo`, { headers: '["x-trace-id"]' }));
    });

    it('sends headers given as a JSON string', async () => {
      const { http } = recordedClient(server.url);
      const body = await http.request<Envelope<Echo>>('portal', 'POST', `${BASE}/echo`, {
        headers: '{"X-Trace-Id":"t-42"}',
        data: { a: 1 },
      });
      assert.equal(body.value?.custom, 't-42');
      assert.deepEqual(body.value?.body, { a: 1 });
    });

    it('sends the bearer token, JSON and Accept-Language zh-CN when no language is stored', async () => {
      const { http } = recordedClient(server.url, { token: 'tok-1' });
      const body = await http.request<Envelope<Echo>>('portal', 'POST', `${BASE}/echo`, { data: {} });
      assert.equal(body.value?.authorization, 'Bearer tok-1');
      assert.equal(body.value?.acceptLanguage, 'zh-CN');
      assert.match(body.value?.contentType ?? '', /^application\/json/);
    });

    it('reads the language from localStorage lang and the token from sessionStorage by default', async () => {
      const { http } = recordedClient(server.url);
      const body = await withStorage('localStorage', { lang: 'en-US' }, () =>
        withStorage('sessionStorage', { token: 'stored-token' }, () =>
          http.request<Envelope<Echo>>('portal', 'POST', `${BASE}/echo`, { data: {} }),
        ),
      );
      assert.equal(body.value?.acceptLanguage, 'en-US');
      assert.equal(body.value?.authorization, 'Bearer stored-token');
    });

    it('sends no Authorization header without a token', async () => {
      const { http } = recordedClient(server.url, { token: null });
      const body = await http.request<Envelope<Echo>>('portal', 'POST', `${BASE}/echo`, { data: {} });
      assert.equal(body.value?.authorization, null);
    });

    it('declares no content type for a POST without a body', async () => {
      const { http } = recordedClient(server.url);
      const body = await http.request<Envelope<Echo>>('portal', 'POST', `${BASE}/echo`);
      assert.equal(body.value?.contentType, null);
    });
  });

  describe('hooks set after creation', () => {
    it('reports through hooks merged in with setHooks', async () => {
      const { http } = recordedClient(server.url);
      const seen: string[] = [];
      http.setHooks({ notify: (_kind, message) => seen.push(message) });
      await rejection(http.request('portal', 'GET', answer('code-500')));
      assert.deepEqual(seen, ['backend interface 500 error']);
    });
  });
});
