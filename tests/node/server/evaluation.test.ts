import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import type { PageList } from '../../../api/contract/envelope.js';
import type {
  ComprehensiveQuotation,
  EvaluationConfirmation,
  RuleScoreDetail,
  ScoreDetail,
  SupplierEvaluation,
} from '../../../api/contract/evaluation.js';
import type { NoticeDetail } from '../../../api/contract/tender-site.js';
import {
  downloadStatus,
  FORM,
  PORTAL,
  setWindows,
  startTenderServer,
  type TenderServer,
  uploadImage,
} from './procure-project-helpers.js';

const QUOTATION = `${FORM}/procureComprehensiveQuotation/v1`;
const QUOTATION_PORTAL = `${PORTAL}/procureComprehensiveQuotation/v1`;
const SCORE = `${FORM}/procureReviewScore/v1`;
const QUALIFICATION = `${FORM}/procureQualificationReview/v1`;

const FULL_MARKS = [
  { optionName: '技术分/系统架构', score: 20 },
  { optionName: '技术分/功能与性能', score: 20 },
  { optionName: '技术分/实施方案', score: 10 },
  { optionName: '商务分/类似业绩', score: 12 },
  { optionName: '商务分/售后服务', score: 8 },
];
const ALL_PASSED = [1, 2, 3, 4].map((n) => ({ qualificationId: `p-111-q${n}`, passed: true }));

