import { expect, fixture, html, waitUntil } from '@open-wc/testing';
import type { AdminChange } from '../../../api/contract/admin.js';
import { createFakeClient, ok } from '../../../docs/fixtures/fake-transport.js';
import '../../../elements/admin-change-log/admin-change-log.js';
import type { AdminChangeLog } from '../../../elements/admin-change-log/admin-change-log.js';
import { setDefaultApiClient } from '../../../elements/core/api-context.js';

const CHANGE: AdminChange = {
  id: 1,
  actorId: 'u-admin',
  actorAccount: 'admin',
  kind: 'user.disable',
  objectType: 'user',
  objectId: 'u-huangmin',
  before: { status: 1, fullname: '黄敏' },
  after: { status: 0, fullname: '黄敏' },
  createTime: '2026-12-01T08:00:00.000Z',
};

function mount(template = html`<admin-change-log></admin-change-log>`) {
  const backend = createFakeClient({
    'POST /uc/uc/adminChange/v1/query': () => ok({ rows: [CHANGE], total: 1, page: 1, pageSize: 20 }),
  });
  setDefaultApiClient(backend.client);
  return { backend, el: fixture<AdminChangeLog>(template) };
}

const root = (el: AdminChangeLog) => el.shadowRoot!;

describe('admin-change-log', () => {
  afterEach(() => setDefaultApiClient(undefined));

  it('is accessible', async () => {
    const { el } = mount();
    const element = await el;
    await waitUntil(() => root(element).querySelector('tbody tr'));
    await expect(element).to.be.accessible();
  });

  it('shows who changed what, and only the fields that changed, before and after', async () => {
    const { el } = mount();
    const element = await el;
    await waitUntil(() => root(element).querySelector('tbody tr'));
    const row = root(element).querySelector('tbody tr')!;
    expect(row.textContent).to.include('admin').and.include('user.disable').and.include('u-huangmin');
    const fields = [...row.querySelectorAll('.fields li')].map((li) => li.textContent!.replace(/\s+/g, ''));
    expect(fields).to.deep.equal(['status：1→0']);
  });

  it('filters by object type, actor and time', async () => {
    const { el, backend } = mount();
    const element = await el;
    await waitUntil(() => root(element).querySelector('tbody tr'));
    (root(element).querySelector('#filter-type') as HTMLSelectElement).value = 'user';
    (root(element).querySelector('#filter-actor') as HTMLInputElement).value = 'admin';
    (root(element).querySelector('#filter-from') as HTMLInputElement).value = '2026-12-01T00:00';
    (root(element).querySelector('form[part="filters"]') as HTMLFormElement).requestSubmit();
    await waitUntil(() => backend.requests.length === 2);
    const asked = backend.requests[1]!.data as Record<string, unknown>;
    expect(asked).to.include({
      objectType: 'user',
      actor: 'admin',
      from: new Date('2026-12-01T00:00').toISOString(),
    });
  });

  it("shows one object's history without the filters", async () => {
    const { el, backend } = mount(html`<admin-change-log object-id="u-huangmin"></admin-change-log>`);
    const element = await el;
    await waitUntil(() => root(element).querySelector('tbody tr'));
    expect(root(element).querySelector('form[part="filters"]')).to.equal(null);
    expect(backend.requests[0]!.data).to.include({ objectId: 'u-huangmin' });
  });
});
