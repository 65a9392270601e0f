import type { LiveProject, OwnQuotation, QuotationResult } from '../../../api/contract/bidding.js';
import type { QuotationMode } from '../../../api/contract/tender.js';
import { issueToken } from '../../../api/server/auth/sessions.js';
import { UNREVIEWED_REGISTRATION } from '../../../api/server/tender/access.js';
import type { TestServer } from './harness.js';
import type { TenderServer } from './procure-project-helpers.js';

export const QUOTE = '/form/form/procureProjectQuotation/v1';
export const SOCKET = '/form/socketMessage/v1';

let sequence = 0;

export interface TestProject {
  id: string;
  suppliers: { id: string; account: string; token: string }[];
}

/**
 * A competitive project of the purchaser, registering, with `suppliers` passed (demo accounts or new
 * supplier users `bid-sN`), its quotation started over HTTP by the purchaser; then its windows set to
 * `windows` (seconds from now of each round's start and end) when given, for short rounds.
 */
export async function quotingProject(
  server: TestServer,
  purchaserToken: string,
  options: {
    mode?: QuotationMode;
    suppliers?: string[] | number;
    rounds?: number;
    budget?: number;
    windows?: [number, number][];
    rules?: Partial<{
      min_step: number | null;
      min_step_kind: string;
      cap_at_budget: number;
      overtime_trigger_minutes: number;
      overtime_extend_minutes: number;
      overtime_max_times: number;
      upload_bid_document: number;
      public_previous_round: number;
    }>;
    goods?: { name: string; quantity: number }[];
    /** false: leave it registering (the caller starts quotation). */
    start?: boolean;
  } = {},
): Promise<TestProject> {
  sequence += 1;
  const id = `p-bid-${process.pid}-${sequence}`;
  const db = server.app.db;
  const now = Date.now();
  await db
    .insertInto('procure_projects')
    .values({
      id,
      project_name: `竞价测试项目${sequence}`,
      project_no: `BID-${process.pid}-${sequence}`,
      budget_money: options.budget ?? 1_000_000,
      transaction_mode: 'competitive',
      quotation_mode: options.mode ?? 'sum',
      register_mode: 'open',
      register_start_time: new Date(now - 86_400_000),
      register_end_time: new Date(now - 3_600_000),
      bid_start_time: new Date(now),
      bid_end_time: new Date(now + 3_600_000),
      bid_round: options.rounds ?? 2,
      round_count: 30,
      procure_type: 'gkbx',
      purchaser_id: 'u-purchaser',
      purchaser_name: '华东能源集团采购部',
      state: 'registering',
      ...options.rules,
    })
    .execute();
  for (const [index, goods] of (options.goods ?? []).entries()) {
    await db
      .insertInto('procure_project_goods')
      .values({
        id: `${id}-g${index + 1}`,
        project_id: id,
        goods_name: goods.name,
        quantity: goods.quantity,
        budget_price: null,
        sn: index + 1,
      })
      .execute();
  }
  const accounts =
    typeof options.suppliers === 'number'
      ? Array.from({ length: options.suppliers }, (_, index) => `bid-${sequence}-s${index + 1}`)
      : (options.suppliers ?? ['supplier', 'supplier2']);
  const suppliers: TestProject['suppliers'] = [];
  for (const account of accounts) {
    const userId = `u-${account}`;
    const exists = await db.selectFrom('users').select('id').where('id', '=', userId).executeTakeFirst();
    if (!exists) {
      await db
        .insertInto('users')
        .values({
          id: userId,
          account,
          fullname: `测试供应商${account}`,
          password_hash: 'x',
          identity: 'supplier',
          mobile: null,
          email: null,
          sex: null,
          status: 1,
          address: null,
          photo: null,
          tenant_id: -1,
        })
        .execute();
    }
    await db
      .insertInto('procure_registrations')
      .values({
        id: `r-${id}-${account}`,
        project_id: id,
        supplier_id: userId,
        supplier_name: `测试供应商${account}`,
        ...UNREVIEWED_REGISTRATION,
        status: 'pass',
      })
      .execute();
    suppliers.push({ id: userId, account, token: await issueToken(db, userId) });
  }
  if (options.start === false) return { id, suppliers };
  const started = await server.request<{ state: boolean; message: string }>(
    'GET',
    `/form/wProcureproject/v1/startQuotation?projectId=${id}`,
    { token: purchaserToken },
  );
  if (!started.body.state) throw new Error(`startQuotation: ${started.body.message}`);
  if (options.windows) await setRounds(server, id, options.windows);
  return { id, suppliers };
}

