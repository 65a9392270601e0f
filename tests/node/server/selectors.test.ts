import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import type { Envelope, PageList } from '../../../api/contract/envelope.js';
import { issueToken } from '../../../api/server/auth/sessions.js';
import { sharedTestServer, type TestServer } from './harness.js';

const USERS = '/uc/api/user/v1/users/queryByType';
const ORG_TREE = '/uc/api/org/v1/orgs/getByParentAndDem';
const ORGS = '/uc/api/org/v1/orgs/getOrgPage';
const ROLES = '/uc/api/role/v1/roles/getRolePage';
const JOBS = '/uc/api/job/v1/jobs/getJobPage';
const POSTS = '/uc/api/org/v1/orgPosts/getOrgPostPage';
const DEM_LIST = '/uc/api/demension/v1/dems/getDemListAll';
const DEMS = '/uc/api/demension/v1/dems/getAll';
const SET_POST = '/uc/ucGroup/v1/setCookie';

type Row = Record<string, unknown> & { id: string; name: string };

const body = (querys: unknown[] = [], pageBean = { page: 1, pageSize: -1 }, extra: object = {}) => ({
  pageBean,
  querys,
  ...extra,
});

describe('selector lists and the post switch', () => {
  let server: TestServer;
  const tokens: Record<string, string> = {};

  before(async () => {
    server = await sharedTestServer();
    for (const account of ['staff', 'admin', 'purchaser', 'supplier', 'guest']) {
      tokens[account] = await issueToken(server.app.db, `u-${account}`);
    }
  });
  after(() => server.stop());

  const list = async (path: string, query: unknown, account = 'staff') => {
    const { status, body: answer } = await server.request<Required<Envelope<PageList<Row>>>>('POST', path, {
      body: query,
      token: tokens[account],
    });
    assert.equal(status, 200, JSON.stringify(answer));
    assert.equal(answer.state, true);
    return answer.value;
  };
  const ids = (page: PageList<Row>) => page.rows.map((row) => row.id);

  it('refuses visitors with 401, and purchasers, suppliers and the guest with 403', async () => {
    const calls: [string, string][] = [
      ['POST', USERS],
      ['POST', ORG_TREE],
      ['POST', ORGS],
      ['POST', ROLES],
      ['POST', JOBS],
      ['POST', POSTS],
      ['POST', DEM_LIST],
      ['GET', DEMS],
    ];
    for (const [method, path] of calls) {
      const payload = method === 'POST' ? {} : undefined;
      const visitor = await server.request(method, path, { body: payload });
      assert.equal(visitor.status, 401, path);
      for (const account of ['purchaser', 'supplier', 'guest']) {
        const { status, body: answer } = await server.request(method, path, {
          body: payload,
          token: tokens[account],
        });
        assert.equal(status, 403, `${account} ${path}`);
        assert.deepEqual(answer, { state: false, message: '没有权限查看组织人员信息', code: 403 });
      }
    }
  });

  describe('users queryByType', () => {
    it('lists the users of the caller’s tenant without the guest, never with their password', async () => {
      const expected = await server.app.db
        .selectFrom('users')
        .select('id')
        .where('tenant_id', '=', -1)
        .where('id', '<>', 'u-guest')
        .orderBy('account')
        .execute();
      const page = await list(USERS, body());
      assert.deepEqual(
        ids(page),
        expected.map((row) => row.id),
      );
      assert.equal(page.total, expected.length);
      const staff = page.rows.find((row) => row.id === 'u-staff');
      assert.deepEqual(Object.keys(staff ?? {}).sort(), [
        'account',
        'email',
        'fullname',
        'id',
        'identity',
        'mobile',
        'name',
        'sex',
        'status',
      ]);
      assert.equal(staff?.name, '王晓明');
      assert.ok(!ids(page).includes('u-demo-admin'));
      // Administrators may pick users too.
      assert.equal((await list(USERS, body(), 'admin')).total, expected.length);
    });

    it('pages with a total', async () => {
      const all = await list(USERS, body());
      const second = await list(USERS, body([], { page: 2, pageSize: 5 }));
      assert.equal(second.total, all.total);
      assert.deepEqual(ids(second), ids(all).slice(5, 10));
    });

    it('filters by name, account and by membership of an org, post, role or job', async () => {
      const { db } = server.app;
      const membersOf = async (
        table: 'user_orgs' | 'user_posts' | 'user_roles',
        column: string,
        value: string,
      ) => {
        const rows = await db
          .selectFrom(table)
          .select('user_id')
          .where(column as 'user_id', '=', value)
          .execute();
        return [...new Set(rows.map((row) => row.user_id))].sort();
      };
      const sorted = (page: PageList<Row>) => ids(page).sort();
      assert.deepEqual(
        sorted(await list(USERS, body([{ property: 'orgId', value: 'org-it', operation: 'EQUAL' }]))),
        await membersOf('user_orgs', 'org_id', 'org-it'),
      );
      assert.deepEqual(
        sorted(
          await list(USERS, body([{ property: 'postId', value: 'post-it-engineer', operation: 'EQUAL' }])),
        ),
        await membersOf('user_posts', 'post_id', 'post-it-engineer'),
      );
      const admins = await membersOf('user_roles', 'role_id', 'role-admin');
      assert.deepEqual(
        sorted(await list(USERS, body([{ property: 'roleId', value: ['role-admin'], operation: 'IN' }]))),
        admins,
      );
      const notAdmins = await list(
        USERS,
        body([{ property: 'roleId', value: 'role-admin', operation: 'NOT_IN' }]),
      );
      assert.ok(!ids(notAdmins).some((id) => admins.includes(id)));
      const engineers = await list(
        USERS,
        body([{ property: 'jobId', value: 'job-engineer', operation: 'EQUAL' }]),
      );
      assert.ok(engineers.total > 0);
      assert.ok(ids(engineers).includes('u-staff'));
      const named = await list(USERS, body([{ property: 'name', value: '晓明', operation: 'LIKE' }]));
      assert.deepEqual(ids(named), ['u-staff']);
      const accounts = await list(
        USERS,
        body([{ property: 'account', value: 'supplier', operation: 'RIGHT_LIKE' }]),
      );
      assert.deepEqual(ids(accounts), ['u-supplier', 'u-supplier2', 'u-supplier3']);
      const either = await list(
        USERS,
        body([
          { property: 'name', value: '王晓明', operation: 'EQUAL', group: 'q', relation: 'OR' },
          { property: 'account', value: 'admin', operation: 'EQUAL', group: 'q' },
        ]),
      );
      assert.deepEqual(ids(either), ['u-admin', 'u-staff']);
    });

    it('refuses filters it does not know and misuse of membership filters with 400', async () => {
      for (const querys of [
        [{ property: 'password_hash', value: 'x', operation: 'LIKE' }],
        [{ property: 'orgId', value: 'org', operation: 'LIKE' }],
        [{ property: 'status', value: 'on', operation: 'EQUAL' }],
      ]) {
        const { status, body: answer } = await server.request<Envelope>('POST', USERS, {
          body: body(querys),
          token: tokens.staff,
        });
        assert.equal(status, 400, JSON.stringify(querys));
        assert.equal(answer.code, 400);
      }
      const badPage = await server.request('POST', USERS, {
        body: { pageBean: { page: 1, pageSize: 5000 } },
        token: tokens.staff,
      });
      assert.equal(badPage.status, 400);
    });
  });

  describe('organisations', () => {
    const tree = async (query: unknown) => {
      const { status, body: answer } = await server.request<Required<Envelope<Row[]>>>('POST', ORG_TREE, {
        body: query,
        token: tokens.staff,
      });
      assert.equal(status, 200);
      return answer;
    };

    it('gives the roots of the default dimension, or of the one asked for', async () => {
      const roots = await tree({});
      assert.deepEqual(
        roots.value.map((org) => [org.id, org.isParent]),
        [['org-group', true]],
      );
      assert.deepEqual((await tree({ parentId: '0' })).value, roots.value);
      const project = await tree({ demId: 'dem-project' });
      assert.deepEqual(
        project.value.map((org) => org.id),
        ['org-committee'],
      );
    });

    it('gives the children of a parent in sn order, telling which have children', async () => {
      const { value } = await tree({ parentId: 'org-group', demId: 'dem-admin' });
      const expected = await server.app.db
        .selectFrom('orgs')
        .select('id')
        .where('parent_id', '=', 'org-group')
        .orderBy('sn')
        .orderBy('id')
        .execute();
      assert.deepEqual(
        value.map((org) => org.id),
        expected.map((row) => row.id),
      );
      assert.equal(value.find((org) => org.id === 'org-purchase')?.isParent, true);
      assert.equal(value.find((org) => org.id === 'org-it')?.isParent, false);
      assert.equal(value[0]?.parentId, 'org-group');
      assert.equal(value[0]?.demId, 'dem-admin');
      assert.deepEqual((await tree({ parentId: 'org-it' })).value, []);
    });

    it('refuses an unknown dimension, and bad input with 400', async () => {
      assert.deepEqual(await tree({ demId: 'dem-nothing' }), { state: false, message: '维度不存在' });
      const { status } = await server.request('POST', ORG_TREE, {
        body: { parentId: 'x'.repeat(65) },
        token: tokens.staff,
      });
      assert.equal(status, 400);
    });

    it('pages organisations, a subtree by its path, with the dimension’s name', async () => {
      const subtree = await list(
        ORGS,
        body([{ property: 'path', value: 'org-group.org-purchase.', operation: 'RIGHT_LIKE' }]),
      );
      assert.deepEqual(ids(subtree).sort(), ['org-purchase', 'org-purchase-goods', 'org-purchase-service']);
      assert.equal(subtree.rows[0]?.demName, '行政维度');
      const project = await list(
        ORGS,
        body([{ property: 'demId', value: 'dem-project', operation: 'EQUAL' }]),
      );
      assert.deepEqual(ids(project), ['org-committee', 'org-review', 'org-audit']);
      const named = await list(
        ORGS,
        body([{ property: 'name', value: '采购', operation: 'LIKE' }], { page: 1, pageSize: 2 }),
      );
      assert.equal(named.total, 3);
      assert.equal(named.rows.length, 2);
    });
  });

  describe('roles, jobs, posts and dimensions', () => {
    it('pages roles, with their enabled flag as a filter', async () => {
      const all = await list(ROLES, body());
      const expected = await server.app.db.selectFrom('roles').select('id').orderBy('code').execute();
      assert.deepEqual(
        ids(all),
        expected.map((row) => row.id),
      );
      const disabled = await list(ROLES, body([{ property: 'enabled', value: 'false', operation: 'EQUAL' }]));
      assert.deepEqual(ids(disabled), ['role-auditor']);
      assert.equal(disabled.rows[0]?.enabled, false);
      const byCode = await list(ROLES, body([{ property: 'code', value: 'xtgly', operation: 'EQUAL' }]));
      assert.deepEqual(
        byCode.rows.map((row) => row.name),
        ['系统管理员'],
      );
    });

    it('pages jobs by name', async () => {
      const managers = await list(JOBS, body([{ property: 'name', value: '经理', operation: 'LIKE' }]));
      assert.deepEqual(ids(managers).sort(), ['job-gm', 'job-manager']);
      const page = await list(JOBS, { pageBean: { page: 1, pageSize: 2, showTotal: false } });
      assert.equal(page.rows.length, 2);
      assert.equal(page.total, -1);
    });

    it('pages posts with their organisation and job', async () => {
      const posts = await list(POSTS, body([{ property: 'orgId', value: 'org-it', operation: 'EQUAL' }]));
      assert.deepEqual(ids(posts).sort(), ['post-it-engineer', 'post-it-manager']);
      const engineer = posts.rows.find((row) => row.id === 'post-it-engineer');
      assert.equal(engineer?.orgName, '信息中心');
      assert.equal(typeof engineer?.jobName, 'string');
      const byOrgName = await list(POSTS, body([{ property: 'orgName', value: '财务', operation: 'LIKE' }]));
      assert.ok(byOrgName.total >= 1);
      assert.ok(byOrgName.rows.every((row) => String(row.orgName).includes('财务')));
    });

    it('lists every dimension, the default first, by POST and by GET', async () => {
      const post = await server.request<Required<Envelope<Row[]>>>('POST', DEM_LIST, {
        body: {},
        token: tokens.staff,
      });
      assert.deepEqual(post.body.value, [
        { id: 'dem-admin', name: '行政维度', code: 'xzwd', isDefault: true },
        { id: 'dem-project', name: '项目维度', code: 'xmwd', isDefault: false },
      ]);
      const get = await server.request<Required<Envelope<Row[]>>>('GET', DEMS, { token: tokens.admin });
      assert.deepEqual(get.body.value, post.body.value);
      const filtered = await server.request<Required<Envelope<Row[]>>>('POST', DEM_LIST, {
        body: body([{ property: 'name', value: '项目', operation: 'LIKE' }]),
        token: tokens.staff,
      });
      assert.deepEqual(
        filtered.body.value.map((dem) => dem.id),
        ['dem-project'],
      );
    });
  });

  describe('post switch', () => {
    it('switches to a post the user holds and keeps it in a cookie', async () => {
      const {
        status,
        body: answer,
        headers,
      } = await server.request('GET', `${SET_POST}?postId=post-it-engineer`, {
        token: tokens.staff,
      });
      assert.equal(status, 200);
      assert.deepEqual(answer, { state: true, message: '岗位切换成功', code: 200 });
      assert.equal(headers.get('set-cookie'), 'postId=post-it-engineer; Path=/; HttpOnly; SameSite=Lax');
    });

    it('refuses a post the user does not hold', async () => {
      for (const [account, postId] of [
        ['staff', 'post-gm'],
        ['staff', 'post-nothing'],
        ['supplier', 'post-it-engineer'],
      ]) {
        const {
          status,
          body: answer,
          headers,
        } = await server.request('GET', `${SET_POST}?postId=${postId}`, {
          token: tokens[account],
        });
        assert.equal(status, 200);
        assert.deepEqual(answer, { state: false, message: '该岗位不存在或不属于当前用户' });
        assert.equal(headers.get('set-cookie'), null);
      }
    });

    it('refuses a visitor with 401 and a missing or malformed post id with 400', async () => {
      assert.equal((await server.request('GET', `${SET_POST}?postId=post-it-engineer`)).status, 401);
      assert.equal((await server.request('GET', SET_POST, { token: tokens.staff })).status, 400);
      assert.equal(
        (await server.request('GET', `${SET_POST}?postId=a%3Bb`, { token: tokens.staff })).status,
        400,
      );
    });
  });
});
