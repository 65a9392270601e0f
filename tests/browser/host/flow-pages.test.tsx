import { expect, waitUntil } from '@open-wc/testing';
import { act, type ReactNode } from 'react';
import { Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import { resolveDeployment } from '../../../api/contract/deployment.js';
import { createFakeClient, type FakeRoutes, ok, refuse } from '../../../docs/fixtures/fake-transport.js';
import { setDefaultApiClient } from '../../../elements/core/api-context.js';
import '../../../elements/index.js';
import { ApprovalFormPage } from '../../../host/pages/flow/ApprovalFormPage.js';
import { MyTaskPage } from '../../../host/pages/flow/MyTaskPage.js';
import { StartFormPage } from '../../../host/pages/flow/StartFormPage.js';
import { checkNewTasks } from '../../../host/pages/flow/task-notifications.js';
import { PortalContext } from '../../../host/portal-context.js';
import { useReactRoot } from '../shared/react-root.js';
import { dismissToasts } from '../shared/toasts.js';
import { DETAIL, FORM, R, ROUTE } from './flow-fixtures.js';

describe('workflow pages', () => {
  const view = useReactRoot(() => {
    setDefaultApiClient(undefined);
    return dismissToasts();
  });

  async function render(path: string, routes: FakeRoutes, node: ReactNode) {
    const fake = createFakeClient(routes);
    // The elements' client, as the portal's provider gives it to them.
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
  /** The cells of the approval form's opinion table (the product's <opinion-table>), as a user reads them. */
  const opinionCells = () =>
    [...(view.container.querySelector('opinion-table')?.shadowRoot?.querySelectorAll('tbody td') ?? [])].map(
      (cell) => cell.textContent!.replace(/\s+/g, ' ').trim(),
    );

  describe('the approval form', () => {
    it('shows the server refusal and keeps the opinion, then agrees and goes back to the to-do list', async () => {
      let refused = false;
      const { fake, location } = await render(
        '/matter/approvalForm?taskId=t-1',
        {
          [`GET ${R}/task/v1/taskDetailBo`]: () => ok(DETAIL),
          [`GET ${R}/instance/v1/instanceFlowOpinions`]: () => ok([]),
          [`POST ${R}/task/v1/complete`]: () => {
            if (!refused) {
              refused = true;
              return refuse('该任务已被处理，请刷新后查看');
            }
            return ok({ instId: 'i-1', status: 'running', nextTasks: [] });
          },
        },
        <ApprovalFormPage route={ROUTE} />,
      );
      await waitUntil(() => inShadow('approval-panel', 'textarea'), 'no approval panel');
      expect(view.container.querySelector('h1')!.textContent).to.equal('王晓明的请假申请（2天）');
      expect(inShadow('flow-form', '#f-days')!.textContent!.trim()).to.equal('2');
      const textarea = inShadow('approval-panel', 'textarea') as HTMLTextAreaElement;
      await act(async () => {
        textarea.value = '同意，注意安排工作';
        textarea.dispatchEvent(new Event('input'));
      });
      const agree = () =>
        [
          ...view.container
            .querySelector('approval-panel')!
            .shadowRoot!.querySelectorAll<HTMLElement>('sl-button'),
        ].find((button) => button.textContent?.trim() === '同意')!;
      await waitUntil(() => agree(), 'no agree button');
      await act(async () => agree().click());
      await waitUntil(
        () => inShadow('approval-panel', '[part="message"]')?.textContent === '该任务已被处理，请刷新后查看',
      );
      expect(textarea.value).to.equal('同意，注意安排工作');
      await act(async () => agree().click());
      await waitUntil(() => location.history!.at(-1) === '/flow/myTask', 'did not go back to the to-do list');
      const completes = fake.requests.filter((r) => r.path === `${R}/task/v1/complete`);
      expect(completes.at(-1)!.data).to.deep.equal({
        taskId: 't-1',
        actionName: 'agree',
        opinion: '同意，注意安排工作',
        data: { days: 2, reason: '回家探亲' },
        files: [],
      });
    });

    it('shows an instance read-only with its opinions', async () => {
      await render(
        '/matter/approvalForm?instId=i-1&isReadonly=true&type=done',
        {
          [`GET ${R}/instance/v1/getInstFormAndBO`]: () =>
            ok({ ...DETAIL.formAndBO, instance: DETAIL.instance }),
          [`GET ${R}/instance/v1/instanceFlowOpinions`]: () =>
            ok([
              {
                id: 'o-1',
                instId: 'i-1',
                nodeId: 'leader',
                taskName: '部门负责人审批',
                auditorName: '刘洋',
                statusVal: 'agree',
                opinion: '同意。',
                createTime: '2026-11-20T09:00:00.000Z',
                completeTime: '2026-11-20T10:00:00.000Z',
              },
            ]),
        },
        <ApprovalFormPage route={ROUTE} />,
      );
      await waitUntil(() => opinionCells().length, 'no opinions');
      expect(view.container.querySelector('approval-panel')).to.equal(null);
      expect(opinionCells().slice(1, 6)).to.deep.equal(['部门负责人审批', '', '刘洋', '同意', '同意。']);
    });

    it('tags a suspended instance 已挂起, not 审批中', async () => {
      await render(
        '/matter/approvalForm?taskId=t-1',
        {
          [`GET ${R}/task/v1/taskDetailBo`]: () =>
            ok({ ...DETAIL, instance: { ...DETAIL.instance, suspended: true } }),
          [`GET ${R}/instance/v1/instanceFlowOpinions`]: () => ok([]),
        },
        <ApprovalFormPage route={ROUTE} />,
      );
      await waitUntil(() => view.container.querySelector('.flow-page__head sl-tag'), 'no status tag');
      const tag = view.container.querySelector('.flow-page__head sl-tag')!;
      expect(tag.textContent!.trim()).to.equal('已挂起');
      expect(tag.getAttribute('variant')).to.equal('warning');
    });

    it('lists the opinions in the product’s opinion table: index, waiting approvers, read or not, dwell time', async () => {
      await render(
        '/matter/approvalForm?instId=i-1&isReadonly=true&type=request',
        {
          [`GET ${R}/instance/v1/getInstFormAndBO`]: () =>
            ok({ ...DETAIL.formAndBO, instance: DETAIL.instance }),
          [`GET ${R}/instance/v1/instanceFlowOpinions`]: () =>
            ok([
              {
                id: 'o-1',
                instId: 'i-1',
                nodeId: 'start',
                taskName: '发起申请',
                auditorName: '王晓明',
                statusVal: 'submit',
                createTime: '2026-11-20T09:00:00.000Z',
                completeTime: '2026-11-20T09:00:00.000Z',
                durMs: 0,
              },
              {
                id: 'o-2',
                instId: 'i-1',
                nodeId: 'leader',
                taskName: '部门负责人审批',
                qualfiedNames: '刘洋',
                statusVal: 'awaiting_check',
                isRead: 0,
                createTime: '2026-11-20T09:00:00.000Z',
                durMs: 3 * 3600_000,
              },
            ]),
        },
        <ApprovalFormPage route={ROUTE} />,
      );
      await waitUntil(() => opinionCells().length === 16, 'no opinion table');
      const table = view.container.querySelector('opinion-table')!.shadowRoot!;
      expect([...table.querySelectorAll('thead th')].map((th) => th.textContent!.trim())).to.include.members([
        '序号',
        '待审批人',
        '停留时间',
      ]);
      const cells = opinionCells();
      expect(cells.slice(8, 11)).to.deep.equal(['2', '部门负责人审批', '刘洋']);
      expect(cells[12]).to.equal('待审批未读');
      expect(cells[15]).to.equal('3小时');
      expect(view.container.querySelector('.flow-opinions')).to.equal(null);
    });

    it('opened from a read notice, shows the circulation’s note and its row in the opinions', async () => {
      const circulated = {
        id: 'o-2',
        instId: 'i-1',
        nodeId: 'leader',
        taskName: '部门负责人审批',
        auditorName: '刘洋',
        statusVal: 'circulate',
        opinion: '请知悉，下周起休假',
        createTime: '2026-11-20T09:30:00.000Z',
        completeTime: '2026-11-20T09:30:00.000Z',
      };
      await render(
        '/matter/approvalForm?instId=i-1&isReadonly=true&type=notice',
        {
          [`GET ${R}/instance/v1/getInstFormAndBO`]: () =>
            ok({ ...DETAIL.formAndBO, instance: DETAIL.instance }),
          [`GET ${R}/instance/v1/instanceFlowOpinions`]: () => ok([circulated]),
          [`GET ${R}/task/v1/getNotice`]: () =>
            ok([
              {
                id: 'read-1',
                instId: 'i-1',
                subject: '王晓明的请假申请（2天）',
                kind: 'circulate',
                nodeId: 'leader',
                nodeName: '部门负责人审批',
                senderName: '刘洋',
                isRead: false,
                createTime: '2026-11-20T09:30:00.000Z',
                opinion: '请知悉，下周起休假',
              },
            ]),
        },
        <ApprovalFormPage route={ROUTE} />,
      );
      await waitUntil(() => view.container.querySelector('.flow-circulation-notes'), 'no circulation notes');
      const note = view.container.querySelector('.flow-circulation-notes li')!;
      expect(note.querySelector('strong')!.textContent).to.equal('刘洋');
      expect(note.querySelector('p')!.textContent).to.equal('请知悉，下周起休假');
      await waitUntil(() => opinionCells().length, 'no opinions');
      expect(opinionCells().slice(1, 6)).to.deep.equal([
        '部门负责人审批',
        '',
        '刘洋',
        '传阅',
        '请知悉，下周起休假',
      ]);
    });

    it('lays the watermark over the form, lists its changes, prints and exports Word', async () => {
      const { fake } = await render(
        '/matter/approvalForm?instId=i-1&isReadonly=true&type=done',
        {
          [`GET ${R}/instance/v1/getInstFormAndBO`]: () =>
            ok({ ...DETAIL.formAndBO, instance: DETAIL.instance }),
          [`GET ${R}/instance/v1/instanceFlowOpinions`]: () => ok([]),
          'GET /bpmModel/bpmModel/bpmWatermark/v1/getByInstId': () =>
            ok({
              instId: 'i-1',
              enabled: true,
              account: 'staff',
              fullname: '王晓明',
              time: '2026-11-22T02:30:00.000Z',
              text: 'staff 王晓明 2026-11-22 10:30',
            }),
          [`POST ${R}/bpm/boDataModifyRecord/v1/listJsonQuery`]: () =>
            ok({
              rows: [
                {
                  id: 'mod-1',
                  instId: 'i-1',
                  taskId: 't-1',
                  nodeId: 'leader',
                  nodeName: '部门负责人审批',
                  userId: 'u-liuyang',
                  userName: '刘洋',
                  createTime: '2026-11-20T10:00:00.000Z',
                  changes: [{ field: 'days', label: '请假天数', before: 3, after: 2 }],
                },
              ],
              total: 1,
              page: 1,
              pageSize: 100,
            }),
          [`POST ${R}/bpmPrintRecord/v1/printLog`]: () => ok({ id: 'print-1' }),
          [`POST ${R}/instance/v1/wordPrint`]: () => ({
            bytes: new Blob(['PK'], { type: 'application/octet-stream' }),
            headers: {
              'content-type': 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
              'content-disposition': `attachment; filename*=UTF-8''${encodeURIComponent('请假.docx')}`,
            },
          }),
        },
        <ApprovalFormPage route={ROUTE} />,
      );
      await waitUntil(() => inShadow('watermark-overlay', '[part="mark"]'), 'no watermark');
      expect(inShadow('watermark-overlay', '[part="mark"]')!.dataset.text).to.match(
        /^staff 王晓明 2026-11-22 /,
      );
      await waitUntil(() => inShadow('modify-record-list', 'tbody tr'), 'no modify records');
      expect(inShadow('modify-record-list', 'tbody tr')!.textContent!.replace(/\s+/g, '')).to.equal(
        '请假天数32',
      );
      const button = (name: string) =>
        [...view.container.querySelectorAll<HTMLElement>('.flow-print-tools sl-button')].find(
          (entry) => entry.textContent?.trim() === name,
        )!;
      const print = window.print;
      const click = HTMLAnchorElement.prototype.click;
      let printed = 0;
      const saved: string[] = [];
      window.print = () => {
        printed += 1;
      };
      HTMLAnchorElement.prototype.click = function (this: HTMLAnchorElement) {
        saved.push(this.download);
      };
      try {
        await act(async () => button('打印').click());
        await waitUntil(() => printed === 1, 'not printed');
        expect(fake.requests.find((r) => r.path === `${R}/bpmPrintRecord/v1/printLog`)!.data).to.deep.equal({
          instId: 'i-1',
          type: 'print',
        });
        await act(async () => button('导出 Word').click());
        await waitUntil(() => saved.length === 1, 'no download');
        expect(saved).to.deep.equal(['请假.docx']);
      } finally {
        window.print = print;
        HTMLAnchorElement.prototype.click = click;
      }
    });
  });

  describe('the start page', () => {
    it('refuses an invalid form in place, shows the server refusal and keeps the values', async () => {
      const { fake } = await render(
        '/matter/startProcess?defId=def-leave-2',
        {
          [`POST ${R}/instance/v1/getFormAndBO`]: () => ok(FORM),
          'GET /bpmModel/flow/def/v1/flowHasStartRights': () => ok(true),
          [`POST ${R}/instance/v1/start`]: () => refuse('请假天数不能大于 30'),
        },
        <StartFormPage route={ROUTE} />,
      );
      await waitUntil(() => inShadow('flow-form', '#f-days'), 'no form');
      const submit = () =>
        [...view.container.querySelectorAll<HTMLElement>('sl-button')].find((b) => b.textContent === '提交')!;
      await act(async () => submit().click());
      await waitUntil(
        () => view.container.querySelector('.flow-alert')?.textContent === '请按提示修改表单后再提交',
      );
      expect(fake.requests.some((r) => r.path.endsWith('/instance/v1/start'))).to.equal(false);
      const days = inShadow('flow-form', '#f-days') as HTMLInputElement;
      const reason = inShadow('flow-form', '#f-reason') as HTMLTextAreaElement;
      await act(async () => {
        days.value = '3';
        days.dispatchEvent(new Event('input'));
        reason.value = '回家探亲';
        reason.dispatchEvent(new Event('input'));
      });
      await act(async () => submit().click());
      await waitUntil(
        () => view.container.querySelector('.flow-alert')?.textContent === '请假天数不能大于 30',
      );
      expect(fake.requests.find((r) => r.path.endsWith('/instance/v1/start'))!.data).to.deep.equal({
        defId: 'def-leave-2',
        data: { days: 3, reason: '回家探亲' },
      });
      expect(days.value).to.equal('3');
    });

    it('says so and offers nothing when the user may not start the process', async () => {
      await render(
        '/matter/startProcess?flowKey=leave',
        {
          [`POST ${R}/instance/v1/getFormAndBO`]: () => ok(FORM),
          'GET /bpmModel/flow/def/v1/flowHasStartRights': () => ok(false),
        },
        <StartFormPage route={ROUTE} />,
      );
      await waitUntil(() => view.container.querySelector('.flow-alert'), 'no message');
      expect(view.container.querySelector('.flow-alert')!.textContent).to.equal('您没有发起此流程的权限');
      const submit = [...view.container.querySelectorAll<HTMLElement>('sl-button')].find(
        (b) => b.textContent === '提交',
      )!;
      expect(submit.hasAttribute('disabled')).to.equal(true);
    });
  });

  describe('my to-do', () => {
    it('opens a task of the list in the approval form', async () => {
      const { location } = await render(
        '/flow/myTask',
        {
          [`POST ${R}/task/v1/getTodoList`]: () =>
            ok({
              rows: [
                {
                  taskId: 't-1',
                  instId: 'i-1',
                  subject: '王晓明的请假申请（2天）',
                  procDefName: '请假申请',
                  nodeName: '部门负责人审批',
                  creatorName: '王晓明',
                  createTime: '2026-11-20T09:00:00.000Z',
                },
              ],
              total: 1,
              page: 1,
              pageSize: 50,
            }),
          [`GET ${R}/todoFilter/v1/list`]: () => ok([]),
        },
        <MyTaskPage route={ROUTE} />,
      );
      await waitUntil(() => inShadow('task-list', '[part="row"]'), 'no rows');
      await act(async () => inShadow('task-list', '[part="row"]')!.click());
      await waitUntil(() => location.history!.at(-1) === '/matter/approvalForm?taskId=t-1');
      expect(view.container.querySelector('[role="tab"][aria-selected="true"]')!.textContent).to.equal(
        '待办列表',
      );
    });
  });

  describe('new-task notifications', () => {
    it('shows the newest task when the count grows and the user allowed notifications', async () => {
      const shown: { title: string; body?: string }[] = [];
      const original = globalThis.Notification;
      class FakeNotification {
        static permission = 'granted';
        onclick: (() => void) | null = null;
        constructor(title: string, options?: NotificationOptions) {
          shown.push({ title, body: options?.body });
        }
      }
      globalThis.Notification = FakeNotification as unknown as typeof Notification;
      try {
        let count = 2;
        const { client } = createFakeClient({
          [`POST ${R}/task/v1/getTodoCount`]: () => ok(count),
          [`POST ${R}/task/v1/getTodoList`]: () =>
            ok({
              rows: [
                { taskId: 't-9', subject: '李娜的费用报销', procDefName: '费用报销', nodeName: '财务审核' },
              ],
              total: 3,
              page: 1,
              pageSize: 1,
            }),
        });
        const first = await checkNewTasks(client, undefined);
        expect(first).to.equal(2);
        expect(await checkNewTasks(client, 2)).to.equal(2);
        expect(shown).to.have.length(0);
        count = 3;
        expect(await checkNewTasks(client, 2)).to.equal(3);
        expect(shown).to.deep.equal([
          { title: '您有一条新的待办', body: '李娜的费用报销\n费用报销 · 财务审核' },
        ]);
        FakeNotification.permission = 'denied';
        count = 4;
        await checkNewTasks(client, 3);
        expect(shown).to.have.length(1);
      } finally {
        globalThis.Notification = original;
      }
    });
  });
});
