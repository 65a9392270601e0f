import type { ServiceName } from './deployment.js';

/** ANY: the spec names the call but not its method; the caller chooses. */
export const CALL_METHODS = ['GET', 'POST', 'DELETE', 'ANY'] as const;
export type CallMethod = (typeof CALL_METHODS)[number];

/**
 * One call the spec names (api/contract/calls/, one module per service). A client module imports the
 * calls it makes from its service's module, so a bundle carries the calls of the services its pages
 * use: the portal's first load, the sign-in and portal services' (it used to carry all of them).
 */
export interface CallSpec {
  service: ServiceName;
  method: CallMethod;
  /** Relative to the service's prefix; `{name}` marks a path parameter. */
  path: string;
}

/** The call's path with its `{name}` parameters filled in (URI-encoded). */
export function callPath(call: CallSpec, params: Record<string, string | number> = {}): string {
  return call.path.replace(/\{(\w+)\}/g, (placeholder, name: string) => {
    const value = params[name];
    if (value === undefined) throw new Error(`${call.path}: missing path parameter ${placeholder}`);
    return encodeURIComponent(String(value));
  });
}
