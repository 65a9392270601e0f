import { createHash, randomUUID } from 'node:crypto';
import { type Kysely, type Selectable, sql, type Transaction } from 'kysely';
import {
  AUDIT_CHAIN_ALGORITHM,
  AUDIT_CHAIN_DESCRIPTION,
  type AuditChainExport,
  type AuditChainRecord,
  amountDigestText,
  canonicalRecord,
  GENESIS_HASH,
  reasonDigestOf,
  reasonDigestText,
} from '../../contract/audit-chain.js';
import type { SessionUser } from '../auth/sessions.js';
import type { Database } from '../db/schema.js';
import type { ProcureQuotationAuditTable } from '../db/schema-bidding.js';
import type { ProjectRow } from '../tender/access.js';
import { biddingAccess, requireManager } from './quotations.js';
import { windowsOf } from './rounds.js';
import { biddingEnded, closedRounds } from './views.js';

/**
 * The project's audit chain (issue 36) in procure_quotation_audit: every record carries its place (seq),
 * the hash of the record before and its own (api/contract/audit-chain.ts). A record is appended under
 * the project's chain head (procure_audit_heads), locked by the upsert that moves it on, in the
 * transaction that writes the record: appends of one project take turns on PostgreSQL and PGlite alike.
 */

type Executor = Kysely<Database> | Transaction<Database>;
type AuditRow = Selectable<ProcureQuotationAuditTable>;

/** What an audit record says; the chain fields are added by appendAudit. */
export interface AuditEntry {
  projectId: string;
  kind: 'registration' | 'quotation' | 'round' | 'confirmation';
  supplierId?: string;
  account?: string;
  supplierName?: string;
  clientAddress?: string;
  amount?: string;
  round?: number | null;
  outcome: string;
  reason?: string | null;
  quotationId?: string | null;
  idempotencyKey?: string | null;
  detail?: Record<string, unknown> | null;
}

/** SHA-256 hex at once (node:crypto): the same digest as the contract's Web Crypto sha256Hex. */
const sha256 = (text: string) => createHash('sha256').update(text, 'utf8').digest('hex');

function chainFields(
  row: Omit<AuditChainRecord, 'amountDigest' | 'reasonDigest' | 'hash' | 'amount' | 'salt' | 'v'>,
  amount: string,
  salt: string,
) {
  const amountDigest = sha256(amountDigestText(salt, amount));
  const reasonDigest = row.reason === null ? null : sha256(reasonDigestText(salt, row.reason));
  const hash = sha256(canonicalRecord({ v: 1, ...row, amountDigest, reasonDigest }));
  return { amountDigest, hash };
}

/**
 * Appends `entries` (all of `projectId`) to the chain in the order given: the head row moved on by their
 * number in one statement (its row lock holds the project's other appends until commit), the records
 * chained in memory and written in one statement, the head's hash set once.
 */
async function appendIn(trx: Transaction<Database>, projectId: string, entries: AuditEntry[]): Promise<void> {
  if (!entries.length) return;
  const { rows } = await sql<{ seq: number; hash: string }>`
    insert into procure_audit_heads (project_id, seq, hash) values (${projectId}, ${entries.length}, '')
    on conflict (project_id) do update set seq = procure_audit_heads.seq + ${entries.length}
    returning seq, hash`.execute(trx);
  const head = rows[0];
  if (!head) throw new Error('audit chain head not written');
  const first = Number(head.seq) - entries.length + 1;
  let prevHash = first === 1 || !head.hash ? GENESIS_HASH : head.hash;
  const records = [];
  for (const [index, entry] of entries.entries()) {
    const seq = first + index;
    // Milliseconds, as the hash writes the time.
    const createdAt = new Date();
    const salt = randomUUID();
    const amount = entry.amount ?? '';
    const values = {
      projectId,
      seq,
      kind: entry.kind,
      createTime: createdAt.toISOString(),
      supplierId: entry.supplierId ?? '',
      account: entry.account ?? '',
      supplierName: entry.supplierName ?? '',
      clientAddress: entry.clientAddress ?? '',
      round: entry.round ?? null,
      outcome: entry.outcome,
      reason: entry.reason ?? null,
      quotationId: entry.quotationId ?? null,
      idempotencyKey: entry.idempotencyKey ?? null,
      detail: entry.detail ? JSON.stringify(entry.detail) : null,
      prevHash,
    };
    const { amountDigest, hash } = chainFields(values, amount, salt);
    records.push({
      project_id: projectId,
      supplier_id: values.supplierId,
      account: values.account,
      supplier_name: values.supplierName,
      client_address: values.clientAddress,
      amount,
      round: values.round,
      outcome: values.outcome,
      reason: values.reason,
      quotation_id: values.quotationId,
      idempotency_key: values.idempotencyKey,
      created_at: createdAt,
      kind: values.kind,
      detail: values.detail,
      seq,
      salt,
      amount_digest: amountDigest,
      prev_hash: prevHash,
      hash,
    });
    prevHash = hash;
  }
  await trx.insertInto('procure_quotation_audit').values(records).execute();
  await trx
    .updateTable('procure_audit_heads')
    .set({ hash: prevHash })
    .where('project_id', '=', projectId)
    .execute();
}

/** Appends a record to its project's chain, in the transaction `db` is or in one of its own. */
export async function appendAudit(db: Executor, entry: AuditEntry): Promise<void> {
  await appendAudits(db, entry.projectId, [entry]);
}

