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
  const offers = rows.map((row) => ({
    quotationId: row.id,
    supplierId: row.supplier_id,
    supplierName: row.supplier_name,
    value: Number(row.amount),
    seq: Number(row.seq),
    at: new Date(row.created_at).getTime(),
    round: row.round,
    rank: 0,
  }));
  offers.sort(compareOffers(mode));
  offers.forEach((offer, index) => {
    offer.rank = index + 1;
  });
  return offers;
}

/**
 * After a quotation: the new ranks against the last announced ones; a rank-changed event for each
 * supplier whose rank moved (to them only), and the announced ranks updated. Call under the project's
 * round lock, so that ranks are announced in the order quotations were accepted.
 */
export async function rankEvents(
  trx: Transaction<Database>,
  projectId: string,
  mode: string,
  round: number,
  now: Date,
): Promise<{ events: NewEvent[]; offers: StandingOffer[] }> {
  const offers = await standingOffers(trx, projectId, mode);
  const announced = await trx
    .selectFrom('procure_bid_ranks')
    .select(['supplier_id', 'rank'])
    .where('project_id', '=', projectId)
    .execute();
  const before = new Map(announced.map((row) => [row.supplier_id, row.rank]));
  const moved = offers.filter((offer) => before.get(offer.supplierId) !== offer.rank);
  if (moved.length) {
    await trx
      .insertInto('procure_bid_ranks')
      .values(
        moved.map((offer) => ({ project_id: projectId, supplier_id: offer.supplierId, rank: offer.rank })),
      )
      .onConflict((oc) => oc.columns(['project_id', 'supplier_id']).doUpdateSet({ rank: sql`excluded.rank` }))
      .execute();
  }
  const events = moved.map(
    (offer): NewEvent => ({
      projectId,
      type: 'rank-changed',
      audience: 'user',
      userId: offer.supplierId,
      data: { projectId, round, rank: offer.rank, time: now.toISOString() },
    }),
  );
  return { events, offers };
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
