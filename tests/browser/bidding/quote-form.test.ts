import { expect, fixture, html, oneEvent, waitUntil } from '@open-wc/testing';
import { sendKeys } from '@web/test-runner-commands';
import { ok, refuse } from '../../../docs/fixtures/fake-transport.js';
import { setDefaultApiClient } from '../../../elements/core/api-context.js';
import { configureHost } from '../../../elements/core/host-context.js';
import '../../../elements/quote-form/quote-form.js';
import type { QuoteForm } from '../../../elements/quote-form/quote-form.js';
import { biddingBackend, routeOf } from './bidding-fakes.js';

type Dialog = HTMLElement & { open: boolean };

const root = (el: QuoteForm) => el.shadowRoot!;
const dialog = (el: QuoteForm) => root(el).querySelector<Dialog>('sl-dialog')!;
const button = (el: QuoteForm, text: string) =>
  [...root(el).querySelectorAll<HTMLElement>('sl-button')].find((b) => b.textContent!.trim() === text)!;
const input = (el: QuoteForm, field: string) =>
  root(el).querySelector<HTMLElement & { value: string }>(`sl-input[data-field="${field}"]`)!;

async function type(el: QuoteForm, field: string, text: string) {
  const control = input(el, field);
  control.focus();
  await sendKeys({ type: text });
  await el.updateComplete;
}

const GOODS = [
  { id: 'g-1', goodsName: '台式电脑', spec: 'i7/16G', unit: '台', quantity: 20 },
  { id: 'g-2', goodsName: '激光打印机', spec: 'A4', unit: '台', quantity: 3 },
];

function accepted(amount: number, round = 2) {
  return () =>
    ok({
      id: 'q-2',
      projectId: 'p-1',
      round,
      fQuotationMode: 'sum',
      quotationAmount: amount,
      quotationList: [],
      quotationFile: null,
      createTime: '2026-11-20T02:29:00.000Z',
      rank: 1,
      replayed: false,
      roundEndTime: '2026-11-20T02:30:00.000Z',
      extended: false,
    });
}

