import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import type { Envelope } from '../../../api/contract/envelope.js';
import type { NewsItem } from '../../../api/contract/portal.js';

/** A news answer of the reference backend: every summary field is there. */
type News = Required<
  Pick<NewsItem, 'id' | 'title' | 'classifyId' | 'classifyName' | 'summary' | 'publisher' | 'publishTime'>
> &
  Pick<NewsItem, 'content'>;

import { resolveToken } from '../../../api/server/auth/sessions.js';
import { shortCode } from '../../../api/server/routes/portal-shorturl.js';
import { startTestServer, type TestServer } from './harness.js';

const NEWS = '/portal/portalNewsNotice/v1/getNews';
const NEWS_BY_ID = '/portal/portalNewsNotice/v1/getNewsById';
const SHORT = '/portal/portal/shorturlManage/v1/getLongUrlByShortUrl';
const PINYIN = '/portal/base/tools/v1/getPinyin';
const MENU = '/portal/sys/sysMenu/v1/getCurrentUserMenu';

describe('public portal calls: news, short links, pinyin', () => {
  let server: TestServer;

  before(async () => {
    server = await startTestServer();
  });
  after(() => server.stop());

  describe('news', () => {
    const list = async (query: string) => {
      const { status, body } = await server.request<Required<Envelope<News[]>>>('GET', `${NEWS}${query}`);
      assert.equal(status, 200);
      assert.equal(body.state, true);
      return body.value;
    };

    it('lists a class’s news without signing in, newest first, 10 a page by default', async () => {
      const notices = await list('?classifyId=nc-notice');
      assert.equal(notices.length, 7);
      assert.ok(notices.every((item) => item.classifyId === 'nc-notice' && item.classifyName === '通知公告'));
      const times = notices.map((item) => Date.parse(item.publishTime));
      assert.deepEqual(
        times,
        [...times].sort((a, b) => b - a),
      );
      assert.equal(notices[0]?.title, '关于春节期间电子招投标平台系统维护的通知');
      assert.equal(notices[0]?.content, undefined);
      assert.ok(notices[0]?.summary);
      assert.equal((await list('')).length, 10);
      assert.equal((await list('?pageSize=100')).length, 20);
    });

    it('names a class by its code too, and pages', async () => {
      assert.equal((await list('?classifyId=company')).length, 7);
      assert.equal((await list('?classifyId=industry')).length, 6);
      const first = await list('?classifyId=nc-company&page=1&pageSize=4');
      const second = await list('?classifyId=nc-company&page=2&pageSize=4');
      assert.equal(first.length, 4);
      assert.equal(second.length, 3);
      assert.ok(!second.some((item) => first.some((other) => other.id === item.id)));
      assert.deepEqual(await list('?classifyId=no-such-class'), []);
    });

    it('leaves out drafts and news to be published later', async () => {
      const { db } = server.app;
      await db.updateTable('news').set({ status: 0 }).where('id', '=', 'news-001').execute();
      await db
        .updateTable('news')
        .set({ publish_time: new Date(Date.now() + 86_400_000) })
        .where('id', '=', 'news-002')
        .execute();
      try {
        const ids = (await list('?classifyId=nc-notice')).map((item) => item.id);
        assert.ok(!ids.includes('news-001') && !ids.includes('news-002'));
        const draft = await server.request('GET', `${NEWS_BY_ID}?id=news-001`);
        assert.deepEqual(draft.body, { state: false, message: '新闻不存在' });
      } finally {
        await db.updateTable('news').set({ status: 1 }).where('id', '=', 'news-001').execute();
        await db
          .updateTable('news')
          .set({ publish_time: new Date(Date.now() - 86_400_000) })
          .where('id', '=', 'news-002')
          .execute();
      }
    });

    it('reads one news item with its rich content, and refuses a missing one', async () => {
      const { body } = await server.request<Required<Envelope<News>>>('GET', `${NEWS_BY_ID}?id=news-008`);
      assert.equal(body.state, true);
      assert.equal(body.value.title, '集团召开2026年度采购工作会议');
      assert.equal(body.value.classifyName, '公司新闻');
      assert.equal(body.value.publisher, '集团办公室');
      assert.match(body.value.content ?? '', /^<p>.+<\/p>$/);
      const missing = await server.request('GET', `${NEWS_BY_ID}?id=news-999`);
      assert.deepEqual(missing.body, { state: false, message: '新闻不存在' });
    });

    it('refuses bad queries with 400', async () => {
      for (const path of [NEWS_BY_ID, `${NEWS}?page=0`, `${NEWS}?pageSize=101`, `${NEWS}?page=x`]) {
        const { status, body } = await server.request<Envelope>('GET', path);
        assert.equal(status, 400, path);
        assert.equal(body.code, 400);
      }
    });
  });

  describe('short links', () => {
    it('reads the code from a bare code, a /surl/ path or a full url', () => {
      assert.equal(shortCode('g7Kx2mQa'), 'g7Kx2mQa');
      assert.equal(shortCode('/surl/g7Kx2mQa'), 'g7Kx2mQa');
      assert.equal(shortCode('http://portal.example.com/front/surl/g7Kx2mQa?x=1'), 'g7Kx2mQa');
    });

    it('answers a guest link’s url with a fresh token of the guest user', async () => {
      const { status, body } = await server.request<Required<Envelope<{ url: string; guestToken: string }>>>(
        'GET',
        `${SHORT}?shortUrl=g7Kx2mQa`,
      );
      assert.equal(status, 200);
      assert.equal(body.state, true);
      assert.match(body.value.url, /^\/shareInst\/inst-[0-9a-f]+\/true$/);
      const guest = await resolveToken(server.app.db, body.value.guestToken);
      assert.equal(guest?.id, 'u-guest');
      assert.equal(guest?.identity, null);
      // The token works as a bearer token, and the guest sees no menus.
      const menu = await server.request<Required<Envelope<unknown[]>>>('GET', MENU, {
        token: body.value.guestToken,
      });
      assert.equal(menu.status, 200);
      assert.deepEqual(menu.body.value, []);
      const again = await server.request<Required<Envelope<{ guestToken: string }>>>(
        'GET',
        `${SHORT}?shortUrl=%2Fsurl%2Fg7Kx2mQa`,
      );
      assert.notEqual(again.body.value.guestToken, body.value.guestToken);
    });

    it('answers a plain link’s url without a token', async () => {
      const { body } = await server.request('GET', `${SHORT}?shortUrl=n3Vb8pLw`);
      assert.deepEqual(body, {
        state: true,
        message: '操作成功',
        value: { url: '/newsInformation' },
        code: 200,
      });
    });

    it('refuses an unknown or expired link, and a guest link when the guest is disabled', async () => {
      const refused = { state: false, message: '短链接不存在或已失效' };
      assert.deepEqual((await server.request('GET', `${SHORT}?shortUrl=nothing1`)).body, refused);
      const { db } = server.app;
      await db
        .insertInto('short_urls')
        .values({
          code: 'expired1',
          long_url: '/index',
          guest: false,
          expires_at: new Date(Date.now() - 1000),
        })
        .execute();
      assert.deepEqual((await server.request('GET', `${SHORT}?shortUrl=expired1`)).body, refused);
      await db
        .insertInto('short_urls')
        .values({
          code: 'later001',
          long_url: '/index',
          guest: false,
          expires_at: new Date(Date.now() + 60_000),
        })
        .execute();
      assert.equal((await server.request<Envelope>('GET', `${SHORT}?shortUrl=later001`)).body.state, true);
      await db.updateTable('users').set({ status: 0 }).where('id', '=', 'u-guest').execute();
      try {
        assert.deepEqual((await server.request('GET', `${SHORT}?shortUrl=g7Kx2mQa`)).body, refused);
      } finally {
        await db.updateTable('users').set({ status: 1 }).where('id', '=', 'u-guest').execute();
      }
    });

    it('refuses a missing or overlong shortUrl with 400', async () => {
      assert.equal((await server.request('GET', SHORT)).status, 400);
      assert.equal((await server.request('GET', `${SHORT}?shortUrl=${'a'.repeat(501)}`)).status, 400);
    });
  });

  describe('pinyin', () => {
    const pinyinOf = async (chinese: string, type?: number) => {
      const query = new URLSearchParams({ chinese, ...(type === undefined ? {} : { type: String(type) }) });
      const { status, body } = await server.request<Required<Envelope<string>>>('GET', `${PINYIN}?${query}`);
      assert.equal(status, 200);
      return body.value;
    };

    it('gives the full pinyin without tones for type 0 (the default), first letters for type 1', async () => {
      assert.equal(await pinyinOf('中国', 0), 'zhongguo');
      assert.equal(await pinyinOf('中国'), 'zhongguo');
      assert.equal(await pinyinOf('中国', 1), 'zg');
      assert.equal(await pinyinOf('采购管理部', 1), 'cgglb');
    });

    it('reads polyphones in context, keeps other characters and drops spaces', async () => {
      assert.equal(await pinyinOf('重庆银行'), 'chongqingyinhang');
      assert.equal(await pinyinOf('绿色'), 'lvse');
      assert.equal(await pinyinOf('ABC 中国 123'), 'abczhongguo123');
      assert.equal(await pinyinOf('ABC 中国 123', 1), 'abczg123');
    });

    it('refuses a missing, blank or overlong text and an unknown type with 400', async () => {
      for (const query of [
        '',
        '?chinese=',
        '?chinese=%20%20',
        `?${new URLSearchParams({ chinese: '中'.repeat(201) })}`,
        `?${new URLSearchParams({ chinese: '中国', type: '2' })}`,
        `?${new URLSearchParams({ chinese: '中国', type: 'x' })}`,
      ]) {
        const path = `${PINYIN}${query}`;
        const { status, body } = await server.request<Envelope>('GET', path);
        assert.equal(status, 400, path);
        assert.equal(body.code, 400);
      }
    });
  });
});
