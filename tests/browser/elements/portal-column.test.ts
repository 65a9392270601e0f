import { expect, fixture, html, oneEvent, waitUntil } from '@open-wc/testing';
import { createFakeClient, type FakeReply, ok, refuse } from '../../../docs/fixtures/fake-transport.js';
import { setDefaultApiClient } from '../../../elements/core/api-context.js';
import '../../../elements/portal-column/portal-column.js';
import type { PortalColumn } from '../../../elements/portal-column/portal-column.js';
import { runLoadStateSuite } from '../shared/load-state-suite.js';
import { fixtureInHost } from './host-fixture.js';

const COLUMN = '/portal/portal/sysIndexColumn/sysIndexColumn/v1/getByAlias';
const DATA = '/portal/portal/sysIndexColumn/sysIndexColumn/v1/getDatasByAlias';

const COLUMNS: Record<string, { name: string; colType: string }> = {
  myTaskCount: { name: '我的待办', colType: 'count' },
  newsNotice: { name: '通知公告', colType: 'news' },
  quickEntry: { name: '快捷入口', colType: 'shortcut' },
};
const DATA_BY_ALIAS: Record<string, unknown> = {
  myTaskCount: 42,
  newsNotice: {
    rows: [
      { id: 'n1', title: '关于系统维护的通知', publishTime: '2026-11-19 09:00:00' },
      { id: 'n2', title: '供应商注册流程更新', publishTime: '2026-11-17 10:00:00' },
    ],
  },
  quickEntry: [{ name: '我的待办', url: '/flow/myTask', icon: 'list-check' }],
};

function backend(
  column: (alias: string) => FakeReply | 'hang' = (alias) =>
    COLUMNS[alias] ? ok({ alias, ...COLUMNS[alias] }) : refuse('栏目不存在'),
) {
  return createFakeClient({
    [`GET ${COLUMN}`]: async ({ params, signal }) => {
      const reply = column(String(params.alias));
      if (reply === 'hang') await new Promise((_, reject) => signal?.addEventListener('abort', reject));
      return reply as FakeReply;
    },
    [`POST ${DATA}`]: ({ data }) =>
      ok((data as string[]).map((alias) => ({ alias, data: DATA_BY_ALIAS[alias] ?? null }))),
  });
}

const body = (el: PortalColumn) => el.shadowRoot!.querySelector('[part="body"]')!;
/** Drawn (a column in a wrapper has its first render after the wrapper's: first-updates.ts), then loaded. */
const loaded = async (el: PortalColumn) => {
  await el.updateComplete;
  await waitUntil(() => !body(el).querySelector('[role="status"] sl-spinner'), 'still loading');
};

