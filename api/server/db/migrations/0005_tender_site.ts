import { type Kysely, sql } from 'kysely';

/**
 * The tender site: tender projects (every field of tender-portal section 3, for notices now and for
 * enrolment and bidding later), their qualification entries, notices with their published versions,
 * and the site's column contents (about us, guides, FAQ).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('procure_projects')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('tenant_id', 'integer', (c) => c.notNull().defaultTo(-1))
    .addColumn('project_name', 'text', (c) => c.notNull())
    .addColumn('project_no', 'text', (c) => c.notNull().unique())
    .addColumn('budget_money', sql`numeric(18, 2)`)
    // competitive or comprehensive
    .addColumn('transaction_mode', 'text', (c) => c.notNull())
    // sum, unitPrice, lower, discount, amount, business, technology
    .addColumn('quotation_mode', 'text', (c) => c.notNull())
    // invite or open
    .addColumn('register_mode', 'text', (c) => c.notNull().defaultTo('open'))
    // 2 excluding tax, any other value including tax
    .addColumn('quotation_include_tax', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('earnest_money', sql`numeric(18, 2)`)
    .addColumn('sign_up_money', sql`numeric(18, 2)`)
    .addColumn('register_start_time', 'timestamptz')
    .addColumn('register_end_time', 'timestamptz')
    .addColumn('bid_start_time', 'timestamptz')
    .addColumn('bid_end_time', 'timestamptz')
    .addColumn('upload_bid_document', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('bid_round', 'integer', (c) => c.notNull().defaultTo(1))
    // minutes between bidding rounds
    .addColumn('round_count', 'integer')
    .addColumn('public_previous_round', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('location', 'text')
    // gklx, gkbx, gkzb, yqzb, jzxcs
    .addColumn('procure_type', 'text', (c) => c.notNull())
    .addColumn('purchaser_id', 'text', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('purchaser_name', 'text', (c) => c.notNull())
    .addColumn('creator_id', 'text', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('creator_name', 'text')
    .addColumn('procurement_content', 'text')
    .addColumn('publish_media', 'text')
    .addColumn('basic_info', 'text')
    // JSON lists of uploaded files and of scoring rules
    .addColumn('document', 'text')
    .addColumn('purchasing_list', 'text')
    .addColumn('score_rule', 'text')
    // The lifecycle the project actions move through (draft, approving, published, started,
    // quoting, ended, interrupted, confirmed); the search status comes from the windows instead.
    .addColumn('state', 'text', (c) => c.notNull().defaultTo('draft'))
    .addColumn('current_round', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  // The search statuses are ranges over the windows; each boundary gets its own index.
  for (const column of ['register_start_time', 'register_end_time', 'bid_start_time', 'bid_end_time']) {
    await db.schema.createIndex(`procure_projects_${column}`).on('procure_projects').column(column).execute();
  }
  await db.schema
    .createIndex('procure_projects_type_mode')
    .on('procure_projects')
    .columns(['procure_type', 'transaction_mode'])
    .execute();
  await db.schema
    .createIndex('procure_projects_purchaser')
    .on('procure_projects')
    .column('purchaser_id')
    .execute();
  await db.schema.createIndex('procure_projects_state').on('procure_projects').column('state').execute();

  await db.schema
    .createTable('procure_project_qualifications')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('project_id', 'text', (c) => c.notNull().references('procure_projects.id').onDelete('cascade'))
    // zg qualification review, anything else conformity review
    .addColumn('type', 'text', (c) => c.notNull())
    .addColumn('summarize', 'text', (c) => c.notNull())
    .addColumn('describe', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('sn', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
  await db.schema
    .createIndex('procure_project_qualifications_project')
    .on('procure_project_qualifications')
    .columns(['project_id', 'sn'])
    .execute();

  await db.schema
    .createTable('procure_notices')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('project_id', 'text', (c) => c.references('procure_projects.id').onDelete('cascade'))
    // bid, bidBefore, bargain, bargainBefore, clear
    .addColumn('type', 'text', (c) => c.notNull())
    .addColumn('title', 'text', (c) => c.notNull())
    .addColumn('content', 'text', (c) => c.notNull().defaultTo(''))
    // JSON list of files: name, size, response { fileId, fileName }
    .addColumn('attachments', 'text', (c) => c.notNull().defaultTo('[]'))
    .addColumn('publish_time', 'timestamptz', (c) => c.notNull())
    .addColumn('publisher', 'text', (c) => c.notNull())
    .addColumn('publisher_id', 'text', (c) => c.references('users.id').onDelete('set null'))
    // draft, published, revoked
    .addColumn('state', 'text', (c) => c.notNull().defaultTo('published'))
    .addColumn('version', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  await installNoticeSearch(db);
  // Each list page is one type, newest first: (type, publish_time) serves the filter, the order and
  // the count; the partial index keeps drafts out of the public lists' way.
  await sql`create index procure_notices_public_type_time on procure_notices (type, publish_time desc, id)
    where state = 'published'`.execute(db);
  await sql`create index procure_notices_public_time on procure_notices (publish_time desc, id)
    where state = 'published'`.execute(db);
  await db.schema
    .createIndex('procure_notices_project')
    .on('procure_notices')
    .columns(['project_id', 'publish_time'])
    .execute();

  await db.schema
    .createTable('notice_history')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('notice_id', 'text', (c) => c.notNull().references('procure_notices.id').onDelete('cascade'))
    .addColumn('version', 'integer', (c) => c.notNull())
    .addColumn('title', 'text', (c) => c.notNull())
    .addColumn('content', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('attachments', 'text', (c) => c.notNull().defaultTo('[]'))
    .addColumn('change_summary', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('publish_time', 'timestamptz', (c) => c.notNull())
    .addColumn('publisher', 'text', (c) => c.notNull())
    .addUniqueConstraint('notice_history_version', ['notice_id', 'version'])
    .execute();

  await db.schema
    .createTable('column_contents')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('column_name', 'text', (c) => c.notNull().unique())
    .addColumn('title', 'text', (c) => c.notNull())
    .addColumn('content', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('sn', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('enabled', 'boolean', (c) => c.notNull().defaultTo(true))
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
}

/**
 * Free text over 100,000 notices without an extension: every notice keeps its search text (title,
 * project name and number, kept in step by triggers) and, indexed with GIN, the set of its one- and
 * two-character pieces. A keyword's pieces must all be there (the index finds those rows), then ILIKE
 * confirms; two-character pieces work for Chinese, which has no spaces between words.
 */
