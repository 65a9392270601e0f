import { expect, fixture, html, oneEvent, waitUntil } from '@open-wc/testing';
import { createFakeClient, type FakeRoutes, ok } from '../../../docs/fixtures/fake-transport.js';
import { setDefaultApiClient } from '../../../elements/core/api-context.js';
import '../../../elements/post-admin/post-admin.js';
import type { PostAdmin } from '../../../elements/post-admin/post-admin.js';
import { POST, structureRoutes } from './structure-admin-fakes.js';

describe('post-admin', () => {
  afterEach(() => setDefaultApiClient(undefined));

  const mount = async (routes: FakeRoutes = {}) => {
    const fake = createFakeClient({ ...structureRoutes, ...routes });
    setDefaultApiClient(fake.client);
    const element = await fixture<PostAdmin>(html`<post-admin org-id="org-it"></post-admin>`);
    await waitUntil(() => element.shadowRoot!.querySelector('table'), 'no posts');
    return { element, fake, root: element.shadowRoot! };
  };
  const button = (root: ShadowRoot, text: string) =>
    [...root.querySelectorAll<HTMLElement>('sl-button')].find((candidate) =>
      candidate.textContent!.trim().startsWith(text),
    )!;

  it('is accessible', async () => {
    const { element } = await mount();
    await expect(element).to.be.accessible();
  });

  it('lists the organisation’s posts with their job and holders', async () => {
    const { root } = await mount();
    const cells = [...root.querySelectorAll('tbody tr > *')].map((cell) =>
      cell.textContent!.replace(/\s+/g, ' ').trim(),
    );
    expect(cells.slice(0, 3)).to.deep.equal(['系统工程师xxzx_xtgcs', '工程师', '黄敏']);
  });

  it('creates a post in the organisation', async () => {
    const { element, root, fake } = await mount({ [`POST ${POST}/adminSave`]: () => ok('post-new') });
    button(root, '新建岗位').click();
    await element.updateComplete;
    for (const [id, value] of [
      ['post-name', '运维工程师'],
      ['post-code', 'xxzx_ywgcs'],
    ] as const) {
      const input = root.querySelector<HTMLInputElement>(`#${id}`)!;
      input.value = value;
      input.dispatchEvent(new Event('input'));
    }
    const job = root.querySelector<HTMLSelectElement>('#post-job')!;
    await waitUntil(() => job.options.length > 1, 'no jobs');
    job.value = 'job-engineer';
    job.dispatchEvent(new Event('change'));
    const told = oneEvent(element, 'eip-settings-change');
    root.querySelector<HTMLFormElement>('form')!.requestSubmit();
    await told;
    expect(fake.requests.find((request) => request.path === `${POST}/adminSave`)!.data).to.deep.equal({
      name: '运维工程师',
      code: 'xxzx_ywgcs',
      orgId: 'org-it',
      jobId: 'job-engineer',
    });
  });

  it('says what is missing instead of sending an empty post', async () => {
    const { element, root, fake } = await mount();
    button(root, '新建岗位').click();
    await element.updateComplete;
    root.querySelector<HTMLFormElement>('form')!.requestSubmit();
    await element.updateComplete;
    expect(root.querySelector('[data-field="post-name"] .field__error')!.textContent).to.equal(
      '请输入岗位名称',
    );
    expect(fake.requests.some((request) => request.path === `${POST}/adminSave`)).to.equal(false);
  });
});