describe('portal-column', () => {
  afterEach(() => setDefaultApiClient(undefined));

  it('is accessible', async () => {
    setDefaultApiClient(backend().client);
    const el = await fixture<PortalColumn>(html`<portal-column alias="newsNotice"></portal-column>`);
    await waitUntil(() => body(el).querySelector('li'));
    await expect(el).to.be.accessible();
  });

  it('shows a count column as one number named by the column', async () => {
    setDefaultApiClient(backend().client);
    const el = await fixture<PortalColumn>(html`<portal-column alias="myTaskCount"></portal-column>`);
    await waitUntil(() => body(el).querySelector('.count'));
    expect(el.shadowRoot!.querySelector('h2')!.textContent).to.equal('我的待办');
    expect(body(el).querySelector('.count')!.textContent).to.equal('42');
    expect(body(el).querySelector('.count')!.getAttribute('aria-label')).to.equal('我的待办: 42');
  });

  it('lists news with dates, each opening the article', async () => {
    setDefaultApiClient(backend().client);
    const el = await fixture<PortalColumn>(html`<portal-column alias="newsNotice"></portal-column>`);
    await waitUntil(() => body(el).querySelectorAll('li').length === 2);
    const links = [...body(el).querySelectorAll('a')];
    expect(links.map((a) => a.querySelector('.title')!.textContent)).to.deep.equal([
      '关于系统维护的通知',
      '供应商注册流程更新',
    ]);
    expect(links.map((a) => a.querySelector('time')!.textContent)).to.deep.equal([
      '2026-11-19',
      '2026-11-17',
    ]);
    expect(links[0]!.getAttribute('href')).to.equal('/newsInformation?id=n1');
  });

  describe('when the host gives a link base', () => {
    it('puts news and shortcut links (portal paths) under it, leaving other sites alone', async () => {
      const shortcuts = [
        { name: '我的待办', url: '/flow/myTask', icon: 'list-check' },
        { name: '已在门户下', url: '/front/flow/done' },
        { name: '外部系统', url: 'https://erp.example.com/home' },
      ];
      setDefaultApiClient(
        createFakeClient({
          [`GET ${COLUMN}`]: ({ params }) => ok({ alias: params.alias, ...COLUMNS[String(params.alias)] }),
          [`POST ${DATA}`]: ({ data }) =>
            ok(
              (data as string[]).map((alias) => ({
                alias,
                data: alias === 'quickEntry' ? shortcuts : DATA_BY_ALIAS[alias],
              })),
            ),
        }).client,
      );
      const hrefs = async (alias: string) => {
        const el = await fixtureInHost<PortalColumn>(
          { linkBase: '/front' },
          html`<portal-column alias=${alias}></portal-column>`,
        );
        await waitUntil(() => body(el).querySelector('a'), 'no links');
        return [...body(el).querySelectorAll('a')].map((a) => a.getAttribute('href'));
      };
      expect(await hrefs('newsNotice')).to.deep.equal([
        '/front/newsInformation?id=n1',
        '/front/newsInformation?id=n2',
      ]);
      expect(await hrefs('quickEntry')).to.deep.equal([
        '/front/flow/myTask',
        '/front/flow/done',
        'https://erp.example.com/home',
      ]);
    });
  });

  it('loads the data of every column on a page in one request', async () => {
    const fake = backend();
    setDefaultApiClient(fake.client);
    const wrapper = await fixture(html`<div>
      <portal-column alias="myTaskCount"></portal-column><portal-column alias="newsNotice"></portal-column
      ><portal-column alias="quickEntry"></portal-column>
    </div>`);
    const columns = [...wrapper.querySelectorAll<PortalColumn>('portal-column')];
    for (const column of columns) await loaded(column);
    const dataRequests = fake.requests.filter((r) => r.path === DATA);
    expect(dataRequests.length).to.equal(1);
    expect(dataRequests[0]!.data).to.have.members(['myTaskCount', 'newsNotice', 'quickEntry']);
  });

  it('lets the page route a link itself by cancelling eip-navigate', async () => {
    setDefaultApiClient(backend().client);
    const el = await fixture<PortalColumn>(html`<portal-column alias="quickEntry"></portal-column>`);
    await waitUntil(() => body(el).querySelector('a'));
    el.addEventListener('eip-navigate', (event) => event.preventDefault(), { once: true });
    const navigated = oneEvent(el, 'eip-navigate');
    const link = body(el).querySelector('a')!;
    link.click();
    const event = await navigated;
    expect(event.detail).to.deep.equal({ href: '/flow/myTask' });
    expect(event.defaultPrevented).to.equal(true);
    expect(location.pathname).to.not.equal('/flow/myTask');
  });

  it('shows 栏目不存在 for an unknown alias', async () => {
    setDefaultApiClient(backend().client);
    const el = await fixture<PortalColumn>(html`<portal-column alias="nope"></portal-column>`);
    await waitUntil(() => body(el).querySelector('[role="alert"]'));
    expect(body(el).querySelector('[role="alert"]')!.textContent).to.contain('栏目不存在');
  });

  runLoadStateSuite({
    emptyText: '暂无数据',
    async mount(behaviour) {
      const fake = backend((alias) =>
        behaviour === 'hang'
          ? 'hang'
          : behaviour === 'empty'
            ? ok({ alias, name: '空栏目', colType: 'list' })
            : behaviour,
      );
      setDefaultApiClient(fake.client);
      const element = await fixture<PortalColumn>(html`<portal-column alias="emptyList"></portal-column>`);
      return { element, requests: () => fake.requests.filter((r) => r.path === COLUMN).length };
    },
  });
});
