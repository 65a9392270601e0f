import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { CALLS } from '../../../api/contract/calls.js';
import { OWN_CALLS_TSV, readCallRows } from '../../../api/contract/codegen/generate-calls.js';
import { DEFAULT_PREFIXES, type ServiceName } from '../../../api/contract/deployment.js';
import type { Envelope } from '../../../api/contract/envelope.js';
import { routePath } from '../../../api/server/http/context.js';
import { compileNow } from '../../../api/server/http/schema-validation.js';
import { sharedTestServer, type TestServer } from './harness.js';

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
  'GET /portal/procureQuestion/v1/query',
  'POST /portal/procureNotice/v1/queryFront',
  'GET /portal/system/file/v1/:id',
  'GET /portal/system/file/v1/downloadFile',
  'GET /uc/api/pwdStrategy/v1/getDefault',
  'POST /uc/api/user/v1/user/register',
  // Before sign-in: the registration's licence ticket is its credential (issue 38).
  'POST /uc/api/user/v1/user/uploadLicense',
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
    server = await sharedTestServer();
    documented = server.app.routes
      .filter((route) => isDocumentedService(route.url))
      .map((route) => `${route.method} ${route.url}`);
  });
  after(() => server.stop());

  it("come from CALLS: the calls of the spec and the backend's own (api/contract/own-calls.tsv)", () => {
    const fromCalls = callRoutes();
    const stray = documented.filter((route) => !fromCalls.has(route));
    assert.deepEqual(stray, []);
    for (const call of readCallRows(OWN_CALLS_TSV)) {
      const route = `${call.method} ${DEFAULT_PREFIXES[call.service as ServiceName]}${routePath(call.path)}`;
      assert.ok(documented.includes(route), `${route} is served`);
    }
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
        // The bidding event stream is opened with a one-time ticket, never the session's token.
        const message = route.endsWith('/procureProjectQuotation/v1/events')
          ? '实时连接凭证无效或已过期，请重新连接'
          : '登录已失效，请重新登录';
        assert.deepEqual(body, { state: false, message, code: 401 }, route);
      }
    }
    for (const route of PUBLIC) assert.ok(documented.includes(route), `${route} is served`);
  });

  it('have schemas that ajv compiles (the server compiles each at its first request)', () => {
    let compiled = 0;
    for (const { method, url, schema } of server.app.routes) {
      for (const httpPart of ['body', 'querystring', 'params', 'headers'] as const) {
        const part = schema?.[httpPart];
        if (part === undefined) continue;
        assert.doesNotThrow(
          () => compileNow({ schema: part, method, url, httpPart }),
          `${method} ${url} ${httpPart}`,
        );
        compiled += 1;
      }
    }
    // Most calls take input: a route list without schemas would make this test prove nothing.
    assert.ok(compiled > 200, `${compiled} schemas compiled`);
  });
});
