import { expect, fixture, html, oneEvent, waitUntil } from '@open-wc/testing';
import '../../../docs/theming-page.js';
import type { DocsTheming } from '../../../docs/theming-page.js';

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
      '面板底色 Panel surface',
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
    expect(contrastRow(el, 'Text on a primary button').slice(1, 3)).to.deep.equal(
      Array(2).fill('5.98:1 ✓ 通过 AA'),
    );
    // In every style, dark included, text in the primary colour and on its fill passes.
    for (const pair of ['Text on a primary button', 'Primary text, links'])
      for (const cell of contrastRow(el, pair).slice(1)) expect(cell, pair).to.match(/✓ 通过 AA$/);
    const hex = el.querySelector<HTMLInputElement>('.theming__hex')!;
    hex.value = '#FADB14';
    hex.dispatchEvent(new Event('input'));
    await waitUntil(() => contrastRow(el, 'Primary accents')[1]?.includes('未达'), 'not judged again');
    expect(contrastRow(el, 'Primary accents')).to.deep.equal([
      '3:1',
      '1.38:1 ✗ 未达 AA',
      '1.38:1 ✗ 未达 AA',
      '12.56:1 ✓ 通过 AA',
    ]);
    // The primary shade that carries white text is darkened until it passes, whatever the colour.
    expect(contrastRow(el, 'Text on a primary button')[1]).to.match(/✓ 通过 AA$/);
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
      '请输入 #RGB 或 #RRGGBB 格式的颜色 Enter a colour as #RGB or #RRGGBB',
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
