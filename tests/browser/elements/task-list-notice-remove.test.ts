import { expect, fixture, html, oneEvent, waitUntil } from '@open-wc/testing';
import type { QueryBody } from '../../../api/contract/envelope.js';
import type { NoticeReadRow } from '../../../api/contract/workflow-lists.js';
import { createFakeClient, ok, refuse } from '../../../docs/fixtures/fake-transport.js';
import { setDefaultApiClient } from '../../../elements/core/api-context.js';
import { setLanguage } from '../../../elements/core/localize.js';
import '../../../elements/task-list/task-list.js';
import type { TaskList } from '../../../elements/task-list/task-list.js';

const READ = '/runtime/task/v1/getNoticeDoneReadList';
const UNREAD = '/runtime/task/v1/getNoticeTodoReadList';
const REMOVE = '/runtime/task/v1/delBpmTaskNoticeById';

function notice(index: number, subject: string): NoticeReadRow {
  return {
    id: `read-${index}`,
    kind: 'circulate',
    instId: `i-${index}`,
    taskId: null,
    nodeId: 'leader',
    nodeName: '部门负责人审批',
    subject,
    procDefName: '请假申请',
    senderId: 'u-liuyang',
    senderName: '刘洋',
    receiverId: 'u-staff',
    receiverName: '王晓明',
    isRead: true,
    readTime: '2026-11-21T09:00:00.000Z',
    createTime: `2026-11-2${index}T09:00:00.000Z`,
  };
}

/** The read notices of the user on a server that removes them (or refuses to, with `refusal`). */
function backend(refusal?: string) {
  let rows = [notice(1, '王晓明的请假申请'), notice(2, '李娜的费用报销')];
  const page = (data: unknown, list: NoticeReadRow[]) => {
    const body = data as QueryBody;
    return ok({ rows: list, total: list.length, page: body.pageBean.page, pageSize: body.pageBean.pageSize });
  };
  return createFakeClient({
    [`POST ${READ}`]: ({ data }) => page(data, rows),
    [`POST ${UNREAD}`]: ({ data }) => page(data, [notice(3, '张伟的采购申请')]),
    [`POST ${REMOVE}`]: ({ params }) => {
      if (refusal) return refuse(refusal);
      rows = rows.filter((row) => row.id !== params.id);
      return ok({ count: 1 }, '删除成功');
    },
  });
}

const root = (el: TaskList) => el.shadowRoot!;
const subjects = (el: TaskList) =>
  [...root(el).querySelectorAll('[part="row"] .cell--subject')].map((cell) => cell.textContent!.trim());
const removeButton = (el: TaskList) =>
  [...root(el).querySelectorAll<HTMLElement>('.toolbar sl-button')].find(
    (button) => button.getAttribute('variant') === 'danger',
  );
const dialog = (el: TaskList) => root(el).querySelector<HTMLElement>('sl-dialog.confirm');

async function readList(fake: ReturnType<typeof backend>) {
  setDefaultApiClient(fake.client);
  const el = await fixture<TaskList>(html`<task-list kind="noticeDoneRead" label="已阅"></task-list>`);
  await waitUntil(() => subjects(el).length === 2, 'no read notices');
  return el;
}

describe('task-list: removing a read notice', () => {
  afterEach(async () => {
    setDefaultApiClient(undefined);
    await setLanguage('zh-CN', { persist: false });
  });

  it('asks first, removes the chosen notice on the server and loads the list again', async () => {
    const fake = backend();
    const el = await readList(fake);
    await expect(el).to.be.accessible();
    expect(removeButton(el)!.textContent!.trim()).to.equal('删除');
    removeButton(el)!.click();
    await waitUntil(() => dialog(el), 'no confirmation');
    expect(dialog(el)!.getAttribute('label')).to.equal('删除已阅');
    expect(dialog(el)!.textContent).to.contain('确定从已阅列表中删除“王晓明的请假申请”吗？');
    await expect(el).to.be.accessible();
    // Cancelling removes nothing.
    root(el).querySelector<HTMLElement>('.confirm-cancel')!.click();
    await waitUntil(() => !dialog(el), 'the confirmation stayed');
    expect(fake.requests.some((r) => r.path === REMOVE)).to.equal(false);

    removeButton(el)!.click();
    await waitUntil(() => dialog(el), 'no confirmation');
    setTimeout(() => root(el).querySelector<HTMLElement>('.confirm-ok')!.click());
    const removed = await oneEvent(el, 'eip-notice-remove');
    expect(removed.detail).to.deep.equal({ id: 'read-1', instId: 'i-1' });
    expect(fake.requests.find((r) => r.path === REMOVE)!.params).to.deep.equal({ id: 'read-1' });
    await waitUntil(() => subjects(el).length === 1, 'the list did not load again');
    expect(subjects(el)).to.deep.equal(['李娜的费用报销']);
    expect(root(el).querySelector('.toolbar [role="status"]')!.textContent).to.equal(
      '已删除“王晓明的请假申请”',
    );
  });

  it('shows the server’s refusal and keeps the row', async () => {
    const fake = backend('待阅不存在');
    const el = await readList(fake);
    removeButton(el)!.click();
    await waitUntil(() => dialog(el), 'no confirmation');
    root(el).querySelector<HTMLElement>('.confirm-ok')!.click();
    await waitUntil(() => root(el).querySelector('.toolbar [role="alert"]'), 'no refusal shown');
    expect(root(el).querySelector('.toolbar [role="alert"]')!.textContent).to.equal('待阅不存在');
    expect(subjects(el)).to.deep.equal(['王晓明的请假申请', '李娜的费用报销']);
  });

  it('is offered on the read list only', async () => {
    setDefaultApiClient(backend().client);
    const el = await fixture<TaskList>(html`<task-list kind="noticeTodoRead" label="待阅"></task-list>`);
    await waitUntil(() => subjects(el).length === 1, 'no unread notices');
    expect(removeButton(el)).to.equal(undefined);
  });

  it('asks in zh-TW and en-US', async () => {
    const el = await readList(backend());
    await setLanguage('zh-TW', { persist: false });
    await el.updateComplete;
    expect(removeButton(el)!.textContent!.trim()).to.equal('刪除');
    removeButton(el)!.click();
    await waitUntil(() => dialog(el), 'no confirmation');
    expect(dialog(el)!.getAttribute('label')).to.equal('刪除已閱');
    expect(dialog(el)!.textContent).to.contain('確定從已閱列表中刪除「王晓明的请假申请」嗎？');
    root(el).querySelector<HTMLElement>('.confirm-cancel')!.click();
    await waitUntil(() => !dialog(el), 'the confirmation stayed');
    await setLanguage('en-US', { persist: false });
    await el.updateComplete;
    expect(removeButton(el)!.textContent!.trim()).to.equal('Remove');
    removeButton(el)!.click();
    await waitUntil(() => dialog(el), 'no confirmation');
    expect(dialog(el)!.getAttribute('label')).to.equal('Remove a read item');
    expect(dialog(el)!.textContent).to.contain('Remove “王晓明的请假申请” from your read items?');
  });
});
