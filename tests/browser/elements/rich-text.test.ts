import { expect, fixture, html } from '@open-wc/testing';
import '../../../elements/rich-text/rich-text.js';
import type { RichText } from '../../../elements/rich-text/rich-text.js';
import { sanitizeRichTextToString } from '../../../elements/rich-text/rich-text.js';
import { XSS_PAYLOADS } from '../../e2e/xss-payloads.js';
import { dangers, settled } from '../shared/xss-checks.js';

const base = (el: RichText) => el.shadowRoot!.querySelector<HTMLElement>('[part="base"]')!;

describe('rich-text', () => {
  afterEach(() => {
    delete window.__xss;
  });

  it('is accessible', async () => {
    const el = await fixture<RichText>(
      html`<rich-text .content=${'<h3>一、项目概况</h3><p>正文</p>'}></rich-text>`,
    );
    await expect(el).to.be.accessible();
  });

  it('shows nothing by default', async () => {
    const el = await fixture<RichText>(html`<rich-text></rich-text>`);
    expect(base(el).children.length).to.equal(0);
    expect(base(el).textContent).to.equal('');
  });

  it('keeps document markup: headings, paragraphs, lists, tables, images and links', async () => {
    const content = [
      '<h3>一、项目基本情况</h3><p>预算金额：<strong>¥1,286,000.00</strong></p>',
      '<ol><li>营业执照</li><li>资质证书</li></ol>',
      '<table><thead><tr><th>排名</th><th>供应商</th></tr></thead><tbody><tr><td>1</td><td>杭州恒远建设有限公司</td></tr></tbody></table>',
      '<img src="/front/logo.svg" alt="标志"><a href="https://www.example.com/doc">查看原文</a>',
    ].join('');
    const el = await fixture<RichText>(html`<rich-text .content=${content}></rich-text>`);
    const root = base(el);
    expect(root.querySelector('h3')!.textContent).to.equal('一、项目基本情况');
    expect(root.querySelectorAll('li')).to.have.length(2);
    expect(root.querySelector('td:last-child')!.textContent).to.equal('杭州恒远建设有限公司');
    expect(root.querySelector('img')!.getAttribute('alt')).to.equal('标志');
    const link = root.querySelector('a')!;
    expect(link.getAttribute('href')).to.equal('https://www.example.com/doc');
    expect(link.getAttribute('target')).to.equal('_blank');
    expect(link.getAttribute('rel')).to.equal('noopener noreferrer nofollow');
  });

  it('replaces what it shows when the content changes', async () => {
    const el = await fixture<RichText>(html`<rich-text .content=${'<p>第一版</p>'}></rich-text>`);
    el.content = '<p>第二版</p>';
    await el.updateComplete;
    expect(base(el).textContent).to.equal('第二版');
    el.content = '';
    await el.updateComplete;
    expect(base(el).textContent).to.equal('');
  });

  describe('when the content carries known attacks', () => {
    for (const payload of XSS_PAYLOADS) {
      it(`neither runs nor keeps ${payload.slice(0, 60)}`, async () => {
        const el = await fixture<RichText>(
          html`<rich-text .content=${`<p>前文</p>${payload}<p>后文</p>`}></rich-text>`,
        );
        await settled();
        expect(window.__xss).to.equal(undefined);
        expect(dangers(base(el))).to.deep.equal([]);
        // Unclosed markup may swallow what follows; what came before must stay.
        expect(base(el).textContent).to.contain('前文');
        expect(document.body.style.display).to.equal('');
      });
    }

    it('keeps the whole set harmless at once, as a string too', async () => {
      const all = XSS_PAYLOADS.join('\n');
      const el = await fixture<RichText>(html`<rich-text .content=${all}></rich-text>`);
      await settled();
      expect(window.__xss).to.equal(undefined);
      expect(dangers(base(el))).to.deep.equal([]);
      const holder = document.createElement('div');
      holder.innerHTML = sanitizeRichTextToString(all);
      expect(dangers(holder)).to.deep.equal([]);
    });
  });

  describe('when the content has styles', () => {
    it('keeps alignment and emphasis, drops the rest', async () => {
      const el = await fixture<RichText>(
        html`<rich-text .content=${'<p style="text-align:center; color:red; position:fixed">居中</p><p style="top:0">无样式</p>'}></rich-text>`,
      );
      const [centred, plain] = [...base(el).querySelectorAll('p')];
      expect(centred!.getAttribute('style')).to.equal('text-align: center');
      expect(plain!.hasAttribute('style')).to.equal(false);
    });

    it('keeps inline pictures but no other data urls', async () => {
      const png =
        'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==';
      const el = await fixture<RichText>(
        html`<rich-text .content=${`<img alt="点" src="${png}">`}></rich-text>`,
      );
      expect(base(el).querySelector('img')!.getAttribute('src')).to.equal(png);
      expect(base(el).querySelector('img')!.getAttribute('loading')).to.equal('lazy');
    });
  });
});
