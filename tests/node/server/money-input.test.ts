import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import type { BiddingRules } from '../../../api/contract/bidding.js';
import type { ComprehensiveQuotation } from '../../../api/contract/evaluation.js';
import { biddingCalls, QUOTE, quotingProject } from './bidding-helpers.js';
import { FORM, setWindows, startTenderServer, type TenderServer } from './procure-project-helpers.js';

/**
 * Issue 34 items 21 and 7: an amount is decimal text or a JSON number, nothing else, wherever the
 * server reads one (a bidding quotation and its goods lines, the bidding rules' minimum step, a
 * comprehensive quotation); "0x10" was taken as 16 and then blocked the supplier's later bids. And a
 * refusal writes money as the page does (¥1,499,000.00), in the caller's language.
 */
const NOT_DECIMAL = [
  '0x10',
  '1e3',
  ' 12',
  '12 ',
  'Infinity',
  '-Infinity',
  'NaN',
  '1,000',
  '+5',
  '0b11',
  '１２',
];

describe('money as callers send it, over HTTP', () => {
  let server: TenderServer['server'];
  let tokens: TenderServer['tokens'];
  let api: TenderServer['api'];

  before(async () => {
    ({ server, tokens, api } = await startTenderServer());
  });
  after(() => server.stop());

  const { quote, mine } = biddingCalls(() => ({ server, api }));

  it('refuses a quotation that is not decimal text or a number, records nothing, and takes later valid bids', async () => {
    const project = await quotingProject(server, tokens.purchaser, {
      budget: 1_000_000,
      rules: { min_step: 1000, min_step_kind: 'amount' },
    });
    const token = tokens.supplier;
    for (const amount of [...NOT_DECIMAL, [16], { value: 16 }, true]) {
      const { body } = await quote({ projectId: project.id, quotationAmount: amount }, token);
      assert.deepEqual([body.state, body.message], [false, '报价必须是数字'], JSON.stringify(amount));
    }
    for (const [language, message] of [
      ['zh-TW', '報價必須是數字'],
      ['en-US', 'The quotation must be a number'],
    ] as const) {
      const { body } = await quote(
        { projectId: project.id, quotationAmount: '0x10' },
        token,
        undefined,
        language,
      );
      assert.equal(body.message, message, language);
    }
    assert.deepEqual(await mine(project.id, token), [], 'nothing was recorded');
    // A valid bid is taken, as text or as a number, and so is a later better one.
    const first = await quote({ projectId: project.id, quotationAmount: '900000.00' }, token);
    assert.equal(first.body.state, true, first.body.message);
    assert.equal(first.body.value?.quotationAmount, 900_000);
    const later = await quote({ projectId: project.id, quotationAmount: 898_500.5 }, token);
    assert.equal(later.body.state, true, later.body.message);
    assert.deepEqual(
      (await mine(project.id, token)).map((row) => row.quotationAmount),
      [898_500.5, 900_000],
    );
  });

  it('words the step limit as the page shows money, in the caller’s language', async () => {
    const project = await quotingProject(server, tokens.purchaser, {
      budget: 2_000_000,
      rules: { min_step: 1000, min_step_kind: 'amount' },
    });
    const token = tokens.supplier2;
    assert.equal(
      (await quote({ projectId: project.id, quotationAmount: 1_500_000 }, token)).body.state,
      true,
    );
    for (const [language, message] of [
      ['zh-CN', '本次报价须不高于¥1,499,000.00'],
      ['zh-TW', '本次報價須不高於¥1,499,000.00'],
      ['en-US', 'This quotation must be at most ¥1,499,000.00'],
    ] as const) {
      const { body } = await quote(
        { projectId: project.id, quotationAmount: '1499500' },
        token,
        undefined,
        language,
      );
      assert.deepEqual([body.state, body.message], [false, message], language);
    }
  });

  it('refuses a goods line that is not decimal text or a number', async () => {
    const project = await quotingProject(server, tokens.purchaser, {
      mode: 'unitPrice',
      goods: [
        { name: '水泵', quantity: 2 },
        { name: '阀门', quantity: 10 },
      ],
    });
    const goodsIds = [`${project.id}-g1`, `${project.id}-g2`];
    for (const amount of ['0x10', '1e3', ' 12']) {
      const { body } = await quote(
        {
          projectId: project.id,
          quotationList: goodsIds.map((goodsId) => ({ goodsId, quotationAmount: amount })),
        },
        tokens.supplier,
      );
      assert.deepEqual([body.state, body.message], [false, '报价必须是数字'], amount);
    }
    const { body } = await quote(
      {
        projectId: project.id,
        quotationList: goodsIds.map((goodsId) => ({ goodsId, quotationAmount: '16' })),
      },
      tokens.supplier,
    );
    assert.equal(body.state, true, body.message);
    assert.equal(body.value?.quotationAmount, 16 * 2 + 16 * 10);
  });

  it('refuses a minimum step that is not decimal text or a number, and takes one that is', async () => {
    const project = await quotingProject(server, tokens.purchaser, { start: false });
    const save = (minStep: unknown, language?: string) =>
      api.post<BiddingRules>(
        `${QUOTE}/saveRules`,
        { projectId: project.id, minStep },
        tokens.purchaser,
        language,
      );
    for (const minStep of ['0x10', '1e3', ' 12', 'Infinity', '-5', '1.234']) {
      const { body } = await save(minStep);
      assert.deepEqual(
        [body.state, body.message],
        [false, '最小报价幅度须为不小于0的数字，最多两位小数'],
        minStep,
      );
    }
    const en = await save('0x10', 'en-US');
    assert.equal(
      en.body.message,
      'The minimum step must be a number of at least 0 with at most two decimals',
    );
    const saved = await save('500.5');
    assert.equal(saved.body.state, true, saved.body.message);
    assert.equal(saved.body.value?.minStep, 500.5);
    assert.equal((await save(800)).body.value?.minStep, 800);
  });

  it('refuses a comprehensive quotation that is not decimal text or a number', async () => {
    await server.app.db
      .updateTable('procure_projects')
      .set({ state: 'quoting', upload_bid_document: 0, budget_money: 800_000 })
      .where('id', '=', 'p-002')
      .execute();
    await setWindows(server, 'p-002', [-48, -24, -1, 2]);
    const QUOTATION = `${FORM}/procureComprehensiveQuotation/v1/quotation`;
    for (const amount of ['0x10', '1e3', ' 12', 'Infinity']) {
      const { body } = await api.post<ComprehensiveQuotation>(
        QUOTATION,
        { projectId: 'p-002', quotationAmount: amount },
        tokens.supplier,
      );
      assert.deepEqual([body.state, body.message], [false, '报价金额必须为数字'], amount);
    }
    const accepted = await api.post<ComprehensiveQuotation>(
      QUOTATION,
      { projectId: 'p-002', quotationAmount: '612345.60' },
      tokens.supplier,
    );
    assert.equal(accepted.body.state, true, accepted.body.message);
    assert.equal(accepted.body.value?.quotationAmount, 612_345.6);
  });
});
