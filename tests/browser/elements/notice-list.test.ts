import { expect, fixture, html, oneEvent, waitUntil } from '@open-wc/testing';
import type { QueryBody } from '../../../api/contract/envelope.js';
import { setDefaultApiClient } from '../../../elements/core/api-context.js';
import { setLanguage } from '../../../elements/core/localize.js';
import '@shoelace-style/shoelace/dist/components/tag/tag.js';
import '../../../elements/notice-list/notice-list.js';
import type { NoticeList } from '../../../elements/notice-list/notice-list.js';
import { runLoadStateSuite } from '../shared/load-state-suite.js';
import { fixtureInHost } from './host-fixture.js';
import { NOTICES, requestsTo, summary, tenderBackend } from './notice-fakes.js';

const QUERY = '/portal/procureNotice/v1/queryFront';

const items = (el: NoticeList) => [...el.shadowRoot!.querySelectorAll<HTMLElement>('[part="item"]')];
const titles = (el: NoticeList) => items(el).map((item) => item.querySelector('.title')!.textContent!.trim());
const shown = (el: NoticeList) => waitUntil(() => items(el).length > 0, 'no notices shown');
const lastBody = (fake: ReturnType<typeof tenderBackend>) =>
  requestsTo(fake, QUERY).at(-1)!.data as QueryBody;

