import { expect, fixture, html, oneEvent, waitUntil } from '@open-wc/testing';
import type { ProcessCardList, ProcessRow, TodoRow } from '../../../api/contract/workflow-lists.js';
import { createFakeClient, type FakeReply, ok } from '../../../docs/fixtures/fake-transport.js';
import { setDefaultApiClient } from '../../../elements/core/api-context.js';
import '../../../elements/flow-cards/flow-cards.js';
import type { FlowCards } from '../../../elements/flow-cards/flow-cards.js';
import { runLoadStateSuite } from '../shared/load-state-suite.js';

const TODO_CARD = '/runtime/task/v1/getTodoCard';
const LEADER_CARD = '/runtime/task/v1/getLeaderTodoCard';
const PROCESS_CARD = '/runtime/instance/v1/newProcessCard';
const COMMON = '/bpmModel/bpmMobileCategory/v1/getMyCommonFlow';
const ADD_COMMON = '/bpmModel/bpmMobileCategory/v1/customAddCommonFlow';

const task = (id: string, subject: string): TodoRow => ({
  taskId: id,
  instId: `i-${id}`,
  defId: 'def-leave',
  defKey: 'leave',
  nodeId: 'deptLeader',
  nodeType: 'USERTASK',
  subject,
  procDefName: '请假申请',
  nodeName: '部门领导审批',
  creatorId: 'u-staff',
  creatorName: '王晓明',
  createTime: '2026-11-20T09:00:00.000Z',
  instCreateTime: '2026-11-20T09:00:00.000Z',
  dueTime: null,
  lockStatus: 1,
  lockUserId: null,
  lockUserName: null,
  priority: 0,
  todoKind: 'task',
  ownerId: null,
  ownerName: null,
});
const def = (defKey: string, name: string, categoryName: string): ProcessRow => ({
  defId: `def-${defKey}`,
  defKey,
  name,
  categoryId: categoryName,
  categoryName,
  version: 1,
  description: null,
  icon: null,
  collected: false,
});
const CARDS: ProcessCardList = {
  groups: [
    { categoryId: 'hr', categoryName: '人事', rows: [def('leave', '请假申请', '人事')] },
    {
      categoryId: 'fin',
      categoryName: '财务',
      rows: [def('expense', '费用报销', '财务'), def('purchase', '采购申请', '财务')],
    },
  ],
  total: 3,
  size: 11,
};

function backend(reply?: FakeReply | 'hang') {
  const answer = async (value: unknown, signal?: AbortSignal) => {
    if (reply === 'hang') await new Promise((_, reject) => signal?.addEventListener('abort', reject));
    return reply && reply !== 'hang' ? reply : ok(value);
  };
  return createFakeClient({
    [`POST ${TODO_CARD}`]: ({ signal }) =>
      answer(
        { rows: [task('t-1', '王晓明的请假申请'), task('t-2', '李娜的请假申请')], total: 2, size: 21 },
        signal,
      ),
    [`POST ${LEADER_CARD}`]: ({ signal }) =>
      answer({ rows: [task('t-9', '刘总的费用报销')], total: 1, size: 6 }, signal),
    [`POST ${PROCESS_CARD}`]: ({ signal }) => answer(CARDS, signal),
    [`GET ${COMMON}`]: () => ok([{ defKey: 'expense', defId: 'def-expense', name: '费用报销', url: '' }]),
    [`POST ${ADD_COMMON}`]: ({ data }) =>
      ok([], `已添加到常用流程：${(data as { defKeys: string[] }).defKeys}`),
  });
}

const root = (el: FlowCards) => el.shadowRoot!;
const cards = (el: FlowCards) => [...root(el).querySelectorAll<HTMLElement>('[part="card"]')];

async function mount(kind: string, fake = backend()) {
  setDefaultApiClient(fake.client);
  const el = await fixture<FlowCards>(html`<flow-cards kind=${kind}></flow-cards>`);
  await waitUntil(() => cards(el).length > 0, 'no cards');
  return { el, fake };
}

describe('flow-cards', () => {
  afterEach(() => setDefaultApiClient(undefined));

  it('is accessible', async () => {
    await expect((await mount('todo')).el).to.be.accessible();
    await expect((await mount('newProcess')).el).to.be.accessible();
  });

  it('asks for 21 to-do cards and opens the chosen task', async () => {
    const { el, fake } = await mount('todo');
    expect(fake.requests[0]!.params).to.deep.equal({ size: '21' });
    expect(cards(el).map((card) => card.querySelector('.card__title')!.textContent)).to.deep.equal([
      '王晓明的请假申请',
      '李娜的请假申请',
    ]);
    expect(cards(el)[0]!.textContent).to.contain('部门领导审批').and.contain('王晓明');
    const opened = oneEvent(el, 'eip-task-open');
    cards(el)[1]!.click();
    const { detail } = await opened;
    expect(detail.kind).to.equal('todo');
    expect(detail.row.taskId).to.equal('t-2');
  });

  it('stars the common flows and adds one with its star', async () => {
    const { el, fake } = await mount('newProcess');
    const stars = () => [...root(el).querySelectorAll<HTMLElement>('[part="common"]')];
    await waitUntil(
      () => stars().some((star) => star.getAttribute('aria-pressed') === 'true'),
      'no common flow',
    );
    expect(stars().map((star) => star.getAttribute('aria-pressed'))).to.deep.equal([
      'false',
      'true',
      'false',
    ]);
    expect(stars()[0]!.getAttribute('label')).to.equal('将请假申请加入常用流程');
    const changed = oneEvent(el, 'eip-common-flow-change');
    stars()[0]!.click();
    expect((await changed).detail).to.deep.equal({
      defKey: 'leave',
      common: true,
      message: '已添加到常用流程：leave',
    });
    expect(fake.requests.find((request) => request.path === ADD_COMMON)!.data).to.deep.equal({
      defKeys: ['leave'],
    });
    await waitUntil(() => stars()[0]!.getAttribute('aria-pressed') === 'true', 'the star did not turn on');
  });

  it('asks for 6 leader cards', async () => {
    const { el, fake } = await mount('leaderTodo');
    expect(fake.requests[0]!.path).to.equal(LEADER_CARD);
    expect(fake.requests[0]!.params).to.deep.equal({ size: '6' });
    expect(cards(el)).to.have.length(1);
  });

  it('groups the processes by category and starts the chosen one', async () => {
    const { el, fake } = await mount('newProcess');
    expect(fake.requests.find((request) => request.path === PROCESS_CARD)!.params).to.deep.equal({
      size: '11',
    });
    const groups = [...root(el).querySelectorAll('[part="group"]')];
    expect(
      groups.map((group) => group.querySelector('h2')!.textContent!.replace(/\s+/g, ' ').trim()),
    ).to.deep.equal(['人事 1 个流程', '财务 2 个流程']);
    const started = oneEvent(el, 'eip-process-start');
    cards(el)[2]!.click();
    expect((await started).detail).to.deep.equal({
      defId: 'def-purchase',
      defKey: 'purchase',
      name: '采购申请',
    });
  });

  runLoadStateSuite({
    emptyText: '暂无待办',
    async mount(behaviour) {
      const fake = backend(behaviour === 'empty' ? ok({ rows: [], total: 0, size: 21 }) : behaviour);
      setDefaultApiClient(fake.client);
      const element = await fixture<FlowCards>(html`<flow-cards kind="todo"></flow-cards>`);
      return { element, requests: () => fake.requests.length };
    },
  });
});
