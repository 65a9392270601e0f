import { expect, fixture, html, oneEvent, waitUntil } from '@open-wc/testing';
import { ok } from '../../../docs/fixtures/fake-transport.js';
import { setDefaultApiClient } from '../../../elements/core/api-context.js';
import { configureHost } from '../../../elements/core/host-context.js';
import '../../../elements/bidding-hall/bidding-hall.js';
import type { BiddingHall } from '../../../elements/bidding-hall/bidding-hall.js';
import { type LoadBehaviour, runLoadStateSuite } from '../shared/load-state-suite.js';
import {
  biddingBackend,
  FakeEventSource,
  installFakeEventSource,
  liveProject,
  restoreEventSource,
  routeOf,
  SERVER_NOW,
} from './bidding-fakes.js';

const root = (el: BiddingHall) => el.shadowRoot!;
const text = (el: BiddingHall, part: string) => root(el).querySelector(`[part="${part}"]`)?.textContent ?? '';
const clock = (el: BiddingHall) => root(el).querySelector('[role="timer"]')?.textContent?.trim() ?? '';

async function room(overrides = {}) {
  const backend = biddingBackend([liveProject(overrides)]);
  const el = await fixture<BiddingHall>(html`<bidding-hall project-id="p-1"></bidding-hall>`);
  await waitUntil(() => root(el).querySelector('[part="round"]'), 'the room shows');
  await waitUntil(() => FakeEventSource.instances.length > 0, 'the live stream opens');
  return { el, backend };
}

