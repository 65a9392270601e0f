import { expect, fixture, html, oneEvent, waitUntil } from '@open-wc/testing';
import { sendKeys } from '@web/test-runner-commands';
import { createFakeClient, type FakeRoutes, ok, refuse } from '../../../docs/fixtures/fake-transport.js';
import '../../../elements/batch-handle-dialog/batch-handle-dialog.js';
import type { BatchHandleDialog } from '../../../elements/batch-handle-dialog/batch-handle-dialog.js';
import { setDefaultApiClient } from '../../../elements/core/api-context.js';
import '../../../elements/task-action-dialog/task-action-dialog.js';
import type { TaskActionDialog } from '../../../elements/task-action-dialog/task-action-dialog.js';
import type { UserPicker } from '../../../elements/user-picker/user-picker.js';

const JUMP = 'POST /runtime/task/v1/getAfterJumpNodes';
const REJECT = 'GET /runtime/task/v1/taskToReject';
const USERS = 'POST /uc/api/user/v1/users/queryByType';
const ORGS = 'POST /uc/api/org/v1/orgs/getOrgPage';
const TRANSFER = 'POST /runtime/task/v1/taskToTrans';

const jumpNodes = {
  previous: { nodeId: 'leader', name: '部门负责人审批', handlerNames: ['刘洋'], nodeType: 'USERTASK' },
  nodes: [
    { nodeId: 'start', name: '发起申请', handlerNames: ['王晓明'], nodeType: 'START' },
    { nodeId: 'leader', name: '部门负责人审批', handlerNames: ['刘洋'], nodeType: 'USERTASK' },
  ],
};

function mountClient(routes: FakeRoutes) {
  const fake = createFakeClient({
    [JUMP]: () => ok(jumpNodes),
    [ORGS]: () => ok({ rows: [{ id: 'org-hr', name: '人力资源部' }], total: 1, page: 1, pageSize: -1 }),
    [USERS]: () =>
      ok({
        rows: [{ id: 'u-lina', name: '李娜', fullname: '李娜', account: 'lina' }],
        total: 1,
        page: 1,
        pageSize: 8,
      }),
    ...routes,
  });
  setDefaultApiClient(fake.client);
  return fake;
}

const root = (el: Element) => el.shadowRoot!;
const submit = (el: TaskActionDialog) => root(el).querySelector<HTMLElement>('[part="submit"]')!.click();
const message = (el: Element) => root(el).querySelector('[part="message"]')?.textContent?.trim() ?? '';

async function openDialog(action: string, fake: ReturnType<typeof mountClient>) {
  const el = await fixture<TaskActionDialog>(
    html`<task-action-dialog action=${action} task-id="t-1" inst-id="i-1"></task-action-dialog>`,
  );
  const shown = oneEvent(root(el).querySelector('sl-dialog')!, 'sl-after-show');
  el.open = true;
  await shown;
  await waitUntil(() => root(el).querySelector('form textarea, user-picker'), 'the form did not load');
  return { el, fake };
}

