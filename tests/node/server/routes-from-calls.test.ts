import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { CALLS } from '../../../api/contract/calls.js';
import { DEFAULT_PREFIXES } from '../../../api/contract/deployment.js';
import type { Envelope } from '../../../api/contract/envelope.js';
import { routePath } from '../../../api/server/http/context.js';
import { startTestServer, type TestServer } from './harness.js';

/**
 * Routes of the documented services whose path is not in CALLS, each with the reason. Keep it short: a
 * call the spec names with its path belongs in CALLS and its route uses ctx.call().
 */
const UNDOCUMENTED = new Map([
  ['GET /portal/sys/sysMenu/v1/getCurrentUserMethodAuth', 'the spec names the call but not its path'],
  ['POST /uc/uc/electronicSeal/v1/save', "the personal centre's own call, not in the spec's list"],
  [
    'POST /form/wBiddingProjectRegistration/v1/invite',
    "the purchaser's invitation of suppliers, not in the spec's list",
  ],
  ['POST /form/wBiddingProjectRegistration/v1/querySupplier', 'the suppliers an invitation may name'],
  ['POST /portal/procureCollection/v1/queryMyCollection', "the personal centre's list of collections"],
  [
    'POST /form/procureQualificationReview/v1/saveQualification',
    "the purchaser's qualification review of a supplier: the spec names the reads only",
  ],
  [
    'POST /form/procureReviewScore/v1/saveScore',
    "the purchaser's review scores: the spec names the reads only",
  ],
  ['GET /runtime/todoFilter/v1/list', 'saved to-do filters: beyond the spec (camunda/camunda#17716)'],
  ['POST /runtime/todoFilter/v1/save', 'saved to-do filters: beyond the spec (camunda/camunda#17716)'],
  [
    'POST /runtime/instance/v1/myDraft',
    'the draft list (我的草稿): the spec names the draft calls but no list',
  ],
  ['DELETE /runtime/todoFilter/v1/remove', 'saved to-do filters: beyond the spec (camunda/camunda#17716)'],
  ['GET /runtime/share/v1/instance', 'the shared instance page: the spec names the page, not its call'],
  [
    'GET /form/form/procureProjectQuotation/v1/queryLiveProject',
    "online bidding: the caller's live projects (the bidding hall)",
  ],
  ['GET /form/form/procureProjectQuotation/v1/getLive', "online bidding: one project's live view"],
  [
    'GET /form/form/procureProjectQuotation/v1/getComparison',
    "online bidding: the purchaser's comparison table",
  ],
  [
    'GET /form/form/procureProjectQuotation/v1/endRound',
    'online bidding: the purchaser ends the open round early',
  ],
  [
    'GET /form/form/procureProjectQuotation/v1/getRules',
    "online bidding: a project's minimum step and overtime (beyond)",
  ],
  [
    'POST /form/form/procureProjectQuotation/v1/saveRules',
    "online bidding: a project's minimum step and overtime (beyond)",
  ],
  ['POST /form/form/procureProjectQuotation/v1/queryAudit', 'online bidding: the audit trail of quotations'],
  [
    'GET /form/form/procureProjectQuotation/v1/exportHistory',
    'online bidding: the bid history as a document',
  ],
  ['GET /form/form/procureProjectQuotation/v1/events', 'online bidding: live updates as server-sent events'],
  ['POST /message/messageSend/v1/send', 'inner messages: the spec names no send call (issue 15)'],
  ['POST /uc/ucContacts/v1/search', "the contacts page's directory search with pinyin (issue 15)"],
  [
    'POST /runtime/instance/v1/wordPrint',
    "the approval form's Word print: the spec lists print calls but no path",
  ],
]);

/** The documented routes anyone may call; every other one is in the signed-in scope. */
const PUBLIC = new Set([
  'GET /form/wColumnManage/v1/getDetailByColumnName',
  'GET /form/wProcureproject/v1/getTime',
  'GET /portal/base/tools/v1/getPinyin',
  'GET /portal/file/onlinePreviewController/v1/getFileById_:id',
  'GET /portal/file/onlinePreviewController/v1/onlinePreview',
  'POST /portal/file/onlinePreviewController/v1/onlinePreview',
  'GET /portal/portal/shorturlManage/v1/getLongUrlByShortUrl',
  'GET /portal/portalNewsNotice/v1/getNews',
  'GET /portal/portalNewsNotice/v1/getNewsById',
  'GET /portal/procureNotice/v1/getByIds',
  'GET /portal/procureNotice/v1/getDetail',
  'GET /portal/procureNotice/v1/getHistory',
  'POST /portal/procureNotice/v1/queryFront',
  'GET /portal/system/file/v1/:id',
  'GET /portal/system/file/v1/downloadFile',
  'GET /uc/api/pwdStrategy/v1/getDefault',
  'POST /uc/api/user/v1/user/register',
  'POST /uc/auth',
  'GET /uc/base/tools/v1/getPublicKey',
  'GET /uc/signout',
  'GET /uc/sso/auth',
  'GET /uc/uc/tenantManage/v1/getTenantByCode',
]);

const prefixes = Object.values(DEFAULT_PREFIXES);
const isDocumentedService = (url: string) => prefixes.some((prefix) => url.startsWith(`${prefix}/`));

/** `METHOD url` of every call in CALLS, as the server with the default prefixes routes it. */
function callRoutes(): Set<string> {
  const routes = new Set<string>();
  for (const call of Object.values(CALLS)) {
    const url = `${DEFAULT_PREFIXES[call.service]}${routePath(call.path)}`;
    const methods = call.method === 'ANY' ? ['GET', 'POST', 'DELETE'] : [call.method];
    for (const method of methods) routes.add(`${method} ${url}`);
  }
  return routes;
}

describe('the routes of the documented services', () => {
  let server: TestServer;
  let documented: string[];

  before(async () => {
    server = await startTestServer();
    documented = server.app.routes
      .filter((route) => isDocumentedService(route.url))
      .map((route) => `${route.method} ${route.url}`);
  });
  after(() => server.stop());

  it('come from CALLS, or from the short list of undocumented ones', () => {
    const fromCalls = callRoutes();
    const stray = documented.filter((route) => !fromCalls.has(route) && !UNDOCUMENTED.has(route));
    assert.deepEqual(stray, []);
    for (const route of UNDOCUMENTED.keys()) assert.ok(documented.includes(route), `${route} is served`);
  });

  it('answer 401 without a token unless they are public', async () => {
    for (const route of documented) {
      const [method = '', url = ''] = route.split(' ');
      // A parameter that no schema accepts: a public route then answers 400, never 401.
      const path = url.replace(/:\w+/g, '%20');
      const { status, body } = await server.request<Envelope>(method, path, {
        body: method === 'GET' ? undefined : {},
      });
      if (PUBLIC.has(route)) {
        assert.notEqual(status, 401, `${route} is public`);
      } else {
        assert.equal(status, 401, `${route} needs a signed-in user`);
        assert.deepEqual(body, { state: false, message: '登录已失效，请重新登录', code: 401 });
      }
    }
    for (const route of PUBLIC) assert.ok(documented.includes(route), `${route} is served`);
  });
});
