import { expect, fixture, html, oneEvent, waitUntil } from '@open-wc/testing';
import { ok, refuse } from '../../../docs/fixtures/fake-transport.js';
import { setDefaultApiClient } from '../../../elements/core/api-context.js';
import '../../../elements/bid-monitor/bid-monitor.js';
import type { BidMonitor } from '../../../elements/bid-monitor/bid-monitor.js';
import { type LoadBehaviour, runLoadStateSuite } from '../shared/load-state-suite.js';
import {
  biddingBackend,
  comparisonRow,
  FakeEventSource,
  installFakeEventSource,
  liveProject,
  restoreEventSource,
  routeOf,
} from './bidding-fakes.js';

type Dialog = HTMLElement & { open: boolean };

const root = (el: BidMonitor) => el.shadowRoot!;
const text = (el: BidMonitor, part: string) => root(el).querySelector(`[part="${part}"]`)?.textContent ?? '';
const dialog = (el: BidMonitor) => root(el).querySelector<Dialog>('sl-dialog')!;
const button = (el: BidMonitor, label: string) =>
  [...root(el).querySelectorAll<HTMLElement>('sl-button')].find((b) => b.textContent!.trim() === label);

const purchaserView = {
  relation: 'purchaser' as const,
  myLastQuotation: undefined,
  myRank: undefined,
  check: undefined,
  previousRoundBest: undefined,
  counts: [
    { round: 1, quotations: 3, suppliers: 2 },
    { round: 2, quotations: 1, suppliers: 1 },
  ],
};

async function monitor(overrides = {}, routes = {}) {
  const backend = biddingBackend([liveProject({ ...purchaserView, ...overrides })], {
    [routeOf('procureProjectQuotation/getComparison')]: () =>
      ok([
        comparisonRow(),
        comparisonRow({
          rank: 2,
          supplierId: 's-2',
          supplierName: '江南数码科技有限公司',
          quotationAmount: 505000,
          perRound: { '1': 505000 },
          quotationCount: 1,
        }),
      ]),
    ...routes,
  });
  const el = await fixture<BidMonitor>(html`<bid-monitor project-id="p-1"></bid-monitor>`);
  await waitUntil(() => root(el).querySelector('[part="round"]'), 'the monitor shows');
  await waitUntil(() => FakeEventSource.instances.length > 0, 'the live stream opens');
  return { el, backend };
}

async function confirmAction(el: BidMonitor, label: string) {
  button(el, label)!.click();
  await waitUntil(() => dialog(el).open, 'the dialog opens');
  button(el, '确定')!.click();
}