/** Appends records of one project to its chain in the order given (quotations taken in one turn). */
export async function appendAudits(db: Executor, projectId: string, entries: AuditEntry[]): Promise<void> {
  if (entries.some((entry) => entry.projectId !== projectId))
    throw new Error('audit records of another project');
  if (db.isTransaction) return appendIn(db as Transaction<Database>, projectId, entries);
  await db.transaction().execute((trx) => appendIn(trx, projectId, entries));
}

async function recordOf(row: AuditRow, sealed: boolean): Promise<AuditChainRecord> {
  return {
    v: 1,
    projectId: row.project_id,
    seq: Number(row.seq),
    kind: row.kind,
    createTime: new Date(row.created_at).toISOString(),
    supplierId: row.supplier_id,
    account: row.account,
    supplierName: row.supplier_name,
    clientAddress: row.client_address,
    round: row.round,
    outcome: row.outcome,
    reason: sealed ? null : row.reason,
    reasonDigest: await reasonDigestOf(row.salt ?? '', row.reason),
    quotationId: row.quotation_id,
    idempotencyKey: row.idempotency_key,
    detail: row.detail,
    amountDigest: row.amount_digest ?? '',
    prevHash: row.prev_hash ?? '',
    hash: row.hash ?? '',
    amount: sealed ? null : row.amount,
    salt: sealed ? null : row.salt,
  };
}

/**
 * Chains a project's records (every project's, without `projectId`) afresh in the order written:
 * the back-fill of the records written before the chain, and the demo's after it moves its dates.
 */
export async function rechainAudit(db: Executor, projectId?: string): Promise<void> {
  let query = db.selectFrom('procure_quotation_audit').selectAll().orderBy('project_id').orderBy('id');
  if (projectId) query = query.where('project_id', '=', projectId);
  const rows = await query.execute();
  const inTransaction = (work: (trx: Transaction<Database>) => Promise<void>) =>
    db.isTransaction ? work(db as Transaction<Database>) : db.transaction().execute(work);
  await inTransaction(async (trx) => {
    // Places are given afresh: none may stand in the way of another while they move.
    let clear = trx.updateTable('procure_quotation_audit').set({ seq: null });
    if (projectId) clear = clear.where('project_id', '=', projectId);
    await clear.execute();
    let project = '';
    let seq = 0;
    let prevHash = GENESIS_HASH;
    const flush = async () => {
      if (!project) return;
      await sql`insert into procure_audit_heads (project_id, seq, hash) values (${project}, ${seq}, ${prevHash})
        on conflict (project_id) do update set seq = excluded.seq, hash = excluded.hash`.execute(trx);
    };
    for (const row of rows) {
      if (row.project_id !== project) {
        await flush();
        project = row.project_id;
        seq = 0;
        prevHash = GENESIS_HASH;
      }
      seq += 1;
      const salt = row.salt ?? randomUUID();
      // Unsealed: the reason is chained through its digest, as written.
      const record = await recordOf({ ...row, seq, salt, prev_hash: prevHash }, false);
      const { amountDigest, hash } = chainFields(record, row.amount, salt);
      await trx
        .updateTable('procure_quotation_audit')
        .set({ seq, salt, amount_digest: amountDigest, prev_hash: prevHash, hash })
        .where('id', '=', row.id)
        .execute();
      prevHash = hash;
    }
    await flush();
  });
}

/**
 * Whether an audit row's figures (amount and reason) are sealed from the purchaser and administrators:
 * every quotation request of a round still open (or of no round, until the bidding ends), accepted,
 * refused, withdrawn or replaced alike, since a refusal's reason can name a limit computed from the
 * supplier's sealed quotation and a refused retry or replace is written with its figure. One rule for
 * queryAudit and exportAudit; the supplier sees their own figures in their own views, never here.
 */
export async function auditSealing(
  db: Kysely<Database>,
  project: ProjectRow,
  now: number,
): Promise<(row: { kind: string; round: number | null }) => boolean> {
  const windows = await windowsOf(db, project.id);
  const ended = biddingEnded(project, windows, now);
  const closed = new Set(closedRounds(windows, now));
  return (row) => row.kind === 'quotation' && !ended && (row.round === null || !closed.has(row.round));
}

/**
 * exportAudit: the project's whole chain for its purchaser and administrators. Sealing holds as in
 * queryAudit (auditSealing): a quotation request's figure and reason show once its round has closed; a
 * sealed record comes with its amountDigest and reasonDigest only, and verifies all the same.
 */
export async function exportAuditTrail(
  db: Kysely<Database>,
  user: SessionUser,
  projectId: string,
): Promise<AuditChainExport> {
  const found = await biddingAccess(db, user, projectId);
  requireManager(found);
  const rows = await db
    .selectFrom('procure_quotation_audit')
    .selectAll()
    .where('project_id', '=', found.project.id)
    .orderBy('seq')
    .orderBy('id')
    .execute();
  const now = Date.now();
  const sealed = await auditSealing(db, found.project, now);
  const award = await db
    .selectFrom('procure_notices')
    .select(['id', 'audit_count', 'audit_last_hash'])
    .where('project_id', '=', found.project.id)
    .where('type', '=', 'bargain')
    .where('state', '=', 'published')
    .where('audit_count', 'is not', null)
    .orderBy('publish_time', 'desc')
    .executeTakeFirst();
  return {
    algorithm: AUDIT_CHAIN_ALGORITHM,
    description: AUDIT_CHAIN_DESCRIPTION,
    projectId: found.project.id,
    projectNo: found.project.project_no ?? '',
    exportedAt: new Date(now).toISOString(),
    records: await Promise.all(rows.map((row) => recordOf(row, sealed(row)))),
    publishedAnchor:
      award?.audit_count && award.audit_last_hash
        ? { noticeId: award.id, count: award.audit_count, lastHash: award.audit_last_hash }
        : null,
  };
}
