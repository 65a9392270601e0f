import { expect, fixture, html, oneEvent, waitUntil } from '@open-wc/testing';
import type { AdminUser } from '../../../api/contract/admin.js';
import { createFakeClient, ok, refuse } from '../../../docs/fixtures/fake-transport.js';
import { setDefaultApiClient } from '../../../elements/core/api-context.js';
import '../../../elements/user-admin/user-admin.js';
import type { UserAdmin } from '../../../elements/user-admin/user-admin.js';

const user = (over: Partial<AdminUser> = {}): AdminUser => ({
  id: 'u-huangmin',
  account: 'huangmin',
  fullname: '黄敏',
  email: null,
  mobile: null,
  identity: null,
  status: 1,
  orgId: 'org-it',
  orgName: '信息中心',
  postIds: [],
  postNames: [],
  roleIds: ['role-employee'],
  roleNames: ['普通员工'],
  lastSignInTime: null,
  locked: false,
  mustChangePassword: false,
  directory: false,
  createTime: '2026-01-01T00:00:00.000Z',
  ...over,
});

const page = (rows: AdminUser[]) => ok({ rows, total: rows.length, page: 1, pageSize: 20 });
const none = () => page([]);

function mount(routes: Parameters<typeof createFakeClient>[0], scope = 'all') {
  const backend = createFakeClient({
    'POST /uc/api/org/v1/orgs/getOrgPage': () => ok({ rows: [{ id: 'org-it', name: '信息中心' }], total: 1 }),
    'POST /uc/api/org/v1/orgPosts/getOrgPostPage': () => ok({ rows: [], total: 0 }),
    'POST /uc/api/role/v1/roles/getRolePage': () =>
      ok({ rows: [{ id: 'role-employee', name: '普通员工' }], total: 1 }),
    ...routes,
  });
  setDefaultApiClient(backend.client);
  return { backend, el: fixture<UserAdmin>(html`<user-admin scope=${scope}></user-admin>`) };
}

const root = (el: UserAdmin) => el.shadowRoot!;
const rowsOf = (el: UserAdmin) => [...root(el).querySelectorAll('tbody tr')];
const button = (scope: ParentNode, text: string) =>
  [...scope.querySelectorAll('sl-button')].find((b) => b.textContent!.trim().startsWith(text)) as HTMLElement;

describe('user-admin', () => {
  afterEach(() => setDefaultApiClient(undefined));

  it('is accessible', async () => {
    const { el } = mount({
      'POST /uc/uc/ucUser/v1/adminQuery': () =>
        page([user(), user({ id: 'u-2', account: 'x', status: 0, locked: true })]),
    });
    const element = await el;
    await waitUntil(() => rowsOf(element).length === 2);
    await expect(element).to.be.accessible();
  });

  it('lists users with status, lock and last sign-in, and hides the type filter for a staff administrator', async () => {
    const { el } = mount(
      {
        'POST /uc/uc/ucUser/v1/adminQuery': () =>
          page([
            user({ locked: true, lastSignInTime: null }),
            user({ id: 'u-2', fullname: '离职者', status: 2 }),
          ]),
      },
      'staff',
    );
    const element = await el;
    await waitUntil(() => rowsOf(element).length === 2);
    const [first, second] = rowsOf(element);
    expect(first!.textContent).to.include('正常').and.include('已锁定').and.include('从未登录');
    expect(second!.textContent).to.include('已离职');
    expect(button(first!, '解锁')).to.exist;
    expect(button(second!, '启用')).to.exist;
    expect(button(first!, '重置密码')).to.exist;
    expect(root(element).querySelector('#filter-type')).to.equal(null);
  });

  it('offers no password reset for an account whose password the company directory keeps', async () => {
    const { el } = mount({
      'POST /uc/uc/ucUser/v1/adminQuery': () => page([user({ directory: true })]),
    });
    const element = await el;
    await waitUntil(() => rowsOf(element).length === 1);
    const [row] = rowsOf(element);
    expect(button(row!, '编辑')).to.exist;
    expect(button(row!, '重置密码')).to.equal(undefined);
  });

  it('searches with the filters given', async () => {
    const { el, backend } = mount({ 'POST /uc/uc/ucUser/v1/adminQuery': none });
    const element = await el;
    await waitUntil(() => root(element).textContent!.includes('没有符合条件的用户'));
    (root(element).querySelector('#filter-keyword') as HTMLInputElement).value = '黄';
    (root(element).querySelector('#filter-status') as HTMLSelectElement).value = 'disabled';
    (root(element).querySelector('#filter-type') as HTMLSelectElement).value = 'supplier';
    (root(element).querySelector('form[part="filters"]') as HTMLFormElement).requestSubmit();
    await waitUntil(() => backend.requests.filter((r) => r.path.endsWith('adminQuery')).length === 2);
    expect(backend.requests.at(-1)!.data).to.include({
      keyword: '黄',
      status: 'disabled',
      type: 'supplier',
      page: 1,
    });
  });

  it('creates a user and shows the one-time password once', async () => {
    const { el, backend } = mount({
      'POST /uc/uc/ucUser/v1/adminQuery': none,
      'POST /uc/uc/ucUser/v1/adminSave': () =>
        ok({ user: user({ account: 'newstaff' }), oneTimePassword: 'Ab3$efgh9Kmn' }, '保存成功'),
    });
    const element = await el;
    await waitUntil(() => root(element).textContent!.includes('没有符合条件的用户'));
    button(root(element), '新建用户').click();
    await element.updateComplete;
    const form = root(element).querySelector('form[part="form"]') as HTMLFormElement;
    const type = (id: string, value: string) => {
      const input = form.querySelector(`#${id}`) as HTMLInputElement;
      input.value = value;
      input.dispatchEvent(new Event('input'));
    };
    type('user-account', 'newstaff');
    type('user-fullname', '钱多多');
    const told = oneEvent(element, 'eip-admin-change');
    form.requestSubmit();
    expect((await told).detail.message).to.equal('保存成功');
    await waitUntil(() => root(element).querySelector('[part="one-time-password"]'));
    expect(root(element).querySelector('[part="one-time-password"]')!.textContent).to.include('Ab3$efgh9Kmn');
    expect(backend.requests.find((r) => r.path.endsWith('adminSave'))!.data).to.include({
      account: 'newstaff',
      fullname: '钱多多',
    });
  });

  it("shows the server's refusal of a status change", async () => {
    const { el } = mount({
      'POST /uc/uc/ucUser/v1/adminQuery': () => page([user({ status: 0 })]),
      'POST /uc/uc/ucUser/v1/setStatus': () => refuse('不能停用或离职自己的账号'),
    });
    const element = await el;
    await waitUntil(() => rowsOf(element).length === 1);
    button(rowsOf(element)[0]!, '启用').click();
    await waitUntil(() =>
      root(element).querySelector('[role="alert"]')?.textContent?.includes('不能停用或离职自己的账号'),
    );
  });
});
