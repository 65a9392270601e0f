import { expect, fixture, html, waitUntil } from '@open-wc/testing';
import { CALLS, type CallKey } from '../../../api/contract/calls.js';
import { DEFAULT_PREFIXES } from '../../../api/contract/deployment.js';
import {
  type ComprehensiveQuotation,
  type EvaluationInput,
  evaluate,
  ruleTree,
  type ScoreDetail,
} from '../../../api/contract/evaluation.js';
import type { FinalQualification, ProjectQualification } from '../../../api/contract/procure-project.js';
import { createFakeClient, type FakeRoutes, ok, refuse } from '../../../docs/fixtures/fake-transport.js';
import { setDefaultApiClient } from '../../../elements/core/api-context.js';
import '../../../elements/score-table/score-table.js';
import '../../../elements/qualification-review/qualification-review.js';
import '../../../elements/comprehensive-quotation/comprehensive-quotation.js';
import type { ComprehensiveQuotationForm } from '../../../elements/comprehensive-quotation/comprehensive-quotation.js';
import type { QualificationReview } from '../../../elements/qualification-review/qualification-review.js';
import type { ScoreTable } from '../../../elements/score-table/score-table.js';
import { detailOf, project } from './procure-fakes.js';

const routeOf = (key: CallKey) =>
  `${CALLS[key].method} ${DEFAULT_PREFIXES[CALLS[key].service]}${CALLS[key].path}`;

const RULES = ruleTree([
  { optionName: '价格分', score: 30, percent: 30 },
  {
    optionName: '技术分',
    score: 50,
    percent: 50,
    childProcureProjectRuleList: [
      { optionName: '系统架构', score: 30, percent: 30, desc: '符合 IEC 61850' },
      { optionName: '实施方案', score: 20, percent: 20 },
    ],
  },
  { optionName: '商务分', score: 20, percent: 20 },
]);

const INPUTS: EvaluationInput[] = [
  {
    supplierId: 'u-a',
    supplierName: '杭州恒远建设有限公司',
    quotationAmount: 1_000_000,
    quotationTime: '2026-11-01T01:00:00.000Z',
    qualified: true,
    scores: { '技术分/系统架构': 25, '技术分/实施方案': 15, 商务分: 18 },
  },
  {
    supplierId: 'u-b',
    supplierName: '江苏博瑞机电设备有限公司',
    quotationAmount: 800_000,
    quotationTime: '2026-11-01T02:00:00.000Z',
    qualified: true,
    scores: {},
  },
  {
    supplierId: 'u-c',
    supplierName: '上海启明信息技术有限公司',
    quotationAmount: 700_000,
    quotationTime: '2026-11-01T03:00:00.000Z',
    qualified: false,
    scores: {},
  },
];

function scoreDetail(overrides: Partial<ScoreDetail> = {}): ScoreDetail {
  return {
    projectId: 'p-1',
    fProjectName: '变电站综合自动化系统采购',
    fState: 'quoted',
    rules: RULES,
    suppliers: evaluate(RULES, INPUTS),
    lowestQuotation: 800_000,
    editable: true,
    pending: '请先完成全部供应商的评分',
    winnerId: null,
    noticeId: null,
    ...overrides,
  };
}

function serve(routes: FakeRoutes) {
  const fake = createFakeClient(routes);
  setDefaultApiClient(fake.client);
  return fake;
}

const shadow = (el: HTMLElement) => el.shadowRoot as ShadowRoot;
const button = (scope: ParentNode, text: string) =>
  [...scope.querySelectorAll<HTMLElement>('sl-button')].find((item) =>
    item.textContent?.trim().startsWith(text),
  );

