import { describe } from 'node:test';
import type { Envelope } from '../../../api/contract/envelope.js';
import type { AdminMenuTree } from '../../../api/contract/structure-admin.js';
import { ADMINS, adminMatrix, expect, type Row, SITE_ONLY } from './admin-matrix.js';
import type { TestServer } from './harness.js';
import { tokenFor } from './identity-helpers.js';

/**
 * Who may call what of the structure administration (issue 38): every call × visitor, supplier, purchaser,
 * a staff member, a staff 系统管理员 (赵磊, role-admin) and the site administrator (admin) × an object of
 * the staff side or of the outside (a supplier named as a member or leader, the tender site's menu, the
 * password strategy every identity follows). Only administrators call them; a staff 系统管理员 keeps the
 * staff side. Rows that would break a rule (remove an organisation with children) answer `refused` to those
 * who may call them, so that the table changes nothing it reads again.
 */

const ADMINS_REFUSED = expect(401, 403, 403, 403, 'refused', 'refused');
/** A supplier named: a rule the staff administrator's scope refuses in the envelope. */
const SITE_NAMES_OUTSIDERS = expect(401, 403, 403, 403, 'refused', 'ok');

const ORG = '/uc/api/org/v1/orgs';
const POST = '/uc/api/org/v1/orgPosts';
const ROLE = '/uc/api/role/v1/roles';
const MENU = '/portal/sys/sysMenu/v1';
/** 门户布局: the holders of system:layoutManage (the site administrator's by the seed). */
const LAYOUT = '/portal/portal/sysIndexLayoutManage/sysIndexLayoutManage/v1';

const tree = async (server: TestServer) =>
  (
    await server.request<Envelope<AdminMenuTree>>('GET', `${MENU}/adminTree`, {
      token: await tokenFor(server, 'admin'),
    })
  ).body.value as AdminMenuTree;
const childrenOf = async (server: TestServer, alias: string) => {
  const { menus } = await tree(server);
  const parent = menus.find((menu) => menu.alias === alias);
  return {
    parentId: parent?.id,
    ids: menus.filter((menu) => menu.parentId === parent?.id).map((menu) => menu.id),
  };
};

