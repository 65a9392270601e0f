import { expect, fixture, html, oneEvent, waitUntil } from '@open-wc/testing';
import '../../../docs/theming-page.js';
import type { DocsTheming } from '../../../docs/theming-page.js';
import '../../../docs/theming-gallery.js';
import type { DocsStateGallery } from '../../../docs/theming-gallery.js';
import { setLanguage } from '../../../elements/core/localize.js';
import '../../../elements/file-upload/file-upload.js';
import '../../../elements/notice-list/notice-list.js';

/** The row of a table whose heading cell reads `name`, as its cells' texts. */
function row(el: HTMLElement, table: string, name: string): string[] {
  const found = [...el.querySelectorAll<HTMLTableRowElement>(`${table} tbody tr`)].find((tr) =>
    tr.querySelector('th')?.textContent?.includes(name),
  );
  return [...(found?.querySelectorAll('td') ?? [])].map(
    (cell) => cell.textContent?.replace(/\s+/g, ' ').trim() ?? '',
  );
}

const contrastRow = (el: HTMLElement, name: string) => row(el, '.theming__contrast', name);
const read = (el: DocsTheming) =>
  waitUntil(() => el.querySelectorAll('table').length === 2, 'the styles were not read', { timeout: 8000 });

describe('docs-theming', () => {
  it('lists every --eip- token with its value in the light, mashup and dark styles', async () => {
    const el = await fixture<DocsTheming>(html`<docs-theming color="#3385c8"></docs-theming>`);
    await read(el);
    const tokens = [...el.querySelectorAll('table:not(.theming__contrast) tbody th code')].map(
      (code) => code.textContent,
    );
    expect(tokens).to.include.members([
      '--eip-color-primary',
      '--eip-color-text',
      '--eip-color-surface',
      '--eip-radius',
    ]);
    // The surface is white in the light styles and dark in the dark one; the header dark in mashup.
    expect(row(el, 'table:not(.theming__contrast)', '--eip-color-surface')).to.deep.equal([
      '面板底色',
      '#ffffff',
      '#ffffff',
      '#1a1a1e',
    ]);
    expect(row(el, 'table:not(.theming__contrast)', '--eip-header-background')[2]).to.equal('#001529');
    // The same radius in every style (written .25rem once minified).
    const radius = row(el, 'table:not(.theming__contrast)', '--eip-radius').slice(1);
    expect(new Set(radius).size).to.equal(1);
    expect(radius[0]).to.match(/^0?\.25rem$/);
  });

  it('judges a theme colour against WCAG AA in every style, and a pale one fails as an accent', async () => {
    const el = await fixture<DocsTheming>(html`<docs-theming color="#3385c8"></docs-theming>`);
    await read(el);
    expect(contrastRow(el, '主按钮文字').slice(1, 3)).to.deep.equal(Array(2).fill('5.98:1 ✓ 通过 AA'));
    // In every style, dark included, text in the primary colour and on its fill passes.
    for (const pair of ['主按钮文字', '主色文字、链接'])
      for (const cell of contrastRow(el, pair).slice(1)) expect(cell, pair).to.match(/✓ 通过 AA$/);
    const hex = el.querySelector<HTMLInputElement>('.theming__hex')!;
    hex.value = '#FADB14';
    hex.dispatchEvent(new Event('input'));
    await waitUntil(() => contrastRow(el, '主色边框、强调')[1]?.includes('未达'), 'not judged again');
    expect(contrastRow(el, '主色边框、强调')).to.deep.equal([
      '3:1',
      '1.38:1 ✗ 未达 AA',
      '1.38:1 ✗ 未达 AA',
      '12.56:1 ✓ 通过 AA',
    ]);
    // The primary shade that carries white text is darkened until it passes, whatever the colour.
    expect(contrastRow(el, '主按钮文字')[1]).to.match(/✓ 通过 AA$/);
    expect(el.querySelector('pre')!.textContent).to.equal(':root {\n  --eip-color-primary: #fadb14;\n}');
    expect(el.querySelectorAll('.theming__palette li')).to.have.length(11);
  });

  it('says what a colour must look like, keeps what was typed, and applies a valid one', async () => {
    const el = await fixture<DocsTheming>(html`<docs-theming color="#3385c8"></docs-theming>`);
    await read(el);
    const hex = el.querySelector<HTMLInputElement>('.theming__hex')!;
    const apply = el.querySelector<HTMLButtonElement>('.theming__apply')!;
    hex.value = '#12';
    hex.dispatchEvent(new Event('input'));
    await el.updateComplete;
    expect(el.querySelector('[role="alert"]')!.textContent!.trim()).to.equal(
      '请输入 #RGB 或 #RRGGBB 格式的颜色',
    );
    expect(hex.value).to.equal('#12');
    expect(hex.getAttribute('aria-invalid')).to.equal('true');
    expect(apply.disabled).to.equal(true);
    hex.value = '#2f54eb';
    hex.dispatchEvent(new Event('input'));
    await el.updateComplete;
    expect(apply.disabled).to.equal(false);
    setTimeout(() => apply.click());
    const { detail } = await oneEvent(el, 'docs-theme-color');
    expect(detail).to.equal('#2f54eb');
  });

  it('is accessible', async () => {
    const el = await fixture<DocsTheming>(html`<docs-theming color="#3385c8"></docs-theming>`);
    await read(el);
    await expect(el).to.be.accessible();
  });
});