describe('bid-monitor', () => {
  beforeEach(() => installFakeEventSource());
  afterEach(() => {
    restoreEventSource();
    setDefaultApiClient(undefined);
  });

  it('is accessible', async () => {
    const { el } = await monitor();
    await waitUntil(() => root(el).querySelector('[part="comparison"]'), 'the comparison shows');
    await expect(el).to.be.accessible();
  });

  it('counts the quotations per round without their amounts while a round is open', async () => {
    const { el } = await monitor();
    const rows = [...root(el).querySelectorAll('[part="counts"] tbody tr')].map((row) =>
      [...row.querySelectorAll('th, td')].map((cell) => cell.textContent!.trim()),
    );
    expect(rows[0]).to.include.members(['第 1 轮', '已结束', '3', '2']);
    expect(rows[1]).to.include.members(['第 2 轮', '报价中', '1', '1']);
    FakeEventSource.last.emit(
      'count-changed',
      { projectId: 'p-1', round: 2, quotations: 4, suppliers: 3, time: '' },
      '12',
    );
    await waitUntil(
      () => root(el).querySelectorAll('[part="counts"] tbody tr')[1]!.textContent!.includes('4'),
      'the count updates live',
    );
    expect(root(el).querySelector('[aria-live="polite"]')!.textContent).to.contain('第 2 轮已收到 4 份报价');
  });

  it('compares the closed rounds: rank, supplier, standing offer with capitals, value per round', async () => {
    const { el } = await monitor();
    await waitUntil(() => root(el).querySelector('[part="comparison"]'), 'the comparison shows');
    const comparison = text(el, 'comparison');
    expect(comparison).to.contain('华东办公设备有限公司');
    expect(comparison).to.contain('¥498,000.00');
    expect(comparison).to.contain('肆拾玖万捌仟元整');
    expect(comparison).to.contain('江南数码科技有限公司');
    // No award and no export while the bidding goes on.
    expect(button(el, '确认成交')).to.equal(undefined);
    expect(button(el, '导出报价记录')).to.equal(undefined);
  });

  describe('when the purchaser ends the round early', () => {
    it('asks, calls endRound for the open round and reloads', async () => {
      const { el, backend } = await monitor(
        {},
        { [routeOf('procureProjectQuotation/endRound')]: () => ok(liveProject(purchaserView)) },
      );
      const changed = oneEvent(el, 'eip-bidding-change');
      button(el, '提前结束本轮')!.click();
      await waitUntil(() => dialog(el).open, 'the dialog opens');
      expect(dialog(el).textContent).to.contain('确定提前结束第 2 轮吗？下一轮将立即开始。');
      button(el, '确定')!.click();
      expect((await changed).detail.action).to.equal('endRound');
      expect(backend.calls(routeOf('procureProjectQuotation/endRound'))[0]!.params).to.deep.equal({
        projectId: 'p-1',
        round: '2',
      });
    });

    it("keeps the dialog with the server's refusal", async () => {
      const { el } = await monitor(
        {},
        { [routeOf('procureProjectQuotation/endRound')]: () => refuse('当前没有进行中的轮次') },
      );
      await confirmAction(el, '提前结束本轮');
      await waitUntil(() => dialog(el).textContent!.includes('当前没有进行中的轮次'), 'the refusal shows');
      expect(dialog(el).open).to.equal(true);
    });
  });

  describe('when quotation has not started', () => {
    it('offers 开始报价 and calls startQuotation', async () => {
      const { el, backend } = await monitor(
        { fState: 'registering', round: null, roundState: null, rounds: [], counts: [] },
        { [routeOf('wProcureproject/startQuotation')]: () => ok({ id: 'p-1', fState: 'quoting' }) },
      );
      expect(root(el).textContent).to.contain('报价尚未开始');
      await confirmAction(el, '开始报价');
      await waitUntil(() => backend.calls(routeOf('wProcureproject/startQuotation')).length === 1, 'called');
    });
  });

  it('downloads the project’s audit trail as JSON, or says why not', async () => {
    const trail = { algorithm: 'sha256-canonical-json-v1', projectId: 'p-1', records: [{ seq: 1 }] };
    let refused = false;
    const { el, backend } = await monitor(
      {},
      {
        [routeOf('procureProjectQuotation/exportAudit')]: () => (refused ? refuse('无权访问') : ok(trail)),
      },
    );
    const saved: { name: string; body: Promise<string> }[] = [];
    const click = HTMLAnchorElement.prototype.click;
    HTMLAnchorElement.prototype.click = function (this: HTMLAnchorElement) {
      saved.push({ name: this.download, body: fetch(this.href).then((answer) => answer.text()) });
    };
    try {
      button(el, '导出审计记录')!.click();
      await waitUntil(() => saved.length === 1, 'the file is saved');
    } finally {
      HTMLAnchorElement.prototype.click = click;
    }
    expect(saved[0]!.name).to.equal('ZB-2026-001-audit-trail.json');
    expect(JSON.parse(await saved[0]!.body)).to.deep.equal(trail);
    expect(backend.calls(routeOf('procureProjectQuotation/exportAudit'))[0]!.params).to.deep.equal({
      projectId: 'p-1',
    });
    refused = true;
    button(el, '导出审计记录')!.click();
    await waitUntil(() => text(el, 'result') === '无权访问', 'the refusal shows');
  });

  describe('when the bidding ended', () => {
    it('confirms the chosen supplier as the winner', async () => {
      const ended = {
        fState: 'quoted',
        biddingEnded: true,
        roundState: 'closed' as const,
        rounds: liveProject().rounds.map((round) => ({ ...round, state: 'closed' as const })),
      };
      const { el, backend } = await monitor(ended, {
        [routeOf('wProcureproject/confirmQuotation')]: () => ok({ id: 'p-1', fState: 'confirmed' }),
        [routeOf('procureProjectQuotation/exportHistory')]: () => ({
          bytes: new Blob(['PK'], {
            type: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
          }),
          headers: { 'content-disposition': "attachment; filename*=UTF-8''history.docx" },
        }),
      });
      // The bid history downloads once the bidding ended.
      const saved: string[] = [];
      const click = HTMLAnchorElement.prototype.click;
      HTMLAnchorElement.prototype.click = function (this: HTMLAnchorElement) {
        saved.push(this.download);
      };
      try {
        button(el, '导出报价记录')!.click();
        await waitUntil(() => saved.length === 1, 'the file is saved');
      } finally {
        HTMLAnchorElement.prototype.click = click;
      }
      expect(saved[0]).to.equal('history.docx');
      expect(text(el, 'round')).to.contain('报价已结束');
      await waitUntil(() => button(el, '确认成交'), 'the award is offered');
      const confirm = [...root(el).querySelectorAll<HTMLElement>('[part="comparison"] sl-button')][1]!;
      confirm.click();
      await waitUntil(() => dialog(el).open, 'the dialog opens');
      expect(dialog(el).textContent).to.contain('确定由“江南数码科技有限公司”成交吗？');
      button(el, '确定')!.click();
      await waitUntil(
        () => backend.calls(routeOf('wProcureproject/confirmQuotation')).length === 1,
        'called',
      );
      expect(backend.calls(routeOf('wProcureproject/confirmQuotation'))[0]!.params).to.deep.equal({
        projectId: 'p-1',
        supplierId: 's-2',
      });
    });
  });

  describe('loading the project', () => {
    runLoadStateSuite({
      async mount(behaviour: LoadBehaviour) {
        const backend = biddingBackend([], {
          [routeOf('procureProjectQuotation/getLive')]: () =>
            behaviour === 'hang' || behaviour === 'empty' ? new Promise(() => {}) : behaviour,
        });
        const element = await fixture<BidMonitor>(html`<bid-monitor project-id="p-1"></bid-monitor>`);
        return { element, requests: () => backend.calls(routeOf('procureProjectQuotation/getLive')).length };
      },
    });
  });
});
