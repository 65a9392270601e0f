import { describe } from 'node:test';
import { adminMatrix, type Row, SITE_ONLY } from './admin-matrix.js';

/**
 * Who may manage the public site's news and short links (issue 36): every call × visitor, supplier,
 * purchaser, a staff member, a staff 系统管理员 (赵磊, role-admin) and the site administrator (admin) × a
 * seeded object of the site or one the row makes. The public site is the site administrator's alone: a
 * staff 系统管理员 manages staff accounts and structure, not what the public reads, so is refused (403).
 */

const NEWS = '/portal/portalNews/v1';
const LINK = '/portal/shortUrl/v1';

const ROWS: Row<'seeded' | 'made'>[] = [
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
  adminMatrix(ROWS);
});