describe('bidding-hall', () => {
  beforeEach(() => {
    installFakeEventSource();
    configureHost({ user: { account: 'supplier' }, linkBase: '/front' });
  });
  afterEach(() => {
    restoreEventSource();
    setDefaultApiClient(undefined);
    configureHost({ user: undefined, linkBase: '' });
    sessionStorage.clear();
  });

  it('is accessible', async () => {
    const { el } = await room();
    await expect(el).to.be.accessible();
  });

  describe('when it shows a project room', () => {
    it('counts down by the server time, never the browser clock', async () => {
      // The browser's clock is a day off; the server says 90 s are left in round 2.
      const { el } = await room();
      expect(Math.abs(Date.now() - SERVER_NOW)).to.be.greaterThan(60_000);
      expect(text(el, 'round')).to.contain('第 2 轮');
      expect(text(el, 'round')).to.contain('共 3 轮');
      expect(text(el, 'round')).to.contain('报价中');
      expect(clock(el)).to.match(/^00:01:(30|29|28)$/);
      // A tick of the server's time moves the clock by what the server says.
      FakeEventSource.last.emit('tick', { timestamp: SERVER_NOW + 60_000, time: '' });
      await waitUntil(() => /^00:00:(30|29|28)$/.test(clock(el)), 'the tick resets the clock');
    });

    it("shows the supplier's own last quotation and rank, the previous round's lowest, and the limit", async () => {
      const { el } = await room();
      const standing = text(el, 'standing');
      expect(standing).to.contain('¥520,000.00');
      expect(standing).to.contain('伍拾贰万元整');
      expect(standing).to.contain('第 2 名');
      expect(standing).to.contain('¥498,000.00');
      expect(standing).to.contain('第 1 轮最低价');
      expect(standing).to.contain('不高于 ¥520,000.00');
      expect(root(el).querySelector('quote-form')!.disabled).to.equal(false);
    });

    it('keeps the previous round sealed when the project does not make it public', async () => {
      const { el } = await room({ fPublicPreviousRound: 0, previousRoundBest: null });
      expect(text(el, 'standing')).to.contain('不公开');
    });

    it('states the overtime rule, and how often the round was extended', async () => {
      const base = liveProject();
      const { el } = await room({
        rules: { ...base.rules, overtimeTriggerMinutes: 5, overtimeExtendMinutes: 3, overtimeMaxTimes: 2 },
        rounds: base.rounds.map((round) => (round.round === 2 ? { ...round, extensions: 1 } : round)),
      });
      expect(root(el).querySelector('.facts')!.textContent).to.contain(
        '最后 5 分钟内报价，本轮延时 3 分钟（最多 2 次）',
      );
      expect(text(el, 'round')).to.contain('已延时 1 次');
    });

    it('disables the form with the reason while no round is open', async () => {
      const { el } = await room({
        roundState: 'waiting',
        check: {
          projectId: 'p-1',
          canQuote: false,
          reason: '当前不在报价时间内',
          round: 2,
          roundState: 'waiting',
        },
      });
      expect(root(el).querySelector('quote-form')!.disabled).to.equal(true);
      expect(text(el, 'form')).to.contain('当前不在报价时间内');
      expect(text(el, 'round')).to.contain('距本轮开始');
    });
  });

  describe('when live events arrive', () => {
    it('updates the rank at once and announces it', async () => {
      const { el } = await room();
      FakeEventSource.last.emit('rank-changed', { projectId: 'p-1', round: 2, rank: 3, time: '' }, '41');
      await waitUntil(() => text(el, 'rank').includes('第 3 名'), 'the rank changes');
      expect(root(el).querySelector('[aria-live="polite"]')!.textContent).to.contain('您当前排名第 3 名');
    });

    it("shows the purchaser's messages", async () => {
      const { el } = await room();
      FakeEventSource.last.emit(
        'message',
        {
          id: 'm-1',
          projectId: 'p-1',
          fProjectName: '办公设备采购项目',
          message: '第二轮请注意交货期',
          senderName: '采购部',
          createTime: '2026-11-20T02:20:00.000Z',
        },
        '42',
      );
      await waitUntil(() => text(el, 'messages').includes('第二轮请注意交货期'), 'the message shows');
    });

    it('reloads the room when a round closes', async () => {
      const { el, backend } = await room();
      const before = backend.calls(routeOf('procureProjectQuotation/getLive')).length;
      FakeEventSource.last.emit(
        'round-closed',
        { projectId: 'p-1', round: 2, startTime: '', endTime: '', time: '' },
        '43',
      );
      await waitUntil(
        () => backend.calls(routeOf('procureProjectQuotation/getLive')).length > before,
        'reloaded',
      );
      expect(root(el).querySelector('[aria-live="polite"]')!.textContent).to.contain('第 2 轮报价已结束');
    });

    it('tells the page when the supplier won', async () => {
      const { el } = await room();
      const award = oneEvent(el, 'eip-award');
      FakeEventSource.last.emit(
        'confirmed',
        { projectId: 'p-1', isWinner: true, winnerName: '我方', time: '' },
        '44',
      );
      const { detail } = await award;
      expect(detail).to.deep.equal({ projectId: 'p-1', projectName: '办公设备采购项目' });
    });

    it('opens a new stream with a new ticket after the server dropped it, resuming after the last event seen', async () => {
      const { el, backend } = await room();
      const first = FakeEventSource.last;
      const ticketRoute = routeOf('procureProjectQuotation/eventsTicket');
      expect(backend.calls(ticketRoute).map((call) => call.data)).to.deep.equal([{ projectId: 'p-1' }]);
      const firstUrl = new URL(first.url, location.href);
      expect(firstUrl.searchParams.get('projectId')).to.equal('p-1');
      expect(firstUrl.searchParams.get('ticket')).to.equal('t-1');
      // The session token never goes into the url.
      expect(firstUrl.searchParams.has('token')).to.equal(false);
      first.emit('rank-changed', { projectId: 'p-1', round: 2, rank: 1, time: '' }, '57');
      first.drop();
      await waitUntil(() => text(el, 'connection').includes('实时连接已断开'), 'the loss shows');
      const loads = backend.calls(routeOf('procureProjectQuotation/getLive')).length;
      await waitUntil(() => FakeEventSource.instances.length === 2, 'a new stream', { timeout: 4000 });
      expect(backend.calls(ticketRoute).length).to.equal(2);
      const next = new URL(FakeEventSource.last.url, location.href);
      expect(next.searchParams.get('ticket')).to.equal('t-2');
      expect(next.searchParams.get('lastEventId')).to.equal('57');
      // What happened meanwhile is loaded again, and the line goes away.
      await waitUntil(
        () => backend.calls(routeOf('procureProjectQuotation/getLive')).length > loads,
        'reloaded',
      );
      await waitUntil(() => !root(el).querySelector('[part="connection"]'), 'the line goes');
    });
  });

  describe('when it lists the live projects', () => {
    it('shows each with its round and a link into its room', async () => {
      biddingBackend([
        liveProject(),
        liveProject({ projectId: 'p-2', fProjectName: '网络设备采购', myRank: null, myLastQuotation: null }),
      ]);
      const el = await fixture<BiddingHall>(html`<bidding-hall></bidding-hall>`);
      await waitUntil(() => root(el).querySelectorAll('[part="project"]').length === 2, 'two cards');
      await expect(el).to.be.accessible();
      const link = [...root(el).querySelectorAll<HTMLAnchorElement>('a.enter')].map((a) =>
        a.getAttribute('href'),
      );
      expect(link).to.deep.equal(['/front/biddingHall?id=p-1', '/front/biddingHall?id=p-2']);
      expect(root(el).textContent).to.contain('尚未报价');
      const navigate = oneEvent(el, 'eip-navigate');
      root(el)
        .querySelector<HTMLAnchorElement>('a.enter')!
        .addEventListener('click', (e) => e.preventDefault());
      root(el).querySelector<HTMLAnchorElement>('a.enter')!.click();
      expect((await navigate).detail.href).to.equal('/front/biddingHall?id=p-1');
    });

    it('says so when there is none', async () => {
      biddingBackend([]);
      const el = await fixture<BiddingHall>(html`<bidding-hall></bidding-hall>`);
      await waitUntil(() => text(el, 'status').includes('当前没有可参与报价的项目'), 'the empty line');
    });
  });

  describe('loading the live projects', () => {
    runLoadStateSuite({
      emptyText: '当前没有可参与报价的项目',
      async mount(behaviour: LoadBehaviour) {
        const backend = biddingBackend([], {
          [routeOf('procureProjectQuotation/queryLiveProject')]: () =>
            behaviour === 'hang' ? new Promise(() => {}) : behaviour === 'empty' ? ok([]) : behaviour,
        });
        const element = await fixture<BiddingHall>(html`<bidding-hall></bidding-hall>`);
        return {
          element,
          requests: () => backend.calls(routeOf('procureProjectQuotation/queryLiveProject')).length,
        };
      },
    });
  });

  describe('when the supplier has a quotation in the open round (issue 36)', () => {
    const own = {
      myLastQuotation: { ...liveProject().myLastQuotation!, id: 'q-2', round: 2, quotationAmount: 510000 },
      check: {
        projectId: 'p-1',
        canQuote: true,
        round: 2,
        roundState: 'open' as const,
        mustBeBelow: 510000,
        replaceable: true,
        replaceBelow: 520000,
      },
    };

    it('lets the form replace it when asked, within the limit of the earlier rounds', async () => {
      const { el } = await room(own);
      const form = root(el).querySelector('quote-form')!;
      // A new, better quotation by default.
      expect([form.replacing, form.mustBeBelow]).to.deep.equal([false, 510000]);
      const toggle = root(el).querySelector<HTMLElement>('[part="withdraw"] sl-button')!;
      expect(toggle.textContent!.trim()).to.equal('替换本轮报价');
      toggle.click();
      await el.updateComplete;
      expect(toggle.getAttribute('aria-pressed')).to.equal('true');
      expect(form.replacing).to.equal(true);
      expect(form.mustBeBelow).to.equal(520000);
      expect(text(el, 'standing')).to.contain('替换报价要求');
      await expect(el).to.be.accessible();
    });

    it('withdraws it after asking, and shows the room as the server answers it', async () => {
      const backend = biddingBackend([liveProject(own)], {
        [routeOf('procureProjectQuotation/withdraw')]: () =>
          ok(liveProject({ myLastQuotation: null, myRank: null }), '报价已撤回'),
      });
      const el = await fixture<BiddingHall>(html`<bidding-hall project-id="p-1"></bidding-hall>`);
      await waitUntil(() => root(el).querySelector('[part="withdraw"]'), 'the withdraw line shows');
      root(el).querySelector<HTMLElement>('[part="withdraw"] sl-button[variant="danger"]')!.click();
      await waitUntil(() => root(el).querySelector('sl-dialog.confirm'), 'it asks first');
      root(el).querySelector<HTMLElement>('sl-dialog.confirm .confirm-ok')!.click();
      await waitUntil(() => !root(el).querySelector('[part="withdraw"]'), 'the withdraw line goes');
      expect(backend.calls(routeOf('procureProjectQuotation/withdraw'))[0]!.data).to.deep.equal({
        projectId: 'p-1',
        round: 2,
      });
      expect(text(el, 'standing')).to.contain('尚未报价');
    });
  });
});
