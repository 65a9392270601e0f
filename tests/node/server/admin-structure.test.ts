import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import type { Envelope } from '../../../api/contract/envelope.js';
import type { MenuItem } from '../../../api/contract/menu.js';
import type { MethodAuth } from '../../../api/contract/portal.js';
import type { OrgTreeNode } from '../../../api/contract/selectors.js';
import type {
  AdminMenuTree,
  AdminOrgDetail,
  AdminPerson,
  AdminRoleDetail,
} from '../../../api/contract/structure-admin.js';
import { startTestServer, type TestServer } from './harness.js';
import { encrypted, tokenFor } from './identity-helpers.js';

/**
 * The structure of the organisation kept by administrators over HTTP (issue 38): organisations (create,
 * rename, move with their subtree, leaders, remove when empty), posts and their holders, roles with their
 * holders and grants, the menu tree, the password strategy; what each change does to what users see
 * (the selectors, the menu, the methods, change-password), the refusals in the caller's language, and the
 * change log written with each.
 */

const ORG = '/uc/api/org/v1/orgs';
const POST = '/uc/api/org/v1/orgPosts';
const ROLE = '/uc/api/role/v1/roles';
const MENU = '/portal/sys/sysMenu/v1';

describe('structure administration', () => {
  let server: TestServer;
  let admin: string;
  let staffAdmin: string;
  let staff: string;

  const call = async <T>(token: string, method: string, path: string, body?: unknown, language = 'zh-CN') => {
    const response = await server.request<Envelope<T>>(method, path, {
      token,
      body,
      headers: { 'accept-language': language },
    });
    return { status: response.status, ...response.body };
  };
  const value = async <T>(token: string, method: string, path: string, body?: unknown): Promise<T> => {
    const answer = await call<T>(token, method, path, body);
    assert.equal(answer.state, true, `${path}: ${answer.message}`);
    return answer.value as T;
  };
  const changes = (objectId: string) =>
    server.app.db
      .selectFrom('admin_changes')
      .select(['kind', 'actor_account', 'before', 'after'])
      .where('object_id', '=', objectId)
      .orderBy('id')
      .execute();

  before(async () => {
    server = await startTestServer();
    admin = await tokenFor(server, 'admin');
    staffAdmin = await tokenFor(server, 'zhaolei');
    staff = await tokenFor(server, 'staff');
  });
  after(() => server?.stop());

  it('creates, renames and moves an organisation with its subtree, seen by the selectors at once', async () => {
    const unitId = await value<string>(admin, 'POST', `${ORG}/adminSave`, {
      name: '数字化转型办公室',
      code: 'szhzxbgs',
      parentId: 'org-group',
    });
    const teamId = await value<string>(staffAdmin, 'POST', `${ORG}/adminSave`, {
      name: '数据治理组',
      code: 'sjzlz',
      parentId: unitId,
    });
    await value(admin, 'POST', `${ORG}/adminSave`, { id: unitId, name: '数字化办公室', code: 'szhbgs' });
    await value(admin, 'POST', `${ORG}/move`, { id: unitId, parentId: 'org-it' });

    const underIt = await value<OrgTreeNode[]>(staff, 'POST', '/uc/api/org/v1/orgs/getByParentAndDem', {
      parentId: 'org-it',
    });
    const moved = underIt.find((org) => org.id === unitId);
    assert.equal(moved?.name, '数字化办公室');
    assert.equal(moved?.path, `org-group.org-it.${unitId}.`);
    assert.equal(moved?.isParent, true);
    const team = await value<AdminOrgDetail>(admin, 'GET', `${ORG}/adminDetail?id=${teamId}`);
    assert.equal(team.path, `org-group.org-it.${unitId}.${teamId}.`);

    const refused = await call(admin, 'POST', `${ORG}/move`, { id: unitId, parentId: teamId }, 'en-US');
    assert.deepEqual(
      [refused.state, refused.message],
      [false, 'An organisation cannot move under itself or an organisation below it'],
    );
    const taken = await call(admin, 'POST', `${ORG}/adminSave`, {
      name: 'x',
      code: 'xxzx',
      parentId: 'org-it',
    });
    assert.deepEqual([taken.state, taken.message], [false, '组织编码已被使用']);
    const notEmpty = await call(admin, 'POST', `${ORG}/remove`, { id: unitId });
    assert.equal(notEmpty.state, false);
    await value(admin, 'POST', `${ORG}/remove`, { id: teamId });
    assert.equal((await call(admin, 'GET', `${ORG}/adminDetail?id=${teamId}`)).status, 404);

    assert.deepEqual(
      (await changes(unitId)).map((change) => `${change.kind} ${change.actor_account}`),
      ['org.create admin', 'org.update admin', 'org.move admin'],
    );
    const [created] = await changes(teamId);
    assert.deepEqual([created?.kind, created?.actor_account], ['org.create', 'zhaolei']);
  });

  it('names leaders, and keeps suppliers out of a staff administrator’s lists', async () => {
    const leaders = await value<AdminPerson[]>(staffAdmin, 'POST', `${ORG}/setLeaders`, {
      id: 'org-hr',
      userIds: ['u-lina', 'u-zhangwei'],
    });
    assert.deepEqual(
      leaders.map((leader) => leader.account),
      ['lina', 'zhangwei'],
    );
    const detail = await value<AdminOrgDetail>(admin, 'GET', `${ORG}/adminDetail?id=org-hr`);
    assert.deepEqual(
      detail.leaders.map((leader) => leader.fullname),
      ['李娜', '张伟'],
    );
    const outside = await call(staffAdmin, 'POST', `${ORG}/setLeaders`, {
      id: 'org-hr',
      userIds: ['u-supplier'],
    });
    assert.deepEqual([outside.state, outside.message], [false, '系统管理员只能管理内部员工账号']);
  });

  it('creates a post and fills it: its holder joins the organisation and the selectors list them', async () => {
    const postId = await value<string>(admin, 'POST', `${POST}/adminSave`, {
      name: '安全工程师',
      code: 'aqhbb_aqgcs',
      orgId: 'org-safety',
      jobId: 'job-engineer',
    });
    await value(admin, 'POST', `${POST}/setMembers`, { id: postId, userIds: ['u-huangmin'] });
    const detail = await value<AdminOrgDetail>(admin, 'GET', `${ORG}/adminDetail?id=org-safety`);
    const post = detail.posts.find((candidate) => candidate.id === postId);
    assert.deepEqual(
      [post?.jobName, post?.members.map((member) => member.account)],
      ['工程师', ['huangmin']],
    );
    assert.ok(detail.memberCount >= 1);
    const inOrg = await value<{ rows: { account: string }[] }>(
      staff,
      'POST',
      '/uc/api/user/v1/users/queryByType',
      {
        querys: [{ property: 'orgId', value: 'org-safety', operation: 'EQUAL' }],
      },
    );
    assert.ok(inOrg.rows.some((row) => row.account === 'huangmin'));

    const held = await call(admin, 'POST', `${POST}/remove`, { id: postId });
    assert.deepEqual([held.state, held.message], [false, '岗位下还有人员，不能删除']);
    await value(admin, 'POST', `${POST}/setMembers`, { id: postId, userIds: [] });
    await value(admin, 'POST', `${POST}/remove`, { id: postId });
    assert.deepEqual(
      (await changes(postId)).map((change) => change.kind),
      ['post.create', 'post.setMembers', 'post.setMembers', 'post.remove'],
    );
  });

  it('grants a role with a menu entry and a method: its holder sees them on the next request', async () => {
    const roleId = await value<string>(admin, 'POST', `${ROLE}/adminSave`, {
      name: '安全检查员',
      code: 'aqjcy',
      enabled: true,
    });
    const entryId = await value<string>(staffAdmin, 'POST', `${MENU}/adminSave`, {
      parentId: 'm-front',
      name: '安全检查',
      nameEnUs: 'Safety checks',
      alias: 'safetyChecks',
      menuUrl: '/safety/checks',
      icon: 'shield-check',
      badge: '新',
      roleIds: [],
    });
    const menuOf = async (token: string, language = 'zh-CN') =>
      (
        await server.request<Envelope<MenuItem[]>>('GET', `${MENU}/getCurrentUserMenu?menuAlias=front_menu`, {
          token,
          headers: { 'accept-language': language },
        })
      ).body.value ?? [];
    const huangmin = await tokenFor(server, 'huangmin');
    assert.equal(
      (await menuOf(huangmin)).some((item) => item.id === entryId),
      false,
    );

    await value(admin, 'POST', `${ROLE}/setMembers`, { id: roleId, userIds: ['u-huangmin'] });
    await value(admin, 'POST', `${ROLE}/setMenus`, {
      id: roleId,
      menuIds: [entryId],
      methodAliases: ['myTask:transfer'],
    });
    const seen = (await menuOf(huangmin, 'en-US')).find((item) => item.id === entryId);
    assert.deepEqual([seen?.name, seen?.icon, seen?.badge], ['Safety checks', 'shield-check', '新']);
    const methods = await value<MethodAuth>(huangmin, 'GET', `${MENU}/getCurrentUserMethodAuth`);
    assert.ok(methods.curUserMethod.includes('myTask:transfer'));
    const detail = await value<AdminRoleDetail>(admin, 'GET', `${ROLE}/adminDetail?id=${roleId}`);
    assert.deepEqual(
      [detail.members.map((member) => member.account), detail.menuIds, detail.methodAliases],
      [['huangmin'], [entryId], ['myTask:transfer']],
    );

    // Disabling the role takes it away at once.
    await value(admin, 'POST', `${ROLE}/adminSave`, {
      id: roleId,
      name: '安全检查员',
      code: 'aqjcy',
      enabled: false,
    });
    assert.equal(
      (await menuOf(huangmin)).some((item) => item.id === entryId),
      false,
    );
    await value(admin, 'POST', `${ROLE}/remove`, { id: roleId });
    assert.deepEqual(
      (await changes(roleId)).map((change) => change.kind),
      ['role.create', 'role.setMembers', 'role.setGrants', 'role.update', 'role.remove'],
    );
    const kept = await call(admin, 'POST', `${ROLE}/adminSave`, {
      id: 'role-admin',
      name: '系统管理员',
      code: 'xtgly',
      enabled: false,
    });
    assert.deepEqual([kept.state, kept.message], [false, '系统管理员角色不能停用']);
  });

  it('edits, reorders and removes menu entries, the staff area only for a staff administrator', async () => {
    const tree = await value<AdminMenuTree>(staffAdmin, 'GET', `${MENU}/adminTree`);
    const byAlias = new Map(tree.menus.map((menu) => [menu.alias, menu]));
    assert.equal(byAlias.get('tenderSite')?.editable, false);
    assert.equal(byAlias.get('flowCenter')?.editable, true);
    assert.ok(tree.methods.some((method) => method.alias === 'myTask:transfer'));

    const tender = byAlias.get('tenderSite');
    assert.ok(tender);
    const outside = await call(staffAdmin, 'POST', `${MENU}/adminSave`, {
      id: tender.id,
      parentId: tender.parentId,
      name: '招标',
      alias: tender.alias,
      menuUrl: tender.menuUrl,
      roleIds: tender.roleIds,
    });
    assert.equal(outside.status, 403);

    const flowChildren = tree.menus.filter((menu) => menu.parentId === byAlias.get('flowCenter')?.id);
    const reversed = flowChildren.map((menu) => menu.id).reverse();
    await value(staffAdmin, 'POST', `${MENU}/reorder`, {
      parentId: byAlias.get('flowCenter')?.id,
      ids: reversed,
    });
    const after = await value<AdminMenuTree>(admin, 'GET', `${MENU}/adminTree`);
    assert.deepEqual(
      after.menus.filter((menu) => menu.parentId === byAlias.get('flowCenter')?.id).map((menu) => menu.id),
      reversed,
    );
    const partial = await call(admin, 'POST', `${MENU}/reorder`, {
      parentId: byAlias.get('flowCenter')?.id,
      ids: reversed.slice(1),
    });
    assert.deepEqual([partial.state, partial.message], [false, '菜单顺序须包含该菜单下的全部下级菜单']);
    const parent = await call(
      admin,
      'POST',
      `${MENU}/remove`,
      { id: byAlias.get('flowCenter')?.id },
      'zh-TW',
    );
    assert.deepEqual([parent.state, parent.message], [false, '請先刪除下級選單']);
    const invalid = await call(
      admin,
      'POST',
      `${MENU}/adminSave`,
      { parentId: 'm-front', name: '', alias: 'x', menuUrl: '/x', roleIds: [] },
      'en-US',
    );
    assert.equal(invalid.status, 400);
    assert.match(invalid.message, /Name cannot be empty/);
  });

  it('sets the password strategy, which change-password follows at once; only the site administrator may', async () => {
    const refused = await call(staffAdmin, 'POST', '/uc/api/pwdStrategy/v1/save', {
      enable: true,
      pwdRule: 4,
      pwdLength: 10,
    });
    assert.equal(refused.status, 403);
    await value(admin, 'POST', '/uc/api/pwdStrategy/v1/save', { enable: true, pwdRule: 4, pwdLength: 10 });
    const strategy = await value(staff, 'GET', '/uc/api/pwdStrategy/v1/getDefault');
    assert.deepEqual(strategy, { enable: true, pwdRule: 4, pwdLength: 10 });
    const weak = await call(staff, 'POST', '/uc/api/user/v1/user/changUserPsd', {
      oldPwd: await encrypted(server, 'Portal@2026'),
      newPwd: await encrypted(server, 'portal20261'),
    });
    assert.equal(weak.state, false);
    assert.match(weak.message, /大写|大小写/);
    const [record] = await changes('1');
    assert.deepEqual(record?.after, { enable: true, pwdRule: 4, pwdLength: 10 });
  });
});
