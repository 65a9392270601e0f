import { SharedInstanceQuery } from '../../contract/schemas/workflow-share.js';
import type { SharedInstance } from '../../contract/workflow-share.js';
import { bearerToken, currentUser, type RouteScopes, type ServerContext } from '../http/context.js';
import { ok } from '../http/envelope.js';
import { sharedInstance } from '../workflow/share.js';
import { language } from './workflow-request.js';

/**
 * The shared instance page's read (issue 14, /shareInst/{instId}/true?token): the guest token of a
 * short link reads the one instance its link shares (workflow/share.ts binds them when the link is
 * resolved); a signed-in user reads an instance they may see anyway. Anything else is not found.
 */
export function registerRuntimeShareRoutes({ signedIn }: RouteScopes, ctx: ServerContext): void {
  signedIn.route({
    ...ctx.call('share/instance'),
    schema: { querystring: SharedInstanceQuery },
    handler: async (request) =>
      ok<SharedInstance>(
        await sharedInstance(
          ctx.db,
          currentUser(request),
          bearerToken(request),
          request.query.instId,
          language(request),
        ),
      ),
  });
}
