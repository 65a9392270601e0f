/**
 * Long notice lists (issue 10): the total is counted up to the next thousand past the page asked for
 * and answered as "more than" beyond it (`totalCapped`); a page that is not full is the last one and
 * its total is exact; deep pages (found by key before the join) hold the same rows as in plain order.
 * The list served from memory (issue 39): a change shows on the very next request, in every language.
 */
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { sql } from 'kysely';
import type { Envelope, PageList, QueryBody } from '../../../api/contract/envelope.js';
import type { PublishedNotice } from '../../../api/contract/project-publication.js';
import type { NoticeSummary } from '../../../api/contract/tender-site.js';
import { issueToken } from '../../../api/server/auth/sessions.js';
import { DEEP_PAGE_OFFSET } from '../../../api/server/http/query-body.js';
import { NOTICE_SEARCH_COUNT_LIMIT } from '../../../api/server/tender/notices.js';
import { startTestServer, type TestServer } from './harness.js';
import { PROJECT, setWindows } from './procure-project-helpers.js';

const FRONT = '/portal/procureNotice/v1/queryFront';
const HOUR = 3_600_000;
/** Clearing notices made here: more than a thousand, and not a round number. */
const MADE = 1_205;

describe('long notice lists', () => {
  let server: TestServer;
  let demoClears: number;
  const list = async (page: number, pageSize: number, extra: object[] = []) => {
    const { status, body } = await server.request<Envelope<PageList<NoticeSummary>>>('POST', FRONT, {
      body: {
        pageBean: { page, pageSize },
        querys: [{ property: 'type', value: 'clear', operation: 'EQUAL' }, ...extra],
      },
    });
    assert.equal(status, 200);
    return body.value as PageList<NoticeSummary>;
  };

  before(async () => {
    server = await startTestServer();
    demoClears = (await list(1, 1000)).total;
    await sql`
      insert into procure_notices (id, type, title, content, publish_time, publisher, state)
      select 'long-' || lpad(g::text, 5, '0'), 'clear', '长列表公告（第' || g || '号）', '',
        now() - interval '1 day' - g * interval '1 minute', '测试采购人', 'published'
      from generate_series(1, ${MADE}) as g`.execute(server.app.db);
  });
  after(() => server.stop());

  it('says "more than 1000" on the first page and counts on for later pages', async () => {
    const first = await list(1, 10);
    assert.equal(first.rows.length, 10);
    assert.equal(first.total, 1000);
    assert.equal(first.totalCapped, true);
    // Page 100 ends at row 1000: counting goes on to the next thousand, which the list does not reach.
    const later = await list(100, 10);
    assert.equal(later.total, MADE + demoClears);
    assert.equal(later.totalCapped, undefined);
  });

  it('answers the exact total on a page that is not full', async () => {
    const pageSize = 100;
    const lastPage = Math.ceil((MADE + demoClears) / pageSize);
    const last = await list(lastPage, pageSize);
    assert.equal(last.rows.length, (MADE + demoClears) % pageSize || pageSize);
    assert.equal(last.total, MADE + demoClears);
    assert.equal(last.totalCapped, undefined);
  });

  it('finds deep pages by key with the same rows and order as a plain walk', async () => {
    const pageSize = 25;
    const page = DEEP_PAGE_OFFSET / pageSize + 3;
    const deep = await list(page, pageSize);
    // One big page from the start holds the same rows at the same places.
    const all = await list(1, page * pageSize);
    assert.deepEqual(
      deep.rows.map((row) => row.id),
      all.rows.slice((page - 1) * pageSize).map((row) => row.id),
    );
    assert.equal(deep.rows.length, pageSize);
    // The walk that found the page's keys went on to count: up to the next thousand, then "more than".
    assert.equal(deep.total, 1000);
    assert.equal(deep.totalCapped, true);
    const later = await list(101, 10);
    assert.deepEqual(
      later.rows.map((row) => row.id),
      (await list(2, 1000)).rows.slice(0, 10).map((row) => row.id),
    );
    assert.equal(later.total, MADE + demoClears);
    assert.equal(later.totalCapped, undefined);
  });

  it('counts a keyword search through its index, a hundred at a time, and pages it in the list order', async () => {
    // Two characters (the bigram index) and three (the trigram index), with the type in the same index.
    for (const value of ['列表', '长列表']) {
      const keyword = [{ property: 'keyword', value, operation: 'LIKE' }];
      const first = await list(1, 10, keyword);
      assert.equal(first.total, NOTICE_SEARCH_COUNT_LIMIT, value);
      assert.equal(first.totalCapped, true);
      // Page 12 ends at row 120: counted on to the next hundred.
      const twelfth = await list(12, 10, keyword);
      assert.equal(twelfth.total, 200, value);
      assert.equal(twelfth.totalCapped, true);
      // An empty search box counts as the list does.
      assert.equal((await list(1, 10, [{ property: 'keyword', value: '', operation: 'LIKE' }])).total, 1000);
      const all = await list(1, 40, keyword);
      const third = await list(3, 10, keyword);
      assert.deepEqual(
        third.rows.map((row) => row.id),
        all.rows.slice(20, 30).map((row) => row.id),
      );
      assert.ok(third.rows.every((row) => row.title.includes(value)));
      const last = await list(13, 100, keyword);
      assert.equal(last.total, MADE, value);
      assert.equal(last.rows.length, MADE - 1200);
    }
  });
});

