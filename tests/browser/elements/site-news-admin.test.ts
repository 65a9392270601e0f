import { expect, fixture, html, oneEvent, waitUntil } from '@open-wc/testing';
import type { AdminNews } from '../../../api/contract/site-admin.js';
import { createFakeClient, ok } from '../../../docs/fixtures/fake-transport.js';
import { setDefaultApiClient } from '../../../elements/core/api-context.js';
import '../../../elements/site-news-admin/site-news-admin.js';
import type { SiteNewsAdmin } from '../../../elements/site-news-admin/site-news-admin.js';

const news = (over: Partial<AdminNews> = {}): AdminNews => ({
  id: 'news-1',
  classifyId: 'nc-company',
  classifyName: '公司新闻',
  title: '集团召开年度采购工作会议',
  summary: '会议部署了电子化采购的重点任务。',
  content: '<p>会议指出……</p>',
  publisher: '系统管理员',
  publishTime: '2026-12-01T08:00:00.000Z',
  state: 'published',
  attachments: [],
  ...over,
});

const CLASSES = [
  { id: 'nc-notice', name: '通知公告', code: 'notice' },
  { id: 'nc-company', name: '公司新闻', code: 'company' },
];
const PORTAL = 'POST /portal/portalNews/v1';

function mount(rows: AdminNews[], classify = '') {
  const backend = createFakeClient({
    [`${PORTAL}/adminQuery`]: () => ok({ rows, total: rows.length, page: 1, pageSize: 20, classes: CLASSES }),
    [`${PORTAL}/adminSave`]: ({ data }) =>
      ok(news({ ...(data as Partial<AdminNews>), id: 'news-2', state: 'draft' }), '保存成功'),
    [`${PORTAL}/publish`]: () => ok(news({ id: 'news-2' }), '发布成功'),
    [`${PORTAL}/withdraw`]: () => ok(news({ state: 'withdrawn' }), '已撤回'),
  });
  setDefaultApiClient(backend.client);
  return {
    backend,
    el: fixture<SiteNewsAdmin>(html`<site-news-admin classify=${classify}></site-news-admin>`),
  };
}

const root = (el: SiteNewsAdmin) => el.shadowRoot!;
const button = (scope: ParentNode, text: string) =>
  [...scope.querySelectorAll('sl-button')].find((b) => b.textContent!.trim().startsWith(text)) as HTMLElement;
const dialog = (el: SiteNewsAdmin) => root(el).querySelector('sl-dialog') as HTMLElement & { open: boolean };

/** Types `text` as the open form's title and clicks the dialog's `action` (保存 or 发布). */
async function titleAndClick(el: SiteNewsAdmin, text: string, action: string): Promise<void> {
  const title = root(el).querySelector('#news-title') as HTMLInputElement;
  title.value = text;
  title.dispatchEvent(new Event('input'));
  await el.updateComplete;
  button(dialog(el), action).click();
}

