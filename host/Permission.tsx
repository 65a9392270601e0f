import type { ReactNode } from 'react';
import { hasPermissions, useSession } from './session/session-store.js';

/**
 * The permission directive's equivalent: renders its children only when the user holds every listed
 * method alias; otherwise they are not in the page at all. (The server checks again: hiding is not
 * security.)
 */
export function Permission({ methods, children }: { methods: readonly string[]; children: ReactNode }) {
  const state = useSession();
  return hasPermissions(state, methods) ? children : null;
}
