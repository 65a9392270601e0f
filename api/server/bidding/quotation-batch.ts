import { randomUUID } from 'node:crypto';
import { type Insertable, type Kysely, type Selectable, sql, type Transaction } from 'kysely';
import { jsonArrayFrom } from 'kysely/helpers/postgres';
import {
  type OwnQuotation,
  QUOTATION_NOT_QUOTING,
  QUOTATION_ROUND_CLOSED,
  QUOTATION_WITHDRAWN,
  type QuotationBody,
  type QuotationResult,
} from '../../contract/bidding.js';
import { isUnpublishedState } from '../../contract/procure-project.js';
import { isItemisedMode } from '../../contract/quote-rules.js';
import type { Database } from '../db/schema.js';
import type { ProcureQuotationTable } from '../db/schema-bidding.js';
import { isAdmin, PROJECT_NOT_FOUND, type ProjectRow, Refusal } from '../tender/access.js';
import { type AuditContext, quotationAuditEntry } from './audit.js';
import { type AuditEntry, appendAudits } from './audit-chain.js';
import { chainedRecordOf, type NewEvent, writeEvents } from './events.js';
import {
  newQuotationRow,
  overtime,
  quotingAt,
  replayed,
  submitQuotation,
  toOwnQuotation,
} from './quotations.js';
import { offerOf, rankOffers, type StandingOffer } from './ranking.js';
import { currentRound, type WindowRow, windowsOf } from './rounds.js';
import { checkQuotation, checkStep, QuotationRefusal, rawAmountText } from './rules.js';

/**
 * Quotations in turns (issue 39): the quotations that reach this process for one project while its
 * previous turn is being written are taken together in one transaction, under the project's round lock
 * (procure_bid_windows FOR UPDATE, held in the database, so that processes on one PostgreSQL take turns
 * with each other as before). In arrival order each is judged against the standing offers as the
 * earlier ones of the turn left them, exactly as one at a time would: the round by its arrival time,
 * its idempotency key, the form rules, the minimum step. The accepted ones, their audit records (the
 * refusals' too, chained in that order), ranks and events are then written in a handful of statements
 * whatever the turn's size (one at a time took some twenty statements per quotation, about 7 ms of the
 * embedded database each: a burst of 200 waited 2 s and more). A supplier is told their rank and the
 * purchaser the count as the turn leaves them (one event each, not one per quotation of the turn: the
 * turn commits at once, so no one could have seen the ranks in between).
 *
 * A refusal is decided in memory, so it never undoes the others of its turn. A request this turn does
 * not judge (a purchaser, administrator or supplier without a passed registration, bid documents to
 * link, a project the caller may not see) goes the way of one at a time (submitQuotation) after the
 * turn; and should the turn's transaction fail for anything that is no refusal, every request of it is
 * taken one at a time, as before.
 */

type Db = Kysely<Database>;
type QuotationRow = Selectable<ProcureQuotationTable>;

/** The project's columns a turn reads (the rules, the state, who owns it, the overtime). */
const PROJECT_COLUMNS = [
  'id',
  'state',
  'purchaser_id',
  'current_round',
  'quotation_ended_at',
  'bid_end_time',
  'quotation_mode',
  'budget_money',
  'upload_bid_document',
  'cap_at_budget',
  'min_step',
  'min_step_kind',
  'overtime_trigger_minutes',
  'overtime_extend_minutes',
  'overtime_max_times',
] as const;

type TurnProject = Pick<ProjectRow, (typeof PROJECT_COLUMNS)[number]>;

/**
 * How long a turn waits at most for more quotations to join it, while they keep arriving (a lone one waits
 * a millisecond or two). A burst of 200 is then taken in one or two turns: measured quietly, p99 282–312 ms
 * at 100 ms against 353–376 ms at 10 ms (some 10 turns, each with its fixed statements) and 269–312 ms at 50.
 */
const GATHER_MS = 100;

/** Quotations taken in one turn at most (the rest wait for the next). */
const TURN_SIZE = 500;

interface Waiting {
  body: QuotationBody;
  context: AuditContext;
  resolve(result: QuotationResult): void;
  reject(error: unknown): void;
}