describe('quote-form', () => {
  beforeEach(() => {
    sessionStorage.clear();
    configureHost({ user: { account: 'supplier' } });
  });
  afterEach(() => {
    setDefaultApiClient(undefined);
    configureHost({ user: undefined });
  });

  it('is accessible', async () => {
    biddingBackend([]);
    const el = await fixture<QuoteForm>(
      html`<quote-form project-id="p-1" .round=${2} budget="580000"></quote-form>`,
    );
    await expect(el).to.be.accessible();
  });

  it('shows the tax inclusion and the figure in Chinese capitals beside it', async () => {
    biddingBackend([]);
    const el = await fixture<QuoteForm>(
      html`<quote-form project-id="p-1" .round=${2} tax-excluded></quote-form>`,
    );
    expect(root(el).querySelector('[part="tax"]')!.textContent).to.contain('报价不含税');
    await type(el, 'amount', '1234567.89');
    expect(root(el).querySelector('[part="capitals"]')!.textContent).to.contain(
      '壹佰贰拾叁万肆仟伍佰陆拾柒元捌角玖分',
    );
  });

  describe('when the figure is wrong', () => {
    for (const [typed, text] of [
      ['-5', '报价不能为负数'],
      ['12.345', '报价最多保留两位小数'],
      ['abc', '报价必须是数字'],
      ['600000', '报价不能高于项目预算'],
    ] as const) {
      it(`names the mistake for "${typed}" and sends nothing`, async () => {
        const backend = biddingBackend([]);
        const el = await fixture<QuoteForm>(
          html`<quote-form project-id="p-1" .round=${2} .budget=${580000}></quote-form>`,
        );
        await type(el, 'amount', typed);
        button(el, '提交报价').click();
        await waitUntil(() => root(el).querySelector('#error-amount')!.textContent!.includes(text), text);
        expect(dialog(el).open).to.equal(false);
        expect(backend.calls(routeOf('procureProjectQuotation/quotation'))).to.have.length(0);
      });
    }
  });

  describe('when the quote is confirmed', () => {
    it('states figure and capitals in the dialog, sends it with an idempotency key and forgets the draft', async () => {
      const backend = biddingBackend([], {
        [routeOf('procureProjectQuotation/quotation')]: accepted(500000),
      });
      const el = await fixture<QuoteForm>(html`<quote-form project-id="p-1" .round=${2}></quote-form>`);
      await type(el, 'amount', '500000');
      button(el, '提交报价').click();
      await waitUntil(() => dialog(el).open, 'the confirmation opens');
      expect(dialog(el).textContent).to.contain('¥500,000.00');
      expect(dialog(el).textContent).to.contain('伍拾万元整');
      expect(dialog(el).textContent).to.contain('含税');
      const sent = oneEvent(el, 'eip-quotation');
      button(el, '确认提交').click();
      const { detail } = await sent;
      expect(detail).to.include({ id: 'q-2', round: 2, quotationAmount: 500000, rank: 1 });
      const [request] = backend.calls(routeOf('procureProjectQuotation/quotation'));
      expect(request!.data).to.deep.equal({ projectId: 'p-1', quotationAmount: 500000 });
      await waitUntil(() => !dialog(el).open, 'the dialog closes');
      expect(input(el, 'amount').value).to.equal('');
      expect(Object.keys(sessionStorage).filter((key) => key.startsWith('eip-draft:'))).to.deep.equal([]);
    });

    it('keeps the dialog and what was typed when the server refuses, across a reload too', async () => {
      biddingBackend([], {
        [routeOf('procureProjectQuotation/quotation')]: () => refuse('本次报价须不高于¥520,000.00'),
      });
      const el = await fixture<QuoteForm>(html`<quote-form project-id="p-1" .round=${2}></quote-form>`);
      await type(el, 'amount', '530000');
      button(el, '提交报价').click();
      await waitUntil(() => dialog(el).open, 'the confirmation opens');
      button(el, '确认提交').click();
      await waitUntil(
        () => root(el).querySelector('[part="error"]')!.textContent!.includes('本次报价须不高于¥520,000.00'),
        'the refusal shows',
      );
      expect(dialog(el).open).to.equal(true);
      expect(input(el, 'amount').value).to.equal('530000');
      // A reload: a new element for the same account, project and round finds the draft.
      el.remove();
      const again = await fixture<QuoteForm>(html`<quote-form project-id="p-1" .round=${2}></quote-form>`);
      expect(input(again, 'amount').value).to.equal('530000');
    });

    it('retries a lost request with the same idempotency key', async () => {
      let attempts = 0;
      const backend = biddingBackend([], {
        [routeOf('procureProjectQuotation/quotation')]: (request) => {
          attempts += 1;
          return attempts === 1
            ? { status: 502, body: '' }
            : accepted(Number((request.data as { quotationAmount: number }).quotationAmount))();
        },
      });
      // What went over the wire, headers included.
      const keys: Array<string | undefined> = [];
      const transport = backend.client.http.transport;
      backend.client.http.transport = (wire) => {
        if (wire.url.includes('/quotation')) keys.push(wire.headers['Idempotency-Key']);
        return transport(wire);
      };
      const el = await fixture<QuoteForm>(html`<quote-form project-id="p-1" .round=${2}></quote-form>`);
      await type(el, 'amount', '450000');
      button(el, '提交报价').click();
      await waitUntil(() => dialog(el).open, 'the confirmation opens');
      button(el, '确认提交').click();
      await waitUntil(
        () => root(el).querySelector('[part="error"]')!.textContent!.trim() !== '',
        'the failure shows',
      );
      expect(input(el, 'amount').value).to.equal('450000');
      const sent = oneEvent(el, 'eip-quotation');
      button(el, '确认提交').click();
      await sent;
      expect(keys).to.have.length(2);
      expect(keys[0]).to.be.a('string').and.equal(keys[1]);
    });
  });

  describe('when the next round opens while the supplier types', () => {
    it('keeps what was typed for the new round, and each round its own draft', async () => {
      biddingBackend([]);
      const el = await fixture<QuoteForm>(html`<quote-form project-id="p-1" .round=${1}></quote-form>`);
      await type(el, 'amount', '4321');
      el.round = 2;
      await el.updateComplete;
      expect(input(el, 'amount').value).to.equal('4321');
      await type(el, 'amount', '0');
      el.round = 1;
      await el.updateComplete;
      expect(input(el, 'amount').value).to.equal('4321');
      el.projectId = 'p-2';
      await el.updateComplete;
      expect(input(el, 'amount').value).to.equal('');
    });
  });

  describe('when the mode quotes per goods line (unitPrice)', () => {
    it('computes each line and the total from the quantities, and sends the unit prices', async () => {
      const backend = biddingBackend([], {
        [routeOf('procureProjectQuotation/quotation')]: accepted(129000),
      });
      const el = await fixture<QuoteForm>(
        html`<quote-form project-id="p-1" .round=${2} mode="unitPrice" .goods=${GOODS}></quote-form>`,
      );
      await expect(el).to.be.accessible();
      await type(el, 'g-1', '6000');
      expect(root(el).querySelector('[part="total"]')!.textContent).to.contain('—');
      await type(el, 'g-2', '3000');
      const total = root(el).querySelector('[part="total"]')!.textContent!;
      expect(total).to.contain('¥129,000.00');
      expect(total).to.contain('壹拾贰万玖仟元整');
      expect(root(el).querySelector('[part="items"]')!.textContent).to.contain('¥120,000.00');
      button(el, '提交报价').click();
      await waitUntil(() => dialog(el).open, 'the confirmation opens');
      expect(dialog(el).textContent).to.contain('台式电脑');
      button(el, '确认提交').click();
      await waitUntil(() => backend.calls(routeOf('procureProjectQuotation/quotation')).length === 1, 'sent');
      expect(backend.calls(routeOf('procureProjectQuotation/quotation'))[0]!.data).to.deep.equal({
        projectId: 'p-1',
        quotationAmount: 129000,
        quotationList: [
          { goodsId: 'g-1', quotationAmount: 6000 },
          { goodsId: 'g-2', quotationAmount: 3000 },
        ],
      });
    });

    it('names the line without a price', async () => {
      biddingBackend([]);
      const el = await fixture<QuoteForm>(
        html`<quote-form project-id="p-1" .round=${2} mode="unitPrice" .goods=${GOODS}></quote-form>`,
      );
      await type(el, 'g-1', '6000');
      button(el, '提交报价').click();
      await waitUntil(
        () => root(el).querySelector('#error-g-2')!.textContent!.includes('请输入报价'),
        'named',
      );
      expect(dialog(el).open).to.equal(false);
    });
  });

  describe('when the mode quotes a rate', () => {
    it('takes a percentage without capitals and refuses a markdown rate of 100', async () => {
      biddingBackend([]);
      const el = await fixture<QuoteForm>(
        html`<quote-form project-id="p-1" .round=${2} mode="lower"></quote-form>`,
      );
      expect(input(el, 'amount').getAttribute('label')).to.equal('下浮率（%）');
      await type(el, 'amount', '100');
      expect(root(el).querySelector('[part="capitals"]')).to.equal(null);
      button(el, '提交报价').click();
      await waitUntil(
        () => root(el).querySelector('#error-amount')!.textContent!.includes('下浮率须大于0且小于100'),
        'the range is named',
      );
    });
  });

  describe('when a bid document is required', () => {
    it('refuses to send without one', async () => {
      biddingBackend([]);
      const el = await fixture<QuoteForm>(
        html`<quote-form project-id="p-1" .round=${2} documents-required></quote-form>`,
      );
      await type(el, 'amount', '1000');
      button(el, '提交报价').click();
      await waitUntil(
        () => root(el).querySelector('#error-files')!.textContent!.includes('请上传投标文件'),
        'named',
      );
      expect(dialog(el).open).to.equal(false);
    });
  });

  describe('when the round is not open', () => {
    it('shows the form disabled with the reason', async () => {
      biddingBackend([]);
      const el = await fixture<QuoteForm>(
        html`<quote-form project-id="p-1" .round=${2} disabled></quote-form>`,
      );
      expect(root(el).textContent).to.contain('当前不在报价时间内');
      expect(button(el, '提交报价').hasAttribute('disabled')).to.equal(true);
    });
  });

  describe('when it replaces the round’s quotation (issue 36)', () => {
    it('says so and sends the replacement, never a new quotation', async () => {
      const backend = biddingBackend([], {
        [routeOf('procureProjectQuotation/replace')]: accepted(525000),
      });
      const el = await fixture<QuoteForm>(
        html`<quote-form project-id="p-1" .round=${2} replacing .mustBeBelow=${530000}></quote-form>`,
      );
      await type(el, 'amount', '525000');
      button(el, '替换本轮报价').click();
      await waitUntil(() => dialog(el).open, 'the confirmation opens');
      expect(dialog(el).getAttribute('label')).to.equal('确认替换报价');
      expect(dialog(el).textContent).to.contain('以下报价将替换您第 2 轮的报价');
      const sent = oneEvent(el, 'eip-quotation');
      button(el, '确认提交').click();
      expect((await sent).detail.quotationAmount).to.equal(525000);
      expect(backend.calls(routeOf('procureProjectQuotation/replace'))[0]!.data).to.deep.equal({
        projectId: 'p-1',
        quotationAmount: 525000,
      });
      expect(backend.calls(routeOf('procureProjectQuotation/quotation'))).to.have.length(0);
    });
  });
});
