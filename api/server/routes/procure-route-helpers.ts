/**
 * What the tender route files share: a list call's route (a ListBody in, a page for the signed-in
 * caller out).
 */
import { ListBody } from '../../contract/schemas/query-body.js';
import type { SessionUser } from '../auth/sessions.js';
import { currentUser, type RouteMethod, type RouteServer } from '../http/context.js';
import { ok } from '../http/envelope.js';

/**
 * A list call of this area: a ListBody in, the page `page` reads for the signed-in caller out (`page`
 * may refuse with 403 before it reads).
 */
export function listRoute<T>(
  scope: RouteServer,
  route: { method: RouteMethod; url: string },
  page: (user: SessionUser, body: ListBody) => Promise<T>,
): void {
  scope.route({
    ...route,
    schema: { body: ListBody },
    handler: async (request) => ok(await page(currentUser(request), request.body)),
  });
}
