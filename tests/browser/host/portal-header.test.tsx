import { expect, waitUntil } from '@open-wc/testing';
import { act } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import { createApiClient } from '../../../api/client/index.js';
import { resolveDeployment } from '../../../api/contract/deployment.js';
import { setDefaultApiClient } from '../../../elements/core/api-context.js';
import '../../../elements/index.js';
import { PortalHeader } from '../../../host/layout/PortalHeader.js';
import { PortalContext } from '../../../host/portal-context.js';
import { resetSession, session } from '../../../host/session/session-store.js';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

describe('PortalHeader', () => {
  let container: HTMLElement;
  let root: Root;

  const deployment = resolveDeployment(undefined);
  const client = createApiClient({ deployment, getToken: () => 't' });

  beforeEach(() => {
    client.procureMessage.getMyUnReadCount = async () => ({ state: true, message: '', value: 120 });
    setDefaultApiClient(client);
    container = document.createElement('div');
    document.body.append(container);
    root = createRoot(container);
  });

  afterEach(() => {
    act(() => root.unmount());
    container.remove();
    resetSession();
    setDefaultApiClient(undefined);
  });

  const render = async (path = '/index') => {
    const { hook } = memoryLocation({ path });
    await act(async () => {
      root.render(
        <PortalContext.Provider value={{ deployment, client }}>
          <Router hook={hook}>
            <PortalHeader
              title="电子招投标采购平台"
              logo="data:image/svg+xml,%3Csvg xmlns=%22http://www.w3.org/2000/svg%22/%3E"
            />
          </Router>
        </PortalContext.Provider>,
      );
    });
  };

  const links = () => [...container.querySelectorAll('nav a')].map((a) => a.textContent);

  it('shows the seven navigation entries and highlights the current one', async () => {
    await render('/bidNoticeBefore');
    expect(links()).to.deep.equal([
      '首页',
      '招标公告',
      '中标公告',
      '澄清公告',
      '在线竞价',
      '新闻资讯',
      '关于我们',
    ]);
    expect(container.querySelector('[aria-current="page"]')!.textContent).to.equal('首页');
  });

  it('shows a visitor as 游客 who clicks to log in, and no badge', async () => {
    await render();
    const guest = [...container.querySelectorAll('a')].find((a) => a.textContent === '游客')!;
    expect(guest).to.not.equal(undefined);
    expect(guest.getAttribute('href')).to.equal('/login');
    expect(container.querySelector('todo-badge')).to.equal(null);
  });

  it('shows a signed-in supplier the badge, loaded and capped, opening the to-do list', async () => {
    Object.assign(session, { token: 'abc', username: '杭州恒远建设有限公司', identity: 'supplier' });
    await render();
    const badge = container.querySelector('todo-badge')!;
    expect(badge).to.not.equal(null);
    expect(badge.closest('a')!.getAttribute('href')).to.equal('/personal?type=noticeList');
    await waitUntil(() => badge.shadowRoot?.querySelector('[part="badge"]'), 'the badge shows a count');
    expect(badge.shadowRoot!.querySelector('[part="badge"]')!.textContent!.trim()).to.equal('99+');
    expect(session.unreadCount).to.equal(120);
    expect(container.textContent).to.contain('杭州恒远建设有限公司');
  });

  it('shows an administrator no badge', async () => {
    Object.assign(session, { token: 'abc', username: '系统管理员', identity: 'administrators' });
    await render();
    expect(container.querySelector('todo-badge')).to.equal(null);
  });
});
