import { expect } from '@open-wc/testing';
import {
  applyTheme,
  STAFF_THEME_COLOR,
  TENDER_THEME_COLOR,
  THEME_COLOR_PRESETS,
} from '../../../elements/core/theme.js';
import { contrast, srgbOf } from '../shared/contrast.js';

/** The page surfaces text sits on: white and the light greys of the tip bar and the cards. */
const SURFACES = ['--sl-color-neutral-0', '--sl-color-neutral-50', '--sl-color-neutral-100'];

describe('--eip-color-primary-text', () => {
  afterEach(() => {
    applyTheme({ style: 'light', color: THEME_COLOR_PRESETS[0] });
  });

  // The built-in colours, every preset of the theme drawer, and light ones a user might pick.
  const colours = [
    TENDER_THEME_COLOR,
    STAFF_THEME_COLOR,
    ...THEME_COLOR_PRESETS,
    '#FADB14',
    '#13C2C2',
    '#A0D911',
  ];
  for (const colour of new Set(colours)) {
    it(`passes WCAG AA (4.5:1) on the page surfaces with ${colour} as the theme colour`, () => {
      applyTheme({ color: colour });
      const probe = document.createElement('div');
      document.body.append(probe);
      probe.style.color = 'var(--eip-color-primary-text)';
      const text = getComputedStyle(probe).color;
      for (const surface of SURFACES) {
        probe.style.color = `var(${surface})`;
        const ratio = contrast(text, getComputedStyle(probe).color);
        expect(ratio, `${colour} on ${surface}`).to.be.at.least(4.5);
      }
      probe.remove();
    });
  }

  it('keeps a dark theme colour as it is', () => {
    applyTheme({ color: '#1F2D3D' });
    const probe = document.createElement('div');
    document.body.append(probe);
    probe.style.color = 'var(--eip-color-primary-text)';
    expect(srgbOf(getComputedStyle(probe).color)).to.deep.equal([0x1f, 0x2d, 0x3d]);
    probe.remove();
  });
});
