import { randomUUID } from 'node:crypto';
import { type Kysely, sql } from 'kysely';
import { amountDigestOf, GENESIS_HASH, reasonDigestOf, recordHash } from '../../../contract/audit-chain.js';

interface OldRecord {
  id: string;
  project_id: string;
  supplier_id: string;
  account: string;
  supplier_name: string;
  client_address: string;
  amount: string;
  round: number | null;
  outcome: string;
  reason: string | null;
  quotation_id: string | null;
  idempotency_key: string | null;
  created_at: Date;
}

/** The records written before the chain, chained per project in the order written (as of this schema). */
async function backFill(db: Kysely<unknown>): Promise<void> {
  const { rows } =
    await sql<OldRecord>`select * from procure_quotation_audit order by project_id, id`.execute(db);
  const heads = new Map<string, { seq: number; hash: string }>();
  for (const row of rows) {
    const head = heads.get(row.project_id) ?? { seq: 0, hash: GENESIS_HASH };
    const seq = head.seq + 1;
    const salt = randomUUID();
    const amountDigest = await amountDigestOf(salt, row.amount);
    const hash = await recordHash({
      v: 1,
      projectId: row.project_id,
      seq,
      kind: 'quotation',
      createTime: new Date(row.created_at).toISOString(),
      supplierId: row.supplier_id,
      account: row.account,
      supplierName: row.supplier_name,
      clientAddress: row.client_address,
      round: row.round,
      outcome: row.outcome,
      reason: row.reason,
      reasonDigest: await reasonDigestOf(salt, row.reason),
      quotationId: row.quotation_id,
      idempotencyKey: row.idempotency_key,
      detail: null,
      amountDigest,
      prevHash: head.hash,
    });
    await sql`update procure_quotation_audit set seq = ${seq}, salt = ${salt}, amount_digest = ${amountDigest},
      prev_hash = ${head.hash}, hash = ${hash} where id = ${row.id}`.execute(db);
    heads.set(row.project_id, { seq, hash });
  }
  for (const [projectId, head] of heads) {
    await sql`insert into procure_audit_heads (project_id, seq, hash) values (${projectId}, ${head.seq}, ${head.hash})`.execute(
      db,
    );
  }
}

/**
 * The tamper-evident audit trail of a project (issue 36): procure_quotation_audit becomes the project's
 * one audit chain (registrations, quotation requests, round changes, confirmation), each record with its
 * place, the hash of the one before and its own; the chain's head per project is locked by each append.
 * The records written before are chained in the order written.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('procure_quotation_audit')
    .addColumn('kind', 'text', (c) => c.notNull().defaultTo('quotation'))
    .addColumn('detail', 'text')
    .addColumn('seq', 'integer')
    .addColumn('salt', 'text')
    .addColumn('amount_digest', 'text')
    .addColumn('prev_hash', 'text')
    .addColumn('hash', 'text')
    .execute();
  await db.schema
    .createTable('procure_audit_heads')
    .addColumn('project_id', 'text', (c) =>
      c.primaryKey().references('procure_projects.id').onDelete('cascade'),
    )
    .addColumn('seq', 'integer', (c) => c.notNull())
    .addColumn('hash', 'text', (c) => c.notNull())
    .execute();
  await sql`create unique index procure_quotation_audit_chain on procure_quotation_audit (project_id, seq)`.execute(
    db,
  );
  await backFill(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop index if exists procure_quotation_audit_chain`.execute(db);
  await db.schema.dropTable('procure_audit_heads').execute();
  for (const column of ['kind', 'detail', 'seq', 'salt', 'amount_digest', 'prev_hash', 'hash']) {
    await db.schema.alterTable('procure_quotation_audit').dropColumn(column).execute();
  }
}
