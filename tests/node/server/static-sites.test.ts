import assert from 'node:assert/strict';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { request as httpRequest, type IncomingHttpHeaders } from 'node:http';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { after, before, describe, it } from 'node:test';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { startTestServer, type TestServer } from './harness.js';

interface RawAnswer {
  status: number;
  headers: IncomingHttpHeaders;
  /** The bytes as they came over the wire, not decoded. */
  body: Buffer;
}

/** A GET or POST over real HTTP that leaves the body as sent (fetch would decode it). */
function raw(url: string, headers: Record<string, string> = {}, body?: string): Promise<RawAnswer> {
  return new Promise((resolve, reject) => {
    const request = httpRequest(url, { method: body === undefined ? 'GET' : 'POST', headers }, (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('end', () =>
        resolve({ status: response.statusCode ?? 0, headers: response.headers, body: Buffer.concat(chunks) }),
      );
      response.on('error', reject);
    });
    request.on('error', reject);
    request.end(body);
  });
}

/** A text asset of a few kilobytes, as a build writes it, with the .br and .gz the build writes beside it. */
function writeAsset(file: string, text: string, precompressed = true): void {
  mkdirSync(dirname(file), { recursive: true });
  writeFileSync(file, text);
  if (!precompressed) return;
  writeFileSync(`${file}.br`, brotliCompressSync(text));
  writeFileSync(`${file}.gz`, gzipSync(text));
}

const SCRIPT = `export const greeting = ${JSON.stringify('你好，门户 '.repeat(400))};\n`;
const PAGE = `<!doctype html><html><head><title>门户</title></head><body>${'<p>门户</p>'.repeat(300)}</body></html>`;
const HASHED = '/front/assets/index-Bx9_k2Qa.js';
const STYLES = '/front/assets/index-Cq3_x9Za.css';

