import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { ApiError, CanceledError, createHttpClient, type Transport } from '../../../api/client/http.js';
import { buildUrl } from '../../../api/client/transport.js';
import { resolveDeployment } from '../../../api/contract/deployment.js';

/** A client over `transport`, recording what it reported. */
function clientOver(transport: Transport, timeout?: number) {
  const notices: string[] = [];
  const http = createHttpClient({
    deployment: resolveDeployment({ baseUrl: 'http://portal.test' }),
    getToken: () => null,
    timeout,
    transport,
    hooks: { notify: (_kind, message) => notices.push(message) },
  });
  return { http, notices };
}

/** A transport that never answers and does not listen to its signal. */
const deaf: Transport = () => new Promise(() => {});

describe('request urls: the query written as axios wrote it', () => {
  it('leaves out null and undefined, writes flat arrays as key[], nested values in brackets', () => {
    const url = buildUrl('http://h', '/p', {
      a: 1,
      b: 'x y',
      c: true,
      d: null,
      e: undefined,
      f: [1, 2, null],
      g: { h: 'i', j: [3, 4] },
      'k{}': { l: 1 },
      m: new Date(0),
      n: 'a:b$c,d/é&=?',
      o: [{ p: 1 }, { p: 2 }],
      ' q ': 'r',
      's[]': [5],
    });
    assert.equal(
      url,
      'http://h/p?a=1&b=x+y&c=true&f%5B%5D=1&f%5B%5D=2&g%5Bh%5D=i&g%5Bj%5D%5B0%5D=3&g%5Bj%5D%5B1%5D=4' +
        '&k%7B%7D=%7B%22l%22:1%7D&m=1970-01-01T00:00:00.000Z&n=a:b$c,d%2F%C3%A9%26%3D%3F' +
        '&o%5B0%5D%5Bp%5D=1&o%5B1%5D%5Bp%5D=2&q=r&s%5B%5D=5',
    );
  });

  it('joins the base url and the path, keeps absolute urls, appends to a query and drops a fragment', () => {
    assert.equal(buildUrl('http://h/', '/portal/x', { ids: 'a,b' }), 'http://h/portal/x?ids=a,b');
    assert.equal(buildUrl('http://h', '//other/p', { y: 'z' }), '//other/p?y=z');
    assert.equal(buildUrl('http://h', 'https://cdn.test/p', {}), 'https://cdn.test/p');
    assert.equal(buildUrl('', '/p?x=1#frag', { y: 2 }), '/p?x=1&y=2');
    assert.equal(buildUrl('http://h', '', undefined), 'http://h');
  });
});

describe('timeouts and aborts over any transport', () => {
  it("times out by the request's own timeout, even when the transport ignores the signal", async () => {
    const { http, notices } = clientOver(deaf, 60_000);
    const error = await http.request('portal', 'GET', '/slow', { timeout: 50 }).catch((caught) => caught);
    assert.ok(error instanceof ApiError);
    assert.equal(error.kind, 'timeout');
    assert.deepEqual(notices, ['backend interface request timeout']);
  });

  it('rejects as canceled, reporting nothing, when the caller aborts before or during the call', async () => {
    const { http, notices } = clientOver(deaf);
    const controller = new AbortController();
    const during = http.request('portal', 'GET', '/slow', { signal: controller.signal });
    controller.abort();
    await assert.rejects(during, CanceledError);
    await assert.rejects(
      http.request('portal', 'GET', '/slow', { signal: controller.signal }),
      CanceledError,
    );
    assert.deepEqual(notices, []);
  });

  it("reports a browser's network failure (a TypeError without a cause) as no connection", async () => {
    const { http } = clientOver(() => Promise.reject(new TypeError('Failed to fetch')));
    const error = await http.request('portal', 'GET', '/x').catch((caught: unknown) => caught);
    assert.ok(error instanceof ApiError);
    assert.equal(error.kind, 'connection');
  });
});