describe('score-table', () => {
  afterEach(() => setDefaultApiClient(undefined));

  async function mount(routes: FakeRoutes = {}) {
    const fake = serve({
      [routeOf('procureReviewScore/getRuleScoreDetail')]: () => ok(scoreDetail()),
      ...routes,
    });
    const el = await fixture<ScoreTable>(html`<score-table project-id="p-1"></score-table>`);
    await waitUntil(() => shadow(el).querySelector('table'), 'the table renders');
    return { el, fake };
  }

  it('shows the rule tree beside the table, best first, with points, totals and the qualification', async () => {
    const { el } = await mount();
    const tree = shadow(el).querySelector('[part="rules"]') as HTMLElement;
    expect(tree.textContent).to.contain('系统架构');
    expect(tree.textContent).to.contain('符合 IEC 61850');
    expect(tree.textContent).to.contain('按报价计算');
    const rows = [...shadow(el).querySelectorAll('tbody tr')].map((row) =>
      row.textContent?.replace(/\s+/g, ' '),
    );
    // 价格分 24 (30 × 800,000 / 1,000,000) + 技术分 40 + 商务分 18 = 82
    expect(rows[0]).to.contain('杭州恒远建设有限公司').and.contain('¥1,000,000.00').and.contain('82');
    expect(rows[0]).to.contain('24');
    expect(rows[1]).to.contain('江苏博瑞机电设备有限公司').and.contain('—');
    expect(rows[2]).to.contain('未通过');
    expect(shadow(el).querySelector('[part="footer"]')?.textContent).to.contain('请先完成全部供应商的评分');
    await expect(el).to.be.accessible();
  });

  it('refuses a score above full marks before sending, keeps it, then saves the typed scores', async () => {
    const { el, fake } = await mount({
      [routeOf('procureReviewScore/saveScore')]: () => ok(evaluate(RULES, INPUTS)[1]),
    });
    const second = shadow(el).querySelectorAll('tbody tr')[1] as HTMLElement;
    button(second, '评分')?.click();
    await waitUntil(() => shadow(el).querySelector('[part="editor"]'), 'the scoring form opens');
    const inputs = [...shadow(el).querySelectorAll<HTMLInputElement>('[part="editor"] sl-input')];
    expect(inputs.map((input) => input.getAttribute('label'))).to.deep.equal([
      '技术分 · 系统架构',
      '技术分 · 实施方案',
      '商务分',
    ]);
    inputs[0]!.value = '35';
    inputs[0]!.dispatchEvent(new Event('sl-input'));
    await el.updateComplete;
    button(shadow(el), '保存评分')?.click();
    await waitUntil(() => shadow(el).querySelector('[role="alert"]'), 'the refusal shows');
    expect(shadow(el).querySelector('[role="alert"]')?.textContent).to.contain('评分须在0到30之间');
    expect(fake.requests.filter((request) => request.path.endsWith('/saveScore'))).to.have.length(0);
    expect(inputs[0]!.value).to.equal('35');
    inputs[0]!.value = '28';
    inputs[0]!.dispatchEvent(new Event('sl-input'));
    inputs[2]!.value = '16.5';
    inputs[2]!.dispatchEvent(new Event('sl-input'));
    await el.updateComplete;
    // The total is previewed as typed: 30 (lowest price) + 28 + 16.5, the 实施方案 still blank.
    expect(shadow(el).querySelector('.preview')?.textContent).to.contain('—');
    inputs[1]!.value = '10';
    inputs[1]!.dispatchEvent(new Event('sl-input'));
    await el.updateComplete;
    expect(shadow(el).querySelector('.preview')?.textContent).to.contain('84.5');
    button(shadow(el), '保存评分')?.click();
    await waitUntil(() => fake.requests.some((request) => request.path.endsWith('/saveScore')), 'saved');
    const sent = fake.requests.find((request) => request.path.endsWith('/saveScore'))?.data;
    expect(sent).to.deep.equal({
      projectId: 'p-1',
      supplierId: 'u-b',
      scores: [
        { optionName: '技术分/系统架构', score: 28 },
        { optionName: '技术分/实施方案', score: 10 },
        { optionName: '商务分', score: 16.5 },
      ],
    });
  });

  it('confirms once the server says nothing is pending, and links the award notice', async () => {
    let confirmed = false;
    const { el } = await mount({
      [routeOf('procureReviewScore/getRuleScoreDetail')]: () =>
        ok(
          confirmed
            ? scoreDetail({
                pending: '当前项目状态为“已确认报价”，不能确认报价',
                editable: false,
                winnerId: 'u-a',
                noticeId: 'n-1',
                fState: 'confirmed',
              })
            : scoreDetail({ pending: null }),
        ),
      [routeOf('procureComprehensiveQuotation/confirmQuotation')]: () => {
        confirmed = true;
        return ok({
          winnerId: 'u-a',
          winnerName: '杭州恒远建设有限公司',
          total: 82,
          noticeId: 'n-1',
          notified: 2,
        });
      },
    });
    const events: string[] = [];
    el.addEventListener('eip-evaluation-confirm', (event) => events.push(event.detail.winnerName));
    button(shadow(el), '确认评审结果')?.click();
    await waitUntil(() => shadow(el).querySelector('.footer.done'), 'the result shows');
    expect(events).to.deep.equal(['杭州恒远建设有限公司']);
    const footer = shadow(el).querySelector('.footer.done') as HTMLElement;
    expect(footer.textContent).to.contain('成交供应商：杭州恒远建设有限公司');
    expect(footer.querySelector('a')?.getAttribute('href')).to.contain('/bargainNotice?id=n-1');
    expect(shadow(el).querySelector('tbody')?.textContent).to.contain('成交');
  });
});

