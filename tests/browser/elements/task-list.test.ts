import { setupIgnoreWindowResizeObserverLoopErrors } from '@lit-labs/virtualizer/support/resize-observer-errors.js';
import { expect, fixture, html, oneEvent, waitUntil } from '@open-wc/testing';
import { sendKeys } from '@web/test-runner-commands';
import type { QueryBody } from '../../../api/contract/envelope.js';
import type { SavedFilter, TodoRow } from '../../../api/contract/workflow-lists.js';
import { createFakeClient, type FakeReply, ok, refuse } from '../../../docs/fixtures/fake-transport.js';
import { setDefaultApiClient } from '../../../elements/core/api-context.js';
import '../../../elements/task-list/task-list.js';
import type { TaskList } from '../../../elements/task-list/task-list.js';
import { runLoadStateSuite } from '../shared/load-state-suite.js';

const TODO = '/runtime/task/v1/getTodoList';
const FILTERS = '/runtime/todoFilter/v1/list';
const SAVE_FILTER = '/runtime/todoFilter/v1/save';

function todo(index: number, overrides: Partial<TodoRow> = {}): TodoRow {
  const day = String((index % 28) + 1).padStart(2, '0');
  return {
    taskId: `t-${index}`,
    instId: `i-${index}`,
    defId: 'def-leave',
    defKey: 'leave',
    nodeId: 'deptLeader',
    nodeType: 'USERTASK',
    subject: `王晓明的请假申请 ${index}`,
    procDefName: '请假申请',
    nodeName: '部门领导审批',
    creatorId: 'u-staff',
    creatorName: '王晓明',
    createTime: `2026-11-${day}T09:00:00.000Z`,
    instCreateTime: `2026-11-${day}T09:00:00.000Z`,
    dueTime: null,
    priority: 0,
    todoKind: 'task',
    lockStatus: 1,
    lockUserId: null,
    lockUserName: null,
    ownerId: null,
    ownerName: null,
    ...overrides,
  };
}

const STORED = [
  todo(1, { subject: '王晓明的请假申请', createTime: '2026-11-20T09:00:00.000Z' }),
  todo(2, {
    subject: '李娜的费用报销',
    procDefName: '费用报销',
    creatorName: '李娜',
    createTime: '2026-11-19T09:00:00.000Z',
  }),
  todo(3, {
    subject: '张伟的采购申请',
    procDefName: '采购申请',
    creatorName: '张伟',
    createTime: '2026-11-18T09:00:00.000Z',
  }),
];

function backend(listReply?: FakeReply | 'hang', saved: SavedFilter[] = []) {
  return createFakeClient({
    [`POST ${TODO}`]: async ({ data, signal }) => {
      if (listReply === 'hang') await new Promise((_, reject) => signal?.addEventListener('abort', reject));
      if (listReply && listReply !== 'hang') return listReply;
      const body = data as QueryBody;
      const subject = body.querys?.find((q) => q.property === 'subject')?.value as string | undefined;
      const rows = STORED.filter((row) => !subject || row.subject.includes(subject));
      const sorter = body.sorter?.[0];
      if (sorter?.property === 'subject')
        rows.sort((a, b) => a.subject.localeCompare(b.subject) * (sorter.direction === 'ASC' ? 1 : -1));
      return ok({ rows, total: rows.length, page: body.pageBean.page, pageSize: body.pageBean.pageSize });
    },
    [`GET ${FILTERS}`]: () => ok(saved),
    [`POST ${SAVE_FILTER}`]: ({ data }) => {
      const body = data as { name: string };
      if (saved.some((filter) => filter.name === body.name)) return refuse('已存在同名的筛选条件');
      const filter = {
        id: `f-${saved.length + 1}`,
        isDefault: false,
        createTime: '',
        updateTime: '',
        ...(data as object),
      } as SavedFilter;
      saved.push(filter);
      return ok(filter);
    },
  });
}