/** What the turn decided for a request. */
type Verdict =
  | { kind: 'accepted'; result: Omit<QuotationResult, keyof OwnQuotation>; id: string; row?: QuotationRow }
  | { kind: 'replay'; row: QuotationRow }
  /** A retry of a quotation accepted earlier in the same turn. */
  | { kind: 'replay-of'; first: Waiting }
  | { kind: 'refused'; reason: string }
  | { kind: 'alone' };

interface Queue {
  waiting: Waiting[];
  running: boolean;
}

const queues = new WeakMap<object, Map<string, Queue>>();

/**
 * A supplier's quotation (not a replacement), taken in the project's next turn; answers as
 * submitQuotation does.
 */
export function quoteInTurn(db: Db, body: QuotationBody, context: AuditContext): Promise<QuotationResult> {
  let projects = queues.get(db);
  if (!projects) {
    projects = new Map();
    queues.set(db, projects);
  }
  let queue = projects.get(body.projectId);
  if (!queue) {
    queue = { waiting: [], running: false };
    projects.set(body.projectId, queue);
  }
  const own = queue;
  const answer = new Promise<QuotationResult>((resolve, reject) => {
    own.waiting.push({ body, context, resolve, reject });
  });
  if (!own.running) {
    own.running = true;
    void takeTurns(db, body.projectId, own, projects);
  }
  return answer;
}

async function takeTurns(db: Db, projectId: string, queue: Queue, projects: Map<string, Queue>) {
  try {
    while (queue.waiting.length) {
      // Let the event loop take in the requests that arrived meanwhile: they join this turn. The
      // embedded database answers in microtasks, so a turn keeps the event loop to itself; timers let the
      // sockets be read first (setImmediate let in about one request a turn: 200 turns for a burst of
      // 200, where gathering while they keep coming, up to GATHER_MS, makes it one or two).
      await gather(queue);
      const turn = queue.waiting.splice(0, TURN_SIZE);
      // takeTurn answers every request itself; should it fail anyway, none of them waits for ever.
      await takeTurn(db, projectId, turn).catch((error: unknown) => {
        for (const waiting of turn) waiting.reject(error);
      });
    }
  } finally {
    queue.running = false;
    if (projects.get(projectId) === queue) projects.delete(projectId);
  }
}

/**
 * Waits while requests keep arriving (a millisecond at a time, GATHER_MS at most), so that a burst is
 * taken in a few large turns rather than many small ones: a turn's statements cost the same for one
 * quotation as for many. A quotation alone waits a millisecond or two.
 */
async function gather(queue: Queue): Promise<void> {
  const until = performance.now() + GATHER_MS;
  let seen = -1;
  while (queue.waiting.length !== seen && queue.waiting.length < TURN_SIZE && performance.now() < until) {
    seen = queue.waiting.length;
    await new Promise((resolve) => setTimeout(resolve, 1));
  }
}

/** One turn: decided and written in one transaction, then every request answered. Never throws. */
export async function takeTurn(db: Db, projectId: string, turn: Waiting[]): Promise<void> {
  const alone = (waiting: Waiting) =>
    submitQuotation(db, waiting.body, waiting.context).then(waiting.resolve, waiting.reject);
  let verdicts: Map<Waiting, Verdict>;
  try {
    verdicts = await db.transaction().execute((trx) => decideTurn(trx, projectId, turn));
  } catch (error) {
    if (error instanceof Refusal) {
      for (const waiting of turn) waiting.reject(error);
      return;
    }
    // Not a refusal (a lost connection, a conflict): nothing of the turn was written; one at a time.
    for (const waiting of turn) await alone(waiting);
    return;
  }
  const answers: Promise<void>[] = [];
  for (const waiting of turn) {
    const verdict = verdicts.get(waiting) ?? { kind: 'alone' };
    if (verdict.kind === 'accepted' && verdict.row) {
      waiting.resolve({ ...toOwnQuotation(verdict.row), ...verdict.result });
    } else if (verdict.kind === 'accepted') answers.push(alone(waiting));
    else if (verdict.kind === 'refused') waiting.reject(new Refusal(verdict.reason));
    else if (verdict.kind === 'alone') answers.push(alone(waiting));
    else {
      const first = verdict.kind === 'replay' ? verdict.row : undefined;
      const earlier = verdict.kind === 'replay-of' ? verdicts.get(verdict.first) : undefined;
      const row = first ?? (earlier?.kind === 'accepted' ? earlier.row : undefined);
      answers.push(row ? replayed(db, row).then(waiting.resolve, waiting.reject) : alone(waiting));
    }
  }
  await Promise.all(answers);
}

