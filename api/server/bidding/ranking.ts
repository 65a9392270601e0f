import { type Kysely, sql, type Transaction } from 'kysely';
import type { RoundCount } from '../../contract/bidding.js';
import type { Database } from '../db/schema.js';
import type { NewEvent } from './events.js';
import { compareOffers } from './rules.js';

/**
 * Ranks of a project's suppliers: each supplier's standing offer is their last accepted quotation (the
 * step rule makes it their best), ordered by value in the mode's direction, ties by the earlier one.
 */

type Executor = Kysely<Database> | Transaction<Database>;

export interface StandingOffer {
  quotationId: string;
  supplierId: string;
  supplierName: string;
  value: number;
  seq: number;
  /** When the quotation arrived (ms): ties go to the earlier one. */
  at: number;
  round: number;
  rank: number;
}

/**
 * The standing offers of a project, best first, as of `upToRound` (only quotations of rounds up to it;
 * all when absent).
 */
export async function standingOffers(
  db: Executor,
  projectId: string,
  mode: string,
  upToRound?: number,
): Promise<StandingOffer[]> {
  let query = db
    .selectFrom('procure_quotations')
    .select(['id', 'supplier_id', 'supplier_name', 'amount', 'seq', 'round', 'created_at'])
    .distinctOn('supplier_id')
    .where('project_id', '=', projectId)
    .orderBy('supplier_id')
    .orderBy('seq', 'desc');
  if (upToRound !== undefined) query = query.where('round', '<=', upToRound);
  const rows = await query.execute();
  return rankOffers(mode, rows.map(offerOf));
}

/** A supplier's last quotation as their standing offer (not ranked yet). */
export function offerOf(row: {
  id: string;
  supplier_id: string;
  supplier_name: string;
  amount: string | number;
  seq: string | number;
  round: number;
  created_at: Date | string;
}): StandingOffer {
  return {
    quotationId: row.id,
    supplierId: row.supplier_id,
    supplierName: row.supplier_name,
    value: Number(row.amount),
    seq: Number(row.seq),
    at: new Date(row.created_at).getTime(),
    round: row.round,
    rank: 0,
  };
}

/** Sorts standing offers best first and numbers their ranks (in place); answers them. */
export function rankOffers(mode: string, offers: StandingOffer[]): StandingOffer[] {
  offers.sort(compareOffers(mode));
  offers.forEach((offer, index) => {
    offer.rank = index + 1;
  });
  return offers;
}

/**
 * After a quotation: the new ranks against the last announced ones, in one statement that writes only
 * the ranks that moved and answers them; a rank-changed event for each of those suppliers (to them
 * only). Call under the project's round lock, so that ranks are announced in the order quotations were
 * accepted.
 */
export async function rankEvents(
  trx: Transaction<Database>,
  projectId: string,
  offers: StandingOffer[],
  round: number,
  now: Date,
): Promise<NewEvent[]> {
  if (!offers.length) return [];
  const { rows: moved } = await sql<{ supplier_id: string; rank: number }>`
    insert into procure_bid_ranks (project_id, supplier_id, rank)
    values ${sql.join(offers.map((offer) => sql`(${projectId}, ${offer.supplierId}, ${offer.rank})`))}
    on conflict (project_id, supplier_id) do update set rank = excluded.rank
    where procure_bid_ranks.rank <> excluded.rank
    returning supplier_id, rank`.execute(trx);
  return moved.map(
    (offer): NewEvent => ({
      projectId,
      type: 'rank-changed',
      audience: 'user',
      userId: offer.supplier_id,
      data: { projectId, round, rank: offer.rank, time: now.toISOString() },
    }),
  );
}

/** Quotations and distinct suppliers per round. */
export async function roundCounts(db: Executor, projectId: string): Promise<RoundCount[]> {
  const rows = await db
    .selectFrom('procure_quotations')
    .select((eb) => [
      'round',
      eb.fn.countAll<string>().as('quotations'),
      eb.fn.count<string>('supplier_id').distinct().as('suppliers'),
    ])
    .where('project_id', '=', projectId)
    .groupBy('round')
    .orderBy('round')
    .execute();
  return rows.map((row) => ({
    round: row.round,
    quotations: Number(row.quotations),
    suppliers: Number(row.suppliers),
  }));
}

/** The owner's count-changed event of a round: its quotations and suppliers now (none left: zeros). */
export async function countChangedEvent(
  db: Executor,
  projectId: string,
  round: number,
  now: Date,
): Promise<NewEvent> {
  const count = (await roundCounts(db, projectId)).find((one) => one.round === round) ?? {
    round,
    quotations: 0,
    suppliers: 0,
  };
  return {
    projectId,
    type: 'count-changed',
    audience: 'owner',
    data: { projectId, ...count, time: now.toISOString() },
  };
}
