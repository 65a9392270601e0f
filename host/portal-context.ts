import { createContext, useContext } from 'react';
import type { ApiClient } from '../api/client/index.js';
import type { DeploymentConfig } from '../api/contract/deployment.js';

export interface Portal {
  deployment: DeploymentConfig;
  client: ApiClient;
}

export const PortalContext = createContext<Portal | null>(null);

/** The deployment and api client of this portal. */
export function usePortal(): Portal {
  const portal = useContext(PortalContext);
  if (!portal) throw new Error('usePortal outside <PortalContext.Provider>');
  return portal;
}
