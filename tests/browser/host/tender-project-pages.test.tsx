import { expect, waitUntil } from '@open-wc/testing';
import type { ReactNode } from 'react';
import { Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import { resolveDeployment } from '../../../api/contract/deployment.js';
import { createFakeClient, ok } from '../../../docs/fixtures/fake-transport.js';
import { setDefaultApiClient } from '../../../elements/core/api-context.js';
import type { ProjectList } from '../../../elements/project-list/project-list.js';
import { PortalHeader } from '../../../host/layout/PortalHeader.js';
import { PersonalPage } from '../../../host/pages/PersonalPage.js';
import { NoticeActions } from '../../../host/pages/tender/NoticeActions.js';
import { ProjectEditorPage } from '../../../host/pages/tender/ProjectEditorPage.js';
import { ProjectPage } from '../../../host/pages/tender/ProjectPage.js';
import { PortalContext } from '../../../host/portal-context.js';
import { PUBLIC_ROUTES } from '../../../host/routing/public-routes.js';
import { resetSession, session } from '../../../host/session/session-store.js';
import { procureBackend, registration, routeOf } from '../elements/procure-fakes.js';
import { useReactRoot } from '../shared/react-root.js';

const deployment = resolveDeployment(undefined);

describe('the pages of tender projects', () => {
  const { client } = createFakeClient({});
  beforeEach(() => setDefaultApiClient(client));
  const view = useReactRoot(() => {
    resetSession();
    setDefaultApiClient(undefined);
  });

  const render = async (path: string, node: ReactNode) => {
    const { hook } = memoryLocation({ path });
    await view.render(
      <PortalContext.Provider value={{ deployment, client }}>
        <Router hook={hook}>{node}</Router>
      </PortalContext.Provider>,
    );
  };
  const menu = () =>
    [...view.container.querySelectorAll('.tender-columns__menu a')].map((link) => link.textContent);
  const current = () =>
    view.container.querySelector('.tender-columns__menu [aria-current="page"]')?.textContent;

  it('routes /project, /enroll, /bargain and the 在线投标 entry to pages that need a sign-in', () => {
    for (const path of ['/project', '/enroll', '/bargain', '/onlineBidding', '/personal']) {
      const route = PUBLIC_ROUTES.find((candidate) => candidate.path === path);
      expect(route, path).to.not.equal(undefined);
      expect(route!.public, path).to.equal(false);
    }
  });

  it('highlights the online bidding menu on /enroll, /project, /bargain and /biddingHall', async () => {
    Object.assign(session, { token: 't', identity: 'supplier', username: '杭州恒远建设有限公司' });
    for (const path of ['/enroll', '/project', '/bargain', '/biddingHall', '/onlineBidding']) {
      await render(path, <PortalHeader title="电子招投标采购平台" logo="data:image/svg+xml,%3Csvg%2F%3E" />);
      expect(view.container.querySelector('nav [aria-current="page"]')?.textContent, path).to.equal(
        '在线竞价',
      );
    }
  });

  describe('the personal centre', () => {
    it('gives a supplier their sections, the to-do messages first, and opens one by ?type=', async () => {
      Object.assign(session, { token: 't', identity: 'supplier' });
      await render('/personal', <PersonalPage />);
      expect(menu()).to.deep.equal([
        '待办消息',
        '我的报名',
        '我的项目',
        '中标项目',
        '归档项目',
        '企业信息',
        '合同信息',
        '我的收藏',
        '电子签章',
      ]);
      expect(current()).to.equal('待办消息');
      await waitUntil(() => view.container.querySelector('todo-message-list'), 'the messages show');
      await render('/personal?type=companyInfo', <PersonalPage />);
      expect(current()).to.equal('企业信息');
      expect(view.container.querySelector('#personal-section-title')!.textContent).to.equal('企业信息');
      await waitUntil(() => view.container.querySelector('company-info'), 'the company shows');
    });

    it('gives a purchaser their projects, purchaser and contract information, not the company', async () => {
      Object.assign(session, { token: 't', identity: 'purchaser' });
      await render('/personal?type=purchaserInfo', <PersonalPage />);
      expect(menu()).to.include.members(['我的项目', '成功项目', '采购人信息', '合同信息', '电子签章']);
      expect(menu()).to.not.include('企业信息');
      expect(menu()).to.not.include('我的报名');
      await waitUntil(() => view.container.querySelector('purchaser-info-form'), 'the form shows');
      await render('/personal?type=projectList', <PersonalPage />);
      await waitUntil(
        () => view.container.querySelector('project-list[source="purchaser"]'),
        'the projects show',
      );
    });

    it('opens the default section for a type the user does not have', async () => {
      Object.assign(session, { token: 't', identity: 'purchaser' });
      await render('/personal?type=enrollList', <PersonalPage />);
      expect(current()).to.equal('待办消息');
      expect(view.container.querySelector('registration-list')).to.equal(null);
    });

    it('gives an administrator none of it', async () => {
      Object.assign(session, { token: 't', identity: 'administrators' });
      await render('/personal?type=noticeList', <PersonalPage />);
      expect(view.container.textContent).to.contain('管理员没有个人中心');
      expect(view.container.querySelector('todo-message-list')).to.equal(null);
      expect(menu()).to.deep.equal([]);
    });
  });

  describe('/project', () => {
    it("lists a purchaser's projects with the successful and archived ones a tab away", async () => {
      Object.assign(session, { token: 't', identity: 'purchaser' });
      await render('/project?tab=archive', <ProjectPage />);
      const tabs = [...view.container.querySelectorAll('.tender-tabs a')];
      expect(tabs.map((tab) => tab.textContent)).to.deep.equal(['我的项目', '成功项目', '归档项目']);
      expect(view.container.querySelector('.tender-tabs [aria-current="page"]')!.textContent).to.equal(
        '归档项目',
      );
      await waitUntil(
        () => view.container.querySelector('project-list[source="archive"]'),
        'the archive list',
      );
    });

    it('offers a purchaser 新建项目, which opens the project editor, and the list their drafts to edit', async () => {
      Object.assign(session, { token: 't', identity: 'purchaser' });
      await render('/project', <ProjectPage />);
      const create = [...view.container.querySelectorAll('a')].find(
        (link) => link.textContent === '新建项目',
      );
      expect(create?.getAttribute('href')).to.equal('/project/edit');
      await waitUntil(
        () => view.container.querySelector<ProjectList>('project-list')?.authoring === true,
        'the list of the purchaser, authoring',
      );
    });

    it("lists a supplier's own projects", async () => {
      Object.assign(session, { token: 't', identity: 'supplier' });
      await render('/project', <ProjectPage />);
      expect(
        [...view.container.querySelectorAll('a')].some((link) => link.textContent === '新建项目'),
      ).to.equal(false);
      expect(view.container.querySelector('h1')!.textContent).to.equal('我参与的项目');
      await waitUntil(
        () => view.container.querySelector('project-list[source="mine"]'),
        'the list of the supplier',
      );
      expect(view.container.querySelector<ProjectList>('project-list')!.authoring).to.equal(false);
    });
  });

  describe('/project/edit', () => {
    it("moves to the draft's own address once its first save is done, so a reload reopens it", async () => {
      Object.assign(session, { token: 't', identity: 'purchaser' });
      const { client: editorClient } = createFakeClient({
        [routeOf('wProcureproject/save')]: () => ok({ id: 'p-new' }),
      });
      setDefaultApiClient(editorClient);
      const location = memoryLocation({ path: '/project/edit', record: true });
      await view.render(
        <PortalContext.Provider value={{ deployment, client: editorClient }}>
          <Router hook={location.hook}>
            <ProjectEditorPage />
          </Router>
        </PortalContext.Provider>,
      );
      expect(view.container.querySelector('h1')!.textContent).to.equal('新建项目');
      const editor = view.container.querySelector('project-editor')!;
      await waitUntil(() => editor.shadowRoot?.querySelector('#fProjectName'), 'the form shows');
      const name = editor.shadowRoot!.querySelector<HTMLInputElement>('#fProjectName')!;
      name.value = '电缆采购';
      name.dispatchEvent(new Event('input'));
      await editor.updateComplete;
      [...editor.shadowRoot!.querySelectorAll('sl-button')]
        .find((it) => it.textContent?.trim() === '保存草稿')!
        .click();
      await waitUntil(() => location.history.at(-1) === '/project/edit?id=p-new', 'the address is the draft');
      expect(location.history).to.deep.equal(['/project/edit?id=p-new']);
      expect(view.container.querySelector('h1')!.textContent).to.equal('编辑项目');
      // The same editor goes on: what was typed stays, nothing is loaded again.
      expect(view.container.querySelector('project-editor')).to.equal(editor);
      expect(name.value).to.equal('电缆采购');
    });

    it('asks before a link of the portal leaves unsaved changes', async () => {
      Object.assign(session, { token: 't', identity: 'purchaser' });
      const { client: editorClient } = createFakeClient({});
      setDefaultApiClient(editorClient);
      const location = memoryLocation({ path: '/project/edit', record: true });
      await view.render(
        <PortalContext.Provider value={{ deployment, client: editorClient }}>
          <Router hook={location.hook}>
            <ProjectEditorPage />
          </Router>
        </PortalContext.Provider>,
      );
      const editor = view.container.querySelector('project-editor')!;
      await waitUntil(() => editor.shadowRoot?.querySelector('#fProjectName'), 'the form shows');
      const name = editor.shadowRoot!.querySelector<HTMLInputElement>('#fProjectName')!;
      name.value = '电缆采购';
      name.dispatchEvent(new Event('input'));
      await editor.updateComplete;
      const crumb = [...view.container.querySelectorAll<HTMLAnchorElement>('.breadcrumb a')].find(
        (link) => link.textContent === '项目',
      )!;
      const question = () => document.querySelector<HTMLElement>('sl-dialog.confirm-dialog');
      const answer = async (label: string) => {
        await waitUntil(() => question(), 'the question');
        [...question()!.querySelectorAll('sl-button')].find((it) => it.textContent === label)!.click();
        await waitUntil(() => !question(), 'the question is answered');
      };
      crumb.click();
      await answer('取消');
      expect(location.history).to.deep.equal(['/project/edit']);
      crumb.click();
      await answer('确定');
      await waitUntil(() => location.history.at(-1) === '/project', 'the page is left');
    });

    it('tells anyone but a purchaser that only purchasers write projects', async () => {
      Object.assign(session, { token: 't', identity: 'supplier' });
      await render('/project/edit', <ProjectEditorPage />);
      expect(view.container.textContent).to.contain('只有采购人可以新建和编辑项目');
      expect(view.container.querySelector('project-editor')).to.equal(null);
    });
  });

  describe('a project of a supplier', () => {
    it('takes the supplier from the sign-up form to their new registration once signed up', async () => {
      Object.assign(session, { token: 't', identity: 'supplier' });
      const backend = procureBackend();
      backend.store.registrations = [];
      const location = memoryLocation({ path: '/project?id=p-1&signUp=1', record: true });
      await view.render(
        <PortalContext.Provider value={{ deployment, client: backend.client }}>
          <Router hook={location.hook}>
            <ProjectPage />
          </Router>
        </PortalContext.Provider>,
      );
      await waitUntil(() => view.container.querySelector('sign-up-form'), 'the sign-up form shows', {
        timeout: 15_000,
      });
      const form = view.container.querySelector('sign-up-form')!;
      form.dispatchEvent(
        new CustomEvent('eip-sign-up', { detail: { registration: registration({ id: 'r-new' }) } }),
      );
      await waitUntil(() => location.history.at(-1) === '/enroll?id=r-new', 'the registration opens');
      // The spent sign-up address is replaced, so Back does not lead to the form again.
      expect(location.history).to.deep.equal(['/enroll?id=r-new']);
    });

    it('shows a declined invitation as declined, with the supplier’s reason, not as a rejection', async () => {
      Object.assign(session, { token: 't', identity: 'supplier' });
      const backend = procureBackend();
      backend.store.projects[0]!.fRegisterMode = 'invite';
      backend.store.userInfo = {
        canSignUp: false,
        registration: {
          id: 'r-1',
          fStatus: 'reject',
          inviteStatus: 'reject',
          fReason: null,
          reason: '近期产能不足',
        },
      };
      await view.render(
        <PortalContext.Provider value={{ deployment, client: backend.client }}>
          <Router hook={memoryLocation({ path: '/project?id=p-1' }).hook}>
            <ProjectPage />
          </Router>
        </PortalContext.Provider>,
      );
      await waitUntil(() => view.container.querySelector('.tender-standing'), 'the standing shows', {
        timeout: 15_000,
      });
      const standing = view.container.querySelector('.tender-standing')!;
      expect(standing.querySelector('strong')!.textContent).to.equal('已拒绝邀请');
      expect(standing.querySelector('.tender-standing__reason')?.textContent).to.equal(
        '拒绝邀请原因：近期产能不足',
      );
    });
  });

  describe('a notice', () => {
    const noticeClient = createFakeClient({
      'GET /portal/procureNotice/v1/getDetail': () =>
        ok({
          id: 'n-1',
          projectId: 'p-001',
          type: 'bid',
          title: '2026年度办公设备集中采购招标公告',
          publishTime: '2026-11-20T02:00:00.000Z',
          publisher: '华东能源集团采购部',
          version: 1,
          status: 'inRegister',
          content: '',
          attachments: [],
          relatedIds: [],
          project: { id: 'p-001', fProjectName: '2026年度办公设备集中采购', fRegisterMode: 'open' },
        }),
    }).client;

    const renderNotice = async () => {
      const { hook } = memoryLocation({ path: '/bidNotice?id=n-1' });
      await view.render(
        <PortalContext.Provider value={{ deployment, client: noticeClient }}>
          <Router hook={hook}>
            <NoticeActions id="n-1" />
          </Router>
        </PortalContext.Provider>,
      );
    };

    it('lets a supplier collect it and go to the sign-up of its project while registration is open', async () => {
      Object.assign(session, { token: 't', identity: 'supplier' });
      await renderNotice();
      expect(
        (view.container.querySelector('collect-button') as HTMLElement & { linkId: string }).linkId,
      ).to.equal('n-1');
      await waitUntil(() => view.container.querySelector('a.tender-sign-up'), 'the sign-up link shows');
      expect(view.container.querySelector('a.tender-sign-up')!.getAttribute('href')).to.equal(
        '/project?id=p-001&signUp=1',
      );
    });

    it('offers a visitor nothing', async () => {
      await renderNotice();
      expect(view.container.querySelector('collect-button')).to.equal(null);
      expect(view.container.querySelector('a.tender-sign-up')).to.equal(null);
    });
  });
});
