import { expect, fixture, html, oneEvent, waitUntil } from '@open-wc/testing';
import type { AdminShortUrl } from '../../../api/contract/site-admin.js';
import { createFakeClient, ok } from '../../../docs/fixtures/fake-transport.js';
import { setDefaultApiClient } from '../../../elements/core/api-context.js';
import '../../../elements/site-short-links/site-short-links.js';
import type { SiteShortLinks } from '../../../elements/site-short-links/site-short-links.js';

const link = (over: Partial<AdminShortUrl> = {}): AdminShortUrl => ({
  code: 'n3Vb8pLw',
  title: '新闻资讯',
  longUrl: '/newsInformation',
  guest: false,
  enabled: true,
  hits: 12,
  createdAt: '2026-12-01T08:00:00.000Z',
  ...over,
});

function mount(rows: AdminShortUrl[]) {
  const backend = createFakeClient({
    'POST /portal/shortUrl/v1/adminQuery': () => ok({ rows, total: rows.length, page: 1, pageSize: 20 }),
    'POST /portal/shortUrl/v1/adminSave': ({ data }) => ok(link(data as Partial<AdminShortUrl>), '保存成功'),
    'POST /portal/shortUrl/v1/remove': () => ok(undefined, '删除成功'),
  });
  setDefaultApiClient(backend.client);
  return { backend, el: fixture<SiteShortLinks>(html`<site-short-links></site-short-links>`) };
}

const root = (el: SiteShortLinks) => el.shadowRoot!;
const button = (scope: ParentNode, text: string) =>
  [...scope.querySelectorAll('sl-button')].find((b) => b.textContent!.trim().startsWith(text)) as HTMLElement;
const dialog = (el: SiteShortLinks) => root(el).querySelector('sl-dialog') as HTMLElement & { open: boolean };

describe('site-short-links', () => {
  afterEach(() => setDefaultApiClient(undefined));

  it('is accessible, with the list and with the form open', async () => {
    const { el } = mount([link(), link({ code: 'old', enabled: false, hits: 0 })]);
    const element = await el;
    await waitUntil(() => root(element).querySelector('tbody tr'));
    await expect(element).to.be.accessible();
    const shown = oneEvent(dialog(element), 'sl-after-show');
    button(root(element), '新建短链接').click();
    await shown;
    await expect(element).to.be.accessible();
  });

  it('shows each link’s hit count and state, and disables one keeping its target and guest flag', async () => {
    const { el, backend } = mount([link({ guest: true })]);
    const element = await el;
    await waitUntil(() => root(element).querySelector('tbody tr'));
    const row = root(element).querySelector('tbody tr')!;
    expect(row.textContent).to.include('/surl/n3Vb8pLw').and.include('12').and.include('启用');
    const told = oneEvent(element, 'eip-admin-change');
    button(row, '停用').click();
    await told;
    expect(backend.requests.find((r) => r.path.endsWith('adminSave'))!.data).to.include({
      code: 'n3Vb8pLw',
      existing: true,
      longUrl: '/newsInformation',
      guest: true,
      enabled: false,
    });
    const remove = () => button(root(element).querySelector('tbody tr')!, '删除');
    await waitUntil(() => !remove().hasAttribute('disabled'));
    const removed = oneEvent(element, 'eip-admin-change');
    remove().click();
    expect((await removed).detail.message).to.equal('删除成功');
    expect(backend.requests.find((r) => r.path.endsWith('remove'))!.data).to.deep.equal({ id: 'n3Vb8pLw' });
    expect(element.isConnected).to.equal(true);
  });

  it('asks for the code and the target before creating a link', async () => {
    const { el, backend } = mount([]);
    const element = await el;
    await waitUntil(() => root(element).textContent!.includes('暂无短链接'));
    button(root(element), '新建短链接').click();
    await waitUntil(() => dialog(element).open);
    button(dialog(element), '保存').click();
    await waitUntil(() => root(element).textContent!.includes('请填写短链接代码'));
    expect(root(element).textContent).to.include('请填写目标地址');
    expect(backend.requests.some((r) => r.path.endsWith('adminSave'))).to.equal(false);
  });
});
