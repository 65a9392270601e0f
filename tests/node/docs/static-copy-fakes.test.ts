import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { CALLS, type CallKey } from '../../../api/contract/calls.js';
import { DEFAULT_PREFIXES } from '../../../api/contract/deployment.js';
import { ADMIN_ROUTES } from '../../../docs/fixtures/admin-calls.js';
import { answerAdmin } from '../../../docs/fixtures/admin-fakes.js';
import { DEMO_CALLS } from '../../../docs/fixtures/demo-calls.js';
import { exchangeKey } from '../../../docs/fixtures/exchange-key.js';
import type { FakeRequest } from '../../../docs/fixtures/fake-transport.js';
import { answerRecorded } from '../../../docs/fixtures/recorded-exchanges.js';
import recordedExchanges from '../../../docs/fixtures/recorded-exchanges.json' with { type: 'json' };

/** Where a call is sent with the default deployment. */
function routeOf(key: CallKey): string {
  const spec = CALLS[key];
  return `${spec.method} ${DEFAULT_PREFIXES[spec.service]}${spec.path}`;
}

function request(
  key: CallKey,
  { params = {}, data }: { params?: Record<string, string>; data?: unknown } = {},
) {
  const [method = '', path = ''] = routeOf(key).split(' ');
  return { method, path, params, data, progress: () => {} } satisfies FakeRequest;
}

/** The value of an answer the administrator's demo reads, or its refusal's message. */
function call<T>(key: CallKey, options?: Parameters<typeof request>[1]): T {
  const body = answerAdmin(request(key, options))?.body as { state: boolean; message: string; value: T };
  if (!body.state) throw new Error(body.message);
  return body.value;
}

type Page<T> = { rows: T[]; total: number };