describe('comprehensive evaluation: scores, ranking, confirmation and award', () => {
  let t: TenderServer;
  const detail = async () =>
    (await t.api.get<ScoreDetail>(`${SCORE}/getRuleScoreDetail?projectId=p-111`, t.tokens.purchaser)).body;
  const row = (value: ScoreDetail | undefined, supplierId: string) =>
    value?.suppliers.find((candidate) => candidate.supplierId === supplierId) as SupplierEvaluation;

  before(async () => {
    t = await startTenderServer();
  });
  after(() => t.server.stop());

  it('computes the price score from the rule, the weighted totals and the ranking', async () => {
    const { value } = await detail();
    assert.ok(value);
    assert.deepEqual(
      value.rules.map((rule) => [rule.key, rule.price, rule.children.map((child) => child.key)]),
      [
        ['价格分', true, []],
        ['技术分', false, ['技术分/系统架构', '技术分/功能与性能', '技术分/实施方案']],
        ['商务分', false, ['商务分/类似业绩', '商务分/售后服务']],
      ],
    );
    // The lowest qualified quotation (supplier2's 1,796,500) is the base: supplier3 is not reviewed yet.
    assert.equal(value.lowestQuotation, 1_796_500);
    const supplier = row(value, 'u-supplier');
    assert.equal(supplier.priceScore, 28.85); // 30 × 1,796,500 / 1,868,000
    assert.equal(supplier.points['技术分'], 43.5);
    assert.equal(supplier.total, 90.35);
    assert.equal(supplier.rank, 1);
    const supplier2 = row(value, 'u-supplier2');
    assert.equal(supplier2.priceScore, 30);
    assert.equal(supplier2.total, 84);
    assert.equal(supplier2.rank, 2);
    const supplier3 = row(value, 'u-supplier3');
    assert.equal(supplier3.qualified, null);
    assert.equal(supplier3.rank, null);
    assert.equal(value.pending, '请先完成全部供应商的资格审查');
    const english = await t.api.get<ScoreDetail>(
      `${SCORE}/getRuleScoreDetail?projectId=p-111`,
      t.tokens.purchaser,
      'en-US',
    );
    assert.equal(english.body.value?.pending, 'Review the qualifications of every supplier first');
    assert.equal(value.editable, true);
  });

  it('refuses to confirm before the review is complete, in the caller’s language', async () => {
    const zh = await t.api.get(`${QUOTATION_PORTAL}/confirmQuotation?projectId=p-111`, t.tokens.purchaser);
    assert.equal(zh.body.state, false);
    assert.equal(zh.body.message, '请先完成全部供应商的资格审查');
    const en = await t.api.get(
      `${QUOTATION_PORTAL}/confirmQuotation?projectId=p-111`,
      t.tokens.purchaser,
      'en-US',
    );
    assert.equal(en.body.message, 'Review the qualifications of every supplier first');
  });

  it('records the qualification review: every entry, a reason for a failed one', async () => {
    const save = (results: unknown) =>
      t.api.post(
        `${QUALIFICATION}/saveQualification`,
        { projectId: 'p-111', supplierId: 'u-supplier3', results },
        t.tokens.purchaser,
      );
    assert.equal((await save(ALL_PASSED.slice(0, 3))).body.message, '请完成全部审查项');
    const failed = [...ALL_PASSED.slice(0, 3), { qualificationId: 'p-111-q4', passed: false }];
    assert.equal((await save(failed)).body.message, '不通过时请填写原因');
    assert.equal(
      (await save([...ALL_PASSED, { qualificationId: 'p-112-q1', passed: true }])).body.message,
      '审查项不存在',
    );
    const saved = await save(ALL_PASSED);
    assert.equal(saved.body.state, true, saved.body.message);
    const final = await t.api.get<Array<{ supplierId: string; passed: boolean | null }>>(
      `${QUALIFICATION}/getFinalQualificationByPid?projectId=p-111`,
      t.tokens.purchaser,
    );
    assert.deepEqual(
      final.body.value?.map((line) => `${line.supplierId} ${line.passed}`),
      ['u-supplier true', 'u-supplier2 true', 'u-supplier3 true'],
    );
    assert.equal((await detail()).value?.pending, '请先完成全部供应商的评分');
  });

  it('scores only the hand-scored rules, from 0 to full marks', async () => {
    const score = (scores: unknown) =>
      t.api.post<SupplierEvaluation>(
        `${SCORE}/saveScore`,
        { projectId: 'p-111', supplierId: 'u-supplier3', scores },
        t.tokens.purchaser,
      );
    assert.equal((await score([{ optionName: '价格分', score: 20 }])).body.message, '评分项不存在');
    assert.equal((await score([{ optionName: '技术分', score: 20 }])).body.message, '评分项不存在');
    assert.equal(
      (await score([{ optionName: '技术分/系统架构', score: 25 }])).body.message,
      '评分须在0到满分之间，最多两位小数',
    );
    assert.equal(
      (await score([{ optionName: '技术分/系统架构', score: 10.555 }])).body.message,
      '评分须在0到满分之间，最多两位小数',
    );
    const half = await score(FULL_MARKS.slice(0, 2));
    assert.equal(half.body.value?.scored, false);
    assert.equal(half.body.value?.total, null);
    const full = await score(FULL_MARKS);
    assert.equal(full.body.state, true, full.body.message);
    // 30 × 1,796,500 / 1,925,000 = 28.00; 28 + 50 + 20
    assert.equal(full.body.value?.priceScore, 28);
    assert.equal(full.body.value?.total, 98);
    assert.equal(full.body.value?.rank, 1);
    const value = (await detail()).value;
    assert.deepEqual(
      value?.suppliers.map((line) => `${line.supplierId} ${line.rank}`),
      ['u-supplier 2', 'u-supplier2 3', 'u-supplier3 1'],
    );
    assert.equal(value?.pending, null);
  });

  it('answers one rule for every supplier, by key or by name', async () => {
    const rule = async (name: string) =>
      (
        await t.api.get<RuleScoreDetail>(
          `${SCORE}/getSupplierScoreDetail?projectId=p-111&optionName=${encodeURIComponent(name)}`,
          t.tokens.purchaser,
        )
      ).body;
    const tech = await rule('技术分');
    assert.deepEqual(
      tech.value?.rows.map((line) => `${line.supplierName} ${line.points}`),
      ['杭州恒远建设有限公司 43.5', '江苏博瑞机电设备有限公司 38.5', '上海启明信息技术有限公司 50'],
    );
    assert.equal((await rule('系统架构')).value?.rule.key, '技术分/系统架构');
    assert.equal((await rule('价格分')).value?.rows[1]?.points, 30);
    assert.equal((await rule('不存在的评分项')).message, '评分项不存在');
  });

  it('confirms the first ranked, publishes the award notice and tells every supplier', async () => {
    const unread = async (account: 'supplier' | 'supplier3') =>
      (await t.api.post<number>(`${PORTAL}/procureMessage/v1/getMyUnReadCount`, {}, t.tokens[account])).body
        .value;
    // Text the purchaser typed reaches the notice's HTML escaped, never as markup.
    await t.server.app.db
      .updateTable('procure_projects')
      .set({ project_no: 'HDNY-2026-1111<img src=x onerror=alert(1)>' })
      .where('id', '=', 'p-111')
      .execute();
    const before3 = await unread('supplier3');
    const before1 = await unread('supplier');
    const confirmed = await t.api.get<EvaluationConfirmation>(
      `${QUOTATION_PORTAL}/confirmQuotation?projectId=p-111`,
      t.tokens.purchaser,
    );
    assert.equal(confirmed.body.state, true, confirmed.body.message);
    assert.equal(confirmed.body.value?.winnerId, 'u-supplier3');
    assert.equal(confirmed.body.value?.total, 98);
    assert.equal(confirmed.body.value?.notified, 3);
    const notice = await t.api.get<NoticeDetail>(
      `${PORTAL}/procureNotice/v1/getDetail?id=${confirmed.body.value?.noticeId}`,
    );
    assert.equal(notice.body.state, true, notice.body.message);
    assert.equal(notice.body.value?.title, '“变电站综合自动化系统采购”成交公告');
    assert.equal(notice.body.value?.type, 'bargain');
    assert.match(String(notice.body.value?.content), /上海启明信息技术有限公司/);
    assert.doesNotMatch(String(notice.body.value?.content), /<img/);
    assert.match(String(notice.body.value?.content), /HDNY-2026-1111&lt;img/);
    assert.equal(await unread('supplier3'), (before3 ?? 0) + 1);
    assert.equal(await unread('supplier'), (before1 ?? 0) + 1);
    const messages = await t.api.post<PageList<{ subject: string }>>(
      `${PORTAL}/procureMessage/v1/getMyMessage`,
      { pageBean: { page: 1, pageSize: 5 } },
      t.tokens.supplier3,
    );
    assert.equal(messages.body.value?.rows[0]?.subject, '您已成为“变电站综合自动化系统采购”项目的成交供应商');
    const after = (await detail()).value;
    assert.equal(after?.fState, 'confirmed');
    assert.equal(after?.winnerId, 'u-supplier3');
    assert.equal(after?.noticeId, confirmed.body.value?.noticeId);
    assert.equal(after?.editable, false);
    const again = await t.api.get(`${QUOTATION_PORTAL}/confirmQuotation?projectId=p-111`, t.tokens.purchaser);
    assert.equal(again.body.state, false);
    const late = await t.api.post(
      `${SCORE}/saveScore`,
      {
        projectId: 'p-111',
        supplierId: 'u-supplier',
        scores: [{ optionName: '技术分/系统架构', score: 20 }],
      },
      t.tokens.purchaser,
    );
    assert.equal(late.body.state, false);
  });
});

