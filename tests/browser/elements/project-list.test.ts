import { expect, fixture, html, oneEvent, waitUntil } from '@open-wc/testing';
import type { QueryBody } from '../../../api/contract/envelope.js';
import { setDefaultApiClient } from '../../../elements/core/api-context.js';
import { setLanguage } from '../../../elements/core/localize.js';
import '../../../elements/project-list/project-list.js';
import { ok } from '../../../docs/fixtures/fake-transport.js';
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

  describe('when a purchaser authors their projects', () => {
    async function mountAuthoring() {
      const backend = procureBackend(
        storeOf({ projects: [project({ id: 'p-d', fProjectName: '电缆采购', fState: 'draft' }), project()] }),
        { [routeOf('wProcureproject/copy')]: ({ params }) => ok({ id: `copy-of-${params.projectId}` }) },
      );
      setDefaultApiClient(backend.client);
      const el = await fixture<ProjectList>(html`<project-list authoring></project-list>`);
      await waitUntil(() => items(el).length === 2, 'rows render');
      el.addEventListener('eip-navigate', (event) => event.preventDefault());
      return { el, backend };
    }

    it('opens a draft in the editor and a running project in its detail', async () => {
      const { el } = await mountAuthoring();
      const [draft, running] = items(el);
      expect(draft!.querySelector('a')!.getAttribute('href')).to.equal('/project/edit?id=p-d');
      expect(draft!.querySelector('a.edit')!.textContent).to.contain('编辑');
      expect(running!.querySelector('a')!.getAttribute('href')).to.equal('/project?id=p-1');
      expect(running!.querySelector('a.edit')).to.equal(null);
      await expect(el).to.be.accessible();
    });

    it('copies a project as a new draft and opens that draft in the editor', async () => {
      const { el, backend } = await mountAuthoring();
      const copy = items(el)[1]!.querySelector<HTMLElement>('[part="copy"]')!;
      setTimeout(() => copy.click());
      const event = await oneEvent(el, 'eip-navigate');
      expect(event.detail.href).to.equal('/project/edit?id=copy-of-p-1');
      expect(backend.calls(routeOf('wProcureproject/copy'))[0]!.params.projectId).to.equal('p-1');
    });

    it('offers neither without authoring', async () => {
      const { el } = await mount();
      expect(el.shadowRoot!.querySelector('[part="copy"]')).to.equal(null);
    });
  });

  describe('when a supplier lists the projects they take part in', () => {
    // Invited to p-1 and declined it; not passed by the purchaser on p-2.
    async function mountMine() {
      const backend = procureBackend(
        storeOf({
          projects: [
            project({
              registration: {
                id: 'r-1',
                fStatus: 'reject',
                inviteStatus: 'reject',
                reason: '产能不足，本期无法参与',
              },
            }),
            project({
              id: 'p-2',
              fProjectName: '配电设备框架采购',
              registration: { id: 'r-2', fStatus: 'reject', inviteStatus: null, fReason: '资质不全' },
            }),
          ],
        }),
      );
      setDefaultApiClient(backend.client);
      const el = await fixture<ProjectList>(html`<project-list source="mine"></project-list>`);
      await waitUntil(() => items(el).length === 2, 'rows render');
      return el;
    }
    const text = (item: HTMLElement, part: string) =>
      item.querySelector(`[part="${part}"]`)?.textContent?.trim() ?? '';

    afterEach(() => setLanguage('zh-CN', { persist: false }));

    // The labels are the reader's language; the reasons stay as the users typed them.
    for (const [language, declined, declinedReason, notPassed, notPassedReason] of [
      ['zh-CN', '已拒绝邀请', '拒绝邀请原因：', '未通过', '未通过原因：'],
      ['zh-TW', '已拒絕邀請', '拒絕邀請原因：', '未通過', '未通過原因：'],
      ['en-US', 'Invitation declined', 'Reason for declining: ', 'Not passed', 'Reason not passed: '],
    ] as const) {
      it(`says a declined invitation is declined, with the supplier's reason (${language})`, async () => {
        await setLanguage(language, { persist: false });
        const [invited, rejected] = items(await mountMine());
        expect(text(invited!, 'standing')).to.equal(declined);
        expect(text(invited!, 'reason')).to.equal(`${declinedReason}产能不足，本期无法参与`);
        expect(text(rejected!, 'standing')).to.equal(notPassed);
        expect(text(rejected!, 'reason')).to.equal(`${notPassedReason}资质不全`);
      });
    }

    it('is accessible with the reasons shown', async () => {
      await expect(await mountMine()).to.be.accessible();
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
