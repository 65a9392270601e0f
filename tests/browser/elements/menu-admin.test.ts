import { expect, fixture, html, oneEvent, waitUntil } from '@open-wc/testing';
import { createFakeClient, type FakeRoutes, ok } from '../../../docs/fixtures/fake-transport.js';
import { setDefaultApiClient } from '../../../elements/core/api-context.js';
import '../../../elements/menu-admin/menu-admin.js';
import type { MenuAdmin } from '../../../elements/menu-admin/menu-admin.js';
import { MENU, structureRoutes } from './structure-admin-fakes.js';

describe('menu-admin', () => {
  afterEach(() => setDefaultApiClient(undefined));

  const mount = async (routes: FakeRoutes = {}) => {
    const fake = createFakeClient({ ...structureRoutes, ...routes });
    setDefaultApiClient(fake.client);
    const element = await fixture<MenuAdmin>(html`<menu-admin></menu-admin>`);
    const root = element.shadowRoot!;
    await waitUntil(() => root.querySelector('.tree button'), 'no menu tree');
    return { element, fake, root };
  };
  const choose = async (element: MenuAdmin, name: string) => {
    const root = element.shadowRoot!;
    [...root.querySelectorAll<HTMLButtonElement>('.tree button')]
      .find((button) => button.textContent!.trim() === name)!
      .click();
    await element.updateComplete;
  };
  const button = (root: ShadowRoot, text: string) =>
    [...root.querySelectorAll<HTMLElement>('sl-button')].find(
      (candidate) => candidate.textContent!.trim() === text,
    )!;

  it('is accessible with an entry chosen', async () => {
    const { element } = await mount();
    await choose(element, '流程中心');
    await expect(element).to.be.accessible();
  });

  it('adds an entry below the chosen one, seen by a role', async () => {
    const { element, root, fake } = await mount({ [`POST ${MENU}/adminSave`]: () => ok('m-new') });
    await choose(element, '流程中心');
    button(root, '新建下级菜单').click();
    await element.updateComplete;
    for (const [id, value] of [
      ['menu-name', '我的报表'],
      ['menu-nameEnUs', 'My reports'],
      ['menu-alias', 'myReports'],
      ['menu-menuUrl', '/flow/reports'],
    ] as const) {
      const input = root.querySelector<HTMLInputElement>(`#${id}`)!;
      input.value = value;
      input.dispatchEvent(new Event('input'));
    }
    await waitUntil(() =>
      [...root.querySelectorAll('label')].some((label) => label.textContent!.includes('审计监督员')),
    );
    [...root.querySelectorAll('label')]
      .find((label) => label.textContent!.includes('审计监督员'))!
      .querySelector('input')!
      .click();
    const told = oneEvent(element, 'eip-settings-change');
    root.querySelector<HTMLFormElement>('form')!.requestSubmit();
    await told;
    const sent = fake.requests.find((request) => request.path === `${MENU}/adminSave`)!.data as Record<
      string,
      unknown
    >;
    expect([sent.parentId, sent.name, sent.nameEnUs, sent.alias, sent.menuUrl, sent.roleIds]).to.deep.equal([
      'm-flow',
      '我的报表',
      'My reports',
      'myReports',
      '/flow/reports',
      ['role-auditor'],
    ]);
  });

  it('moves an entry down among its siblings', async () => {
    const { element, root, fake } = await mount({ [`POST ${MENU}/reorder`]: () => ok(undefined) });
    await choose(element, '我的待办');
    button(root, '下移').click();
    await waitUntil(() => fake.requests.some((request) => request.path === `${MENU}/reorder`));
    expect(fake.requests.find((request) => request.path === `${MENU}/reorder`)!.data).to.deep.equal({
      parentId: 'm-flow',
      ids: ['m-my-draft', 'm-my-task'],
    });
  });

  it('shows an outside entry without letting a staff administrator change it', async () => {
    const { element, root } = await mount();
    await choose(element, '招标采购');
    expect(root.querySelector('.hint')!.textContent).to.equal('该菜单只能由平台管理员修改。');
    expect(root.querySelector<HTMLFieldSetElement>('fieldset.plain')!.disabled).to.equal(true);
    expect(button(root, '保存')).to.equal(undefined);
  });
});
