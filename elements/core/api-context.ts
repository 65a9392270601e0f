import { createContext } from '@lit/context';
import { type ApiClient, createApiClient } from '../../api/client/index.js';
import { type DeploymentConfig, resolveDeployment } from '../../api/contract/deployment.js';

/** Keyed by a registered symbol so that two bundles on one page share the same context. */
export const apiClientContext = createContext<ApiClient>(Symbol.for('eip-api-client'));

let defaultClient: ApiClient | undefined;
let defaultDeployment: DeploymentConfig = resolveDeployment(undefined);

function storedToken(key: string): string | null {
  try {
    return globalThis.sessionStorage?.getItem(key) ?? null;
  } catch {
    return null;
  }
}

function storedLang(): string | null {
  try {
    return globalThis.localStorage?.getItem('lang') ?? null;
  } catch {
    return null;
  }
}

/** Sets the client elements use when no provider above them gives one (intranet pages, docs). */
export function setDefaultApiClient(client: ApiClient | undefined): void {
  defaultClient = client;
}

/** Points the default client at a deployment; the token is read from sessionStorage on each call. */
export function configureDefaultDeployment(partial: Partial<DeploymentConfig>, token?: string): ApiClient {
  defaultDeployment = resolveDeployment(partial);
  const { tokenKey } = defaultDeployment;
  defaultClient = createApiClient({
    deployment: defaultDeployment,
    getToken: () => token ?? storedToken(tokenKey),
    getLang: storedLang,
  });
  return defaultClient;
}

export function getDefaultApiClient(): ApiClient {
  defaultClient ??= configureDefaultDeployment({});
  return defaultClient;
}
