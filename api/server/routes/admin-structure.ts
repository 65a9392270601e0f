import type { FastifyRequest } from 'fastify';
import type { CallKey } from '../../contract/calls.js';
import { IdQuery } from '../../contract/schemas/common.js';
import {
  MembersBody,
  MenuReorderBody,
  MenuSaveBody,
  OrgLeadersBody,
  OrgMoveBody,
  OrgSaveBody,
  PasswordStrategyBody,
  PostSaveBody,
  RoleGrantsBody,
  RoleSaveBody,
  STRUCTURE_FIELD_LABELS,
} from '../../contract/schemas/structure-admin.js';
import { menuAdminTree, removeMenu, reorderMenus, saveMenu } from '../admin/menus.js';
import { moveOrg, orgDetail, removeOrg, saveOrg, setOrgLeaders } from '../admin/organisations.js';
import { savePasswordStrategy } from '../admin/password-strategy-admin.js';
import { removePost, savePost, setPostMembers } from '../admin/posts.js';
import { removeRole, roleDetail, saveRole, setRoleGrants, setRoleMembers } from '../admin/roles.js';
import { Refusal } from '../admin/structure-people.js';
import { inputErrorsWith } from '../auth/input-messages.js';
import type { SessionUser } from '../auth/sessions.js';
import { currentUser, type RouteScopes, type ServerContext } from '../http/context.js';
import { ok, refuse } from '../http/envelope.js';

/**
 * The structure of the organisation as administrators keep it (issue 38): organisations, posts, roles,
 * the menu tree and the password strategy. Each domain function checks who calls (the site administrator,
 * or staff with 系统管理员 for the staff side) and records the change; a rule the change breaks answers
 * state false with its reason.
 */
export function registerAdminStructureRoutes({ signedIn }: RouteScopes, ctx: ServerContext): void {
  const schemaErrorFormatter = inputErrorsWith(STRUCTURE_FIELD_LABELS);
  const answer = async <T>(
    request: FastifyRequest,
    work: (user: SessionUser) => Promise<T>,
    message?: string,
  ) => {
    try {
      return ok(await work(currentUser(request)), message);
    } catch (error) {
      if (error instanceof Refusal) return refuse(error.message);
      throw error;
    }
  };
  const post = <B>(key: CallKey, body: unknown, work: (user: SessionUser, body: B) => Promise<unknown>) =>
    signedIn.route({
      ...ctx.call(key),
      schema: { body },
      schemaErrorFormatter,
      handler: (request) => answer(request, (user) => work(user, request.body as B)),
    });
  const get = (key: CallKey, work: (user: SessionUser, id: string) => Promise<unknown>) =>
    signedIn.route({
      ...ctx.call(key),
      schema: { querystring: IdQuery },
      handler: (request) => answer(request, (user) => work(user, (request.query as IdQuery).id)),
    });
  const db = ctx.db;

  get('ucOrg/adminDetail', (user, id) => orgDetail(db, user, id));
  post<OrgSaveBody>('ucOrg/adminSave', OrgSaveBody, (user, body) => saveOrg(db, user, body));
  post<OrgMoveBody>('ucOrg/move', OrgMoveBody, (user, body) => moveOrg(db, user, body));
  post<IdQuery>('ucOrg/remove', IdQuery, (user, body) => removeOrg(db, user, body.id));
  post<OrgLeadersBody>('ucOrg/setLeaders', OrgLeadersBody, (user, body) => setOrgLeaders(db, user, body));

  post<PostSaveBody>('ucPost/adminSave', PostSaveBody, (user, body) => savePost(db, user, body));
  post<IdQuery>('ucPost/remove', IdQuery, (user, body) => removePost(db, user, body.id));
  post<MembersBody>('ucPost/setMembers', MembersBody, (user, body) => setPostMembers(db, user, body));

  get('ucRole/adminDetail', (user, id) => roleDetail(db, user, id));
  post<RoleSaveBody>('ucRole/adminSave', RoleSaveBody, (user, body) => saveRole(db, user, body));
  post<IdQuery>('ucRole/remove', IdQuery, (user, body) => removeRole(db, user, body.id));
  post<MembersBody>('ucRole/setMembers', MembersBody, (user, body) => setRoleMembers(db, user, body));
  post<RoleGrantsBody>('ucRole/setMenus', RoleGrantsBody, (user, body) => setRoleGrants(db, user, body));

  signedIn.route({
    ...ctx.call('sysMenu/adminTree'),
    handler: (request) => answer(request, (user) => menuAdminTree(db, user)),
  });
  post<MenuSaveBody>('sysMenu/adminSave', MenuSaveBody, (user, body) => saveMenu(db, user, body));
  post<MenuReorderBody>('sysMenu/reorder', MenuReorderBody, (user, body) => reorderMenus(db, user, body));
  post<IdQuery>('sysMenu/remove', IdQuery, (user, body) => removeMenu(db, user, body.id));

  post<PasswordStrategyBody>('pwdStrategy/save', PasswordStrategyBody, (user, body) =>
    savePasswordStrategy(db, user, body),
  );
}