describe('notice lists over the project columns copied onto the notices', () => {
  let server: TestServer;
  before(async () => {
    server = await startTestServer();
  });
  after(() => server.stop());

  const front = async (body: object) => {
    const { status, body: answer } = await server.request<Envelope<PageList<NoticeSummary>>>('POST', FRONT, {
      body,
    });
    assert.equal(status, 200);
    return answer.value as PageList<NoticeSummary>;
  };
  /** Notices whose copies differ from their project's columns (none without a project). */
  const stale = async () => {
    const { rows } = await sql<{ count: string }>`
      select count(*) as count from procure_notices n left join procure_projects p on p.id = n.project_id
      where (n.budget_money, n.procure_type, n.transaction_mode, n.quotation_mode, n.register_start_time,
        n.register_end_time, n.bid_start_time, n.bid_end_time) is distinct from (p.budget_money, p.procure_type,
        p.transaction_mode, p.quotation_mode, p.register_start_time, p.register_end_time, p.bid_start_time,
        p.bid_end_time)`.execute(server.app.db);
    return Number(rows[0]?.count);
  };

  it('keeps the copies right through the seed, project changes and moved notices', async () => {
    const db = server.app.db;
    assert.equal(await stale(), 0);
    const notice = await db
      .selectFrom('procure_notices')
      .select(['id', 'project_id', 'type'])
      .where('project_id', 'is not', null)
      .where('state', '=', 'published')
      .where('publish_time', '<=', new Date())
      .executeTakeFirstOrThrow();
    const projectId = notice.project_id ?? '';
    await db
      .updateTable('procure_projects')
      .set({ budget_money: '0.01', procure_type: 'jzxcs', transaction_mode: 'comprehensive' })
      .where('id', '=', projectId)
      .execute();
    assert.equal(await stale(), 0);
    const type = { property: 'type', value: notice.type, operation: 'EQUAL' };
    const cheapest = await front({
      pageBean: { page: 1, pageSize: 1 },
      querys: [type],
      sorter: [{ property: 'fBudgetMoney', direction: 'ASC' }],
    });
    assert.equal(cheapest.rows[0]?.id, notice.id);
    assert.equal(cheapest.rows[0]?.fBudgetMoney, 0.01);
    const filtered = async () =>
      front({
        pageBean: { page: 1, pageSize: 1000 },
        querys: [
          type,
          { property: 'fProcureType', value: 'jzxcs', operation: 'EQUAL' },
          { property: 'fTransactionMode', value: 'comprehensive', operation: 'EQUAL' },
        ],
      });
    assert.ok((await filtered()).rows.some((row) => row.id === notice.id));
    // Moved to a project of another procure type, the notice leaves the filtered list.
    const other = await db
      .selectFrom('procure_projects')
      .select('id')
      .where('procure_type', '<>', 'jzxcs')
      .executeTakeFirstOrThrow();
    await db
      .updateTable('procure_notices')
      .set({ project_id: other.id })
      .where('id', '=', notice.id)
      .execute();
    assert.equal(await stale(), 0);
    assert.ok(!(await filtered()).rows.some((row) => row.id === notice.id));
  });

  describe('served from memory (issue 39)', () => {
    const PAGE = { pageBean: { page: 1, pageSize: 10 } };
    const frontIn = async (language: string, body: Partial<QueryBody> = PAGE) => {
      const { status, body: answer } = await server.request<Required<Envelope<PageList<NoticeSummary>>>>(
        'POST',
        FRONT,
        { body, headers: { 'accept-language': language } },
      );
      assert.equal(status, 200, JSON.stringify(answer));
      return answer;
    };
    const tenderOf = (projectId: string) => ({
      ...PAGE,
      querys: [
        { property: 'projectId', value: projectId, operation: 'EQUAL' as const },
        { property: 'type', value: 'bid', operation: 'EQUAL' as const },
      ],
    });
    const inHours = (hours: number) => new Date(Date.now() + hours * HOUR).toISOString();

    it('shows a notice published, clarified or withdrawn on the very next request, in each language', async () => {
      const zh = await frontIn('zh-CN');
      const en = await frontIn('en-US');
      assert.equal(zh.message, '操作成功');
      assert.notEqual(en.message, zh.message);
      assert.deepEqual(en.value, zh.value);
      // Asked again: the kept answers, each in its language.
      assert.deepEqual(await frontIn('zh-CN'), zh);
      assert.deepEqual(await frontIn('en-US'), en);

      // A pre-notice published through the real call heads the list at once, in both languages.
      await setWindows(server, 'p-102', [24, 96, 120, 122]);
      // p-001: the purchaser's project in its registration window, with its tender notice.
      const tenderBefore = (await frontIn('zh-CN', tenderOf('p-001'))).value.rows[0];
      assert.ok(tenderBefore, 'p-001 has its tender notice');
      const published = await server.request<Required<Envelope<PublishedNotice>>>(
        'POST',
        `${PROJECT}/preNotice`,
        {
          token: await issueToken(server.app.db, 'u-purchaser'),
          body: { projectId: 'p-102', title: '缓存之后的招标预告', content: '<p>下周报名。</p>' },
        },
      );
      assert.equal(published.body.state, true, published.body.message);
      for (const [language, before] of [
        ['zh-CN', zh],
        ['en-US', en],
      ] as const) {
        const page = await frontIn(language);
        assert.equal(page.message, before.message);
        assert.equal(page.value.rows[0]?.id, published.body.value.noticeId);
        assert.equal(page.value.rows[0]?.title, '缓存之后的招标预告');
        assert.equal(page.value.total, before.value.total + 1);
      }

      // A clarification moving the bidding window: the tender notice's next version and the new window at once.
      const bidStart = inHours(24 * 20);
      const clarified = await server.request<Required<Envelope<PublishedNotice>>>(
        'POST',
        `${PROJECT}/clarify`,
        {
          token: await issueToken(server.app.db, 'u-purchaser'),
          body: {
            projectId: 'p-001',
            title: '缓存之后的澄清公告',
            content: '<p>报价时间顺延。</p>',
            fRegisterStartTime: tenderBefore.fRegisterStartTime,
            fRegisterEndTime: tenderBefore.fRegisterEndTime,
            fBidStartTime: bidStart,
            fBidEndTime: inHours(24 * 20 + 4),
          },
        },
      );
      assert.equal(clarified.body.state, true, clarified.body.message);
      const tenderAfter = (await frontIn('zh-CN', tenderOf('p-001'))).value.rows[0];
      assert.equal(tenderAfter?.version, tenderBefore.version + 1);
      assert.equal(new Date(tenderAfter?.fBidStartTime ?? 0).getTime(), new Date(bidStart).getTime());
      const top = await frontIn('en-US');
      assert.equal(top.value.rows[0]?.id, clarified.body.value.noticeId);

      // Withdrawn (no call withdraws a notice: an administrator's statement in the database) is gone at once.
      await server.app.db
        .updateTable('procure_notices')
        .set({ state: 'revoked' })
        .where('id', '=', clarified.body.value.noticeId)
        .execute();
      for (const language of ['zh-CN', 'en-US']) {
        const page = await frontIn(language);
        assert.equal(page.value.rows[0]?.id, published.body.value.noticeId);
        assert.ok(!page.value.rows.some((row) => row.id === clarified.body.value.noticeId));
      }
    });

    it('shows a notice published for a later time once its time has come', async () => {
      // Due within the second that a kept answer may live at most: only the horizon makes it show.
      const dueAt = Date.now() + 600;
      await server.app.db
        .insertInto('procure_notices')
        .values({
          id: 'n-due-soon',
          type: 'result',
          title: '定时发布的结果公告',
          publish_time: new Date(dueAt),
          publisher: '华东能源集团采购部',
        })
        .execute();
      for (let asked = 0; asked < 2; asked += 1) {
        const first = (await frontIn('zh-CN')).value.rows[0]?.id;
        // Judged before its time (on a machine this slow that it is not, there is nothing to see).
        if (Date.now() < dueAt) assert.notEqual(first, 'n-due-soon');
      }
      await new Promise((resolve) => setTimeout(resolve, Math.max(0, dueAt - Date.now()) + 20));
      assert.equal((await frontIn('zh-CN')).value.rows[0]?.id, 'n-due-soon');
    });
  });
});
