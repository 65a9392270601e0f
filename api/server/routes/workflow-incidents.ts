import { IncidentBody, IncidentListQuery } from '../../contract/schemas/workflow-incidents.js';
import { currentUser, type RouteScopes, type ServerContext } from '../http/context.js';
import { answered, ok } from '../http/envelope.js';
import { listIncidents, resolveIncident } from '../workflow/incidents.js';
import { language } from './workflow-request.js';

/** Workflow incidents (issue 37): listed, retried and skipped by the workflow administrators (incidents.ts). */
export function registerWorkflowIncidentRoutes({ signedIn }: RouteScopes, ctx: ServerContext): void {
  signedIn.route({
    ...ctx.call('incident/list'),
    schema: { querystring: IncidentListQuery },
    handler: async (request) =>
      ok(await listIncidents(ctx.db, currentUser(request), request.query.state, language(request))),
  });
  for (const [key, action] of [
    ['incident/retry', 'retry'],
    ['incident/skip', 'skip'],
  ] as const) {
    signedIn.route({
      ...ctx.call(key),
      schema: { body: IncidentBody },
      // An incident handled or gone meanwhile, or one that cannot be skipped: a refusal <incident-list>
      // shows above its table (not a toast as well).
      handler: async (request) =>
        answered(
          () => resolveIncident(ctx.db, currentUser(request), request.body.id, action, language(request)),
          { missing: true },
        ),
    });
  }
}
