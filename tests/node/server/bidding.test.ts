import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, before, describe, it } from 'node:test';
import { type AuditChainExport, verifyAuditChain } from '../../../api/contract/audit-chain.js';
import type {
  AuditRow,
  LiveProject,
  QuotationCheck,
  QuotationResult,
} from '../../../api/contract/bidding.js';
import type { PageList } from '../../../api/contract/envelope.js';
import { LIVE_BIDDING_PROJECTS } from '../../../api/server/demo/bidding.js';
import { biddingCalls, QUOTE, quotingProject, setRounds } from './bidding-helpers.js';
import {
  REGISTRATION,
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

  const { quote, live, mine } = biddingCalls(() => ({ server, api }));

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
        ['1e30', '报价必须是数字'],
        [1e30, '报价超出允许的最大值'],
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
      assert.equal(small.body.message, '本次报价须不高于¥1,499,000.00');
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
      assert.equal(en.body.message, 'This quotation must be at most ¥1,498,000.00');
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
        '折扣率须大于0且不超过100',
      );
      assert.equal(
        (await quote({ projectId: DISCOUNT, quotationAmount: 92.5 }, tokens.supplier)).body.state,
        true,
      );
      assert.equal(
        (await quote({ projectId: DISCOUNT, quotationAmount: 92.2 }, tokens.supplier)).body.message,
        '本次报价须不高于92%',
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
      // both refusals are in the audit trail, their figure and reason sealed while the round is to come
      const audit = await api.post<PageList<AuditRow>>(
        `${QUOTE}/queryAudit`,
        { querys: [{ property: 'projectId', value: project.id, operation: 'EQUAL' }] },
        tokens.purchaser,
      );
      const rows = audit.body.value?.rows ?? [];
      assert.deepEqual(
        rows.map((row) => [row.account, row.outcome, row.reason, row.quotationAmount]).sort(),
        [
          ['supplier', 'refused', null, ''],
          ['supplier3', 'refused', null, ''],
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

  describe('withdrawing and replacing a quotation while its round is open (issue 36)', () => {
    const withdraw = (body: Record<string, unknown>, token: string, language?: string) =>
      api.post<LiveProject>(`${QUOTE}/withdraw`, body, token, language);
    const replace = (body: Record<string, unknown>, token: string, key?: string, language?: string) =>
      server.request<{ state: boolean; message: string; value?: QuotationResult }>(
        'POST',
        `${QUOTE}/replace`,
        {
          body,
          token,
          headers: {
            ...(key ? { 'idempotency-key': key } : {}),
            ...(language ? { 'accept-language': language } : {}),
          },
        },
      );
    const auditOf = async (projectId: string) =>
      (
        await api.post<PageList<AuditRow>>(
          `${QUOTE}/queryAudit`,
          { querys: [{ property: 'projectId', value: projectId, operation: 'EQUAL' }] },
          tokens.purchaser,
        )
      ).body.value?.rows ?? [];

    it('lets the last one count, keeps figures sealed from the purchaser and audits every step', async () => {
      const project = await quotingProject(server, tokens.purchaser, { rules: { min_step: 1000 } });
      const id = project.id;
      const first = await quote({ projectId: id, quotationAmount: 800_000 }, tokens.supplier, 'w-1');
      assert.equal(first.body.state, true, first.body.message);
      await quote({ projectId: id, quotationAmount: 790_000 }, tokens.supplier2);
      assert.equal((await live(id, tokens.supplier)).value?.check?.replaceable, true);
      // A replacement in the first round may go up: nothing earlier limits it.
      const replaced = await replace({ projectId: id, quotationAmount: 805_000 }, tokens.supplier, 'w-2');
      assert.deepEqual([replaced.body.state, replaced.body.message], [true, '报价已替换']);
      assert.deepEqual(
        (await mine(id, tokens.supplier)).map((quotation) => quotation.quotationAmount),
        [805_000],
      );
      assert.equal((await live(id, tokens.supplier)).value?.myRank, 2);
      // The purchaser counts one quotation per supplier and reads no figure of the open round.
      const counts = (await live(id, tokens.purchaser)).value?.counts;
      assert.deepEqual(counts, [{ round: 1, quotations: 2, suppliers: 2 }]);
      const withdrawn = await withdraw({ projectId: id, round: 1 }, tokens.supplier);
      assert.deepEqual([withdrawn.body.state, withdrawn.body.message], [true, '报价已撤回']);
      assert.deepEqual(
        [
          withdrawn.body.value?.myLastQuotation,
          withdrawn.body.value?.myRank,
          withdrawn.body.value?.check?.replaceable,
        ],
        [null, null, false],
      );
      assert.equal((await live(id, tokens.supplier2)).value?.myRank, 1);
      assert.deepEqual((await live(id, tokens.purchaser)).value?.counts, [
        { round: 1, quotations: 1, suppliers: 1 },
      ]);
      const trail = (await auditOf(id))
        .filter((row) => row.account === 'supplier')
        .reverse()
        .map((row) => [row.outcome, row.quotationAmount]);
      assert.deepEqual(trail, [
        ['accepted', ''],
        ['replaced', ''],
        ['accepted', ''],
        ['withdrawn', ''],
      ]);
      // Nothing left to withdraw or replace; a late retry of a withdrawn quotation does not bring it back.
      const again = await withdraw({ projectId: id }, tokens.supplier, 'en-US');
      assert.deepEqual(
        [again.body.state, again.body.message],
        [false, 'You have no quotation in this round to withdraw'],
      );
      const nothing = await replace({ projectId: id, quotationAmount: 700_000 }, tokens.supplier);
      assert.deepEqual(
        [nothing.body.state, nothing.body.message],
        [false, '您在本轮没有可替换的报价，请直接报价'],
      );
      const retry = await quote({ projectId: id, quotationAmount: 805_000 }, tokens.supplier, 'w-2');
      assert.deepEqual([retry.body.state, retry.body.message], [false, '该报价已撤回或被替换']);
      assert.deepEqual(await mine(id, tokens.supplier), []);
    });

    it('judges a replacement against the earlier rounds and refuses once the round has closed', async () => {
      const project = await quotingProject(server, tokens.purchaser, {
        rounds: 2,
        rules: { min_step: 1000 },
      });
      const id = project.id;
      await setRounds(server, id, [
        [-60, 600],
        [600, 1200],
      ]);
      await quote({ projectId: id, quotationAmount: 800_000 }, tokens.supplier);
      await setRounds(server, id, [
        [-120, -1],
        [-1, 600],
      ]);
      const closed = await withdraw({ projectId: id, round: 1 }, tokens.supplier, 'en-US');
      assert.deepEqual(
        [closed.body.state, closed.body.message],
        [false, 'This round has closed; quotations can no longer be withdrawn or replaced'],
      );
      assert.equal((await mine(id, tokens.supplier)).length, 1);
      await quote({ projectId: id, quotationAmount: 780_000 }, tokens.supplier);
      const check = (await live(id, tokens.supplier)).value?.check;
      assert.deepEqual(
        [check?.mustBeBelow, check?.replaceable, check?.replaceBelow],
        [779_000, true, 799_000],
      );
      const tooHigh = await replace({ projectId: id, quotationAmount: 799_500 }, tokens.supplier);
      assert.equal(tooHigh.body.state, false);
      assert.equal(
        (await mine(id, tokens.supplier))[0]?.quotationAmount,
        780_000,
        'a refused replacement keeps the quotation',
      );
      const ok = await replace({ projectId: id, quotationAmount: 795_000 }, tokens.supplier);
      assert.equal(ok.body.state, true, ok.body.message);
      assert.deepEqual(
        (await mine(id, tokens.supplier)).map((quotation) => [quotation.round, quotation.quotationAmount]),
        [
          [2, 795_000],
          [1, 800_000],
        ],
      );
      // Round 1's figures are open to the purchaser now, round 2's stay sealed.
      const figures = (await auditOf(id))
        .filter((row) => row.outcome !== 'refused')
        .map((row) => [row.round, row.outcome, row.quotationAmount])
        .reverse();
      assert.deepEqual(figures, [
        [1, 'accepted', '800000'],
        [2, 'accepted', ''],
        [2, 'replaced', ''],
        [2, 'accepted', ''],
      ]);
      await setRounds(server, id, [
        [-120, -60],
        [-60, -1],
      ]);
      const late = await replace(
        { projectId: id, quotationAmount: 790_000 },
        tokens.supplier,
        undefined,
        'zh-TW',
      );
      assert.deepEqual([late.body.state, late.body.message], [false, '本輪報價已結束，不能撤回或替換報價']);
    });
  });

  describe('the tamper-evident audit trail (issue 36)', () => {
    const exportOf = (projectId: string, token: string) =>
      api.get<AuditChainExport>(`${QUOTE}/exportAudit?projectId=${projectId}`, token);
    const cli = (file: string) =>
      spawnSync(process.execPath, ['--import', 'tsx', 'api/server/tools/verify-audit.ts', file], {
        encoding: 'utf8',
      });

    it('chains registrations, quotations and round changes; the export verifies; a changed row is named', async () => {
      const project = await quotingProject(server, tokens.purchaser, { rounds: 2 });
      const id = project.id;
      await setRounds(server, id, [
        [-60, 600],
        [600, 1200],
      ]);
      const review = await api.post(
        `${REGISTRATION}/save`,
        { id: `r-${id}-supplier2`, fStatus: 'pass' },
        tokens.purchaser,
      );
      assert.equal(review.body.state, true, review.body.message);
      await quote({ projectId: id, quotationAmount: 800_000 }, tokens.supplier);
      await quote({ projectId: id, quotationAmount: 790_000 }, tokens.supplier2);
      assert.equal((await quote({ projectId: id, quotationAmount: 1000 }, tokens.supplier3)).status, 403);
      const ended = await api.get(`${QUOTE}/endRound?projectId=${id}&round=1`, tokens.purchaser);
      assert.equal(ended.body.state, true, ended.body.message);
      assert.equal(
        (await quote({ projectId: id, quotationAmount: 780_000 }, tokens.supplier)).body.state,
        true,
      );

      assert.equal((await exportOf(id, tokens.supplier)).status, 403, 'a supplier gets no audit trail');
      const exported = (await exportOf(id, tokens.purchaser)).body.value;
      assert.ok(exported);
      const records = exported.records;
      assert.deepEqual(
        records.map((record) => record.seq),
        records.map((_, index) => index + 1),
      );
      assert.deepEqual(
        records
          .filter((record) => record.kind !== 'round')
          .map((record) => [record.kind, record.outcome, record.round, record.amount]),
        [
          ['registration', 'review-pass', null, ''],
          ['quotation', 'accepted', 1, '800000'],
          ['quotation', 'accepted', 1, '790000'],
          ['quotation', 'refused', 1, '1000'],
          // round 2 is open: its figure is sealed, its digest chained
          ['quotation', 'accepted', 2, null],
        ],
      );
      assert.deepEqual(
        records.filter((record) => record.kind === 'round').map((record) => [record.outcome, record.round]),
        [
          ['round-opened', 1],
          ['round-closed', 1],
          ['round-opened', 2],
        ],
      );
      assert.equal(records[0]?.prevHash, '0'.repeat(64));
      assert.ok(records.slice(1).every((record, index) => record.prevHash === records[index]?.hash));
      assert.equal(exported.algorithm, 'sha256-canonical-json-v1');
      assert.deepEqual(await verifyAuditChain(exported), {
        ok: true,
        count: records.length,
        lastHash: records.at(-1)?.hash,
      });
      const folder = await mkdtemp(join(tmpdir(), 'audit-'));
      const good = join(folder, 'good.json');
      await writeFile(good, JSON.stringify(exported));
      const passed = cli(good);
      assert.equal(passed.status, 0, passed.stderr);
      assert.match(passed.stdout, new RegExp(`^ok: ${records.length} records`));

      // Someone changes a stored figure: the export names that record.
      const target = records.find((record) => record.amount === '800000');
      assert.ok(target);
      await server.app.db
        .updateTable('procure_quotation_audit')
        .set({ amount: '700000' })
        .where('project_id', '=', id)
        .where('seq', '=', target.seq)
        .execute();
      const changed = (await exportOf(id, tokens.purchaser)).body.value;
      const verdict = await verifyAuditChain(changed);
      assert.deepEqual(verdict.ok ? verdict : [verdict.seq, verdict.reason], [
        target.seq,
        'the amount is not the one chained (amountDigest differs)',
      ]);
      // …and another field of another record, in a file: the first broken record is named.
      const other = records.find((record) => record.outcome === 'refused');
      assert.ok(other && changed);
      const edited = {
        ...changed,
        records: changed.records.map((record) =>
          record.seq === other.seq ? { ...record, reason: 'changed' } : record,
        ),
      };
      const bad = join(folder, 'bad.json');
      await writeFile(bad, JSON.stringify({ state: true, message: '', value: edited }));
      const failed = cli(bad);
      assert.equal(failed.status, 1, failed.stderr);
      assert.match(failed.stdout, new RegExp(`^BROKEN at record ${target.seq} \\(seq ${target.seq}\\)`));
      const fixed = {
        ...edited,
        records: edited.records.map((record, index) => (record.seq === target.seq ? records[index] : record)),
      };
      const second = await verifyAuditChain(fixed);
      assert.deepEqual(second.ok ? second : [second.seq, second.reason], [
        other.seq,
        'the reason is not the one chained (reasonDigest differs)',
      ]);
      await rm(folder, { recursive: true, force: true });
    });
  });
});