const root = (el: TaskList) => el.shadowRoot!;
const rows = (el: TaskList) => [...root(el).querySelectorAll<HTMLElement>('[part="row"]')];
const subjects = (el: TaskList) => rows(el).map((row) => row.querySelector('.cell--subject')!.textContent);
const listbox = (el: TaskList) => root(el).querySelector<HTMLElement>('[role="listbox"]')!;
const lastBody = (requests: { path: string; data: unknown }[]) =>
  requests.filter((r) => r.path === TODO).at(-1)!.data as QueryBody;

async function mount(
  fake = backend(),
  template = html`<task-list kind="todo" label="我的待办" saved-filters></task-list>`,
) {
  setDefaultApiClient(fake.client);
  const el = await fixture<TaskList>(template);
  await waitUntil(() => rows(el).length > 0, 'no rows shown');
  return { el, fake };
}

describe('task-list', () => {
  afterEach(() => setDefaultApiClient(undefined));

  it('is accessible', async () => {
    const { el } = await mount();
    await expect(el).to.be.accessible();
  });

  it('shows the rows newest first with their process, node, initiator and time', async () => {
    const { el, fake } = await mount();
    expect(subjects(el)).to.deep.equal(['王晓明的请假申请', '李娜的费用报销', '张伟的采购申请']);
    expect(rows(el)[1]!.textContent).to.contain('费用报销').and.contain('部门领导审批').and.contain('李娜');
    expect(lastBody(fake.requests).sorter).to.deep.equal([{ property: 'createTime', direction: 'DESC' }]);
    expect(lastBody(fake.requests).pageBean).to.deep.equal({ page: 1, pageSize: 50, showTotal: true });
    expect(root(el).querySelector('[part="pagination"]')!.textContent).to.contain('共 3 条');
  });

  describe('when searched', () => {
    it('sends the filters in the query body and shows what matches', async () => {
      const { el, fake } = await mount();
      const subject = root(el).querySelector<HTMLInputElement>('#search-subject')!;
      subject.focus();
      await sendKeys({ type: '费用' });
      const from = root(el).querySelector<HTMLInputElement>('#search-from')!;
      from.value = '2026-11-01';
      from.dispatchEvent(new Event('input'));
      root(el).querySelector<HTMLElement>('sl-button[type="submit"]')!.click();
      await waitUntil(() => rows(el).length === 1, 'not filtered');
      expect(subjects(el)).to.deep.equal(['李娜的费用报销']);
      expect(lastBody(fake.requests).querys).to.deep.equal([
        { property: 'subject', value: '费用', operation: 'LIKE' },
        { property: 'createTime', value: '2026-11-01T00:00:00.000', operation: 'GREAT_EQUAL' },
      ]);
    });

    it('refuses a start date after the end date and keeps what was typed', async () => {
      const { el, fake } = await mount();
      const before = fake.requests.length;
      for (const [id, value] of [
        ['#search-from', '2026-11-20'],
        ['#search-to', '2026-11-01'],
      ] as const) {
        const input = root(el).querySelector<HTMLInputElement>(id)!;
        input.value = value;
        input.dispatchEvent(new Event('input'));
      }
      root(el).querySelector<HTMLElement>('sl-button[type="submit"]')!.click();
      await waitUntil(() => root(el).querySelector('[role="alert"]'), 'no message');
      expect(root(el).querySelector('[role="alert"]')!.textContent).to.contain('开始日期不能晚于结束日期');
      expect(root(el).querySelector<HTMLInputElement>('#search-from')!.value).to.equal('2026-11-20');
      expect(fake.requests.filter((r) => r.path === TODO).length).to.equal(
        fake.requests.slice(0, before).filter((r) => r.path === TODO).length,
      );
    });
  });

  describe('when a column title is pressed', () => {
    it('sorts by it on the server', async () => {
      const { el, fake } = await mount();
      const sort = [...root(el).querySelectorAll<HTMLButtonElement>('button.sort')].find((b) =>
        b.textContent?.includes('标题'),
      )!;
      sort.click();
      await waitUntil(() => lastBody(fake.requests).sorter?.[0]?.property === 'subject');
      expect(lastBody(fake.requests).sorter).to.deep.equal([{ property: 'subject', direction: 'DESC' }]);
      sort.click();
      await waitUntil(() => lastBody(fake.requests).sorter?.[0]?.direction === 'ASC');
      await waitUntil(() => subjects(el)[0] === '张伟的采购申请', `order ${subjects(el).join()}`);
    });
  });

  describe('when used with the keyboard', () => {
    it('moves with the arrows, opens with Enter and lists the shortcuts on ?', async () => {
      const { el } = await mount();
      listbox(el).focus();
      expect(listbox(el).getAttribute('aria-activedescendant')).to.equal('row-0');
      await sendKeys({ press: 'ArrowDown' });
      await sendKeys({ press: 'ArrowDown' });
      await waitUntil(() => listbox(el).getAttribute('aria-activedescendant') === 'row-2');
      await sendKeys({ press: 'ArrowUp' });
      await waitUntil(() => rows(el)[1]!.getAttribute('aria-selected') === 'true');
      const opened = oneEvent(el, 'eip-task-open');
      await sendKeys({ press: 'Enter' });
      const { detail } = await opened;
      expect(detail.kind).to.equal('todo');
      expect(detail.row.taskId).to.equal('t-2');
      expect(detail.row.instId).to.equal('i-2');
      const dialog = root(el).querySelector<HTMLElement>('sl-dialog[label="键盘快捷键"]')!;
      // axe reads colours: it looks once the dialog has faded in, not halfway.
      const shown = oneEvent(dialog, 'sl-after-show');
      await sendKeys({ press: '?' });
      await shown;
      expect(dialog.hasAttribute('open'), 'help did not open').to.equal(true);
      expect(dialog.getAttribute('label')).to.equal('键盘快捷键');
      expect(dialog.textContent).to.contain('打开所选事项').and.contain('Enter');
      await expect(el).to.be.accessible();
    });

    it('opens a row on click', async () => {
      const { el } = await mount();
      const opened = oneEvent(el, 'eip-task-open');
      rows(el)[2]!.click();
      expect((await opened).detail.row.subject).to.equal('张伟的采购申请');
    });
  });

  describe('when s is pressed in a process list', () => {
    it('collects the chosen process and marks it', async () => {
      const fake = createFakeClient({
        'POST /runtime/instance/v1/newProcess': () =>
          ok({
            rows: [
              {
                defId: 'def-leave-2',
                defKey: 'leave',
                name: '请假申请',
                categoryName: '人事',
                collected: false,
              },
              {
                defId: 'def-expense-1',
                defKey: 'expense',
                name: '费用报销',
                categoryName: '财务',
                collected: false,
              },
            ],
            total: 2,
            page: 1,
            pageSize: 50,
          }),
        'POST /runtime/bpmFlowCollect/v1/collect': ({ data }) =>
          ok({ defKey: (data as { defKey: string }).defKey, collected: true }),
      });
      const { el } = await mount(fake, html`<task-list kind="newProcess" label="全部流程"></task-list>`);
      expect(root(el).querySelector('.row--header')!.textContent).to.contain('流程名称').and.contain('分类');
      listbox(el).focus();
      await sendKeys({ press: 'ArrowDown' });
      await sendKeys({ press: 's' });
      await waitUntil(() => rows(el)[1]!.querySelector('sl-icon.star'), 'not marked');
      expect(rows(el)[0]!.querySelector('sl-icon.star')).to.equal(null);
      expect(fake.requests.find((r) => r.path.endsWith('/collect'))!.data).to.deep.equal({
        defKey: 'expense',
      });
      expect(root(el).querySelector('[role="status"][aria-live]')!.textContent).to.equal('已收藏“费用报销”');
    });
  });

  describe('when a filter is saved', () => {
    it('saves it on the server and applies it from the menu', async () => {
      const saved: SavedFilter[] = [];
      const { el, fake } = await mount(backend(undefined, saved));
      const subject = root(el).querySelector<HTMLInputElement>('#search-subject')!;
      subject.value = '请假';
      subject.dispatchEvent(new Event('input'));
      root(el).querySelector<HTMLElement>('sl-menu-item[value="__save"]')!.click();
      const dialog = root(el).querySelectorAll('sl-dialog')[1]!;
      await waitUntil(() => dialog.hasAttribute('open'), 'save dialog did not open');
      const name = root(el).querySelector<HTMLInputElement>('#filter-name')!;
      name.value = '请假类';
      name.dispatchEvent(new Event('input'));
      dialog.querySelector<HTMLElement>('sl-button[type="submit"]')!.click();
      await waitUntil(() => saved.length === 1, 'not saved');
      expect(fake.requests.find((r) => r.path === SAVE_FILTER)!.data).to.deep.equal({
        name: '请假类',
        list: 'todo',
        querys: [{ property: 'subject', value: '请假', operation: 'LIKE' }],
        sorter: [{ property: 'createTime', direction: 'DESC' }],
      });
      await waitUntil(() => root(el).querySelector('sl-menu-item[value="f-1"]'), 'not listed');
      root(el).querySelector<HTMLElement>('#search-subject')!.focus();
      (root(el).querySelector('#search-subject') as HTMLInputElement).value = '';
      root(el).querySelector<HTMLElement>('sl-menu-item[value="f-1"]')!.click();
      await waitUntil(() => rows(el).length === 1, 'saved filter not applied');
      expect(subjects(el)).to.deep.equal(['王晓明的请假申请']);
      expect(root(el).querySelector<HTMLInputElement>('#search-subject')!.value).to.equal('请假');
    });

    it('shows the refusal and keeps the name', async () => {
      const saved: SavedFilter[] = [
        {
          id: 'f-1',
          name: '请假类',
          list: 'todo',
          querys: [],
          sorter: [],
          isDefault: false,
          createTime: '',
          updateTime: '',
        },
      ];
      const { el } = await mount(backend(undefined, saved));
      root(el).querySelector<HTMLElement>('sl-menu-item[value="__save"]')!.click();
      const name = root(el).querySelector<HTMLInputElement>('#filter-name')!;
      name.value = '请假类';
      name.dispatchEvent(new Event('input'));
      root(el)
        .querySelectorAll('sl-dialog')[1]!
        .querySelector<HTMLElement>('sl-button[type="submit"]')!
        .click();
      await waitUntil(() =>
        root(el).querySelector('#filter-name-error')!.textContent?.includes('已存在同名的筛选条件'),
      );
      expect(name.value).to.equal('请假类');
    });
  });

  describe('when given ten thousand rows', () => {
    // The virtualizer's measuring after a long jump makes the browser report a benign ResizeObserver loop.
    setupIgnoreWindowResizeObserverLoopErrors(beforeEach, afterEach);
    it('draws only a screenful and reaches the last row with End', async () => {
      const many = Array.from({ length: 10_000 }, (_, index) => todo(index));
      const el = await fixture<TaskList>(html`<task-list label="待办" .rows=${many}></task-list>`);
      await waitUntil(() => rows(el).length > 0, 'no rows');
      expect(rows(el).length).to.be.lessThan(100);
      listbox(el).focus();
      await sendKeys({ press: 'End' });
      await waitUntil(() => root(el).querySelector('#row-9999'), 'last row not drawn');
      expect(listbox(el).getAttribute('aria-activedescendant')).to.equal('row-9999');
      expect(rows(el).length).to.be.lessThan(100);
    });
  });

  runLoadStateSuite({
    emptyText: '暂无数据',
    async mount(behaviour) {
      const fake = backend(
        behaviour === 'empty' ? ok({ rows: [], total: 0, page: 1, pageSize: 50 }) : behaviour,
      );
      setDefaultApiClient(fake.client);
      const element = await fixture<TaskList>(html`<task-list kind="todo"></task-list>`);
      return { element, requests: () => fake.requests.filter((r) => r.path === TODO).length };
    },
  });
});
