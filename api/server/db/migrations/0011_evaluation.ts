import { type Kysely, sql } from 'kysely';

/**
 * Comprehensive evaluation (issue 12): each enrolled supplier's sealed comprehensive quotation (one per
 * project, replaced while quotation is open), and the purchaser's review scores per rule of the
 * project's fScoreRule (by rule key, `技术分/设备性能指标`). Qualification results live in
 * procure_qualification_results (0007); the award notice is a procure_notices row of type bargain.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('procure_comprehensive_quotations')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('project_id', 'text', (c) => c.notNull().references('procure_projects.id').onDelete('cascade'))
    .addColumn('supplier_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('supplier_name', 'text', (c) => c.notNull())
    .addColumn('quotation_amount', sql`numeric(18, 2)`, (c) => c.notNull())
    // JSON list of FileListEntry: the bid documents
    .addColumn('quotation_file', 'text')
    .addColumn('remark', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    // once per project per supplier, whatever two requests race
    .addUniqueConstraint('procure_comprehensive_quotations_once', ['project_id', 'supplier_id'])
    .execute();

  await db.schema
    .createTable('procure_review_scores')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('project_id', 'text', (c) => c.notNull().references('procure_projects.id').onDelete('cascade'))
    .addColumn('supplier_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('option_key', 'text', (c) => c.notNull())
    .addColumn('score', sql`numeric(8, 2)`, (c) => c.notNull())
    .addColumn('remark', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('reviewer_id', 'text', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addUniqueConstraint('procure_review_scores_once', ['project_id', 'supplier_id', 'option_key'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('procure_review_scores').ifExists().execute();
  await db.schema.dropTable('procure_comprehensive_quotations').ifExists().execute();
}
