import { expect, fixture, html, oneEvent } from '@open-wc/testing';
import { sendKeys } from '@web/test-runner-commands';
import { setLanguage } from '../../../elements/core/localize.js';
import '../../../elements/tender-search-bar/tender-search-bar.js';
import type { TenderSearchBar } from '../../../elements/tender-search-bar/tender-search-bar.js';

const control = <T extends HTMLElement = HTMLInputElement>(el: TenderSearchBar, name: string) =>
  el.shadowRoot!.querySelector<T>(`[name="${name}"]`)!;
const chips = (el: TenderSearchBar) => [...el.shadowRoot!.querySelectorAll<HTMLElement>('[part="chip"]')];

describe('tender-search-bar', () => {
  afterEach(() => setLanguage('zh-CN', { persist: false }));

  it('is accessible, history included', async () => {
    const el = await fixture<TenderSearchBar>(
      html`<tender-search-bar .history=${['办公设备', '光伏']}></tender-search-bar>`,
    );
    await expect(el).to.be.accessible();
  });

  it('offers bidding type, the five statuses, free text and a search button, and no history', async () => {
    const el = await fixture<TenderSearchBar>(html`<tender-search-bar></tender-search-bar>`);
    const options = (name: string) =>
      [...control(el, name).querySelectorAll('sl-option')].map((option) => option.textContent);
    expect(options('transactionMode')).to.deep.equal(['竞价', '综合评估']);
    expect(options('status')).to.deep.equal(['待报名', '报名中', '待报价', '报价中', '已结束']);
    expect(control(el, 'keyword').getAttribute('placeholder')).to.equal('请输入项目名称、项目编号或公告标题');
    expect(el.shadowRoot!.querySelector('sl-button[type="submit"]')!.textContent!.trim()).to.equal('搜索');
    expect(el.shadowRoot!.querySelector('[part="history"]')).to.equal(null);
  });

  describe('when the user searches', () => {
    it('reports the type, status and text with the button', async () => {
      const el = await fixture<TenderSearchBar>(html`<tender-search-bar></tender-search-bar>`);
      control(el, 'transactionMode').value = 'comprehensive';
      control(el, 'status').value = 'inRegister';
      control(el, 'keyword').value = '  光伏组件 ';
      setTimeout(() => el.shadowRoot!.querySelector<HTMLElement>('sl-button[type="submit"]')!.click());
      const event = await oneEvent(el, 'eip-search');
      expect(event.detail).to.deep.equal({
        transactionMode: 'comprehensive',
        status: 'inRegister',
        keyword: '光伏组件',
      });
      expect(el.keyword).to.equal('光伏组件');
    });

    it('searches with Enter in the text field', async () => {
      const el = await fixture<TenderSearchBar>(
        html`<tender-search-bar status="complete"></tender-search-bar>`,
      );
      control(el, 'keyword').focus();
      await sendKeys({ type: 'UPS' });
      setTimeout(() => sendKeys({ press: 'Enter' }));
      const event = await oneEvent(el, 'eip-search');
      expect(event.detail).to.deep.equal({ transactionMode: '', status: 'complete', keyword: 'UPS' });
    });
  });

  describe('when given a history', () => {
    it('shows a chip per search that searches it again', async () => {
      const el = await fixture<TenderSearchBar>(
        html`<tender-search-bar status="inQuotation" .history=${['办公设备', '光伏']}></tender-search-bar>`,
      );
      expect(chips(el).map((chip) => chip.querySelector('.name')!.textContent)).to.deep.equal([
        '办公设备',
        '光伏',
      ]);
      setTimeout(() => chips(el)[1]!.querySelector<HTMLElement>('.name')!.click());
      const event = await oneEvent(el, 'eip-search');
      expect(event.detail).to.deep.equal({ transactionMode: '', status: 'inQuotation', keyword: '光伏' });
    });

    it('lets the user remove one chip or clear them all', async () => {
      const el = await fixture<TenderSearchBar>(
        html`<tender-search-bar .history=${['办公设备', '光伏']}></tender-search-bar>`,
      );
      const remove = chips(el)[0]!.querySelector<HTMLElement>('.remove')!;
      expect(remove.getAttribute('aria-label')).to.equal('删除搜索历史 办公设备');
      setTimeout(() => remove.click());
      expect((await oneEvent(el, 'eip-history-remove')).detail).to.deep.equal({ name: '办公设备' });
      setTimeout(() => el.shadowRoot!.querySelector<HTMLElement>('.clear')!.click());
      expect((await oneEvent(el, 'eip-history-clear')).detail).to.deep.equal({});
    });
  });

  describe('when the language changes', () => {
    it('shows its labels in that language', async () => {
      const el = await fixture<TenderSearchBar>(html`<tender-search-bar></tender-search-bar>`);
      await setLanguage('zh-TW', { persist: false });
      await el.updateComplete;
      const options = [...control(el, 'status').querySelectorAll('sl-option')].map(
        (option) => option.textContent,
      );
      expect(options).to.deep.equal(['待報名', '報名中', '待報價', '報價中', '已結束']);
    });
  });
});
