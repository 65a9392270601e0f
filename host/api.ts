import { type ApiClient, createApiClient } from '../api/client/index.js';
import type { DeploymentConfig } from '../api/contract/deployment.js';
import { METHOD_RIGHTS_HEADER } from '../api/contract/portal.js';
import { currentLanguage } from '../elements/core/localize.js';
import { routeOf } from './base.js';
import { message } from './notify.js';
import { withoutSignInParams } from './routing/guard.js';
import { noteMethodRightsVersion } from './session/auth-actions.js';
import { resetSession, session } from './session/session-store.js';

let linkSignIns = 0;

/**
 * While the guard signs in with a token from the address or an sso ticket, a refusal (401) is the
 * guard's to handle (it goes to /500), not a reason to send the user to /login.
 */
export async function signingInFromLink<T>(work: () => Promise<T>): Promise<T> {
  linkSignIns += 1;
  try {
    return await work();
  } finally {
    linkSignIns -= 1;
  }
}

/**
 * The portal's one api client: token from the session, language from the UI; the error catalogue's
 * texts become messages (MESSAGE_DURATION_MS), 401 goes to /login and 402 reloads.
 */
export function createPortalClient(deployment: DeploymentConfig, navigate: (to: string) => void): ApiClient {
  const client: ApiClient = createApiClient({
    deployment,
    getToken: () => session.token,
    getLang: currentLanguage,
    hooks: {
      notify: (kind, text) => message(text, kind),
      resetSession,
      reload: () => window.location.reload(),
      currentPath: () =>
        withoutSignInParams(routeOf(`${window.location.pathname}${window.location.search}`) ?? '/'),
      toLogin: (redirect) => {
        if (linkSignIns > 0) return;
        navigate(redirect ? `/login?redirect=${encodeURIComponent(redirect)}` : '/login');
      },
      // Method rights changed by an administrator are read again at the next answer, not the next sign-in.
      onHeaders: (headers) => noteMethodRightsVersion(client, headers[METHOD_RIGHTS_HEADER]),
    },
  });
  return client;
}
