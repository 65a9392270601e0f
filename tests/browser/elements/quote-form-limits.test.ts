import { expect, fixture, html, waitUntil } from '@open-wc/testing';
import { sendKeys } from '@web/test-runner-commands';
import { setDefaultApiClient } from '../../../elements/core/api-context.js';
import { configureHost } from '../../../elements/core/host-context.js';
import { setLanguage } from '../../../elements/core/localize.js';
import '../../../elements/quote-form/quote-form.js';
import type { QuoteForm } from '../../../elements/quote-form/quote-form.js';
import { biddingBackend, routeOf } from '../bidding/bidding-fakes.js';

/**
 * Issue 34 item 7: the quote form knows the round's step limit and names it before the confirmation
 * (worded as the server words it, money as the page writes it), and a discount rate out of range is
 * a 折扣率, not a 费率; in zh-CN, zh-TW and en-US.
 */
type Dialog = HTMLElement & { open: boolean };

const root = (el: QuoteForm) => el.shadowRoot!;
const dialog = (el: QuoteForm) => root(el).querySelector<Dialog>('sl-dialog')!;
const submit = (el: QuoteForm) => root(el).querySelector<HTMLElement>('[part="submit"]')!;
const amountError = (el: QuoteForm) => root(el).querySelector('#error-amount')!.textContent!.trim();

async function type(el: QuoteForm, text: string) {
  root(el).querySelector<HTMLElement>('sl-input[data-field="amount"]')!.focus();
  await sendKeys({ type: text });
  await el.updateComplete;
}

describe('quote-form before the confirmation', () => {
  beforeEach(() => {
    sessionStorage.clear();
    configureHost({ user: { account: 'supplier' } });
  });
  afterEach(async () => {
    setDefaultApiClient(undefined);
    configureHost({ user: undefined });
    await setLanguage('zh-CN', { persist: false });
  });

  for (const [language, above, below, discount] of [
    ['zh-CN', '本次报价须不高于¥520,000.00', '本次报价须不低于6%', '折扣率须大于0且不超过100'],
    ['zh-TW', '本次報價須不高於¥520,000.00', '本次報價須不低於6%', '折扣率須大於0且不超過100'],
    [
      'en-US',
      'This quotation must be at most ¥520,000.00',
      'This quotation must be at least 6%',
      'The discount rate must be greater than 0 and at most 100',
    ],
  ] as const) {
    describe(`in ${language}`, () => {
      beforeEach(() => setLanguage(language, { persist: false }));

      it('refuses a figure above the round’s limit without opening the confirmation', async () => {
        const backend = biddingBackend([]);
        const el = await fixture<QuoteForm>(
          html`<quote-form project-id="p-1" .round=${2} .mustBeBelow=${520000}></quote-form>`,
        );
        await type(el, '530000');
        submit(el).click();
        await waitUntil(() => amountError(el) === above, `the limit is named: ${amountError(el)}`);
        expect(dialog(el).open).to.equal(false);
        expect(backend.calls(routeOf('procureProjectQuotation/quotation'))).to.have.length(0);
        await expect(el).to.be.accessible();
      });

      it('refuses a markdown rate below the round’s least', async () => {
        biddingBackend([]);
        const el = await fixture<QuoteForm>(
          html`<quote-form project-id="p-1" .round=${2} mode="lower" .mustBeAbove=${6}></quote-form>`,
        );
        await type(el, '5.5');
        submit(el).click();
        await waitUntil(() => amountError(el) === below, `the limit is named: ${amountError(el)}`);
        expect(dialog(el).open).to.equal(false);
      });

      it('names a discount rate above 100 a discount rate', async () => {
        biddingBackend([]);
        const el = await fixture<QuoteForm>(
          html`<quote-form project-id="p-1" .round=${2} mode="discount"></quote-form>`,
        );
        await type(el, '101');
        submit(el).click();
        await waitUntil(() => amountError(el) === discount, `the range is named: ${amountError(el)}`);
        expect(dialog(el).open).to.equal(false);
      });
    });
  }

  it('opens the confirmation for a figure at the limit', async () => {
    biddingBackend([]);
    const el = await fixture<QuoteForm>(
      html`<quote-form project-id="p-1" .round=${2} .mustBeBelow=${520000}></quote-form>`,
    );
    await type(el, '520000');
    submit(el).click();
    await waitUntil(() => dialog(el).open, 'the confirmation opens');
    expect(amountError(el)).to.equal('');
  });
});
