import * as PORTAL from '../contract/calls/portal.js';
import * as UC from '../contract/calls/uc.js';
import type { Envelope } from '../contract/envelope.js';
import type { AdminIndexLayout, LayoutAdminSaveBody } from '../contract/layout-admin.js';
import type {
  AdminMenuTree,
  AdminOrgDetail,
  AdminPerson,
  AdminRoleDetail,
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
} from '../contract/structure-admin.js';
import type { PasswordStrategy } from '../contract/user.js';
import type { HttpClient } from './http.js';

/**
 * The structure administration (issue 38): organisations, posts, roles, the menu tree and the password
 * strategy, for the site administrator and staff 系统管理员. A rule a change breaks answers state false with
 * its reason; the lists around them are the selectors' (uc-selectors.ts).
 */
export function structureAdminCalls(http: HttpClient) {
  const post =
    <B, T = undefined>(call: Parameters<HttpClient['call']>[0]) =>
    (body: B, signal?: AbortSignal) =>
      http.call<Envelope<T>>(call, { data: body, signal });
  return {
    orgDetail: (id: string, signal?: AbortSignal) =>
      http.call<Envelope<AdminOrgDetail>>(UC.ucOrg_adminDetail, { params: { id }, signal }),
    saveOrg: post<OrgSaveBody, string>(UC.ucOrg_adminSave),
    moveOrg: post<OrgMoveBody>(UC.ucOrg_move),
    removeOrg: post<{ id: string }>(UC.ucOrg_remove),
    setOrgLeaders: post<OrgLeadersBody, AdminPerson[]>(UC.ucOrg_setLeaders),
    savePost: post<PostSaveBody, string>(UC.ucPost_adminSave),
    removePost: post<{ id: string }>(UC.ucPost_remove),
    setPostMembers: post<MembersBody, AdminPerson[]>(UC.ucPost_setMembers),
    roleDetail: (id: string, signal?: AbortSignal) =>
      http.call<Envelope<AdminRoleDetail>>(UC.ucRole_adminDetail, { params: { id }, signal }),
    saveRole: post<RoleSaveBody, string>(UC.ucRole_adminSave),
    removeRole: post<{ id: string }>(UC.ucRole_remove),
    setRoleMembers: post<MembersBody, AdminPerson[]>(UC.ucRole_setMembers),
    setRoleGrants: post<RoleGrantsBody>(UC.ucRole_setMenus),
    menuTree: (signal?: AbortSignal) =>
      http.call<Envelope<AdminMenuTree>>(PORTAL.sysMenu_adminTree, { signal }),
    saveMenu: post<MenuSaveBody, string>(PORTAL.sysMenu_adminSave),
    reorderMenus: post<MenuReorderBody>(PORTAL.sysMenu_reorder),
    removeMenu: post<{ id: string }>(PORTAL.sysMenu_remove),
    savePasswordStrategy: post<PasswordStrategyBody, PasswordStrategy>(UC.pwdStrategy_save),
    /** 门户布局: the default index layout and the columns it may place. */
    layoutAdmin: (signal?: AbortSignal) =>
      http.call<Envelope<AdminIndexLayout>>(PORTAL.sysIndexLayoutManage_adminDefault, { signal }),
    saveLayout: post<LayoutAdminSaveBody, AdminIndexLayout>(PORTAL.sysIndexLayoutManage_adminSave),
  };
}
