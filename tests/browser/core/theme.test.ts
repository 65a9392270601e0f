import { expect, fixture, html } from '@open-wc/testing';
import {
  applyTheme,
  ensureDarkTheme,
  ensureDocumentTheme,
  isHexColor,
  THEME_COLOR_PRESETS,
} from '../../../elements/core/theme.js';
import { contrast } from '../shared/contrast.js';

const rootVar = (name: string) => getComputedStyle(document.documentElement).getPropertyValue(name).trim();

describe('theme', () => {
  afterEach(() => {
    applyTheme({ style: 'light', color: THEME_COLOR_PRESETS[0] });
  });

  it('installs the Shoelace tokens and ours into the document once', () => {
    ensureDocumentTheme();
    const count = document.adoptedStyleSheets.length;
    ensureDocumentTheme();
    expect(document.adoptedStyleSheets.length).to.equal(count);
    expect(rootVar('--sl-border-radius-medium')).to.not.equal('');
    expect(rootVar('--eip-color-primary')).to.not.equal('');
  });

  it('drives the whole primary palette from one colour', () => {
    applyTheme({ color: '#F5222D' });
    const probe = document.createElement('div');
    document.body.append(probe);
    probe.style.color = 'var(--eip-color-primary)';
    expect(getComputedStyle(probe).color).to.equal('rgb(245, 34, 45)');
    // The 600 step carries white text and primary text: the colour's legible shade.
    probe.style.color = 'var(--eip-color-primary-text)';
    const legible = getComputedStyle(probe).color;
    probe.style.color = 'var(--sl-color-primary-600)';
    expect(getComputedStyle(probe).color).to.equal(legible);
    probe.style.color = 'var(--sl-color-primary-50)';
    const light = getComputedStyle(probe).color;
    probe.style.color = 'var(--sl-color-primary-900)';
    const dark = getComputedStyle(probe).color;
    expect(light).to.not.equal(dark);
    probe.remove();
  });

  it('switches styles with classes on <html>', () => {
    applyTheme({ style: 'dark' });
    expect(document.documentElement.classList.contains('sl-theme-dark')).to.equal(true);
    applyTheme({ style: 'mashup' });
    expect(document.documentElement.classList.contains('sl-theme-dark')).to.equal(false);
    expect(document.documentElement.classList.contains('eip-theme-mashup')).to.equal(true);
    applyTheme({ style: 'light' });
    expect(document.documentElement.dataset.eipStyle).to.equal('light');
  });

  it('brings the dark tokens with the dark style, and back to light without a reload', async () => {
    const lightSurface = rootVar('--sl-color-neutral-0');
    applyTheme({ style: 'dark' });
    await ensureDarkTheme();
    expect(rootVar('--sl-color-neutral-0')).to.not.equal(lightSurface);
    applyTheme({ style: 'light' });
    expect(rootVar('--sl-color-neutral-0')).to.equal(lightSurface);
  });

  it('keeps secondary text readable (4.5:1) on the light and dark surfaces panels use', async () => {
    const probe = document.createElement('div');
    document.body.append(probe);
    const colour = (value: string) => {
      probe.style.color = value;
      return getComputedStyle(probe).color;
    };
    for (const style of ['light', 'dark'] as const) {
      applyTheme({ style });
      if (style === 'dark') await ensureDarkTheme();
      const text = colour('var(--eip-color-text-secondary)');
      for (const surface of ['0', '50']) {
        const ratio = contrast(text, colour(`var(--sl-color-neutral-${surface})`));
        expect(ratio, `${style}: secondary text on neutral-${surface}`).to.be.at.least(4.5);
      }
    }
    probe.remove();
  });

  it('keeps primary text and the text on a primary fill readable (4.5:1) in the dark style, inside elements too', async () => {
    await ensureDarkTheme();
    applyTheme({ style: 'dark' });
    // An element's shadow root declares the palette again: it must turn with the style as the page's does.
    const host = await fixture(html`<div><todo-badge count="3"></todo-badge></div>`);
    await import('../../../elements/todo-badge/todo-badge.js');
    const badge = host.querySelector('todo-badge')!;
    const probe = document.createElement('span');
    badge.shadowRoot!.append(probe);
    const colour = (value: string) => {
      probe.style.color = value;
      return getComputedStyle(probe).color;
    };
    for (const preset of [...THEME_COLOR_PRESETS, '#FADB14', '#001529']) {
      applyTheme({ color: preset });
      const fill = colour('var(--sl-color-primary-600)');
      // Shoelace writes neutral-0 on a primary button; our elements write primary text on panels.
      expect(contrast(colour('var(--sl-color-neutral-0)'), fill), `${preset}: button text`).to.be.at.least(
        4.5,
      );
      for (const surface of ['0', '50', '100']) {
        const ratio = contrast(
          colour('var(--eip-color-primary-text)'),
          colour(`var(--sl-color-neutral-${surface})`),
        );
        expect(ratio, `${preset}: primary text on neutral-${surface}`).to.be.at.least(4.5);
      }
    }
    probe.remove();
  });

  it('ignores a colour that is not a hex colour', () => {
    applyTheme({ color: '#13C2C2' });
    applyTheme({ color: 'red; background: url(x)' });
    expect(rootVar('--eip-color-primary')).to.equal('#13C2C2');
    expect(isHexColor('#abc')).to.equal(true);
    expect(isHexColor('#abcd')).to.equal(false);
  });

  it('lets a page theme one subtree with the token', async () => {
    const box = await fixture(
      html`<div style="--eip-color-primary: #722ED1"><todo-badge></todo-badge></div>`,
    );
    await import('../../../elements/todo-badge/todo-badge.js');
    const badge = box.querySelector('todo-badge')!;
    // 600 is the subtree colour's legible shade, derived from the subtree's token.
    expect(getComputedStyle(badge).getPropertyValue('--sl-color-primary-600').trim()).to.contain('#722ED1');
  });
});
