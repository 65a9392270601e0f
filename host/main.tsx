import { ContextProvider } from '@lit/context';
import '@shoelace-style/shoelace/dist/components/badge/badge.js';
import '@shoelace-style/shoelace/dist/components/icon/icon.js';
import '@shoelace-style/shoelace/dist/components/spinner/spinner.js';
import { setBasePath } from '@shoelace-style/shoelace/dist/utilities/base-path.js';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { navigate } from 'wouter/use-browser-location';
import { apiClientContext, setDefaultApiClient } from '../elements/core/api-context.js';
import { initLanguage } from '../elements/core/localize.js';
import '../elements/index.js';
import { App, BASE } from './App.js';
import { createPortalClient } from './api.js';
import { loadDeployment } from './config.js';
import { logError } from './session/error-log-store.js';
import { restoreSession } from './session/session-store.js';
import { startTheme } from './session/theme-store.js';
import './styles.css';

setBasePath(`${import.meta.env.BASE_URL}shoelace/`);

window.addEventListener('error', (event) => logError(event.error ?? event.message));
window.addEventListener('unhandledrejection', (event) => logError(event.reason));

async function start() {
  const deployment = await loadDeployment();
  document.title = deployment.title;
  restoreSession(deployment.tokenKey);
  startTheme();
  await initLanguage();

  const client = createPortalClient(deployment, (to) => navigate(`${BASE}${to}`));
  setDefaultApiClient(client);
  const container = document.getElementById('root')!;
  // Elements below the root get the portal's client through context.
  new ContextProvider(container, { context: apiClientContext, initialValue: client });

  createRoot(container).render(
    <StrictMode>
      <App portal={{ deployment, client }} />
    </StrictMode>,
  );
}

// Internet Explorer never runs modules; the guard is for a browser that runs them but was flagged.
if (!(window as { __eipUnsupported?: boolean }).__eipUnsupported) void start();
