import { setupIgnoreWindowResizeObserverLoopErrors } from '@lit-labs/virtualizer/support/resize-observer-errors.js';
import { expect, fixture, html, waitUntil } from '@open-wc/testing';
import type { QueryBody } from '../../../api/contract/envelope.js';
import type { TodoRow } from '../../../api/contract/workflow-lists.js';
import { createFakeClient, ok } from '../../../docs/fixtures/fake-transport.js';
import { setDefaultApiClient } from '../../../elements/core/api-context.js';
import { setLanguage } from '../../../elements/core/localize.js';
import '../../../elements/task-list/task-list.js';
import type { TaskList } from '../../../elements/task-list/task-list.js';

/**
 * The to-do list's kinds, lock holders, priority and due time (issue 34, items 12 and 18): a question
 * asked of the user is tagged with its kind, a lock names its holder, the priority and due time are
 * columns the list sorts by and filters on, and a passed due time is marked.
 */

setupIgnoreWindowResizeObserverLoopErrors(beforeEach, afterEach);

const TODO = '/runtime/task/v1/getTodoList';
const HOUR = 3600_000;

function todo(index: number, overrides: Partial<TodoRow> = {}): TodoRow {
  return {
    taskId: `t-${index}`,
    instId: `i-${index}`,
    defId: 'def-leave',
    defKey: 'leave',
    nodeId: 'hr',
    nodeType: 'USERTASK',
    subject: `请假申请 ${index}`,
    procDefName: '请假申请',
    nodeName: '人事审批',
    creatorId: 'u-staff',
    creatorName: '王晓明',
    createTime: '2026-11-20T09:00:00.000Z',
    instCreateTime: '2026-11-20T09:00:00.000Z',
    dueTime: null,
    priority: 0,
    todoKind: 'task',
    lockStatus: 2,
    lockUserId: null,
    lockUserName: null,
    ownerId: null,
    ownerName: null,
    ...overrides,
  };
}

const STORED = [
  todo(1, { subject: '已超期的请假', dueTime: new Date(Date.now() - 2 * HOUR).toISOString(), priority: 2 }),
  todo(2, { subject: '被锁定的请假', lockStatus: 4, lockUserId: 'u-zhangwei', lockUserName: '张伟' }),
  todo(3, {
    subject: '问询的请假',
    todoKind: 'inquiry',
    dueTime: new Date(Date.now() + 48 * HOUR).toISOString(),
  }),
  todo(4, { subject: '沟通的请假', todoKind: 'communicate', priority: 1 }),
  todo(5, { subject: '加签的请假', todoKind: 'sign' }),
];

function backend() {
  return createFakeClient({
    [`POST ${TODO}`]: ({ data }) => {
      const body = data as QueryBody;
      const priority = body.querys?.find((query) => query.property === 'priority');
      const rows = STORED.filter((row) => !priority || row.priority === priority.value);
      return ok({ rows, total: rows.length, page: 1, pageSize: body.pageBean.pageSize });
    },
  });
}

const root = (el: TaskList) => el.shadowRoot!;
const rows = (el: TaskList) => [...root(el).querySelectorAll<HTMLElement>('[part="row"]')];
const rowOf = (el: TaskList, subject: string) =>
  rows(el).find((row) => row.querySelector('.cell--subject')?.textContent?.includes(subject));
const lastBody = (requests: { path: string; data: unknown }[]) =>
  requests.filter((r) => r.path === TODO).at(-1)!.data as QueryBody;
const headerButton = (el: TaskList, title: string) =>
  [...root(el).querySelectorAll<HTMLButtonElement>('button.sort')].find((b) =>
    b.textContent?.includes(title),
  )!;

async function mount() {
  const fake = backend();
  setDefaultApiClient(fake.client);
  const el = await fixture<TaskList>(html`<task-list kind="todo" label="我的待办"></task-list>`);
  await waitUntil(() => rows(el).length === STORED.length, 'no rows shown');
  return { el, fake };
}

