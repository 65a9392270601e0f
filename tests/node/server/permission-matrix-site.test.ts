import { after, before, describe } from 'node:test';
import { startTestServer, type TestServer } from './harness.js';
import { tokenFor } from './identity-helpers.js';
import {
  type HttpRow,
  httpOutcome,
  itAnswersAsTheTableSays,
  type Outcome,
  outcomesIn,
} from './permission-matrix.js';

/**
 * Who may manage the public site's news and short links (issue 36): every call × visitor, supplier,
 * purchaser, a staff member, a staff 系统管理员 (赵磊, role-admin) and the site administrator (admin) × a
 * seeded object of the site or one the row makes. The public site is the site administrator's alone: a
 * staff 系统管理员 manages staff accounts and structure, not what the public reads, so is refused (403).
 */

const IDENTITIES = ['visitor', 'supplier', 'purchaser', 'staff', 'staffAdmin', 'siteAdmin'] as const;
type Identity = (typeof IDENTITIES)[number];
const expect = outcomesIn(IDENTITIES);
const ACCOUNTS: Record<Exclude<Identity, 'visitor'>, string> = {
  supplier: 'supplier',
  purchaser: 'purchaser',
  staff: 'staff',
  staffAdmin: 'zhaolei',
  siteAdmin: 'admin',
};

const SITE_ONLY = expect(401, 403, 403, 403, 403, 'ok');
const NEWS = '/portal/portalNews/v1';
const LINK = '/portal/shortUrl/v1';

interface Row {
  call: string;
  object: 'seeded' | 'made';
  method: 'POST';
  path: string;
  body?: (identity: Identity) => unknown;
  expected: Record<Identity, Outcome>;
}

const ROWS: Row[] = [
  {
    call: 'portalNews/adminQuery',
    object: 'seeded',
    method: 'POST',
    path: `${NEWS}/adminQuery`,
    body: () => ({}),
    expected: SITE_ONLY,
  },
  {
    call: 'portalNews/adminSave',
    object: 'made',
    method: 'POST',
    path: `${NEWS}/adminSave`,
    body: (who) => ({ classifyId: 'nc-company', title: `矩阵新闻${who}`, content: '<p>正文</p>' }),
    expected: SITE_ONLY,
  },
  {
    call: 'portalNews/adminSave',
    object: 'seeded',
    method: 'POST',
    path: `${NEWS}/adminSave`,
    body: () => ({
      id: 'news-001',
      classifyId: 'nc-notice',
      title: '已发布的新闻（改）',
      content: '<p>正文</p>',
    }),
    expected: SITE_ONLY,
  },
  {
    call: 'portalNews/publish',
    object: 'seeded',
    method: 'POST',
    path: `${NEWS}/publish`,
    body: () => ({ id: 'news-002' }),
    expected: SITE_ONLY,
  },
  {
    call: 'portalNews/withdraw',
    object: 'seeded',
    method: 'POST',
    path: `${NEWS}/withdraw`,
    body: () => ({ id: 'news-003' }),
    expected: SITE_ONLY,
  },
  {
    call: 'shortUrl/adminQuery',
    object: 'seeded',
    method: 'POST',
    path: `${LINK}/adminQuery`,
    body: () => ({}),
    expected: SITE_ONLY,
  },
  {
    call: 'shortUrl/adminSave',
    object: 'made',
    method: 'POST',
    path: `${LINK}/adminSave`,
    body: (who) => ({ code: `matrix-${who}`, longUrl: '/newsInformation' }),
    expected: SITE_ONLY,
  },
  {
    call: 'shortUrl/adminSave',
    object: 'seeded',
    method: 'POST',
    path: `${LINK}/adminSave`,
    body: () => ({ code: 'n3Vb8pLw', existing: true, longUrl: '/newsInformation', enabled: false }),
    expected: SITE_ONLY,
  },
  {
    call: 'shortUrl/remove',
    object: 'seeded',
    method: 'POST',
    path: `${LINK}/remove`,
    body: () => ({ id: 'g7Kx2mQa' }),
    expected: SITE_ONLY,
  },
];

describe('permission matrix: the public site’s administration', () => {
  let server: TestServer;
  const tokens = new Map<Identity, string | undefined>();
  before(async () => {
    server = await startTestServer();
    tokens.set('visitor', undefined);
    for (const [identity, account] of Object.entries(ACCOUNTS)) {
      tokens.set(identity as Identity, await tokenFor(server, account));
    }
  });
  after(() => server?.stop());

  itAnswersAsTheTableSays(IDENTITIES, ROWS, async (row, identity) => {
    const request: HttpRow = { method: row.method, path: row.path, body: row.body?.(identity) };
    return httpOutcome(server.url, request, tokens.get(identity));
  });
});
