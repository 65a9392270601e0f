import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import type { Envelope, PageList } from '../../../api/contract/envelope.js';
import type { NewsItem, ShortUrlTarget } from '../../../api/contract/portal.js';
import type { AdminNews, AdminNewsPage, AdminShortUrl } from '../../../api/contract/site-admin.js';
import { XSS_PAYLOADS } from '../../e2e/xss-payloads.js';
import { startTestServer, type TestServer } from './harness.js';
import { tokenFor } from './identity-helpers.js';
import { dangers } from './markup-dangers.js';
import { downloadStatus, uploadImage } from './procure-project-helpers.js';

/**
 * The public site as its administrator manages it (issue 36) over HTTP: what a visitor then reads on the
 * public lists at the next request (they are served from the change-aware cache), and the short links.
 */
const PORTAL = '/portal';
const NEWS = `${PORTAL}/portalNewsNotice/v1/getNews`;
const NEWS_BY_ID = `${PORTAL}/portalNewsNotice/v1/getNewsById`;
const SHORT = `${PORTAL}/portal/shorturlManage/v1/getLongUrlByShortUrl`;
let server: TestServer;
let admin: string;

before(async () => {
  server = await startTestServer();
  admin = await tokenFor(server, 'admin');
});
after(() => server.stop());

function call<T>(path: string, body: unknown, language = 'zh-CN', token = admin) {
  return server.request<Envelope<T>>('POST', `${PORTAL}/${path}`, {
    token,
    body,
    headers: { 'accept-language': language },
  });
}

async function saved(body: Record<string, unknown>): Promise<AdminNews> {
  const answer = await call<AdminNews>('portalNews/v1/adminSave', body);
  assert.equal(answer.body.state, true, answer.body.message);
  return answer.body.value as AdminNews;
}

/** The ids of the public news list of a class, as a visitor reads it. */
async function publicIds(classifyId = 'nc-company'): Promise<string[]> {
  const { body } = await server.request<Envelope<NewsItem[]>>(
    'GET',
    `${NEWS}?classifyId=${classifyId}&pageSize=50`,
  );
  assert.equal(body.state, true, body.message);
  return (body.value ?? []).map((item) => item.id);
}