describe('qualification-review', () => {
  afterEach(() => setDefaultApiClient(undefined));

  const ENTRIES: ProjectQualification[] = [
    { id: 'q1', projectId: 'p-1', type: 'zg', summarize: '营业执照', describe: '有效的营业执照', sn: 0 },
    { id: 'q2', projectId: 'p-1', type: 'fh', summarize: '报价有效期', describe: '不少于 90 日历天', sn: 1 },
  ];
  const SUPPLIERS: FinalQualification[] = [
    { supplierId: 'u-a', supplierName: '杭州恒远建设有限公司', passed: null, results: [] },
  ];

  it('asks every entry and a reason for a failed one before saving, keeping the choices', async () => {
    const fake = serve({
      [routeOf('procureQualificationReview/getAllQualification')]: () => ok(ENTRIES),
      [routeOf('procureQualificationReview/getFinalQualificationByPid')]: () => ok(SUPPLIERS),
      [routeOf('procureQualificationReview/saveQualification')]: () =>
        refuse('当前项目状态不能评审：当前项目状态为“已确认报价”，不能确认报价'),
    });
    const el = await fixture<QualificationReview>(
      html`<qualification-review project-id="p-1"></qualification-review>`,
    );
    await waitUntil(() => shadow(el).querySelector('[part="supplier"]'), 'the supplier renders');
    expect(shadow(el).textContent).to.contain('资格审查').and.contain('符合性审查');
    await expect(el).to.be.accessible();
    button(shadow(el), '保存审查')?.click();
    await el.updateComplete;
    expect(shadow(el).querySelector('[role="alert"]')?.textContent).to.contain('请完成全部审查项');
    const groups = [...shadow(el).querySelectorAll<HTMLInputElement>('sl-radio-group')];
    groups[0]!.value = 'pass';
    groups[0]!.dispatchEvent(new Event('sl-change'));
    groups[1]!.value = 'fail';
    groups[1]!.dispatchEvent(new Event('sl-change'));
    await el.updateComplete;
    button(shadow(el), '保存审查')?.click();
    await el.updateComplete;
    expect(shadow(el).querySelector('[role="alert"]')?.textContent).to.contain('不通过时请填写原因');
    const reason = shadow(el).querySelector<HTMLInputElement>('.remark-input')!;
    reason.value = '有效期仅 60 天';
    reason.dispatchEvent(new Event('sl-input'));
    await el.updateComplete;
    button(shadow(el), '保存审查')?.click();
    await waitUntil(
      () => shadow(el).querySelector('[role="alert"]')?.textContent?.includes('不能评审'),
      'refused',
    );
    expect(fake.requests.find((request) => request.path.endsWith('/saveQualification'))?.data).to.deep.equal({
      projectId: 'p-1',
      supplierId: 'u-a',
      results: [
        { qualificationId: 'q1', passed: true, remark: '' },
        { qualificationId: 'q2', passed: false, remark: '有效期仅 60 天' },
      ],
    });
    expect(shadow(el).querySelector<HTMLInputElement>('.remark-input')?.value).to.equal('有效期仅 60 天');
  });
});

