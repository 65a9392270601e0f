import { type ApiClient, createApiClient } from '../api/client/index.js';
import type { DeploymentConfig } from '../api/contract/deployment.js';
import { currentLanguage } from '../elements/core/localize.js';
import { resetSession, session } from './session/session-store.js';

/** The portal's one api client: token from the session, language from the UI, session hooks. */
export function createPortalClient(deployment: DeploymentConfig, navigate: (to: string) => void): ApiClient {
  return createApiClient({
    deployment,
    getToken: () => session.token,
    getLang: currentLanguage,
    hooks: {
      notify: (kind, message) => console[kind === 'error' ? 'error' : 'info'](message),
      resetSession,
      reload: () => window.location.reload(),
      currentPath: () => window.location.pathname.replace(/^\/front/, '') + window.location.search,
      toLogin: (redirect) =>
        navigate(redirect ? `/login?redirect=${encodeURIComponent(redirect)}` : '/login'),
    },
  });
}
