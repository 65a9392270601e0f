import { type ReactNode, useEffect, useRef } from 'react';
import { useLocation, useSearch } from 'wouter';
import type { ApiClient } from '../../api/client/index.js';
import type { DeploymentConfig } from '../../api/contract/deployment.js';
import type { SsoAuthQuery } from '../../api/contract/user.js';
import { signingInFromLink } from '../api.js';
import { completeLogin, loadUser, restoreUser } from '../session/auth-actions.js';
import { logError } from '../session/error-log-store.js';
import { useSession } from '../session/session-store.js';
import { decide, type GuardDecision, ssoServiceUrl } from './guard.js';
import { startProgress } from './progress.js';
import { loadStaffRoutes, useRoutes } from './routes-store.js';

interface RouteGuardProps {
  deployment: DeploymentConfig;
  client: ApiClient;
  isPublicRoute: (path: string) => boolean;
  /** Title of the page at a path, for document.title. */
  titleOf: (path: string) => string | undefined;
  children: ReactNode;
}

type SignInDecision = Extract<GuardDecision, { kind: 'token-login' | 'sso-exchange' }>;

function ssoQuery(decision: Extract<GuardDecision, { kind: 'sso-exchange' }>, service: string): SsoAuthQuery {
  return decision.mode === 'cas'
    ? { ssoMode: 'cas', ticket: decision.credential, service }
    : { ssoMode: 'oauth', code: decision.credential, service };
}

/** Signs in with the token of the address, or with the ticket or code the sso server sent back. */
async function signInFromLink(client: ApiClient, decision: SignInDecision, service: string): Promise<void> {
  if (decision.kind === 'token-login') {
    await loadUser(client, decision.token);
    return;
  }
  const answer = await client.ucAuth.ssoAuth(ssoQuery(decision, service));
  if (!answer.state) throw new Error(answer.message);
  await completeLogin(client, answer.value);
}

const currentAddress = () => `${window.location.pathname}${window.location.search}`;

/**
 * Runs the guard on every navigation. An allowed page renders at once (so kept-alive pages never
 * unmount between tabs); anything else (sign-in by query token or sso, loading the menu routes and
 * the user, redirects) happens in an effect with the progress bar running. A failed authentication
 * goes to /500; a successful one continues to the page without the token, ticket or code.
 */
export function RouteGuard({ deployment, client, isPublicRoute, titleOf, children }: RouteGuardProps) {
  const [path, navigate] = useLocation();
  const search = useSearch();
  const { token, user } = useSession();
  const { loaded } = useRoutes();
  const mode = deployment.sso.mode === 'oauth' ? 'oauth' : 'cas';
  const pageUrl = ssoServiceUrl(window.location.href, mode);
  const decision = decide({
    path,
    search,
    token,
    routesLoaded: loaded,
    userLoaded: Boolean(user),
    isPublicRoute: isPublicRoute(path),
    deployment,
    pageUrl,
  });
  // The window's title, the page's and the portal's name: again when a language change renames them.
  const pageTitle = decision.kind === 'allow' ? titleOf(path) : undefined;
  const windowTitle = pageTitle ? `${pageTitle} - ${deployment.title}` : deployment.title;
  useEffect(() => {
    if (decision.kind === 'allow') document.title = windowTitle;
  }, [decision.kind, windowTitle]);
  /** The credential being checked: storing the new token re-runs the effect, which must not start again. */
  const signingIn = useRef<string | null>(null);

  // Once per navigation (and when the session or the routes change); the props are stable.
  useEffect(() => {
    let cancelled = false;
    const fail = (error: unknown) => {
      logError(error, path);
      if (!cancelled) navigate('/500', { replace: true });
    };
    // An allowed page has nothing to wait for: no bar (starting and ending it would force a layout).
    const endProgress = decision.kind === 'allow' ? () => undefined : startProgress();
    switch (decision.kind) {
      case 'allow':
        break;
      case 'redirect':
        navigate(decision.to, { replace: true });
        break;
      case 'leave':
        window.location.assign(decision.url);
        break;
      case 'token-login':
      case 'sso-exchange': {
        const credential = decision.kind === 'token-login' ? decision.token : decision.credential;
        if (signingIn.current === credential) break;
        signingIn.current = credential;
        // Signing in stores a token, which re-renders this guard; the outcome still applies as long as
        // the address is the one the sign-in started from.
        const startedAt = currentAddress();
        signingInFromLink(() => signInFromLink(client, decision, pageUrl))
          .then(
            () => {
              if (currentAddress() === startedAt) navigate(decision.rest, { replace: true });
            },
            (error: unknown) => {
              logError(error, path);
              if (currentAddress() === startedAt) navigate('/500', { replace: true });
            },
          )
          .finally(() => {
            signingIn.current = null;
          });
        break;
      }
      case 'load-session':
        Promise.all([loadStaffRoutes(client), user ? undefined : restoreUser(client)]).catch(fail);
        break;
    }
    return () => {
      cancelled = true;
      endProgress();
    };
  }, [path, search, token, loaded, Boolean(user), decision.kind]);

  // A one-time password to change: nothing but the change-password dialog (ShellDialogs), as the server
  // answers nothing else to such a session.
  return decision.kind === 'allow' && !user?.mustChangePassword ? children : null;
}