describe('news the site administrator publishes', () => {
  let news: AdminNews;

  it('is a draft when saved: not on the public list, not readable by id', async () => {
    const before = await publicIds();
    news = await saved({
      classifyId: 'nc-company',
      title: '平台升级通知',
      summary: '本周六系统升级',
      content: '<p>本周六 <strong>22:00</strong> 起系统升级。</p>',
    });
    assert.equal(news.state, 'draft');
    assert.equal(news.classifyName, '公司新闻');
    assert.deepEqual(await publicIds(), before);
    const read = await server.request<Envelope<NewsItem>>('GET', `${NEWS_BY_ID}?id=${news.id}`);
    assert.equal(read.body.state, false);
  });

  it('shows on the public list at the next request once published, with its rich text', async () => {
    const { body } = await call<AdminNews>('portalNews/v1/publish', { id: news.id });
    assert.equal(body.state, true, body.message);
    assert.equal(body.message, '发布成功');
    assert.equal((await publicIds())[0], news.id);
    const read = await server.request<Envelope<NewsItem>>('GET', `${NEWS_BY_ID}?id=${news.id}`);
    assert.equal(read.body.value?.title, '平台升级通知');
    assert.match(read.body.value?.content ?? '', /<strong>22:00<\/strong>/);
  });

  it('an edit of a published item shows at the next request and stays published', async () => {
    const edited = await saved({ ...news, title: '平台升级通知（更新）', content: '<p>改为周日。</p>' });
    assert.equal(edited.state, 'published');
    const { body } = await server.request<Envelope<NewsItem[]>>('GET', `${NEWS}?classifyId=nc-company`);
    assert.equal(body.value?.find((item) => item.id === news.id)?.title, '平台升级通知（更新）');
  });

  it('leaves the public list at once when withdrawn; a second withdraw is refused', async () => {
    const { body } = await call<AdminNews>('portalNews/v1/withdraw', { id: news.id });
    assert.equal(body.value?.state, 'withdrawn');
    assert.ok(!(await publicIds()).includes(news.id));
    const again = await call('portalNews/v1/withdraw', { id: news.id }, 'en-US');
    assert.deepEqual(
      [again.body.state, again.body.message],
      [false, 'This news item is not published, so there is nothing to withdraw'],
    );
    const { body: listed } = await call<AdminNewsPage>('portalNews/v1/adminQuery', { state: 'withdrawn' });
    assert.ok(listed.value?.rows.some((row) => row.id === news.id));
    assert.ok(listed.value?.classes.some((c) => c.id === 'nc-company'));
  });

  it('scheduled for later, appears when its time comes (no timer: the list reads the publish time)', async () => {
    const later = await saved({
      classifyId: 'nc-company',
      title: '定时发布的新闻',
      content: '<p>到点可见。</p>',
    });
    const due = new Date(Date.now() + 1500);
    const { body } = await call<AdminNews>('portalNews/v1/publish', {
      id: later.id,
      publishTime: due.toISOString(),
    });
    assert.equal(body.value?.state, 'published');
    assert.ok(!(await publicIds()).includes(later.id), 'not before its time');
    // Wait for the state that shows it: the list is asked again until the item is there.
    const deadline = Date.now() + 15_000;
    let ids = await publicIds();
    while (!ids.includes(later.id) && Date.now() < deadline) {
      await new Promise((resolve) => setTimeout(resolve, 100));
      ids = await publicIds();
    }
    assert.ok(ids.includes(later.id), 'shown once due');
    assert.ok(Date.now() >= due.getTime());
  });

  it('refuses a form that is not complete, in the caller’s language', async () => {
    const cases: [string, Record<string, unknown>, Record<string, string>][] = [
      [
        'no title',
        { classifyId: 'nc-company', title: ' ', content: '<p>x</p>' },
        { 'zh-CN': '标题', 'zh-TW': '標題', 'en-US': 'title' },
      ],
      [
        'empty content',
        { classifyId: 'nc-company', title: '空的', content: '<p> </p><script>x</script>' },
        { 'zh-CN': '新闻内容不能为空', 'zh-TW': '新聞內容不能為空', 'en-US': 'Write the news content' },
      ],
      [
        'unknown class',
        { classifyId: 'nc-none', title: '无分类', content: '<p>x</p>' },
        { 'zh-CN': '新闻分类不存在', 'zh-TW': '新聞分類不存在', 'en-US': 'No such news category' },
      ],
    ];
    for (const [what, body, messages] of cases) {
      for (const [language, message] of Object.entries(messages)) {
        const answer = await call('portalNews/v1/adminSave', body, language);
        assert.equal(answer.body.state, false, what);
        assert.ok(answer.body.message?.includes(message), `${what} ${language}: ${answer.body.message}`);
      }
    }
  });

  it('keeps nothing that can run of any XSS payload, one payload at a time, on the public detail', async () => {
    const item = await saved({ classifyId: 'nc-company', title: 'XSS', content: '<p>正文</p>' });
    await call('portalNews/v1/publish', { id: item.id });
    for (const payload of XSS_PAYLOADS) {
      const answer = await call<AdminNews>('portalNews/v1/adminSave', {
        id: item.id,
        classifyId: 'nc-company',
        title: 'XSS',
        content: `<p>正文</p>${payload}`,
      });
      assert.equal(answer.body.state, true, `${payload}: ${answer.body.message}`);
      const read = await server.request<Envelope<NewsItem>>('GET', `${NEWS_BY_ID}?id=${item.id}`);
      const content = read.body.value?.content ?? '';
      assert.match(content, /正文/, payload);
      assert.deepEqual(dangers(content), [], payload);
    }
  });
});