const ROWS: Row<'staff' | 'outside'>[] = [
  {
    call: 'ucOrg/adminDetail',
    object: 'staff',
    method: 'GET',
    path: `${ORG}/adminDetail?id=org-it`,
    expected: ADMINS,
  },
  {
    call: 'ucOrg/adminSave',
    object: 'staff',
    method: 'POST',
    path: `${ORG}/adminSave`,
    body: (who) => ({ name: `矩阵组织${who}`, code: `matrix-org-${who}`, parentId: 'org-it' }),
    expected: ADMINS,
  },
  {
    call: 'ucOrg/move',
    object: 'staff',
    method: 'POST',
    path: `${ORG}/move`,
    body: () => ({ id: 'org-group', parentId: 'org-it' }),
    expected: ADMINS_REFUSED,
  },
  {
    call: 'ucOrg/remove',
    object: 'staff',
    method: 'POST',
    path: `${ORG}/remove`,
    body: () => ({ id: 'org-group' }),
    expected: ADMINS_REFUSED,
  },
  {
    call: 'ucOrg/setLeaders',
    object: 'staff',
    method: 'POST',
    path: `${ORG}/setLeaders`,
    body: () => ({ id: 'org-legal', userIds: ['u-zhuhong'] }),
    expected: ADMINS,
  },
  {
    call: 'ucOrg/setLeaders',
    object: 'outside',
    method: 'POST',
    path: `${ORG}/setLeaders`,
    body: () => ({ id: 'org-safety', userIds: ['u-supplier'] }),
    expected: SITE_NAMES_OUTSIDERS,
  },
  {
    call: 'ucPost/adminSave',
    object: 'staff',
    method: 'POST',
    path: `${POST}/adminSave`,
    body: (who) => ({ name: `矩阵岗位${who}`, code: `matrix-post-${who}`, orgId: 'org-it' }),
    expected: ADMINS,
  },
  {
    call: 'ucPost/remove',
    object: 'staff',
    method: 'POST',
    path: `${POST}/remove`,
    body: () => ({ id: 'post-gm' }),
    expected: ADMINS_REFUSED,
  },
  {
    call: 'ucPost/setMembers',
    object: 'staff',
    method: 'POST',
    path: `${POST}/setMembers`,
    body: () => ({ id: 'post-legal-specialist', userIds: ['u-zhuhong'] }),
    expected: ADMINS,
  },
  {
    call: 'ucPost/setMembers',
    object: 'outside',
    method: 'POST',
    path: `${POST}/setMembers`,
    body: () => ({ id: 'post-legal-specialist', userIds: ['u-zhuhong', 'u-supplier2'] }),
    expected: SITE_NAMES_OUTSIDERS,
  },
  {
    call: 'ucRole/adminDetail',
    object: 'staff',
    method: 'GET',
    path: `${ROLE}/adminDetail?id=role-employee`,
    expected: ADMINS,
  },
  {
    call: 'ucRole/adminSave',
    object: 'staff',
    method: 'POST',
    path: `${ROLE}/adminSave`,
    body: (who) => ({ name: `矩阵角色${who}`, code: `matrix-role-${who}`, enabled: true }),
    expected: ADMINS,
  },
  {
    call: 'ucRole/remove',
    object: 'staff',
    method: 'POST',
    path: `${ROLE}/remove`,
    body: () => ({ id: 'role-admin' }),
    expected: ADMINS_REFUSED,
  },
  {
    call: 'ucRole/setMembers',
    object: 'staff',
    method: 'POST',
    path: `${ROLE}/setMembers`,
    body: () => ({ id: 'role-auditor', userIds: ['u-wuting'] }),
    expected: ADMINS,
  },
  {
    call: 'ucRole/setMembers',
    object: 'outside',
    method: 'POST',
    path: `${ROLE}/setMembers`,
    body: () => ({ id: 'role-auditor', userIds: ['u-wuting', 'u-purchaser'] }),
    expected: SITE_NAMES_OUTSIDERS,
  },
  {
    call: 'ucRole/setMenus',
    object: 'staff',
    method: 'POST',
    path: `${ROLE}/setMenus`,
    body: () => ({ id: 'role-auditor', menuIds: ['m-flow'], methodAliases: [] }),
    expected: ADMINS,
  },
  {
    call: 'ucRole/setMenus',
    object: 'outside',
    method: 'POST',
    path: `${ROLE}/setMenus`,
    body: () => ({ id: 'role-expert', menuIds: ['m-tender'], methodAliases: [] }),
    expected: SITE_ONLY,
  },
  { call: 'sysMenu/adminTree', object: 'staff', method: 'GET', path: `${MENU}/adminTree`, expected: ADMINS },
  {
    call: 'sysMenu/adminSave',
    object: 'staff',
    method: 'POST',
    path: `${MENU}/adminSave`,
    body: (who) => ({
      parentId: 'm-front',
      name: '矩阵菜单',
      alias: `matrix_${who}`,
      menuUrl: `/matrix/${who}`,
      roleIds: [],
    }),
    expected: ADMINS,
  },
  {
    call: 'sysMenu/adminSave',
    object: 'outside',
    method: 'POST',
    path: `${MENU}/adminSave`,
    body: (who) => ({
      parentId: 'm-tender',
      name: '矩阵菜单',
      alias: `matrix_tender_${who}`,
      menuUrl: `/tender/m-${who}`,
      roleIds: [],
    }),
    expected: SITE_ONLY,
  },
  {
    call: 'sysMenu/reorder',
    object: 'staff',
    method: 'POST',
    path: `${MENU}/reorder`,
    body: async (_who, server) => {
      const { parentId, ids } = await childrenOf(server, 'flowCenter');
      return { parentId, ids: ids.reverse() };
    },
    expected: ADMINS,
  },
  {
    call: 'sysMenu/reorder',
    object: 'outside',
    method: 'POST',
    path: `${MENU}/reorder`,
    body: async (_who, server) => {
      const { parentId, ids } = await childrenOf(server, 'tenderSite');
      return { parentId, ids: ids.reverse() };
    },
    expected: SITE_ONLY,
  },
  {
    call: 'sysMenu/remove',
    object: 'staff',
    method: 'POST',
    path: `${MENU}/remove`,
    body: () => ({ id: 'm-flow' }),
    expected: ADMINS_REFUSED,
  },
  {
    call: 'sysMenu/remove',
    object: 'outside',
    method: 'POST',
    path: `${MENU}/remove`,
    body: () => ({ id: 'm-tender' }),
    expected: expect(401, 403, 403, 403, 403, 'refused'),
  },
  {
    call: 'pwdStrategy/save',
    object: 'outside',
    method: 'POST',
    path: '/uc/api/pwdStrategy/v1/save',
    body: () => ({ enable: true, pwdRule: 2, pwdLength: 8 }),
    expected: SITE_ONLY,
  },
  {
    call: 'sysIndexLayoutManage/adminDefault',
    object: 'staff',
    method: 'GET',
    path: `${LAYOUT}/adminDefault`,
    expected: SITE_ONLY,
  },
  {
    call: 'sysIndexLayoutManage/adminSave',
    object: 'staff',
    method: 'POST',
    path: `${LAYOUT}/adminSave`,
    body: () => ({
      layoutId: 'layout-front-home',
      columns: [
        { alias: 'myTaskCount', w: 8, h: 4 },
        { alias: 'newsNotice', w: 16, h: 8 },
      ],
    }),
    expected: SITE_ONLY,
  },
];

describe('permission matrix: structure administration', () => {
  adminMatrix(ROWS);
});
