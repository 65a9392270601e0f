import assert from 'node:assert/strict';
import { spawn } from 'node:child_process';
import { join } from 'node:path';
import { after, before, describe, it } from 'node:test';
import type {
  AuditRow,
  ComparisonRow,
  LiveMessage,
  LiveProject,
  OwnQuotation,
  PreviousRoundBest,
  QuotationCheck,
  QuotationResult,
  RoundQuotation,
} from '../../../api/contract/bidding.js';
import type { Envelope, PageList } from '../../../api/contract/envelope.js';
import type { ProjectSummary } from '../../../api/contract/procure-project.js';
import { issueToken } from '../../../api/server/auth/sessions.js';
import { LIVE_BIDDING_PROJECTS } from '../../../api/server/demo/bidding.js';
import { openStream, QUOTE, quotingProject, SOCKET, setRounds } from './bidding-helpers.js';
import { startTestServer } from './harness.js';
import {
  ACCOUNTS,
  type Account,
  PROJECT,
  startTenderServer,
  type TenderServer,
  uploadImage,
} from './procure-project-helpers.js';

const { sum: SUM, unitPrice: UNIT_PRICE, discount: DISCOUNT } = LIVE_BIDDING_PROJECTS;

describe('online bidding over HTTP', () => {
  let server: TenderServer['server'];
  let tokens: TenderServer['tokens'];
  let api: TenderServer['api'];

  before(async () => {
    ({ server, tokens, api } = await startTenderServer());
  });
  after(() => server.stop());

  const quote = (body: Record<string, unknown>, token: string, key?: string, language?: string) =>
    server.request<{ state: boolean; message: string; value?: QuotationResult }>(
      'POST',
      `${QUOTE}/quotation`,
      {
        body,
        token,
        headers: {
          ...(key ? { 'idempotency-key': key } : {}),
          ...(language ? { 'accept-language': language } : {}),
        },
      },
    );
  const live = async (projectId: string, token: string) =>
    (await api.get<LiveProject>(`${QUOTE}/getLive?projectId=${projectId}`, token)).body;
  const mine = async (projectId: string, token: string) =>
    (await api.get<OwnQuotation[]>(`${QUOTE}/getMyQuotationByProjectId?projectId=${projectId}`, token)).body
      .value ?? [];

  describe('the demo’s live rounds', () => {
    it('are open for supplier and supplier2 in sum, unitPrice and discount modes when the portal starts', async () => {
      for (const account of ['supplier', 'supplier2'] as const) {
        const { body } = await api.get<LiveProject[]>(`${QUOTE}/queryLiveProject`, tokens[account]);
        const byId = new Map((body.value ?? []).map((project) => [project.projectId, project]));
        for (const [mode, id] of [
          ['sum', SUM],
          ['unitPrice', UNIT_PRICE],
          ['discount', DISCOUNT],
        ] as const) {
          const project = byId.get(id);
          assert.equal(project?.fQuotationMode, mode, `${account} ${id}`);
          assert.equal(project?.roundState, 'open');
          assert.equal(project?.round, 1);
          assert.ok(Math.abs((project?.serverTime.timestamp ?? 0) - Date.now()) < 5000);
          assert.ok(Date.parse(project?.roundEndTime ?? '') > Date.now());
          assert.equal(project?.counts, undefined, 'a supplier gets no counts');
        }
      }
      const purchaser = await api.get<LiveProject[]>(`${QUOTE}/queryLiveProject`, tokens.purchaser);
      const sum = purchaser.body.value?.find((project) => project.projectId === SUM);
      assert.equal(sum?.relation, 'purchaser');
      assert.ok(Array.isArray(sum?.counts));
      const other = await api.get<LiveProject[]>(`${QUOTE}/queryLiveProject`, tokens.purchaser2);
      assert.ok(!other.body.value?.some((project) => project.projectId === SUM));
    });
  });

  describe('quotation rules per mode', () => {
    it('sum: refuses bad input with a clear message and records nothing, then takes a valid one', async () => {
      const cases: [unknown, string][] = [
        ['-5', '报价不能为负数'],
        ['abc', '报价必须是数字'],
        ['12.345', '报价最多保留两位小数'],
        [0, '报价必须大于0'],
        ['', '请输入报价'],
        [2_000_000, '报价不能高于项目预算'],
        ['1e30', '报价超出允许的最大值'],
      ];
      for (const [amount, message] of cases) {
        const { status, body } = await quote({ projectId: SUM, quotationAmount: amount }, tokens.supplier);
        assert.deepEqual([status, body.state, body.message], [200, false, message], String(amount));
      }
      assert.equal((await mine(SUM, tokens.supplier)).length, 0);
      const accepted = await quote({ projectId: SUM, quotationAmount: '1500000.00' }, tokens.supplier);
      assert.equal(accepted.body.state, true, accepted.body.message);
      assert.deepEqual(
        [accepted.body.value?.round, accepted.body.value?.quotationAmount, accepted.body.value?.rank],
        [1, 1_500_000, 1],
      );
      assert.match(accepted.body.value?.id ?? '', /^q-/);
      // the minimum step (1000 yuan) against the supplier's own previous quotation
      const small = await quote({ projectId: SUM, quotationAmount: 1_499_500 }, tokens.supplier);
      assert.equal(small.body.message, '本次报价须不高于1499000.00');
      const check = await api.get<QuotationCheck>(
        `${QUOTE}/checkQuotationByProjectId?projectId=${SUM}`,
        tokens.supplier,
      );
      assert.deepEqual([check.body.value?.canQuote, check.body.value?.mustBeBelow], [true, 1_499_000]);
      assert.equal(
        (await quote({ projectId: SUM, quotationAmount: 1_499_000 }, tokens.supplier)).body.state,
        true,
      );
      assert.deepEqual(
        (await mine(SUM, tokens.supplier)).map((row) => row.quotationAmount),
        [1_499_000, 1_500_000],
      );
    });

    it('answers refusals in zh-TW and en-US', async () => {
      const tw = await quote(
        { projectId: SUM, quotationAmount: 'abc' },
        tokens.supplier2,
        undefined,
        'zh-TW',
      );
      assert.equal(tw.body.message, '報價必須是數字');
      const en = await quote(
        { projectId: SUM, quotationAmount: 1_498_500 },
        tokens.supplier,
        undefined,
        'en-US',
      );
      assert.equal(en.body.message, 'This quotation must be at most 1498000.00');
    });

    it('unitPrice: every goods line priced, the total computed from the quantities', async () => {
      const goods = (await live(UNIT_PRICE, tokens.supplier2)).value?.goods ?? [];
      assert.equal(goods.length, 3);
      const missing = await quote(
        { projectId: UNIT_PRICE, quotationList: [{ goodsId: goods[0]?.id, quotationAmount: 5000 }] },
        tokens.supplier2,
      );
      assert.equal(missing.body.message, '请为采购清单的每一项报价');
      const unknown = await quote(
        {
          projectId: UNIT_PRICE,
          quotationList: [
            ...goods.map((line) => ({ goodsId: line.id, quotationAmount: 1000 })),
            { goodsId: 'g-x', quotationAmount: 1 },
          ],
        },
        tokens.supplier2,
      );
      assert.equal(unknown.body.message, '报价清单中有不属于本项目的货物');
      const prices = [4000, 5000.5, 1000];
      const list = goods.map((line, index) => ({ goodsId: line.id, quotationAmount: prices[index] }));
      const expected = goods.reduce(
        (total, line, index) => total + (prices[index] ?? 0) * (line.quantity ?? 1),
        0,
      );
      const mismatch = await quote(
        { projectId: UNIT_PRICE, quotationList: list, quotationAmount: 1 },
        tokens.supplier2,
      );
      assert.equal(mismatch.body.message, '报价总额与清单合计不一致');
      const badLine = await quote(
        {
          projectId: UNIT_PRICE,
          quotationList: list.map((line, index) => (index ? line : { ...line, quotationAmount: '-1' })),
        },
        tokens.supplier2,
      );
      assert.equal(badLine.body.message, '报价不能为负数');
      const ok = await quote({ projectId: UNIT_PRICE, quotationList: list }, tokens.supplier2);
      assert.equal(ok.body.state, true, ok.body.message);
      assert.equal(ok.body.value?.quotationAmount, expected);
      assert.deepEqual(
        ok.body.value?.quotationList.map((line) => line.lineTotal),
        goods.map((line, index) => (prices[index] ?? 0) * (line.quantity ?? 1)),
      );
      // 0.5 percent below the previous total at least
      const tooClose = await quote(
        {
          projectId: UNIT_PRICE,
          quotationList: list.map((line) => ({ ...line, quotationAmount: line.quotationAmount - 1 })),
        },
        tokens.supplier2,
      );
      assert.match(tooClose.body.message, /^本次报价须不高于/);
    });

    it('discount: a rate up to 100, the step in percentage points', async () => {
      assert.equal(
        (await quote({ projectId: DISCOUNT, quotationAmount: 101 }, tokens.supplier)).body.message,
        '费率须大于0且不超过100',
      );
      assert.equal(
        (await quote({ projectId: DISCOUNT, quotationAmount: 92.5 }, tokens.supplier)).body.state,
        true,
      );
      assert.equal(
        (await quote({ projectId: DISCOUNT, quotationAmount: 92.2 }, tokens.supplier)).body.message,
        '本次报价须不高于92.00',
      );
      assert.equal(
        (await quote({ projectId: DISCOUNT, quotationAmount: 92 }, tokens.supplier)).body.state,
        true,
      );
    });

    it('lower: a markdown rate below 100 where higher is better; amount: a line amount per goods line', async () => {
      const lower = await quotingProject(server, tokens.purchaser, {
        mode: 'lower',
        suppliers: ['supplier', 'supplier2'],
      });
      assert.equal(
        (await quote({ projectId: lower.id, quotationAmount: 100 }, tokens.supplier)).body.message,
        '下浮率须大于0且小于100',
      );
      assert.equal(
        (await quote({ projectId: lower.id, quotationAmount: 8 }, tokens.supplier)).body.state,
        true,
      );
      assert.equal(
        (await quote({ projectId: lower.id, quotationAmount: 7 }, tokens.supplier)).body.message,
        '报价须优于您上一次的报价',
      );
      assert.equal(
        (await quote({ projectId: lower.id, quotationAmount: 9 }, tokens.supplier2)).body.value?.rank,
        1,
      );
      assert.equal((await live(lower.id, tokens.supplier)).value?.myRank, 2);

      const amount = await quotingProject(server, tokens.purchaser, {
        mode: 'amount',
        goods: [
          { name: '打印纸', quantity: 500 },
          { name: '硒鼓', quantity: 40 },
        ],
      });
      const goods = (await live(amount.id, tokens.supplier)).value?.goods ?? [];
      const answer = await quote(
        {
          projectId: amount.id,
          quotationList: goods.map((line, index) => ({
            goodsId: line.id,
            quotationAmount: index ? 8000 : 12000,
          })),
        },
        tokens.supplier,
      );
      assert.equal(answer.body.value?.quotationAmount, 20_000);
    });

    it('business with fUploadBidDocument = 1: a bid document is required, the supplier’s own upload', async () => {
      const project = await quotingProject(server, tokens.purchaser, {
        mode: 'business',
        rules: { upload_bid_document: 1 },
      });
      assert.equal(
        (await quote({ projectId: project.id, quotationAmount: 900_000 }, tokens.supplier)).body.message,
        '请上传投标文件',
      );
      const others = await uploadImage(server, tokens.supplier2, '投标文件.png');
      const stolen = await quote(
        { projectId: project.id, quotationAmount: 900_000, quotationFile: others.list },
        tokens.supplier,
      );
      assert.equal(stolen.body.message, '附件无效，请重新上传');
      const own = await uploadImage(server, tokens.supplier, '投标文件.png');
      const ok = await quote(
        { projectId: project.id, quotationAmount: 900_000, quotationFile: own.list },
        tokens.supplier,
      );
      assert.equal(ok.body.state, true, ok.body.message);
      assert.equal(ok.body.value?.quotationFile, own.list);
    });

    it('refuses outside an open round and a registration that did not pass', async () => {
      const project = await quotingProject(server, tokens.purchaser, { windows: [[5, 60]] });
      const early = await quote({ projectId: project.id, quotationAmount: 1000 }, tokens.supplier);
      assert.equal(early.body.message, '当前不在报价时间内');
      const stranger = await quote({ projectId: project.id, quotationAmount: 1000 }, tokens.supplier3);
      assert.deepEqual([stranger.status, stranger.body.message], [403, '只有报名审核通过的供应商可以报价']);
      assert.equal((await mine(project.id, tokens.supplier)).length, 0);
      // both refusals are in the audit trail, with the round and the reason
      const audit = await api.post<PageList<AuditRow>>(
        `${QUOTE}/queryAudit`,
        { querys: [{ property: 'projectId', value: project.id, operation: 'EQUAL' }] },
        tokens.purchaser,
      );
      const rows = audit.body.value?.rows ?? [];
      assert.deepEqual(
        rows.map((row) => [row.account, row.outcome, row.reason, row.quotationAmount]).sort(),
        [
          ['supplier', 'refused', '当前不在报价时间内', '1000'],
          ['supplier3', 'refused', '只有报名审核通过的供应商可以报价', '1000'],
        ],
      );
      assert.ok(rows.every((row) => row.clientAddress.includes('127.0.0.1')));
    });
  });

  describe('idempotency', () => {
    it('records a retried quotation once and answers the first one', async () => {
      const project = await quotingProject(server, tokens.purchaser);
      const first = await quote(
        { projectId: project.id, quotationAmount: 800_000 },
        tokens.supplier,
        'key-1',
      );
      const again = await quote(
        { projectId: project.id, quotationAmount: 800_000 },
        tokens.supplier,
        'key-1',
      );
      assert.equal(again.body.value?.id, first.body.value?.id);
      assert.deepEqual([first.body.value?.replayed, again.body.value?.replayed], [false, true]);
      // five at once with one new key: one quotation
      const burst = await Promise.all(
        Array.from({ length: 5 }, () =>
          quote({ projectId: project.id, quotationAmount: 790_000 }, tokens.supplier, 'key-2'),
        ),
      );
      assert.equal(new Set(burst.map((answer) => answer.body.value?.id)).size, 1);
      assert.ok(burst.every((answer) => answer.body.state));
      assert.equal((await mine(project.id, tokens.supplier)).length, 2);
      const audit = await api.post<PageList<AuditRow>>(
        `${QUOTE}/queryAudit`,
        {
          querys: [
            { property: 'projectId', value: project.id, operation: 'EQUAL' },
            { property: 'outcome', value: 'accepted', operation: 'EQUAL' },
          ],
        },
        tokens.purchaser,
      );
      assert.equal(audit.body.value?.total, 2);
    });
  });

  describe('sealed quotations', () => {
    it('shows a supplier their own amounts and rank only; the purchaser counts while open, the comparison after', async () => {
      const project = await quotingProject(server, tokens.purchaser, {
        suppliers: ['supplier', 'supplier2', 'supplier3'],
        rules: { public_previous_round: 1 },
      });
      const id = project.id;
      await quote({ projectId: id, quotationAmount: 700_000 }, tokens.supplier);
      await quote({ projectId: id, quotationAmount: 690_000 }, tokens.supplier2);
      await quote({ projectId: id, quotationAmount: 690_000 }, tokens.supplier3);
      const supplier = (await live(id, tokens.supplier)).value;
      assert.deepEqual(
        [supplier?.myRank, supplier?.myLastQuotation?.quotationAmount, supplier?.counts],
        [3, 700_000, undefined],
      );
      // a tie goes to the earlier quotation
      assert.equal((await live(id, tokens.supplier2)).value?.myRank, 1);
      assert.equal((await live(id, tokens.supplier3)).value?.myRank, 2);
      const all = await api.get<RoundQuotation[]>(
        `${QUOTE}/getAllQuotationByProjectId?projectId=${id}`,
        tokens.supplier,
      );
      assert.deepEqual(
        all.body.value?.map((row) => row.supplierId),
        ['u-supplier'],
      );
      const min = await api.get<PreviousRoundBest | null>(
        `${QUOTE}/getMinQuotation?projectId=${id}`,
        tokens.supplier,
      );
      assert.equal(min.body.value, null, 'not before the round closed');
      const purchaser = (await live(id, tokens.purchaser)).value;
      assert.deepEqual(purchaser?.counts, [{ round: 1, quotations: 3, suppliers: 3 }]);
      assert.equal(purchaser?.myRank, undefined);
      const sealed = await api.get<RoundQuotation[]>(
        `${QUOTE}/getQuotationByProjectId?projectId=${id}&round=1`,
        tokens.purchaser,
      );
      assert.deepEqual([sealed.body.state, sealed.body.message], [false, '本轮报价尚未结束，报价保密']);
      assert.deepEqual(
        (await api.get<ComparisonRow[]>(`${QUOTE}/getComparison?projectId=${id}`, tokens.purchaser)).body
          .value,
        [],
      );
      assert.deepEqual(
        (
          await api.get<RoundQuotation[]>(
            `${QUOTE}/getAllQuotationByProjectId?projectId=${id}`,
            tokens.purchaser,
          )
        ).body.value,
        [],
      );

      // the purchaser ends round 1 early: round 2 opens at once
      const ended = await api.get<LiveProject>(`${QUOTE}/endRound?projectId=${id}&round=1`, tokens.purchaser);
      assert.deepEqual([ended.body.value?.round, ended.body.value?.roundState], [2, 'open']);
      assert.equal(
        (await api.get(`${QUOTE}/endRound?projectId=${id}&round=1`, tokens.purchaser)).body.message,
        '该轮次已结束',
      );
      const best = await api.get<PreviousRoundBest>(
        `${QUOTE}/getMinQuotation?projectId=${id}`,
        tokens.supplier,
      );
      assert.deepEqual([best.body.value?.round, best.body.value?.quotationAmount], [1, 690_000]);
      assert.equal(JSON.stringify(best.body.value).includes('supplier'), false, 'never who quoted it');
      const round1 = await api.get<RoundQuotation[]>(
        `${QUOTE}/getQuotationByProjectId?projectId=${id}&round=1`,
        tokens.purchaser,
      );
      assert.deepEqual(
        round1.body.value?.map((row) => row.quotationAmount),
        [700_000, 690_000, 690_000],
      );
      const comparison = await api.get<ComparisonRow[]>(
        `${QUOTE}/getComparison?projectId=${id}`,
        tokens.purchaser,
      );
      assert.deepEqual(
        comparison.body.value?.map((row) => [row.rank, row.supplierId, row.quotationAmount]),
        [
          [1, 'u-supplier2', 690_000],
          [2, 'u-supplier3', 690_000],
          [3, 'u-supplier', 700_000],
        ],
      );
      // round 2's amounts are sealed again while it is open
      await quote({ projectId: id, quotationAmount: 650_000 }, tokens.supplier);
      assert.equal((await live(id, tokens.supplier)).value?.myRank, 1);
      const stillRound1 = await api.get<ComparisonRow[]>(
        `${QUOTE}/getComparison?projectId=${id}`,
        tokens.purchaser,
      );
      assert.equal(stillRound1.body.value?.[0]?.supplierId, 'u-supplier2');
      // the end of quotation: the comparison, the export and confirmQuotation of the best offer
      const notYet = await server.request('GET', `${QUOTE}/exportHistory?projectId=${id}`, {
        token: tokens.purchaser,
      });
      assert.equal((notYet.body as { message: string }).message, '报价结束后才能导出报价记录');
      await api.get(`${QUOTE}/endRound?projectId=${id}`, tokens.purchaser);
      const after = (await live(id, tokens.purchaser)).value;
      assert.deepEqual([after?.biddingEnded, after?.fState], [true, 'quoted']);
      assert.equal(
        (await api.get<ComparisonRow[]>(`${QUOTE}/getComparison?projectId=${id}`, tokens.purchaser)).body
          .value?.[0]?.supplierId,
        'u-supplier',
      );
      const exported = await fetch(`${server.url}${QUOTE}/exportHistory?projectId=${id}`, {
        headers: { authorization: `Bearer ${tokens.purchaser}` },
      });
      assert.equal(
        exported.headers.get('content-type'),
        'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
      );
      const bytes = Buffer.from(await exported.arrayBuffer());
      assert.equal(bytes.subarray(0, 2).toString(), 'PK');
      const confirmed = await api.get<ProjectSummary>(
        `${PROJECT}/confirmQuotation?projectId=${id}`,
        tokens.purchaser,
      );
      assert.deepEqual(
        [confirmed.body.value?.fState, confirmed.body.value?.winnerName],
        ['confirmed', '杭州恒远建设有限公司'],
      );
      assert.equal((await live(id, tokens.supplier)).value?.isWinner, true);
      assert.equal((await live(id, tokens.supplier2)).value?.winnerName, null);
    });
  });

  describe('rounds by the server’s time', () => {
    it('closes a round at its end and opens the next, overtime extends at most K times, the last ends quotation', async () => {
      const project = await quotingProject(server, tokens.purchaser, {
        rounds: 2,
        windows: [
          [-10, 2],
          [2, 4],
        ],
        rules: { overtime_trigger_minutes: 1, overtime_extend_minutes: 1, overtime_max_times: 1 },
      });
      const stream = await openStream(
        `${server.url}${QUOTE}/events?projectId=${project.id}&token=${tokens.supplier2}`,
      );
      assert.equal(stream.status, 200);
      await stream.waitFor((event) => event.event === 'tick');
      const first = await quote({ projectId: project.id, quotationAmount: 500_000 }, tokens.supplier);
      assert.equal(first.body.value?.extended, true);
      const extended = await stream.waitFor((event) => event.event === 'round-extended');
      assert.equal((extended.data as { extensions: number }).extensions, 1);
      assert.ok(Date.parse(first.body.value?.roundEndTime ?? '') > Date.now() + 55_000);
      const second = await quote({ projectId: project.id, quotationAmount: 490_000 }, tokens.supplier);
      assert.equal(second.body.value?.extended, false, 'at most once');
      // bring the rounds back to short ones, then let the server's time close them
      await setRounds(server, project.id, [
        [-10, 1],
        [1, 2],
      ]);
      const closed = await stream.waitFor((event) => event.event === 'round-closed', 6000);
      assert.equal((closed.data as { round: number }).round, 1);
      await stream.waitFor(
        (event) => event.event === 'round-opened' && (event.data as { round: number }).round === 2,
        6000,
      );
      await stream.waitFor((event) => event.event === 'quotation-ended', 6000);
      stream.close();
      const state = (await live(project.id, tokens.purchaser)).value;
      assert.deepEqual([state?.fState, state?.biddingEnded], ['quoted', true]);
      assert.equal(
        (await quote({ projectId: project.id, quotationAmount: 400_000 }, tokens.supplier)).body.message,
        '该项目当前不在报价阶段',
      );
    });
  });

  describe('live updates', () => {
    it('tells each supplier their own rank, the purchaser the count, and resumes after Last-Event-ID', async () => {
      const project = await quotingProject(server, tokens.purchaser);
      const url = (token: string) => `${server.url}${QUOTE}/events?projectId=${project.id}&token=${token}`;
      const supplier = await openStream(url(tokens.supplier));
      const purchaser = await openStream(url(tokens.purchaser));
      await supplier.waitFor((event) => event.event === 'tick');
      await purchaser.waitFor((event) => event.event === 'tick');
      await quote({ projectId: project.id, quotationAmount: 600_000 }, tokens.supplier);
      const rank = await supplier.waitFor((event) => event.event === 'rank-changed');
      assert.equal((rank.data as { rank: number }).rank, 1);
      const count = await purchaser.waitFor((event) => event.event === 'count-changed');
      assert.deepEqual((count.data as { quotations: number }).quotations, 1);
      const lastSeen = rank.id;
      assert.ok(lastSeen);
      supplier.close();
      // while the supplier is away: supplier2 goes first, the purchaser sends a message
      await quote({ projectId: project.id, quotationAmount: 590_000 }, tokens.supplier2);
      const pushed = await api.get(
        `${PROJECT}/pushMessage?projectId=${project.id}&message=${encodeURIComponent('请注意报价截止时间')}`,
        tokens.purchaser,
      );
      assert.equal((pushed.body as { state: boolean }).state, true);
      await purchaser.waitFor(
        (event) => event.event === 'count-changed' && (event.data as { quotations: number }).quotations === 2,
      );
      assert.ok(
        !purchaser.events.some((event) => event.event === 'rank-changed'),
        'ranks reach suppliers only',
      );
      purchaser.close();
      const resumed = await openStream(url(tokens.supplier), { 'last-event-id': lastSeen });
      const moved = await resumed.waitFor((event) => event.event === 'rank-changed');
      assert.equal((moved.data as { rank: number }).rank, 2);
      const message = await resumed.waitFor((event) => event.event === 'message');
      assert.equal((message.data as LiveMessage).message, '请注意报价截止时间');
      const ids = resumed.events.filter((event) => event.id).map((event) => BigInt(event.id ?? 0));
      assert.ok(
        ids.every((id) => id > BigInt(lastSeen)),
        'nothing before Last-Event-ID',
      );
      assert.ok(!resumed.events.some((event) => event.event === 'count-changed'), 'no purchaser events');
      assert.deepEqual(
        ids,
        [...ids].sort((a, b) => (a < b ? -1 : 1)),
      );
      resumed.close();
      const messages = await api.post<PageList<LiveMessage>>(
        `${SOCKET}/query`,
        { querys: [{ property: 'projectId', value: project.id, operation: 'EQUAL' }] },
        tokens.supplier,
      );
      assert.deepEqual(
        messages.body.value?.rows.map((row) => row.message),
        ['请注意报价截止时间'],
      );
      const stranger = await api.post<PageList<LiveMessage>>(
        `${SOCKET}/query`,
        { querys: [{ property: 'projectId', value: project.id, operation: 'EQUAL' }] },
        tokens.supplier3,
      );
      assert.equal(stranger.body.value?.total, 0);
    });

    it('refuses a stream without a valid token, or for a project the caller has no part in', async () => {
      const none = await openStream(`${server.url}${QUOTE}/events?projectId=${SUM}`);
      assert.equal(none.status, 401);
      const bad = await openStream(`${server.url}${QUOTE}/events?token=nope`);
      assert.equal(bad.status, 401);
      const other = await openStream(
        `${server.url}${QUOTE}/events?projectId=${SUM}&token=${tokens.purchaser2}`,
      );
      assert.equal(other.status, 403);
      const header = await openStream(`${server.url}${QUOTE}/events?projectId=${SUM}`, {
        authorization: `Bearer ${tokens.supplier}`,
      });
      assert.equal(header.status, 200);
      header.close();
    });
  });

  describe('the permission matrix of every bidding call', () => {
    type Identity = 'visitor' | Account;
    const IDENTITIES: Identity[] = ['visitor', ...ACCOUNTS];
    type Outcome = 'ok' | 'refused' | 401 | 403;
    /** Outcomes in the order visitor, purchaser, purchaser2, supplier, supplier2, supplier3, admin, staff. */
    const expect = (...outcomes: Outcome[]) => {
      assert.equal(outcomes.length, IDENTITIES.length);
      return Object.fromEntries(IDENTITIES.map((identity, index) => [identity, outcomes[index]])) as Record<
        Identity,
        Outcome
      >;
    };
    const SIGNED_IN = expect(401, 'ok', 'ok', 'ok', 'ok', 'ok', 'ok', 'ok');
    const PART = expect(401, 'ok', 403, 'ok', 'ok', 403, 'ok', 403);
    const MANAGER = expect(401, 'ok', 403, 403, 403, 403, 'ok', 403);
    const MANAGER_REFUSED = expect(401, 'refused', 403, 403, 403, 403, 'refused', 403);

    interface MatrixRow {
      call: string;
      method: 'GET' | 'POST';
      path: string;
      body?: unknown;
      /** An event stream: ok when it opens. */
      stream?: boolean;
      /** Bytes (a download): ok when 200. */
      binary?: boolean;
      expected: Record<Identity, Outcome>;
    }

    /** Each row asked as each identity; the outcomes that differ from the table. */
    const mismatchesOf = async (rows: MatrixRow[]): Promise<string[]> => {
      const mismatches: string[] = [];
      for (const row of rows) {
        for (const identity of IDENTITIES) {
          const token = identity === 'visitor' ? undefined : tokens[identity];
          const controller = new AbortController();
          const response = await fetch(server.url + row.path, {
            method: row.method,
            signal: controller.signal,
            headers: {
              ...(row.body === undefined ? {} : { 'content-type': 'application/json' }),
              ...(token ? { authorization: `Bearer ${token}` } : {}),
            },
            body: row.body === undefined ? undefined : JSON.stringify(row.body),
          });
          let actual: Outcome | string;
          if (response.status === 401 || response.status === 403) {
            actual = response.status;
            await response.arrayBuffer();
          } else if (row.binary) {
            actual = response.status === 200 ? 'ok' : `status ${response.status}`;
            await response.arrayBuffer();
          } else if (row.stream) {
            actual =
              response.status === 200 && response.headers.get('content-type')?.startsWith('text/event-stream')
                ? 'ok'
                : `status ${response.status}`;
            controller.abort();
          } else {
            const body = (await response.json()) as Envelope<unknown>;
            actual = response.status !== 200 ? `status ${response.status}` : body.state ? 'ok' : 'refused';
          }
          if (actual !== row.expected[identity])
            mismatches.push(`${row.call} ${identity}: expected ${row.expected[identity]}, got ${actual}`);
        }
      }
      return mismatches;
    };

    it('answers each identity as the table says (the purchaser’s quoting project; supplier and supplier2 passed)', async () => {
      const project = await quotingProject(server, tokens.purchaser);
      const id = project.id;
      const of = { querys: [{ property: 'projectId', value: id, operation: 'EQUAL' }] };
      const rows: MatrixRow[] = [
        // a quotation with a bad amount: refused by the rules for who may quote, 403 for the others
        {
          call: 'quotation',
          method: 'POST',
          path: `${QUOTE}/quotation`,
          body: { projectId: id, quotationAmount: 'x' },
          expected: expect(401, 403, 403, 'refused', 'refused', 403, 403, 403),
        },
        {
          call: 'checkQuotationByProjectId',
          method: 'GET',
          path: `${QUOTE}/checkQuotationByProjectId?projectId=${id}`,
          expected: SIGNED_IN,
        },
        {
          call: 'getMyQuotationByProjectId',
          method: 'GET',
          path: `${QUOTE}/getMyQuotationByProjectId?projectId=${id}`,
          expected: SIGNED_IN,
        },
        {
          call: 'getMinQuotation',
          method: 'GET',
          path: `${QUOTE}/getMinQuotation?projectId=${id}`,
          expected: PART,
        },
        // round 1 is open: sealed for the purchaser, a supplier's own only
        {
          call: 'getQuotationByProjectId',
          method: 'GET',
          path: `${QUOTE}/getQuotationByProjectId?projectId=${id}&round=1`,
          expected: expect(401, 'refused', 403, 'ok', 'ok', 403, 'refused', 403),
        },
        {
          call: 'getAllQuotationByProjectId',
          method: 'GET',
          path: `${QUOTE}/getAllQuotationByProjectId?projectId=${id}`,
          expected: PART,
        },
        {
          call: 'socketMessage/query',
          method: 'POST',
          path: `${SOCKET}/query`,
          body: of,
          expected: SIGNED_IN,
        },
        { call: 'queryLiveProject', method: 'GET', path: `${QUOTE}/queryLiveProject`, expected: SIGNED_IN },
        { call: 'getLive', method: 'GET', path: `${QUOTE}/getLive?projectId=${id}`, expected: PART },
        {
          call: 'getComparison',
          method: 'GET',
          path: `${QUOTE}/getComparison?projectId=${id}`,
          expected: MANAGER,
        },
        // a round that is not the open one: refused, nothing ends
        {
          call: 'endRound',
          method: 'GET',
          path: `${QUOTE}/endRound?projectId=${id}&round=9`,
          expected: MANAGER_REFUSED,
        },
        { call: 'getRules', method: 'GET', path: `${QUOTE}/getRules?projectId=${id}`, expected: PART },
        // quotation started: the rules are locked
        {
          call: 'saveRules',
          method: 'POST',
          path: `${QUOTE}/saveRules`,
          body: { projectId: id, minStep: 5 },
          expected: MANAGER_REFUSED,
        },
        { call: 'queryAudit', method: 'POST', path: `${QUOTE}/queryAudit`, body: of, expected: MANAGER },
        // still bidding: nothing to export yet
        {
          call: 'exportHistory',
          method: 'GET',
          path: `${QUOTE}/exportHistory?projectId=${id}`,
          expected: MANAGER_REFUSED,
        },
        {
          call: 'events',
          method: 'GET',
          path: `${QUOTE}/events?projectId=${id}`,
          stream: true,
          expected: PART,
        },
      ];
      assert.deepEqual(await mismatchesOf(rows), []);
      // nothing was recorded, nothing ended, the rules stayed
      assert.equal((await mine(id, tokens.supplier)).length, 0);
      const view = (await live(id, tokens.purchaser)).value;
      assert.deepEqual([view?.round, view?.roundState, view?.rules.minStep], [1, 'open', null]);
    });

    it('seals a bid document until its round closes; exports the history only after the bidding ended', async () => {
      const { id } = await quotingProject(server, tokens.purchaser, {
        mode: 'business',
        rules: { upload_bid_document: 1 },
      });
      const document = await uploadImage(server, tokens.supplier, '投标文件.png');
      const quoted = await quote(
        { projectId: id, quotationAmount: 900_000, quotationFile: document.list },
        tokens.supplier,
      );
      assert.equal(quoted.body.state, true, quoted.body.message);
      const download: Omit<MatrixRow, 'expected'> = {
        call: 'downloadFile (bid document)',
        method: 'GET',
        path: `/portal/system/file/v1/downloadFile?fileId=${document.id}`,
        binary: true,
      };
      const exportHistory: Omit<MatrixRow, 'expected'> = {
        call: 'exportHistory',
        method: 'GET',
        path: `${QUOTE}/exportHistory?projectId=${id}`,
        binary: true,
      };
      // round 1 open: the document is its supplier's alone; the export is refused
      assert.deepEqual(
        await mismatchesOf([
          { ...download, expected: expect(401, 403, 403, 'ok', 403, 403, 403, 403) },
          { ...exportHistory, binary: false, expected: MANAGER_REFUSED },
        ]),
        [],
      );
      const ended = await api.get(`${PROJECT}/endQuotation?projectId=${id}`, tokens.purchaser);
      assert.equal(ended.body.state, true, ended.body.message);
      // the bidding ended: the purchaser and administrators read the document and export the history
      assert.deepEqual(
        await mismatchesOf([
          { ...download, expected: expect(401, 'ok', 403, 'ok', 403, 403, 'ok', 403) },
          { ...exportHistory, expected: MANAGER },
        ]),
        [],
      );
    });
  });

  describe('200 quotations from 20 suppliers in the last seconds of a round', () => {
    it('answers every one, records every accepted one exactly once, ranks right, loses none', async () => {
      const project = await quotingProject(server, tokens.purchaser, { suppliers: 20 });
      // every supplier signed in and seen once, then the round is set to end three seconds from now
      // (one second is too little for a loaded machine to get the first request in)
      for (const supplier of project.suppliers) await live(project.id, supplier.token);
      await setRounds(server, project.id, [[-60, 3]]);
      const requests = project.suppliers.flatMap((supplier, s) =>
        Array.from({ length: 10 }, (_, q) => ({
          supplier,
          amount: 900_000 - q * 1000 - s * 7,
          key: `${supplier.account}-${q}`,
        })),
      );
      const answers = await Promise.all(
        requests.map((request) =>
          quote(
            { projectId: project.id, quotationAmount: request.amount },
            request.supplier.token,
            request.key,
          ),
        ),
      );
      const accepted = answers.filter((answer) => answer.body.state).map((answer) => answer.body.value?.id);
      const refused = answers.filter((answer) => !answer.body.state);
      assert.equal(accepted.length + refused.length, 200, 'every request answered');
      assert.ok(accepted.length >= 1, 'some arrived before the end');
      // a refusal says why: not better than the supplier's own last, or it arrived after the end
      for (const answer of refused) {
        assert.match(
          answer.body.message,
          /^(报价须优于您上一次的报价|当前不在报价时间内|该项目当前不在报价阶段)$/,
        );
      }
      const rows = await server.app.db
        .selectFrom('procure_quotations')
        .select(['id', 'supplier_id', 'amount', 'seq', 'created_at'])
        .where('project_id', '=', project.id)
        .execute();
      assert.deepEqual(
        rows.map((row) => row.id).sort(),
        [...accepted].sort(),
        'recorded = accepted, once each',
      );
      const audited = await server.app.db
        .selectFrom('procure_quotation_audit')
        .select(['outcome'])
        .where('project_id', '=', project.id)
        .execute();
      assert.equal(audited.length, 200, 'every request audited');
      assert.equal(audited.filter((row) => row.outcome === 'accepted').length, accepted.length);
      // ranks: each supplier's last (best) quotation, lowest first, ties by the earlier arrival
      const last = new Map<string, { amount: number; seq: number; at: number }>();
      for (const row of rows) {
        const seen = last.get(row.supplier_id);
        if (!seen || Number(row.seq) > seen.seq) {
          last.set(row.supplier_id, {
            amount: Number(row.amount),
            seq: Number(row.seq),
            at: new Date(row.created_at).getTime(),
          });
        }
      }
      const order = [...last.entries()]
        .sort((a, b) => a[1].amount - b[1].amount || a[1].at - b[1].at || a[1].seq - b[1].seq)
        .map(([id]) => id);
      for (const supplier of project.suppliers) {
        const view = (await live(project.id, supplier.token)).value;
        const expected = order.indexOf(supplier.id) + 1;
        assert.equal(view?.myRank, expected || null, supplier.account);
      }
    });
  });
});

