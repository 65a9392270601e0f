import { msg } from '@lit/localize';
import { type ReactNode, useEffect, useRef, useState } from 'react';
import type { Snapshot } from 'valtio';
import { Link, useLocation, useSearch } from 'wouter';
import { MOBILE_SIDEBAR_FOLD_MS } from '../../api/contract/limits.js';
import type { MenuItem } from '../../api/contract/menu.js';
import { StaffHomePage } from '../pages/StaffHomePage.js';
import { refreshLayout } from '../pages/staff-home-store.js';
import { usePortal } from '../portal-context.js';
import { ChunkBoundary } from '../routing/ChunkBoundary.js';
import { lazyPage } from '../routing/lazy-page.js';
import { useRoutes } from '../routing/routes-store.js';
import { isStaffPath, STAFF_HOME, type StaffRoute } from '../routing/staff-routes.js';
import { useSession } from '../session/session-store.js';
import { addTab, retitleTabs, useTabs } from '../session/tabs-store.js';
import { useThemeArea } from '../session/theme-store.js';
import { VIEWS } from '../views/registry.js';
import { Breadcrumb, type Crumb } from './Breadcrumb.js';
import { FullScreenToggle } from './FullScreenToggle.js';
import { HeaderUser } from './HeaderUser.js';
import { LanguageSwitch } from './LanguageSwitch.js';
import { MAIN_ID, SkipLink } from './SkipLink.js';
import { StaffMenu } from './StaffMenu.js';
import { TabBar } from './TabBar.js';
import { useFocusOnNavigation } from './use-focus-on-navigation.js';
import { useIsMobile } from './use-viewport.js';

/** The theme drawer (and Shoelace's drawer) load when first opened: most sessions never open it. */
const ThemeDrawer = lazyPage(() => import('./ThemeDrawer.js').then((m) => m.ThemeDrawer));
/** Pages few menus lead to, loaded when one does: the staff home's first load stays within its budget. */
const OnlineMenuPage = lazyPage(() => import('../pages/OnlineMenuPage.js').then((m) => m.OnlineMenuPage));
const ModuleNotFoundPage = lazyPage(() =>
  import('../pages/ModuleNotFoundPage.js').then((m) => m.ModuleNotFoundPage),
);

/** Layout kinds whose pages fill the window without the staff chrome (dashboards, blank pages). */
const CHROMELESS_LAYOUTS = new Set(['EmptyLayout', 'DataVLayout']);

function menuTrail(menus: readonly Snapshot<MenuItem>[], path: string): Snapshot<MenuItem>[] {
  for (const item of menus) {
    const itemPath = item.menuUrl.split('?')[0];
    if (itemPath === path) return [item];
    const below = menuTrail(item.children ?? [], path);
    if (below.length) return [item, ...below];
  }
  return [];
}

function StaffPage({ path, routes }: { path: string; routes: readonly StaffRoute[] }): ReactNode {
  if (path === STAFF_HOME) return <StaffHomePage />;
  const route = routes.find((r) => r.path === path);
  if (!route) return null;
  return <ChunkBoundary>{staffView(route)}</ChunkBoundary>;
}

/** The page a menu route opens: its registered view, the online form it names, or why there is none. */
function staffView(route: StaffRoute): ReactNode {
  if (route.component === 'OnlineMenu') return <OnlineMenuPage route={route} />;
  const View = VIEWS[route.component];
  if (View) return <View route={route} />;
  return <ModuleNotFoundPage component={route.component} title={route.title} />;
}

/**
 * The staff area: header with the menu (across the top, or down the side on narrow screens), the tab bar
 * and breadcrumb, and every open tab's page kept mounted (hidden unless active) so it keeps its state.
 */
