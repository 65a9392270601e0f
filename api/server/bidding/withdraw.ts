import type { Kysely } from 'kysely';
import {
  NOTHING_TO_WITHDRAW,
  WITHDRAW_ROUND_CLOSED,
  type WithdrawQuotationBody,
} from '../../contract/bidding.js';
import type { Database } from '../db/schema.js';
import { Refusal } from '../tender/access.js';
import { type AuditContext, dropRoundQuotations } from './audit.js';
import { type NewEvent, writeEvents } from './events.js';
import {
  auditedRefusalOf,
  auditRefused,
  type BiddingAccess,
  biddingAccess,
  overtime,
  partRefusal,
  quotingAt,
} from './quotations.js';
import { countChangedEvent, rankEvents, standingOffers } from './ranking.js';
import { currentRound, windowsOf } from './rounds.js';

/**
 * A supplier withdraws their quotation of the open round (issue 36, the ProZorro anchor: a bid can be
 * withdrawn before the deadline). Their standing offer falls back to their earlier rounds' (or none),
 * the others' ranks move and are told to them only, the purchaser gets the new count and never a
 * figure; the withdrawn quotation stays in the audit trail. Refused once the round has closed.
 *
 * In the last minutes of a round, a withdrawal triggers the overtime exactly as a quotation does (the
 * round is extended, within the project's maximum of extensions): a supplier cannot move the ranks at the
 * last second (withdraw to lift a rival to first, or to void a round) with no time left for the others
 * to answer. Refusing withdrawals there instead would make a bid irrevocable before its deadline,
 * against the rule that a bid can be withdrawn while its round is open (issue 36, ProZorro).
 */

type Db = Kysely<Database>;

/** Withdraws; answers the caller's access to the project (for the live view the route answers). */
export async function withdrawQuotation(
  db: Db,
  body: WithdrawQuotationBody,
  context: AuditContext,
): Promise<BiddingAccess> {
  const { user } = context;
  const access = await biddingAccess(db, user, body.projectId);
  const { project } = access;
  let round: number | null = project.current_round;
  try {
    const refusal = partRefusal(access, context.receivedAt);
    if (refusal) throw auditedRefusalOf(refusal, project, true);
    await db.transaction().execute(async (trx) => {
      // Under the project's round lock, like a quotation: a round closes before or after, never during.
      const windows = await windowsOf(trx, project.id, true);
      const now = context.receivedAt;
      const current = currentRound(windows, now.getTime());
      round = body.round ?? current?.window.round ?? round;
      if (current?.state !== 'open' || (body.round !== undefined && body.round !== current.window.round)) {
        throw new Refusal(WITHDRAW_ROUND_CLOSED);
      }
      // The project as it stands under the lock: the purchaser may have ended (or interrupted) the
      // bidding since it was read, before its rounds were closed.
      const state = await trx
        .selectFrom('procure_projects')
        .select(['state', 'quotation_ended_at'])
        .where('id', '=', project.id)
        .executeTakeFirstOrThrow();
      if (!quotingAt(state, now)) throw new Refusal(WITHDRAW_ROUND_CLOSED);
      const open = current.window.round;
      const dropped = await dropRoundQuotations(trx, project.id, context, open, 'withdrawn');
      if (!dropped.length) throw new Refusal(NOTHING_TO_WITHDRAW);
      const offers = await standingOffers(trx, project.id, project.quotation_mode);
      const events: NewEvent[] = [];
      const extension = await overtime(trx, project, current.window, now);
      if (extension) events.push(extension.event);
      if (!offers.some((offer) => offer.supplierId === user.id)) {
        await trx
          .deleteFrom('procure_bid_ranks')
          .where('project_id', '=', project.id)
          .where('supplier_id', '=', user.id)
          .execute();
      }
      events.push(...(await rankEvents(trx, project.id, offers, open, now)));
      events.push(await countChangedEvent(trx, project.id, open, now));
      await writeEvents(trx, events);
    });
    return biddingAccess(db, user, project.id);
  } catch (error) {
    return auditRefused(db, project.id, context, error, { amount: '', round });
  }
}
