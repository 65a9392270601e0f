import {
  CollectionBody,
  ContractInformationBody,
  LinkIdQuery,
  PurchaserInformationBody,
} from '../../contract/schemas/procure-project.js';
import { currentUser, type RouteScopes, type ServerContext } from '../http/context.js';
import { ok } from '../http/envelope.js';
import { refusing } from '../tender/access.js';
import { collectionPage, removeCollection, saveCollection } from '../tender/collections.js';
import {
  contractInformation,
  purchaserInformation,
  saveContractInformation,
  savePurchaserInformation,
} from '../tender/personal.js';
import { listRoute } from './procure-route-helpers.js';

/**
 * The personal centre's procurement records (tender-portal 7.3): purchaser information and contract
 * information of the current user, and their collections of notices and projects (tender/personal.ts,
 * tender/collections.ts).
 */
export function registerProcurePersonalRoutes({ signedIn }: RouteScopes, ctx: ServerContext): void {
  const { db } = ctx;

  signedIn.route({
    ...ctx.call('wPurchaserInformationManage/getByCurrentUser'),
    handler: async (request) => ok(await purchaserInformation(db, currentUser(request))),
  });

  signedIn.route({
    ...ctx.call('wPurchaserInformationManage/saveByCurrentUser'),
    schema: { body: PurchaserInformationBody },
    handler: async (request) =>
      ok(await savePurchaserInformation(db, currentUser(request), request.body), '保存成功'),
  });

  signedIn.route({
    ...ctx.call('wContractMsgManage/getByCurrentUser'),
    handler: async (request) => ok(await contractInformation(db, currentUser(request))),
  });

  signedIn.route({
    ...ctx.call('wContractMsgManage/saveByCurrentUser'),
    schema: { body: ContractInformationBody },
    handler: async (request) =>
      ok(await saveContractInformation(db, currentUser(request), request.body), '保存成功'),
  });

  // ---- collections
  signedIn.route({
    ...ctx.call('procureCollection/save'),
    schema: { body: CollectionBody },
    handler: (request) =>
      refusing(async () => ok(await saveCollection(db, currentUser(request), request.body), '收藏成功')),
  });

  signedIn.route({
    ...ctx.call('procureCollection/removeByLinkId'),
    schema: { querystring: LinkIdQuery },
    handler: async (request) =>
      ok(await removeCollection(db, currentUser(request), request.query.linkId), '已取消收藏'),
  });

  listRoute(signedIn, ctx.call('procureCollection/queryMyCollection'), (user, body) =>
    collectionPage(db, user, body),
  );
}
