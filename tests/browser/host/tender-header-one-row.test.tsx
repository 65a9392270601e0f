import { expect, waitUntil } from '@open-wc/testing';
import { setViewport } from '@web/test-runner-commands';
import { Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import '@shoelace-style/shoelace/dist/components/icon/icon.js';
import { createApiClient } from '../../../api/client/index.js';
import { resolveDeployment } from '../../../api/contract/deployment.js';
import { setDefaultApiClient } from '../../../elements/core/api-context.js';
import { setLanguage } from '../../../elements/core/localize.js';
import { ensureDocumentTheme } from '../../../elements/core/theme.js';
import { portalName } from '../../../host/config.js';
import { PortalHeader } from '../../../host/layout/PortalHeader.js';
import { PortalContext } from '../../../host/portal-context.js';
import { resetSession, session } from '../../../host/session/session-store.js';
import baseStyles from '../../../host/styles/base.css?inline';
import controlStyles from '../../../host/styles/controls.css?inline';
import chromeStyles from '../../../host/styles/tender-chrome.css?inline';
import { useReactRoot } from '../shared/react-root.js';

/** One box's vertical extent. */
const extent = (element: Element) => {
  const { top, bottom } = element.getBoundingClientRect();
  return { top, bottom };
};

/**
 * Issue 34 item 8: at 1366 px the tender header keeps one row, in English too, with a signed-in
 * supplier's longest navigation (the personal centre) and their name, on the bidding hall.
 */
describe('the tender header at 1366 px', () => {
  const deployment = resolveDeployment(undefined);
  const client = createApiClient({ deployment, getToken: () => 't' });
  const style = document.createElement('style');
  before(() => {
    ensureDocumentTheme();
    style.textContent = `${baseStyles}\n${chromeStyles}\n${controlStyles}`;
    document.head.append(style);
  });
  after(() => style.remove());
  beforeEach(async () => {
    client.procureMessage.getMyUnReadCount = async () => ({ state: true, message: '', value: 120 });
    setDefaultApiClient(client);
    await setViewport({ width: 1366, height: 768 });
  });
  const view = useReactRoot(() => {
    resetSession();
    setDefaultApiClient(undefined);
  });
  afterEach(() => setLanguage('zh-CN', { persist: false }));

  for (const language of ['en-US', 'zh-TW', 'zh-CN'] as const) {
    it(`keeps the logo, the navigation and the user on one row (${language})`, async () => {
      await setLanguage(language, { persist: false });
      Object.assign(session, {
        token: 't',
        identity: 'supplier',
        username: '杭州恒远建设有限公司',
        user: { account: 'supplier', fullname: '杭州恒远建设有限公司' },
      });
      const { hook } = memoryLocation({ path: '/biddingHall' });
      await view.render(
        <PortalContext.Provider value={{ deployment, client }}>
          <Router hook={hook}>
            <PortalHeader title={portalName(deployment, language)} logo="/front/logo.svg" />
          </Router>
        </PortalContext.Provider>,
      );
      const inner = view.container.querySelector('.portal-header__inner')!;
      await waitUntil(
        () => inner.querySelector('.portal-header__user todo-badge, .portal-header__user sl-dropdown'),
        'the user’s tools show',
        {
          timeout: 10_000,
        },
      );
      const links = [...inner.querySelectorAll('.portal-header__link')];
      expect(links.length, 'the signed-in navigation').to.equal(8);
      // The reference of one row: the first navigation entry. Every entry sits on its line…
      const row = extent(links[0]!);
      for (const link of links) expect(extent(link), link.textContent!).to.deep.equal(row);
      // …and the brand and the user corner sit beside them, not on a row of their own.
      for (const part of ['.portal-header__brand', '.portal-header__user']) {
        const box = extent(inner.querySelector(part)!);
        expect(box.top, part).to.be.below(row.bottom);
        expect(box.bottom, part).to.be.above(row.top);
      }
    }).timeout(30_000);
  }
});