async function installNoticeSearch(db: Kysely<unknown>): Promise<void> {
  await sql`
    create function tender_search_grams(source text) returns tsvector
    language sql immutable parallel safe as $$
      select coalesce(array_to_tsvector(array_agg(distinct gram)), ''::tsvector)
      from (
        select substr(lower(source), i, 1) as gram from generate_series(1, char_length(source)) as i
        union
        select substr(lower(source), i, 2) from generate_series(1, char_length(source) - 1) as i
      ) grams
      where gram <> ''
    $$`.execute(db);
  // The keyword's pieces: its two-character pieces, or the keyword itself when it is one character.
  await sql`
    create function tender_search_query(keyword text) returns tsquery
    language sql immutable parallel safe as $$
      select coalesce(string_agg('''' || replace(replace(gram, '\', '\\'), '''', '''''') || '''', ' & '), '')::tsquery
      from (
        select distinct substr(lower(keyword), i, least(2, char_length(keyword))) as gram
        from generate_series(1, greatest(char_length(keyword) - 1, 1)) as i
      ) grams
      where gram <> ''
    $$`.execute(db);
  await sql`alter table procure_notices add column search_text text not null default ''`.execute(db);
  await sql`alter table procure_notices add column search_grams tsvector
    generated always as (tender_search_grams(search_text)) stored`.execute(db);
  await sql`create index procure_notices_search on procure_notices using gin (search_grams)`.execute(db);
  await sql`
    create function procure_notices_search_text() returns trigger language plpgsql as $$
    begin
      new.search_text := concat_ws(' ', new.title,
        (select concat_ws(' ', project_name, project_no) from procure_projects where id = new.project_id));
      return new;
    end $$`.execute(db);
  await sql`
    create trigger procure_notices_search_text before insert or update of title, project_id on procure_notices
    for each row execute function procure_notices_search_text()`.execute(db);
  await sql`
    create function procure_projects_search_text() returns trigger language plpgsql as $$
    begin
      update procure_notices set search_text = concat_ws(' ', title, new.project_name, new.project_no)
      where project_id = new.id;
      return null;
    end $$`.execute(db);
  await sql`
    create trigger procure_projects_search_text after update of project_name, project_no on procure_projects
    for each row execute function procure_projects_search_text()`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  const tables = [
    'column_contents',
    'notice_history',
    'procure_notices',
    'procure_project_qualifications',
    'procure_projects',
  ];
  for (const table of tables) await db.schema.dropTable(table).ifExists().execute();
  await sql`drop function if exists procure_notices_search_text, procure_projects_search_text`.execute(db);
  await sql`drop function if exists tender_search_grams, tender_search_query`.execute(db);
}
