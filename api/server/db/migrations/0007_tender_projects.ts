import { type Kysely, sql } from 'kysely';

/**
 * Tender projects as the purchaser runs them (issue 11): the lifecycle columns of a project (winner,
 * result report, approval, interruption) and its rounds' bidding windows; registrations and invitations
 * of suppliers; goods lines of the purchasing list; qualification results; the purchaser's and the
 * contract information of each user; collections; and the objects a stored file belongs to, which
 * decide who may download it.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  // The lifecycle of 0005 named a started project 'published'; the state machine calls it registering.
  await sql`update procure_projects set state = 'registering' where state in ('published', 'started')`.execute(
    db,
  );
  await sql`update procure_projects set state = 'quoted' where state = 'ended'`.execute(db);
  await db.schema
    .alterTable('procure_projects')
    .addColumn('winner_id', 'text', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('report', 'text')
    .addColumn('report_files', 'text')
    .addColumn('approval_opinion', 'text')
    .addColumn('interrupt_reason', 'text')
    .addColumn('state_changed_at', 'timestamptz')
    .execute();

  // The bidding window of each round (round 1 opens with startQuotation; the next issue adds rounds).
  await db.schema
    .createTable('procure_bid_windows')
    .addColumn('project_id', 'text', (c) => c.notNull().references('procure_projects.id').onDelete('cascade'))
    .addColumn('round', 'integer', (c) => c.notNull())
    .addColumn('start_time', 'timestamptz', (c) => c.notNull())
    .addColumn('end_time', 'timestamptz', (c) => c.notNull())
    .addPrimaryKeyConstraint('procure_bid_windows_pk', ['project_id', 'round'])
    .execute();

  await db.schema
    .createTable('procure_registrations')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('project_id', 'text', (c) => c.notNull().references('procure_projects.id').onDelete('cascade'))
    .addColumn('supplier_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('supplier_name', 'text', (c) => c.notNull())
    .addColumn('registrator_name', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('registrator_phone', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('registrator_email', 'text', (c) => c.notNull().defaultTo(''))
    // JSON lists of files: payment proof, business licence, materials, service fee, contract
    .addColumn('fkpz', 'text')
    .addColumn('business_license', 'text')
    .addColumn('sczl', 'text')
    .addColumn('service_payment', 'text')
    .addColumn('contract', 'text')
    // pending, pass, reject
    .addColumn('status', 'text', (c) => c.notNull().defaultTo('pending'))
    .addColumn('reason', 'text')
    // invitations: invited, then pass or reject by the supplier (with invite_reason)
    .addColumn('invite_status', 'text')
    .addColumn('invite_reason', 'text')
    .addColumn('reviewer_id', 'text', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('reviewed_at', 'timestamptz')
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    // once per project per supplier, whatever two requests race
    .addUniqueConstraint('procure_registrations_once', ['project_id', 'supplier_id'])
    .execute();
  await db.schema
    .createIndex('procure_registrations_supplier')
    .on('procure_registrations')
    .columns(['supplier_id', 'created_at'])
    .execute();
  await db.schema
    .createIndex('procure_registrations_project_status')
    .on('procure_registrations')
    .columns(['project_id', 'status'])
    .execute();

  await db.schema
    .createTable('procure_project_goods')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('project_id', 'text', (c) => c.notNull().references('procure_projects.id').onDelete('cascade'))
    .addColumn('goods_name', 'text', (c) => c.notNull())
    .addColumn('spec', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('unit', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('quantity', sql`numeric(18, 3)`)
    .addColumn('budget_price', sql`numeric(18, 2)`)
    .addColumn('remark', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('sn', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
  await db.schema
    .createIndex('procure_project_goods_project')
    .on('procure_project_goods')
    .columns(['project_id', 'sn'])
    .execute();

  // Each enrolled supplier's result against each qualification entry (null: not reviewed yet).
  await db.schema
    .createTable('procure_qualification_results')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('project_id', 'text', (c) => c.notNull().references('procure_projects.id').onDelete('cascade'))
    .addColumn('supplier_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('qualification_id', 'text', (c) =>
      c.notNull().references('procure_project_qualifications.id').onDelete('cascade'),
    )
    .addColumn('passed', 'boolean')
    .addColumn('remark', 'text', (c) => c.notNull().defaultTo(''))
    .addUniqueConstraint('procure_qualification_results_once', ['supplier_id', 'qualification_id'])
    .execute();
  await db.schema
    .createIndex('procure_qualification_results_project')
    .on('procure_qualification_results')
    .columns(['project_id', 'supplier_id'])
    .execute();

  await db.schema
    .createTable('purchaser_informations')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('user_id', 'text', (c) => c.notNull().unique().references('users.id').onDelete('cascade'))
    .addColumn('company_name', 'text', (c) => c.notNull())
    .addColumn('credit_code', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('contact_name', 'text', (c) => c.notNull())
    .addColumn('contact_phone', 'text', (c) => c.notNull())
    .addColumn('contact_email', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('address', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('bank_name', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('bank_account', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('remark', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();

  await db.schema
    .createTable('contract_informations')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('user_id', 'text', (c) => c.notNull().unique().references('users.id').onDelete('cascade'))
    .addColumn('company_name', 'text', (c) => c.notNull())
    .addColumn('legal_representative', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('agent', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('phone', 'text', (c) => c.notNull())
    .addColumn('address', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('postcode', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('bank_name', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('bank_account', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('tax_no', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();

  await db.schema
    .createTable('procure_collections')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('user_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('link_id', 'text', (c) => c.notNull())
    // notice or project
    .addColumn('type', 'text', (c) => c.notNull())
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addUniqueConstraint('procure_collections_once', ['user_id', 'link_id'])
    .execute();
  await db.schema
    .createIndex('procure_collections_user')
    .on('procure_collections')
    .columns(['user_id', 'created_at'])
    .execute();

  // The objects a file belongs to: a non-public file linked to any is read only by who may see one.
  await db.schema
    .createTable('file_links')
    .addColumn('file_id', 'text', (c) => c.notNull().references('files.id').onDelete('cascade'))
    // projectDocument, projectPurchasingList, projectReport, registration
    .addColumn('object_type', 'text', (c) => c.notNull())
    .addColumn('object_id', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('file_links_pk', ['file_id', 'object_type', 'object_id'])
    .execute();
  await db.schema
    .createIndex('file_links_object')
    .on('file_links')
    .columns(['object_type', 'object_id'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of [
    'file_links',
    'procure_collections',
    'contract_informations',
    'purchaser_informations',
    'procure_qualification_results',
    'procure_project_goods',
    'procure_registrations',
    'procure_bid_windows',
  ]) {
    await db.schema.dropTable(table).ifExists().execute();
  }
  await db.schema
    .alterTable('procure_projects')
    .dropColumn('winner_id')
    .dropColumn('report')
    .dropColumn('report_files')
    .dropColumn('approval_opinion')
    .dropColumn('interrupt_reason')
    .dropColumn('state_changed_at')
    .execute();
}
