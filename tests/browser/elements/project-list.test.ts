import { expect, fixture, html, oneEvent, waitUntil } from '@open-wc/testing';
import type { QueryBody } from '../../../api/contract/envelope.js';
import { setDefaultApiClient } from '../../../elements/core/api-context.js';
import '../../../elements/project-list/project-list.js';
import type { ProjectList } from '../../../elements/project-list/project-list.js';
import { runLoadStateSuite } from '../shared/load-state-suite.js';
import { mountPagedList, procureBackend, project, routeOf, storeOf } from './procure-fakes.js';

const items = (el: ProjectList) => [...el.shadowRoot!.querySelectorAll<HTMLElement>('[part="item"]')];

function projects() {
  return [
    project(),
    project({
      id: 'p-2',
      fProjectName: '配电设备框架采购',
      fProjectNo: 'ZB-2026-002',
      fState: 'archived',
      status: 'complete',
      actions: [],
      passCount: 3,
      pendingCount: 0,
      winnerName: '宁波安泰电气有限公司',
    }),
  ];
}

async function mount(source = 'purchaser') {
  const backend = procureBackend(storeOf({ projects: projects() }));
  setDefaultApiClient(backend.client);
  const el = await fixture<ProjectList>(html`<project-list source=${source}></project-list>`);
  await waitUntil(() => items(el).length > 0, 'rows render');
  return { el, backend };
}

describe('project-list', () => {
  afterEach(() => setDefaultApiClient(undefined));

  it('is accessible', async () => {
    const { el } = await mount();
    await expect(el).to.be.accessible();
  });

  it('shows each project with its state, search status, counts and a link to its detail', async () => {
    const { el } = await mount();
    const [first, second] = items(el);
    expect(first!.textContent).to.contain('办公设备采购项目');
    expect(first!.textContent).to.contain('报名中');
    expect(first!.textContent).to.contain('已通过 2');
    expect(first!.textContent).to.contain('待审核 1');
    expect(first!.textContent).to.contain('¥580,000.00');
    expect(first!.querySelector('a')!.getAttribute('href')).to.equal('/project?id=p-1');
    expect(second!.textContent).to.contain('已归档');
    expect(second!.textContent).to.contain('成交供应商：宁波安泰电气有限公司');
  });

  describe('when the source changes', () => {
    it('asks the archive list of archived projects only', async () => {
      const { el, backend } = await mount('archive');
      expect(items(el).map((item) => item.querySelector('a')!.textContent)).to.deep.equal([
        '配电设备框架采购',
      ]);
      expect(backend.calls(routeOf('wProcureproject/queryArchiveProject'))).to.have.length(1);
      expect(backend.calls(routeOf('wProcureproject/queryPurchaserProject'))).to.have.length(0);
    });
  });

  describe('when the user searches', () => {
    it('sends the keyword, lists the matches and tells the page', async () => {
      const { el, backend } = await mount();
      const input = el.shadowRoot!.querySelector<HTMLInputElement & { value: string }>('sl-input')!;
      input.value = '配电';
      input.dispatchEvent(new Event('sl-input'));
      const heard = oneEvent(el, 'eip-project-filter-change');
      el.shadowRoot!.querySelector<HTMLFormElement>('form')!.requestSubmit();
      expect((await heard).detail.filters.keyword).to.equal('配电');
      await waitUntil(() => items(el).length === 1, 'the match only');
      const last = backend.calls(routeOf('wProcureproject/queryPurchaserProject')).at(-1)!;
      expect((last.data as QueryBody).querys).to.deep.include({
        property: 'keyword',
        value: '配电',
        operation: 'LIKE',
      });
    });
  });

  describe('when a project is clicked', () => {
    it('emits a cancelable eip-navigate with its link', async () => {
      const { el } = await mount();
      // The page routes it: cancel it in the listener, as the host does, so the test page stays.
      el.addEventListener('eip-navigate', (event) => event.preventDefault());
      setTimeout(() => items(el)[0]!.querySelector('a')!.click());
      const event = await oneEvent(el, 'eip-navigate');
      expect(event.detail.href).to.equal('/project?id=p-1');
      expect(event.defaultPrevented).to.equal(true);
    });
  });

  runLoadStateSuite({
    emptyText: '暂无项目',
    mount: (behaviour) =>
      mountPagedList(
        'wProcureproject/queryPurchaserProject',
        storeOf({ projects: [] }),
        html`<project-list></project-list>`,
        behaviour,
      ),
  });
});
