import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import type { Envelope } from '../../../api/contract/envelope.js';
import type { MenuItem } from '../../../api/contract/menu.js';
import { issueToken } from '../../../api/server/auth/sessions.js';
import { startTestServer, type TestServer } from './harness.js';

const MENU = '/portal/sys/sysMenu/v1/getCurrentUserMenu';
const METHOD_AUTH = '/portal/sys/sysMenu/v1/getCurrentUserMethodAuth';

function flatten(items: MenuItem[]): MenuItem[] {
  return items.flatMap((item) => [item, ...flatten(item.children ?? [])]);
}

describe('portal menus and method authorisation', () => {
  let server: TestServer;
  const tokens: Record<string, string> = {};

  before(async () => {
    server = await startTestServer();
    // A colleague who is only an employee (role grant), not the staff demo user (also a user grant).
    await server.app.db
      .insertInto('users')
      .values({
        id: 'u-qianduo',
        account: 'qianduo',
        fullname: '钱多',
        password_hash: '!',
        identity: null,
        mobile: null,
        email: null,
        sex: '男',
        status: 1,
        address: null,
        photo: null,
        tenant_id: -1,
      })
      .execute();
    await server.app.db
      .insertInto('user_roles')
      .values({ user_id: 'u-qianduo', role_id: 'role-employee' })
      .execute();
    for (const account of ['staff', 'purchaser', 'supplier', 'admin', 'guest', 'qianduo', 'zhaolei']) {
      tokens[account] = await issueToken(server.app.db, `u-${account}`);
    }
  });
  after(() => server.stop());

  const menuOf = async (account: string, query = '?menuAlias=front_menu') => {
    const { status, body } = await server.request<Required<Envelope<MenuItem[]>>>('GET', `${MENU}${query}`, {
      token: tokens[account],
    });
    assert.equal(status, 200);
    assert.equal(body.state, true);
    return body.value;
  };

  it('refuses a visitor with 401', async () => {
    const { status, body } = await server.request('GET', `${MENU}?menuAlias=front_menu`);
    assert.equal(status, 401);
    assert.deepEqual(body, { state: false, message: '登录已失效，请重新登录', code: 401 });
    assert.equal((await server.request('GET', METHOD_AUTH)).status, 401);
  });

  it('gives staff the workflow tree in sn order, with children nested', async () => {
    const menu = await menuOf('staff');
    assert.deepEqual(
      menu.map((item) => item.name),
      ['流程中心', '协同办公', '个人设置', '在线办事', '待办事项', '集团官网'],
    );
    const flow = menu[0];
    assert.equal(flow?.alias, 'flowCenter');
    assert.deepEqual(
      flow?.children?.map((item) => item.name),
      ['我的待办', '发起流程', '我的请求', '我的已办', '我的草稿', '领导待办', '已阅事项'],
    );
    const myTask = flow?.children?.[0];
    assert.deepEqual(
      { ...myTask, route: JSON.parse(myTask?.route ?? '{}') },
      {
        id: 'm-my-task',
        alias: 'myTask',
        code: 'myTask',
        menuUrl: '/flow/myTask',
        name: '我的待办',
        sn: 1,
        parentId: 'm-flow',
        icon: 'list-check',
        isNew: false,
        hidden: false,
        route: {
          path: '/flow/myTask',
          name: 'myTask',
          component: 'flow/myTask',
          meta: { title: '我的待办', icon: 'list-check' },
        },
      },
    );
    const names = flatten(menu).map((item) => item.name);
    for (const name of ['邮件', '内部消息', '通讯录', '代理设置', '秘书设置'])
      assert.ok(names.includes(name), name);
  });

  it('carries what the host needs: query strings, online menus, duplicates, badges and targets', async () => {
    const items = flatten(await menuOf('staff'));
    const byAlias = new Map(items.map((item) => [item.alias, item]));
    assert.equal(byAlias.get('noticeRead')?.menuUrl, '/flow/noticeList?type=1');
    assert.equal(byAlias.get('startProcess')?.badge, '热');
    assert.equal(byAlias.get('secretarySetting')?.isNew, true);
    const online = byAlias.get('leaveApply');
    assert.equal(online?.menuUrl, 'online.leaveApply.html');
    assert.equal(online?.route, undefined);
    assert.equal(byAlias.get('groupSite')?.target, '_blank');
    assert.equal(byAlias.get('groupSite')?.menuUrl, 'https://www.example.com.cn');
    const paths = items.filter((item) => item.menuUrl === '/flow/myTask').map((item) => item.alias);
    assert.deepEqual(paths, ['myTask', 'todoShortcut']);
  });

  it('names the menus and their route titles in the language asked for, each seeded one translated', async () => {
    const named = async (language: string) => {
      const { body } = await server.request<Required<Envelope<MenuItem[]>>>('GET', MENU, {
        token: tokens.staff,
        headers: { 'accept-language': language },
      });
      return new Map(flatten(body.value).map((item) => [item.alias, item]));
    };
    const [zhCN, zhTW, enUS] = await Promise.all([named('zh-CN'), named('zh-TW'), named('en-US')]);
    assert.equal(zhCN.get('flowCenter')?.name, '流程中心');
    assert.equal(zhTW.get('personalSetting')?.name, '個人設定');
    assert.equal(enUS.get('flowCenter')?.name, 'Workflow');
    assert.equal(enUS.get('mail')?.name, 'Mail');
    const route = JSON.parse(enUS.get('myTask')?.route ?? '{}') as {
      path?: string;
      meta?: { title?: string };
    };
    assert.deepEqual([route.path, route.meta?.title], ['/flow/myTask', 'My to-do']);
    // Every entry has its own name in each language: none is left in simplified Chinese.
    for (const [alias, item] of enUS) assert.doesNotMatch(item.name, /\p{Script=Han}/u, alias);
    for (const [alias, item] of zhTW) assert.notEqual(item.name, '', alias);
    // A menu with no translation (one an administrator adds) keeps its name.
    await server.app.db.updateTable('menus').set({ name_i18n: null }).where('alias', '=', 'mail').execute();
    await server.app.db
      .updateTable('menus')
      .set({ name_i18n: '{broken' })
      .where('alias', '=', 'contacts')
      .execute();
    const after = await named('en-US');
    assert.equal(after.get('mail')?.name, '邮件');
    assert.equal(after.get('contacts')?.name, '通讯录');
  });

  it('grants by role: another employee sees the workflow menus but not the user grant of staff', async () => {
    const menu = await menuOf('qianduo');
    const names = menu.map((item) => item.name);
    assert.ok(names.includes('流程中心'));
    assert.ok(!names.includes('集团官网'));
  });

  it('gives purchasers and suppliers the tender menus, admins the admin menu', async () => {
    for (const account of ['purchaser', 'supplier']) {
      const menu = await menuOf(account);
      assert.deepEqual(
        menu.map((item) => item.alias),
        ['tenderSite'],
      );
      assert.deepEqual(
        menu[0]?.children?.map((item) => item.name),
        ['首页', '招标公告', '中标公告', '澄清公告', '在线投标', '新闻资讯', '关于我们', '个人中心'],
      );
      assert.equal(menu[0]?.children?.at(-1)?.hidden, true);
    }
    const admin = await menuOf('admin');
    assert.deepEqual(
      admin.map((item) => item.alias),
      ['systemManage'],
    );
    assert.deepEqual(
      admin[0]?.children?.map((item) => item.name),
      [
        '用户管理',
        '门户布局',
        '新闻管理',
        '通知公告',
        '组织管理',
        '角色管理',
        '菜单管理',
        '密码策略',
        '注册审核',
        '变更记录',
        '短链接管理',
      ],
    );
  });

  it('gives process administration (流程管理) to the workflow administrators (role 系统管理员) only', async () => {
    const admin = (await menuOf('zhaolei')).find((item) => item.alias === 'flowAdmin');
    assert.deepEqual(
      admin?.children?.map((item) => [item.name, item.menuUrl, JSON.parse(item.route ?? '{}').component]),
      [
        ['流程定义', '/flowAdmin/processes', 'flowAdmin/processes'],
        ['流程异常', '/flowAdmin/incidents', 'flowAdmin/incidents'],
        ['打印模板', '/flowAdmin/printTemplate', 'flowAdmin/printTemplate'],
      ],
    );
    for (const account of ['staff', 'qianduo', 'admin', 'purchaser']) {
      const aliases = flatten(await menuOf(account)).map((item) => item.alias);
      assert.ok(!aliases.includes('processAdmin') && !aliases.includes('incidentAdmin'), account);
    }
  });

  it('defaults to front_menu, gives the guest nothing and an unknown alias an empty tree', async () => {
    assert.equal((await menuOf('staff', '')).length, 6);
    assert.deepEqual(await menuOf('guest'), []);
    assert.deepEqual(await menuOf('staff', '?menuAlias=no_such_menu'), []);
  });

  it('shows a parent of a granted entry, and follows the grants table', async () => {
    const { db } = server.app;
    await db
      .insertInto('portal_grants')
      .values({
        object_kind: 'menu',
        object_id: 'm-news-manage',
        grantee_kind: 'user',
        grantee_id: 'u-supplier',
      })
      .execute();
    const menu = await menuOf('supplier');
    const admin = menu.find((item) => item.alias === 'systemManage');
    assert.deepEqual(
      admin?.children?.map((item) => item.alias),
      ['newsManage'],
    );
    await db.deleteFrom('portal_grants').where('grantee_id', '=', 'u-supplier').execute();
    assert.deepEqual(
      (await menuOf('supplier')).map((item) => item.alias),
      ['tenderSite'],
    );
  });

  it('a disabled role grants nothing', async () => {
    const { db } = server.app;
    await db.updateTable('roles').set({ enabled: false }).where('id', '=', 'role-employee').execute();
    try {
      assert.deepEqual(await menuOf('qianduo'), []);
    } finally {
      await db.updateTable('roles').set({ enabled: true }).where('id', '=', 'role-employee').execute();
    }
  });

  it('refuses a malformed menu alias with 400', async () => {
    const { status, body } = await server.request<Required<Envelope<unknown>>>(
      'GET',
      `${MENU}?menuAlias=a%20b`,
      {
        token: tokens.staff,
      },
    );
    assert.equal(status, 400);
    assert.equal(body.state, false);
    assert.equal(body.code, 400);
  });

  it('answers all method aliases and the user’s own', async () => {
    const all = [
      'myTask:batchHandle',
      'myTask:transfer',
      'startProcess:start',
      'myDraft:remove',
      'mail:send',
      'contacts:manageGroup',
      'tender:exportProject',
      'tender:quote',
      'system:userManage',
      'system:layoutManage',
      'workflow:manageSettings',
    ];
    const of = async (account: string) => {
      const { status, body } = await server.request<
        Required<Envelope<{ allMethod: string[]; curUserMethod: string[] }>>
      >('GET', METHOD_AUTH, { token: tokens[account] });
      assert.equal(status, 200);
      assert.deepEqual(body.value.allMethod, all);
      return body.value.curUserMethod;
    };
    assert.deepEqual(await of('staff'), all.slice(0, 6));
    assert.deepEqual(await of('purchaser'), ['tender:exportProject']);
    assert.deepEqual(await of('supplier'), ['tender:quote']);
    assert.deepEqual(await of('admin'), all);
    assert.deepEqual(await of('zhaolei'), [...all.slice(0, 6), 'workflow:manageSettings']);
    assert.deepEqual(await of('guest'), []);
  });
});
