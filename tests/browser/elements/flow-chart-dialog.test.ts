import { expect, fixture, html, oneEvent, waitUntil } from '@open-wc/testing';
import { sendKeys } from '@web/test-runner-commands';
import { setDefaultApiClient } from '../../../elements/core/api-context.js';
import '../../../elements/flow-chart-dialog/flow-chart-dialog.js';
import type { FlowChartDialog } from '../../../elements/flow-chart-dialog/flow-chart-dialog.js';
import { INST_ID, workflowBackend } from './workflow-chart-fakes.js';

const chartOf = (el: FlowChartDialog) => el.shadowRoot!.querySelector('flow-chart');
const tableOf = (el: FlowChartDialog) => el.shadowRoot!.querySelector('opinion-table');

describe('flow-chart-dialog', () => {
  let fake: ReturnType<typeof workflowBackend>;

  beforeEach(() => {
    fake = workflowBackend();
    setDefaultApiClient(fake.client);
  });
  afterEach(() => setDefaultApiClient(undefined));

  it('loads nothing until opened, then shows the chart and the opinions', async () => {
    const el = await fixture<FlowChartDialog>(
      html`<flow-chart-dialog inst-id=${INST_ID}></flow-chart-dialog>`,
    );
    await el.updateComplete;
    expect(chartOf(el)).to.equal(null);
    expect(fake.requests).to.have.length(0);
    el.show();
    await waitUntil(
      () => chartOf(el)?.shadowRoot?.querySelector('.djs-element[data-element-id="hr"]'),
      'chart drawn',
      { timeout: 8000 },
    );
    await waitUntil(
      () => tableOf(el)?.shadowRoot?.querySelectorAll('tbody tr').length === 3,
      'opinions shown',
    );
    expect(el.shadowRoot!.querySelector('sl-dialog')!.getAttribute('label')).to.equal('流程图');
    // Opened over an approval form that shows its own 审批意见 table, the two regions are named apart.
    const region = tableOf(el)!.shadowRoot!.querySelector('[part="scroller"]')!;
    expect(region.getAttribute('aria-label')).to.equal('流程图 · 审批意见');
    await expect(el).to.be.accessible();
  });

  it('closes with Escape and says so', async () => {
    const el = await fixture<FlowChartDialog>(
      html`<flow-chart-dialog inst-id=${INST_ID} open></flow-chart-dialog>`,
    );
    await waitUntil(() => tableOf(el)?.shadowRoot?.querySelector('tbody tr'), 'opinions shown');
    const closed = oneEvent(el, 'eip-close');
    el.shadowRoot!.querySelector('sl-dialog')!.focus();
    await sendKeys({ press: 'Escape' });
    await closed;
    expect(el.open).to.equal(false);
  });

  it('leaves the opinions out for permission n', async () => {
    const el = await fixture<FlowChartDialog>(
      html`<flow-chart-dialog inst-id=${INST_ID} opinion-permission="n" open></flow-chart-dialog>`,
    );
    await waitUntil(() => chartOf(el)?.shadowRoot?.querySelector('[part="node-list"] li'), 'chart shown');
    expect(tableOf(el)).to.equal(null);
    expect(fake.requests.map((request) => request.path)).to.not.include(
      '/runtime/instance/v1/instanceFlowOpinions',
    );
  });
});
