import { expect, fixture, html, waitUntil } from '@open-wc/testing';
import type { TodoRow } from '../../../api/contract/workflow-lists.js';
import { createFakeClient, ok } from '../../../docs/fixtures/fake-transport.js';
import { setDefaultApiClient } from '../../../elements/core/api-context.js';
import '../../../elements/portal-column/portal-column.js';
import type { PortalColumn } from '../../../elements/portal-column/portal-column.js';
import { fixtureInHost } from './host-fixture.js';

const COLUMN = '/portal/portal/sysIndexColumn/sysIndexColumn/v1/getByAlias';
const DATA = '/portal/portal/sysIndexColumn/sysIndexColumn/v1/getDatasByAlias';
const TODO_CARD = '/runtime/task/v1/getTodoCard';

const HOUR = 3600_000;
function todo(index: number, overrides: Partial<TodoRow> = {}): TodoRow {
  return {
    taskId: `t-${index}`,
    instId: `i-${index}`,
    defId: 'def-leave',
    defKey: 'leave',
    nodeId: 'leader',
    nodeType: 'USERTASK',
    subject: `王晓明的请假申请 ${index}`,
    procDefName: '请假申请',
    nodeName: '部门负责人审批',
    creatorId: 'u-staff',
    creatorName: '王晓明',
    createTime: '2026-11-20T01:30:00.000Z',
    instCreateTime: '2026-11-20T01:30:00.000Z',
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

/** The seeded 我的待办 column: a count whose data is the to-do count. */
function backend(rows: TodoRow[], total = rows.length) {
  return createFakeClient({
    [`GET ${COLUMN}`]: ({ params }) =>
      ok({
        id: 'col-my-task',
        alias: params.alias,
        name: '我的待办',
        colType: 'count',
        dataUrl: '/runtime/task/v1/getTodoCount',
      }),
    [`POST ${DATA}`]: ({ data }) => ok((data as string[]).map((alias) => ({ alias, data: total }))),
    [`POST ${TODO_CARD}`]: ({ params }) => ok({ rows: rows.slice(0, Number(params.size)), total, size: 5 }),
  });
}

const body = (el: PortalColumn) => el.shadowRoot!.querySelector('[part="body"]')!;
const text = (node: Element | null | undefined) => node?.textContent?.replace(/\s+/g, ' ').trim() ?? '';

describe('portal-column, the to-do column', () => {
  afterEach(() => setDefaultApiClient(undefined));

  it('lists the first to-dos with process, arrival and urgency, and links to the whole list', async () => {
    const now = Date.now();
    const rows = [
      todo(1, { dueTime: new Date(now - HOUR).toISOString() }),
      todo(2, { dueTime: new Date(now + 2 * HOUR).toISOString(), procDefName: '费用报销' }),
      todo(3, { priority: 1 } as Partial<TodoRow>),
      todo(4, { dueTime: new Date(now + 72 * HOUR).toISOString() }),
      todo(5),
    ];
    const fake = backend(rows, 12);
    setDefaultApiClient(fake.client);
    const el = await fixtureInHost<PortalColumn>(
      { linkBase: '/front' },
      html`<portal-column alias="myTaskCount"></portal-column>`,
    );
    await waitUntil(() => body(el).querySelectorAll('.todo-row').length === 5, 'no to-do rows');
    expect(fake.requests.find((r) => r.path === TODO_CARD)?.params).to.deep.equal({ size: '5' });
    const items = [...body(el).querySelectorAll('.todo-row')];
    const first = items[0]!;
    expect(text(first.querySelector('a'))).to.equal('王晓明的请假申请 1');
    expect(first.querySelector('a')!.getAttribute('href')).to.equal('/front/matter/approvalForm?taskId=t-1');
    expect(text(items[1]!.querySelector('.todo-row__meta'))).to.contain('费用报销');
    expect(first.querySelector('time')!.getAttribute('datetime')).to.equal('2026-11-20T01:30:00.000Z');
    expect(items.map((item) => text(item.querySelector('.todo-row__urgency')))).to.deep.equal([
      '紧急程度：已超期',
      '紧急程度：即将到期',
      '紧急程度：已催办',
      '紧急程度：普通',
      '紧急程度：普通',
    ]);
    expect(text(body(el).querySelector('.todo-total'))).to.contain('共 12 条待办');
    const all = body(el).querySelector<HTMLAnchorElement>('a.todo-all')!;
    expect(all.getAttribute('href')).to.equal('/front/flow/myTask');
    expect(text(all)).to.equal('查看全部我的待办（共 12 条）');
    await expect(el).to.be.accessible();
  });

  it('says 暂无待办 when nothing waits', async () => {
    setDefaultApiClient(backend([]).client);
    const el = await fixture<PortalColumn>(html`<portal-column alias="myTaskCount"></portal-column>`);
    await waitUntil(() => text(body(el)).includes('暂无待办'), 'no empty line');
    expect(body(el).querySelector('.todo-row')).to.equal(null);
  });
});
