import { expect, fixture, html, oneEvent, waitUntil } from '@open-wc/testing';
import { sendKeys } from '@web/test-runner-commands';
import { setDefaultApiClient } from '../../../elements/core/api-context.js';
import { setLanguage } from '../../../elements/core/localize.js';
import { applyTheme, ensureDarkTheme } from '../../../elements/core/theme.js';
import '../../../elements/flow-chart/flow-chart.js';
import { createFakeClient, ok } from '../../../docs/fixtures/fake-transport.js';
import type { FlowChart } from '../../../elements/flow-chart/flow-chart.js';
import { contrast } from '../shared/contrast.js';
import { FLOW_IMAGE, FLOWS, INST_ID, LAYOUT, NODES, workflowBackend } from './workflow-chart-fakes.js';

const root = (el: FlowChart) => el.shadowRoot!;
const items = (el: FlowChart) => [...root(el).querySelectorAll<HTMLLIElement>('[part="node-list"] li')];
/** The bpmn-js shape of a node (its first visual: the rect, circle or diamond). */
const visual = (el: FlowChart, id: string) =>
  root(el).querySelector<SVGElement>(`.djs-element[data-element-id="${id}"] .djs-visual > :first-child`);
const drawn = (el: FlowChart) =>
  waitUntil(() => visual(el, 'hr'), 'the diagram was not drawn', { timeout: 8000 });

