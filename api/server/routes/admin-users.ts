import { AdminChangeQueryBody } from '../../contract/schemas/admin.js';
import { queryAdminChanges } from '../admin/change-log.js';
import { currentUser, type RouteScopes, type ServerContext } from '../http/context.js';
import { ok } from '../http/envelope.js';

/** Identity administration (issue 38): the change log (rules in admin/). */
export function registerAdminUserRoutes({ signedIn }: RouteScopes, ctx: ServerContext): void {
  const { db } = ctx;

  signedIn.route({
    ...ctx.call('adminChange/query'),
    schema: { body: AdminChangeQueryBody },
    handler: async (request) => ok(await queryAdminChanges(db, currentUser(request), request.body ?? {})),
  });
}
