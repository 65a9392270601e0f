import { expect, fixture, html, waitUntil } from '@open-wc/testing';
import { setDefaultApiClient } from '../../../elements/core/api-context.js';
import '../../../elements/news-detail/news-detail.js';
import type { NewsDetail } from '../../../elements/news-detail/news-detail.js';
import { runLoadStateSuite } from '../shared/load-state-suite.js';
import { requestsTo, tenderBackend } from './notice-fakes.js';

const part = (el: NewsDetail, name: string) => el.shadowRoot!.querySelector<HTMLElement>(`[part="${name}"]`);

describe('news-detail', () => {
  beforeEach(() => setDefaultApiClient(tenderBackend().client));
  afterEach(() => setDefaultApiClient(undefined));

  it('is accessible', async () => {
    const el = await fixture<NewsDetail>(html`<news-detail news-id="news-2"></news-detail>`);
    await waitUntil(() => part(el, 'title'), 'not shown');
    await expect(el).to.be.accessible();
  });

  it('shows the title, class, publisher, date and the article as rich text', async () => {
    const el = await fixture<NewsDetail>(html`<news-detail news-id="news-2"></news-detail>`);
    await waitUntil(() => part(el, 'title'), 'not shown');
    expect(part(el, 'title')!.textContent).to.equal('平台新闻第2条');
    const meta = part(el, 'header')!.textContent!.replace(/\s+/g, ' ');
    expect(meta).to.contain('公司新闻').and.contain('发布单位：信息中心').and.contain('2026-03-09');
    const body = el.shadowRoot!.querySelector('rich-text')!.shadowRoot!.textContent;
    expect(body).to.contain('平台新闻第2条的正文。');
  });

  it('lists its attachments and downloads one through the client, as a notice does', async () => {
    const fake = tenderBackend();
    setDefaultApiClient(fake.client);
    const el = await fixture<NewsDetail>(html`<news-detail news-id="news-2"></news-detail>`);
    await waitUntil(() => part(el, 'attachments'), 'no attachments');
    const item = part(el, 'attachments')!.querySelector('li')!;
    expect(item.textContent!.replace(/\s+/g, ' ')).to.contain('维护安排.pdf').and.contain('2');
    const button = item.querySelector<HTMLElement>('sl-button')!;
    expect(button.textContent!.replace(/\s+/g, ' ').trim()).to.equal('下载维护安排.pdf');
    const click = HTMLAnchorElement.prototype.click;
    HTMLAnchorElement.prototype.click = function (this: HTMLAnchorElement) {
      if (!this.download) click.call(this);
    };
    try {
      button.click();
      await waitUntil(
        () => requestsTo(fake, '/portal/system/file/v1/downloadFile').length === 1,
        'not asked',
      );
    } finally {
      HTMLAnchorElement.prototype.click = click;
    }
    expect(requestsTo(fake, '/portal/system/file/v1/downloadFile')[0]!.params.fileId).to.equal('nf-1');
  });

  it('shows no attachment list for an article without files', async () => {
    const el = await fixture<NewsDetail>(html`<news-detail news-id="news-1"></news-detail>`);
    await waitUntil(() => part(el, 'title'), 'not shown');
    expect(part(el, 'attachments')).to.equal(null);
  });

  it('shows nothing without an id', async () => {
    const el = await fixture<NewsDetail>(html`<news-detail></news-detail>`);
    expect(el.shadowRoot!.children.length).to.equal(0);
  });

  describe('when the article does not exist', () => {
    it("shows the server's message", async () => {
      const el = await fixture<NewsDetail>(html`<news-detail news-id="nope"></news-detail>`);
      await waitUntil(() => part(el, 'status')?.getAttribute('role') === 'alert', 'no error');
      expect(part(el, 'status')!.textContent).to.contain('新闻不存在');
    });
  });

  runLoadStateSuite({
    async mount(behaviour) {
      const fake = tenderBackend(behaviour === 'empty' ? {} : { fail: { newsDetail: behaviour } });
      setDefaultApiClient(fake.client);
      const element = await fixture<NewsDetail>(html`<news-detail news-id="news-1"></news-detail>`);
      return { element, requests: () => requestsTo(fake, '/portal/portalNewsNotice/v1/getNewsById').length };
    },
  });
});
