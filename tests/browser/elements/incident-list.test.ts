import { expect, fixture, html, waitUntil } from '@open-wc/testing';
import type { WorkflowIncident } from '../../../api/contract/workflow-incidents.js';
import { createFakeClient, ok, refuse } from '../../../docs/fixtures/fake-transport.js';
import { setDefaultApiClient } from '../../../elements/core/api-context.js';
import '../../../elements/incident-list/incident-list.js';
import type { IncidentList } from '../../../elements/incident-list/incident-list.js';

const OPEN: WorkflowIncident = {
  id: 'inc-1',
  instId: 'inst-1',
  subject: '张三-采购申请',
  defName: '采购申请',
  nodeId: 'check',
  nodeName: '检查库存',
  kind: 'service',
  message: '节点“检查库存”的实现 class=com.example.Check 不是门户内置的实现（message、mail、setVariable）',
  createdAt: '2026-12-01T08:00:00.000Z',
  resolvedAt: null,
  resolvedBy: null,
  resolution: null,
};
const HANDLED: WorkflowIncident = {
  ...OPEN,
  id: 'inc-0',
  resolvedAt: '2026-12-01T09:00:00.000Z',
  resolvedBy: '赵磊',
  resolution: 'retried',
};
/** A message whose delivery failed at a receive task, resolved when the instance ended. */
const DELIVERY: WorkflowIncident = {
  ...HANDLED,
  id: 'inc-3',
  nodeId: 'waitPayment',
  nodeName: '等待付款',
  kind: 'event',
  message: '节点“审批”的处理人未找到',
  resolvedBy: null,
  resolution: 'ended',
};

function mount(
  retry = () => ok({ incident: HANDLED, again: { ...OPEN, id: 'inc-2', message: '又失败了' } }),
) {
  let open = [OPEN];
  const backend = createFakeClient({
    'GET /runtime/incident/v1/list': (request) =>
      ok(request.params.state === 'all' ? [...open, HANDLED, DELIVERY] : open),
    'POST /runtime/incident/v1/retry': retry,
    'POST /runtime/incident/v1/skip': () => {
      open = [];
      return ok({ incident: { ...OPEN, resolution: 'skipped' }, again: null });
    },
  });
  setDefaultApiClient(backend.client);
  return { backend, el: fixture<IncidentList>(html`<incident-list></incident-list>`) };
}

const root = (el: IncidentList) => el.shadowRoot!;
const rows = (el: IncidentList) => [...root(el).querySelectorAll('tbody tr')];
const button = (el: IncidentList, text: string) =>
  [...root(el).querySelectorAll('sl-button')].find((entry) =>
    entry.textContent?.trim().startsWith(text),
  ) as HTMLElement;

describe('incident-list', () => {
  afterEach(() => setDefaultApiClient(undefined));

  it('is accessible, with the element and its error in each row', async () => {
    const { el } = mount();
    const element = await el;
    await waitUntil(() => rows(element).length === 1);
    expect(rows(element)[0]!.querySelector('th')!.textContent).to.include('检查库存').and.include('服务任务');
    expect(rows(element)[0]!.textContent).to.include('class=com.example.Check');
    await expect(element).to.be.accessible();
  });

  it('retries: a retry that fails again says so; skipping empties the list', async () => {
    const { el, backend } = mount();
    const element = await el;
    await waitUntil(() => rows(element).length === 1);
    button(element, '重试').click();
    await waitUntil(() => root(element).querySelector('[role="status"]')?.textContent?.includes('仍然失败'));
    expect(backend.requests.find((request) => request.path.endsWith('/retry'))?.data).to.deep.equal({
      id: 'inc-1',
    });
    expect(root(element).querySelector('[role="status"]')!.textContent).to.include('又失败了');
    button(element, '跳过').click();
    await waitUntil(() => root(element).textContent?.includes('没有待处理的流程异常'));
    await expect(element).to.be.accessible();
  });

  it('shows the handled ones on request, with who handled them; a refusal is shown as an alert', async () => {
    const { el } = mount(() => refuse('只有系统管理员可以处理流程异常'));
    const element = await el;
    await waitUntil(() => rows(element).length === 1);
    button(element, '重试').click();
    await waitUntil(() =>
      root(element).querySelector('[role="alert"]')?.textContent?.includes('只有系统管理员'),
    );
    const toggle = root(element).querySelector('input[type="checkbox"]') as HTMLInputElement;
    toggle.click();
    await waitUntil(() => rows(element).length === 3);
    expect(rows(element)[1]!.querySelector('td.actions')!.textContent)
      .to.include('已重试')
      .and.include('赵磊');
    // A message's or signal's delivery is named as such.
    expect(rows(element)[2]!.querySelector('th')!.textContent)
      .to.include('等待付款')
      .and.include('消息或信号');
    await expect(element).to.be.accessible();
  });
});
