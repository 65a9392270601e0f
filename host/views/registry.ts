import type { LazyPage } from '../routing/lazy-page.js';
import type { StaffRoute } from '../routing/staff-routes.js';

export interface StaffPageProps {
  route: StaffRoute;
}

/**
 * The views folder: components a menu route may name (its route definition's `component`). Pages of
 * later features register here, each as its own chunk:
 * `MyTask: lazyPage(() => import('./MyTaskPage.js').then((m) => m.MyTaskPage))`. A menu naming a view
 * that is not here shows "module not found".
 */
export const VIEWS: Record<string, LazyPage<StaffPageProps>> = {};
