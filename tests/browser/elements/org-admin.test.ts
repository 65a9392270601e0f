import { expect, fixture, html, oneEvent, waitUntil } from '@open-wc/testing';
import { createFakeClient, type FakeRoutes, ok } from '../../../docs/fixtures/fake-transport.js';
import { setDefaultApiClient } from '../../../elements/core/api-context.js';
import '../../../elements/org-admin/org-admin.js';
import type { OrgAdmin } from '../../../elements/org-admin/org-admin.js';
import { ORG, structureRoutes } from './structure-admin-fakes.js';

describe('org-admin', () => {
  afterEach(() => setDefaultApiClient(undefined));

  const mount = async (routes: FakeRoutes = {}) => {
    const fake = createFakeClient({ ...structureRoutes, ...routes });
    setDefaultApiClient(fake.client);
    const element = await fixture<OrgAdmin>(html`<org-admin></org-admin>`);
    await waitUntil(() => element.shadowRoot!.querySelector('.tree button'), 'no tree');
    return { element, fake, root: element.shadowRoot! };
  };
  const choose = async (root: ShadowRoot, name: string) => {
    [...root.querySelectorAll<HTMLButtonElement>('.tree button')]
      .find((button) => button.textContent!.includes(name))!
      .click();
    await waitUntil(() => root.querySelector('#org-title'), 'no organisation shown');
  };

  it('is accessible with an organisation chosen', async () => {
    const { element, root } = await mount();
    await choose(root, '信息中心');
    await expect(element).to.be.accessible();
  });

  it('draws the dimension’s organisations as a tree', async () => {
    const { root } = await mount();
    const top = root.querySelector('.tree > li > button')!;
    expect(top.textContent!.trim()).to.equal('华东能源集团有限公司');
    const below = [...root.querySelectorAll('.tree ul button')].map((button) => button.textContent!.trim());
    expect(below).to.deep.equal(['信息中心', '人力资源部']);
  });

  it('renames the chosen organisation and tells the page', async () => {
    const { root, element, fake } = await mount({ [`POST ${ORG}/adminSave`]: () => ok('org-it') });
    await choose(root, '信息中心');
    const name = root.querySelector<HTMLInputElement>('#org-name')!;
    name.value = '信息技术中心';
    name.dispatchEvent(new Event('input'));
    const told = oneEvent(element, 'eip-settings-change');
    root.querySelector<HTMLFormElement>('section form')!.requestSubmit();
    expect((await told).detail.kind).to.equal('save');
    const saved = fake.requests.find((request) => request.path === `${ORG}/adminSave`)!;
    expect(saved.data).to.deep.equal({ id: 'org-it', name: '信息技术中心', code: 'xxzx' });
  });

  it('moves it under another organisation, never under itself', async () => {
    const { root, fake, element: host } = await mount({ [`POST ${ORG}/move`]: () => ok(undefined) });
    await choose(root, '信息中心');
    const target = root.querySelector<HTMLSelectElement>('#move-to')!;
    expect([...target.options].map((option) => option.value)).to.deep.equal(['', 'org-group', 'org-hr']);
    target.value = 'org-hr';
    target.dispatchEvent(new Event('change'));
    await host.updateComplete;
    element(root, '移动').click();
    await waitUntil(() => fake.requests.some((request) => request.path === `${ORG}/move`));
    expect(fake.requests.find((request) => request.path === `${ORG}/move`)!.data).to.deep.equal({
      id: 'org-it',
      parentId: 'org-hr',
    });
  });

  it('shows the server’s refusal where the user acted', async () => {
    const { root } = await mount({
      [`POST ${ORG}/remove`]: () => ({
        body: { state: false, message: '组织下还有下级组织、岗位或人员，不能删除' },
      }),
    });
    await choose(root, '信息中心');
    element(root, '删除组织').click();
    await waitUntil(() => root.querySelector('sl-dialog[open]'), 'no confirmation');
    root.querySelector<HTMLElement>('sl-dialog .confirm-ok')!.click();
    await waitUntil(
      () =>
        [...root.querySelectorAll('[role="alert"]')].some((alert) => alert.textContent!.includes('不能删除')),
      'no refusal',
    );
  });
});

function element(root: ShadowRoot, text: string): HTMLElement & { updateComplete: Promise<unknown> } {
  return [...root.querySelectorAll<HTMLElement & { updateComplete: Promise<unknown> }>('sl-button')].find(
    (button) => button.textContent!.trim() === text,
  )!;
}
