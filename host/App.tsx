import { Redirect, Route, Router, Switch } from 'wouter';
import type { DeploymentConfig } from '../api/contract/deployment.js';
import { useLanguage } from './i18n/use-language.js';
import { LoginTipBar } from './layout/LoginTipBar.js';
import { PortalFooter } from './layout/PortalFooter.js';
import { PortalHeader } from './layout/PortalHeader.js';
import { NotFoundPage } from './pages/NotFoundPage.js';
import { PUBLIC_ROUTES } from './routes/public-routes.js';

export const BASE = '/front';

/** The portal: chrome around one <Switch> of routes under /front. */
export function App({ deployment, ssrPath }: { deployment: DeploymentConfig; ssrPath?: string }) {
  // Re-render the whole tree when the language changes: every msg() reads the new locale.
  const lang = useLanguage();
  return (
    <Router base={BASE} ssrPath={ssrPath}>
      <div className="portal" data-lang={lang}>
        <LoginTipBar title={deployment.title} />
        <PortalHeader title={deployment.title} logo={deployment.logo} />
        <main className="portal-main">
          <Switch>
            <Route path="/">
              <Redirect to="/index" replace />
            </Route>
            {PUBLIC_ROUTES.map(({ path, component: Page }) => (
              <Route key={path} path={path}>
                <Page title={deployment.title} />
              </Route>
            ))}
            <Route path="/404">
              <NotFoundPage />
            </Route>
            <Route>
              <Redirect to="/404" replace />
            </Route>
          </Switch>
        </main>
        <PortalFooter title={deployment.title} />
      </div>
    </Router>
  );
}
