import { expect, fixture, html, waitUntil } from '@open-wc/testing';
import type { NodeOpinion } from '../../../api/contract/workflow.js';
import { setDefaultApiClient } from '../../../elements/core/api-context.js';
import { setLanguage } from '../../../elements/core/localize.js';
import '../../../elements/opinion-table/opinion-table.js';
import type { OpinionTable } from '../../../elements/opinion-table/opinion-table.js';
import { INST_ID, OPINIONS, workflowBackend } from './workflow-chart-fakes.js';

const rowsOf = (el: OpinionTable) => [...el.shadowRoot!.querySelectorAll<HTMLTableRowElement>('tbody tr')];
const cells = (row: HTMLTableRowElement) =>
  [...row.cells].map((cell) => cell.textContent!.replace(/\s+/g, ' ').trim());
const loaded = (el: OpinionTable) =>
  waitUntil(() => rowsOf(el).length === OPINIONS.length, 'opinions not shown');

describe('opinion-table', () => {
  let fake: ReturnType<typeof workflowBackend>;

  beforeEach(() => {
    fake = workflowBackend();
    setDefaultApiClient(fake.client);
  });
  afterEach(async () => {
    setDefaultApiClient(undefined);
    await setLanguage('zh-CN', { persist: false });
  });

  it('is accessible', async () => {
    const el = await fixture<OpinionTable>(html`<opinion-table inst-id=${INST_ID}></opinion-table>`);
    await loaded(el);
    await expect(el).to.be.accessible();
  });

  it('loads by inst-id and shows every column in time order', async () => {
    const el = await fixture<OpinionTable>(html`<opinion-table inst-id=${INST_ID}></opinion-table>`);
    await loaded(el);
    expect(fake.requests.map((request) => request.path)).to.include(
      '/runtime/instance/v1/instanceFlowOpinions',
    );
    const headers = [...el.shadowRoot!.querySelectorAll('thead th')].map((th) => th.textContent!.trim());
    expect(headers).to.deep.equal([
      '序号',
      '审批节点',
      '待审批人',
      '处理人',
      '处理状态',
      '审批意见',
      '操作时间',
      '停留时间',
    ]);
    const [first, second, third] = rowsOf(el).map(cells);
    expect(first!.slice(0, 5)).to.deep.equal(['1', '发起申请', '', '王晓明', '提交']);
    expect(first![7]).to.equal('不到1分钟');
    expect(second![1]).to.equal('部门负责人审批');
    expect(second![4]).to.equal('同意');
    expect(second![5]).to.contain('同意，注意工作交接。');
    expect(second![7]).to.equal('1天2小时5分钟');
    expect(rowsOf(el)[2]!.querySelector('.candidates')!.textContent!.trim()).to.equal('李娜，赵敏');
    expect(third![4]).to.equal('待审批未读');
    expect(third![7]).to.equal('3小时');
  });

  it('puts given rows in time order and says read for a pending row that was opened', async () => {
    const rows: NodeOpinion[] = [{ ...OPINIONS[2]!, isRead: 1 }, OPINIONS[1]!, OPINIONS[0]!];
    const el = await fixture<OpinionTable>(html`<opinion-table .rows=${rows}></opinion-table>`);
    const names = rowsOf(el).map((row) => row.cells[1]!.textContent!.trim());
    expect(names).to.deep.equal(['发起申请', '部门负责人审批', '人力资源部审批']);
    expect(rowsOf(el)[2]!.cells[4]!.textContent!.replace(/\s+/g, ' ').trim()).to.equal('待审批已读');
    expect(fake.requests).to.have.length(0);
  });

  it('shows the candidates with their users in a tooltip, reachable by keyboard', async () => {
    const el = await fixture<OpinionTable>(html`<opinion-table inst-id=${INST_ID}></opinion-table>`);
    await loaded(el);
    const trigger = rowsOf(el)[2]!.querySelector<HTMLElement>('.candidates')!;
    expect(trigger.tabIndex).to.equal(0);
    const tooltip = trigger.closest('sl-tooltip')!;
    expect(tooltip.querySelector('[slot="content"]')!.textContent!.replace(/\s+/g, '')).to.equal(
      '人力资源部：李娜、赵敏',
    );
    trigger.focus();
    await waitUntil(() => tooltip.open, 'tooltip opens on focus');
  });

  it('shows the attachments through the file list, with a preview', async () => {
    const el = await fixture<OpinionTable>(html`<opinion-table inst-id=${INST_ID}></opinion-table>`);
    await loaded(el);
    const files = rowsOf(el)[1]!.querySelector('file-upload')!;
    expect(files.readonly).to.equal(true);
    await files.updateComplete;
    expect(files.shadowRoot!.textContent).to.contain('交接清单.pdf');
    expect(files.shadowRoot!.querySelector('sl-icon-button.preview')!.getAttribute('label')).to.equal(
      '预览 交接清单.pdf',
    );
  });

  it('has a legend of the 14 statuses in their colours', async () => {
    const el = await fixture<OpinionTable>(html`<opinion-table .rows=${OPINIONS}></opinion-table>`);
    const items = [...el.shadowRoot!.querySelectorAll('[part="legend"] li')];
    expect(items.map((item) => item.textContent!.trim())).to.deep.equal([
      '待审批',
      '提交',
      '重新提交',
      '同意',
      '挂起',
      '反对',
      '驳回',
      '驳回到发起人',
      '撤回',
      '撤回到发起人',
      '会签通过',
      '会签不通过',
      '人工终止',
      '完成',
    ]);
    expect(new Set(items.map((item) => getComputedStyle(item).color)).size).to.equal(14);
  });

  it('scrolls inside a 400px box', async () => {
    const many = Array.from({ length: 30 }, (_, index) => ({ ...OPINIONS[1]!, id: `op-${index}` }));
    const el = await fixture<OpinionTable>(html`<opinion-table .rows=${many}></opinion-table>`);
    const scroller = el.shadowRoot!.querySelector<HTMLElement>('[part="scroller"]')!;
    expect(scroller.getBoundingClientRect().height).to.equal(400);
    expect(scroller.scrollHeight).to.be.greaterThan(400);
  });

  it('permission n hides it; r shows it', async () => {
    const el = await fixture<OpinionTable>(
      html`<opinion-table permission="n" .rows=${OPINIONS}></opinion-table>`,
    );
    expect(el.hidden).to.equal(true);
    expect(el.getBoundingClientRect().height).to.equal(0);
    el.permission = 'r';
    await el.updateComplete;
    expect(el.hidden).to.equal(false);
    expect(rowsOf(el)).to.have.length(3);
  });

  it('loads one node through nodeOpinion, by node or by task', async () => {
    const el = await fixture<OpinionTable>(
      html`<opinion-table inst-id=${INST_ID} node-id="leader"></opinion-table>`,
    );
    await waitUntil(() => rowsOf(el).length === 1, 'node opinions shown');
    expect(fake.requests.at(-1)!.path).to.equal('/runtime/task/v1/nodeOpinion');
    expect(fake.requests.at(-1)!.params).to.deep.equal({ instId: INST_ID, nodeId: 'leader' });
    expect(rowsOf(el)[0]!.cells[1]!.textContent).to.equal('部门负责人审批');
    el.instId = '';
    el.nodeId = '';
    el.taskId = 't-2';
    await waitUntil(() => rowsOf(el)[0]?.cells[1]?.textContent === '人力资源部审批', 'task’s node shown');
    expect(fake.requests.at(-1)!.params).to.deep.equal({ taskId: 't-2' });
  });

  it('shows the server’s refusal with a retry', async () => {
    const el = await fixture<OpinionTable>(html`<opinion-table inst-id="inst-other"></opinion-table>`);
    await waitUntil(() => el.shadowRoot!.querySelector('[role="alert"]'), 'refusal shown');
    expect(el.shadowRoot!.querySelector('[role="alert"]')!.textContent).to.contain(
      '流程实例不存在或无权查看',
    );
  });

  it('speaks English', async () => {
    await setLanguage('en-US', { persist: false });
    const el = await fixture<OpinionTable>(html`<opinion-table .rows=${OPINIONS}></opinion-table>`);
    await el.updateComplete;
    const third = cells(rowsOf(el)[2]!);
    expect(third[4]).to.equal('Pending approvalUnread');
    expect(cells(rowsOf(el)[0]!)[7]).to.equal('Under 1 minute');
  });
});
