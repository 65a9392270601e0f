import { proxy, useSnapshot } from 'valtio';
import type { Identity } from '../../api/contract/identity.js';

/** sessionStorage keys besides the token (whose key the deployment names). */
const USERNAME_KEY = 'username';
const IDENTITY_KEY = 'identity';

export interface SessionState {
  tokenKey: string;
  token: string | null;
  username: string | null;
  identity: Identity | null;
  unreadCount: number;
}

function read(key: string): string | null {
  try {
    return sessionStorage.getItem(key);
  } catch {
    return null;
  }
}

export const session = proxy<SessionState>({
  tokenKey: 'token',
  token: null,
  username: null,
  identity: null,
  unreadCount: 0,
});

/** Restores the session of this tab from sessionStorage. */
export function restoreSession(tokenKey: string): void {
  session.tokenKey = tokenKey;
  session.token = read(tokenKey);
  session.username = read(USERNAME_KEY);
  session.identity = read(IDENTITY_KEY) as Identity | null;
}

export function signedIn(token: string, username: string, identity: Identity | null): void {
  sessionStorage.setItem(session.tokenKey, token);
  sessionStorage.setItem(USERNAME_KEY, username);
  if (identity) sessionStorage.setItem(IDENTITY_KEY, identity);
  else sessionStorage.removeItem(IDENTITY_KEY);
  Object.assign(session, { token, username, identity });
}

export function resetSession(): void {
  for (const key of [session.tokenKey, USERNAME_KEY, IDENTITY_KEY]) sessionStorage.removeItem(key);
  Object.assign(session, { token: null, username: null, identity: null, unreadCount: 0 });
}

export function setUnreadCount(count: number): void {
  session.unreadCount = count;
}

export const useSession = () => useSnapshot(session);

/** The to-do badge is for signed-in users who are not administrators. */
export function showsTodoBadge(state: Pick<SessionState, 'token' | 'identity'>): boolean {
  return Boolean(state.token) && state.identity !== 'administrators';
}
