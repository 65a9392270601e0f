import { expect, waitUntil } from '@open-wc/testing';
import { Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import { createApiClient } from '../../../api/client/index.js';
import { resolveDeployment } from '../../../api/contract/deployment.js';
import { setDefaultApiClient } from '../../../elements/core/api-context.js';
import { PortalHeader } from '../../../host/layout/PortalHeader.js';
import { PortalContext } from '../../../host/portal-context.js';
import { resetSession, session } from '../../../host/session/session-store.js';
import { useReactRoot } from '../shared/react-root.js';

/** The signed-in tools are a chunk of their own: on a busy machine its first load takes a while. */
const CHUNK = { timeout: 5000 };

describe('PortalHeader', () => {
  const deployment = resolveDeployment(undefined);
  const client = createApiClient({ deployment, getToken: () => 't' });

  beforeEach(() => {
    client.procureMessage.getMyUnReadCount = async () => ({ state: true, message: '', value: 120 });
    client.messages.getMsgbadge = async () => ({ state: true, message: '', value: 7 });
    setDefaultApiClient(client);
  });

  const view = useReactRoot(() => {
    resetSession();
    setDefaultApiClient(undefined);
  });

  const render = async (path = '/index') => {
    const { hook } = memoryLocation({ path });
    await view.render(
      <PortalContext.Provider value={{ deployment, client }}>
        <Router hook={hook}>
          <PortalHeader
            title="电子招投标采购平台"
            logo="data:image/svg+xml,%3Csvg xmlns=%22http://www.w3.org/2000/svg%22/%3E"
          />
        </Router>
      </PortalContext.Provider>,
    );
  };

  const VISITOR_NAVIGATION = ['首页', '招标公告', '中标公告', '澄清公告', '在线竞价', '新闻资讯', '关于我们'];
  const links = () => [...view.container.querySelectorAll('nav a')].map((a) => a.textContent);

  it('shows the seven navigation entries and highlights the current one', async () => {
    await render('/bidNoticeBefore');
    expect(links()).to.deep.equal(VISITOR_NAVIGATION);
    expect(view.container.querySelector('[aria-current="page"]')!.textContent).to.equal('首页');
  });

  it('shows a visitor as 游客 who clicks to log in, and no badge', async () => {
    await render();
    const guest = [...view.container.querySelectorAll('a')].find((a) => a.textContent === '游客')!;
    expect(guest).to.not.equal(undefined);
    expect(guest.getAttribute('href')).to.equal('/login');
    expect(view.container.querySelector('todo-badge')).to.equal(null);
  });

  it('shows a signed-in supplier the badge, loaded and capped, opening the to-do list', async () => {
    Object.assign(session, { token: 'abc', username: '杭州恒远建设有限公司', identity: 'supplier' });
    await render();
    // The signed-in tools are a chunk of their own.
    await waitUntil(() => view.container.querySelector('todo-badge'), 'the badge loads', CHUNK);
    const badge = view.container.querySelector('todo-badge')!;
    expect(badge.closest('a')!.getAttribute('href')).to.equal('/personal?type=noticeList');
    await waitUntil(() => badge.shadowRoot?.querySelector('[part="badge"]'), 'the badge shows a count');
    expect(badge.shadowRoot!.querySelector('[part="badge"]')!.textContent!.trim()).to.equal('99+');
    expect(session.unreadCount).to.equal(120);
    expect(view.container.textContent).to.contain('杭州恒远建设有限公司');
  });

  it('shows staff the inner-message badge beside the to-do bell, opening the message list', async () => {
    Object.assign(session, { token: 'abc', username: '王晓明', identity: null });
    await render();
    await waitUntil(
      () => view.container.querySelector('a.message-bell todo-badge'),
      'the message badge loads',
      CHUNK,
    );
    const link = view.container.querySelector<HTMLAnchorElement>('a.message-bell')!;
    expect(link.getAttribute('href')).to.equal('/office/innerMessage');
    await waitUntil(() => link.getAttribute('aria-label') === '内部消息: 7', 'the count is in the name');
    const badge = link.querySelector('todo-badge')!;
    expect(badge.shadowRoot!.querySelector('[part="badge"]')!.textContent!.trim()).to.equal('7');
    expect(view.container.querySelector('a.todo-bell')).to.not.equal(null);
  });

  it('shows a supplier no inner-message badge', async () => {
    Object.assign(session, { token: 'abc', username: '杭州恒远建设有限公司', identity: 'supplier' });
    await render();
    await waitUntil(
      () => view.container.querySelector('a.todo-bell todo-badge'),
      'the to-do badge loads',
      CHUNK,
    );
    expect(view.container.querySelector('a.message-bell')).to.equal(null);
  });

  it('shows an administrator no badge and no personal centre', async () => {
    Object.assign(session, { token: 'abc', username: '系统管理员', identity: 'administrators' });
    await render();
    await waitUntil(() => view.container.querySelector('sl-dropdown'), 'the avatar menu loads');
    expect(view.container.querySelector('todo-badge')).to.equal(null);
    expect(links()).to.not.include('个人中心');
  });

  it('adds the personal centre to the navigation once signed in', async () => {
    Object.assign(session, { token: 'abc', username: '杭州恒远建设有限公司', identity: 'supplier' });
    await render('/personal');
    expect(links()).to.deep.equal([...VISITOR_NAVIGATION, '个人中心']);
    expect(view.container.querySelector('nav [aria-current="page"]')!.textContent).to.equal('个人中心');
  });
});
