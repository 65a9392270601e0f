import { expect, fixture, html, oneEvent, waitUntil } from '@open-wc/testing';
import type { QueryBody } from '../../../api/contract/envelope.js';
import type { QuotationMode } from '../../../api/contract/tender.js';
import {
  goodsRows,
  type ProcureProjectFake,
  projectDetail,
} from '../../../docs/fixtures/procure-project-fakes.js';
import { setLanguage } from '../../../elements/core/localize.js';
import '../../../elements/tender-detail/tender-detail.js';
import type { TenderDetail } from '../../../elements/tender-detail/tender-detail.js';
import { runLoadStateSuite } from '../shared/load-state-suite.js';
import { fixtureInHost } from './host-fixture.js';
import { serveProcureProject } from './procure-project-serve.js';

const part = (el: TenderDetail, name: string) =>
  el.shadowRoot!.querySelector<HTMLElement>(`[part="${name}"]`);
/** The project shown, its sections all drawn (they draw one slice after another: updateComplete waits). */
async function shown(el: TenderDetail): Promise<void> {
  await waitUntil(() => part(el, 'title'), 'project not shown', { timeout: 3000 });
  await el.updateComplete;
}
const status = (el: TenderDetail) => part(el, 'status');
const SECTION_PARTS = [
  'basic',
  'score-rules',
  'qualifications',
  'suppliers',
  'quotations',
  'attachments',
  'purchasing-list',
] as const;
const sectionsOf = (el: TenderDetail) => SECTION_PARTS.filter((name) => part(el, name));
const facts = (el: TenderDetail) =>
  Object.fromEntries(
    [...part(el, 'basic')!.querySelectorAll('dl > div')].map((row) => [
      row.querySelector('dt')!.textContent,
      row.querySelector('dd')!.textContent!.trim(),
    ]),
  );
const text = (node: Element | null | undefined) => (node?.textContent ?? '').replace(/\s+/g, ' ').trim();