describe('static sites', () => {
  let server: TestServer;
  let dist: string;
  before(async () => {
    dist = mkdtempSync(join(tmpdir(), 'eip-dist-'));
    writeAsset(join(dist, 'front/index.html'), PAGE);
    writeAsset(join(dist, 'front/assets/index-Bx9_k2Qa.js'), SCRIPT);
    writeAsset(join(dist, STYLES), 'p { color: #333 }\n'.repeat(200));
    writeAsset(join(dist, 'front/config.json'), JSON.stringify({ title: '门户' }), false);
    writeAsset(join(dist, 'elements/eip-elements.js'), SCRIPT);
    server = await startTestServer({ distDir: dist });
  });
  after(async () => {
    await server.stop();
    rmSync(dist, { recursive: true, force: true });
  });

  it('sends the brotli copy to clients that accept it, gzip to those that accept only gzip', async () => {
    const brotli = await raw(server.url + HASHED, { 'accept-encoding': 'gzip, deflate, br' });
    assert.equal(brotli.status, 200);
    assert.equal(brotli.headers['content-encoding'], 'br');
    assert.match(String(brotli.headers['content-type']), /javascript/);
    assert.match(String(brotli.headers.vary), /accept-encoding/i);
    assert.equal(brotliDecompressSync(brotli.body).toString(), SCRIPT);
    assert.ok(brotli.body.length < SCRIPT.length / 4, `${brotli.body.length} bytes`);

    const gzipped = await raw(server.url + HASHED, { 'accept-encoding': 'gzip' });
    assert.equal(gzipped.headers['content-encoding'], 'gzip');
    assert.match(String(gzipped.headers.vary), /accept-encoding/i);
    assert.equal(gunzipSync(gzipped.body).toString(), SCRIPT);
  });

  it('sends scripts and stylesheets without the headers only a document reads; the page keeps them', async () => {
    const page = await raw(`${server.url}/front/index`, { 'accept-encoding': 'br' });
    assert.match(String(page.headers['content-security-policy']), /script-src 'self'/);
    assert.ok(page.headers['strict-transport-security']);
    for (const file of [HASHED, STYLES]) {
      const asset = await raw(server.url + file, { 'accept-encoding': 'br' });
      assert.equal(asset.status, 200, file);
      for (const name of ['content-security-policy', 'strict-transport-security', 'x-frame-options']) {
        assert.equal(asset.headers[name], undefined, `${file} ${name}`);
      }
      assert.equal(asset.headers['x-content-type-options'], 'nosniff', file);
      assert.equal(asset.headers['cache-control'], 'public, max-age=31536000, immutable', file);
    }
  });

  it('sends the file as it is to clients that accept no compression', async () => {
    for (const headers of [{}, { 'accept-encoding': 'identity' }] as Record<string, string>[]) {
      const plain = await raw(server.url + HASHED, headers);
      assert.equal(plain.status, 200);
      assert.equal(plain.headers['content-encoding'], undefined);
      assert.match(String(plain.headers.vary), /accept-encoding/i);
      assert.equal(plain.body.toString(), SCRIPT);
    }
  });

  it('lets browsers keep hashed assets for a year, and makes them revalidate the entry points', async () => {
    const hashed = await raw(server.url + HASHED, { 'accept-encoding': 'br' });
    assert.equal(hashed.headers['cache-control'], 'public, max-age=31536000, immutable');
    for (const path of ['/front/', '/front/index.html', '/front/config.json', '/front/bidNotice']) {
      const answer = await raw(server.url + path, { 'accept-encoding': 'br' });
      assert.equal(answer.status, 200, path);
      assert.equal(answer.headers['cache-control'], 'no-cache', path);
      assert.ok(answer.headers.etag, path);
    }
    // The bundle keeps its name across releases: it revalidates too, never kept as immutable.
    const bundle = await raw(`${server.url}/elements/eip-elements.js`, { 'accept-encoding': 'br' });
    assert.equal(bundle.headers['content-encoding'], 'br');
    assert.doesNotMatch(String(bundle.headers['cache-control']), /immutable/);
  });

  it('answers 304 Not Modified when the page did not change since the browser cached it', async () => {
    for (const path of ['/front/index.html', '/front/config.json']) {
      const first = await raw(server.url + path, { 'accept-encoding': 'gzip' });
      const etag = String(first.headers.etag);
      const again = await raw(server.url + path, { 'accept-encoding': 'gzip', 'if-none-match': etag });
      assert.equal(again.status, 304, path);
      assert.equal(again.body.length, 0, path);
      const changed = await raw(server.url + path, { 'accept-encoding': 'gzip', 'if-none-match': '"other"' });
      assert.equal(changed.status, 200, path);
    }
  });

  it('never serves a stale precompressed config.json: operators edit it in place', async () => {
    writeFileSync(join(dist, 'front/config.json'), JSON.stringify({ title: '新门户' }));
    const answer = await raw(`${server.url}/front/config.json`, { 'accept-encoding': 'br' });
    const text =
      answer.headers['content-encoding'] === 'br' ? brotliDecompressSync(answer.body) : answer.body;
    assert.deepEqual(JSON.parse(text.toString()), { title: '新门户' });
  });

  it('serves a rebuilt portal page at once, not its older precompressed copies', async () => {
    const before = await raw(`${server.url}/front/`, { 'accept-encoding': 'br' });
    const rebuilt = PAGE.replace('</body>', '<p>rebuilt</p></body>');
    writeFileSync(join(dist, 'front/index.html'), rebuilt);
    for (const [path, coding] of [
      ['/front/', 'br'],
      ['/front/projects', 'gzip'],
    ] as const) {
      const answer = await raw(server.url + path, { 'accept-encoding': coding });
      assert.equal(answer.headers['content-encoding'], coding, path);
      const text = coding === 'br' ? brotliDecompressSync(answer.body) : gunzipSync(answer.body);
      assert.equal(text.toString(), rebuilt, path);
      assert.notEqual(answer.headers.etag, before.headers.etag, path);
    }
    writeAsset(join(dist, 'front/index.html'), PAGE);
  });

  it('compresses JSON answers above 1 kB and leaves small ones as they are', async () => {
    const list = await raw(
      `${server.url}${server.app.ctx.prefixes.portal}/procureNotice/v1/queryFront`,
      { 'accept-encoding': 'gzip, br', 'content-type': 'application/json' },
      JSON.stringify({ pageBean: { page: 1, pageSize: 20 } }),
    );
    assert.equal(list.status, 200);
    assert.equal(list.headers['content-encoding'], 'br');
    const value = JSON.parse(brotliDecompressSync(list.body).toString()) as {
      state: boolean;
      value: { rows: [] };
    };
    assert.equal(value.state, true);
    assert.ok(brotliDecompressSync(list.body).length > 1024);
    assert.ok(value.value.rows.length > 0);

    const gzipped = await raw(
      `${server.url}${server.app.ctx.prefixes.portal}/procureNotice/v1/queryFront`,
      { 'accept-encoding': 'gzip', 'content-type': 'application/json' },
      JSON.stringify({ pageBean: { page: 1, pageSize: 20 } }),
    );
    assert.equal(gzipped.headers['content-encoding'], 'gzip');
    assert.equal(JSON.parse(gunzipSync(gzipped.body).toString()).state, true);

    const time = await raw(`${server.url}${server.app.ctx.prefixes.form}/wProcureproject/v1/getTime`, {
      'accept-encoding': 'gzip, br',
    });
    assert.equal(time.status, 200);
    assert.equal(time.headers['content-encoding'], undefined);
    assert.ok(time.body.length < 1024);
    assert.equal(JSON.parse(time.body.toString()).state, true);
  });

  it('serves any Shoelace icon from our own origin for data-named icons', async () => {
    const response = await fetch(`${server.url}/front/shoelace/assets/icons/person-lines-fill.svg`);
    assert.equal(response.status, 200);
    assert.equal(response.headers.get('content-type'), 'image/svg+xml');
    assert.match(await response.text(), /^<svg/);
  });

  it('refuses unknown or suspicious icon names with a 404 envelope', async () => {
    for (const name of ['no-such-icon.svg', '..%2F..%2Fpackage.json', 'BELL.svg']) {
      const { status, body } = await server.request<{ state: boolean }>(
        'GET',
        `/docs/shoelace/assets/icons/${name}`,
      );
      assert.equal(status, 404, name);
      assert.equal(body.state, false);
    }
  });

  it('answers a portal page whose query holds dots with the app, and a missing file with a 404', async () => {
    const page = await fetch(`${server.url}/front/office/mail?compose=1&to=lina%40hdny.example.com`);
    assert.equal(page.status, 200);
    assert.match(await page.text(), /<title>门户<\/title>/);
    const missing = await fetch(`${server.url}/front/assets/missing-file.js?v=1`);
    assert.equal(missing.status, 404);
  });

  it('redirects the root to the portal', async () => {
    const response = await fetch(`${server.url}/`, { redirect: 'manual' });
    assert.equal(response.status, 302);
    assert.equal(response.headers.get('location'), '/front/');
  });
});

