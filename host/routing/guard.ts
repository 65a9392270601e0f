import type { DeploymentConfig } from '../../api/contract/deployment.js';

/** Pages anyone may open (tender-portal section 2.3), plus the tenant login /login/{tenant}. */
export const WHITELIST = ['/login', '/register', '/404', '/401', '/500', '/loading'] as const;

export function isWhitelisted(path: string): boolean {
  return (
    (WHITELIST as readonly string[]).includes(path) ||
    /^\/login\/[^/]+$/.test(path) ||
    path.startsWith('/surl/')
  );
}

export interface GuardInput {
  path: string;
  /** The query string without '?'. */
  search: string;
  token: string | null;
  routesLoaded: boolean;
  /** The signed-in user is in the store (after a reload it is read again with the routes). */
  userLoaded: boolean;
  isPublicRoute: boolean;
  deployment: DeploymentConfig;
  /** Absolute url of this page without what the sso server added (ssoServiceUrl), for `service` and `redirect_uri`. */
  pageUrl: string;
}

export type GuardDecision =
  | { kind: 'allow' }
  | { kind: 'redirect'; to: string }
  | { kind: 'leave'; url: string }
  | { kind: 'token-login'; token: string; rest: string }
  | { kind: 'sso-exchange'; mode: 'cas' | 'oauth'; credential: string; rest: string }
  | { kind: 'load-session' };

/** What an sso server adds to the page's address on its way back, per mode. */
const SSO_PARAMS = { cas: ['ticket'], oauth: ['code', 'state'] } as const;

function without(search: string, keys: readonly string[]): string {
  const params = new URLSearchParams(search);
  for (const key of keys) params.delete(key);
  const rest = params.toString();
  return rest ? `?${rest}` : '';
}

/** Parameters of an address that sign in; a route kept for later (?redirect=) never carries them. */
const SIGN_IN_PARAMS = ['token', 'ticket', 'code'] as const;

/** A route with its query, without the parameters that sign in (so a bad token is never replayed). */
export function withoutSignInParams(route: string): string {
  const at = route.indexOf('?');
  if (at < 0) return route;
  return `${route.slice(0, at)}${without(route.slice(at + 1), SIGN_IN_PARAMS)}`;
}

/**
 * Where the login page continues after signing in: its ?redirect= when that is a route of the portal
 * other than a login page, without sign-in parameters; else undefined (the user's home).
 */
export function loginRedirectTarget(search: string): string | undefined {
  const value = new URLSearchParams(search).get('redirect');
  if (!value?.startsWith('/') || value.startsWith('//')) return undefined;
  const target = withoutSignInParams(value);
  const path = target.split('?')[0]!;
  return path === '/login' || path.startsWith('/login/') ? undefined : target;
}

/**
 * The address an sso server returns to: this page with its own query, without the ticket or code of
 * an earlier round trip (the same before the round trip and at the exchange, as CAS requires).
 */
export function ssoServiceUrl(href: string, mode: 'cas' | 'oauth'): string {
  const url = new URL(href);
  url.hash = '';
  return `${url.origin}${url.pathname}${without(url.search, SSO_PARAMS[mode])}`;
}

/**
 * What the guard does with one navigation (pure, so it is tested on its own): a token in the query
 * signs in and retries; with a token /login goes to / and the menu routes (and, after a reload, the
 * user) load once; without one,
 * public and whitelisted pages open, sso exchanges or asks for a ticket, else /login (with
 * ?redirect= when route recording is on).
 */
export function decide(input: GuardInput): GuardDecision {
  const { path, search, deployment } = input;
  const query = new URLSearchParams(search);
  const queryToken = query.get('token');
  if (queryToken && path !== '/surl') {
    return { kind: 'token-login', token: queryToken, rest: `${path}${without(search, ['token'])}` };
  }
  if (input.token) {
    if (path === '/login' || path.startsWith('/login/')) return { kind: 'redirect', to: '/' };
    if (!input.routesLoaded || !input.userLoaded) return { kind: 'load-session' };
    return { kind: 'allow' };
  }
  // '/' only redirects to /index; everything else unknown may be one of a user's menu routes.
  if (input.isPublicRoute || isWhitelisted(path) || path === '/') return { kind: 'allow' };
  const { sso } = deployment;
  if (sso.mode === 'cas') {
    const ticket = query.get('ticket');
    if (ticket)
      return {
        kind: 'sso-exchange',
        mode: 'cas',
        credential: ticket,
        rest: `${path}${without(search, SSO_PARAMS.cas)}`,
      };
    return { kind: 'leave', url: `${sso.url}?service=${encodeURIComponent(input.pageUrl)}` };
  }
  if (sso.mode === 'oauth') {
    const code = query.get('code');
    if (code)
      return {
        kind: 'sso-exchange',
        mode: 'oauth',
        credential: code,
        rest: `${path}${without(search, SSO_PARAMS.oauth)}`,
      };
    const params = new URLSearchParams({
      response_type: 'code',
      client_id: sso.clientId,
      redirect_uri: input.pageUrl,
    });
    return { kind: 'leave', url: `${sso.url}?${params}` };
  }
  const fullPath = `${path}${search ? `?${search}` : ''}`;
  return {
    kind: 'redirect',
    to: deployment.recordRoute ? `/login?redirect=${encodeURIComponent(fullPath)}` : '/login',
  };
}