/** A quotation row as json_agg writes it (times as text), read back. */
function quotationFromJson(
  row: Omit<QuotationRow, 'created_at'> & { created_at: string | Date },
): QuotationRow {
  return { ...row, created_at: new Date(row.created_at) };
}

/**
 * The project's state as a turn reads it, under the round lock: the windows locked, then everything
 * else in one statement (the project, the passed registrations of the turn's suppliers, the quotations
 * and accepted records of its idempotency keys, each supplier's last quotation of each round with their
 * count, the ranks last announced), where one at a time asked seven.
 */
async function readTurn(trx: Transaction<Database>, projectId: string, turn: Waiting[]) {
  const windows = await windowsOf(trx, projectId, true);
  const suppliers = [...new Set(turn.map((waiting) => waiting.context.user.id))];
  const keys = [...new Set(turn.flatMap((waiting) => waiting.context.idempotencyKey ?? []))];
  const read = await trx
    .selectFrom('procure_projects')
    .select(PROJECT_COLUMNS)
    .select((eb) => [
      jsonArrayFrom(
        eb
          .selectFrom('procure_registrations')
          .select('procure_registrations.supplier_id')
          .where('procure_registrations.project_id', '=', projectId)
          .where('procure_registrations.supplier_id', 'in', suppliers)
          .where('procure_registrations.status', '=', 'pass'),
      ).as('passed'),
      jsonArrayFrom(
        eb
          .selectFrom('procure_quotations')
          .selectAll('procure_quotations')
          .where('procure_quotations.project_id', '=', projectId)
          .where((inner) =>
            keys.length ? inner('procure_quotations.idempotency_key', 'in', keys) : sql<boolean>`false`,
          ),
      ).as('earlier'),
      jsonArrayFrom(
        eb
          .selectFrom('procure_quotation_audit')
          .select(['procure_quotation_audit.supplier_id', 'procure_quotation_audit.idempotency_key'])
          .where('procure_quotation_audit.project_id', '=', projectId)
          .where((inner) =>
            keys.length ? inner('procure_quotation_audit.idempotency_key', 'in', keys) : sql<boolean>`false`,
          )
          .where('procure_quotation_audit.outcome', '=', 'accepted'),
      ).as('spent'),
      jsonArrayFrom(
        eb
          .selectFrom('procure_quotations')
          .select([
            'procure_quotations.id',
            'procure_quotations.supplier_id',
            'procure_quotations.supplier_name',
            'procure_quotations.amount',
            'procure_quotations.seq',
            'procure_quotations.round',
            'procure_quotations.created_at',
            sql<number>`count(*) over (partition by procure_quotations.supplier_id, procure_quotations.round)`.as(
              'quotations',
            ),
          ])
          .distinctOn(['procure_quotations.supplier_id', 'procure_quotations.round'])
          .where('procure_quotations.project_id', '=', projectId)
          .orderBy('procure_quotations.supplier_id')
          .orderBy('procure_quotations.round')
          .orderBy('procure_quotations.seq', 'desc'),
      ).as('quoted'),
      jsonArrayFrom(
        eb
          .selectFrom('procure_bid_ranks')
          .select(['procure_bid_ranks.supplier_id', 'procure_bid_ranks.rank'])
          .where('procure_bid_ranks.project_id', '=', projectId),
      ).as('ranks'),
    ])
    .where('procure_projects.id', '=', projectId)
    .executeTakeFirst();
  if (!read) throw new Refusal(PROJECT_NOT_FOUND);
  const { passed, earlier, spent, quoted, ranks, ...project } = read;
  const goods = isItemisedMode(project.quotation_mode)
    ? await trx
        .selectFrom('procure_project_goods')
        .select(['id', 'goods_name', 'spec', 'unit', 'quantity'])
        .where('project_id', '=', projectId)
        .orderBy('sn')
        .orderBy('id')
        .execute()
    : [];
  // Each supplier's standing offer: their last quotation of any round (ranking.ts standingOffers).
  const last = new Map<string, (typeof quoted)[number]>();
  for (const row of quoted) {
    const seen = last.get(row.supplier_id);
    if (!seen || Number(row.seq) > Number(seen.seq)) last.set(row.supplier_id, row);
  }
  const offers = rankOffers(project.quotation_mode, [...last.values()].map(offerOf));
  const keyOf = (supplierId: string, key: string | null) => JSON.stringify([supplierId, key]);
  return {
    windows,
    project,
    passed: new Set(passed.map((row) => row.supplier_id)),
    goods,
    earlier: new Map(
      earlier.map((row) => [keyOf(row.supplier_id, row.idempotency_key), quotationFromJson(row)]),
    ),
    spent: new Set(spent.map((row) => keyOf(row.supplier_id, row.idempotency_key))),
    keyOf,
    offers,
    ranks: new Map(ranks.map((row) => [row.supplier_id, row.rank])),
    quoted,
  };
}

