import { expect, fixture, html, oneEvent, waitUntil } from '@open-wc/testing';
import { createFakeClient, type FakeRoutes, ok } from '../../../docs/fixtures/fake-transport.js';
import { setDefaultApiClient } from '../../../elements/core/api-context.js';
import '../../../elements/role-admin/role-admin.js';
import type { RoleAdmin } from '../../../elements/role-admin/role-admin.js';
import { ROLE, structureRoutes } from './structure-admin-fakes.js';

describe('role-admin', () => {
  afterEach(() => setDefaultApiClient(undefined));

  const mount = async (routes: FakeRoutes = {}) => {
    const fake = createFakeClient({ ...structureRoutes, ...routes });
    setDefaultApiClient(fake.client);
    const element = await fixture<RoleAdmin>(html`<role-admin></role-admin>`);
    const root = element.shadowRoot!;
    await waitUntil(() => root.querySelector('.tree button'), 'no roles');
    [...root.querySelectorAll<HTMLButtonElement>('.tree button')]
      .find((button) => button.textContent!.includes('审计监督员'))!
      .click();
    await waitUntil(() => root.querySelector('.checktree'), 'no grants');
    return { element, fake, root };
  };
  const check = (root: ShadowRoot, text: string) =>
    [...root.querySelectorAll('label')]
      .find((label) => label.textContent!.trim().startsWith(text))!
      .querySelector('input')!;

  it('is accessible', async () => {
    const { element } = await mount();
    await expect(element).to.be.accessible();
  });

  it('shows the role, its holders and what it grants; the outside entries cannot be changed', async () => {
    const { root } = await mount();
    expect(root.querySelector<HTMLInputElement>('#role-name')!.value).to.equal('审计监督员');
    expect(check(root, '启用').checked).to.equal(false);
    expect(check(root, '流程中心').checked).to.equal(true);
    expect(check(root, '招标采购').disabled).to.equal(true);
    expect(root.querySelector('.tree')!.textContent).to.include('已停用');
  });

  it('grants a menu entry and a method', async () => {
    const { element, root, fake } = await mount({ [`POST ${ROLE}/setMenus`]: () => ok(undefined) });
    check(root, '我的待办').click();
    check(root, '转办').click();
    await element.updateComplete;
    const told = oneEvent(element, 'eip-settings-change');
    [...root.querySelectorAll<HTMLElement>('sl-button')]
      .find((button) => button.textContent!.trim() === '保存授权')!
      .click();
    await told;
    const sent = fake.requests.find((request) => request.path === `${ROLE}/setMenus`)!.data as {
      menuIds: string[];
      methodAliases: string[];
    };
    expect([sent.menuIds.sort(), sent.methodAliases]).to.deep.equal([
      ['m-flow', 'm-my-task'],
      ['myTask:transfer'],
    ]);
  });
});
