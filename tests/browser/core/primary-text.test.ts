import { expect } from '@open-wc/testing';
import {
  applyTheme,
  STAFF_THEME_COLOR,
  TENDER_THEME_COLOR,
  THEME_COLOR_PRESETS,
} from '../../../elements/core/theme.js';

/** A CSS colour as sRGB bytes, whatever syntax the browser computed it in (oklch included). */
function srgb(color: string): [number, number, number] {
  const canvas = document.createElement('canvas');
  canvas.width = canvas.height = 1;
  const context = canvas.getContext('2d', { willReadFrequently: true })!;
  context.fillStyle = color;
  context.fillRect(0, 0, 1, 1);
  const [r = 0, g = 0, b = 0] = context.getImageData(0, 0, 1, 1).data;
  return [r, g, b];
}

/** WCAG 2 relative luminance and contrast ratio. */
function luminance([r, g, b]: [number, number, number]): number {
  const linear = (byte: number) => {
    const c = byte / 255;
    return c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * linear(r) + 0.7152 * linear(g) + 0.0722 * linear(b);
}
function contrast(a: [number, number, number], b: [number, number, number]): number {
  const [dark, light] = [luminance(a), luminance(b)].sort((x, y) => x - y) as [number, number];
  return (light + 0.05) / (dark + 0.05);
}

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
      const text = srgb(getComputedStyle(probe).color);
      for (const surface of SURFACES) {
        probe.style.color = `var(${surface})`;
        const ratio = contrast(text, srgb(getComputedStyle(probe).color));
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
    expect(srgb(getComputedStyle(probe).color)).to.deep.equal([0x1f, 0x2d, 0x3d]);
    probe.remove();
  });
});
