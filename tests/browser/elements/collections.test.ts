import { expect, fixture, html, oneEvent, waitUntil } from '@open-wc/testing';
import { setDefaultApiClient } from '../../../elements/core/api-context.js';
import '../../../elements/collect-button/collect-button.js';
import type { CollectButton } from '../../../elements/collect-button/collect-button.js';
import '../../../elements/collection-list/collection-list.js';
import { ok } from '../../../docs/fixtures/fake-transport.js';
import type { CollectionList } from '../../../elements/collection-list/collection-list.js';
import { procureBackend, routeOf, storeOf } from './procure-fakes.js';

const toggle = (el: CollectButton) =>
  el.shadowRoot!.querySelector<HTMLElement & { loading: boolean }>('[part="button"]')!;

describe('collect-button', () => {
  afterEach(() => setDefaultApiClient(undefined));

  async function mount(routes = {}) {
    const backend = procureBackend(storeOf(), routes);
    setDefaultApiClient(backend.client);
    const el = await fixture<CollectButton>(
      html`<collect-button link-id="n-1" type="notice"></collect-button>`,
    );
    await waitUntil(() => !toggle(el).loading, 'the state loads');
    return { el, backend };
  }

  it('is accessible', async () => {
    const { el } = await mount();
    await expect(el).to.be.accessible();
  });

  it('collects, then removes the collection, saying which it is', async () => {
    const { el, backend } = await mount();
    expect(toggle(el).textContent!.trim()).to.equal('收藏');
    expect(toggle(el).getAttribute('aria-pressed')).to.equal('false');
    let heard = oneEvent(el, 'eip-collection-change');
    toggle(el).click();
    expect((await heard).detail).to.deep.equal({ linkId: 'n-1', collected: true });
    await waitUntil(() => toggle(el).textContent!.trim() === '已收藏');
    expect(backend.calls(routeOf('procureCollection/save'))[0]!.data).to.deep.equal({
      linkId: 'n-1',
      type: 'notice',
    });
    heard = oneEvent(el, 'eip-collection-change');
    toggle(el).click();
    expect((await heard).detail.collected).to.equal(false);
    expect(backend.calls(routeOf('procureCollection/removeByLinkId'))[0]!.params.linkId).to.equal('n-1');
    expect(backend.store.collections).to.have.length(0);
  });

  it('knows a collection made before', async () => {
    const backend = procureBackend(storeOf());
    await backend.client.procureProject.saveCollection('n-1', 'notice');
    setDefaultApiClient(backend.client);
    const el = await fixture<CollectButton>(
      html`<collect-button link-id="n-1" type="notice"></collect-button>`,
    );
    await waitUntil(() => toggle(el).textContent!.trim() === '已收藏', 'shows collected');
  });

  it("shows the server's refusal and stays as it was", async () => {
    const { el } = await mount({
      [routeOf('procureCollection/save')]: () => ({ body: { state: false, message: '公告不存在' } }),
    });
    toggle(el).click();
    await waitUntil(() => el.shadowRoot!.querySelector('[part="error"]'), 'the refusal shows');
    expect(el.shadowRoot!.querySelector('[part="error"]')!.textContent).to.equal('公告不存在');
    expect(toggle(el).textContent!.trim()).to.equal('收藏');
  });
});

describe('collection-list', () => {
  afterEach(() => setDefaultApiClient(undefined));
  const items = (el: CollectionList) => [...el.shadowRoot!.querySelectorAll<HTMLElement>('[part="item"]')];

  async function mount() {
    const backend = procureBackend(
      storeOf({
        collections: [
          {
            id: 'c-1',
            linkId: 'n-1',
            type: 'notice',
            title: '办公设备采购招标公告',
            noticeType: 'bid',
            createTime: '2026-11-20T02:00:00.000Z',
          },
          {
            id: 'c-2',
            linkId: 'p-1',
            type: 'project',
            title: '办公设备采购项目',
            fProjectNo: 'ZB-2026-001',
            createTime: '2026-11-19T02:00:00.000Z',
          },
          {
            id: 'c-3',
            linkId: 'n-gone',
            type: 'notice',
            title: '',
            noticeType: 'clear',
            createTime: '2026-11-18T02:00:00.000Z',
          },
        ],
      }),
    );
    setDefaultApiClient(backend.client);
    const el = await fixture<CollectionList>(html`<collection-list></collection-list>`);
    await waitUntil(() => items(el).length === 3, 'rows render');
    return { el, backend };
  }

  it('is accessible', async () => {
    const { el } = await mount();
    await expect(el).to.be.accessible();
  });

  it('links each collection to its notice or project, and says when it is gone', async () => {
    const { el } = await mount();
    const [notice, project, gone] = items(el);
    expect(notice!.querySelector('a')!.getAttribute('href')).to.equal('/bidNotice?id=n-1');
    expect(notice!.textContent).to.contain('招标公告');
    expect(project!.querySelector('a')!.getAttribute('href')).to.equal('/project?id=p-1');
    expect(project!.textContent).to.contain('ZB-2026-001');
    expect(gone!.querySelector('a')).to.equal(null);
    expect(gone!.textContent).to.contain('（已删除）');
  });

  it('filters by kind', async () => {
    const { el } = await mount();
    const group = el.shadowRoot!.querySelector<HTMLElement & { value: string }>('sl-radio-group')!;
    group.value = 'project';
    group.dispatchEvent(new Event('sl-change'));
    await waitUntil(() => items(el).length === 1, 'projects only');
    expect(items(el)[0]!.textContent).to.contain('办公设备采购项目');
  });

  it('removes a collection', async () => {
    const { el, backend } = await mount();
    const heard = oneEvent(el, 'eip-collection-change');
    items(el)[1]!.querySelector<HTMLElement>('sl-button')!.click();
    expect((await heard).detail).to.deep.equal({ linkId: 'p-1', collected: false });
    await waitUntil(() => items(el).length === 2, 'the row goes');
    expect(backend.store.collections.map((row) => row.linkId)).to.deep.equal(['n-1', 'n-gone']);
  });

  it('says when there is nothing', async () => {
    const backend = procureBackend(storeOf(), {
      [`POST /portal/procureCollection/v1/queryMyCollection`]: () =>
        ok({ rows: [], total: 0, page: 1, pageSize: 10 }),
    });
    setDefaultApiClient(backend.client);
    const el = await fixture<CollectionList>(html`<collection-list></collection-list>`);
    await waitUntil(() => el.shadowRoot!.textContent!.includes('暂无收藏'));
  });
});
