import type { Kysely } from 'kysely';
import {
  type ComparisonRow,
  higherIsBetter,
  type LiveProject,
  type PreviousRoundBest,
  type RoundQuotation,
  type StepKind,
} from '../../contract/bidding.js';
import { BIDDING_OVER_STATES } from '../../contract/procure-project.js';
import { isItemisedMode } from '../../contract/quote-rules.js';
import type { SessionUser } from '../auth/sessions.js';
import type { Database } from '../db/schema.js';
import type { ProjectRow } from '../tender/access.js';
import { type BiddingAccess, ownQuotations, quotationCheck, toOwnQuotation } from './quotations.js';
import { roundCounts, standingOffers } from './ranking.js';
import { currentRound, roundStateAt, toRoundWindow, type WindowRow, windowsOf } from './rounds.js';
import { modeOf } from './rules.js';

/**
 * What each caller reads of a project's bidding: the live view (a supplier's own quotation and rank, the
 * purchaser's counts), the previous round's best when public, the closed rounds' quotations and the
 * comparison table. Amounts of a round that is still open reach nobody but their supplier.
 */

type Db = Kysely<Database>;

const num = (value: string | number | null | undefined) =>
  value === null || value === undefined ? null : Number(value);

/** The rounds closed at `now`. */
export function closedRounds(windows: WindowRow[], now: number): number[] {
  return windows.filter((window) => roundStateAt(window, now) === 'closed').map((window) => window.round);
}

/** Every round closed (or none is left open or waiting) once quotation started. */
export function biddingEnded(project: ProjectRow, windows: WindowRow[], now: number): boolean {
  if ((BIDDING_OVER_STATES as readonly string[]).includes(project.state)) return true;
  if (project.state !== 'quoting') return false;
  return windows.length > 0 && windows.every((window) => roundStateAt(window, now) === 'closed');
}

/** getMinQuotation: the best value of the last closed round, public only when the project says so. */
export async function previousRoundBest(
  db: Db,
  access: BiddingAccess,
  windows: WindowRow[],
  now: number,
): Promise<PreviousRoundBest | null> {
  const { project } = access;
  const manager = access.relation === 'purchaser' || access.relation === 'administrator';
  if (!manager && project.public_previous_round !== 1) return null;
  const closed = closedRounds(windows, now);
  const round = closed.at(-1);
  if (round === undefined) return null;
  const higher = higherIsBetter(project.quotation_mode);
  const row = await db
    .selectFrom('procure_quotations')
    .select((eb) => (higher ? eb.fn.max('amount') : eb.fn.min('amount')).as('best'))
    .where('project_id', '=', project.id)
    .where('round', '=', round)
    .executeTakeFirst();
  if (row?.best === null || row?.best === undefined) return null;
  return { round, quotationAmount: Number(row.best), fQuotationMode: modeOf(project) };
}