/**
 * The lazy loader on a page of another origin (issue 34 item 25): the public static assets under
 * /elements/ (the loader, its chunks, the bundle, the icons) are module scripts and fetches in CORS mode,
 * readable from any origin without credentials; the API follows the allow list (CORS_ORIGINS) alone.
 */
describe('static sites for pages of other origins', () => {
  const ALLOWED = 'https://oa.example.com';
  const ELSEWHERE = 'https://intranet.elsewhere.example';
  const PUBLIC = [
    '/elements/eip-elements.js',
    '/elements/loader/eip-loader.js',
    '/elements/loader/tender-detail-Ab3_x9Zq.js',
    '/elements/shoelace/assets/icons/bell.svg',
  ];
  let dist: string;
  const servers: TestServer[] = [];
  before(async () => {
    dist = mkdtempSync(join(tmpdir(), 'eip-dist-'));
    writeAsset(join(dist, 'elements/eip-elements.js'), SCRIPT);
    writeAsset(join(dist, 'elements/loader/eip-loader.js'), SCRIPT);
    writeAsset(join(dist, 'elements/loader/tender-detail-Ab3_x9Zq.js'), SCRIPT);
    servers.push(await startTestServer({ distDir: dist, corsOrigins: [ALLOWED] }));
    servers.push(await startTestServer({ distDir: dist }));
  });
  after(async () => {
    for (const server of servers) await server.stop();
    rmSync(dist, { recursive: true, force: true });
  });

  it('lets any origin read the loader, its chunks, the bundle and the icons, without credentials', async () => {
    for (const server of servers) {
      for (const path of PUBLIC) {
        for (const origin of [ELSEWHERE, ALLOWED]) {
          const response = await fetch(server.url + path, { headers: { origin } });
          await response.arrayBuffer();
          assert.equal(response.status, 200, path);
          assert.equal(response.headers.get('access-control-allow-origin'), '*', `${path} from ${origin}`);
          assert.equal(response.headers.get('access-control-allow-credentials'), null, path);
        }
      }
    }
  });

  it('keeps the API to the allowed origins, with credentials', async () => {
    const [withList, withoutList] = servers as [TestServer, TestServer];
    const ask = (server: TestServer, origin: string) =>
      fetch(`${server.url}/healthz`, { headers: { origin } });
    const allowed = await ask(withList, ALLOWED);
    assert.equal(allowed.headers.get('access-control-allow-origin'), ALLOWED);
    assert.equal(allowed.headers.get('access-control-allow-credentials'), 'true');
    // The method rights' version a signed-in answer tells is readable there too.
    assert.equal(allowed.headers.get('access-control-expose-headers'), 'x-method-rights-version');
    // Without Access-Control-Allow-Origin the page of another origin reads nothing.
    for (const answer of [await ask(withList, ELSEWHERE), await ask(withoutList, ALLOWED)]) {
      assert.equal(answer.headers.get('access-control-allow-origin'), null);
    }
    // A preflight of another origin for an API call is not answered as allowed.
    const preflight = await fetch(`${withList.url}/portal/procureNotice/v1/queryFront`, {
      method: 'OPTIONS',
      headers: { origin: ELSEWHERE, 'access-control-request-method': 'POST' },
    });
    assert.equal(preflight.headers.get('access-control-allow-origin'), null);
  });
});
