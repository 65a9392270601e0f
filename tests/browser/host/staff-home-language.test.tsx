import { expect, waitUntil } from '@open-wc/testing';
import { act } from 'react';
import { resolveDeployment } from '../../../api/contract/deployment.js';
import { createFakeClient, ok } from '../../../docs/fixtures/fake-transport.js';
import { setDefaultApiClient } from '../../../elements/core/api-context.js';
import { setLanguage } from '../../../elements/core/localize.js';
import '../../../elements/portal-column/portal-column.js';
import { StaffHomePage } from '../../../host/pages/StaffHomePage.js';
import { PortalContext } from '../../../host/portal-context.js';
import { routesStore } from '../../../host/routing/routes-store.js';
import { buildStaffRoutes } from '../../../host/routing/staff-routes.js';
import { session } from '../../../host/session/session-store.js';
import { useReactRoot } from '../shared/react-root.js';

const P = '/portal/portal';
/** What the server answers in each language: the seeded names (migration 0026), as the request asks. */
const NAMES = {
  'zh-CN': { home: '员工门户首页', column: '快捷入口', entry: '我的待办' },
  'zh-TW': { home: '員工入口首頁', column: '快捷入口', entry: '我的待辦' },
  'en-US': { home: 'Staff home', column: 'Quick entries', entry: 'My to-do' },
} as const;
const inRequestLanguage = () =>
  NAMES[
    (document.documentElement.lang as keyof typeof NAMES) in NAMES
      ? (document.documentElement.lang as keyof typeof NAMES)
      : 'zh-CN'
  ];

describe('the staff home after a language switch', () => {
  const view = useReactRoot(async () => {
    setDefaultApiClient(undefined);
    await setLanguage('zh-CN', { persist: false });
  });

  it('titles the layout, its columns and their entries in the new language, as the server names them', async () => {
    await setLanguage('zh-CN', { persist: false });
    const fake = createFakeClient({
      [`GET ${P}/main/v1/vueFrontHome`]: () =>
        ok({
          layoutId: 'layout-front-home',
          layoutAlias: 'front_home',
          title: inRequestLanguage().home,
          configContent: JSON.stringify({ columns: [{ alias: 'quickEntry', x: 0, y: 0, w: 24, h: 4 }] }),
          personal: false,
        }),
      [`GET ${P}/sysIndexColumn/sysIndexColumn/v1/getByAlias`]: () =>
        ok({
          id: 'col-quick-entry',
          alias: 'quickEntry',
          name: inRequestLanguage().column,
          colType: 'shortcut',
        }),
      [`POST ${P}/sysIndexColumn/sysIndexColumn/v1/getDatasByAlias`]: () =>
        ok([{ alias: 'quickEntry', data: [{ name: inRequestLanguage().entry, url: '/flow/myTask' }] }]),
    });
    setDefaultApiClient(fake.client);
    await view.render(
      <PortalContext.Provider value={{ client: fake.client, deployment: resolveDeployment(undefined) }}>
        <StaffHomePage />
      </PortalContext.Provider>,
    );
    const title = () => view.container.querySelector('.staff-home__greeting p')?.textContent;
    const column = () => view.container.querySelector('portal-column')?.shadowRoot;
    const heading = () => column()?.querySelector('[part="header"]')?.textContent?.trim();
    const entry = () => column()?.querySelector('.title')?.textContent?.trim();
    await waitUntil(() => title() === '员工门户首页' && entry() === '我的待办', 'the home in zh-CN');
    expect(heading()).to.contain('快捷入口');

    await act(() => setLanguage('en-US', { persist: false }));
    await waitUntil(() => title() === 'Staff home', 'the layout named in English');
    await waitUntil(() => entry() === 'My to-do', 'the quick entry named in English');
    expect(heading()).to.contain('Quick entries');
    await expect(view.container).to.be.accessible();
  });

  it('shows the site administrator the pages of their menu and asks nothing of the workflow', async () => {
    const fake = createFakeClient({});
    setDefaultApiClient(fake.client);
    const before = {
      identity: session.identity,
      menus: routesStore.menus,
      staffRoutes: routesStore.staffRoutes,
    };
    Object.assign(session, { identity: 'administrators', username: '系统管理员' });
    const page = (component: string) => JSON.stringify({ component });
    routesStore.menus = [
      {
        id: 'm-admin',
        alias: 'admin',
        menuUrl: '',
        name: '系统管理',
        sn: 1,
        children: [
          {
            id: 'm-users',
            alias: 'users',
            menuUrl: '/system/users',
            name: '用户管理',
            sn: 1,
            route: page('admin/users'),
          },
          // An online-menu entry: its link goes to its route, as the side menu's does.
          {
            id: 'm-layout',
            alias: 'layoutManage',
            menuUrl: 'online.layoutManage.html',
            name: '门户布局',
            sn: 2,
          },
          {
            id: 'm-admissions',
            alias: 'admissions',
            menuUrl: '/system/admissions',
            name: '注册审核',
            sn: 3,
            route: page('admin/admissions'),
          },
          { id: 'm-hidden', alias: 'hidden', menuUrl: '/system/x', name: '隐藏', sn: 4, hidden: true },
        ],
      },
    ];
    routesStore.staffRoutes = buildStaffRoutes(routesStore.menus, () => undefined);
    try {
      await view.render(
        <PortalContext.Provider value={{ client: fake.client, deployment: resolveDeployment(undefined) }}>
          <StaffHomePage />
        </PortalContext.Provider>,
      );
      const group = () => view.container.querySelector('nav.staff-home__group');
      await waitUntil(() => group(), 'the administration home');
      expect(group()?.querySelector('h2')?.textContent).to.equal('系统管理');
      expect(
        [...(group()?.querySelectorAll('a') ?? [])].map((link) => [
          link.textContent,
          link.getAttribute('href'),
        ]),
      ).to.deep.equal([
        ['用户管理', '/system/users'],
        ['门户布局', '/onlineMenu/layoutManage'],
        ['注册审核', '/system/admissions'],
      ]);
      expect(view.container.querySelector('portal-column')).to.equal(null);
      expect(fake.requests.map((request) => request.path)).to.deep.equal([]);
      await expect(view.container).to.be.accessible();
    } finally {
      Object.assign(session, { identity: before.identity });
      routesStore.menus = before.menus;
      routesStore.staffRoutes = before.staffRoutes;
    }
  });
});
