import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import type { Envelope, PageList, QueryBody, QueryFilter } from '../../../api/contract/envelope.js';
import { PROCURE_TYPES, SEARCH_STATUSES } from '../../../api/contract/tender.js';
import {
  NOTICE_TYPES,
  type NoticeDetail,
  type NoticeHistoryEntry,
  type NoticeSummary,
  type ServerTime,
  searchStatusAt,
} from '../../../api/contract/tender-site.js';
import { issueToken } from '../../../api/server/auth/sessions.js';
import { startTestServer, type TestServer } from './harness.js';

const FRONT = '/portal/procureNotice/v1/queryFront';
const MANAGE = '/form/procureNotice/v1/queryProcureNotice';
const DETAIL = '/portal/procureNotice/v1/getDetail';
const BY_IDS = '/portal/procureNotice/v1/getByIds';
const HISTORY = '/portal/procureNotice/v1/getHistory';
const TIME = '/form/wProcureproject/v1/getTime';

const HOUR = 3_600_000;

describe('procureNotice and getTime', () => {
  let server: TestServer;
  let admin: string;
  let purchaser: string;
  let supplier: string;

  const front = async (body: Partial<QueryBody>) => {
    const { status, body: answer } = await server.request<Required<Envelope<PageList<NoticeSummary>>>>(
      'POST',
      FRONT,
      {
        body,
      },
    );
    assert.equal(status, 200, JSON.stringify(answer));
    return answer.value;
  };
  const all = (querys: QueryFilter[], extra: Partial<QueryBody> = {}) =>
    front({ pageBean: { page: 1, pageSize: 1000 }, querys, ...extra });
  const refused = async (body: unknown) => {
    const { status, body: answer } = await server.request<Required<Envelope<unknown>>>('POST', FRONT, {
      body,
    });
    assert.equal(status, 400);
    assert.equal(answer.state, false);
    assert.equal(answer.code, 400);
    return answer.message;
  };

  before(async () => {
    server = await startTestServer();
    admin = await issueToken(server.app.db, 'u-admin');
    purchaser = await issueToken(server.app.db, 'u-purchaser');
    supplier = await issueToken(server.app.db, 'u-supplier');
  });
  after(() => server.stop());

  describe('getTime', () => {
    it('answers the server clock to anyone', async () => {
      const before = Date.now();
      const { status, body } = await server.request<Required<Envelope<ServerTime>>>('GET', TIME);
      assert.equal(status, 200);
      assert.equal(body.state, true);
      assert.ok(body.value.timestamp >= before && body.value.timestamp <= Date.now());
      assert.equal(new Date(body.value.time).getTime(), body.value.timestamp);
    });
  });

  describe('queryFront', () => {
    it('lists the published notices to a visitor, newest first, ten a page with the total', async () => {
      const page = await front({});
      assert.equal(page.total, 65);
      assert.equal(page.page, 1);
      assert.equal(page.pageSize, 10);
      assert.equal(page.rows.length, 10);
      const times = page.rows.map((row) => Date.parse(row.publishTime));
      assert.deepEqual(
        times,
        [...times].sort((a, b) => b - a),
      );
      const first = page.rows[0]!;
      assert.match(first.id, /^n-\d{3}$/);
      assert.ok(first.fProjectName && first.fProjectNo && first.fPurchaserName);
      assert.equal(typeof first.fBudgetMoney, 'number');
    });

    it('has demo notices of every type, each type in every procure type', async () => {
      let sum = 0;
      for (const type of NOTICE_TYPES) {
        const page = await all([{ property: 'type', value: type, operation: 'EQUAL' }]);
        assert.ok(page.total >= 7, `${type}: ${page.total}`);
        assert.ok(page.rows.every((row) => row.type === type));
        assert.deepEqual(new Set(page.rows.map((row) => row.fProcureType)), new Set(PROCURE_TYPES), type);
        sum += page.total;
      }
      assert.equal(sum, 65);
    });

    it('pages without overlap', async () => {
      const first = await front({ pageBean: { page: 1, pageSize: 7 } });
      const second = await front({ pageBean: { page: 2, pageSize: 7 } });
      const ids = new Set(first.rows.map((row) => row.id));
      assert.equal(second.rows.length, 7);
      assert.ok(second.rows.every((row) => !ids.has(row.id)));
      const last = await front({ pageBean: { page: 10, pageSize: 7 } });
      assert.equal(last.rows.length, 65 - 63);
      assert.equal((await front({ pageBean: { page: 3, pageSize: 7, showTotal: false } })).total, -1);
    });

    it('filters by each search status, judged by the server time, with projects in all five', async () => {
      const bids = await all([{ property: 'type', value: 'bid', operation: 'EQUAL' }]);
      for (const status of SEARCH_STATUSES) {
        const page = await all([
          { property: 'type', value: 'bid', operation: 'EQUAL' },
          { property: 'status', value: status, operation: 'EQUAL' },
        ]);
        assert.ok(page.total > 0, status);
        assert.ok(
          page.rows.every((row) => row.status === status && searchStatusAt(row, Date.now()) === status),
        );
        assert.equal(page.total, bids.rows.filter((row) => row.status === status).length);
        // A full first page counts the rest: the same total, and the page is where the list begins.
        const short = await front({
          pageBean: { page: 1, pageSize: 2 },
          querys: [
            { property: 'type', value: 'bid', operation: 'EQUAL' },
            { property: 'status', value: status, operation: 'EQUAL' },
          ],
        });
        assert.equal(short.total, page.total, status);
        assert.deepEqual(
          short.rows.map((row) => row.id),
          page.rows.slice(0, 2).map((row) => row.id),
        );
      }
      const either = await all([
        { property: 'status', value: ['willQuote', 'inQuotation'], operation: 'IN' },
      ]);
      assert.ok(either.rows.every((row) => row.status === 'willQuote' || row.status === 'inQuotation'));
      const not = await all([{ property: 'status', value: 'complete', operation: 'NOT_EQUAL' }]);
      assert.ok(not.rows.length > 0 && not.rows.every((row) => row.status !== 'complete'));
    });

    it('filters the status in SQL exactly as searchStatusAt computes it, with missing boundaries', async () => {
      const now = Date.now();
      const at = (hours: number | null) => (hours === null ? null : new Date(now + hours * HOUR));
      const cases: [number | null, number | null, number | null, number | null][] = [
        [1, 2, 3, 4],
        [-1, 2, 3, 4],
        [-2, -1, 3, 4],
        [-4, -3, -2, 4],
        [-4, -3, -2, -1],
        [null, 2, 3, 4],
        [null, null, 3, 4],
        [null, null, -3, null],
        [-3, null, null, null],
        [-3, -2, null, null],
        [null, null, null, -1],
        [null, null, null, null],
        [-3, null, 3, null],
      ];
      const { db } = server.app;
      for (const [index, [rs, re, bs, be]] of cases.entries()) {
        const id = `p-edge-${index}`;
        await db
          .insertInto('procure_projects')
          .values({
            id,
            project_name: `边界测试项目${index}`,
            project_no: `EDGE-${index}`,
            budget_money: 1000,
            transaction_mode: 'competitive',
            quotation_mode: 'sum',
            procure_type: 'gkzb',
            purchaser_name: '测试采购人',
            register_start_time: at(rs),
            register_end_time: at(re),
            bid_start_time: at(bs),
            bid_end_time: at(be),
          })
          .execute();
        await db
          .insertInto('procure_notices')
          .values({
            id: `n-edge-${index}`,
            project_id: id,
            type: 'bid',
            title: `边界测试公告${index}`,
            publish_time: new Date(now - HOUR),
            publisher: '测试',
          })
          .execute();
      }
      const edge = await all([{ property: 'keyword', value: '边界测试', operation: 'LIKE' }]);
      assert.equal(edge.total, cases.length);
      for (const status of SEARCH_STATUSES) {
        const filtered = await all([
          { property: 'keyword', value: '边界测试', operation: 'LIKE' },
          { property: 'status', value: status, operation: 'EQUAL' },
        ]);
        const expected = edge.rows
          .filter((row) => searchStatusAt(row, Date.now()) === status)
          .map((row) => row.id);
        assert.deepEqual(filtered.rows.map((row) => row.id).sort(), expected.sort(), status);
      }
      const none = edge.rows.find((row) => row.id === `n-edge-${cases.length - 2}`);
      assert.equal(none?.status, null);
      await db.deleteFrom('procure_projects').where('id', 'like', 'p-edge-%').execute();
    });

    it('filters by procure type and transaction mode, one value or several', async () => {
      const open = await all([{ property: 'fProcureType', value: 'gkzb', operation: 'EQUAL' }]);
      assert.ok(open.total > 0 && open.rows.every((row) => row.fProcureType === 'gkzb'));
      const two = await all([{ property: 'fProcureType', value: 'yqzb,jzxcs', operation: 'IN' }]);
      assert.ok(two.rows.every((row) => row.fProcureType === 'yqzb' || row.fProcureType === 'jzxcs'));
      const comprehensive = await all([
        { property: 'fTransactionMode', value: 'comprehensive', operation: 'EQUAL' },
      ]);
      const competitive = await all([
        { property: 'fTransactionMode', value: 'competitive', operation: 'EQUAL' },
      ]);
      assert.ok(comprehensive.rows.every((row) => row.fTransactionMode === 'comprehensive'));
      assert.equal(comprehensive.total + competitive.total, 65);
    });

    it('finds free text in the title, the project name and the project number, ignoring case', async () => {
      const solar = await all([{ property: 'keyword', value: '光伏', operation: 'LIKE' }]);
      assert.ok(solar.total >= 1);
      assert.ok(solar.rows.every((row) => `${row.title}${row.fProjectName}`.includes('光伏')));
      const byNumber = await all([{ property: 'keyword', value: 'hdny-2026-0004', operation: 'LIKE' }]);
      assert.ok(byNumber.total >= 2);
      assert.ok(byNumber.rows.every((row) => row.fProjectNo === 'HDNY-2026-0004'));
      const ups = await all([{ property: 'keyword', value: 'ups', operation: 'LIKE' }]);
      assert.ok(ups.rows.length > 0 && ups.rows.every((row) => /UPS/.test(row.title)));
      const oneCharacter = await all([{ property: 'keyword', value: '钢', operation: 'LIKE' }]);
      assert.ok(oneCharacter.rows.length > 0 && oneCharacter.rows.every((row) => row.title.includes('钢')));
      // Two characters go through the index of pieces, lowered as the indexed text was.
      const twoCharacters = await all([{ property: 'keyword', value: 'uP', operation: 'LIKE' }]);
      assert.deepEqual(
        twoCharacters.rows.map((row) => row.id),
        ups.rows.map((row) => row.id),
      );
      assert.equal((await all([{ property: 'keyword', value: '%', operation: 'LIKE' }])).total, 0);
      // The characters a query of pieces quotes and escapes are searched for as they are.
      for (const value of ["'", '\\', "\\'", "'&", ' |']) {
        assert.equal((await all([{ property: 'keyword', value, operation: 'LIKE' }])).total, 0, value);
      }
      assert.equal(
        (await all([{ property: 'keyword', value: '不存在的项目名称', operation: 'LIKE' }])).total,
        0,
      );
      assert.equal((await all([{ property: 'keyword', value: '   ', operation: 'LIKE' }])).total, 65);
    });

    it('keeps the free text in step when a project is renamed', async () => {
      await server.app.db
        .updateTable('procure_projects')
        .set({ project_name: '更名后的数据中心不间断电源项目' })
        .where('id', '=', 'p-004')
        .execute();
      const renamed = await all([{ property: 'keyword', value: '不间断电源', operation: 'LIKE' }]);
      assert.ok(renamed.total >= 2);
      assert.ok(renamed.rows.every((row) => row.projectId === 'p-004'));
    });

    it('filters by a publication date range and sorts by budget', async () => {
      const from = new Date(Date.now() - 3 * 24 * HOUR).toISOString();
      const to = new Date().toISOString();
      const page = await all([{ property: 'publishTime', value: [from, to], operation: 'BETWEEN' }], {
        sorter: [{ property: 'fBudgetMoney', direction: 'DESC' }],
      });
      assert.ok(page.total > 0 && page.total < 65);
      assert.ok(page.rows.every((row) => row.publishTime >= from && row.publishTime <= to));
      const budgets = page.rows.map((row) => row.fBudgetMoney ?? 0);
      assert.deepEqual(
        budgets,
        [...budgets].sort((a, b) => b - a),
      );
    });

    it('refuses unknown properties, values and operations with a 400', async () => {
      assert.match(
        await refused({ querys: [{ property: 'password', value: 'x', operation: 'EQUAL' }] }),
        /不支持的查询条件/,
      );
      assert.match(
        await refused({ querys: [{ property: 'type', value: 'lottery', operation: 'EQUAL' }] }),
        /type 的值不正确/,
      );
      assert.match(
        await refused({ querys: [{ property: 'status', value: 'sleeping', operation: 'EQUAL' }] }),
        /status/,
      );
      assert.match(
        await refused({ querys: [{ property: 'type', value: 'bid', operation: 'LIKE' }] }),
        /type/,
      );
      assert.match(
        await refused({ querys: [{ property: 'keyword', value: 'x', operation: 'IN' }] }),
        /keyword/,
      );
      assert.match(
        await refused({ querys: [{ property: 'fBudgetMoney', value: 'abc', operation: 'GREAT' }] }),
        /fBudgetMoney/,
      );
      assert.match(await refused({ sorter: [{ property: 'status', direction: 'ASC' }] }), /不支持的排序字段/);
      assert.match(await refused({ pageBean: { page: 0, pageSize: 10 } }), /请求参数不正确/);
      assert.match(await refused({ pageBean: { page: 1, pageSize: 5000 } }), /请求参数不正确/);
    });

    it('hides drafts, revoked notices and those not yet due', async () => {
      const { db } = server.app;
      await db
        .insertInto('procure_notices')
        .values([
          {
            id: 'n-draft',
            project_id: 'p-001',
            type: 'bid',
            title: '草稿公告',
            publish_time: new Date(),
            publisher: '华东能源集团采购部',
            publisher_id: 'u-purchaser',
            state: 'draft',
          },
          {
            id: 'n-revoked',
            project_id: 'p-002',
            type: 'bid',
            title: '已撤销公告',
            publish_time: new Date(),
            publisher: '华东能源集团采购部',
            state: 'revoked',
          },
          {
            id: 'n-future',
            project_id: 'p-003',
            type: 'clear',
            title: '定时发布公告',
            publish_time: new Date(Date.now() + 24 * HOUR),
            publisher: '杭州市城市建设发展集团有限公司',
          },
        ])
        .execute();
      const page = await all([]);
      assert.equal(page.total, 65);
      for (const id of ['n-draft', 'n-revoked', 'n-future']) {
        const { body } = await server.request<Required<Envelope<unknown>>>('GET', `${DETAIL}?id=${id}`);
        assert.deepEqual(body, { state: false, message: '公告不存在' });
      }
      const { body } = await server.request<Required<Envelope<NoticeSummary[]>>>(
        'GET',
        `${BY_IDS}?ids=n-draft,n-001,n-future`,
      );
      assert.deepEqual(
        body.value.map((row) => row.id),
        ['n-001'],
      );
    });
  });

  describe('queryProcureNotice', () => {
    it('asks a visitor to sign in', async () => {
      const { status, body } = await server.request('POST', MANAGE, { body: {} });
      assert.equal(status, 401);
      assert.deepEqual(body, { state: false, message: '登录已失效，请重新登录', code: 401 });
    });

    it('shows administrators every notice with its state', async () => {
      const { body } = await server.request<Required<Envelope<PageList<NoticeSummary>>>>('POST', MANAGE, {
        token: admin,
        body: { pageBean: { page: 1, pageSize: 1000 } },
      });
      assert.equal(body.value.total, 68);
      assert.equal(body.value.rows.find((row) => row.id === 'n-draft')?.state, 'draft');
      assert.equal(body.value.rows.find((row) => row.id === 'n-001')?.state, 'published');
    });

    it('shows a purchaser the published notices and the drafts of their own projects', async () => {
      const { body } = await server.request<Required<Envelope<PageList<NoticeSummary>>>>('POST', MANAGE, {
        token: purchaser,
        body: {
          pageBean: { page: 1, pageSize: 1000 },
          querys: [{ property: 'type', value: 'bid', operation: 'EQUAL' }],
        },
      });
      const ids = body.value.rows.map((row) => row.id);
      assert.ok(ids.includes('n-draft'));
      assert.ok(!ids.includes('n-future'));
      assert.ok(ids.includes('n-revoked'), 'n-revoked belongs to p-002, a project of the purchaser');
    });

    it('shows a supplier what a visitor sees', async () => {
      const { body } = await server.request<Required<Envelope<PageList<NoticeSummary>>>>('POST', MANAGE, {
        token: supplier,
        body: { pageBean: { page: 1, pageSize: 1000 } },
      });
      assert.equal(body.value.total, 65);
    });
  });

  describe('getDetail', () => {
    it('answers the notice with its rich text, attachments, project facts and related notices', async () => {
      const { body } = await server.request<Required<Envelope<NoticeDetail>>>('GET', `${DETAIL}?id=n-001`);
      assert.equal(body.state, true);
      const detail = body.value;
      assert.equal(detail.title, '2026年度办公设备集中采购比选公告');
      assert.equal(detail.type, 'bid');
      assert.equal(detail.version, 2);
      assert.match(detail.content, /<h3>一、项目基本情况<\/h3>/);
      assert.deepEqual(
        detail.attachments.map((file) => file.name),
        ['比选文件.docx', '采购清单.docx'],
      );
      assert.ok(
        detail.attachments.every((file) => (file.size ?? 0) > 1000),
        'sizes of the stored files',
      );
      assert.equal(detail.project?.fBudgetMoney, 1286000);
      assert.equal(detail.project?.fTransactionMode, 'competitive');
      assert.equal(detail.project?.fQuotationMode, 'unitPrice');
      assert.equal(detail.project?.fRegisterMode, 'open');
      assert.ok(detail.project?.fRegisterStartTime && detail.project.fBidEndTime);
      assert.equal(detail.status, 'inRegister');
      assert.equal(detail.relatedIds.length, 1);
      const [related] = (
        await server.request<Required<Envelope<NoticeSummary[]>>>(
          'GET',
          `${BY_IDS}?ids=${detail.relatedIds[0]}`,
        )
      ).body.value;
      assert.equal(related?.type, 'clear');
      assert.equal(related?.projectId, 'p-001');
    });

    it('lets a visitor download the attachments', async () => {
      const { body } = await server.request<Required<Envelope<NoticeDetail>>>('GET', `${DETAIL}?id=n-001`);
      const fileId = body.value.attachments[0]?.response.fileId;
      const response = await fetch(`${server.url}/portal/system/file/v1/downloadFile?fileId=${fileId}`);
      assert.equal(response.status, 200);
      const bytes = new Uint8Array(await response.arrayBuffer());
      assert.equal(String.fromCharCode(bytes[0]!, bytes[1]!), 'PK');
      assert.match(
        response.headers.get('content-disposition') ?? '',
        /%E6%AF%94%E9%80%89%E6%96%87%E4%BB%B6\.docx/,
      );
    });

    it('shows an administrator a draft', async () => {
      const { body } = await server.request<Required<Envelope<NoticeDetail>>>('GET', `${DETAIL}?id=n-draft`, {
        token: admin,
      });
      assert.equal(body.value.title, '草稿公告');
    });

    it('refuses an unknown id and requires one', async () => {
      const { status, body } = await server.request('GET', `${DETAIL}?id=n-999`);
      assert.equal(status, 200);
      assert.deepEqual(body, { state: false, message: '公告不存在' });
      assert.equal((await server.request('GET', DETAIL)).status, 400);
    });
  });

  describe('getByIds', () => {
    it('answers the notices in the order asked, each once, leaving out unknown ids', async () => {
      const { body } = await server.request<Required<Envelope<NoticeSummary[]>>>(
        'GET',
        `${BY_IDS}?ids=n-010,n-002,nope,n-010`,
      );
      assert.deepEqual(
        body.value.map((row) => row.id),
        ['n-010', 'n-002'],
      );
      const repeated = await server.request<Required<Envelope<NoticeSummary[]>>>(
        'GET',
        `${BY_IDS}?ids=n-003&ids=n-004`,
      );
      assert.deepEqual(
        repeated.body.value.map((row) => row.id),
        ['n-003', 'n-004'],
      );
      const empty = await server.request<Required<Envelope<NoticeSummary[]>>>('GET', `${BY_IDS}?ids=`);
      assert.deepEqual(empty.body.value, []);
    });

    it('refuses more than 100 ids', async () => {
      const ids = Array.from({ length: 101 }, (_, index) => `n-${index}`).join(',');
      const { status, body } = await server.request<Required<Envelope<unknown>>>(
        'GET',
        `${BY_IDS}?ids=${ids}`,
      );
      assert.equal(status, 400);
      assert.match(body.message, /最多 100 个/);
    });
  });

  describe('getHistory', () => {
    it('answers every published version, newest first, with what changed', async () => {
      const { body } = await server.request<Required<Envelope<NoticeHistoryEntry[]>>>(
        'GET',
        `${HISTORY}?id=n-001`,
      );
      assert.deepEqual(
        body.value.map((entry) => entry.version),
        [2, 1],
      );
      assert.match(body.value[0]!.changeSummary, /^根据澄清公告修改/);
      assert.equal(body.value[1]!.changeSummary, '');
      assert.notEqual(body.value[0]!.content, body.value[1]!.content);
      const single = await server.request<Required<Envelope<NoticeHistoryEntry[]>>>(
        'GET',
        `${HISTORY}?id=n-003`,
      );
      assert.equal(single.body.value.length, 1);
    });

    it('refuses an unknown or hidden notice', async () => {
      assert.deepEqual((await server.request('GET', `${HISTORY}?id=n-draft`)).body, {
        state: false,
        message: '公告不存在',
      });
      assert.equal((await server.request('GET', HISTORY)).status, 400);
    });
  });
});
