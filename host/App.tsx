import { msg } from '@lit/localize';
import { Redirect, Route, Router, Switch, useLocation } from 'wouter';
import { useLanguage } from './i18n/use-language.js';
import { ErrorLogDialog } from './layout/ErrorLogDialog.js';
import { PersonalDialogs } from './layout/PersonalDialogs.js';
import { isStaffPath, STAFF_HOME, StaffLayout } from './layout/StaffLayout.js';
import { TenderLayout } from './layout/TenderLayout.js';
import { LoginPage } from './pages/LoginPage.js';
import { RegisterPage } from './pages/RegisterPage.js';
import { ShortLinkPage } from './pages/ShortLinkPage.js';
import { LoadingPage, type StatusCode, StatusPage } from './pages/StatusPage.js';
import { type Portal, PortalContext } from './portal-context.js';
import { PUBLIC_ROUTES } from './routes/public-routes.js';
import { RouteGuard } from './routing/RouteGuard.js';
import { useRoutes } from './routing/routes-store.js';

export const BASE = '/front';

const STATUS_CODES: StatusCode[] = ['401', '404', '500'];

/** A page of the tender site's registry: it opens in the tender layout, even where a menu lists it too. */
function isTenderRoute(path: string): boolean {
  return PUBLIC_ROUTES.some((route) => route.path === path);
}

/** Open to visitors; a registry page with `public: false` is routed the same, but the guard asks for sign-in. */
function isPublicRoute(path: string): boolean {
  return PUBLIC_ROUTES.some((route) => route.public && route.path === path);
}

function Pages({ title }: { title: string }) {
  const [location] = useLocation();
  const { staffRoutes } = useRoutes();
  // Staff pages share one layout that keeps every open tab mounted: one element for all of them.
  if (!isTenderRoute(location) && isStaffPath(location, staffRoutes)) return <StaffLayout />;
  return (
    <Switch>
      <Route path="/">
        <Redirect to="/index" replace />
      </Route>
      <Route path="/login">
        <LoginPage />
      </Route>
      <Route path="/login/:tenant">
        <LoginPage />
      </Route>
      <Route path="/register">
        <RegisterPage />
      </Route>
      <Route path="/surl/:code">
        <ShortLinkPage />
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
            <Page title={title} />
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
export function App({ portal, ssrPath }: { portal: Portal; ssrPath?: string }) {
  // Re-render the whole tree when the language changes: every msg() reads the new locale.
  const lang = useLanguage();
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
          <PersonalDialogs />
          {import.meta.env.PROD && <ErrorLogDialog />}
        </div>
      </Router>
    </PortalContext.Provider>
  );
}