describe('short links the site administrator manages', () => {
  const resolve = (code: string, language = 'zh-CN') =>
    server.request<Envelope<ShortUrlTarget>>('GET', `${SHORT}?shortUrl=/surl/${code}`, {
      headers: { 'accept-language': language },
    });

  it('resolves a link once created, counts its use, and answers not found once disabled', async () => {
    const created = await call<AdminShortUrl>('shortUrl/v1/adminSave', {
      code: 'news-upgrade',
      title: '升级通知',
      longUrl: '/newsInformation',
    });
    assert.equal(created.body.state, true, created.body.message);
    assert.equal((await resolve('news-upgrade')).body.value?.url, '/newsInformation');
    await resolve('news-upgrade');
    const { body } = await call<PageList<AdminShortUrl>>('shortUrl/v1/adminQuery', { keyword: 'upgrade' });
    assert.deepEqual(
      body.value?.rows.map((row) => [row.code, row.hits, row.enabled]),
      [['news-upgrade', 2, true]],
    );
    // In any letter case, as the other administration searches.
    const upper = await call<PageList<AdminShortUrl>>('shortUrl/v1/adminQuery', { keyword: 'UPGRADE' });
    assert.deepEqual(
      upper.body.value?.rows.map((row) => row.code),
      ['news-upgrade'],
    );
    const disabled = await call<AdminShortUrl>('shortUrl/v1/adminSave', {
      code: 'news-upgrade',
      existing: true,
      longUrl: '/newsInformation',
      enabled: false,
    });
    assert.equal(disabled.body.value?.enabled, false);
    const gone = await resolve('news-upgrade');
    assert.deepEqual([gone.body.state, gone.body.message], [false, '短链接不存在或已失效']);
  });

  it('answers not found after its expiry, and once removed', async () => {
    const past = new Date(Date.now() - 60_000).toISOString();
    await call('shortUrl/v1/adminSave', {
      code: 'old-link',
      longUrl: 'https://example.com/a',
      expiresAt: past,
    });
    assert.equal((await resolve('old-link')).body.state, false);
    const removed = await call('shortUrl/v1/remove', { id: 'old-link' });
    assert.equal(removed.body.state, true, removed.body.message);
    const { body } = await call<PageList<AdminShortUrl>>('shortUrl/v1/adminQuery', { keyword: 'old-link' });
    assert.deepEqual(body.value?.rows, []);
  });

  it('refuses a taken code, a target that is no address, and a code with other characters, in three languages', async () => {
    const taken = await call('shortUrl/v1/adminSave', { code: 'dup', longUrl: '/a' });
    assert.equal(taken.body.state, true, taken.body.message);
    const again = await call('shortUrl/v1/adminSave', { code: 'dup', longUrl: '/b' }, 'zh-TW');
    assert.deepEqual([again.body.state, again.body.message], [false, '短連結代碼已被使用']);
    const script = await call(
      'shortUrl/v1/adminSave',
      { code: 'js', longUrl: 'javascript:alert(1)' },
      'en-US',
    );
    assert.deepEqual(
      [script.body.state, script.body.message],
      [false, 'The target must be a path of the site (starting with /) or an http(s) address'],
    );
    const odd = await call('shortUrl/v1/adminSave', { code: 'a b', longUrl: '/a' }, 'zh-CN');
    assert.equal(odd.body.state, false);
    assert.match(odd.body.message ?? '', /短链接代码/);
  });
});

