import type { ComponentType } from 'react';
import type { StaffRoute } from '../routing/staff-routes.js';

export interface StaffPageProps {
  route: StaffRoute;
}

/**
 * The views folder: components a menu route may name (its route definition's `component`). Pages of
 * later features register here; a menu naming a view that is not here shows "module not found".
 */
export const VIEWS: Record<string, ComponentType<StaffPageProps>> = {};
