import { proxy, useSnapshot } from 'valtio';
import type { Identity } from '../../api/contract/identity.js';
import { TOKEN_KEY } from '../../api/contract/limits.js';
import type { UserInfo } from '../../api/contract/user.js';

/** sessionStorage keys besides the token (whose key the deployment names). */
export const USERNAME_KEY = 'username';
export const IDENTITY_KEY = 'identity';
export const METHOD_AUTH_KEY = 'methodAuth';
export const POST_KEY = 'postId';
/** The full-screen flag, as the address gives it (`?isFullScreen=true`), kept for this tab. */
export const FULL_SCREEN_KEY = 'isFullScreen';

export interface SessionState {
  tokenKey: string;
  token: string | null;
  username: string | null;
  identity: Identity | null;
  user: UserInfo | null;
  /** Method aliases the user may call (current-user method authorisation). */
  permissions: string[];
  /** Every method alias under authorisation; an alias outside it needs no permission. */
  allMethods: string[];
  /** The version of the method rights above (MethodAuth.version); null until read. */
  methodRightsVersion: string | null;
  /** File ids of the portal logo(s). */
  frontLogo: string[];
  unreadCount: number;
  fullScreen: boolean;
}

function read(key: string): string | null {
  try {
    return sessionStorage.getItem(key);
  } catch {
    return null;
  }
}

function readMethodAuth(): { allMethod: string[]; curUserMethod: string[]; version: string | null } {
  try {
    const parsed = JSON.parse(read(METHOD_AUTH_KEY) ?? '{}') as {
      allMethod?: string[];
      curUserMethod?: string[];
      version?: string;
    };
    return {
      allMethod: parsed.allMethod ?? [],
      curUserMethod: parsed.curUserMethod ?? [],
      version: parsed.version ?? null,
    };
  } catch {
    return { allMethod: [], curUserMethod: [], version: null };
  }
}

export const session = proxy<SessionState>({
  tokenKey: TOKEN_KEY,
  token: null,
  username: null,
  identity: null,
  user: null,
  permissions: [],
  allMethods: [],
  methodRightsVersion: null,
  frontLogo: [],
  unreadCount: 0,
  fullScreen: false,
});

/**
 * Restores the session of this tab from sessionStorage (the user object itself is read again from the
 * server: restoreUser), and the full-screen flag from the address or, after a reload, from the tab.
 */
export function restoreSession(tokenKey: string, search = window.location.search): void {
  session.tokenKey = tokenKey;
  session.fullScreen = read(FULL_SCREEN_KEY) === 'true';
  applyFullScreenFlag(search);
  session.token = read(tokenKey);
  session.username = read(USERNAME_KEY);
  session.identity = read(IDENTITY_KEY) as Identity | null;
  const auth = readMethodAuth();
  session.allMethods = auth.allMethod;
  session.permissions = auth.curUserMethod;
  session.methodRightsVersion = auth.version;
}

export function storeToken(token: string): void {
  sessionStorage.setItem(session.tokenKey, token);
  session.token = token;
}

export function storeUser(user: UserInfo): void {
  const username = user.fullname || user.account;
  sessionStorage.setItem(USERNAME_KEY, username);
  if (user.identity) sessionStorage.setItem(IDENTITY_KEY, user.identity);
  else sessionStorage.removeItem(IDENTITY_KEY);
  Object.assign(session, { user, username, identity: user.identity ?? null });
}

export function storeMethodAuth(allMethod: string[], curUserMethod: string[], version?: string): void {
  sessionStorage.setItem(METHOD_AUTH_KEY, JSON.stringify({ allMethod, curUserMethod, version }));
  Object.assign(session, {
    allMethods: allMethod,
    permissions: curUserMethod,
    methodRightsVersion: version ?? null,
  });
}

/** Forgets everything of the signed-in user: store, token, user name, identity. */
export function resetSession(): void {
  for (const key of [session.tokenKey, USERNAME_KEY, IDENTITY_KEY, METHOD_AUTH_KEY])
    sessionStorage.removeItem(key);
  Object.assign(session, {
    token: null,
    username: null,
    identity: null,
    user: null,
    permissions: [],
    allMethods: [],
    methodRightsVersion: null,
    unreadCount: 0,
  });
}

export function setUnreadCount(count: number): void {
  session.unreadCount = count;
}

export function setFullScreen(on: boolean): void {
  try {
    if (on) sessionStorage.setItem(FULL_SCREEN_KEY, 'true');
    else sessionStorage.removeItem(FULL_SCREEN_KEY);
  } catch {
    // without storage the flag lasts until a reload
  }
  session.fullScreen = on;
}

/** `?isFullScreen=true` (or false) in an address sets the flag; an address without it leaves it. */
export function applyFullScreenFlag(search: string): void {
  const flag = new URLSearchParams(search).get(FULL_SCREEN_KEY);
  if (flag !== null && (flag === 'true') !== session.fullScreen) setFullScreen(flag === 'true');
}

export const useSession = () => useSnapshot(session);

/** The to-do badge is for signed-in users who are not administrators. */
export function showsTodoBadge(state: Pick<SessionState, 'token' | 'identity'>): boolean {
  return Boolean(state.token) && state.identity !== 'administrators';
}

/** The inner-message badge is for staff: signed-in users with no tender-site identity. */
export function showsMessageBadge(state: Pick<SessionState, 'token' | 'identity'>): boolean {
  return Boolean(state.token) && state.identity === null;
}

/** Personal centre and change password are hidden for administrators: the badge's rule. */
export const showsPersonalEntries = showsTodoBadge;

/** Only purchasers and suppliers open the personal centre from the tip bar. */
export function opensPersonalFromTipBar(state: Pick<SessionState, 'identity'>): boolean {
  return state.identity === 'purchaser' || state.identity === 'supplier';
}

/**
 * The permission check behind <Permission>: the user needs every listed method alias that is under
 * authorisation; aliases nobody guards are free.
 */
export function hasPermissions(
  state: { readonly permissions: readonly string[]; readonly allMethods: readonly string[] },
  required: readonly string[],
): boolean {
  return required.every((alias) => !state.allMethods.includes(alias) || state.permissions.includes(alias));
}
