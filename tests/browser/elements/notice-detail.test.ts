import { expect, fixture, html, oneEvent, waitUntil } from '@open-wc/testing';
import { setDefaultApiClient } from '../../../elements/core/api-context.js';
import { setLanguage } from '../../../elements/core/localize.js';
import '../../../elements/notice-detail/notice-detail.js';
import type { NoticeDetail } from '../../../elements/notice-detail/notice-detail.js';
import { runLoadStateSuite } from '../shared/load-state-suite.js';
import { fixtureInHost } from './host-fixture.js';
import { detailOf, NOTICES, requestsTo, tenderBackend } from './notice-fakes.js';

const part = (el: NoticeDetail, name: string) =>
  el.shadowRoot!.querySelector<HTMLElement>(`[part="${name}"]`);
/**
 * The notice with its body: `updateComplete` waits for the body, drawn in parts after the title. The
 * first test of the file also waits for the rich-text module, which a busy machine can take seconds for.
 */
const shown = async (el: NoticeDetail) => {
  await waitUntil(() => part(el, 'title'), 'notice not shown', { timeout: 5000 });
  await el.updateComplete;
};
const richText = (host: Element) =>
  host.querySelector('rich-text')!.shadowRoot!.querySelector('[part="base"]')!;

describe('notice-detail', () => {
  let fake: ReturnType<typeof tenderBackend>;

  beforeEach(() => {
    fake = tenderBackend();
    setDefaultApiClient(fake.client);
  });
  afterEach(async () => {
    setDefaultApiClient(undefined);
    await setLanguage('zh-CN', { persist: false });
  });

  it('is accessible', async () => {
    const el = await fixture<NoticeDetail>(html`<notice-detail notice-id="n-1"></notice-detail>`);
    await shown(el);
    await waitUntil(() => part(el, 'related'), 'related notices not shown', { timeout: 5000 });
    await expect(el).to.be.accessible();
  });

  it('shows nothing without an id', async () => {
    const el = await fixture<NoticeDetail>(html`<notice-detail></notice-detail>`);
    expect(el.shadowRoot!.children.length).to.equal(0);
    expect(requestsTo(fake, '/portal/procureNotice/v1/getDetail')).to.have.length(0);
  });

  describe('when loaded', () => {
    it('shows the title, publication, status by server time and the body as rich text', async () => {
      const el = await fixture<NoticeDetail>(html`<notice-detail notice-id="n-1"></notice-detail>`);
      await shown(el);
      expect(part(el, 'title')!.textContent).to.equal(NOTICES[0]!.title);
      const meta = part(el, 'header')!.textContent!.replace(/\s+/g, ' ');
      expect(meta).to.contain('发布单位：华东能源集团采购部');
      await waitUntil(
        () => part(el, 'header')!.querySelector('[part="tag"]')?.textContent === '报名中',
        'status',
      );
      expect(richText(part(el, 'content')!).querySelector('h3')!.textContent).to.equal('一、项目基本情况');
    });

    it('draws the title first and the body in parts, a frame apart, and is complete once all are drawn', async () => {
      // Which parts the shadow root holds at each animation frame, from the element's creation on.
      const seen: string[] = [];
      let watching = true;
      const el = document.createElement('notice-detail') as NoticeDetail;
      const watch = () => {
        const now = ['title', 'facts', 'content', 'attachments'].filter((name) => part(el, name)).join('+');
        if (now && seen.at(-1) !== now) seen.push(now);
        if (watching) requestAnimationFrame(watch);
      };
      requestAnimationFrame(watch);
      el.noticeId = 'n-1';
      document.body.append(el);
      try {
        await waitUntil(() => part(el, 'title'), 'notice not shown');
        await el.updateComplete;
        expect(part(el, 'attachments'), 'the whole body once complete').to.exist;
        await waitUntil(() => seen.at(-1) === 'title+facts+content+attachments', 'the body drawn');
        expect(seen).to.deep.equal([
          'title',
          'title+facts',
          'title+facts+content',
          'title+facts+content+attachments',
        ]);
      } finally {
        watching = false;
        el.remove();
      }
    });

    it("shows the project's key facts: budget with the yuan sign, windows, modes", async () => {
      const el = await fixture<NoticeDetail>(html`<notice-detail notice-id="n-1"></notice-detail>`);
      await shown(el);
      const facts = Object.fromEntries(
        [...part(el, 'facts')!.querySelectorAll('dl > div')].map((row) => [
          row.querySelector('dt')!.textContent,
          row.querySelector('dd')!.textContent!.trim(),
        ]),
      );
      expect(facts).to.include({
        预算金额: '¥1,286,000.00',
        保证金: '¥12,860.00',
        竞价类型: '竞价',
        报价方式: '单价报价（不含税）',
        采购方式: '公开比选',
        报名方式: '公开报名',
      });
      expect(facts['报名时间']).to.match(/^2026-03-\d\d \d\d:\d\d 至 2026-03-\d\d \d\d:\d\d$/);
      expect(facts['报价时间']).to.match(/ 至 /);
    });

    it('lists the change history, newest first, each version readable', async () => {
      const el = await fixture<NoticeDetail>(html`<notice-detail notice-id="n-1"></notice-detail>`);
      await shown(el);
      await waitUntil(() => part(el, 'history'), 'history not shown');
      const history = part(el, 'history')!;
      expect(history.querySelector('h3')!.textContent).to.equal('变更记录（2）');
      const versions = [...history.querySelectorAll('sl-details')];
      expect(versions[0]!.textContent!.replace(/\s+/g, ' '))
        .to.contain('第 2 版')
        .and.contain('延长报名截止时间');
      expect(versions[1]!.textContent).to.contain('首次发布');
      expect(richText(versions[1]!).textContent).to.equal('报名截止时间为 3 月 13 日。');
    });

    it('lists the related notices by id and lets the page route them', async () => {
      const el = await fixtureInHost<NoticeDetail>(
        { linkBase: '/front' },
        html`<notice-detail notice-id="n-1"></notice-detail>`,
      );
      await shown(el);
      await waitUntil(() => part(el, 'related'), 'related not shown');
      expect(requestsTo(fake, '/portal/procureNotice/v1/getByIds').at(-1)!.params.ids).to.equal('n-2,n-3');
      const links = [...part(el, 'related')!.querySelectorAll('a')];
      expect(links.map((link) => link.textContent)).to.deep.equal([NOTICES[1]!.title, NOTICES[2]!.title]);
      el.addEventListener('eip-navigate', (event) => event.preventDefault(), { once: true });
      setTimeout(() => links[0]!.click());
      const event = await oneEvent(el, 'eip-navigate');
      expect(event.detail.href).to.equal('/front/bidNotice?id=n-2');
    });

    it('loads the next notice when the id changes', async () => {
      const el = await fixture<NoticeDetail>(html`<notice-detail notice-id="n-1"></notice-detail>`);
      await shown(el);
      el.noticeId = 'n-2';
      await waitUntil(() => part(el, 'title')?.textContent === NOTICES[1]!.title, 'next notice not shown');
    });
  });

  describe('when downloading an attachment', () => {
    it('fetches it through the client and saves it under its name', async () => {
      const el = await fixture<NoticeDetail>(html`<notice-detail notice-id="n-1"></notice-detail>`);
      await shown(el);
      const saved: string[] = [];
      const click = HTMLAnchorElement.prototype.click;
      HTMLAnchorElement.prototype.click = function (this: HTMLAnchorElement) {
        if (this.download) saved.push(this.download);
        else click.call(this);
      };
      try {
        const button = part(el, 'attachments')!.querySelector<HTMLElement>('sl-button')!;
        // The file name is in the button's text for screen readers, hidden from sight.
        expect(button.textContent!.replace(/\s+/g, ' ').trim()).to.equal('下载招标文件.docx');
        button.click();
        await waitUntil(() => saved.length === 1, 'nothing saved');
      } finally {
        HTMLAnchorElement.prototype.click = click;
      }
      expect(saved).to.deep.equal(['招标文件.docx']);
      expect(requestsTo(fake, '/portal/system/file/v1/downloadFile')[0]!.params.fileId).to.equal('tf-1');
    });

    it('says when the download failed', async () => {
      fake = tenderBackend({
        fail: { download: { status: 404, body: { state: false, message: '附件不存在', code: 404 } } },
      });
      setDefaultApiClient(fake.client);
      const el = await fixture<NoticeDetail>(html`<notice-detail notice-id="n-1"></notice-detail>`);
      await shown(el);
      part(el, 'attachments')!.querySelector<HTMLElement>('sl-button')!.click();
      await waitUntil(() => part(el, 'attachments')!.querySelector('[role="alert"]'), 'no error');
      expect(part(el, 'attachments')!.querySelector('[role="alert"]')!.textContent).to.contain(
        '招标文件.docx 下载失败：附件不存在',
      );
    });
  });

  describe('when the notice has no project or attachments', () => {
    it('leaves those sections out', async () => {
      fake = tenderBackend({
        detail: (id) => detailOf(NOTICES[0]!, { id, project: null, attachments: [], relatedIds: [] }),
        history: [],
      });
      setDefaultApiClient(fake.client);
      const el = await fixture<NoticeDetail>(html`<notice-detail notice-id="n-1"></notice-detail>`);
      await shown(el);
      expect(part(el, 'facts')).to.equal(null);
      expect(part(el, 'attachments')).to.equal(null);
      expect(part(el, 'history')).to.equal(null);
      expect(part(el, 'related')).to.equal(null);
    });
  });

  describe('when the notice does not exist', () => {
    it("shows the server's message", async () => {
      const el = await fixture<NoticeDetail>(html`<notice-detail notice-id="nope"></notice-detail>`);
      await waitUntil(() => part(el, 'status')?.getAttribute('role') === 'alert', 'no error');
      expect(part(el, 'status')!.textContent).to.contain('公告不存在');
    });
  });

  runLoadStateSuite({
    async mount(behaviour) {
      const fake = tenderBackend(behaviour === 'empty' ? {} : { fail: { detail: behaviour } });
      setDefaultApiClient(fake.client);
      const element = await fixture<NoticeDetail>(html`<notice-detail notice-id="n-1"></notice-detail>`);
      return { element, requests: () => requestsTo(fake, '/portal/procureNotice/v1/getDetail').length };
    },
  });
});
