import NProgress from 'nprogress';
import 'nprogress/nprogress.css';
import { type ReactNode, useEffect } from 'react';
import { useLocation, useSearch } from 'wouter';
import type { ApiClient } from '../../api/client/index.js';
import type { DeploymentConfig } from '../../api/contract/deployment.js';
import type { SsoAuthQuery } from '../../api/contract/user.js';
import { completeLogin, loadUser } from '../session/auth-actions.js';
import { logError } from '../session/error-log-store.js';
import { useSession } from '../session/session-store.js';
import { decide, type GuardDecision } from './guard.js';
import { loadStaffRoutes, useRoutes } from './routes-store.js';

NProgress.configure({ speed: 500, showSpinner: false });

interface RouteGuardProps {
  deployment: DeploymentConfig;
  client: ApiClient;
  isPublicRoute: (path: string) => boolean;
  /** Title of the page at a path, for document.title. */
  titleOf: (path: string) => string | undefined;
  children: ReactNode;
}

function ssoQuery(decision: Extract<GuardDecision, { kind: 'sso-exchange' }>, service: string): SsoAuthQuery {
  return decision.mode === 'cas'
    ? { ssoMode: 'cas', ticket: decision.credential, service }
    : { ssoMode: 'oauth', code: decision.credential, service };
}

/**
 * Runs the guard on every navigation. An allowed page renders at once (so kept-alive pages never
 * unmount between tabs); anything else (sign-in by query token or sso, loading the menu routes,
 * redirects) happens in an effect with the progress bar running. A failed authentication goes to /500.
 */
export function RouteGuard({ deployment, client, isPublicRoute, titleOf, children }: RouteGuardProps) {
  const [path, navigate] = useLocation();
  const search = useSearch();
  const { token } = useSession();
  const { loaded } = useRoutes();
  const pageUrl = `${window.location.origin}${window.location.pathname}`;
  const decision = decide({
    path,
    search,
    token,
    routesLoaded: loaded,
    isPublicRoute: isPublicRoute(path),
    deployment,
    pageUrl,
  });

  // Once per navigation (and when the session or the routes change); the props are stable.
  useEffect(() => {
    let cancelled = false;
    const fail = (error: unknown) => {
      logError(error, path);
      if (!cancelled) navigate('/500', { replace: true });
    };
    const retry = (to: string) => {
      if (!cancelled) navigate(to, { replace: true });
    };
    NProgress.start();
    switch (decision.kind) {
      case 'allow': {
        const title = titleOf(path);
        document.title = title ? `${title} - ${deployment.title}` : deployment.title;
        NProgress.done();
        break;
      }
      case 'redirect':
        navigate(decision.to, { replace: true });
        break;
      case 'leave':
        window.location.assign(decision.url);
        break;
      case 'token-login':
        loadUser(client, decision.token)
          .then(() => retry(decision.rest))
          .catch(fail);
        break;
      case 'sso-exchange':
        client.ucAuth
          .ssoAuth(ssoQuery(decision, pageUrl))
          .then((answer) => {
            if (!answer.state) throw new Error(answer.message);
            return completeLogin(client, answer.value);
          })
          .then(() => retry(decision.rest))
          .catch(fail);
        break;
      case 'load-routes':
        loadStaffRoutes(client).catch(fail);
        break;
    }
    return () => {
      cancelled = true;
    };
  }, [path, search, token, loaded, decision.kind]);

  return decision.kind === 'allow' ? children : null;
}