export function StaffLayout() {
  const { deployment, client } = usePortal();
  const { staffRoutes, menus } = useRoutes();
  const { visited } = useTabs();
  const { fullScreen } = useSession();
  useThemeArea('staff');
  const [location] = useLocation();
  const search = useSearch();
  const mobile = useIsMobile();
  const main = useRef<HTMLElement>(null);
  useFocusOnNavigation(main);
  const [folded, setFolded] = useState(false);
  const [themeOpen, setThemeOpen] = useState(false);
  // Once opened the drawer stays mounted, so that it closes with its animation.
  const [themeWanted, setThemeWanted] = useState(false);
  if (themeOpen && !themeWanted) setThemeWanted(true);
  const route = staffRoutes.find((r) => r.path === location);
  const title = location === STAFF_HOME ? msg('首页') : (route?.title ?? location);

  useEffect(() => {
    addTab({ path: STAFF_HOME, title: msg('首页'), affix: true });
  }, []);
  useEffect(() => {
    addTab({ path: `${location}${search ? `?${search}` : ''}`, title, affix: location === STAFF_HOME });
  }, [location, search, title]);
  // The menu came again in another language: the open tabs take their pages' new titles.
  useEffect(() => {
    const home = msg('首页');
    retitleTabs((path) => (path === STAFF_HOME ? home : staffRoutes.find((r) => r.path === path)?.title));
  }, [staffRoutes]);
  useEffect(() => {
    setFolded(false);
    if (!mobile) return;
    const timer = setTimeout(() => setFolded(true), MOBILE_SIDEBAR_FOLD_MS);
    return () => clearTimeout(timer);
  }, [mobile]);

  const open = [...new Set([...visited.map((tab) => tab.path.split('?')[0]!), location])].filter((path) =>
    isStaffPath(path, staffRoutes),
  );
  const trail: Crumb[] = [
    { title: msg('首页'), href: STAFF_HOME },
    ...(location === STAFF_HOME ? [] : menuTrail(menus, location).map((item) => ({ title: item.name }))),
  ];
  if (trail.length === 1 && location !== STAFF_HOME) trail.push({ title });

  const pages = (
    <div className="staff-content">
      {open.map((path) => (
        <div key={path} className="staff-content__page" hidden={path !== location}>
          <StaffPage path={path} routes={staffRoutes} />
        </div>
      ))}
    </div>
  );
  if (fullScreen || CHROMELESS_LAYOUTS.has(route?.layout ?? '')) {
    return (
      <main ref={main} id={MAIN_ID} tabIndex={-1} className="staff-main staff-main--full">
        {pages}
      </main>
    );
  }

  return (
    <div className={`staff${mobile ? ' staff--vertical' : ''}`}>
      <SkipLink />
      <header className="staff-header">
        {mobile && (
          <button
            type="button"
            className="icon-button"
            aria-label={folded ? msg('展开菜单') : msg('收起菜单')}
            aria-expanded={!folded}
            onClick={() => setFolded(!folded)}
          >
            <sl-icon name="list" aria-hidden="true"></sl-icon>
          </button>
        )}
        <Link href={STAFF_HOME} className="staff-header__brand">
          <img src={deployment.logo} alt="" width={32} height={32} />
          <span>{deployment.title}</span>
        </Link>
        {!mobile && <StaffMenu orientation="horizontal" />}
        <div className="staff-header__tools">
          <LanguageSwitch />
          <button
            type="button"
            className="icon-button"
            aria-label={msg('主题配置')}
            title={msg('主题配置')}
            onPointerEnter={() => void ThemeDrawer.preload()}
            onFocus={() => void ThemeDrawer.preload()}
            onClick={() => setThemeOpen(true)}
          >
            <sl-icon name="palette" aria-hidden="true"></sl-icon>
          </button>
          <FullScreenToggle />
          <HeaderUser />
        </div>
      </header>
      <div className="staff-body">
        {mobile && <StaffMenu orientation="vertical" folded={folded} onUnfold={() => setFolded(false)} />}
        <main ref={main} id={MAIN_ID} tabIndex={-1} className="staff-main">
          <TabBar
            actions={
              location === STAFF_HOME ? (
                <button type="button" className="button-secondary" onClick={() => void refreshLayout(client)}>
                  <sl-icon name="arrow-clockwise" aria-hidden="true"></sl-icon>
                  {msg('获取最新门户')}
                </button>
              ) : undefined
            }
          />
          {/* Under a tab bar that renders in turns: it shows with the rest of the staff chrome. */}
          <Breadcrumb trail={trail} atOnce={false} />
          {pages}
        </main>
      </div>
      <ChunkBoundary part>
        {themeWanted && <ThemeDrawer open={themeOpen} onClose={() => setThemeOpen(false)} />}
      </ChunkBoundary>
    </div>
  );
}
