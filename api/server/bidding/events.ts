import { type Kysely, sql, type Transaction } from 'kysely';
import type { BiddingEventData, BiddingEventType } from '../../contract/bidding.js';
import type { SessionUser } from '../auth/sessions.js';
import type { StreamTicketTarget } from '../auth/stream-tickets.js';
import { onTableChange } from '../db/change-feed.js';
import type { Database } from '../db/schema.js';
import { type AuditEntry, appendAudit } from './audit-chain.js';

/**
 * The live events of online bidding. Each is a row (procure_bid_events) with an increasing id, written
 * in the transaction of what it tells (a quotation and its rank events commit together). Writers take one
 * advisory lock before they insert, so ids commit in their order and a reader that has seen id n never
 * sees a smaller one later: Last-Event-ID resumes without gaps. The insert tells the change channel
 * (migration 0010's trigger on 0006's function), which every process listens to; each process's hub
 * then reads what is new once and hands it to its connected streams that may see it.
 */

type Db = Kysely<Database>;

/** Who may read an event: everyone with a part in the project, its purchaser (and admins), or one user. */
export type Audience = 'all' | 'owner' | 'user';

export interface NewEvent<T extends Exclude<BiddingEventType, 'tick'> = Exclude<BiddingEventType, 'tick'>> {
  projectId: string;
  type: T;
  audience: Audience;
  userId?: string | null;
  data: BiddingEventData[T];
}

/** What a stream ticket opens: one project's events, or ('') those of all the caller's live projects. */
export function biddingStreamOf(projectId: string | undefined): StreamTicketTarget {
  return { purpose: 'bidding-events', scope: projectId ?? '' };
}

/**
 * The events that are records of the audit chain too. Not the confirmation's: the confirmation writes
 * its own record (with the confirmer and the winner) in its transaction (tender/project-actions.ts).
 */
const CHAINED_EVENTS = new Set<string>(['round-opened', 'round-closed', 'round-extended', 'quotation-ended']);

/** The lock that orders event ids by commit (any constant shared by every process). */
const EVENT_LOCK = 1_210_012;

/** The audit chain's record of an event that is one (CHAINED_EVENTS), or undefined. */
export function chainedRecordOf(event: NewEvent): AuditEntry | undefined {
  if (!CHAINED_EVENTS.has(event.type) || event.audience === 'user') return undefined;
  const data = event.data as { round?: unknown };
  return {
    projectId: event.projectId,
    kind: 'round',
    round: typeof data.round === 'number' ? data.round : null,
    outcome: event.type,
    detail: event.data as unknown as Record<string, unknown>,
  };
}

/**
 * Writes events inside `trx`, in the order given; `chained: false` when their records (chainedRecordOf)
 * are already in the audit chain.
 */
export async function writeEvents(
  trx: Transaction<Database>,
  events: NewEvent[],
  { chained = true }: { chained?: boolean } = {},
): Promise<void> {
  if (!events.length) return;
  // The round changes and the confirmation join the project's audit chain (before the event lock, as
  // a quotation's record does: the chain's head is always locked before it).
  for (const event of chained ? events : []) {
    const record = chainedRecordOf(event);
    if (record) await appendAudit(trx, record);
  }
  await sql`select pg_advisory_xact_lock(${EVENT_LOCK})`.execute(trx);
  await trx
    .insertInto('procure_bid_events')
    .values(
      events.map((event) => ({
        project_id: event.projectId,
        type: event.type,
        audience: event.audience,
        user_id: event.userId ?? null,
        data: JSON.stringify(event.data),
      })),
    )
    .execute();
}

/** Writes events in a transaction of their own (or the one `db` already is). */
export async function emitEvents(db: Db, events: NewEvent[]): Promise<void> {
  if (!events.length) return;
  if (db.isTransaction) return writeEvents(db as Transaction<Database>, events);
  await db.transaction().execute((trx) => writeEvents(trx, events));
}

export interface StoredEvent {
  id: string;
  project_id: string;
  type: string;
  audience: string;
  user_id: string | null;
  data: string;
}

/** A connected stream: who reads it, what it may see, where it stands. */
export interface EventClient {
  user: SessionUser;
  /** Only this project's events, when given. */
  projectId?: string;
  /** The last event id written to it. */
  cursor: bigint;
  send(event: StoredEvent): void;
  /** Events the hub read while the stream replayed what it missed. */
  buffer?: StoredEvent[];
  /** project id → may see its 'all' events / its 'owner' events. */
  access: Map<string, Promise<{ part: boolean; owner: boolean }>>;
}

async function accessOf(
  db: Db,
  user: SessionUser,
  projectId: string,
): Promise<{ part: boolean; owner: boolean }> {
  if (user.identity === 'administrators') return { part: true, owner: true };
  const project = await db
    .selectFrom('procure_projects')
    .select(['purchaser_id', 'state'])
    .where('id', '=', projectId)
    .executeTakeFirst();
  if (!project) return { part: false, owner: false };
  if (project.purchaser_id === user.id) return { part: true, owner: true };
  if (user.identity !== 'supplier') return { part: false, owner: false };
  const registration = await db
    .selectFrom('procure_registrations')
    .select('status')
    .where('project_id', '=', projectId)
    .where('supplier_id', '=', user.id)
    .executeTakeFirst();
  return { part: registration?.status === 'pass', owner: false };
}