/** May the turn judge this request, or does it go one at a time (submitQuotation)? */
function judgedInTurn(project: TurnProject, passed: Set<string>, context: AuditContext): boolean {
  const { user } = context;
  return (
    user.identity === 'supplier' &&
    !isAdmin(user) &&
    project.purchaser_id !== user.id &&
    !isUnpublishedState(project.state) &&
    passed.has(user.id)
  );
}

/** Per round: quotations and the suppliers who quoted in it. */
function roundTally(quoted: Array<{ round: number; supplier_id: string; quotations: number | string }>) {
  const rounds = new Map<number, { quotations: number; suppliers: Set<string> }>();
  const of = (round: number) => {
    let tally = rounds.get(round);
    if (!tally) {
      tally = { quotations: 0, suppliers: new Set() };
      rounds.set(round, tally);
    }
    return tally;
  };
  for (const row of quoted) {
    const tally = of(row.round);
    tally.quotations += Number(row.quotations);
    tally.suppliers.add(row.supplier_id);
  }
  return of;
}

/** A later round moved with an extended one (rounds.ts shiftLaterRounds), in memory. */
function extendInMemory(windows: WindowRow[], window: WindowRow, end: Date): void {
  const shift = end.getTime() - new Date(window.end_time).getTime();
  for (const later of windows) {
    if (later.round <= window.round) continue;
    later.start_time = new Date(new Date(later.start_time).getTime() + shift);
    later.end_time = new Date(new Date(later.end_time).getTime() + shift);
  }
  window.end_time = end;
  window.extensions += 1;
}