describe('comprehensive quotation: sealed, validated, replaced', () => {
  let t: TenderServer;
  const quote = (body: Record<string, unknown>, account: 'supplier' | 'supplier2' = 'supplier') =>
    t.api.post<ComprehensiveQuotation>(
      `${QUOTATION}/quotation`,
      { projectId: 'p-002', ...body },
      t.tokens[account],
    );
  let bidDocument = '';
  const documentStatuses = async () => ({
    supplier: await downloadStatus(t.server, bidDocument, t.tokens.supplier),
    purchaser: await downloadStatus(t.server, bidDocument, t.tokens.purchaser),
    admin: await downloadStatus(t.server, bidDocument, t.tokens.admin),
    supplier2: await downloadStatus(t.server, bidDocument, t.tokens.supplier2),
  });

  before(async () => {
    t = await startTenderServer();
    await t.server.app.db
      .updateTable('procure_projects')
      .set({ state: 'quoting', upload_bid_document: 1, budget_money: 800_000 })
      .where('id', '=', 'p-002')
      .execute();
    await setWindows(t.server, 'p-002', [-48, -24, -1, 2]);
  });
  after(() => t.server.stop());

  it('refuses bad amounts and a missing bid document with the product’s text, recording nothing', async () => {
    const cases: [unknown, string][] = [
      ['', '请输入报价金额'],
      ['abc', '报价金额必须为数字'],
      ['-5', '报价金额必须大于0'],
      ['0', '报价金额必须大于0'],
      ['12.345', '报价金额最多保留两位小数'],
      [900_000, '报价金额不能超过项目预算'],
      [500_000, '请上传投标文件'],
    ];
    for (const [amount, message] of cases) {
      const answer = await quote({ quotationAmount: amount });
      assert.equal(answer.body.state, false, String(amount));
      assert.equal(answer.body.message, message, String(amount));
    }
    const zhTW = await t.api.post(
      `${QUOTATION}/quotation`,
      { projectId: 'p-002', quotationAmount: 'abc' },
      t.tokens.supplier,
      'zh-TW',
    );
    assert.equal(zhTW.body.message, '報價金額必須為數字');
    const mine = await t.api.get<ComprehensiveQuotation[]>(
      `${QUOTATION_PORTAL}/queryQuotation?projectId=p-002`,
      t.tokens.supplier,
    );
    assert.deepEqual(mine.body.value, []);
  });

  it('records one quotation per supplier, sealed from the purchaser while quoting', async () => {
    const file = await uploadImage(t.server, t.tokens.supplier, '投标文件.png');
    const first = await quote({ quotationAmount: '612345.60', quotationFile: file.list, remark: '含税' });
    assert.equal(first.body.state, true, first.body.message);
    assert.equal(first.body.value?.quotationAmount, 612_345.6);
    const second = await quote({ quotationAmount: 598_000, quotationFile: file.list });
    assert.equal(second.body.value?.id, first.body.value?.id, 'replaced, not added');
    const own = await t.api.get<ComprehensiveQuotation>(
      `${QUOTATION}/getDetail?id=${first.body.value?.id}`,
      t.tokens.supplier,
    );
    assert.equal(own.body.value?.quotationAmount, 598_000);
    const sealed = await t.api.get<ComprehensiveQuotation[]>(
      `${QUOTATION_PORTAL}/queryQuotation?projectId=p-002`,
      t.tokens.purchaser,
    );
    assert.deepEqual(
      sealed.body.value?.map((line) => [line.supplierName, line.quotationAmount, line.sealed]),
      [['杭州恒远建设有限公司', null, true]],
    );
    const other = await t.api.get(`${QUOTATION}/getDetail?id=${first.body.value?.id}`, t.tokens.supplier2);
    assert.equal(other.status, 403);
    // The bid document is sealed like the amount: its supplier alone reads it while quoting.
    bidDocument = file.id;
    assert.deepEqual(await documentStatuses(), { supplier: 200, purchaser: 403, admin: 403, supplier2: 403 });
  });

  it('opens the amounts once quotation ended, and refuses quotations after', async () => {
    const ended = await t.api.get(
      `${FORM}/wProcureproject/v1/endQuotation?projectId=p-002`,
      t.tokens.purchaser,
    );
    assert.equal(ended.body.state, true, ended.body.message);
    const open = await t.api.get<ComprehensiveQuotation[]>(
      `${QUOTATION_PORTAL}/queryQuotation?projectId=p-002`,
      t.tokens.purchaser,
    );
    assert.deepEqual(
      open.body.value?.map((line) => [line.quotationAmount, line.sealed]),
      [[598_000, false]],
    );
    const late = await quote({ quotationAmount: 500_000 });
    assert.equal(late.body.message, '当前不在报价时间内');
    // The bid document opens with the amounts, to the purchaser and administrators only.
    assert.deepEqual(await documentStatuses(), { supplier: 200, purchaser: 200, admin: 200, supplier2: 403 });
  });
});
