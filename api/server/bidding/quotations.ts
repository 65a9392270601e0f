import { randomUUID } from 'node:crypto';
import type { Insertable, Kysely, Selectable, Transaction } from 'kysely';
import {
  NOTHING_TO_REPLACE,
  type OwnQuotation,
  QUOTATION_NOT_PASSED,
  QUOTATION_NOT_QUOTING,
  QUOTATION_ROUND_CLOSED,
  QUOTATION_SUPPLIER_ONLY,
  QUOTATION_WITHDRAWN,
  type QuotationBody,
  type QuotationCheck,
  type QuotationLine,
  type QuotationResult,
  WITHDRAW_ROUND_CLOSED,
} from '../../contract/bidding.js';
import { isItemisedMode } from '../../contract/quote-rules.js';
import type { SessionUser } from '../auth/sessions.js';
import type { Database } from '../db/schema.js';
import type { ProcureQuotationTable } from '../db/schema-bidding.js';
import { forbidden, HttpError } from '../http/envelope.js';
import { isAdmin, isUniqueViolation, type ProjectRow, Refusal, visibleProject } from '../tender/access.js';
import { FILE_INVALID, fileIdsOf } from '../tender/files.js';
import { type AuditContext, audit, dropRoundQuotations, spentKey } from './audit.js';
import { type NewEvent, writeEvents } from './events.js';
import { countChangedEvent, rankEvents, rankOffers, standingOffers } from './ranking.js';
import { currentRound, shiftLaterRounds, type WindowRow, windowsOf } from './rounds.js';
import {
  type CheckedQuotation,
  checkQuotation,
  checkStep,
  modeOf,
  QuotationRefusal,
  rawAmountText,
  stepLimit,
} from './rules.js';

/**
 * A supplier's quotation: who may quote (a supplier whose registration is pass, in a project quoting, in
 * its open round), the form rules of the mode (rules.ts), the minimum step against their own previous
 * quotation, recorded once per idempotency key; overtime, ranks and counts in the same transaction, and
 * every request with a project written to the audit trail, accepted or refused.
 */

type Db = Kysely<Database>;

export type Relation = 'purchaser' | 'administrator' | 'supplier' | 'other';

export interface BiddingAccess {
  project: ProjectRow;
  relation: Relation;
  /** A supplier whose registration is pass. */
  part: boolean;
  registrationId: string | null;
}

/** The project and the caller's relation to it (a supplier's part: a registration that passed). */
export async function biddingAccess(db: Db, user: SessionUser, projectId: string): Promise<BiddingAccess> {
  const project = await visibleProject(db, user, projectId);
  if (project.purchaser_id !== null && project.purchaser_id === user.id) {
    return { project, relation: 'purchaser', part: true, registrationId: null };
  }
  if (isAdmin(user)) return { project, relation: 'administrator', part: true, registrationId: null };
  if (user.identity !== 'supplier') return { project, relation: 'other', part: false, registrationId: null };
  const registration = await db
    .selectFrom('procure_registrations')
    .select(['id', 'status'])
    .where('project_id', '=', projectId)
    .where('supplier_id', '=', user.id)
    .executeTakeFirst();
  return {
    project,
    relation: 'supplier',
    part: registration?.status === 'pass',
    registrationId: registration?.id ?? null,
  };
}

/** Refuses (403) anyone but the project's purchaser and administrators. */
export function requireManager(access: BiddingAccess): void {
  if (access.relation !== 'purchaser' && access.relation !== 'administrator') throw forbidden();
}

/** Refuses (403) anyone who has no part in the project. */
export function requirePart(access: BiddingAccess): void {
  if (!access.part) throw forbidden();
}

type QuotationRow = Selectable<ProcureQuotationTable>;

/** The row of an accepted quotation (one at a time here, or in a turn: quotation-batch.ts). */
export function newQuotationRow(
  id: string,
  project: Pick<ProjectRow, 'id' | 'quotation_mode'>,
  round: number,
  checked: CheckedQuotation,
  context: AuditContext,
  now: Date,
): Insertable<ProcureQuotationTable> {
  const { user } = context;
  return {
    id,
    project_id: project.id,
    supplier_id: user.id,
    supplier_name: user.fullname ?? user.account,
    round,
    mode: project.quotation_mode,
    amount: checked.value,
    quotation_list: checked.lines.length ? JSON.stringify(checked.lines) : null,
    quotation_file: checked.file,
    idempotency_key: context.idempotencyKey,
    client_address: context.clientAddress,
    created_at: now,
  };
}

function linesOf(text: string | null): QuotationLine[] {
  if (!text) return [];
  try {
    const parsed: unknown = JSON.parse(text);
    return Array.isArray(parsed) ? (parsed as QuotationLine[]) : [];
  } catch {
    return [];
  }
}

