import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import type { Envelope } from '../../../api/contract/envelope.js';
import type { ShortUrlTarget } from '../../../api/contract/portal.js';
import type { SharedInstance } from '../../../api/contract/workflow-share.js';
import { SHARED_DEMO_LINK } from '../../../api/server/demo/workflow.js';
import { startTestServer, type TestServer } from './harness.js';
import { leaveData, workflowClient } from './workflow-helpers.js';

const SHORT = '/portal/portal/shorturlManage/v1/getLongUrlByShortUrl';
const SHARE = '/runtime/share/v1/instance';

/**
 * The shared instance page's read: the guest token of a short link reads the instance its link shares
 * and nothing else; a wrong, expired or revoked token reads nothing; signed-in staff read what they may
 * see anyway.
 */
describe('shared instance read', () => {
  let server: TestServer;
  let flow: ReturnType<typeof workflowClient>;
  let sharedId: string;
  let guestToken: string;
  let otherId: string;

  const resolve = async (code: string) => {
    const { body } = await server.request<Envelope<ShortUrlTarget>>('GET', `${SHORT}?shortUrl=${code}`);
    assert.equal(body.state, true, body.message);
    return body.value as ShortUrlTarget;
  };
  const read = (instId: string, token?: string) =>
    server.request<Envelope<SharedInstance>>('GET', `${SHARE}?instId=${encodeURIComponent(instId)}`, {
      token,
    });

  before(async () => {
    server = await startTestServer();
    flow = workflowClient(server);
    const target = await resolve(SHARED_DEMO_LINK);
    sharedId = /^\/shareInst\/([^/]+)\/true$/.exec(target.url)?.[1] ?? '';
    assert.ok(sharedId, target.url);
    guestToken = target.guestToken ?? '';
    otherId = await flow.start('staff', 'leave', leaveData(2));
  });
  after(() => server.stop());

  it('gives the guest of the link its instance: the form read-only, the opinions and the chart', async () => {
    const { status, body } = await read(sharedId, guestToken);
    assert.equal(status, 200, body.message);
    const shared = body.value as SharedInstance;
    assert.equal(shared.instance.instId, sharedId);
    assert.equal(shared.form.data.reason, '本人结婚，申请婚假五天。');
    assert.ok(
      Object.values(shared.form.permissions).every((permission) => permission !== 'w' && permission !== 'b'),
    );
    assert.equal(shared.form.opinionPermission, 'r');
    assert.ok(shared.opinions.some((opinion) => opinion.opinion === '同意，恭喜！'));
    assert.ok(shared.chart.bpmnXml);
    assert.ok(shared.chart.nodes.some((node) => node.status === 'current'));
  });

  it('refuses the guest every other instance, as not found', async () => {
    const { status, body } = await read(otherId, guestToken);
    assert.equal(status, 404);
    assert.deepEqual([body.state, body.message], [false, '分享的流程不存在或链接已失效']);
    assert.equal(body.value, undefined);
    assert.equal((await read('inst-nothing', guestToken)).status, 404);
  });

  it('binds a second link’s token to its own instance only', async () => {
    await server.app.db
      .insertInto('short_urls')
      .values({ code: 'sh2Other', long_url: `/shareInst/${otherId}/true`, guest: true, expires_at: null })
      .execute();
    const second = (await resolve('sh2Other')).guestToken ?? '';
    assert.equal((await read(otherId, second)).status, 200);
    assert.equal((await read(sharedId, second)).status, 404);
    // A guest token of a link to anything else reads no instance.
    await server.app.db
      .insertInto('short_urls')
      .values({ code: 'sh3News', long_url: '/newsInformation', guest: true, expires_at: null })
      .execute();
    const news = (await resolve('sh3News')).guestToken ?? '';
    assert.equal((await read(sharedId, news)).status, 404);
  });

  it('reads nothing without a token, with a wrong one, or once the share or the token has ended', async () => {
    assert.equal((await read(sharedId)).status, 401);
    assert.equal((await read(sharedId, 'not-a-token')).status, 401);
    const expiring = (await resolve(SHARED_DEMO_LINK)).guestToken ?? '';
    assert.equal((await read(sharedId, expiring)).status, 200);
    await server.app.db
      .updateTable('bpm_instance_shares')
      .set({ expires_at: new Date(Date.now() - 1000) })
      .where('token', '=', expiring)
      .execute();
    assert.equal((await read(sharedId, expiring)).status, 404);
    const revoked = (await resolve(SHARED_DEMO_LINK)).guestToken ?? '';
    await server.app.db
      .updateTable('auth_tokens')
      .set({ revoked_at: new Date() })
      .where('token', '=', revoked)
      .execute();
    // The token cache trusts an entry for at most a second.
    await new Promise((resolve) => setTimeout(resolve, 1100));
    assert.equal((await read(sharedId, revoked)).status, 401);
  });

  it('lets signed-in users read only what they may see anyway', async () => {
    const expected = { staff: 200, liuyang: 200, huangmin: 404, supplier: 404 } as const;
    for (const [account, status] of Object.entries(expected)) {
      const answer = await flow.as<SharedInstance>(account, 'GET', `${SHARE}?instId=${sharedId}`);
      assert.equal(answer.status, status, `${account}: ${answer.body.message}`);
    }
  });

  it('answers a refusal in the caller’s language and refuses a missing instance id', async () => {
    const english = await server.request<Envelope<unknown>>('GET', `${SHARE}?instId=${otherId}`, {
      token: guestToken,
      headers: { 'accept-language': 'en-US' },
    });
    assert.equal(english.body.message, 'The shared process does not exist or the link has expired');
    assert.equal((await server.request('GET', SHARE, { token: guestToken })).status, 400);
  });
});