describe('the administration demos in a static copy (docs/fixtures/admin-fakes.ts)', () => {
  it("route each call at its contract's address", () => {
    const wrong = Object.entries(ADMIN_ROUTES)
      .filter(([key, route]) => routeOf(key as CallKey) !== route)
      .map(([key, route]) => `${key}: ${route}, not ${routeOf(key as CallKey)}`);
    assert.deepEqual(wrong, []);
  });

  it('let a registration be approved once, then list it as approved and log it', () => {
    const pending = () =>
      call<Page<{ userId: string; fullname: string }>>('ucAdmission/query', {
        data: { state: 'pending', page: 1, pageSize: 20 },
      }).rows.map((row) => row.fullname);
    assert.deepEqual(pending(), ['宁波海川电气设备有限公司', '苏州数智科技有限公司']);
    assert.deepEqual(call('ucAdmission/decide', { data: { userId: 'u-reg-hcdq', decision: 'activate' } }), {
      state: 'activated',
      mailed: true,
    });
    assert.deepEqual(pending(), ['苏州数智科技有限公司']);
    assert.throws(
      () =>
        call('ucAdmission/decide', {
          data: { userId: 'u-reg-hcdq', decision: 'reject', reason: '资料不全' },
        }),
      /已审核/,
    );
    const [newest] = call<Page<{ kind: string; objectId: string }>>('adminChange/query', {
      data: { page: 1, pageSize: 20 },
    }).rows;
    assert.deepEqual(newest && { kind: newest.kind, objectId: newest.objectId }, {
      kind: 'admission.activate',
      objectId: 'u-reg-hcdq',
    });
  });

  it("move a user to another organisation and list them there; refuse a second user's account", () => {
    const inOrg = (orgId: string) =>
      call<Page<{ account: string; orgName: string }>>('ucUser/adminQuery', {
        data: { orgId, page: 1, pageSize: 100 },
      }).rows.map((user) => user.account);
    assert.ok(inOrg('org-it').includes('huangmin'));
    const saved = call<{ user: { orgName: string; roleNames: string[] } }>('ucUser/adminSave', {
      data: { id: 'u-huangmin', fullname: '黄敏', orgId: 'org-finance', roleIds: ['role-employee'] },
    });
    assert.equal(saved.user.orgName, '财务部');
    assert.deepEqual(saved.user.roleNames, ['普通员工']);
    assert.ok(!inOrg('org-it').includes('huangmin'));
    assert.ok(inOrg('org-finance').includes('huangmin'));
    assert.throws(
      () => call('ucUser/adminSave', { data: { account: 'huangmin', fullname: '黄敏' } }),
      /已存在/,
    );
  });

  it('keep an organisation with people, and remove a new empty one', () => {
    assert.throws(() => call('ucOrg/remove', { data: { id: 'org-it' } }), /不能删除/);
    const id = call<string>('ucOrg/adminSave', {
      data: { name: '数据治理组', code: 'sjzl', parentId: 'org-it' },
    });
    const names = () =>
      call<Page<{ name: string }>>('orgs/getOrgPage', {
        data: { pageBean: { page: 1, pageSize: -1 } },
      }).rows.map((org) => org.name);
    assert.ok(names().includes('数据治理组'));
    assert.equal(
      call<{ path: string }>('ucOrg/adminDetail', { params: { id } }).path,
      `org-group.org-it.${id}.`,
    );
    call('ucOrg/remove', { data: { id } });
    assert.ok(!names().includes('数据治理组'));
  });

  it("set a role's members and an organisation's leaders, each logged with the people before", () => {
    const members = (id: string) =>
      call<{ members: Array<{ id: string }> }>('ucRole/adminDetail', { params: { id } }).members.map(
        (person) => person.id,
      );
    assert.deepEqual(members('role-leader'), ['u-lina', 'u-liuyang', 'u-zhangwei', 'u-zhaolei']);
    call('ucRole/setMembers', { data: { id: 'role-leader', userIds: ['u-lina', 'u-zhaolei'] } });
    assert.deepEqual(members('role-leader'), ['u-lina', 'u-zhaolei']);
    const newest = () =>
      call<Page<{ kind: string; before: unknown; after: unknown }>>('adminChange/query', {
        data: { page: 1, pageSize: 1 },
      }).rows[0];
    assert.deepEqual(newest()?.before, { userIds: ['u-lina', 'u-liuyang', 'u-zhangwei', 'u-zhaolei'] });
    call('ucOrg/setLeaders', { data: { id: 'org-group', userIds: ['u-zhaolei'] } });
    assert.deepEqual(
      call<{ leaders: Array<{ id: string }> }>('ucOrg/adminDetail', {
        params: { id: 'org-group' },
      }).leaders.map((person) => person.id),
      ['u-zhaolei'],
    );
    assert.equal(newest()?.kind, 'org.setLeaders');
    assert.throws(() => call('ucRole/setMembers', { data: { id: 'role-none', userIds: [] } }), /角色不存在/);
  });

  it("answer the user selector's search by name among active people", () => {
    const found = call<Page<{ fullname: string }>>('users/queryByType', {
      data: {
        pageBean: { page: 1, pageSize: 10 },
        querys: [
          { property: 'status', value: 1, operation: 'EQUAL', relation: 'AND' },
          { property: 'fullname', value: '李', operation: 'LIKE', relation: 'OR', group: 'keyword' },
          { property: 'account', value: '李', operation: 'LIKE', relation: 'OR', group: 'keyword' },
        ],
      },
    });
    assert.deepEqual(
      found.rows.map((row) => row.fullname),
      ['李娜'],
    );
  });
});

describe("the other demos' recorded answers (docs/fixtures/recorded-exchanges.ts)", () => {
  it('hold an answer for every call of demo-calls.ts (rerun record-exchanges.ts after adding one)', () => {
    const missing = DEMO_CALLS.filter(
      (demo) => !(exchangeKey(demo.method, demo.path, demo.params ?? {}, demo.data) in recordedExchanges),
    ).map((demo) => `${demo.tag}: ${demo.method} ${demo.path}`);
    assert.deepEqual(missing, []);
  });

  it('answer a request as recorded, another to the same address as its first recording, others not', () => {
    const newsPage = (page: string) =>
      answerRecorded({
        method: 'GET',
        path: '/portal/portalNewsNotice/v1/getNews',
        params: { classifyId: 'notice', page, pageSize: '5' },
        data: undefined,
        progress: () => {},
      })?.body as { value: Array<{ title: string }> } | undefined;
    assert.equal(newsPage('1')?.value[0]?.title, '关于春节期间电子招投标平台系统维护的通知');
    assert.ok(newsPage('2')?.value.length, 'another page of the same list is answered too');
    assert.equal(
      answerRecorded({
        method: 'GET',
        path: '/portal/nothing',
        params: {},
        data: undefined,
        progress: () => {},
      }),
      undefined,
    );
  });
});
