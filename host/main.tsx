import { ContextProvider } from '@lit/context';
import '@shoelace-style/shoelace/dist/components/icon/icon.js';
// Shoelace's own zh-CN words in the shell: the portal's first language, not a request of its own.
import '@shoelace-style/shoelace/dist/translations/zh-cn.js';
import { setBasePath } from '@shoelace-style/shoelace/dist/utilities/base-path.js';
import NProgress from 'nprogress';
import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { navigate } from 'wouter/use-browser-location';
import { preloadService } from '../api/client/index.js';
import { PROGRESS_BAR_SPEED_MS } from '../api/contract/limits.js';
import { apiClientContext, setDefaultApiClient } from '../elements/core/api-context.js';
import { initLanguage } from '../elements/core/localize.js';
import { App, opensTenderPage, preloadPage } from './App.js';
import { createPortalClient } from './api.js';
import { portalUrl, publicUrl, routeOf } from './base.js';
import { loadDeployment } from './config.js';
import { installEditOverlay } from './edit-overlay.js';
import { ShowWhenRendered } from './layout/ShowWhenRendered.js';
import { setProgressIndicator } from './routing/progress.js';
import { isBrowserNoise, logError } from './session/error-log-store.js';
import { provideHostInfo } from './session/host-info.js';
import { restoreSession } from './session/session-store.js';
import { startTheme } from './session/theme-store.js';
import 'nprogress/nprogress.css';
// The portal's own styles, in cascade order.
import './styles/base.css';
import './styles/tender-chrome.css';
import './styles/controls.css';
import './styles/staff.css';
import './styles/sign-in.css';
import './styles/feedback.css';

setBasePath(publicUrl('shoelace/'));
// nprogress's own template gives the bar role="bar", which is no ARIA role: the same bar without it.
NProgress.configure({
  speed: PROGRESS_BAR_SPEED_MS,
  showSpinner: false,
  template: '<div class="bar"><div class="peg"></div></div>',
  barSelector: '.bar',
});
setProgressIndicator(NProgress);

window.addEventListener('error', (event) => {
  if (!event.error && isBrowserNoise(event.message)) return;
  logError(event.error ?? event.message);
});
window.addEventListener('unhandledrejection', (event) => logError(event.reason));

async function start() {
  // The first page's chunk loads while the shell reads its configuration and language.
  const firstRoute = routeOf(window.location.pathname) ?? '/';
  preloadPage(firstRoute, window.location.search);
  const deployment = await loadDeployment();
  document.title = deployment.title;
  restoreSession(deployment.tokenKey);
  startTheme();
  await initLanguage();

  const client = createPortalClient(deployment, (to) => navigate(portalUrl(to)));
  // The tender site's pages read notices first thing: that service loads beside the page's chunk.
  if (opensTenderPage(firstRoute)) preloadService(client.procureNotice);
  installEditOverlay(client.http);
  setDefaultApiClient(client);
  const container = document.getElementById('root')!;
  // Elements below the root get the portal's client and what they may know of the host through context.
  new ContextProvider(container, { context: apiClientContext, initialValue: client });
  provideHostInfo(container);

  container.setAttribute('data-starting', '');
  const root = createRoot(container);
  startTransition(() =>
    root.render(
      <StrictMode>
        <ShowWhenRendered root={container}>
          <App portal={{ deployment, client }} />
        </ShowWhenRendered>
      </StrictMode>,
    ),
  );
}

// Internet Explorer never runs modules; the guard is for a browser that runs them but was flagged.
if (!(window as { __eipUnsupported?: boolean }).__eipUnsupported) void start();
