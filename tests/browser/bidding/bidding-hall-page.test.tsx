import { expect, waitUntil } from '@open-wc/testing';
import { Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import { resolveDeployment } from '../../../api/contract/deployment.js';
import { setDefaultApiClient } from '../../../elements/core/api-context.js';
import { BiddingHallPage } from '../../../host/pages/tender/BiddingHallPage.js';
import { OnlineBiddingPage } from '../../../host/pages/tender/OnlineBiddingPage.js';
import { PortalContext } from '../../../host/portal-context.js';
import { PUBLIC_ROUTES } from '../../../host/routing/public-routes.js';
import { resetSession, session } from '../../../host/session/session-store.js';
import { useReactRoot } from '../shared/react-root.js';
import {
  biddingBackend,
  FakeEventSource,
  installFakeEventSource,
  liveProject,
  restoreEventSource,
} from './bidding-fakes.js';

const deployment = resolveDeployment(undefined);

describe('the bidding hall page', () => {
  beforeEach(() => installFakeEventSource());
  const view = useReactRoot(() => {
    resetSession();
    setDefaultApiClient(undefined);
    restoreEventSource();
  });

  const render = async (path: string, node: React.ReactNode) => {
    const { client } = biddingBackend([
      liveProject(),
      liveProject({ projectId: 'p-2', relation: 'purchaser' }),
    ]);
    const { hook } = memoryLocation({ path });
    await view.render(
      <PortalContext.Provider value={{ deployment, client }}>
        <Router hook={hook}>{node}</Router>
      </PortalContext.Provider>,
    );
  };

  it('is routed at /biddingHall behind the sign-in', () => {
    const route = PUBLIC_ROUTES.find((candidate) => candidate.path === '/biddingHall');
    expect(route?.public).to.equal(false);
    expect(route?.title()).to.equal('竞价大厅');
  });

  it('is reached from 在线投标', async () => {
    Object.assign(session, { token: 't', identity: 'supplier' });
    await render('/onlineBidding', <OnlineBiddingPage />);
    const link = [...view.container.querySelectorAll('a')].find((a) => a.textContent!.includes('竞价大厅'));
    expect(link?.getAttribute('href')).to.equal('/biddingHall');
  });

  it("opens a supplier's room with ?id=", async () => {
    Object.assign(session, { token: 't', identity: 'supplier' });
    await render('/biddingHall?id=p-1', <BiddingHallPage />);
    const hall = view.container.querySelector('bidding-hall')!;
    expect(hall.projectId).to.equal('p-1');
    await waitUntil(() => hall.shadowRoot!.querySelector('quote-form'), 'the quote form shows');
    expect(view.container.querySelector('bid-monitor')).to.equal(null);
    await waitUntil(() => FakeEventSource.instances.length > 0, 'live');
  });

  it("opens the purchaser's monitor with ?id=", async () => {
    Object.assign(session, { token: 't', identity: 'purchaser' });
    await render('/biddingHall?id=p-2', <BiddingHallPage />);
    const monitor = view.container.querySelector('bid-monitor')!;
    expect(monitor.projectId).to.equal('p-2');
    await waitUntil(() => monitor.shadowRoot!.querySelector('[part="round"]'), 'the monitor shows');
    await expect(view.container).to.be.accessible();
  });
});
