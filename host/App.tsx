import { msg } from '@lit/localize';
import { useEffect, useMemo } from 'react';
import { Redirect, Route, Router, Switch, useLocation, useSearch } from 'wouter';
import { BASE } from './base.js';
import { portalName } from './config.js';
import { useLanguage } from './i18n/use-language.js';
import { ShellDialogs } from './layout/ShellDialogs.js';
import { TenderLayout } from './layout/TenderLayout.js';
import { LoadingPage, type StatusCode, StatusPage } from './pages/StatusPage.js';
import { type Portal, PortalContext } from './portal-context.js';
import { ChunkBoundary } from './routing/ChunkBoundary.js';
import { lazyPage } from './routing/lazy-page.js';
import { PUBLIC_ROUTES } from './routing/public-routes.js';
import { RouteGuard } from './routing/RouteGuard.js';
import { useRoutes } from './routing/routes-store.js';
import { isStaffPath, STAFF_HOME } from './routing/staff-routes.js';
import { applyFullScreenFlag } from './session/session-store.js';

const STATUS_CODES: StatusCode[] = ['401', '404', '500'];

// Every page but the status pages is its own chunk, loaded when first opened.
const StaffLayout = lazyPage(() => import('./layout/StaffLayout.js').then((m) => m.StaffLayout));
const LoginPage = lazyPage(() => import('./pages/LoginPage.js').then((m) => m.LoginPage));
const RegisterPage = lazyPage(() => import('./pages/RegisterPage.js').then((m) => m.RegisterPage));
const ShortLinkPage = lazyPage(() => import('./pages/ShortLinkPage.js').then((m) => m.ShortLinkPage));
const SharedInstancePage = lazyPage(() =>
  import('./pages/flow/SharedInstancePage.js').then((m) => m.SharedInstancePage),
);

/** A page of the tender site's registry: it opens in the tender layout, even where a menu lists it too. */
function isTenderRoute(path: string): boolean {
  return PUBLIC_ROUTES.some((route) => route.path === path);
}

/** The registry path of the page a route opens ('/' redirects to the home page). */
function pagePath(route: string): string {
  const asked = route.split('?')[0]!;
  return asked === '/' ? '/index' : asked;
}

/** Whether a route opens a page of the tender site (before the router has seen it). */
export function opensTenderPage(route: string): boolean {
  return isTenderRoute(pagePath(route));
}

/** Open to visitors; a registry page with `public: false` is routed the same, but the guard asks for sign-in. */
function isPublicRoute(path: string): boolean {
  return PUBLIC_ROUTES.some((route) => route.public && route.path === path);
}

/**
 * Starts fetching the chunk of the page at a route while the shell starts (config, language), so the
 * first page does not wait for the shell before its own code is asked for; with an `?id=` in `search`,
 * also the chunk of the page's view of one record.
 */
export function preloadPage(route: string, search = ''): void {
  const path = pagePath(route);
  const registered = PUBLIC_ROUTES.find((r) => r.path === path);
  if (registered?.detail && new URLSearchParams(search).has('id')) void registered.detail.preload();
  const page =
    registered?.component ??
    (path === '/login' || path.startsWith('/login/') ? LoginPage : undefined) ??
    (path === '/register' ? RegisterPage : undefined) ??
    (path === STAFF_HOME ? StaffLayout : undefined);
  void page?.preload();
}

/** `?isFullScreen=` on any page sets the full-screen flag (tender-portal section 2.4). */
function useFullScreenFlag(): void {
  const search = useSearch();
  useEffect(() => applyFullScreenFlag(search), [search]);
}

function Pages({ title }: { title: string }) {
  const [location] = useLocation();
  const { staffRoutes } = useRoutes();
  useFullScreenFlag();
  // Staff pages share one layout that keeps every open tab mounted: one element for all of them.
  if (!isTenderRoute(location) && isStaffPath(location, staffRoutes)) {
    return (
      <ChunkBoundary>
        <StaffLayout />
      </ChunkBoundary>
    );
  }
  return (
    <Switch>
      <Route path="/">
        <Redirect to="/index" replace />
      </Route>
      <Route path="/login">
        <ChunkBoundary>
          <LoginPage />
        </ChunkBoundary>
      </Route>
      <Route path="/login/:tenant">
        <ChunkBoundary>
          <LoginPage />
        </ChunkBoundary>
      </Route>
      <Route path="/register">
        <ChunkBoundary>
          <RegisterPage />
        </ChunkBoundary>
      </Route>
      <Route path="/surl/:code">
        <ChunkBoundary>
          <ShortLinkPage />
        </ChunkBoundary>
      </Route>
      <Route path="/shareInst/:instId/:readonly">
        <TenderLayout>
          <ChunkBoundary>
            <SharedInstancePage />
          </ChunkBoundary>
        </TenderLayout>
      </Route>
      <Route path="/loading">
        <TenderLayout>
          <LoadingPage />
        </TenderLayout>
      </Route>
      {STATUS_CODES.map((code) => (
        <Route key={code} path={`/${code}`}>
          <TenderLayout>
            <StatusPage code={code} />
          </TenderLayout>
        </Route>
      ))}
      {PUBLIC_ROUTES.map(({ path, component: Page }) => (
        <Route key={path} path={path}>
          <TenderLayout>
            <ChunkBoundary>
              <Page title={title} />
            </ChunkBoundary>
          </TenderLayout>
        </Route>
      ))}
      <Route>
        <Redirect to="/404" replace />
      </Route>
    </Switch>
  );
}

/** The portal: the guard around one set of routes under /front. */
export function App({ portal: given, ssrPath }: { portal: Portal; ssrPath?: string }) {
  // Re-render the whole tree when the language changes: every msg() reads the new locale, and the
  // portal's name is the one of that language.
  const lang = useLanguage();
  const portal = useMemo(
    () => ({ ...given, deployment: { ...given.deployment, title: portalName(given.deployment, lang) } }),
    [given, lang],
  );
  const { staffRoutes } = useRoutes();
  const titleOf = (path: string) =>
    (path === STAFF_HOME ? msg('首页') : undefined) ??
    PUBLIC_ROUTES.find((route) => route.path === path)?.title() ??
    staffRoutes.find((route) => route.path === path)?.title;
  return (
    <PortalContext.Provider value={portal}>
      <Router base={BASE} ssrPath={ssrPath}>
        <div className="app" data-lang={lang}>
          <RouteGuard
            deployment={portal.deployment}
            client={portal.client}
            isPublicRoute={isPublicRoute}
            titleOf={titleOf}
          >
            <Pages title={portal.deployment.title} />
          </RouteGuard>
          <ShellDialogs />
        </div>
      </Router>
    </PortalContext.Provider>
  );
}
