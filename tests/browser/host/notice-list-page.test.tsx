import { expect } from '@open-wc/testing';
import { act } from 'react';
import { Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import { resolveDeployment } from '../../../api/contract/deployment.js';
import { createFakeClient } from '../../../docs/fixtures/fake-transport.js';
import { setDefaultApiClient } from '../../../elements/core/api-context.js';
import { NoticeListPage } from '../../../host/pages/flow/NoticeListPage.js';
import { PortalContext } from '../../../host/portal-context.js';
import type { StaffRoute } from '../../../host/routing/staff-routes.js';
import { useReactRoot } from '../shared/react-root.js';

/** The menu's route of 已阅事项: its menu path carries type=1. */
const ROUTE: StaffRoute = {
  path: '/flow/noticeList',
  alias: 'noticeList',
  title: '已阅事项',
  component: 'flow/noticeList',
  layout: 'Layout',
  meta: { type: '1', title: '已阅事项' },
};

describe('the notice list page', () => {
  const view = useReactRoot(() => setDefaultApiClient(undefined));

  async function render(path: string) {
    const fake = createFakeClient({});
    setDefaultApiClient(fake.client);
    const location = memoryLocation({ path });
    await view.render(
      <PortalContext.Provider value={{ client: fake.client, deployment: resolveDeployment(undefined) }}>
        <Router hook={location.hook} searchHook={location.searchHook}>
          <NoticeListPage route={ROUTE} />
        </Router>
      </PortalContext.Provider>,
    );
    return location;
  }

  const selected = () => view.container.querySelector('[role="tab"][aria-selected="true"]')?.textContent;

  it('opens the tab the link asks for, over the menu’s', async () => {
    await render('/flow/noticeList?type=0');
    expect(selected()).to.equal('待阅');
  });

  it('opens the menu’s tab when the link asks for none', async () => {
    await render('/flow/noticeList');
    expect(selected()).to.equal('已阅');
  });

  it('opens the asked tab when a link leads to the page already open', async () => {
    const location = await render('/flow/noticeList');
    await act(async () => location.navigate('/flow/noticeList?type=2'));
    expect(selected()).to.equal('我发出的');
  });
});