/** Sets a project's round windows to seconds from now (the poller announces what they pass). */
export async function setRounds(
  server: TestServer,
  projectId: string,
  windows: [number, number][],
): Promise<void> {
  const db = server.app.db;
  const now = Date.now();
  await db.deleteFrom('procure_bid_windows').where('project_id', '=', projectId).execute();
  await db
    .insertInto('procure_bid_windows')
    .values(
      windows.map(([start, end], index) => ({
        project_id: projectId,
        round: index + 1,
        start_time: new Date(now + start * 1000),
        end_time: new Date(now + end * 1000),
        opened_announced: start <= 0,
      })),
    )
    .execute();
  await db
    .updateTable('procure_projects')
    .set({ bid_end_time: new Date(now + (windows.at(-1)?.[1] ?? 0) * 1000) })
    .where('id', '=', projectId)
    .execute();
}

/**
 * The event stream's url for the session of `token`, with a one-time ticket issued by the server at
 * `issuerUrl` (eventsTicket); `streamUrl` opens it on another process (the ticket is in the database).
 */
export async function ticketedStreamUrl(
  issuerUrl: string,
  token: string,
  projectId?: string,
  streamUrl = issuerUrl,
): Promise<string> {
  const response = await fetch(`${issuerUrl}${QUOTE}/eventsTicket`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
    body: JSON.stringify(projectId ? { projectId } : {}),
  });
  const answer = (await response.json()) as { state: boolean; message: string; value?: { ticket: string } };
  if (!answer.value) throw new Error(`no stream ticket: ${response.status} ${answer.message}`);
  const query = new URLSearchParams({ ...(projectId ? { projectId } : {}), ticket: answer.value.ticket });
  return `${streamUrl}${QUOTE}/events?${query}`;
}

/** A server-sent event as read off the stream. */
export interface ReadEvent {
  id?: string;
  event: string;
  data: unknown;
}

/** Reads a server-sent event stream with fetch; events collect in `events`, `waitFor` waits for one. */
export async function openStream(
  url: string,
  headers: Record<string, string> = {},
): Promise<{
  status: number;
  events: ReadEvent[];
  waitFor: (match: (event: ReadEvent) => boolean, timeoutMs?: number) => Promise<ReadEvent>;
  close: () => void;
}> {
  const controller = new AbortController();
  const response = await fetch(url, { headers, signal: controller.signal });
  const events: ReadEvent[] = [];
  const waiters: { match: (event: ReadEvent) => boolean; resolve: (event: ReadEvent) => void }[] = [];
  if (response.ok && response.body) {
    const reader = response.body.pipeThrough(new TextDecoderStream()).getReader();
    let buffer = '';
    void (async () => {
      try {
        for (;;) {
          const { value, done } = await reader.read();
          if (done) return;
          buffer += value;
          let end = buffer.indexOf('\n\n');
          while (end >= 0) {
            const block = buffer.slice(0, end);
            buffer = buffer.slice(end + 2);
            end = buffer.indexOf('\n\n');
            const event: ReadEvent = { event: 'message', data: undefined };
            let data = '';
            for (const line of block.split('\n')) {
              if (line.startsWith('id: ')) event.id = line.slice(4);
              else if (line.startsWith('event: ')) event.event = line.slice(7);
              else if (line.startsWith('data: ')) data += line.slice(6);
            }
            if (!data) continue;
            event.data = JSON.parse(data);
            events.push(event);
            for (const waiter of [...waiters]) {
              if (waiter.match(event)) {
                waiters.splice(waiters.indexOf(waiter), 1);
                waiter.resolve(event);
              }
            }
          }
        }
      } catch {
        // aborted
      }
    })();
  } else {
    await response.text();
  }
  return {
    status: response.status,
    events,
    waitFor: (match, timeoutMs = 5000) => {
      const found = events.find(match);
      if (found) return Promise.resolve(found);
      return new Promise((resolve, reject) => {
        const timer = setTimeout(() => reject(new Error('no such event in time')), timeoutMs);
        waiters.push({
          match,
          resolve: (event) => {
            clearTimeout(timer);
            resolve(event);
          },
        });
      });
    },
    close: () => controller.abort(),
  };
}

/**
 * The bidding calls the tests make most, on the tender server `get` answers (set in a before hook):
 * a quotation (with an idempotency key and a language when given), the live view, the own quotations.
 */
export function biddingCalls(get: () => Pick<TenderServer, 'server' | 'api'>) {
  const quote = (body: Record<string, unknown>, token: string, key?: string, language?: string) =>
    get().server.request<{ state: boolean; message: string; value?: QuotationResult }>(
      'POST',
      `${QUOTE}/quotation`,
      {
        body,
        token,
        headers: {
          ...(key ? { 'idempotency-key': key } : {}),
          ...(language ? { 'accept-language': language } : {}),
        },
      },
    );
  const live = async (projectId: string, token: string) =>
    (await get().api.get<LiveProject>(`${QUOTE}/getLive?projectId=${projectId}`, token)).body;
  const mine = async (projectId: string, token: string) =>
    (await get().api.get<OwnQuotation[]>(`${QUOTE}/getMyQuotationByProjectId?projectId=${projectId}`, token))
      .body.value ?? [];
  return { quote, live, mine };
}
