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
  isPublicRoute: boolean;
  deployment: DeploymentConfig;
  /** Absolute url of this page, for sso `service` and `redirect_uri`. */
  pageUrl: string;
}

export type GuardDecision =
  | { kind: 'allow' }
  | { kind: 'redirect'; to: string }
  | { kind: 'leave'; url: string }
  | { kind: 'token-login'; token: string; rest: string }
  | { kind: 'sso-exchange'; mode: 'cas' | 'oauth'; credential: string; rest: string }
  | { kind: 'load-routes' };

function without(search: string, ...keys: string[]): string {
  const params = new URLSearchParams(search);
  for (const key of keys) params.delete(key);
  const rest = params.toString();
  return rest ? `?${rest}` : '';
}

/**
 * What the guard does with one navigation (pure, so it is tested on its own): a token in the query
 * signs in and retries; with a token /login goes to / and the menu routes load once; without one,
 * public and whitelisted pages open, sso exchanges or asks for a ticket, else /login (with
 * ?redirect= when route recording is on).
 */
export function decide(input: GuardInput): GuardDecision {
  const { path, search, deployment } = input;
  const query = new URLSearchParams(search);
  const queryToken = query.get('token');
  if (queryToken && path !== '/surl') {
    return { kind: 'token-login', token: queryToken, rest: `${path}${without(search, 'token')}` };
  }
  if (input.token) {
    if (path === '/login' || path.startsWith('/login/')) return { kind: 'redirect', to: '/' };
    if (!input.routesLoaded) return { kind: 'load-routes' };
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
        rest: `${path}${without(search, 'ticket')}`,
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
        rest: `${path}${without(search, 'code', 'state')}`,
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
