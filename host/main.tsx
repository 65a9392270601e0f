import { ContextProvider } from '@lit/context';
import { setBasePath } from '@shoelace-style/shoelace/dist/utilities/base-path.js';
import '@shoelace-style/shoelace/dist/components/icon/icon.js';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { navigate } from 'wouter/use-browser-location';
import { apiClientContext, setDefaultApiClient } from '../elements/core/api-context.js';
import { initLanguage } from '../elements/core/localize.js';
import { applyTheme, TENDER_THEME_COLOR } from '../elements/core/theme.js';
import '../elements/index.js';
import { App, BASE } from './App.js';
import { createPortalClient } from './api.js';
import { loadDeployment } from './config.js';
import { restoreSession } from './session/session-store.js';
import './styles.css';

setBasePath(`${import.meta.env.BASE_URL}shoelace/`);

async function start() {
  const deployment = await loadDeployment();
  document.title = deployment.title;
  restoreSession(deployment.tokenKey);
  applyTheme({ style: 'light', color: TENDER_THEME_COLOR });
  await initLanguage();

  const client = createPortalClient(deployment, (to) => navigate(`${BASE}${to}`));
  setDefaultApiClient(client);
  const container = document.getElementById('root')!;
  // Elements below the root get the portal's client through context.
  new ContextProvider(container, { context: apiClientContext, initialValue: client });

  createRoot(container).render(
    <StrictMode>
      <App deployment={deployment} />
    </StrictMode>,
  );
}

void start();