describe('flow-chart', () => {
  let fake: ReturnType<typeof workflowBackend>;

  beforeEach(() => {
    fake = workflowBackend();
    setDefaultApiClient(fake.client);
  });
  afterEach(async () => {
    setDefaultApiClient(undefined);
    await setLanguage('zh-CN', { persist: false });
  });

  it('draws the instance through bpmn-js with the current node in the current colour', async () => {
    const el = await fixture<FlowChart>(html`<flow-chart inst-id=${INST_ID}></flow-chart>`);
    await drawn(el);
    expect(fake.requests[0]!.path).to.equal('/runtime/instance/v1/instanceFlowImage');
    expect(getComputedStyle(visual(el, 'hr')!).stroke).to.equal('rgb(194, 65, 12)');
    expect(getComputedStyle(visual(el, 'leader')!).stroke).to.equal('rgb(21, 128, 61)');
    expect(getComputedStyle(visual(el, 'end_rejected')!).stroke).to.equal('rgb(113, 113, 122)');
    // The bpmn.io mark stays, inside the shadow root with the viewer's styles.
    const logo = root(el).querySelector<HTMLAnchorElement>('a.bjs-powered-by')!;
    expect(logo.getBoundingClientRect().width).to.be.greaterThan(0);
    expect(root(el).querySelector('[part="canvas"]')!.getAttribute('aria-label')).to.equal(
      '王晓明的请假申请流程图，当前节点：人力资源部审批',
    );
  });

  it('has a legend of the five node statuses', async () => {
    const el = await fixture<FlowChart>(
      html`<flow-chart .data=${{ layout: LAYOUT, flows: FLOWS, nodes: NODES }}></flow-chart>`,
    );
    const legend = [...root(el).querySelectorAll('[part="legend"] li')].map((li) => li.textContent!.trim());
    expect(legend).to.deep.equal(['已完成', '当前节点', '未到达', '驳回', '已跳过']);
  });

  it('lists the nodes in flow order with status and handlers, usable by keyboard alone', async () => {
    const el = await fixture<FlowChart>(html`<flow-chart inst-id=${INST_ID}></flow-chart>`);
    await drawn(el);
    const list = items(el);
    expect(list.map((li) => li.querySelector('.node-name')!.textContent)).to.deep.equal(
      NODES.map((node) => node.name),
    );
    expect(list[4]!.querySelector('.node-meta')!.textContent!.replace(/\s+/g, ' ').trim()).to.equal(
      '当前节点 · 李娜、赵敏',
    );
    expect(list[4]!.getAttribute('aria-current')).to.equal('step');
    // Tab reaches the list (one stop), arrows move, the focused node is highlighted and detailed.
    expect(list.filter((li) => li.tabIndex === 0)).to.have.length(1);
    list[0]!.focus();
    for (let step = 0; step < 4; step++) await sendKeys({ press: 'ArrowDown' });
    await el.updateComplete;
    expect(root(el).activeElement).to.equal(list[4]);
    await waitUntil(
      () => root(el).querySelector('.djs-element[data-element-id="hr"].fc-highlight'),
      'highlight',
    );
    const details = root(el).querySelector('[part="details"]')!;
    expect(details.textContent).to.contain('人力资源部审批');
    expect(details.textContent).to.contain('李娜（待审批）');
    await sendKeys({ press: 'Home' });
    expect(root(el).activeElement).to.equal(list[0]);
    await sendKeys({ press: 'End' });
    expect(root(el).activeElement).to.equal(list[5]);
    await sendKeys({ press: 'ArrowUp' });
    const chosen = oneEvent(el, 'eip-flow-node-select');
    await sendKeys({ press: 'Enter' });
    expect((await chosen).detail).to.deep.equal({ nodeId: 'hr' });
  });

  it('shows details on hover', async () => {
    const el = await fixture<FlowChart>(html`<flow-chart inst-id=${INST_ID}></flow-chart>`);
    await drawn(el);
    const shape = root(el).querySelector('.djs-element[data-element-id="leader"]')!;
    shape.dispatchEvent(new MouseEvent('mouseover', { bubbles: true, composed: true }));
    await waitUntil(() => root(el).querySelector('[part="details"]'), 'details on hover');
    const text = root(el).querySelector('[part="details"]')!.textContent!;
    expect(text).to.contain('部门负责人审批');
    expect(text).to.contain('同意，注意工作交接。');
  });

  it('zooms in, out and fits', async () => {
    const el = await fixture<FlowChart>(html`<flow-chart inst-id=${INST_ID}></flow-chart>`);
    await drawn(el);
    const fitted = el.zoomLevel;
    root(el).querySelector<HTMLElement>('sl-button.zoom-in')!.click();
    expect(el.zoomLevel).to.be.closeTo(fitted * 1.25, 0.01);
    root(el).querySelector<HTMLElement>('sl-button.zoom-out')!.click();
    root(el).querySelector<HTMLElement>('sl-button.zoom-out')!.click();
    expect(el.zoomLevel).to.be.closeTo(fitted / 1.25, 0.01);
    root(el).querySelector<HTMLElement>('sl-button.fit')!.click();
    expect(el.zoomLevel).to.be.closeTo(fitted, 0.01);
  });

  it('draws layout entries as plain shapes when there is no diagram data', async () => {
    const el = await fixture<FlowChart>(
      html`<flow-chart .data=${{ name: '旧流程', layout: LAYOUT, flows: FLOWS, nodes: NODES }}></flow-chart>`,
    );
    const hr = root(el).querySelector('.plain g[data-node-id="hr"]')!;
    expect(hr.classList.contains('fc-current')).to.equal(true);
    expect(getComputedStyle(hr.querySelector('.shape')!).stroke).to.equal('rgb(194, 65, 12)');
    expect(root(el).querySelectorAll('.plain line.flow')).to.have.length(FLOWS.length);
    expect(root(el).querySelector('.plain g[data-node-id="gw_days"] polygon')).to.exist;
    expect(root(el).querySelector('.djs-container')).to.equal(null);
    items(el)[1]!.focus();
    await el.updateComplete;
    expect(
      root(el).querySelector('.plain g[data-node-id="leader"]')!.classList.contains('fc-highlight'),
    ).to.equal(true);
  });

  it('says so when a model has no diagram data at all, and keeps its node list', async () => {
    const chart = { name: 'Flowable', layout: [], flows: FLOWS, nodes: NODES };
    const el = await fixture<FlowChart>(html`<flow-chart .data=${chart}></flow-chart>`);
    expect(root(el).querySelector('[part="canvas"] .no-diagram')!.textContent).to.equal(
      '该流程没有图形数据，节点及其状态见节点列表',
    );
    expect(root(el).querySelector('.plain')).to.equal(null);
    expect(items(el)).to.have.length(NODES.length);
    await expect(el).to.be.accessible();
    await setLanguage('en-US', { persist: false });
    await el.updateComplete;
    expect(root(el).querySelector('.no-diagram')!.textContent).to.equal(
      'This process has no diagram data: its nodes and their status are in the node list',
    );
  });

  it('lists a call activity with a way to its child, and the incident an instance stopped on', async () => {
    const parent = {
      ...FLOW_IMAGE,
      instId: 'inst-parent',
      subject: '采购申请',
      bpmnXml: '',
      layout: [],
      flows: [],
      nodes: [
        {
          nodeId: 'call',
          name: '审批子流程',
          nodeType: 'CALLACTIVITY',
          status: 'done',
          order: 0,
          handlers: [],
          childInstId: INST_ID,
        },
        {
          nodeId: 'check',
          name: '检查库存',
          nodeType: 'SERVICETASK',
          status: 'current',
          order: 1,
          handlers: [],
          incident: '节点“检查库存”没有指明实现',
        },
      ],
    };
    setDefaultApiClient(
      createFakeClient({
        'GET /runtime/instance/v1/instanceFlowImage': ({ params }) =>
          ok(params.instId === 'inst-parent' ? parent : FLOW_IMAGE),
      }).client,
    );
    const el = await fixture<FlowChart>(html`<flow-chart inst-id="inst-parent"></flow-chart>`);
    await waitUntil(() => items(el).length === 2);
    expect(items(el)[1]!.querySelector('.node-incident')!.textContent).to.include('没有指明实现');
    await expect(el).to.be.accessible();
    const button = items(el)[0]!.querySelector<HTMLButtonElement>('.child-link')!;
    expect(button.textContent!.replace(/\s+/g, '')).to.equal('查看子流程审批子流程');
    const opened = oneEvent(el, 'eip-flow-child-open');
    button.click();
    expect((await opened).detail).to.deep.equal({ instId: INST_ID });
    await waitUntil(() => items(el).length === NODES.length);
    expect(el.instId).to.equal(INST_ID);
  });

  it('is accessible, drawn and listed', async () => {
    const el = await fixture<FlowChart>(html`<flow-chart inst-id=${INST_ID}></flow-chart>`);
    await drawn(el);
    await expect(el).to.be.accessible();
  });

  it('turns dark with the page: lines, labels and node states stay readable on the dark canvas', async () => {
    await ensureDarkTheme();
    applyTheme({ style: 'dark' });
    try {
      // On a dark page, as the portal's dark style draws its panels.
      const page = await fixture<HTMLDivElement>(
        html`<div style="background: var(--sl-color-neutral-0); color: var(--sl-color-neutral-900)">
          <flow-chart inst-id=${INST_ID}></flow-chart>
        </div>`,
      );
      const el = page.querySelector<FlowChart>('flow-chart')!;
      await drawn(el);
      const canvas = getComputedStyle(root(el).querySelector('[part="canvas"]')!).backgroundColor;
      // A dark canvas: far from white.
      expect(contrast(canvas, 'rgb(255, 255, 255)')).to.be.greaterThan(10);
      const flow = root(el).querySelector<SVGElement>('.djs-connection .djs-visual > path')!;
      const label = root(el).querySelector<SVGElement>('.djs-shape .djs-visual text')!;
      expect(contrast(getComputedStyle(flow).stroke, canvas)).to.be.at.least(3);
      expect(contrast(getComputedStyle(label).fill, canvas)).to.be.at.least(4.5);
      for (const id of ['hr', 'leader', 'end_rejected'])
        expect(contrast(getComputedStyle(visual(el, id)!).stroke, canvas), id).to.be.at.least(3);
      await expect(el).to.be.accessible();
    } finally {
      applyTheme({ style: 'light' });
    }
  });

  it('shows the server’s refusal', async () => {
    const el = await fixture<FlowChart>(html`<flow-chart inst-id="inst-other"></flow-chart>`);
    await waitUntil(() => root(el).querySelector('[role="alert"]'), 'refusal');
    expect(root(el).querySelector('[role="alert"]')!.textContent).to.contain('流程实例不存在或无权查看');
  });

  it('speaks Traditional Chinese', async () => {
    await setLanguage('zh-TW', { persist: false });
    const el = await fixture<FlowChart>(
      html`<flow-chart .data=${{ layout: LAYOUT, flows: FLOWS, nodes: NODES }}></flow-chart>`,
    );
    await el.updateComplete;
    expect(root(el).querySelector('sl-button.fit')!.textContent!.trim()).to.equal('適應畫布');
    expect(items(el)[4]!.querySelector('.node-meta')!.textContent).to.contain('目前節點');
  });
});