export function toOwnQuotation(row: QuotationRow): OwnQuotation {
  return {
    id: row.id,
    projectId: row.project_id,
    round: row.round,
    fQuotationMode: modeOf({ quotation_mode: row.mode }),
    quotationAmount: Number(row.amount),
    quotationList: linesOf(row.quotation_list),
    quotationFile: row.quotation_file,
    createTime: new Date(row.created_at).toISOString(),
  };
}

/** The supplier's quotations on a project, newest first. */
export async function ownQuotations(db: Db, projectId: string, supplierId: string): Promise<QuotationRow[]> {
  return db
    .selectFrom('procure_quotations')
    .selectAll()
    .where('project_id', '=', projectId)
    .where('supplier_id', '=', supplierId)
    .orderBy('seq', 'desc')
    .execute();
}

export type { AuditContext } from './audit.js';

/**
 * A project takes a quotation that arrived at `at` while it was quoting: quoting still, or its quotation
 * ended after that (the last round closed, or endQuotation, while the request waited for its turn).
 */
export function quotingAt(project: Pick<ProjectRow, 'state' | 'quotation_ended_at'>, at: Date): boolean {
  if (project.state === 'quoting') return true;
  return (
    project.state === 'quoted' &&
    project.quotation_ended_at !== null &&
    new Date(project.quotation_ended_at).getTime() > at.getTime()
  );
}

/** Why the caller may not quote in the project at all (before the round and the form), or undefined. */
export function partRefusal(
  access: BiddingAccess,
  at = new Date(),
): { status: 403 | 200; reason: string } | undefined {
  if (access.relation !== 'supplier') return { status: 403, reason: QUOTATION_SUPPLIER_ONLY };
  if (!access.part) return { status: 403, reason: QUOTATION_NOT_PASSED };
  if (!quotingAt(access.project, at)) return { status: 200, reason: QUOTATION_NOT_QUOTING };
  return undefined;
}

async function goodsOf(db: Db, project: ProjectRow) {
  if (!isItemisedMode(project.quotation_mode)) return [];
  return db
    .selectFrom('procure_project_goods')
    .select(['id', 'goods_name', 'spec', 'unit', 'quantity'])
    .where('project_id', '=', project.id)
    .orderBy('sn')
    .orderBy('id')
    .execute();
}

/**
 * The bid documents must be the supplier's own uploads; they then belong to the quotation, sealed like
 * its amount until its round closes (tender/files.ts sealedFileLink).
 */
async function linkQuotationFiles(
  trx: Transaction<Database>,
  user: SessionUser,
  quotationId: string,
  file: string | null,
): Promise<void> {
  const ids = [...new Set(fileIdsOf(file))];
  if (!ids.length) return;
  const files = await trx.selectFrom('files').select(['id', 'uploader_id']).where('id', 'in', ids).execute();
  if (files.length !== ids.length || files.some((row) => row.uploader_id !== user.id)) {
    throw new QuotationRefusal(FILE_INVALID);
  }
  await trx
    .insertInto('file_links')
    .values(ids.map((file_id) => ({ file_id, object_type: 'quotation', object_id: quotationId })))
    .onConflict((oc) => oc.doNothing())
    .execute();
}

async function replayOf(
  db: Db | Transaction<Database>,
  projectId: string,
  supplierId: string,
  key: string | null,
): Promise<QuotationRow | undefined> {
  if (!key) return undefined;
  return db
    .selectFrom('procure_quotations')
    .selectAll()
    .where('project_id', '=', projectId)
    .where('supplier_id', '=', supplierId)
    .where('idempotency_key', '=', key)
    .executeTakeFirst();
}

export async function replayed(db: Db, row: QuotationRow): Promise<QuotationResult> {
  const offers = await standingOffers(db, row.project_id, row.mode);
  const windows = await windowsOf(db, row.project_id);
  const window = windows.find((one) => one.round === row.round);
  return {
    ...toOwnQuotation(row),
    rank: offers.find((offer) => offer.supplierId === row.supplier_id)?.rank ?? 0,
    replayed: true,
    roundEndTime: window ? new Date(window.end_time).toISOString() : '',
    extended: false,
  };
}

/** A refusal of a quotation: audited, then answered (403 as an HttpError, anything else state false). */
export class AuditedRefusal extends Error {
  constructor(
    message: string,
    readonly status: 403 | 200,
  ) {
    super(message);
  }
}

/**
 * The refusal of partRefusal, audited: a withdrawal (or replacement) once the purchaser has ended the
 * bidding answers WITHDRAW_ROUND_CLOSED, as it does once the round has closed.
 */