/** May this client read this event? */
export async function mayRead(db: Db, client: EventClient, event: StoredEvent): Promise<boolean> {
  if (client.projectId && event.project_id !== client.projectId) return false;
  if (event.audience === 'user') return event.user_id === client.user.id;
  let access = client.access.get(event.project_id);
  if (!access) {
    access = accessOf(db, client.user, event.project_id);
    client.access.set(event.project_id, access);
  }
  const { part, owner } = await access;
  return event.audience === 'owner' ? owner : part;
}

const REPLAY_LIMIT = 2000;

/**
 * One process's distributor of stored events to its connected streams. It reads what is new when any
 * process tells the change channel that events were written, and every FALLBACK_POLL_MS while streams
 * are connected (a notification lost with a dropped connection still arrives within that time).
 */
export class EventHub {
  private readonly clients = new Set<EventClient>();
  private cursor: bigint | undefined;
  private pumping: Promise<void> | undefined;
  private again = false;
  private poll: NodeJS.Timeout | undefined;
  private closed = false;
  static readonly FALLBACK_POLL_MS = 1000;

  constructor(private readonly db: Db) {
    onTableChange(db, (table) => {
      if (table === 'procure_bid_events') this.pump();
    });
  }

  /** The newest event id now (a new stream without Last-Event-ID starts after it). */
  async latestId(): Promise<bigint> {
    const row = await this.db
      .selectFrom('procure_bid_events')
      .select((eb) => eb.fn.max('id').as('id'))
      .executeTakeFirst();
    return BigInt((row?.id as string | null | undefined) ?? 0);
  }

  /**
   * Connects a stream: replays the stored events after `after` that it may see (at most REPLAY_LIMIT),
   * then hands it every new one. Answers the function that disconnects it.
   */
  async connect(client: EventClient, after: bigint | undefined): Promise<() => void> {
    client.buffer = [];
    this.clients.add(client);
    this.ensurePolling();
    try {
      if (this.cursor === undefined) this.cursor = await this.latestId();
      if (after === undefined) {
        client.cursor = await this.latestId();
      } else {
        client.cursor = after;
        let query = this.db
          .selectFrom('procure_bid_events')
          .select(['id', 'project_id', 'type', 'audience', 'user_id', 'data'])
          .where('id', '>', String(after))
          .orderBy('id')
          .limit(REPLAY_LIMIT);
        if (client.projectId) query = query.where('project_id', '=', client.projectId);
        for (const event of await query.execute()) {
          if (await mayRead(this.db, client, event)) client.send(event);
          client.cursor = BigInt(event.id);
        }
      }
      const buffered = client.buffer;
      client.buffer = undefined;
      for (const event of buffered) {
        if (BigInt(event.id) > client.cursor) {
          if (await mayRead(this.db, client, event)) client.send(event);
          client.cursor = BigInt(event.id);
        }
      }
    } catch (error) {
      this.clients.delete(client);
      throw error;
    }
    return () => {
      this.clients.delete(client);
      if (!this.clients.size) this.stopPolling();
    };
  }

  /** Reads the new events and hands them out; concurrent calls run once more after the current one. */
  pump(): void {
    if (this.closed || !this.clients.size) return;
    if (this.pumping) {
      this.again = true;
      return;
    }
    this.pumping = this.drain()
      .catch(() => {
        // the next notification or poll retries
      })
      .finally(() => {
        this.pumping = undefined;
        if (this.again) {
          this.again = false;
          this.pump();
        }
      });
  }

  private async drain(): Promise<void> {
    if (this.cursor === undefined) this.cursor = await this.latestId();
    for (;;) {
      const events = await this.db
        .selectFrom('procure_bid_events')
        .select(['id', 'project_id', 'type', 'audience', 'user_id', 'data'])
        .where('id', '>', String(this.cursor))
        .orderBy('id')
        .limit(500)
        .execute();
      for (const event of events) {
        const id = BigInt(event.id);
        for (const client of this.clients) {
          if (client.buffer) {
            client.buffer.push(event);
            continue;
          }
          if (id <= client.cursor) continue;
          client.cursor = id;
          if (await mayRead(this.db, client, event)) client.send(event);
        }
        this.cursor = id;
      }
      if (events.length < 500) return;
    }
  }

  private ensurePolling(): void {
    if (this.poll || this.closed) return;
    this.poll = setInterval(() => this.pump(), EventHub.FALLBACK_POLL_MS);
    this.poll.unref();
  }

  private stopPolling(): void {
    clearInterval(this.poll);
    this.poll = undefined;
  }

  close(): void {
    this.closed = true;
    this.stopPolling();
    this.clients.clear();
  }
}

const hubs = new WeakMap<object, EventHub>();

/** The hub of a database in this process, made on first use. */
export function eventHubOf(db: Db): EventHub {
  let hub = hubs.get(db);
  if (!hub) {
    hub = new EventHub(db);
    hubs.set(db, hub);
  }
  return hub;
}
