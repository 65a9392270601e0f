import { type ApiClient, createApiClient } from '../api/client/index.js';
import type { DeploymentConfig } from '../api/contract/deployment.js';
import { currentLanguage } from '../elements/core/localize.js';
import { message } from './notify.js';
import { resetSession, session } from './session/session-store.js';

/**
 * The portal's one api client: token from the session, language from the UI; the error catalogue's
 * texts become toasts (1800 ms), 401 goes to /login and 402 reloads.
 */
export function createPortalClient(deployment: DeploymentConfig, navigate: (to: string) => void): ApiClient {
  return createApiClient({
    deployment,
    getToken: () => session.token,
    getLang: currentLanguage,
    hooks: {
      notify: (kind, text) => message(text, kind),
      resetSession,
      reload: () => window.location.reload(),
      currentPath: () => window.location.pathname.replace(/^\/front/, '') + window.location.search,
      toLogin: (redirect) =>
        navigate(redirect ? `/login?redirect=${encodeURIComponent(redirect)}` : '/login'),
    },
  });
}
