import { expect, waitUntil } from '@open-wc/testing';
import { createHttpClient } from '../../../api/client/http.js';
import { resolveDeployment } from '../../../api/contract/deployment.js';
import { installEditOverlay } from '../../../host/edit-overlay.js';

/** A client whose answers the test gives, one call at a time. */
function fakeServer() {
  const pending = new Map<string, (status: number) => void>();
  const http = createHttpClient({
    deployment: resolveDeployment({}),
    getToken: () => null,
    transport: (request) =>
      new Promise((resolve) => {
        pending.set(request.url, (status) =>
          resolve({ status, headers: { 'content-type': 'application/json' }, body: new ArrayBuffer(0) }),
        );
      }),
  });
  installEditOverlay(http);
  const answer = (url: string, status = 200) => {
    pending.get(url)!(status);
    pending.delete(url);
  };
  const post = (url: string, data?: unknown) => http.requestUrl('POST', url, { data });
  const get = (url: string) => http.requestUrl('GET', url);
  return { post, get, pending, answer };
}

const overlay = () => document.querySelector('.edit-overlay');

describe('the loading overlay of calls that save (urls containing doEdit)', () => {
  afterEach(() => overlay()?.remove());

  it('covers the page while a doEdit call runs and goes when it answers', async () => {
    const { post, pending, answer } = fakeServer();
    const call = post('/portal/sysTag/doEdit', { name: 'x' });
    await waitUntil(overlay, 'the overlay shows while the save runs');
    expect(overlay()!.getAttribute('role')).to.equal('status');
    expect(overlay()!.textContent).to.contain('加载中');
    expect(pending.has('/portal/sysTag/doEdit')).to.equal(true);
    answer('/portal/sysTag/doEdit');
    await call;
    expect(overlay()).to.equal(null);
  });

  it('stays until the last of several saves ends, failed ones included', async () => {
    const { post, answer } = fakeServer();
    const first = post('/a/doEdit');
    const second = post('/b/doEdit');
    await waitUntil(overlay);
    expect(document.querySelectorAll('.edit-overlay').length).to.equal(1);
    answer('/a/doEdit', 500);
    await first.catch(() => undefined);
    expect(overlay()).to.not.equal(null);
    answer('/b/doEdit');
    await second;
    expect(overlay()).to.equal(null);
  });

  it('leaves other calls alone', async () => {
    const { get, post, pending, answer } = fakeServer();
    const read = get('/portal/sysTag/query');
    const save = post('/portal/sysTag/doEdit');
    await waitUntil(overlay);
    answer('/portal/sysTag/doEdit');
    await save;
    // The read is still running, and the page is not covered for it.
    expect(pending.has('/portal/sysTag/query')).to.equal(true);
    expect(overlay()).to.equal(null);
    answer('/portal/sysTag/query');
    await read;
  });
});
