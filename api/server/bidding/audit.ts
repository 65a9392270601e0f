import type { Kysely, Selectable, Transaction } from 'kysely';
import type { AuditOutcome } from '../../contract/bidding.js';
import type { SessionUser } from '../auth/sessions.js';
import type { Database } from '../db/schema.js';
import type { ProcureQuotationTable } from '../db/schema-bidding.js';
import { type AuditEntry, appendAudit } from './audit-chain.js';

/**
 * The audit trail of quotations (procure_quotation_audit, chained: audit-chain.ts): every request with a project, accepted or
 * refused, and every quotation its supplier withdrew or replaced while its round was open (issue 36).
 * A withdrawn quotation leaves procure_quotations, so that every reader (ranks, counts, the comparison,
 * the previous round's best, the files) counts only what stands; its figure and id stay here.
 */

type Executor = Kysely<Database> | Transaction<Database>;
type QuotationRow = Selectable<ProcureQuotationTable>;

/** What the audit trail writes of a request. */
export interface AuditContext {
  user: SessionUser;
  /**
   * When the request arrived: the round it falls in and its place among ties are judged by this, so a
   * quotation sent before the end is taken even when others were ahead of it in the queue.
   */
  receivedAt: Date;
  clientAddress: string;
  idempotencyKey: string | null;
}

/** The audit record of a quotation request (accepted, refused, withdrawn or replaced). */
export function quotationAuditEntry(
  projectId: string,
  context: AuditContext,
  entry: {
    amount: string;
    round: number | null;
    outcome: AuditOutcome;
    reason?: string | null;
    quotationId?: string | null;
  },
): AuditEntry {
  return {
    projectId,
    kind: 'quotation',
    supplierId: context.user.id,
    account: context.user.account,
    supplierName: context.user.fullname ?? '',
    clientAddress: context.clientAddress,
    amount: entry.amount,
    round: entry.round,
    outcome: entry.outcome,
    reason: entry.reason ?? null,
    quotationId: entry.quotationId ?? null,
    // The key of the request that withdrew or replaced a quotation is not that quotation's.
    idempotencyKey:
      entry.outcome === 'withdrawn' || entry.outcome === 'replaced' ? null : context.idempotencyKey,
  };
}

export async function audit(
  db: Executor,
  projectId: string,
  context: AuditContext,
  entry: Parameters<typeof quotationAuditEntry>[2],
): Promise<void> {
  await appendAudit(db, quotationAuditEntry(projectId, context, entry));
}

/**
 * Takes the supplier's quotations of `round` out (and their documents' links), writing each to the audit
 * trail as `outcome`; answers them. Call under the project's round lock.
 */
export async function dropRoundQuotations(
  trx: Transaction<Database>,
  projectId: string,
  context: AuditContext,
  round: number,
  outcome: 'withdrawn' | 'replaced',
): Promise<QuotationRow[]> {
  const dropped = await trx
    .deleteFrom('procure_quotations')
    .where('project_id', '=', projectId)
    .where('supplier_id', '=', context.user.id)
    .where('round', '=', round)
    .returningAll()
    .execute();
  if (!dropped.length) return dropped;
  await trx
    .deleteFrom('file_links')
    .where('object_type', '=', 'quotation')
    .where(
      'object_id',
      'in',
      dropped.map((row) => row.id),
    )
    .execute();
  for (const row of dropped.sort((a, b) => Number(a.seq) - Number(b.seq))) {
    await audit(trx, projectId, context, { amount: String(row.amount), round, outcome, quotationId: row.id });
  }
  return dropped;
}

/**
 * The idempotency key took a quotation that is gone since (withdrawn or replaced): a late retry of it
 * must not bring it back.
 */
export async function spentKey(db: Executor, projectId: string, context: AuditContext): Promise<boolean> {
  if (!context.idempotencyKey) return false;
  const row = await db
    .selectFrom('procure_quotation_audit')
    .select('id')
    .where('project_id', '=', projectId)
    .where('supplier_id', '=', context.user.id)
    .where('idempotency_key', '=', context.idempotencyKey)
    .where('outcome', '=', 'accepted')
    .executeTakeFirst();
  return row !== undefined;
}
