/**
 * Loads the full list's filter form (./notice-filters.ts), which provides itself to the list. A module
 * of its own so that the script-tag bundle, which holds the form already (../index.ts), can stand in a
 * loader that loads nothing (vite.config.ts, filterFormInBundle).
 */
export const loadFilterForm = (): Promise<unknown> => import('./notice-filters.js');