describe('task-list: kinds, locks, priority and due time', () => {
  afterEach(async () => {
    setDefaultApiClient(undefined);
    await setLanguage('zh-CN', { persist: false });
  });

  it('is accessible', async () => {
    const { el } = await mount();
    await expect(el).to.be.accessible();
  });

  it('tags what a to-do asks, names who holds a lock, and marks a passed due time', async () => {
    const { el } = await mount();
    const tag = (subject: string, selector: string) =>
      rowOf(el, subject)?.querySelector(selector)?.textContent;
    expect(tag('问询的请假', '.tag--kind')).to.equal('问询');
    expect(tag('沟通的请假', '.tag--kind')).to.equal('沟通');
    expect(tag('加签的请假', '.tag--kind')).to.equal('加签');
    expect(tag('被锁定的请假', '.tag--kind')).to.equal(undefined);
    expect(tag('被锁定的请假', '.tag--lock')).to.equal('已被 张伟 锁定');
    const overdue = rowOf(el, '已超期的请假')!;
    expect(overdue.querySelector('.cell--overdue')?.textContent).to.contain('已超期');
    expect(overdue.textContent).to.contain('已超期');
    expect(rowOf(el, '问询的请假')!.querySelector('.cell--overdue')).to.equal(null);
    expect(rowOf(el, '沟通的请假')!.textContent).to.contain('已催办');
    const titles = [...root(el).querySelectorAll('[part="header"] > *')].map((cell) =>
      cell.textContent?.trim(),
    );
    expect(titles).to.include.members(['优先级', '到期时间']);
  });

  it('says the same in zh-TW and en-US', async () => {
    const { el } = await mount();
    await setLanguage('zh-TW', { persist: false });
    await el.updateComplete;
    expect(rowOf(el, '被锁定的请假')?.querySelector('.tag--lock')?.textContent).to.equal('已被 张伟 鎖定');
    expect(rowOf(el, '沟通的请假')?.querySelector('.tag--kind')?.textContent).to.equal('溝通');
    await setLanguage('en-US', { persist: false });
    await el.updateComplete;
    expect(rowOf(el, '被锁定的请假')?.querySelector('.tag--lock')?.textContent).to.equal('Locked by 张伟');
    expect(rowOf(el, '问询的请假')?.querySelector('.tag--kind')?.textContent).to.equal('Inquiry');
    expect(rowOf(el, '加签的请假')?.querySelector('.tag--kind')?.textContent).to.equal('Countersign');
    expect(rowOf(el, '已超期的请假')?.textContent).to.contain('Overdue');
    expect(root(el).querySelector('#search-priority')?.closest('label')?.textContent).to.contain('Priority');
  });

  describe('when a due or priority title is pressed', () => {
    it('sorts by due time soonest first, and by priority highest first, on the server', async () => {
      const { el, fake } = await mount();
      headerButton(el, '到期时间').click();
      await waitUntil(() => lastBody(fake.requests).sorter?.[0]?.property === 'dueTime');
      expect(lastBody(fake.requests).sorter).to.deep.equal([{ property: 'dueTime', direction: 'ASC' }]);
      headerButton(el, '优先级').click();
      await waitUntil(() => lastBody(fake.requests).sorter?.[0]?.property === 'priority');
      expect(lastBody(fake.requests).sorter).to.deep.equal([{ property: 'priority', direction: 'DESC' }]);
    });
  });

  describe('when filtered by priority and due time', () => {
    it('sends the priority and an overdue window in the query body', async () => {
      const { el, fake } = await mount();
      const priority = root(el).querySelector<HTMLSelectElement>('#search-priority')!;
      priority.value = '2';
      priority.dispatchEvent(new Event('change'));
      const due = root(el).querySelector<HTMLSelectElement>('#search-due')!;
      due.value = 'overdue';
      due.dispatchEvent(new Event('change'));
      const before = Date.now();
      root(el).querySelector<HTMLElement>('sl-button[type="submit"]')!.click();
      await waitUntil(() => rows(el).length === 1, 'not filtered');
      expect(rows(el)[0]!.textContent).to.contain('已超期的请假');
      const querys = lastBody(fake.requests).querys ?? [];
      expect(querys[0]).to.deep.equal({ property: 'priority', value: 2, operation: 'EQUAL' });
      expect(querys[1]?.property).to.equal('dueTime');
      expect(querys[1]?.operation).to.equal('LESS');
      expect(Date.parse(String(querys[1]?.value))).to.be.within(before - 1000, Date.now() + 1000);
    });

    it('filters rows it was given the same way', async () => {
      const el = await fixture<TaskList>(
        html`<task-list kind="todo" label="待办" .rows=${STORED}></task-list>`,
      );
      await waitUntil(() => rows(el).length === STORED.length, 'no rows shown');
      const due = root(el).querySelector<HTMLSelectElement>('#search-due')!;
      due.value = 'week';
      due.dispatchEvent(new Event('change'));
      root(el).querySelector<HTMLElement>('sl-button[type="submit"]')!.click();
      await waitUntil(() => rows(el).length === 1, 'not filtered');
      expect(rows(el)[0]!.textContent).to.contain('问询的请假');
    });
  });
});