describe('attachments of a news item', () => {
  let news: AdminNews;
  let fileId: string;

  it('are the site administrator’s uploads; another’s upload is refused in the caller’s language', async () => {
    fileId = (await uploadImage(server, admin, '维护安排.png')).id;
    const stranger = (await uploadImage(server, await tokenFor(server, 'supplier'), '别人的.png')).id;
    const refused = await call(
      'portalNews/v1/adminSave',
      { classifyId: 'nc-notice', title: '附件公告', content: '<p>见附件。</p>', attachmentIds: [stranger] },
      'en-US',
    );
    assert.equal(refused.body.state, false);
    assert.match(refused.body.message ?? '', /attachment/i);
    news = await saved({
      classifyId: 'nc-notice',
      title: '附件公告',
      content: '<p>见附件。</p>',
      attachmentIds: [fileId],
    });
    assert.deepEqual(
      news.attachments.map((file) => [file.name, file.response.fileId]),
      [['维护安排.png', fileId]],
    );
    assert.equal(news.attachments[0]?.username, 'admin', 'the form names the uploader'); // The site's notices listed alone (系统管理 › 通知公告 asks by the class's code).
    const { body } = await call<AdminNewsPage>('portalNews/v1/adminQuery', { classifyId: 'notice' });
    assert.ok(body.value?.rows.some((row) => row.id === news.id));
    assert.ok(body.value?.rows.every((row) => row.classifyId === 'nc-notice'));
  });

  it('are read before publication by the site administrator alone, by anyone once published', async () => {
    const supplier = await tokenFor(server, 'supplier');
    assert.equal(await downloadStatus(server, fileId), 401);
    assert.equal(await downloadStatus(server, fileId, supplier), 403);
    assert.equal(await downloadStatus(server, fileId, admin), 200);
    await call('portalNews/v1/publish', { id: news.id });
    assert.equal(await downloadStatus(server, fileId), 200);
    assert.equal(await downloadStatus(server, fileId, supplier), 200);
    const read = await server.request<Envelope<NewsItem>>('GET', `${NEWS_BY_ID}?id=${news.id}`);
    assert.deepEqual(
      read.body.value?.attachments?.map((file) => file.name),
      ['维护安排.png'],
    );
    assert.equal(read.body.value?.attachments?.[0]?.username, undefined, 'the public page does not');
  });

  it('leave the public with their item when it is withdrawn, and go when removed from it', async () => {
    await call('portalNews/v1/withdraw', { id: news.id });
    assert.equal(await downloadStatus(server, fileId), 401);
    assert.equal(await downloadStatus(server, fileId, await tokenFor(server, 'supplier')), 403);
    const edited = await saved({ ...news, attachmentIds: [] });
    assert.deepEqual(edited.attachments, []);
  });
});

describe('the seeded notices in the visitor’s language', () => {
  const read = (id: string, language: string) =>
    server.request<Envelope<NewsItem>>('GET', `${NEWS_BY_ID}?id=${id}`, {
      headers: { 'accept-language': language },
    });

  it('are listed and read in zh-TW and en-US, their category too', async () => {
    const { body } = await server.request<Envelope<NewsItem[]>>(
      'GET',
      `${NEWS}?classifyId=notice&pageSize=50`,
      {
        headers: { 'accept-language': 'en-US' },
      },
    );
    const first = body.value?.find((item) => item.id === 'news-001');
    assert.equal(first?.title, 'Maintenance of the e-tendering platform over the Spring Festival');
    assert.equal(first?.classifyName, 'Announcements');
    const tw = await read('news-001', 'zh-TW');
    assert.equal(tw.body.value?.title, '關於春節期間電子招投標平台系統維護的通知');
    assert.match(tw.body.value?.content ?? '', /資訊中心定於2月14日/);
    const cn = await read('news-001', 'zh-CN');
    assert.equal(cn.body.value?.title, '关于春节期间电子招投标平台系统维护的通知');
  });

  it('show as the site administrator typed them in every language once edited', async () => {
    const { body } = await call<AdminNewsPage>('portalNews/v1/adminQuery', { keyword: '春节期间' });
    const item = body.value?.rows.find((row) => row.id === 'news-001');
    assert.ok(item);
    await saved({
      ...item,
      title: '关于春节期间系统维护时间调整的通知',
      content: '<p>维护改至2月15日。</p>',
    });
    const en = await read('news-001', 'en-US');
    assert.equal(en.body.value?.title, '关于春节期间系统维护时间调整的通知');
    assert.equal(en.body.value?.content, '<p>维护改至2月15日。</p>');
  });
});