export function auditedRefusalOf(
  refusal: { status: 403 | 200; reason: string },
  project: Pick<ProjectRow, 'quotation_ended_at'>,
  withdrawing: boolean,
): AuditedRefusal {
  const ended =
    withdrawing && refusal.reason === QUOTATION_NOT_QUOTING && project.quotation_ended_at !== null;
  return new AuditedRefusal(ended ? WITHDRAW_ROUND_CLOSED : refusal.reason, refusal.status);
}

/**
 * A quotation request's refusal: audited (as refused, with the figure tried), then answered (403 as an
 * HttpError, anything else as a Refusal). Anything that is no refusal is thrown on as it is.
 */
export async function auditRefused(
  db: Db,
  projectId: string,
  context: AuditContext,
  error: unknown,
  { amount, round }: { amount: string; round: number | null },
): Promise<never> {
  const reason =
    error instanceof QuotationRefusal || error instanceof AuditedRefusal || error instanceof Refusal
      ? error.message
      : undefined;
  if (reason === undefined) throw error;
  await audit(db, projectId, context, { amount, round, outcome: 'refused', reason });
  if (error instanceof AuditedRefusal && error.status === 403) throw new HttpError(403, reason);
  throw new Refusal(reason);
}

/**
 * Records a quotation, or refuses it with the reason; both are audited. Answers the recorded quotation
 * (the first one's when the idempotency key came before). `replace` (issue 36): the supplier's
 * quotation of the open round gives way to this one, whose step is judged against their earlier rounds.
 */
export async function submitQuotation(
  db: Db,
  body: QuotationBody,
  context: AuditContext,
  { replace = false }: { replace?: boolean } = {},
): Promise<QuotationResult> {
  const { user, idempotencyKey } = context;
  // A project the caller may not know of answers as missing, with nothing to audit against.
  const access = await biddingAccess(db, user, body.projectId);
  const { project } = access;
  const amountText = rawAmountText(body);
  let round: number | null = project.current_round;
  try {
    const refusal = partRefusal(access, context.receivedAt);
    if (refusal) {
      // A retry of a quotation taken before the bidding ended still answers that quotation.
      const earlier = access.part ? await replayOf(db, project.id, user.id, idempotencyKey) : undefined;
      if (earlier) return replayed(db, earlier);
      throw auditedRefusalOf(refusal, project, replace);
    }
    const checked = checkQuotation(project, await goodsOf(db, project), body);
    // Let the event loop take in the requests that arrived meanwhile: the embedded database answers
    // in microtasks, and a queue of quotations would otherwise keep new requests (and their arrival
    // times) waiting until it is empty.
    await new Promise((resolve) => setImmediate(resolve));
    const result = await db.transaction().execute(async (trx) => {
      // The project's rounds, locked: quotations of one project are accepted one at a time, against the
      // round as it stands (an early end or an extension commits before or after, never in between).
      const windows = await windowsOf(trx, project.id, true);
      // A retry answers the first request's quotation, whatever the round is now.
      const again = await replayOf(trx, project.id, user.id, idempotencyKey);
      if (again) return { row: again, replay: true as const };
      if (await spentKey(trx, project.id, context)) throw new QuotationRefusal(QUOTATION_WITHDRAWN);
      const now = context.receivedAt;
      const current = currentRound(windows, now.getTime());
      round = current?.window.round ?? round;
      if (current?.state !== 'open') {
        throw new QuotationRefusal(replace ? WITHDRAW_ROUND_CLOSED : QUOTATION_ROUND_CLOSED);
      }
      const state = await trx
        .selectFrom('procure_projects')
        .select(['state', 'quotation_ended_at', 'min_step', 'min_step_kind', 'quotation_mode'])
        .where('id', '=', project.id)
        .executeTakeFirstOrThrow();
      if (!quotingAt(state, now)) throw new QuotationRefusal(QUOTATION_NOT_QUOTING);
      if (replace) {
        const replaced = await dropRoundQuotations(
          trx,
          project.id,
          context,
          current.window.round,
          'replaced',
        );
        if (!replaced.length) throw new QuotationRefusal(NOTHING_TO_REPLACE);
      }
      // Every supplier's standing offer (their last quotation), the caller's own among them: after a
      // replacement, the caller's of the earlier rounds, if any.
      const offers = await standingOffers(trx, project.id, project.quotation_mode);
      const previous = offers.find((offer) => offer.supplierId === user.id);
      checkStep(state, previous ? previous.value : null, checked.value);
      const id = `q-${randomUUID()}`;
      await linkQuotationFiles(trx, user, id, checked.file);
      const row = await trx
        .insertInto('procure_quotations')
        .values(newQuotationRow(id, project, current.window.round, checked, context, now))
        .returningAll()
        .executeTakeFirstOrThrow();
      await audit(trx, project.id, context, {
        amount: amountText || String(checked.value),
        round: current.window.round,
        outcome: 'accepted',
        quotationId: id,
      });
      const events: NewEvent[] = [];
      const extension = await overtime(trx, project, current.window, now);
      if (extension) events.push(extension.event);
      const own = {
        quotationId: row.id,
        supplierId: user.id,
        supplierName: row.supplier_name,
        value: checked.value,
        seq: Number(row.seq),
        at: now.getTime(),
        round: row.round,
        rank: 0,
      };
      const ranked = rankOffers(project.quotation_mode, [
        ...offers.filter((offer) => offer !== previous),
        own,
      ]);
      events.push(...(await rankEvents(trx, project.id, ranked, current.window.round, now)));
      events.push(await countChangedEvent(trx, project.id, current.window.round, now));
      await writeEvents(trx, events);
      const result: QuotationResult = {
        ...toOwnQuotation(row),
        rank: own.rank,
        replayed: false,
        roundEndTime: (extension?.end ?? new Date(current.window.end_time)).toISOString(),
        extended: Boolean(extension),
      };
      return { result, replay: false as const };
    });
    if (result.replay) return replayed(db, result.row);
    return result.result;
  } catch (error) {
    if (isUniqueViolation(error)) {
      const first = await replayOf(db, project.id, user.id, idempotencyKey);
      if (first) return replayed(db, first);
    }
    return auditRefused(db, project.id, context, error, { amount: amountText, round });
  }
}