async function decideTurn(
  trx: Transaction<Database>,
  projectId: string,
  turn: Waiting[],
): Promise<Map<Waiting, Verdict>> {
  const state = await readTurn(trx, projectId, turn);
  const { project, windows, keyOf } = state;
  let offers: StandingOffer[] = state.offers;
  const tally = roundTally(state.quoted);
  const verdicts = new Map<Waiting, Verdict>();
  const records: AuditEntry[] = [];
  const events: NewEvent[] = [];
  const rows: Insertable<ProcureQuotationTable>[] = [];
  const acceptedKeys = new Map<string, Waiting>();
  // The turn's rank and count changes, the last of each supplier and round.
  const moved = new Map<string, NewEvent>();
  const counts = new Map<number, NewEvent>();
  // Above every seq written so far and in the turn's order: ties rank as the seqs written will.
  let provisionalSeq = Number.MAX_SAFE_INTEGER - turn.length;
  for (const waiting of turn) {
    const { body, context } = waiting;
    const { user, idempotencyKey } = context;
    if (!judgedInTurn(project, state.passed, context)) {
      verdicts.set(waiting, { kind: 'alone' });
      continue;
    }
    const key = keyOf(user.id, idempotencyKey);
    const first = idempotencyKey ? state.earlier.get(key) : undefined;
    if (first) {
      verdicts.set(waiting, { kind: 'replay', row: first });
      continue;
    }
    const before = idempotencyKey ? acceptedKeys.get(key) : undefined;
    if (before) {
      verdicts.set(waiting, { kind: 'replay-of', first: before });
      continue;
    }
    const now = context.receivedAt;
    const amountText = rawAmountText(body);
    let round: number | null = project.current_round;
    try {
      if (!quotingAt(project, now)) throw new QuotationRefusal(QUOTATION_NOT_QUOTING);
      const checked = checkQuotation(project, state.goods, body);
      if (checked.file) {
        // Bid documents to link: one at a time (submitQuotation links and checks them).
        verdicts.set(waiting, { kind: 'alone' });
        continue;
      }
      if (idempotencyKey && state.spent.has(key)) throw new QuotationRefusal(QUOTATION_WITHDRAWN);
      const current = currentRound(windows, now.getTime());
      round = current?.window.round ?? round;
      if (current?.state !== 'open') throw new QuotationRefusal(QUOTATION_ROUND_CLOSED);
      const previous = offers.find((offer) => offer.supplierId === user.id);
      checkStep(project, previous ? previous.value : null, checked.value);

      const id = `q-${randomUUID()}`;
      const row = newQuotationRow(id, project, current.window.round, checked, context, now);
      rows.push(row);
      records.push(
        quotationAuditEntry(projectId, context, {
          amount: amountText || String(checked.value),
          round: current.window.round,
          outcome: 'accepted',
          quotationId: id,
        }),
      );
      const extension = await overtime(trx, project, current.window, now);
      if (extension) {
        extendInMemory(windows, current.window, extension.end);
        project.bid_end_time = new Date(
          Math.max(new Date(project.bid_end_time ?? 0).getTime(), extension.end.getTime()),
        );
        events.push(extension.event);
        const record = chainedRecordOf(extension.event);
        if (record) records.push(record);
      }
      provisionalSeq += 1;
      const own: StandingOffer = {
        quotationId: id,
        supplierId: user.id,
        supplierName: row.supplier_name,
        value: checked.value,
        seq: provisionalSeq,
        at: now.getTime(),
        round: row.round,
        rank: 0,
      };
      offers = rankOffers(project.quotation_mode, [...offers.filter((offer) => offer !== previous), own]);
      // The ranks that moved against the last announced ones (rankEvents, in memory): told once the
      // turn is written, as it leaves them (nobody could see a rank the turn passed through).
      for (const offer of offers) {
        if (state.ranks.get(offer.supplierId) === offer.rank) continue;
        state.ranks.set(offer.supplierId, offer.rank);
        moved.set(offer.supplierId, {
          projectId,
          type: 'rank-changed',
          audience: 'user',
          userId: offer.supplierId,
          data: { projectId, round: row.round, rank: offer.rank, time: now.toISOString() },
        });
      }
      const counted = tally(row.round);
      counted.quotations += 1;
      counted.suppliers.add(user.id);
      counts.set(row.round, {
        projectId,
        type: 'count-changed',
        audience: 'owner',
        data: {
          projectId,
          round: row.round,
          quotations: counted.quotations,
          suppliers: counted.suppliers.size,
          time: now.toISOString(),
        },
      });
      if (idempotencyKey) acceptedKeys.set(key, waiting);
      verdicts.set(waiting, {
        kind: 'accepted',
        id,
        result: {
          rank: own.rank,
          replayed: false,
          roundEndTime: new Date(current.window.end_time).toISOString(),
          extended: Boolean(extension),
        },
      });
    } catch (error) {
      if (!(error instanceof QuotationRefusal)) throw error;
      records.push(
        quotationAuditEntry(projectId, context, {
          amount: amountText,
          round,
          outcome: 'refused',
          reason: error.message,
        }),
      );
      verdicts.set(waiting, { kind: 'refused', reason: error.message });
    }
  }
  if (rows.length) {
    const written = new Map(
      (await trx.insertInto('procure_quotations').values(rows).returningAll().execute()).map((row) => [
        row.id,
        row,
      ]),
    );
    for (const verdict of verdicts.values()) {
      if (verdict.kind === 'accepted') verdict.row = written.get(verdict.id);
    }
  }
  await appendAudits(trx, projectId, records);
  await writeRanks(
    trx,
    projectId,
    [...moved.keys()].map((supplierId) => [supplierId, state.ranks.get(supplierId) ?? 0] as const),
  );
  await writeEvents(trx, [...events, ...moved.values(), ...counts.values()], { chained: false });
  return verdicts;
}

/** The ranks announced in the turn, written as the last announced ones. */
async function writeRanks(
  trx: Transaction<Database>,
  projectId: string,
  ranks: ReadonlyArray<readonly [string, number]>,
): Promise<void> {
  if (!ranks.length) return;
  await trx
    .insertInto('procure_bid_ranks')
    .values(ranks.map(([supplier_id, rank]) => ({ project_id: projectId, supplier_id, rank })))
    .onConflict((oc) =>
      oc.columns(['project_id', 'supplier_id']).doUpdateSet((eb) => ({ rank: eb.ref('excluded.rank') })),
    )
    .execute();
}