describe('docs-theming in other languages', () => {
  afterEach(() => setLanguage('zh-CN'));

  it('says its own words in English and in traditional Chinese', async () => {
    await setLanguage('en-US');
    const el = await fixture<DocsTheming>(html`<docs-theming color="#3385c8"></docs-theming>`);
    await read(el);
    expect([...el.querySelectorAll('h2')].map((h) => h.textContent)).to.deep.equal([
      'Theme builder',
      'Design tokens',
      'Element states',
    ]);
    expect(contrastRow(el, 'Text on a primary button')[1]).to.match(/✓ passes AA$/);
    await setLanguage('zh-TW');
    await waitUntil(() => el.querySelector('h2')?.textContent === '主題產生器', 'not switched');
    expect(row(el, 'table:not(.theming__contrast)', '--eip-color-surface')[0]).to.equal('面板底色');
  });
});

describe('the gallery of states', () => {
  const pages = {
    'notice-list': async () => ({
      markdown: '```html preview\n<notice-list type="bid" id="one"></notice-list>\n```\n',
    }),
    'file-upload': async () => ({
      markdown: '```html preview\n<file-upload label="附件"></file-upload>\n```\n',
    }),
    'change-password-dialog': async () => ({ markdown: '' }),
  };

  it('draws each element in its states as its group comes into view', async () => {
    const gallery = await fixture<DocsStateGallery>(
      html`<docs-state-gallery .pages=${pages}></docs-state-gallery>`,
    );
    const stage = (tag: string, state: string) =>
      gallery.querySelector<HTMLElement>(`.gallery__stage[data-tag="${tag}"][data-state="${state}"]`);
    const status = (tag: string, state: string) =>
      stage(tag, state)?.querySelector(tag)?.shadowRoot?.querySelector('[part="status"]')?.textContent ?? '';
    gallery.querySelector('[data-area="tender"]')!.scrollIntoView();
    await waitUntil(() => stage('notice-list', 'empty'), 'the tender group was not drawn');
    expect(
      [...gallery.querySelectorAll('[data-area="tender"] figcaption')].map((caption) => caption.textContent),
    ).to.deep.equal(['有数据', '加载中', '加载失败', '无数据']);
    await waitUntil(() => status('notice-list', 'loading').includes('加载中'), 'no loading line');
    await waitUntil(() => status('notice-list', 'failed').includes('服务暂不可用'), 'no failure');
    await waitUntil(() => status('notice-list', 'empty').includes('暂无公告'), 'no empty text');
    // The example's id is not repeated.
    expect(gallery.querySelectorAll('#one')).to.have.length(0);

    gallery.querySelector('[data-area="shared"]')!.scrollIntoView();
    await waitUntil(() => stage('file-upload', 'disabled')?.querySelector('file-upload'), 'shared not drawn');
    expect(stage('file-upload', 'disabled')!.querySelector('file-upload')!.hasAttribute('disabled')).to.equal(
      true,
    );
    expect(stage('file-upload', 'readonly')!.querySelector('file-upload')!.hasAttribute('readonly')).to.equal(
      true,
    );
    // A dialog is sent to its page.
    expect(
      gallery.querySelector('a[href="#/change-password-dialog"]')!.closest('.gallery__element')!.textContent,
    ).to.contain('对话框');
    await expect(gallery).to.be.accessible();
  });
});