/**
 * Overtime: a quotation (a replacement too) or a withdrawal in the last N minutes of the round extends it
 * by M minutes, at most K times; the later rounds move with it. Answers the new end and its event, or
 * undefined.
 */
export async function overtime(
  trx: Transaction<Database>,
  project: Pick<
    ProjectRow,
    'id' | 'overtime_trigger_minutes' | 'overtime_extend_minutes' | 'overtime_max_times'
  >,
  window: WindowRow,
  now: Date,
): Promise<{ end: Date; event: NewEvent } | undefined> {
  const trigger = project.overtime_trigger_minutes * 60_000;
  const extend = project.overtime_extend_minutes * 60_000;
  if (trigger <= 0 || extend <= 0 || window.extensions >= project.overtime_max_times) return undefined;
  const end = new Date(window.end_time);
  if (end.getTime() - now.getTime() > trigger) return undefined;
  const next = new Date(end.getTime() + extend);
  await trx
    .updateTable('procure_bid_windows')
    .set({ end_time: next, extensions: window.extensions + 1 })
    .where('project_id', '=', project.id)
    .where('round', '=', window.round)
    .execute();
  await shiftLaterRounds(trx, project.id, window.round, extend);
  await trx
    .updateTable('procure_projects')
    .set((eb) => ({ bid_end_time: eb.fn('greatest', ['bid_end_time', eb.val(next)]) }))
    .where('id', '=', project.id)
    .execute();
  return {
    end: next,
    event: {
      projectId: project.id,
      type: 'round-extended',
      audience: 'all',
      data: {
        projectId: project.id,
        round: window.round,
        startTime: new Date(window.start_time).toISOString(),
        endTime: next.toISOString(),
        previousEndTime: end.toISOString(),
        extensions: window.extensions + 1,
        time: now.toISOString(),
      },
    },
  };
}

/** checkQuotationByProjectId: may the caller quote now, and the limit their next quotation must reach. */
export async function quotationCheck(
  db: Db,
  access: BiddingAccess,
  user: SessionUser,
): Promise<QuotationCheck> {
  const { project } = access;
  const windows = await windowsOf(db, project.id);
  const current = currentRound(windows, Date.now());
  const base = {
    projectId: project.id,
    round: current?.window.round ?? null,
    roundState: current?.state ?? null,
  };
  const refusal = partRefusal(access);
  if (refusal) return { ...base, canQuote: false, reason: refusal.reason };
  if (current?.state !== 'open') return { ...base, canQuote: false, reason: QUOTATION_ROUND_CLOSED };
  const own = await ownQuotations(db, project.id, user.id);
  const limits = (previous: QuotationRow | undefined) => {
    if (!previous) return { below: null, above: null };
    const { limit, higher } = stepLimit(project, Number(previous.amount));
    return higher ? { below: null, above: limit } : { below: limit, above: null };
  };
  const next = limits(own[0]);
  // A replacement of this round's quotation is judged against the supplier's earlier rounds (issue 36).
  const replaceable = own.some((quotation) => quotation.round === current.window.round);
  const replacing = limits(own.find((quotation) => quotation.round < current.window.round));
  return {
    ...base,
    canQuote: true,
    mustBeBelow: next.below,
    mustBeAbove: next.above,
    replaceable,
    replaceBelow: replaceable ? replacing.below : null,
    replaceAbove: replaceable ? replacing.above : null,
  };
}