/** A server process of its own on `dataDir` (workflow-child-server.ts); answers its address and the process. */
async function childServer(dataDir: string) {
  const child = spawn(
    process.execPath,
    ['--import', 'tsx', join(import.meta.dirname, 'workflow-child-server.ts'), dataDir],
    {
      stdio: ['ignore', 'pipe', 'inherit'],
    },
  );
  const url = await new Promise<string>((resolve, reject) => {
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => {
      output += chunk.toString();
      const match = output.match(/listening (http:\/\/\S+)/);
      if (match?.[1]) resolve(match[1]);
    });
    child.once('exit', (code) => reject(new Error(`the server process exited (${code})`)));
  });
  return { child, url };
}

async function quoteAt(url: string, token: string, projectId: string, amount: number, key: string) {
  try {
    const response = await fetch(`${url}${QUOTE}/quotation`, {
      method: 'POST',
      headers: {
        authorization: `Bearer ${token}`,
        'content-type': 'application/json',
        'idempotency-key': key,
      },
      body: JSON.stringify({ projectId, quotationAmount: amount }),
    });
    return (await response.json()) as Envelope<QuotationResult>;
  } catch {
    return undefined; // the server died before it answered
  }
}

describe('a bidding server killed with SIGKILL in the middle of a round', () => {
  it('loses no accepted quotation, and the hall resumes on the next server', async () => {
    const seeded = await startTestServer();
    const dataDir = seeded.app.ctx.dataDir;
    const purchaser = await issueToken(seeded.app.db, 'u-purchaser');
    const project = await quotingProject(seeded, purchaser, { suppliers: 6 });
    await seeded.app.close();

    const { child, url } = await childServer(dataDir);
    const answered: QuotationResult[] = [];
    try {
      // three taken for sure, one after the other
      for (const [index, supplier] of project.suppliers.slice(0, 3).entries()) {
        const answer = await quoteAt(
          url,
          supplier.token,
          project.id,
          900_000 - index,
          `${supplier.account}-first`,
        );
        assert.equal(answer?.state, true, answer?.message);
        if (answer?.value) answered.push(answer.value);
      }
      // quotations flow in; the server dies while some are still in flight
      const inFlight = project.suppliers.flatMap((supplier, s) =>
        Array.from({ length: 5 }, (_, q) =>
          quoteAt(url, supplier.token, project.id, 800_000 - q * 1000 - s, `${supplier.account}-${q}`).then(
            (answer) => {
              if (answer?.state && answer.value) answered.push(answer.value);
            },
          ),
        ),
      );
      await new Promise((resolve) => setTimeout(resolve, 100));
      child.kill('SIGKILL');
      await Promise.all(inFlight);
    } finally {
      child.kill('SIGKILL');
      if (child.exitCode === null && child.signalCode === null)
        await new Promise((resolve) => child.once('exit', resolve));
    }

    const next = await startTestServer({ dataDir });
    try {
      const rows = await next.app.db
        .selectFrom('procure_quotations')
        .select(['id'])
        .where('project_id', '=', project.id)
        .execute();
      const recorded = new Set(rows.map((row) => row.id));
      for (const quotation of answered)
        assert.ok(recorded.has(quotation.id), `accepted ${quotation.id} kept`);
      const accepted = await next.app.db
        .selectFrom('procure_quotation_audit')
        .select('quotation_id')
        .where('project_id', '=', project.id)
        .where('outcome', '=', 'accepted')
        .execute();
      assert.equal(accepted.length, rows.length, 'each recorded quotation audited with it');
      // the hall resumes: the round is still open, a new quotation is taken and ranked, the stream flows
      const supplier = project.suppliers[0];
      assert.ok(supplier);
      const view = await next.request<Envelope<LiveProject>>(
        'GET',
        `${QUOTE}/getLive?projectId=${project.id}`,
        {
          token: supplier.token,
        },
      );
      assert.equal(view.body.value?.roundState, 'open');
      const stream = await openStream(
        `${next.url}${QUOTE}/events?projectId=${project.id}&token=${supplier.token}`,
        {
          'last-event-id': '0',
        },
      );
      const resumed = await next.request<Envelope<QuotationResult>>('POST', `${QUOTE}/quotation`, {
        token: supplier.token,
        body: { projectId: project.id, quotationAmount: 500_000 },
      });
      assert.deepEqual([resumed.body.state, resumed.body.value?.rank], [true, 1]);
      await stream.waitFor(
        (event) => event.event === 'rank-changed' && (event.data as { rank: number }).rank === 1,
      );
      stream.close();
    } finally {
      await next.stop();
    }
  });
});
