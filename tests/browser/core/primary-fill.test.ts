import { expect, fixture, html, waitUntil } from '@open-wc/testing';
import '@shoelace-style/shoelace/dist/components/button/button.js';
import { setDefaultApiClient } from '../../../elements/core/api-context.js';
import { configureHost } from '../../../elements/core/host-context.js';
import {
  applyTheme,
  STAFF_THEME_COLOR,
  TENDER_THEME_COLOR,
  THEME_COLOR_PRESETS,
} from '../../../elements/core/theme.js';
import { contrast, srgbOf } from '../shared/contrast.js';
import '../../../elements/bidding-hall/bidding-hall.js';
import type { BiddingHall } from '../../../elements/bidding-hall/bidding-hall.js';
import { biddingBackend, liveProject } from '../bidding/bidding-fakes.js';

/** White text on the primary fill (buttons, 进入报价) reads at 4.5:1 whatever the site's colour. */
describe('the primary fill under white text', () => {
  afterEach(() => {
    applyTheme({ style: 'light', color: THEME_COLOR_PRESETS[0] });
    setDefaultApiClient(undefined);
    configureHost({ user: undefined, linkBase: '' });
  });

  for (const colour of new Set([TENDER_THEME_COLOR, STAFF_THEME_COLOR, ...THEME_COLOR_PRESETS])) {
    it(`passes on a primary button with ${colour} as the theme colour`, async () => {
      applyTheme({ color: colour });
      const button = await fixture(html`<sl-button variant="primary">提交报价</sl-button>`);
      const base = getComputedStyle(button.shadowRoot!.querySelector('[part~="base"]')!);
      expect(srgbOf(base.color)).to.deep.equal([255, 255, 255]);
      expect(contrast(base.backgroundColor, '#fff')).to.be.at.least(4.5);
    });
  }

  it('passes on 进入报价 of the bidding hall in the tender site’s colour, which stays the site’s', async () => {
    applyTheme({ color: TENDER_THEME_COLOR });
    configureHost({ user: { account: 'supplier' }, linkBase: '/front' });
    biddingBackend([liveProject()]);
    const el = await fixture<BiddingHall>(html`<bidding-hall></bidding-hall>`);
    await waitUntil(() => el.shadowRoot!.querySelector('a.enter'), 'the card shows');
    await expect(el).to.be.accessible();
    const root = getComputedStyle(document.documentElement);
    expect(root.getPropertyValue('--eip-color-primary').trim().toUpperCase()).to.equal(TENDER_THEME_COLOR);
  });
});
