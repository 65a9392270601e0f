import { expect, fixture, html, oneEvent, waitUntil } from '@open-wc/testing';
import type { AdminIndexLayout } from '../../../api/contract/layout-admin.js';
import { createFakeClient, type FakeRoutes, ok, refuse } from '../../../docs/fixtures/fake-transport.js';
import { setDefaultApiClient } from '../../../elements/core/api-context.js';
import '../../../elements/layout-admin/layout-admin.js';
import type { LayoutAdmin } from '../../../elements/layout-admin/layout-admin.js';

const BASE = '/portal/portal/sysIndexLayoutManage/sysIndexLayoutManage/v1';
const SAVE = `${BASE}/adminSave`;

const LAYOUT: AdminIndexLayout = {
  id: 'layout-front-home',
  alias: 'front_home',
  name: '员工门户首页',
  updateTime: '2026-11-25T08:00:00.000Z',
  columns: [
    { alias: 'myTaskCount', name: '我的待办', w: 8, h: 4 },
    { alias: 'newsNotice', name: '通知公告', w: 16, h: 8 },
    { alias: 'oftenFlow', name: '常用流程', w: 8, h: 8 },
  ],
  available: [
    { alias: 'myTaskCount', name: '我的待办' },
    { alias: 'newsNotice', name: '通知公告' },
    { alias: 'oftenFlow', name: '常用流程' },
    { alias: 'quickEntry', name: '快捷入口' },
  ],
};

describe('layout-admin', () => {
  afterEach(() => setDefaultApiClient(undefined));

  const mount = async (routes: FakeRoutes = {}) => {
    const fake = createFakeClient({ [`GET ${BASE}/adminDefault`]: () => ok(LAYOUT), ...routes });
    setDefaultApiClient(fake.client);
    const element = await fixture<LayoutAdmin>(html`<layout-admin></layout-admin>`);
    await waitUntil(() => element.shadowRoot!.querySelector('form'), 'no form');
    const root = element.shadowRoot!;
    const names = () =>
      [...root.querySelectorAll('[part="columns"] .name')].map((name) => name.textContent?.trim());
    const widths = () =>
      [...root.querySelectorAll<HTMLSelectElement>('[part="columns"] select')].map((select) => select.value);
    const button = (row: number, kind: 'up' | 'down' | 'remove') =>
      root.querySelectorAll('[part="columns"] > li')[row]!.querySelector<HTMLElement>(`.${kind}`)!;
    return { element, fake, root, names, widths, button };
  };

  it('is accessible', async () => {
    const { element } = await mount();
    await expect(element).to.be.accessible();
  });

  it('shows the columns in the home’s order with their widths, and a preview as the home places them', async () => {
    const { root, names, widths } = await mount();
    expect(names()).to.deep.equal(['我的待办', '通知公告', '常用流程']);
    expect(widths()).to.deep.equal(['8', '16', '8']);
    const cells = [...root.querySelectorAll<HTMLElement>('[part="preview"] .cell')];
    expect(cells.map((cell) => cell.style.gridColumn)).to.deep.equal(['span 8', 'span 16', 'span 8']);
    // Only the column not yet placed can be added.
    const add = root.querySelector<HTMLSelectElement>('#layout-add')!;
    expect([...add.options].map((option) => option.value)).to.deep.equal(['quickEntry']);
  });

  it('adds, removes, reorders and resizes, then saves in that order and tells the page', async () => {
    const saved: AdminIndexLayout = {
      ...LAYOUT,
      columns: [
        { alias: 'oftenFlow', name: '常用流程', w: 12, h: 8 },
        { alias: 'myTaskCount', name: '我的待办', w: 8, h: 4 },
        { alias: 'quickEntry', name: '快捷入口', w: 24, h: 4 },
      ],
    };
    const { element, root, fake, names, widths, button } = await mount({
      [`POST ${SAVE}`]: () => ok(saved, '门户布局已保存'),
    });
    button(1, 'remove').click();
    await element.updateComplete;
    expect(names()).to.deep.equal(['我的待办', '常用流程']);
    button(1, 'up').click();
    await element.updateComplete;
    expect(names()).to.deep.equal(['常用流程', '我的待办']);
    const width = root.querySelector<HTMLSelectElement>('[part="columns"] select')!;
    width.value = '12';
    width.dispatchEvent(new Event('change'));
    // The column removed can come back: the administrator picks 快捷入口 instead.
    const add = root.querySelector<HTMLSelectElement>('#layout-add')!;
    expect([...add.options].map((option) => option.value)).to.deep.equal(['newsNotice', 'quickEntry']);
    add.value = 'quickEntry';
    add.dispatchEvent(new Event('change'));
    root.querySelector<HTMLElement>('.add sl-button')!.click();
    await element.updateComplete;
    expect(names()).to.deep.equal(['常用流程', '我的待办', '快捷入口']);
    expect(widths()).to.deep.equal(['12', '8', '24']);
    const told = oneEvent(element, 'eip-settings-change');
    root.querySelector('form')!.requestSubmit();
    expect((await told).detail.message).to.equal('门户布局已保存');
    expect(fake.requests.find((request) => request.path === SAVE)!.data).to.deep.equal({
      layoutId: 'layout-front-home',
      columns: [
        { alias: 'oftenFlow', w: 12, h: 8 },
        { alias: 'myTaskCount', w: 8, h: 4 },
        { alias: 'quickEntry', w: 24, h: 4 },
      ],
    });
  });

  it('refuses to save an empty layout before asking the server, and shows the server’s refusal', async () => {
    const { element, root, fake, button } = await mount({
      [`POST ${SAVE}`]: () => refuse('栏目不存在：quickEntry'),
    });
    for (let row = 2; row >= 0; row -= 1) {
      button(row, 'remove').click();
      await element.updateComplete;
    }
    root.querySelector('form')!.requestSubmit();
    await element.updateComplete;
    expect(root.querySelector('[part="message"]')!.textContent).to.equal('请至少放置一个栏目');
    expect(fake.requests.some((request) => request.path === SAVE)).to.equal(false);
    expect(root.querySelector('[part="preview"]'), 'no preview of nothing').to.equal(null);
    root.querySelector<HTMLElement>('.add sl-button')!.click();
    await element.updateComplete;
    root.querySelector('form')!.requestSubmit();
    await waitUntil(() => root.querySelector('[part="message"]')!.textContent === '栏目不存在：quickEntry');
  });
});
