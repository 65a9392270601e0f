import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { startTestServer, type TestServer } from './harness.js';

describe('static sites', () => {
  let server: TestServer;
  before(async () => {
    server = await startTestServer();
  });
  after(() => server.stop());

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

  it('redirects the root to the portal', async () => {
    const response = await fetch(`${server.url}/`, { redirect: 'manual' });
    assert.equal(response.status, 302);
    assert.equal(response.headers.get('location'), '/front/');
  });
});
