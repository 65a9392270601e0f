import { expect, fixture, html, oneEvent, waitUntil } from '@open-wc/testing';
import { setDefaultApiClient } from '../../../elements/core/api-context.js';
import '../../../elements/news-list/news-list.js';
import type { NewsList } from '../../../elements/news-list/news-list.js';
import { runLoadStateSuite } from '../shared/load-state-suite.js';
import { fixtureInHost } from './host-fixture.js';
import { NEWS, requestsTo, tenderBackend } from './notice-fakes.js';

const NEWS_PATH = '/portal/portalNewsNotice/v1/getNews';
const items = (el: NewsList) => [...el.shadowRoot!.querySelectorAll<HTMLElement>('[part="item"]')];
const titles = (el: NewsList) => items(el).map((item) => item.querySelector('.title')!.textContent!.trim());
const shown = (el: NewsList) => waitUntil(() => items(el).length > 0, 'no news shown');

describe('news-list', () => {
  let fake: ReturnType<typeof tenderBackend>;

  beforeEach(() => {
    fake = tenderBackend();
    setDefaultApiClient(fake.client);
  });
  afterEach(() => setDefaultApiClient(undefined));

  it('is accessible', async () => {
    const el = await fixture<NewsList>(html`<news-list></news-list>`);
    await shown(el);
    await expect(el).to.be.accessible();
  });

  it('shows the first ten news of all classes with summaries, class and date', async () => {
    const el = await fixture<NewsList>(html`<news-list></news-list>`);
    await shown(el);
    expect(titles(el)).to.deep.equal(NEWS.slice(0, 10).map((item) => item.title));
    const first = items(el)[0]!.textContent!.replace(/\s+/g, ' ');
    expect(first).to.contain('这是第1条新闻的摘要。').and.contain('通知公告').and.contain('2026-03-10');
    expect(items(el)[0]!.querySelector('a')!.getAttribute('href')).to.equal('/newsInformation?id=news-1');
    expect(requestsTo(fake, NEWS_PATH)[0]!.params).to.deep.equal({ page: '1', pageSize: '10' });
  });

  describe('when the host gives a link base', () => {
    it('links each item under it', async () => {
      const el = await fixtureInHost<NewsList>({ linkBase: '/front' }, html`<news-list></news-list>`);
      await shown(el);
      expect(items(el)[0]!.querySelector('a')!.getAttribute('href')).to.equal(
        '/front/newsInformation?id=news-1',
      );
    });
  });

  describe('when given a class', () => {
    it('asks for that class', async () => {
      const el = await fixture<NewsList>(html`<news-list classify-id="nc-company"></news-list>`);
      await shown(el);
      expect(
        titles(el).every((title) => NEWS.find((item) => item.title === title)!.classifyId === 'nc-company'),
      ).to.equal(true);
      expect(requestsTo(fake, NEWS_PATH)[0]!.params.classifyId).to.equal('nc-company');
    });
  });

  describe('when paging', () => {
    it('offers next while news follow, and goes there', async () => {
      const el = await fixture<NewsList>(html`<news-list></news-list>`);
      await shown(el);
      const [previous, next] = [
        ...el.shadowRoot!.querySelectorAll<HTMLElement & { disabled: boolean }>(
          '[part="pagination"] sl-button',
        ),
      ];
      expect(previous!.disabled).to.equal(true);
      expect(next!.disabled).to.equal(false);
      setTimeout(() => next!.click());
      const event = await oneEvent(el, 'eip-page-change');
      expect(event.detail).to.deep.equal({ page: 2, pageSize: 10 });
      await waitUntil(() => titles(el)[0] === NEWS[10]!.title, 'page 2 not shown');
      const buttons = [
        ...el.shadowRoot!.querySelectorAll<HTMLElement & { disabled: boolean }>(
          '[part="pagination"] sl-button',
        ),
      ];
      expect(buttons.at(-1)!.disabled).to.equal(true);
    });

    it('shows no pager when everything fits', async () => {
      const el = await fixture<NewsList>(html`<news-list page-size="20"></news-list>`);
      await shown(el);
      expect(el.shadowRoot!.querySelector('[part="pagination"]')).to.equal(null);
    });
  });

  describe('when compact', () => {
    it('is a column of titles and dates with a more link', async () => {
      const el = await fixture<NewsList>(
        html`<news-list variant="compact" page-size="6" more-href="/front/newsInformation"></news-list>`,
      );
      await shown(el);
      expect(items(el)).to.have.length(6);
      expect(el.shadowRoot!.querySelector('h2')!.textContent).to.equal('新闻资讯');
      expect(el.shadowRoot!.querySelector('[part="more"]')!.getAttribute('href')).to.equal(
        '/front/newsInformation',
      );
      expect(el.shadowRoot!.querySelector('.summary')).to.equal(null);
      await expect(el).to.be.accessible();
    });
  });

  runLoadStateSuite({
    emptyText: '暂无新闻',
    async mount(behaviour) {
      const fake = tenderBackend(behaviour === 'empty' ? { news: [] } : { fail: { news: behaviour } });
      setDefaultApiClient(fake.client);
      const element = await fixture<NewsList>(html`<news-list></news-list>`);
      return { element, requests: () => requestsTo(fake, NEWS_PATH).length };
    },
  });
});