describe('comprehensive-quotation', () => {
  afterEach(() => setDefaultApiClient(undefined));

  const detail = {
    ...detailOf(project({ fState: 'quoting', fBudgetMoney: 500_000 })),
    fUploadBidDocument: 0,
  };

  it('spells the amount in capitals, checks it, confirms, and keeps it when the server refuses', async () => {
    let refused = true;
    const mine: ComprehensiveQuotation[] = [];
    const fake = serve({
      [routeOf('wProcureproject/getDetailWithDocumentation')]: () => ok(detail),
      [routeOf('procureComprehensiveQuotation/queryQuotation')]: () => ok(mine),
      [routeOf('procureComprehensiveQuotation/quotation')]: (request) => {
        if (refused) return refuse('当前不在报价时间内');
        const body = request.data as { quotationAmount: string };
        const quotation: ComprehensiveQuotation = {
          id: 'cq-1',
          projectId: 'p-1',
          supplierId: 'u-a',
          supplierName: '杭州恒远建设有限公司',
          quotationAmount: Number(body.quotationAmount),
          quotationFile: null,
          remark: '',
          createTime: '2026-11-02T01:00:00.000Z',
          updateTime: '2026-11-02T01:00:00.000Z',
          sealed: false,
        };
        mine.push(quotation);
        return ok(quotation);
      },
    });
    const el = await fixture<ComprehensiveQuotationForm>(
      html`<comprehensive-quotation project-id="p-1"></comprehensive-quotation>`,
    );
    await waitUntil(() => shadow(el).querySelector('[part="form"]'), 'the form renders');
    expect(shadow(el).textContent).to.contain('您尚未报价');
    await expect(el).to.be.accessible();
    const amount = shadow(el).querySelector<HTMLInputElement>('sl-input')!;
    amount.value = '600000';
    amount.dispatchEvent(new Event('sl-input'));
    await el.updateComplete;
    expect(shadow(el).querySelector('.capitals-live')?.textContent).to.contain('陆拾万元整');
    button(shadow(el), '提交报价')?.click();
    await el.updateComplete;
    expect(shadow(el).querySelector('[role="alert"]')?.textContent).to.contain('报价金额不能超过项目预算');
    amount.value = '456789.12';
    amount.dispatchEvent(new Event('sl-input'));
    await el.updateComplete;
    button(shadow(el), '提交报价')?.click();
    await waitUntil(() => shadow(el).querySelector('[part="confirm"]'), 'the confirmation shows');
    expect(shadow(el).querySelector('[part="confirm"]')?.textContent)
      .to.contain('¥456,789.12')
      .and.contain('肆拾伍万陆仟柒佰捌拾玖元壹角贰分');
    button(shadow(el), '确认提交')?.click();
    await waitUntil(() =>
      shadow(el).querySelector('[role="alert"]')?.textContent?.includes('当前不在报价时间内'),
    );
    expect(amount.value).to.equal('456789.12');
    refused = false;
    button(shadow(el), '提交报价')?.click();
    await waitUntil(() => shadow(el).querySelector('[part="confirm"]'));
    button(shadow(el), '确认提交')?.click();
    await waitUntil(() => shadow(el).querySelector('[part="current"] .amount'), 'the quotation shows');
    expect(shadow(el).querySelector('[part="current"]')?.textContent).to.contain('¥456,789.12');
    expect(fake.requests.filter((request) => request.path.endsWith('/quotation'))).to.have.length(2);
  });

  it('after the award shows the winner their result and no form', async () => {
    const own: ComprehensiveQuotation = {
      id: 'cq-1',
      projectId: 'p-1',
      supplierId: 'u-a',
      supplierName: '杭州恒远建设有限公司',
      quotationAmount: 456_789.12,
      quotationFile: null,
      remark: '含税',
      createTime: '2026-11-02T01:00:00.000Z',
      updateTime: '2026-11-02T01:00:00.000Z',
      sealed: false,
    };
    serve({
      [routeOf('wProcureproject/getDetailWithDocumentation')]: () =>
        ok({ ...detail, fState: 'confirmed', winnerName: '杭州恒远建设有限公司' }),
      [routeOf('procureComprehensiveQuotation/queryQuotation')]: () => ok([own]),
    });
    const el = await fixture<ComprehensiveQuotationForm>(
      html`<comprehensive-quotation project-id="p-1"></comprehensive-quotation>`,
    );
    await waitUntil(() => shadow(el).querySelector('.won'), 'the result shows');
    expect(shadow(el).querySelector('.won')?.textContent).to.contain('您已成为本项目的成交供应商');
    expect(shadow(el).querySelector('[part="current"]')?.textContent).to.contain('¥456,789.12');
    expect(shadow(el).querySelector('[part="form"]')).to.equal(null);
    expect(shadow(el).textContent).to.contain('当前不在报价时间内');
    await expect(el).to.be.accessible();
  });
});
