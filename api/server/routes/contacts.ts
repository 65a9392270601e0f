import type { FastifyRequest } from 'fastify';
import {
  ContactGroupIdsQuery,
  ContactGroupSaveBody,
  ContactSearchBody,
  GroupIdQuery,
  GroupSwapBody,
  GroupUsersBody,
} from '../../contract/schemas/contacts.js';
import { ListBody } from '../../contract/schemas/query-body.js';
import { searchContacts } from '../contacts/directory.js';
import {
  addMembers,
  groupMembers,
  groupPage,
  removeGroups,
  removeMembers,
  saveGroup,
  swapMembers,
} from '../contacts/groups.js';
import { currentUser, type RouteScopes, type ServerContext } from '../http/context.js';
import { ok } from '../http/envelope.js';
import { staffOnly } from './selectors.js';

/** Suppliers, purchasers and guests are refused like the organisation's selectors. */
function staffUser(request: FastifyRequest) {
  const user = currentUser(request);
  staffOnly(user);
  return user;
}

/**
 * Contacts and groups (ucGroup, ucGroupUser; workflow-portal section 7) and the contacts page's directory.
 * The rules and queries are contacts/.
 */
export function registerContactRoutes({ signedIn }: RouteScopes, ctx: ServerContext): void {
  const { db } = ctx;

  signedIn.route({
    ...ctx.call('ucGroup/query', 'POST'),
    schema: { body: ListBody },
    handler: async (request) => ok(await groupPage(db, staffUser(request), request.body)),
  });

  signedIn.route({
    ...ctx.call('ucGroup/save', 'POST'),
    schema: { body: ContactGroupSaveBody },
    handler: async (request) => saveGroup(db, staffUser(request), request.body),
  });

  signedIn.route({
    ...ctx.call('ucGroup/remove', 'DELETE'),
    schema: { querystring: ContactGroupIdsQuery },
    handler: async (request) => removeGroups(db, staffUser(request), request.query.ids),
  });

  signedIn.route({
    ...ctx.call('ucGroupUser/getGroupUsers', 'GET'),
    schema: { querystring: GroupIdQuery },
    handler: async (request) => groupMembers(db, staffUser(request), request.query.groupId),
  });

  signedIn.route({
    ...ctx.call('ucGroupUser/saveJson', 'POST'),
    schema: { body: GroupUsersBody },
    handler: async (request) =>
      addMembers(db, staffUser(request), request.body.groupId, request.body.userIds),
  });

  signedIn.route({
    ...ctx.call('ucGroupUser/remove', 'POST'),
    schema: { body: GroupUsersBody },
    handler: async (request) =>
      removeMembers(db, staffUser(request), request.body.groupId, request.body.userIds),
  });

  signedIn.route({
    ...ctx.call('ucGroupUser/swap', 'POST'),
    schema: { body: GroupSwapBody },
    handler: async (request) => {
      const { groupId, userId, targetUserId } = request.body;
      return swapMembers(db, staffUser(request), groupId, userId, targetUserId);
    },
  });

  // The reference backend's own call.
  signedIn.route({
    ...ctx.call('ucContacts/search'),
    schema: { body: ContactSearchBody },
    handler: async (request) => ok(await searchContacts(db, staffUser(request), request.body)),
  });
}
