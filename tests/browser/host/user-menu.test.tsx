import { expect, waitUntil } from '@open-wc/testing';
import { Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import { createApiClient } from '../../../api/client/index.js';
import { resolveDeployment } from '../../../api/contract/deployment.js';
import { HeaderUser } from '../../../host/layout/HeaderUser.js';
import { LoginTipBar } from '../../../host/layout/LoginTipBar.js';
import { PortalContext } from '../../../host/portal-context.js';
import { resetSession, session } from '../../../host/session/session-store.js';
import { useReactRoot } from '../shared/react-root.js';

describe('the header user corner and the tip bar', () => {
  const deployment = resolveDeployment(undefined);
  const client = createApiClient({ deployment, getToken: () => session.token });

  const view = useReactRoot(() => {
    resetSession();
  });

  const render = async () => {
    const { hook } = memoryLocation({ path: '/index' });
    await view.render(
      <PortalContext.Provider value={{ deployment, client }}>
        <Router hook={hook}>
          <LoginTipBar title="电子招投标采购平台" />
          <HeaderUser />
        </Router>
      </PortalContext.Provider>,
    );
  };
  const menuItems = () =>
    [...view.container.querySelectorAll<HTMLElement & { value: string }>('sl-menu-item')].map(
      (item) => item.value,
    );
  /**
   * The signed-in corner and the avatar menu's items are chunks of their own, the items asked for when a
   * pointer or the focus reaches the trigger: the menu's entries, once the focus has been there and the
   * items have loaded.
   */
  const loadedMenuItems = async () => {
    const trigger = () => view.container.querySelector<HTMLButtonElement>('.user-menu__trigger');
    // Chunks of their own: a loaded machine's dev server takes more than waitUntil's default second.
    await waitUntil(trigger, 'the signed-in corner loads', { timeout: 5000 });
    trigger()?.focus();
    await waitUntil(() => menuItems().includes('logout'), 'the avatar menu loads', { timeout: 5000 });
    return menuItems();
  };

  it('shows a visitor 游客 linking to /login and the login and register links', async () => {
    await render();
    const links = [...view.container.querySelectorAll('a')].map((a) => [
      a.textContent,
      a.getAttribute('href'),
    ]);
    expect(links).to.deep.include(['游客', '/login']);
    expect(links).to.deep.include(['请登录', '/login']);
    expect(links).to.deep.include(['免费注册', '/register']);
  });

  it('loads the dropdown with the menu, and opens it on a click that came before it (a tap, a key)', async () => {
    Object.assign(session, { token: 't', username: '杭州恒远建设有限公司', identity: 'supplier' });
    await render();
    const trigger = () => view.container.querySelector<HTMLButtonElement>('.user-menu__trigger');
    await waitUntil(trigger, 'the signed-in corner loads', { timeout: 5000 });
    // Not part of the corner's first load: nothing has approached the trigger yet.
    expect(customElements.get('sl-dropdown')).to.equal(undefined);
    trigger()?.click();
    const dropdown = view.container.querySelector<HTMLElement & { open: boolean }>('sl-dropdown');
    await waitUntil(() => dropdown?.open === true, 'the menu opens', { timeout: 5000 });
    const panel = dropdown?.shadowRoot?.querySelector('[part~="panel"]');
    expect(panel && getComputedStyle(panel).display).to.not.equal('none');
    expect(menuItems()).to.include('logout');
  });

  it('offers a supplier the personal centre and change password, and the name opens /personal', async () => {
    Object.assign(session, { token: 't', username: '杭州恒远建设有限公司', identity: 'supplier' });
    await render();
    expect(await loadedMenuItems()).to.deep.equal(['personal', 'info', 'password', 'logout']);
    const name = [...view.container.querySelectorAll('.tip-bar a')].find(
      (a) => a.textContent === '杭州恒远建设有限公司',
    );
    expect(name?.getAttribute('href')).to.equal('/personal');
  });

  it('gives an administrator 系统管理 instead of the personal centre and change password; their name links nowhere', async () => {
    Object.assign(session, { token: 't', username: '系统管理员', identity: 'administrators' });
    await render();
    expect(await loadedMenuItems()).to.deep.equal(['admin', 'info', 'logout']);
    expect([...view.container.querySelectorAll('.tip-bar a')].map((a) => a.textContent)).to.not.include(
      '系统管理员',
    );
  });

  it('lists the posts of a staff user with several, to switch between', async () => {
    Object.assign(session, {
      token: 't',
      username: '王晓明',
      identity: null,
      user: {
        postMap: { postId: 'p1', postName: '采购专员', orgName: '采购管理部' },
        postList: [
          { postId: 'p1', postName: '采购专员', orgName: '采购管理部', isMaster: true },
          { postId: 'p2', postName: '系统工程师', orgName: '信息中心', isMaster: false },
        ],
      },
    });
    await render();
    expect(await loadedMenuItems()).to.include.members(['post:p1', 'post:p2']);
  });
});