/** The live view of one project for the caller. */
export async function liveProject(db: Db, access: BiddingAccess, user: SessionUser): Promise<LiveProject> {
  const { project } = access;
  const nowDate = new Date();
  const now = nowDate.getTime();
  const windows = await windowsOf(db, project.id);
  const current = currentRound(windows, now);
  const manager = access.relation === 'purchaser' || access.relation === 'administrator';
  const live: LiveProject = {
    projectId: project.id,
    fProjectName: project.project_name,
    fProjectNo: project.project_no ?? '',
    fQuotationMode: modeOf(project),
    fQuotationIncludeTax: project.quotation_include_tax,
    fBudgetMoney: num(project.budget_money),
    fBidRound: project.bid_round,
    fRoundCount: project.round_count,
    fPublicPreviousRound: project.public_previous_round,
    fUploadBidDocument: project.upload_bid_document,
    fState: project.state,
    serverTime: { timestamp: now, time: nowDate.toISOString() },
    round: current?.window.round ?? null,
    roundState: current?.state ?? null,
    roundStartTime: current ? new Date(current.window.start_time).toISOString() : null,
    roundEndTime: current ? new Date(current.window.end_time).toISOString() : null,
    rounds: windows.map((window) => toRoundWindow(window, now)),
    biddingEnded: biddingEnded(project, windows, now),
    rules: {
      minStep: num(project.min_step),
      minStepKind: project.min_step_kind as StepKind,
      capAtBudget: project.cap_at_budget,
      overtimeTriggerMinutes: project.overtime_trigger_minutes,
      overtimeExtendMinutes: project.overtime_extend_minutes,
      overtimeMaxTimes: project.overtime_max_times,
    },
    relation: manager ? (access.relation as 'purchaser' | 'administrator') : 'supplier',
  };
  if (isItemisedMode(project.quotation_mode)) {
    const goods = await db
      .selectFrom('procure_project_goods')
      .select(['id', 'goods_name', 'spec', 'unit', 'quantity', 'budget_price'])
      .where('project_id', '=', project.id)
      .orderBy('sn')
      .orderBy('id')
      .execute();
    live.goods = goods.map((line) => ({
      id: line.id,
      goodsName: line.goods_name,
      spec: line.spec,
      unit: line.unit,
      quantity: num(line.quantity),
      budgetPrice: num(line.budget_price),
    }));
  }
  const winner = project.winner_id
    ? await db.selectFrom('users').select('fullname').where('id', '=', project.winner_id).executeTakeFirst()
    : undefined;
  if (manager) {
    live.counts = await roundCounts(db, project.id);
    live.winnerName = winner?.fullname ?? null;
    live.previousRoundBest = await previousRoundBest(db, access, windows, now);
    return live;
  }
  const [last] = await ownQuotations(db, project.id, user.id);
  live.myLastQuotation = last ? toOwnQuotation(last) : null;
  if (last) {
    const offers = await standingOffers(db, project.id, project.quotation_mode);
    live.myRank = offers.find((offer) => offer.supplierId === user.id)?.rank ?? null;
  } else {
    live.myRank = null;
  }
  live.check = await quotationCheck(db, access, user);
  live.previousRoundBest = await previousRoundBest(db, access, windows, now);
  live.isWinner = project.winner_id === user.id;
  live.winnerName = live.isWinner ? (winner?.fullname ?? null) : null;
  return live;
}

/** Quotations of the given rounds with their supplier (purchaser and administrators; closed rounds only). */
export async function roundQuotations(
  db: Db,
  projectId: string,
  rounds: number[],
  supplierId?: string,
): Promise<RoundQuotation[]> {
  if (!rounds.length) return [];
  let query = db
    .selectFrom('procure_quotations')
    .selectAll()
    .where('project_id', '=', projectId)
    .where('round', 'in', rounds)
    .orderBy('round')
    .orderBy('seq');
  if (supplierId) query = query.where('supplier_id', '=', supplierId);
  const rows = await query.execute();
  return rows.map((row) => ({
    ...toOwnQuotation(row),
    supplierId: row.supplier_id,
    supplierName: row.supplier_name,
    unitName: row.supplier_name,
  }));
}

/** The purchaser's comparison table over the closed rounds: standing offers best first, with each round's values. */
export async function comparison(
  db: Db,
  project: ProjectRow,
  windows: WindowRow[],
  now: number,
): Promise<ComparisonRow[]> {
  const closed = closedRounds(windows, now);
  const upTo = closed.at(-1);
  if (upTo === undefined) return [];
  const offers = await standingOffers(db, project.id, project.quotation_mode, upTo);
  const all = await roundQuotations(db, project.id, closed);
  const byQuotation = new Map(all.map((quotation) => [quotation.id, quotation]));
  return offers.map((offer) => {
    const own = all.filter((quotation) => quotation.supplierId === offer.supplierId);
    const perRound: Record<string, number> = {};
    for (const quotation of own) perRound[String(quotation.round)] = quotation.quotationAmount;
    const standing = byQuotation.get(offer.quotationId);
    return {
      rank: offer.rank,
      supplierId: offer.supplierId,
      supplierName: offer.supplierName,
      quotationId: offer.quotationId,
      round: offer.round,
      quotationAmount: offer.value,
      quotationList: standing?.quotationList ?? [],
      quotationFile: standing?.quotationFile ?? null,
      createTime: standing?.createTime ?? '',
      perRound,
      quotationCount: own.length,
      isWinner: project.winner_id === offer.supplierId,
    };
  });
}