describe('notice-list', () => {
  let fake: ReturnType<typeof tenderBackend>;

  beforeEach(() => {
    fake = tenderBackend();
    setDefaultApiClient(fake.client);
  });
  afterEach(async () => {
    setDefaultApiClient(undefined);
    await setLanguage('zh-CN', { persist: false });
  });

  it('is accessible, filter form included', async () => {
    const el = await fixture<NoticeList>(
      html`<notice-list filters="keyword type status procureType transactionMode date"></notice-list>`,
    );
    await shown(el);
    await expect(el).to.be.accessible();
  });

  it('shows the first ten notices of every type, newest first, with the total', async () => {
    const el = await fixture<NoticeList>(html`<notice-list></notice-list>`);
    await shown(el);
    expect(titles(el)).to.deep.equal(NOTICES.slice(0, 10).map((notice) => notice.title));
    expect(lastBody(fake)).to.deep.equal({ pageBean: { page: 1, pageSize: 10 }, querys: [] });
    expect(el.shadowRoot!.querySelector('[part="pagination"]')!.textContent).to.contain('共 23 条');
    expect(el.shadowRoot!.querySelector('[part="filters"]')).to.equal(null);
  });

  describe('when showing a notice', () => {
    it('shows its project facts with the yuan sign and its kind when the list mixes kinds', async () => {
      const el = await fixture<NoticeList>(html`<notice-list></notice-list>`);
      await shown(el);
      const text = items(el)[0]!.textContent!.replace(/\s+/g, ' ');
      expect(text).to.contain('项目编号：HDNY-2026-0001');
      expect(text).to.contain('公开招标');
      expect(text).to.contain('竞价');
      expect(text).to.contain('¥1,286,000.00');
      expect(text).to.contain('招标公告');
      expect(items(el)[0]!.querySelector('time')!.textContent).to.equal('2026-03-10');
    });

    it('judges each project status by the server clock, not the browser clock', async () => {
      const el = await fixture<NoticeList>(html`<notice-list type="bid"></notice-list>`);
      await shown(el);
      await waitUntil(
        () => items(el)[0]!.querySelector('[part="tag"]')?.textContent === '报名中',
        'status not by server time',
      );
      const labels = items(el).map((item) => item.querySelector('[part="tag"]')!.textContent);
      expect(labels.slice(0, 5)).to.deep.equal(['报名中', '待报价', '报价中', '已结束', '待报名']);
    });

    it("draws a status as Shoelace's small pill tag of its colour looks", async () => {
      const el = await fixture<NoticeList>(html`<notice-list type="bid"></notice-list>`);
      await waitUntil(() => items(el)[0]?.querySelector('[part="tag"]')?.textContent === '报名中');
      const reference = await fixture<HTMLElement & { updateComplete: Promise<boolean> }>(
        html`<sl-tag size="small" variant="success" pill>报名中</sl-tag>`,
      );
      await reference.updateComplete;
      const looks = (element: Element) => {
        const style = getComputedStyle(element);
        return {
          height: element.getBoundingClientRect().height,
          background: style.backgroundColor,
          border: style.borderColor,
          color: style.color,
          radius: style.borderTopLeftRadius,
          fontSize: style.fontSize,
        };
      };
      expect(looks(items(el)[0]!.querySelector('[part="tag"]')!)).to.deep.equal(
        looks(reference.shadowRoot!.querySelector('[part="base"]')!),
      );
    });

    it('links to the notice on its list page under the host link base and lets the page route it', async () => {
      const el = await fixtureInHost<NoticeList>({ linkBase: '/front' }, html`<notice-list></notice-list>`);
      await shown(el);
      const link = items(el)[0]!.querySelector<HTMLAnchorElement>('.title')!;
      expect(link.getAttribute('href')).to.equal('/front/bidNotice?id=n-1');
      el.addEventListener('eip-navigate', (event) => event.preventDefault(), { once: true });
      setTimeout(() => link.click());
      const event = await oneEvent(el, 'eip-navigate');
      expect(event.detail).to.deep.equal({ href: '/front/bidNotice?id=n-1' });
      expect(event.defaultPrevented).to.equal(true);
    });

    it('links to the list page alone on a page of its own (no link base)', async () => {
      const el = await fixture<NoticeList>(html`<notice-list></notice-list>`);
      await shown(el);
      expect(items(el)[0]!.querySelector('.title')!.getAttribute('href')).to.equal('/bidNotice?id=n-1');
    });

    it('fills a link template the page gives', async () => {
      const el = await fixture<NoticeList>(
        html`<notice-list href-template="/notices/{type}/{id}"></notice-list>`,
      );
      await shown(el);
      expect(items(el)[1]!.querySelector('.title')!.getAttribute('href')).to.equal('/notices/bid/n-2');
    });
  });

  describe('when given a type', () => {
    it('asks for that type only and leaves the kind tag out', async () => {
      const mixed = [
        ...NOTICES.slice(0, 3),
        summary(90, { id: 'n-clear', type: 'clear', title: '澄清公告一' }),
      ];
      fake = tenderBackend({ notices: mixed });
      setDefaultApiClient(fake.client);
      const el = await fixture<NoticeList>(html`<notice-list type="clear"></notice-list>`);
      await shown(el);
      expect(titles(el)).to.deep.equal(['澄清公告一']);
      expect(lastBody(fake).querys).to.deep.equal([{ property: 'type', value: 'clear', operation: 'EQUAL' }]);
      expect(items(el)[0]!.textContent).not.to.contain('澄清公告 ');
    });
  });

  describe('when paging', () => {
    it('goes to the page the user picks and says so', async () => {
      const el = await fixture<NoticeList>(html`<notice-list></notice-list>`);
      await shown(el);
      const page2 = el.shadowRoot!.querySelector<HTMLElement>('sl-button[aria-label="第 2 页"]')!;
      setTimeout(() => page2.click());
      const event = await oneEvent(el, 'eip-page-change');
      expect(event.detail).to.deep.equal({ page: 2, pageSize: 10 });
      await waitUntil(() => titles(el)[0] === NOTICES[10]!.title, 'page 2 not shown');
      expect(lastBody(fake).pageBean).to.deep.equal({ page: 2, pageSize: 10 });
    });

    it('disables previous on the first page and next on the last', async () => {
      const el = await fixture<NoticeList>(html`<notice-list page="3"></notice-list>`);
      await shown(el);
      const buttons = [
        ...el.shadowRoot!.querySelectorAll<HTMLElement & { disabled: boolean }>(
          '[part="pagination"] sl-button',
        ),
      ];
      expect(buttons[0]!.disabled).to.equal(false);
      expect(buttons.at(-1)!.disabled).to.equal(true);
      expect(titles(el)).to.have.length(3);
    });

    it('changes the page size from code without an event', async () => {
      const el = await fixture<NoticeList>(html`<notice-list></notice-list>`);
      await shown(el);
      let fired = false;
      el.addEventListener('eip-page-change', () => {
        fired = true;
      });
      el.pageSize = 20;
      await waitUntil(() => items(el).length === 20, 'page size not applied');
      expect(fired).to.equal(false);
    });
  });

  describe('when the server counted only so far', () => {
    beforeEach(() => {
      fake = tenderBackend({ totalCap: 20 });
      setDefaultApiClient(fake.client);
    });
    afterEach(() => setLanguage('zh-CN', { persist: false }));

    const pagination = (el: NoticeList) => el.shadowRoot!.querySelector<HTMLElement>('[part="pagination"]')!;

    it('says there are more than that many, in every language', async () => {
      const el = await fixture<NoticeList>(html`<notice-list></notice-list>`);
      await shown(el);
      expect(pagination(el).querySelector('.total')!.textContent).to.equal('超过 20 条');
      expect(pagination(el).textContent).not.to.contain('共 20 条');
      await setLanguage('zh-TW', { persist: false });
      await el.updateComplete;
      expect(pagination(el).querySelector('.total')!.textContent).to.equal('超過 20 筆');
      await setLanguage('en-US', { persist: false });
      await el.updateComplete;
      expect(pagination(el).querySelector('.total')!.textContent).to.equal('More than 20');
    });

    it('lets the user page on past the counted pages while pages are full', async () => {
      const el = await fixture<NoticeList>(html`<notice-list page="2"></notice-list>`);
      await shown(el);
      const next = () =>
        [...pagination(el).querySelectorAll<HTMLElement & { disabled: boolean }>('sl-button')].at(-1)!;
      expect(next().disabled).to.equal(false);
      setTimeout(() => next().click());
      const event = await oneEvent(el, 'eip-page-change');
      expect(event.detail).to.deep.equal({ page: 3, pageSize: 10 });
      await waitUntil(() => titles(el)[0] === NOTICES[20]!.title, 'page 3 not shown');
      expect(titles(el)).to.have.length(3);
      await waitUntil(() => next().disabled, 'next stays enabled after a short page');
    });
  });

  describe('when filtering', () => {
    it('searches with what the user chose, from page 1, and reports the filters', async () => {
      const el = await fixture<NoticeList>(
        html`<notice-list page="2" filters="keyword status procureType transactionMode date"></notice-list>`,
      );
      await shown(el);
      const form = el.shadowRoot!.querySelector('[part="filters"]')!;
      form.querySelector<HTMLInputElement>('[name="keyword"]')!.value = '办公设备';
      form.querySelector<HTMLInputElement>('[name="status"]')!.value = 'inRegister';
      form.querySelector<HTMLInputElement>('[name="procureType"]')!.value = 'gkbx';
      form.querySelector<HTMLInputElement>('[name="dateFrom"]')!.value = '2026-03-01';
      setTimeout(() => form.querySelector<HTMLElement>('sl-button[type="submit"]')!.click());
      const event = await oneEvent(el, 'eip-filter-change');
      expect(event.detail.filters).to.deep.equal({
        type: '',
        status: 'inRegister',
        procureType: 'gkbx',
        transactionMode: '',
        keyword: '办公设备',
        dateFrom: '2026-03-01',
        dateTo: '',
      });
      await waitUntil(() => (lastBody(fake).querys ?? []).length === 4, 'filters not sent');
      const body = lastBody(fake);
      expect(body.pageBean.page).to.equal(1);
      expect(body.querys!.map((query) => [query.property, query.operation])).to.deep.equal([
        ['status', 'EQUAL'],
        ['fProcureType', 'EQUAL'],
        ['keyword', 'LIKE'],
        ['publishTime', 'GREAT_EQUAL'],
      ]);
      expect(new Date(String(body.querys![3]!.value)).getDate()).to.equal(1);
    });

    it('clears the shown filters on reset but keeps the fixed type', async () => {
      const el = await fixture<NoticeList>(
        html`<notice-list type="bid" keyword="光伏" status="complete" filters="keyword status"></notice-list>`,
      );
      await shown(el);
      setTimeout(() => el.shadowRoot!.querySelector<HTMLElement>('sl-button[type="reset"]')!.click());
      const event = await oneEvent(el, 'eip-filter-change');
      expect(event.detail.filters.keyword).to.equal('');
      expect(event.detail.filters.status).to.equal('');
      expect(event.detail.filters.type).to.equal('bid');
      await waitUntil(() => lastBody(fake).querys?.length === 1, 'reset not loaded');
      expect(el.shadowRoot!.querySelector<HTMLInputElement>('[name="keyword"]')!.value).to.equal('');
    });

    it('loads again without an event when filters are set from code', async () => {
      const el = await fixture<NoticeList>(html`<notice-list></notice-list>`);
      await shown(el);
      let fired = false;
      el.addEventListener('eip-filter-change', () => {
        fired = true;
      });
      el.transactionMode = 'comprehensive';
      await waitUntil(() => lastBody(fake).querys?.[0]?.property === 'fTransactionMode', 'not loaded');
      expect(fired).to.equal(false);
    });
  });

  describe('when compact', () => {
    it('is a column of titles with a heading and a more link, without pager or filters', async () => {
      const el = await fixture<NoticeList>(
        html`<notice-list variant="compact" type="bid" page-size="5" more-href="/front/bidNotice" filters="keyword"></notice-list>`,
      );
      await shown(el);
      expect(items(el)).to.have.length(5);
      expect(el.shadowRoot!.querySelector('h2')!.textContent).to.equal('招标公告');
      expect(el.shadowRoot!.querySelector('[part="more"]')!.getAttribute('href')).to.equal(
        '/front/bidNotice',
      );
      expect(el.shadowRoot!.querySelector('[part="pagination"]')).to.equal(null);
      expect(el.shadowRoot!.querySelector('[part="filters"]')).to.equal(null);
      expect(items(el)[0]!.querySelector('time')!.textContent).to.equal('03-10');
      await expect(el).to.be.accessible();
    });

    it('lets the page route the more link', async () => {
      const el = await fixture<NoticeList>(
        html`<notice-list variant="compact" more-href="/front/bidNotice"></notice-list>`,
      );
      await shown(el);
      setTimeout(() => el.shadowRoot!.querySelector<HTMLElement>('[part="more"]')!.click());
      el.addEventListener('eip-navigate', (event) => event.preventDefault(), { once: true });
      const event = await oneEvent(el, 'eip-navigate');
      expect(event.detail.href).to.equal('/front/bidNotice');
    });
  });

  describe('when the language changes', () => {
    it('shows labels in that language', async () => {
      const el = await fixture<NoticeList>(html`<notice-list filters="keyword status"></notice-list>`);
      await shown(el);
      await setLanguage('en-US', { persist: false });
      await el.updateComplete;
      expect(el.shadowRoot!.querySelector('sl-button[type="submit"]')!.textContent).to.equal('Search');
    });
  });

  runLoadStateSuite({
    emptyText: '暂无公告',
    async mount(behaviour) {
      const fake = tenderBackend(behaviour === 'empty' ? { notices: [] } : { fail: { list: behaviour } });
      setDefaultApiClient(fake.client);
      const element = await fixture<NoticeList>(html`<notice-list></notice-list>`);
      return { element, requests: () => requestsTo(fake, QUERY).length };
    },
  });
});
