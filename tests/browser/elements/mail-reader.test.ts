import { expect, fixture, html, oneEvent, waitUntil } from '@open-wc/testing';
import { setDefaultApiClient } from '../../../elements/core/api-context.js';
import '../../../elements/mail-reader/mail-reader.js';
import type { MailReader } from '../../../elements/mail-reader/mail-reader.js';
import { XSS_PAYLOADS } from '../../e2e/xss-payloads.js';
import { mailBackend } from './mail-fakes.js';

const root = (el: MailReader) => el.shadowRoot!;
const body = (el: MailReader) => root(el).querySelector<HTMLElement>('[part="body"]')!;
const button = (el: MailReader, text: string) =>
  [...root(el).querySelectorAll('sl-button')].find((entry) => entry.textContent?.trim().startsWith(text))!;

async function mount(id = 'm-1', { trash = false } = {}) {
  const fake = mailBackend();
  setDefaultApiClient(fake.client);
  const el = await fixture<MailReader>(html`<mail-reader mail-id=${id} ?trash=${trash}></mail-reader>`);
  await waitUntil(() => root(el).querySelector('[part="body"]'), 'the mail did not show');
  return { el, fake };
}

describe('mail-reader', () => {
  afterEach(() => setDefaultApiClient(undefined));

  it('is accessible', async () => {
    const { el } = await mount();
    await expect(el).to.be.accessible();
  });

  it('asks to choose a mail when none is given', async () => {
    const el = await fixture<MailReader>(html`<mail-reader></mail-reader>`);
    expect(root(el).textContent).to.contain('选择一封邮件阅读');
  });

  it('shows the subject, sender, recipients, copy and time, and the body sanitized', async () => {
    const { el } = await mount();
    expect(root(el).querySelector('h2')!.textContent).to.equal('项目合同草案');
    const header = root(el).querySelector('.addresses')!.textContent!.replace(/\s+/g, ' ');
    expect(header).to.contain('发件人 李四 <lisi@eip.local>');
    expect(header).to.contain('收件人 张三 <zhangsan@eip.local>');
    expect(header).to.contain('抄送 王五 <wangwu@partner.example>');
    expect(body(el).querySelector('b')!.textContent).to.equal('合同草案');
  });

  it('shows a text mail as its text, line breaks kept', async () => {
    const { el } = await mount('m-2');
    expect(body(el).textContent).to.equal('第一行\n第二行');
    expect(getComputedStyle(body(el)).whiteSpace).to.equal('pre-wrap');
  });

  describe('when the mail loads pictures from other servers', () => {
    it('holds them back until the user clicks 显示图片', async () => {
      const { el } = await mount();
      const tracker = () => body(el).querySelector<HTMLImageElement>('img[alt="跟踪像素"]')!;
      expect(tracker().hasAttribute('src')).to.equal(false);
      const notice = root(el).querySelector('[part="remote-notice"]')!;
      expect(notice.textContent).to.contain('此邮件中的 1 张外部图片未显示');
      button(el, '显示图片').click();
      await waitUntil(() => tracker().getAttribute('src') === 'https://tracker.example/pixel.gif');
      expect(root(el).querySelector('[part="remote-notice"]')).to.equal(null);
    });

    it('shows the pictures the mail carries (cid) at once', async () => {
      const { el } = await mount();
      const logo = () => body(el).querySelector<HTMLImageElement>('img[alt="公司标志"]')!;
      await waitUntil(() => logo().src.startsWith('blob:'), 'the inline picture did not show');
      await waitUntil(() => logo().complete && logo().naturalWidth === 1);
    });
  });

  it('lists the attachments (not the inline pictures) and downloads one', async () => {
    const { el, fake } = await mount();
    const items = [...root(el).querySelectorAll('[part="attachments"] li')];
    expect(items.map((item) => item.querySelector('.attachment__name')!.textContent)).to.deep.equal([
      '合同草案.txt',
    ]);
    items[0]!.querySelector('sl-button')!.click();
    await waitUntil(() => fake.requests.some((request) => request.path.endsWith('/downloadFile')));
    expect(fake.requests.find((request) => request.path.endsWith('/downloadFile'))!.params.fileId).to.equal(
      fake.mails[0]!.attachments[0]!.fileId,
    );
  });

  it('marks an unread mail read when it opens, and says so', async () => {
    const fake = mailBackend();
    setDefaultApiClient(fake.client);
    const el = document.createElement('mail-reader');
    el.mailId = 'm-1';
    const changed = oneEvent(el, 'eip-mail-change');
    document.body.append(el);
    try {
      expect((await changed).detail).to.deep.equal({ ids: ['m-1'], change: 'read' });
      expect(fake.mails[0]!.isRead).to.equal(true);
    } finally {
      el.remove();
    }
  });

  describe('when the user replies or forwards', () => {
    it('starts a reply to the sender with Re: and the quoted mail', async () => {
      const { el } = await mount();
      setTimeout(() => button(el, '回复').click());
      const { detail } = await oneEvent(el, 'eip-mail-reply');
      expect(detail.mode).to.equal('reply');
      expect(detail.preset.to).to.deep.equal(['李四 <lisi@eip.local>']);
      expect(detail.preset.subject).to.equal('Re: 项目合同草案');
      expect(detail.preset.inReplyTo).to.equal('m-1');
      expect(detail.preset.html).to.contain('<blockquote>');
      // The quote never loads the tracker either.
      expect(detail.preset.html).not.to.contain('tracker.example');
    });

    it('replies to all but the user', async () => {
      const { el } = await mount();
      setTimeout(() => button(el, '全部回复').click());
      const { detail } = await oneEvent(el, 'eip-mail-reply');
      expect(detail.preset.to).to.deep.equal(['李四 <lisi@eip.local>']);
      expect(detail.preset.cc).to.deep.equal(['王五 <wangwu@partner.example>']);
    });

    it('forwards with Fw: and the attachments', async () => {
      const { el } = await mount();
      setTimeout(() => button(el, '转发').click());
      const { detail } = await oneEvent(el, 'eip-mail-reply');
      expect(detail.preset.subject).to.equal('Fw: 项目合同草案');
      expect(detail.preset.to ?? []).to.deep.equal([]);
      expect(detail.preset.attachments!.map((file: { name: string }) => file.name)).to.deep.equal([
        '合同草案.txt',
      ]);
    });
  });

  describe('when the user deletes', () => {
    it('moves the mail to the trash', async () => {
      const { el, fake } = await mount('m-2');
      setTimeout(() => button(el, '删除').click());
      const { detail } = await oneEvent(el, 'eip-mail-change');
      expect(detail).to.deep.equal({ ids: ['m-2'], change: 'trash' });
      expect(fake.mails.find((row) => row.id === 'm-2')!.folderId).to.equal('f-trash');
    });

    it('in the trash, deletes for ever only after a confirmation', async () => {
      const { el, fake } = await mount('m-3', { trash: true });
      button(el, '彻底删除').click();
      await waitUntil(() => root(el).querySelector('sl-dialog.confirm'));
      root(el).querySelector<HTMLElement>('.confirm-cancel')!.click();
      await waitUntil(() => !root(el).querySelector('sl-dialog.confirm'));
      expect(fake.mails.some((row) => row.id === 'm-3')).to.equal(true);
      button(el, '彻底删除').click();
      await waitUntil(() => root(el).querySelector('sl-dialog.confirm'));
      expect(root(el).querySelector('sl-dialog.confirm')!.textContent).to.contain('彻底删除后无法恢复');
      setTimeout(() => root(el).querySelector<HTMLElement>('.confirm-ok')!.click());
      const { detail } = await oneEvent(el, 'eip-mail-change');
      expect(detail.change).to.equal('forever');
      expect(fake.mails.some((row) => row.id === 'm-3')).to.equal(false);
    });
  });

  describe('when a mail body carries known attacks, with its pictures shown', () => {
    for (const payload of XSS_PAYLOADS) {
      it(`neither runs nor keeps ${payload.slice(0, 60)}`, async () => {
        const fake = mailBackend();
        fake.mails[1]!.html = `<p>前文</p>${payload}<p>后文</p>`;
        setDefaultApiClient(fake.client);
        const el = await fixture<MailReader>(html`<mail-reader mail-id="m-2"></mail-reader>`);
        await waitUntil(() => root(el).querySelector('[part="body"]'));
        button(el, '显示图片')?.click();
        await el.updateComplete;
        await new Promise((resolve) => requestAnimationFrame(resolve));
        expect((window as { __xss?: unknown }).__xss).to.equal(undefined);
        expect(
          body(el).querySelectorAll(
            'script, iframe, object, embed, form, svg, [onerror], [onload], [onfocus]',
          ).length,
        ).to.equal(0);
        expect(
          [...body(el).querySelectorAll('a[href]')].some((a) =>
            /^\s*(javascript|data):/i.test(a.getAttribute('href')!),
          ),
        ).to.equal(false);
        expect(body(el).textContent).to.contain('前文');
      });
    }
  });
});
