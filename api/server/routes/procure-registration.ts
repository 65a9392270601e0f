import {
  ConfirmInviteBody,
  ContractFileBody,
  InviteSuppliersBody,
  ProjectIdQuery,
  SaveRegistrationBody,
  ServicePaymentBody,
  SignUpBody,
} from '../../contract/schemas/procure-project.js';
import { ListBody } from '../../contract/schemas/query-body.js';
import { currentUser, type RouteScopes, type ServerContext } from '../http/context.js';
import { ok } from '../http/envelope.js';
import { refusing } from '../tender/access.js';
import { inviteSuppliers, supplierCandidates } from '../tender/invitations.js';
import { confirmInvite, saveRegistration, signUp, winnerUpload } from '../tender/registration-actions.js';
import {
  comprehensiveRegistrations,
  ownRegistrations,
  visibleRegistrations,
} from '../tender/registrations.js';
import { perUserAnswer, TENDER_LISTS } from '../workflow/lists/per-user-cache.js';
import { listRoute } from './procure-route-helpers.js';

/**
 * wBiddingProjectRegistration: sign-up, invitations and their answers, the purchaser's review, the
 * registration lists by who asks (tender-portal 3, 4, 5, 7.4; issue 11). The rules are in tender/.
 */
export function registerProcureRegistrationRoutes({ signedIn }: RouteScopes, ctx: ServerContext): void {
  const { db } = ctx;
  listRoute(signedIn, ctx.call('wBiddingProjectRegistration/queryRegistration'), (user, body) =>
    visibleRegistrations(db, user, body),
  );

  // Per user from memory until a registration, project or user changes (per-user-cache.ts).
  listRoute(signedIn, ctx.call('wBiddingProjectRegistration/queryMyRegistration'), (user, body) =>
    perUserAnswer(
      db,
      'my-registrations',
      user.id,
      body,
      () => ownRegistrations(db, user, body),
      TENDER_LISTS,
    ),
  );

  signedIn.route({
    ...ctx.call('wBiddingProjectRegistration/queryComprehensiveRegistration'),
    schema: { querystring: ProjectIdQuery, body: ListBody },
    handler: (request) =>
      refusing(async () =>
        ok(await comprehensiveRegistrations(db, currentUser(request), request.query.projectId, request.body)),
      ),
  });

  signedIn.route({
    ...ctx.call('wBiddingProjectRegistration/signUp'),
    schema: { body: SignUpBody },
    handler: (request) =>
      refusing(async () => ok(await signUp(db, currentUser(request), request.body), '报名成功')),
  });

  signedIn.route({
    ...ctx.call('wBiddingProjectRegistration/confirmInvite'),
    schema: { body: ConfirmInviteBody },
    handler: (request) =>
      refusing(async () => ok(await confirmInvite(db, currentUser(request), request.body), '确认成功')),
  });

  signedIn.route({
    ...ctx.call('wBiddingProjectRegistration/save'),
    schema: { body: SaveRegistrationBody },
    handler: (request) =>
      refusing(async () => ok(await saveRegistration(db, currentUser(request), request.body))),
  });

  signedIn.route({
    ...ctx.call('wBiddingProjectRegistration/saveServicePayment'),
    schema: { body: ServicePaymentBody },
    handler: (request) =>
      refusing(async () => {
        const { id, fServicePayment } = request.body;
        return ok(
          await winnerUpload(db, currentUser(request), id, 'service_payment', fServicePayment ?? null),
        );
      }),
  });

  signedIn.route({
    ...ctx.call('wBiddingProjectRegistration/saveContract'),
    schema: { body: ContractFileBody },
    handler: (request) =>
      refusing(async () => {
        const { id, fContract } = request.body;
        return ok(await winnerUpload(db, currentUser(request), id, 'contract', fContract ?? null));
      }),
  });

  signedIn.route({
    ...ctx.call('wBiddingProjectRegistration/invite'),
    schema: { body: InviteSuppliersBody },
    handler: (request) =>
      refusing(async () => {
        const { projectId, supplierIds } = request.body;
        return ok(await inviteSuppliers(db, currentUser(request), projectId, supplierIds));
      }),
  });

  signedIn.route({
    ...ctx.call('wBiddingProjectRegistration/querySupplier'),
    schema: { body: ListBody },
    handler: async (request) => ok(await supplierCandidates(db, currentUser(request), request.body)),
  });
}
