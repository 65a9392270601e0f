import { expect, fixture, html, oneEvent, waitUntil } from '@open-wc/testing';
import { createFakeClient, type FakeRoutes, ok } from '../../../docs/fixtures/fake-transport.js';
import { setDefaultApiClient } from '../../../elements/core/api-context.js';
import '../../../elements/password-strategy-form/password-strategy-form.js';
import type { PasswordStrategyForm } from '../../../elements/password-strategy-form/password-strategy-form.js';

const SAVE = '/uc/api/pwdStrategy/v1/save';

describe('password-strategy-form', () => {
  afterEach(() => setDefaultApiClient(undefined));

  const mount = async (routes: FakeRoutes = {}) => {
    const fake = createFakeClient({
      'GET /uc/api/pwdStrategy/v1/getDefault': () => ok({ enable: true, pwdRule: 2, pwdLength: 8 }),
      ...routes,
    });
    setDefaultApiClient(fake.client);
    const element = await fixture<PasswordStrategyForm>(
      html`<password-strategy-form></password-strategy-form>`,
    );
    await waitUntil(() => element.shadowRoot!.querySelector('form'), 'no form');
    return { element, fake, root: element.shadowRoot! };
  };

  it('is accessible', async () => {
    const { element } = await mount();
    await expect(element).to.be.accessible();
  });

  it('shows the strategy in force', async () => {
    const { root } = await mount();
    expect(root.querySelector<HTMLInputElement>('input[type="checkbox"]')!.checked).to.equal(true);
    expect(root.querySelector<HTMLInputElement>('input[name="pwdRule"]:checked')!.value).to.equal('2');
    expect(root.querySelector<HTMLInputElement>('#pwdLength')!.value).to.equal('8');
  });

  it('saves rule 4 with a longer minimum and tells the page', async () => {
    const { element, root, fake } = await mount({
      [`POST ${SAVE}`]: () => ok({ enable: true, pwdRule: 4, pwdLength: 12 }),
    });
    root.querySelector<HTMLInputElement>('input[name="pwdRule"][value="4"]')!.click();
    const length = root.querySelector<HTMLInputElement>('#pwdLength')!;
    length.value = '12';
    length.dispatchEvent(new Event('input'));
    const told = oneEvent(element, 'eip-settings-change');
    root.querySelector('form')!.requestSubmit();
    await told;
    expect(fake.requests.find((request) => request.path === SAVE)!.data).to.deep.equal({
      enable: true,
      pwdRule: 4,
      pwdLength: 12,
    });
  });

  it('refuses a length out of range before asking the server', async () => {
    const { element, root, fake } = await mount();
    const length = root.querySelector<HTMLInputElement>('#pwdLength')!;
    length.value = '3';
    length.dispatchEvent(new Event('input'));
    root.querySelector('form')!.requestSubmit();
    await element.updateComplete;
    expect(root.querySelector('[data-field="pwdLength"] .field__error')!.textContent).to.equal(
      '最小长度须为6到32之间的整数',
    );
    expect(fake.requests.some((request) => request.path === SAVE)).to.equal(false);
  });
});
