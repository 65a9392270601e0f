/**
 * Online bidding played in the page for the element tests: live projects, quotations and the
 * comparison answered through the fake transport, and an EventSource the test drives by hand.
 */
import type { ComparisonRow, LiveProject } from '../../../api/contract/bidding.js';
import { CALLS, type CallKey } from '../../../api/contract/calls.js';
import { DEFAULT_PREFIXES } from '../../../api/contract/deployment.js';
import {
  createFakeClient,
  type FakeClient,
  type FakeRequest,
  type FakeRoutes,
  ok,
} from '../../../docs/fixtures/fake-transport.js';
import { setDefaultApiClient } from '../../../elements/core/api-context.js';

export function routeOf(key: CallKey): string {
  const call = CALLS[key];
  return `${call.method} ${DEFAULT_PREFIXES[call.service]}${call.path}`;
}

/** The server's time in the fixtures: a minute and a half before round 2 ends. */
export const SERVER_NOW = Date.parse('2026-11-20T02:28:30.000Z');

export function liveProject(overrides: Partial<LiveProject> = {}): LiveProject {
  return {
    projectId: 'p-1',
    fProjectName: '办公设备采购项目',
    fProjectNo: 'ZB-2026-001',
    fQuotationMode: 'sum',
    fQuotationIncludeTax: 1,
    fBudgetMoney: 580000,
    fBidRound: 3,
    fRoundCount: 15,
    fPublicPreviousRound: 1,
    fUploadBidDocument: 0,
    fState: 'quoting',
    serverTime: { timestamp: SERVER_NOW, time: new Date(SERVER_NOW).toISOString() },
    round: 2,
    roundState: 'open',
    roundStartTime: '2026-11-20T02:15:00.000Z',
    roundEndTime: '2026-11-20T02:30:00.000Z',
    rounds: [
      {
        round: 1,
        startTime: '2026-11-20T02:00:00.000Z',
        endTime: '2026-11-20T02:15:00.000Z',
        state: 'closed',
        extensions: 0,
        endedEarly: false,
      },
      {
        round: 2,
        startTime: '2026-11-20T02:15:00.000Z',
        endTime: '2026-11-20T02:30:00.000Z',
        state: 'open',
        extensions: 0,
        endedEarly: false,
      },
    ],
    biddingEnded: false,
    rules: {
      minStep: null,
      minStepKind: 'amount',
      capAtBudget: 1,
      overtimeTriggerMinutes: 0,
      overtimeExtendMinutes: 0,
      overtimeMaxTimes: 0,
    },
    relation: 'supplier',
    myLastQuotation: {
      id: 'q-1',
      projectId: 'p-1',
      round: 1,
      fQuotationMode: 'sum',
      quotationAmount: 520000,
      quotationList: [],
      quotationFile: null,
      createTime: '2026-11-20T02:05:00.000Z',
    },
    myRank: 2,
    check: { projectId: 'p-1', canQuote: true, round: 2, roundState: 'open', mustBeBelow: 520000 },
    previousRoundBest: { round: 1, quotationAmount: 498000, fQuotationMode: 'sum' },
    ...overrides,
  };
}

export function comparisonRow(overrides: Partial<ComparisonRow> = {}): ComparisonRow {
  return {
    rank: 1,
    supplierId: 's-1',
    supplierName: '华东办公设备有限公司',
    quotationId: 'q-9',
    round: 1,
    quotationAmount: 498000,
    quotationList: [],
    quotationFile: null,
    createTime: '2026-11-20T02:10:00.000Z',
    perRound: { '1': 498000 },
    quotationCount: 2,
    isWinner: false,
    ...overrides,
  };
}

export interface BiddingBackend extends FakeClient {
  calls(route: string): FakeRequest[];
}

/** A client answering getLive / queryLiveProject from `projects`, quotation with a recorded answer. */
export function biddingBackend(projects: LiveProject[], routes: FakeRoutes = {}): BiddingBackend {
  let tickets = 0;
  const fake = createFakeClient({
    [routeOf('procureProjectQuotation/getLive')]: (request) => {
      const project = projects.find((candidate) => candidate.projectId === request.params.projectId);
      return project ? ok(project) : { body: { state: false, message: '项目不存在' } };
    },
    [routeOf('procureProjectQuotation/queryLiveProject')]: () => ok(projects),
    [routeOf('socketMessage/query')]: () => ok({ rows: [], total: 0, page: 1, pageSize: 20 }),
    [routeOf('procureProjectQuotation/getComparison')]: () => ok([]),
    // A new one-time ticket per stream connection: t-1, t-2, …
    [routeOf('procureProjectQuotation/eventsTicket')]: () =>
      ok({ ticket: `t-${++tickets}`, expiresAt: new Date(Date.now() + 60_000).toISOString() }),
    ...routes,
  });
  setDefaultApiClient(fake.client);
  return { ...fake, calls: (route) => fake.requests.filter((r) => `${r.method} ${r.path}` === route) };
}

/** An EventSource the test drives: `emit` an event, `drop` the connection for good. */
export class FakeEventSource extends EventTarget {
  static readonly CONNECTING = 0;
  static readonly OPEN = 1;
  static readonly CLOSED = 2;
  static instances: FakeEventSource[] = [];
  readyState = 0;
  readonly url: string;

  constructor(url: string) {
    super();
    this.url = url;
    FakeEventSource.instances.push(this);
    queueMicrotask(() => {
      if (this.readyState === 2) return;
      this.readyState = 1;
      this.dispatchEvent(new Event('open'));
    });
  }

  emit(type: string, data: unknown, id = ''): void {
    this.dispatchEvent(new MessageEvent(type, { data: JSON.stringify(data), lastEventId: id }));
  }

  /** The server refused or went away for good: the browser stops (CLOSED). */
  drop(): void {
    this.readyState = 2;
    this.dispatchEvent(new Event('error'));
  }

  close(): void {
    this.readyState = 2;
  }

  static get last(): FakeEventSource {
    const source = FakeEventSource.instances.at(-1);
    if (!source) throw new Error('no EventSource was opened');
    return source;
  }
}

const realEventSource = globalThis.EventSource;

export function installFakeEventSource(): void {
  FakeEventSource.instances = [];
  (globalThis as { EventSource: unknown }).EventSource = FakeEventSource;
}

export function restoreEventSource(): void {
  (globalThis as { EventSource: unknown }).EventSource = realEventSource;
}
