import { proxy, useSnapshot } from 'valtio';
import type { ApiClient } from '../../api/client/index.js';
import type { MenuItem } from '../../api/contract/menu.js';
import { onLanguageChange } from '../../elements/core/localize.js';
import { matterRoutes } from '../views/registry.js';
import { buildStaffRoutes, type StaffRoute } from './staff-routes.js';

/** The signed-in user's menu and the routes made from it; loaded once per sign-in. */
export const routesStore = proxy<{ menus: MenuItem[]; staffRoutes: StaffRoute[]; loaded: boolean }>({
  menus: [],
  staffRoutes: [],
  loaded: false,
});

let loading: Promise<void> | undefined;
/** The client the menu was loaded with: a language switch loads it again, named in the new language. */
let loadedWith: ApiClient | undefined;

export function loadStaffRoutes(client: ApiClient): Promise<void> {
  if (routesStore.loaded) return Promise.resolve();
  return fetchStaffRoutes(client);
}

function fetchStaffRoutes(client: ApiClient): Promise<void> {
  loadedWith = client;
  loading ??= client.portalShell
    .getCurrentUserMenu()
    .then((answer) => {
      const menus = answer.value ?? [];
      routesStore.menus = menus;
      // A duplicate path is a menu configuration slip, reported to the console (not a module error).
      const routes = buildStaffRoutes(menus, (message) => console.error(message));
      // The start page and the approval form: opened by the workflow pages' links, not by a menu.
      routesStore.staffRoutes = [...routes, ...matterRoutes(routes)];
      routesStore.loaded = true;
    })
    .finally(() => {
      loading = undefined;
    });
  return loading;
}

/** 'Reset the router' on logout: the next user's menu loads afresh. */
export function resetStaffRoutes(): void {
  loadedWith = undefined;
  Object.assign(routesStore, { menus: [], staffRoutes: [], loaded: false });
}

// The server names the menus in the request's language: after a switch, the loaded menu (and the routes'
// titles) are fetched again; the old names stay until the new ones arrive, so nothing flickers.
onLanguageChange(() => {
  if (routesStore.loaded && loadedWith) void fetchStaffRoutes(loadedWith).catch(() => undefined);
});

export const useRoutes = () => useSnapshot(routesStore);