describe('site-news-admin', () => {
  afterEach(() => setDefaultApiClient(undefined));

  it('is accessible, with the list and with the form open', async () => {
    const { el } = mount([news(), news({ id: 'news-3', title: '草稿新闻', state: 'draft' })]);
    const element = await el;
    await waitUntil(() => root(element).querySelector('tbody tr'));
    await expect(element).to.be.accessible();
    const shown = oneEvent(dialog(element), 'sl-after-show');
    button(root(element), '新建新闻').click();
    await shown;
    await expect(element).to.be.accessible();
  });

  it('lists each item’s state and offers withdraw for a published one, publish for a draft', async () => {
    const { el, backend } = mount([news(), news({ id: 'news-3', title: '草稿新闻', state: 'draft' })]);
    const element = await el;
    await waitUntil(() => root(element).querySelectorAll('tbody tr').length === 2);
    const [first, second] = root(element).querySelectorAll('tbody tr');
    expect(first!.textContent).to.include('已发布').and.include('撤回');
    expect(second!.textContent).to.include('草稿').and.include('发布');
    const told = oneEvent(element, 'eip-admin-change');
    button(first!, '撤回').click();
    expect((await told).detail.message).to.equal('已撤回');
    expect(backend.requests.find((r) => r.path.endsWith('withdraw'))!.data).to.deep.equal({ id: 'news-1' });
  });

  it('asks for a title, then saves the item and publishes it', async () => {
    const { el, backend } = mount([]);
    const element = await el;
    await waitUntil(() => root(element).textContent!.includes('暂无新闻'));
    button(root(element), '新建新闻').click();
    await waitUntil(() => dialog(element).open);
    button(dialog(element), '发布').click();
    await waitUntil(() => root(element).textContent!.includes('请填写标题'));
    expect(backend.requests.some((r) => r.path.endsWith('adminSave'))).to.equal(false);
    await titleAndClick(element, '平台升级通知', '发布');
    await waitUntil(() => backend.requests.some((r) => r.path.endsWith('publish')));
    expect(backend.requests.find((r) => r.path.endsWith('adminSave'))!.data).to.include({
      classifyId: 'nc-notice',
      title: '平台升级通知',
    });
    expect(backend.requests.find((r) => r.path.endsWith('publish'))!.data).to.include({ id: 'news-2' });
  });

  it('manages the site’s notices alone with classify="notice": their list, and a notice with no category to pick', async () => {
    const { el, backend } = mount([news({ classifyId: 'nc-notice', classifyName: '通知公告' })], 'notice');
    const element = await el;
    await waitUntil(() => root(element).querySelector('tbody tr'));
    expect(backend.requests.find((r) => r.path.endsWith('adminQuery'))!.data).to.include({
      classifyId: 'notice',
    });
    expect(root(element).querySelector('caption')!.textContent).to.equal('通知公告');
    const shown = oneEvent(dialog(element), 'sl-after-show');
    button(root(element), '新建公告').click();
    await shown;
    expect(dialog(element).getAttribute('label')).to.equal('新建公告');
    expect(root(element).querySelector('#news-class')).to.equal(null);
    await expect(element).to.be.accessible();
    await titleAndClick(element, '系统维护通知', '保存');
    await waitUntil(() => backend.requests.some((r) => r.path.endsWith('adminSave')));
    expect(backend.requests.find((r) => r.path.endsWith('adminSave'))!.data).to.include({
      classifyId: 'nc-notice',
      title: '系统维护通知',
    });
  });

  it('offers 新建 once the categories have come with the list, so a new notice always has its category', async () => {
    let answer: (value: unknown) => void = () => {};
    const held = new Promise((resolve) => {
      answer = resolve;
    });
    const backend = createFakeClient({
      [`${PORTAL}/adminQuery`]: async () => {
        await held;
        return ok({ rows: [], total: 0, page: 1, pageSize: 20, classes: CLASSES });
      },
      [`${PORTAL}/adminSave`]: ({ data }) =>
        ok(news({ ...(data as Partial<AdminNews>), id: 'news-2', state: 'draft' }), '保存成功'),
    });
    setDefaultApiClient(backend.client);
    const element = await fixture<SiteNewsAdmin>(html`<site-news-admin classify="notice"></site-news-admin>`);
    await waitUntil(() => backend.requests.some((r) => r.path.endsWith('adminQuery')));
    const create = () =>
      root(element).querySelector('sl-button[part="create"]') as HTMLElement & { disabled: boolean };
    expect(create().disabled).to.equal(true);
    answer(undefined);
    await waitUntil(() => !create().disabled);
    const shown = oneEvent(dialog(element), 'sl-after-show');
    create().click();
    await shown;
    await titleAndClick(element, '系统维护通知', '保存');
    await waitUntil(() => backend.requests.some((r) => r.path.endsWith('adminSave')));
    expect(backend.requests.find((r) => r.path.endsWith('adminSave'))!.data).to.include({
      classifyId: 'nc-notice',
    });
  });

  it('shows an item’s attachments in its form and saves them with it', async () => {
    const file = { name: '维护安排.pdf', size: 2048, response: { fileId: 'f-1', fileName: '维护安排.pdf' } };
    const { el, backend } = mount([news({ attachments: [file] })]);
    const element = await el;
    await waitUntil(() => root(element).querySelector('tbody tr'));
    button(root(element).querySelector('tbody tr')!, '编辑').click();
    await waitUntil(() => dialog(element).open);
    const upload = root(element).querySelector('file-upload') as HTMLElement & {
      value: { fileId: string }[];
    };
    expect(upload.value.map((entry) => entry.fileId)).to.deep.equal(['f-1']);
    await waitUntil(() => upload.shadowRoot?.textContent?.includes('维护安排.pdf'), 'the file not listed');
    button(dialog(element), '保存').click();
    await waitUntil(() => backend.requests.some((r) => r.path.endsWith('adminSave')));
    expect(
      (backend.requests.find((r) => r.path.endsWith('adminSave'))!.data as { attachmentIds: string[] })
        .attachmentIds,
    ).to.deep.equal(['f-1']);
  });
});
