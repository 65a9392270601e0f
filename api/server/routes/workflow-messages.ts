import { MessageBody } from '../../contract/schemas/workflow-incidents.js';
import { currentUser, type RouteScopes, type ServerContext } from '../http/context.js';
import { ok } from '../http/envelope.js';
import { postMessage } from '../workflow/events.js';

/** Messages to waiting process instances (issue 37), from workflow administrators and external systems (events.ts). */
export function registerWorkflowMessageRoutes({ signedIn }: RouteScopes, ctx: ServerContext): void {
  signedIn.route({
    ...ctx.call('inst/message'),
    schema: { body: MessageBody },
    handler: async (request) => ok(await postMessage(ctx.db, currentUser(request), request.body)),
  });
}
