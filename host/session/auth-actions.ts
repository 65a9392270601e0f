import { msg } from '@lit/localize';
import type { ApiClient } from '../../api/client/index.js';
import type { DeploymentConfig } from '../../api/contract/deployment.js';
import type { LoginResult, UserInfo } from '../../api/contract/user.js';
import { portalUrl } from '../base.js';
import { message } from '../notify.js';
import { resetStaffRoutes } from '../routing/routes-store.js';
import { POST_KEY, resetSession, session, storeMethodAuth, storeToken, storeUser } from './session-store.js';
import { clearTabs } from './tabs-store.js';

/** Texts of the error catalogue for sign-in (tender-portal section 8). */
export const tokenMissingMessage = (tokenKey: string) => `登录接口异常，未正确返回${tokenKey}...`;
export const USER_INFO_EMPTY_MESSAGE = '验证失败，请重新登录...';
export const USER_NO_FULLNAME_MESSAGE = '用户信息接口异常';
/** After a post switch the page reloads this long after saying so. */
const POST_SWITCH_RELOAD_DELAY_MS = 300;

/** Reads the signed-in user (with a token not yet stored, when given) and their method rights. */
export async function loadUser(client: ApiClient, token?: string): Promise<UserInfo> {
  const answer = await client.ucAuth.getUserInfo({ token });
  const user = answer?.value;
  if (!user || !answer.state) throw new Error(USER_INFO_EMPTY_MESSAGE);
  if (!user.fullname) throw new Error(USER_NO_FULLNAME_MESSAGE);
  if (token) storeToken(token);
  storeUser(user);
  const auth = await client.portalShell.getCurrentUserMethodAuth();
  storeMethodAuth(auth.value?.allMethod ?? [], auth.value?.curUserMethod ?? [], auth.value?.version);
  return user;
}

let rereading: Promise<void> | undefined;

/**
 * An answer told the method rights' version (METHOD_RIGHTS_HEADER): when the session holds rights of
 * another one, an administrator changed some grant since they were read, so they are read again (once
 * however many answers tell it meanwhile). Rights not read yet are sign-in's (loadUser) to read.
 */
export function noteMethodRightsVersion(client: ApiClient, told: string | undefined): void {
  const held = session.methodRightsVersion;
  if (!told || !session.token || held === null || held === told || rereading) return;
  rereading = client.portalShell
    .getCurrentUserMethodAuth()
    .then((auth) => {
      if (auth.value && session.token) {
        storeMethodAuth(auth.value.allMethod, auth.value.curUserMethod, auth.value.version ?? told);
      }
    })
    .catch(() => {
      // The next answer tells the version again and the read is tried then.
    })
    .finally(() => {
      rereading = undefined;
    });
}

let restoring: Promise<UserInfo> | undefined;

/**
 * After a reload the session has its token but not the user: read the user (and their method rights)
 * again, once however often it is asked while the call runs.
 */
export function restoreUser(client: ApiClient): Promise<UserInfo> {
  restoring ??= loadUser(client).finally(() => {
    restoring = undefined;
  });
  return restoring;
}

/**
 * After the sign-in call answered state true: keep the token, then read the user. A missing token or
 * user ends with the catalogue's message (and nothing stored).
 */
export async function completeLogin(
  client: ApiClient,
  result: Partial<LoginResult> | undefined,
): Promise<UserInfo> {
  if (!result?.token) throw new Error(tokenMissingMessage(session.tokenKey));
  try {
    return await loadUser(client, result.token);
  } catch (error) {
    resetSession();
    throw error;
  }
}

/** Where a signed-in user lands by default: staff on their home, the others on the tender site. */
export function homeFor(identity: string | null | undefined): string {
  return identity ? '/index' : '/home';
}

/**
 * Logout: revoke the token, clear store, token, user name, identity and tabs, reset the router, then
 * the sso logout address or /login.
 */
export async function logout(
  client: ApiClient,
  deployment: DeploymentConfig,
  go: { navigate: (to: string) => void; assign: (url: string) => void },
): Promise<void> {
  try {
    await client.ucAuth.signout();
  } catch {
    // the token is dropped here whatever the server says
  }
  resetSession();
  clearTabs();
  resetStaffRoutes();
  if (deployment.sso.mode !== 'none' && deployment.sso.logoutUrl) {
    go.assign(
      `${deployment.sso.logoutUrl}?service=${encodeURIComponent(`${window.location.origin}${portalUrl('/')}`)}`,
    );
  } else {
    go.navigate('/login');
  }
}

/** Post switch: keep the post, let the server set its cookie, reload. */
export async function switchPost(client: ApiClient, postId: string, reload = () => window.location.reload()) {
  sessionStorage.setItem(POST_KEY, postId);
  const answer = await client.ucUser.switchPost(postId);
  if (answer.state === false) {
    message(answer.message, 'error');
    return;
  }
  message(msg('岗位切换成功'), 'success');
  setTimeout(reload, POST_SWITCH_RELOAD_DELAY_MS);
}
