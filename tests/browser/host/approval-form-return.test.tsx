import { expect, waitUntil } from '@open-wc/testing';
import { act, type ReactNode } from 'react';
import { Route, Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import { resolveDeployment } from '../../../api/contract/deployment.js';
import type { NoticeReadRow } from '../../../api/contract/workflow-lists.js';
import { createFakeClient, type FakeRoutes, ok } from '../../../docs/fixtures/fake-transport.js';
import { setDefaultApiClient } from '../../../elements/core/api-context.js';
import { setLanguage } from '../../../elements/core/localize.js';
import { ApprovalFormPage } from '../../../host/pages/flow/ApprovalFormPage.js';
import { NoticeListPage } from '../../../host/pages/flow/NoticeListPage.js';
import { SharedInstancePage } from '../../../host/pages/flow/SharedInstancePage.js';
import { PortalContext } from '../../../host/portal-context.js';
import type { StaffRoute } from '../../../host/routing/staff-routes.js';
import { useReactRoot } from '../shared/react-root.js';
import { dismissToasts } from '../shared/toasts.js';
import { DETAIL, R, ROUTE } from './flow-fixtures.js';

/** 已阅事项 from its menu (type=1); a link asks for 待阅 (type=0). */
const NOTICE_ROUTE: StaffRoute = {
  path: '/flow/noticeList',
  alias: 'noticeList',
  title: '已阅事项',
  component: 'flow/noticeList',
  layout: 'Layout',
  meta: { type: '1', title: '已阅事项' },
};

/**
 * Where the approval form leads (issue 34): a 待阅 notice opened there is read, and the lists kept open
 * move; a secretary who acted for a leader is back on 领导待办; the shared page tags a suspended instance
 * 已挂起.
 */
describe('the approval form and the lists around it', () => {
  const view = useReactRoot(() => {
    setDefaultApiClient(undefined);
    return dismissToasts();
  });
  afterEach(() => setLanguage('zh-CN', { persist: false }));

  async function render(path: string, routes: FakeRoutes, node: ReactNode) {
    const fake = createFakeClient(routes);
    setDefaultApiClient(fake.client);
    const location = memoryLocation({ path, record: true });
    await view.render(
      <PortalContext.Provider value={{ client: fake.client, deployment: resolveDeployment(undefined) }}>
        <Router hook={location.hook} searchHook={location.searchHook}>
          {node}
        </Router>
      </PortalContext.Provider>,
    );
    return { fake, location };
  }

  const inShadow = (tag: string, selector: string) =>
    view.container.querySelector(tag)?.shadowRoot?.querySelector<HTMLElement>(selector) ?? null;
  /** The approval panel's 同意 button, once its buttons are there. */
  const agree = () =>
    [
      ...(view.container
        .querySelector('approval-panel')
        ?.shadowRoot?.querySelectorAll<HTMLElement>('sl-button') ?? []),
    ].find((button) => button.textContent?.trim() === '同意');

  it('marks a 待阅 notice read when it opens, and the 待阅 list kept open loses it', async () => {
    const unread: NoticeReadRow = {
      id: 'read-1',
      kind: 'circulate',
      instId: 'i-1',
      taskId: null,
      nodeId: 'leader',
      nodeName: '部门负责人审批',
      subject: '王晓明的请假申请（2天）',
      procDefName: '请假申请',
      senderId: 'u-liuyang',
      senderName: '刘洋',
      receiverId: 'u-zhangwei',
      receiverName: '张伟',
      isRead: false,
      readTime: null,
      createTime: '2026-11-20T09:30:00.000Z',
    };
    let read = false;
    const { fake, location } = await render(
      '/flow/noticeList?type=0',
      {
        [`POST ${R}/task/v1/getNoticeTodoReadList`]: () => {
          const rows = read ? [] : [unread];
          return ok({ rows, total: rows.length, page: 1, pageSize: 50 });
        },
        [`GET ${R}/instance/v1/getInstFormAndBO`]: () =>
          ok({ ...DETAIL.formAndBO, instance: DETAIL.instance }),
        [`GET ${R}/instance/v1/instanceFlowOpinions`]: () => ok([]),
        [`GET ${R}/task/v1/getNotice`]: () => ok([]),
        [`POST ${R}/task/v1/addReadRecord`]: ({ params }) => {
          read = params.taskId === 'read-1';
          return ok({ count: read ? 1 : 0 });
        },
      },
      // The portal keeps the list's tab mounted while the form shows in another.
      <>
        <NoticeListPage route={NOTICE_ROUTE} />
        <Route path="/matter/approvalForm">
          <ApprovalFormPage route={ROUTE} />
        </Route>
      </>,
    );
    await waitUntil(() => inShadow('task-list', '[part="row"]'), 'no 待阅 row', { timeout: 5000 });
    await act(async () => inShadow('task-list', '[part="row"]')!.click());
    expect(location.history!.at(-1)).to.equal(
      '/matter/approvalForm?instId=i-1&isReadonly=true&type=notice&noticeId=read-1',
    );
    await waitUntil(
      () =>
        [...view.container.querySelectorAll('h1')].some((h1) => h1.textContent === '王晓明的请假申请（2天）'),
      'the form did not open',
      { timeout: 5000 },
    );
    await waitUntil(() => inShadow('task-list', '[part="status"]'), 'the 待阅 list did not load again', {
      timeout: 5000,
    });
    expect(inShadow('task-list', '[part="status"]')!.textContent!.trim()).to.equal('暂无数据');
    expect(inShadow('task-list', '[part="row"]')).to.equal(null);
    expect(
      fake.requests.filter((r) => r.path === `${R}/task/v1/addReadRecord`).map((r) => r.params),
    ).to.deep.equal([{ taskId: 'read-1' }]);
  });

  it('marks the user’s notices of the instance read when a link names no notice (the inner message’s)', async () => {
    const { fake } = await render(
      '/matter/approvalForm?instId=i-1&isReadonly=true&type=notice',
      {
        [`GET ${R}/instance/v1/getInstFormAndBO`]: () =>
          ok({ ...DETAIL.formAndBO, instance: DETAIL.instance }),
        [`GET ${R}/instance/v1/instanceFlowOpinions`]: () => ok([]),
        [`GET ${R}/task/v1/getNotice`]: () => ok([]),
        [`POST ${R}/task/v1/addReadRecord`]: () => ok({ count: 1 }),
      },
      <ApprovalFormPage route={ROUTE} />,
    );
    const marks = () => fake.requests.filter((r) => r.path === `${R}/task/v1/addReadRecord`);
    await waitUntil(() => marks().length, 'not marked read', { timeout: 5000 });
    expect(marks().map((r) => r.params)).to.deep.equal([{ instId: 'i-1' }]);
  });

  it('returns a secretary who agreed for a leader to 领导待办', async () => {
    const { fake, location } = await render(
      '/matter/approvalForm?taskId=t-1&leaderId=u-liuyang',
      {
        [`GET ${R}/task/v1/taskDetailBo`]: () => ok(DETAIL),
        [`GET ${R}/instance/v1/instanceFlowOpinions`]: () => ok([]),
        [`POST ${R}/task/v1/complete`]: () => ok({ instId: 'i-1', status: 'running', nextTasks: [] }),
      },
      <ApprovalFormPage route={ROUTE} />,
    );
    await waitUntil(() => agree(), 'no agree button');
    await act(async () => agree()!.click());
    await waitUntil(() => location.history!.at(-1) === '/flow/leaderTask', 'did not return to 领导待办');
    expect(fake.requests.find((r) => r.path === `${R}/task/v1/complete`)!.data).to.include({
      taskId: 't-1',
      leaderId: 'u-liuyang',
    });
  });

  it('keeps the approval buttons in place while the instance’s actions load above them', async () => {
    let answerRights: () => void = () => undefined;
    const rightsAsked = new Promise<void>((resolve) => {
      answerRights = resolve;
    });
    await render(
      '/matter/approvalForm?taskId=t-1',
      {
        [`GET ${R}/task/v1/taskDetailBo`]: () => ok(DETAIL),
        [`GET ${R}/instance/v1/instanceFlowOpinions`]: () => ok([]),
        [`POST ${R}/task/v1/instanceDetail`]: async () => {
          await rightsAsked;
          return ok({
            rights: {
              instId: 'i-1',
              canRetrieve: false,
              canRevoke: false,
              canTerminate: true,
              canSuspend: false,
              canResume: false,
              canRemove: false,
              canInstRemove: false,
              suspended: false,
              reasons: {},
            },
          });
        },
      },
      <ApprovalFormPage route={ROUTE} />,
    );
    await waitUntil(() => agree(), 'no agree button', { timeout: 5000 });
    const before = agree()!.getBoundingClientRect().top;
    await act(async () => answerRights());
    await waitUntil(
      () => view.container.querySelector('.flow-instance-actions sl-button'),
      'the instance’s actions did not come',
      { timeout: 5000 },
    );
    expect(agree()!.getBoundingClientRect().top).to.equal(before);
  });

  it('tags a suspended instance 已挂起 on the shared page, in every language', async () => {
    const shared = ok({
      instance: { ...DETAIL.instance, suspended: true },
      form: { ...DETAIL.formAndBO, instance: DETAIL.instance },
      opinions: [],
      chart: {
        instId: 'i-1',
        defId: 'def-leave-2',
        defKey: 'leave',
        name: '请假申请',
        subject: DETAIL.instance.subject,
        bpmnXml: '',
        layout: [],
        flows: [],
        instanceStatus: 'running',
        nodes: [],
      },
    });
    const tag = () => view.container.querySelector('.flow-page__head sl-tag');
    for (const [language, text] of [
      ['zh-CN', '已挂起'],
      ['zh-TW', '已掛起'],
      ['en-US', 'Suspended'],
    ] as const) {
      await setLanguage(language, { persist: false });
      await render(
        '/shareInst/i-1/true',
        { [`GET ${R}/share/v1/instance`]: () => shared },
        <Route path="/shareInst/:instId/:readonly">
          <SharedInstancePage />
        </Route>,
      );
      await waitUntil(() => tag(), 'no status tag');
      expect(tag()!.textContent!.trim()).to.equal(text);
      expect(tag()!.getAttribute('variant')).to.equal('warning');
    }
  });
});