describe('task-action-dialog', () => {
  afterEach(() => setDefaultApiClient(undefined));

  describe('when rejecting', () => {
    it('is accessible and offers the previous node with its handler, the initiator and an earlier node', async () => {
      const { el } = await openDialog('reject', mountClient({}));
      await expect(el).to.be.accessible();
      const labels = [...root(el).querySelectorAll('.choice span')].map((span) => span.textContent?.trim());
      expect(labels).to.deep.equal(['驳回上一步：部门负责人审批（刘洋）', '驳回到发起人', '驳回到指定节点']);
    });

    it('asks for the opinion and a node before sending anything', async () => {
      const { el, fake } = await openDialog('reject', mountClient({}));
      root(el).querySelector<HTMLInputElement>('#backModel-node')!.click();
      submit(el);
      await waitUntil(() => root(el).querySelector('#opinion-error')?.textContent === '请填写驳回意见');
      expect(root(el).querySelector('#destination-error')?.textContent).to.equal('请选择驳回到的节点');
      expect(fake.requests.filter((request) => request.path.endsWith('taskToReject'))).to.have.length(0);
    });

    it('shows the refusal and keeps what was typed; an accepted reject is announced and closes', async () => {
      let answer = refuse('当前任务已被处理');
      const { el, fake } = await openDialog('reject', mountClient({ [REJECT]: () => answer }));
      root(el).querySelector<HTMLTextAreaElement>('#opinion')!.focus();
      await sendKeys({ type: '请补充材料' });
      root(el).querySelector<HTMLInputElement>('input[type="checkbox"]')!.click();
      submit(el);
      await waitUntil(() => message(el) === '当前任务已被处理');
      expect(root(el).querySelector<HTMLTextAreaElement>('#opinion')!.value).to.equal('请补充材料');
      expect(el.open).to.equal(true);
      const request = fake.requests.find((entry) => entry.path.endsWith('taskToReject'))!;
      expect(request.params).to.deep.include({
        taskId: 't-1',
        backModel: 'previous',
        backHandMode: 'direct',
        opinion: '请补充材料',
      });
      answer = ok({ statusVal: 'reject' }, '驳回成功');
      const done = oneEvent(el, 'eip-task-action-done');
      submit(el);
      expect((await done).detail).to.deep.include({ action: 'reject', message: '驳回成功' });
      expect(el.open).to.equal(false);
    });
  });

  describe('when transferring', () => {
    it('picks a colleague by name with the keyboard and transfers to them', async () => {
      const { el, fake } = await openDialog(
        'transfer',
        mountClient({ [TRANSFER]: () => ok({ taskId: 't-1' }) }),
      );
      const picker = root(el).querySelector<UserPicker>('user-picker')!;
      picker.focus();
      await sendKeys({ type: '李' });
      await waitUntil(() => root(picker).querySelector('[role="option"]'), 'no matches');
      await expect(el).to.be.accessible();
      await sendKeys({ press: 'Enter' });
      await waitUntil(() => root(picker).querySelector('sl-tag')?.textContent?.trim() === '李娜');
      const done = oneEvent(el, 'eip-task-action-done');
      submit(el);
      await done;
      const sent = fake.requests.find((entry) => entry.path.endsWith('taskToTrans'))!;
      expect(sent.data).to.deep.include({ taskId: 't-1', userId: 'u-lina' });
    });

    it('refuses to send without a person', async () => {
      const { el, fake } = await openDialog('transfer', mountClient({}));
      submit(el);
      const picker = root(el).querySelector<UserPicker>('user-picker')!;
      await waitUntil(() => root(picker).querySelector('[part="message"]')?.textContent === '请选择人员');
      expect(fake.requests.some((entry) => entry.path.endsWith('taskToTrans'))).to.equal(false);
    });
  });
});

describe('batch-handle-dialog', () => {
  afterEach(() => setDefaultApiClient(undefined));

  const rows = [
    { taskId: 't-1', instId: 'i-1', subject: '请假一', nodeName: '部门负责人审批' },
    { taskId: 't-2', instId: 'i-2', subject: '报销二', nodeName: '财务审核' },
  ];

  it('marks what a batch cannot handle, agrees to the chosen and lists the outcome', async () => {
    const fake = createFakeClient({
      'POST /runtime/task/v1/getTodoList': () => ok({ rows, total: 2, page: 1, pageSize: 50 }),
      'GET /runtime/task/v1/filterUnBatchable': () =>
        ok([{ taskId: 't-2', reason: 'form', message: '需要填写表单' }]),
      'POST /runtime/task/v1/batchHandle': () =>
        ok({ handled: 1, results: [{ taskId: 't-1', ok: true }] }, '批量处理完成'),
    });
    setDefaultApiClient(fake.client);
    const el = await fixture<BatchHandleDialog>(html`<batch-handle-dialog></batch-handle-dialog>`);
    const shown = oneEvent(root(el).querySelector('sl-dialog')!, 'sl-after-show');
    el.open = true;
    await shown;
    await waitUntil(() => root(el).querySelector('#pick-t-2'), 'the to-dos did not load');
    await expect(el).to.be.accessible();
    expect(root(el).querySelector<HTMLInputElement>('#pick-t-2')!.disabled).to.equal(true);
    expect(root(el).querySelector('#why-t-2')?.textContent).to.contain('需要填写表单');
    const agree = [...root(el).querySelectorAll<HTMLElement>('sl-button')].find((b) =>
      b.textContent?.includes('批量同意'),
    )!;
    agree.click();
    await waitUntil(() => message(el) === '请选择要处理的事项');
    root(el).querySelector<HTMLInputElement>('#pick-t-1')!.click();
    const done = oneEvent(el, 'eip-task-action-done');
    agree.click();
    await done;
    const sent = fake.requests.find((entry) => entry.path.endsWith('batchHandle'))!;
    expect(sent.data).to.deep.equal({ taskIds: ['t-1'], actionName: 'agree', opinion: '' });
    await waitUntil(
      () => root(el).querySelector('[part="results"] h3')?.textContent === '已处理 1 项，未处理 0 项',
    );
  });
});