describe('tender-detail', () => {
  let fake: ProcureProjectFake;
  const serve = serveProcureProject((next) => {
    fake = next;
  });

  it('is accessible', async () => {
    const el = await fixture<TenderDetail>(
      html`<tender-detail project-id="p-100" identity="purchaser" title="项目详情"></tender-detail>`,
    );
    await shown(el);
    await waitUntil(() => part(el, 'purchasing-list')?.querySelector('table'), 'goods not shown');
    await expect(el).to.be.accessible();
  });

  it('shows nothing and loads nothing without a project', async () => {
    const el = await fixture<TenderDetail>(html`<tender-detail identity="purchaser"></tender-detail>`);
    expect(el.shadowRoot!.children.length).to.equal(0);
    expect(fake.requests).to.have.length(0);
  });

  describe('when a purchaser looks', () => {
    it('shows every section, scoring rules included in comprehensive mode, and loads what they need', async () => {
      const el = await fixture<TenderDetail>(
        html`<tender-detail project-id="p-100" identity="purchaser"></tender-detail>`,
      );
      await shown(el);
      expect(sectionsOf(el)).to.deep.equal([...SECTION_PARTS]);
      expect(part(el, 'title')!.textContent).to.equal('华东能源集团 2026 年办公设备采购项目');
      expect(fake.requestsTo('wProcureproject/getDetailWithDocumentation')[0]!.params.id).to.equal('p-100');
      expect(fake.requestsTo('wProcureproject/getUserInfoByProjectId')[0]!.params.projectId).to.equal(
        'p-100',
      );
      expect(fake.requestsTo('procureQualificationReview/getAllQualification')).to.have.length(1);
      const query = fake.requestsTo('wBiddingProjectRegistration/queryRegistration')[0]!.data as QueryBody;
      expect(query.pageBean.pageSize).to.equal(-1);
      expect(query.querys).to.deep.include({ property: 'fStatus', value: 'pass', operation: 'EQUAL' });
      expect(query.querys).to.deep.include({ property: 'projectId', value: 'p-100', operation: 'EQUAL' });
    });

    it('leaves the scoring rules out in competitive mode', async () => {
      serve({ project: { fTransactionMode: 'competitive' } });
      const el = await fixture<TenderDetail>(
        html`<tender-detail project-id="p-100" identity="purchaser"></tender-detail>`,
      );
      await shown(el);
      expect(sectionsOf(el)).to.deep.equal(SECTION_PARTS.filter((name) => name !== 'score-rules'));
    });

    it('formats the budget with the yuan sign, the tax inclusion and the procure type', async () => {
      const el = await fixture<TenderDetail>(
        html`<tender-detail project-id="p-100" identity="purchaser"></tender-detail>`,
      );
      await shown(el);
      const basic = facts(el);
      expect(basic).to.include({
        预算金额: '¥1,286,000.00',
        保证金: '¥12,860.00',
        报名费: '¥500.00',
        报价是否含税: '不含税',
        采购方式: '公开比选',
        报价方式: '单价报价',
        竞价类型: '综合评估',
        项目地点: '浙江省杭州市西湖区',
        发布媒体: '华东能源集团电子采购平台',
      });
      expect(basic['报名时间']).to.match(/^2026-03-\d\d \d\d:\d\d 至 2026-03-\d\d \d\d:\d\d$/);
    });

    it('reads any other tax value as including tax', async () => {
      serve({ project: { fQuotationIncludeTax: 1, fProcureType: 'jzxcs' } });
      const el = await fixture<TenderDetail>(
        html`<tender-detail project-id="p-100" identity="purchaser"></tender-detail>`,
      );
      await shown(el);
      expect(facts(el)['报价是否含税']).to.equal('含税');
      expect(facts(el)['采购方式']).to.equal('竞争性磋商');
    });

    it('shows the basic information as sanitized rich text', async () => {
      const el = await fixture<TenderDetail>(
        html`<tender-detail project-id="p-100" identity="purchaser"></tender-detail>`,
      );
      await shown(el);
      const rich = part(el, 'basic')!.querySelector('rich-text')!;
      await (rich as HTMLElement & { updateComplete: Promise<unknown> }).updateComplete;
      const body = rich.shadowRoot!.querySelector('[part="base"]')!;
      expect(body.querySelector('h3')!.textContent).to.equal('一、项目概况');
      expect(body.querySelector('strong')!.textContent).to.equal('交货期 30 日');
      expect(body.querySelector('img')?.getAttribute('onerror') ?? null).to.equal(null);
      expect(body.querySelector('a')?.getAttribute('href') ?? '').not.to.contain('javascript');
      expect((window as { __xss?: number }).__xss).to.equal(undefined);
    });

    it('shows the scoring rules as a tree with scores and percents', async () => {
      const el = await fixture<TenderDetail>(
        html`<tender-detail project-id="p-100" identity="purchaser"></tender-detail>`,
      );
      await shown(el);
      const rules = part(el, 'score-rules')!;
      const top = [...rules.querySelectorAll(':scope ul.rules > li')];
      expect(top.map((item) => item.querySelector('.rule-name')!.textContent)).to.deep.equal([
        '商务部分',
        '技术部分',
        '价格部分',
      ]);
      const business = top[0]!;
      expect(text(business.querySelector(':scope > .rule .rule-score'))).to.equal('30 分');
      expect(text(business.querySelector(':scope > .rule .rule-percent'))).to.equal('30%');
      const children = [...business.querySelectorAll(':scope > ul > li .rule-name')].map(
        (node) => node.textContent,
      );
      expect(children).to.deep.equal(['类似项目业绩', '售后服务承诺']);
      expect(text(business.querySelector(':scope > ul > li .rule-desc'))).to.equal(
        '近三年每个业绩得 5 分，最高 20 分',
      );
      expect(text(rules.querySelector('.rules-total'))).to.equal('总分 100 分');
    });

    it('names each qualification entry by its type: zg is 资格审查, anything else 符合性审查', async () => {
      const el = await fixture<TenderDetail>(
        html`<tender-detail project-id="p-100" identity="purchaser"></tender-detail>`,
      );
      await shown(el);
      const rows = [...part(el, 'qualifications')!.querySelectorAll('tbody tr')].map((row) =>
        [...row.querySelectorAll('td')].map((cell) => cell.textContent),
      );
      expect(rows).to.deep.equal([
        ['1', '资格审查', '营业执照', '具有有效的营业执照'],
        ['2', '资格审查', '安全生产许可证', '建筑施工企业须具备有效的安全生产许可证'],
        ['3', '符合性审查', '报价有效期', '报价有效期不少于 90 天'],
      ]);
    });

    it('lists the enrolled suppliers: only registrations that passed', async () => {
      const el = await fixture<TenderDetail>(
        html`<tender-detail project-id="p-100" identity="purchaser"></tender-detail>`,
      );
      await shown(el);
      const suppliers = part(el, 'suppliers')!;
      expect(text(suppliers.querySelector('h3'))).to.equal('报名供应商（2）');
      const names = [...suppliers.querySelectorAll('tbody tr td:nth-child(2)')].map(
        (cell) => cell.textContent,
      );
      expect(names).to.deep.equal(['杭州恒远建设有限公司', '宁波东港科技有限公司']);
    });

    it('shows the quotation overview the detail carries: state, rounds and their windows', async () => {
      const el = await fixture<TenderDetail>(
        html`<tender-detail project-id="p-100" identity="purchaser"></tender-detail>`,
      );
      await shown(el);
      const overview = part(el, 'quotations')!;
      const values = Object.fromEntries(
        [...overview.querySelectorAll('dl > div')].map((row) => [
          row.querySelector('dt')!.textContent,
          text(row.querySelector('dd')),
        ]),
      );
      expect(values['项目状态']).to.equal('报价中');
      expect(values['报价轮次']).to.equal('3');
      expect(values['当前轮次']).to.equal('第 2 轮');
      expect(overview.querySelectorAll('tbody tr')).to.have.length(2);
    });

    it('says why an interrupted project stopped', async () => {
      serve({
        project: { fState: 'interrupted', currentRound: 0, bidWindows: [], fInterruptReason: '预算调整' },
      });
      const el = await fixture<TenderDetail>(
        html`<tender-detail project-id="p-100" identity="purchaser"></tender-detail>`,
      );
      await shown(el);
      const overview = text(part(el, 'quotations'));
      expect(overview).to.contain('已中止').and.contain('未开始报价').and.contain('中止原因预算调整');
    });

    it('offers the attachments and the purchasing list files read-only', async () => {
      const el = await fixture<TenderDetail>(
        html`<tender-detail project-id="p-100" identity="purchaser"></tender-detail>`,
      );
      await shown(el);
      const attachments = part(el, 'attachments')!.querySelector('file-upload')!;
      expect(attachments.readonly).to.equal(true);
      expect(attachments.value.map((file) => file.name)).to.deep.equal(['招标文件.pdf', '技术要求.txt']);
      const listFiles = part(el, 'purchasing-list')!.querySelector('file-upload')!;
      expect(listFiles.value.map((file) => file.name)).to.deep.equal(['报价清单.xlsx']);
    });

    it('pages the goods 50 at a time through the server', async () => {
      serve({ goods: 60 });
      const el = await fixture<TenderDetail>(
        html`<tender-detail project-id="p-100" identity="purchaser"></tender-detail>`,
      );
      await shown(el);
      const list = () => part(el, 'purchasing-list')!;
      await waitUntil(() => list().querySelectorAll('tbody tr').length === 50, 'first page not shown');
      expect(
        (fake.requestsTo('procureProjectGoods/getByProjectId')[0]!.data as QueryBody).pageBean,
      ).to.deep.equal({
        page: 1,
        pageSize: 50,
      });
      expect(text(list().querySelector('[part="pagination"] .total'))).to.equal('共 60 条');
      const second = [...list().querySelectorAll<HTMLElement>('[part="pagination"] sl-button')].find(
        (button) => button.textContent?.trim() === '2',
      )!;
      second.click();
      await waitUntil(() => list().querySelectorAll('tbody tr').length === 10, 'second page not shown');
      expect(text(list().querySelector('tbody tr td'))).to.equal('51');
      expect(text(list().querySelector('tbody tr td:nth-child(2)'))).to.equal('办公设备 51');
    });
  });

  describe('when a supplier looks', () => {
    for (const mode of ['unitPrice', 'amount'] as const) {
      it(`shows only the purchasing list in ${mode} mode once their registration passed`, async () => {
        serve({ relation: 'supplier', ownStatus: 'pass', project: { fQuotationMode: mode } });
        const el = await fixture<TenderDetail>(
          html`<tender-detail project-id="p-100" identity="supplier"></tender-detail>`,
        );
        await shown(el);
        await waitUntil(() => part(el, 'purchasing-list')?.querySelector('tbody tr'), 'goods not shown');
        expect(sectionsOf(el)).to.deep.equal(['purchasing-list']);
        expect(text(part(el, 'purchasing-list')!.querySelector('tbody tr td:nth-child(2)'))).to.equal(
          '台式计算机',
        );
        expect(fake.requestsTo('wBiddingProjectRegistration/queryRegistration')).to.have.length(0);
        expect(fake.requestsTo('procureQualificationReview/getAllQualification')).to.have.length(0);
      });
    }

    for (const ownStatus of ['pending', 'reject', null] as const) {
      it(`shows no purchasing list and no attachments with a registration ${ownStatus ?? 'missing'}`, async () => {
        serve({ relation: 'supplier', ownStatus, project: { fQuotationMode: 'unitPrice' } });
        const el = await fixture<TenderDetail>(
          html`<tender-detail project-id="p-100" identity="supplier"></tender-detail>`,
        );
        await shown(el);
        await waitUntil(() => status(el), 'no explanation shown');
        expect(sectionsOf(el)).to.deep.equal([]);
        expect(text(status(el))).to.equal('报名审核通过后可查看采购清单');
        expect(fake.requestsTo('procureProjectGoods/getByProjectId')).to.have.length(0);
      });
    }

    for (const mode of ['sum', 'lower', 'discount', 'business', 'technology'] as const) {
      it(`shows no purchasing list in ${mode} mode, even with a passed registration`, async () => {
        serve({ relation: 'supplier', ownStatus: 'pass', project: { fQuotationMode: mode } });
        const el = await fixture<TenderDetail>(
          html`<tender-detail project-id="p-100" identity="supplier"></tender-detail>`,
        );
        await shown(el);
        await waitUntil(() => status(el), 'no explanation shown');
        expect(sectionsOf(el)).to.deep.equal([]);
        expect(text(status(el))).to.equal('本项目的报价方式不提供采购清单');
      });
    }

    it('never shows attachments, even when an answer carries them', async () => {
      const data = { project: projectDetail({ registration: { fStatus: 'pass' } }), goods: goodsRows(2) };
      const el = await fixture<TenderDetail>(
        html`<tender-detail identity="supplier" .data=${data}></tender-detail>`,
      );
      await shown(el);
      expect(sectionsOf(el)).to.deep.equal(['purchasing-list']);
      expect(el.shadowRoot!.textContent).not.to.contain('招标文件.pdf');
      expect(fake.requests).to.have.length(0);
    });
  });

  describe('when another identity looks', () => {
    const modes: QuotationMode[] = [
      'sum',
      'unitPrice',
      'lower',
      'discount',
      'amount',
      'business',
      'technology',
    ];
    for (const mode of modes) {
      const withList = mode === 'unitPrice' || mode === 'amount';
      it(`shows the attachments${withList ? ' and the purchasing list' : ' only'} in ${mode} mode`, async () => {
        serve({ relation: 'other', project: { fQuotationMode: mode } });
        const el = await fixture<TenderDetail>(
          html`<tender-detail project-id="p-100" identity="administrators"></tender-detail>`,
        );
        await shown(el);
        expect(sectionsOf(el)).to.deep.equal(withList ? ['attachments', 'purchasing-list'] : ['attachments']);
        expect(fake.requestsTo('wProcureproject/getUserInfoByProjectId')).to.have.length(0);
        expect(fake.requestsTo('wBiddingProjectRegistration/queryRegistration')).to.have.length(0);
      });
    }

    it('treats a visitor with no identity the same way', async () => {
      const el = await fixture<TenderDetail>(html`<tender-detail project-id="p-100"></tender-detail>`);
      await shown(el);
      expect(sectionsOf(el)).to.deep.equal(['attachments', 'purchasing-list']);
    });

    it('treats a purchaser who does not own the project as another identity', async () => {
      serve({ relation: 'other' });
      const el = await fixture<TenderDetail>(
        html`<tender-detail project-id="p-100" identity="purchaser"></tender-detail>`,
      );
      await shown(el);
      expect(sectionsOf(el)).to.deep.equal(['attachments', 'purchasing-list']);
    });
  });

  describe('when the identity comes from the host', () => {
    it("follows the signed-in user's identity", async () => {
      const el = await fixtureInHost<TenderDetail>(
        { linkBase: '/front', user: { account: 'supplier', identity: 'supplier' } },
        html`<tender-detail project-id="p-100"></tender-detail>`,
      );
      await shown(el);
      await waitUntil(() => status(el), 'no explanation shown');
      expect(sectionsOf(el)).to.deep.equal([]);
    });
  });

  describe('when a page gives the data', () => {
    it('shows it without loading, and pages the goods itself', async () => {
      const data = {
        project: projectDetail(),
        goods: goodsRows(55),
        qualifications: [],
        registrations: [],
      };
      const el = await fixture<TenderDetail>(
        html`<tender-detail identity="purchaser" .data=${data}></tender-detail>`,
      );
      await shown(el);
      expect(fake.requests).to.have.length(0);
      expect(part(el, 'purchasing-list')!.querySelectorAll('tbody tr')).to.have.length(50);
      expect(text(part(el, 'suppliers')!.querySelector('.none'))).to.equal('暂无报名通过的供应商');
    });
  });

  describe('when more suppliers enrolled than a page holds', () => {
    it('shows them 50 to a page', async () => {
      const registrations = Array.from({ length: 52 }, (_, index) => ({
        id: `r-${index + 1}`,
        fSupplierName: `供应商 ${index + 1}`,
        fRegistratorName: '联系人',
        fRegistratorPhone: '13800000000',
        fRegistratorEmail: 'a@b.cn',
        fCreateTime: '2026-03-02T03:04:00.000Z',
        fStatus: 'pass' as const,
      }));
      const data = { project: projectDetail(), goods: [], qualifications: [], registrations };
      const el = await fixture<TenderDetail>(
        html`<tender-detail identity="purchaser" .data=${data}></tender-detail>`,
      );
      await shown(el);
      const suppliers = () => part(el, 'suppliers')!;
      expect(suppliers().querySelectorAll('tbody tr')).to.have.length(50);
      expect(text(suppliers().querySelector('h3'))).to.equal('报名供应商（52）');
      const next = [...suppliers().querySelectorAll<HTMLElement>('[part="pagination"] sl-button')].find(
        (button) => button.textContent?.trim() === '下一页',
      )!;
      next.click();
      await waitUntil(() => suppliers().querySelectorAll('tbody tr').length === 2, 'second page not shown');
      expect(text(suppliers().querySelector('tbody tr td:nth-child(2)'))).to.equal('供应商 51');
      expect(text(suppliers().querySelector('tbody tr td'))).to.equal('51');
    });
  });

  describe('with a title', () => {
    it('shows the title with a cancel button that emits eip-cancel', async () => {
      const el = await fixture<TenderDetail>(
        html`<tender-detail project-id="p-100" identity="purchaser" title="项目详情"></tender-detail>`,
      );
      await shown(el);
      expect(text(part(el, 'title-bar')!.querySelector('h2'))).to.equal('项目详情');
      setTimeout(() => part(el, 'cancel')!.click());
      await oneEvent(el, 'eip-cancel');
    });

    it('has no cancel button without a title', async () => {
      const el = await fixture<TenderDetail>(
        html`<tender-detail project-id="p-100" identity="purchaser"></tender-detail>`,
      );
      await shown(el);
      expect(part(el, 'cancel')).to.equal(null);
    });
  });

  describe('in another language', () => {
    it('shows its labels in English', async () => {
      await setLanguage('en-US', { persist: false });
      const el = await fixture<TenderDetail>(
        html`<tender-detail project-id="p-100" identity="purchaser"></tender-detail>`,
      );
      await shown(el);
      expect(text(part(el, 'basic')!.querySelector('h3'))).to.equal('Basic information');
      expect(facts(el)['Tax included']).to.equal('excluding tax');
    });
  });

  runLoadStateSuite({
    async mount(behaviour) {
      const detail = behaviour === 'hang' ? 'hang' : behaviour === 'empty' ? undefined : behaviour;
      const fake = serve({ answers: detail ? { 'wProcureproject/getDetailWithDocumentation': detail } : {} });
      const element = await fixture<TenderDetail>(
        html`<tender-detail project-id="p-100" identity="purchaser"></tender-detail>`,
      );
      return {
        element,
        requests: () => fake.requestsTo('wProcureproject/getDetailWithDocumentation').length,
      };
    },
  });
});
