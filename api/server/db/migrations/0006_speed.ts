import { type Kysely, sql } from 'kysely';

/** The channel change-feed.ts listens on. */
export const CHANGE_CHANNEL = 'eip_changes';
/** The tables the server's caches read (change-feed.ts): each tells the channel when it changed. */
export const WATCHED_TABLES = [
  'auth_tokens',
  'users',
  'procure_messages',
  'menus',
  'portal_grants',
  'roles',
  'user_roles',
] as const;

/**
 * Speed under load (issue 10):
 * - free text over the notices through a trigram index (pg_trgm; PGlite loads the extension, see
 *   database.ts): `search_text LIKE lower('%keyword%')` finds its candidates in the index for keywords of
 *   three characters and more (the bigram index of 0005 stays for shorter ones); the search text is kept in
 *   lower case, LIKE over it being ILIKE at a third of the cost per row;
 * - the project columns the notice lists filter and sort by are copied onto each notice (kept by triggers on
 *   both tables, whatever writes them), so that a list walks one index of the notices in its order and stops
 *   at the page, where a filter or order on the joined project had to join and sort every match; the list
 *   indexes end with `id desc`, as the lists' order does (publish_time desc, id desc), so no sort is left;
 * - a change feed for the server's caches: after each statement that changes a watched table, its name
 *   is sent on the `eip_changes` channel, so every server process drops what it cached from it.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`create extension if not exists pg_trgm`.execute(db);
  await sql`create index procure_notices_search_trgm on procure_notices using gin (search_text gin_trgm_ops)`.execute(
    db,
  );

  await lowerSearchText(db, true);
  await copyProjectColumns(db);

  await sql`
    create function eip_tell_change() returns trigger language plpgsql as $$
    begin
      perform pg_notify(${sql.lit(CHANGE_CHANNEL)}, tg_table_name);
      return null;
    end $$`.execute(db);
  for (const table of WATCHED_TABLES) {
    // Signing in inserts a token and tells nobody: only a changed or removed token matters to a cache.
    const events = table === 'auth_tokens' ? 'update or delete' : 'insert or update or delete or truncate';
    await sql`
      create trigger ${sql.id(`${table}_tell_change`)} after ${sql.raw(events)} on ${sql.table(table)}
      for each statement execute function eip_tell_change()`.execute(db);
  }
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of WATCHED_TABLES) {
    await sql`drop trigger if exists ${sql.id(`${table}_tell_change`)} on ${sql.table(table)}`.execute(db);
  }
  await sql`drop function if exists eip_tell_change()`.execute(db);
  await sql`drop index if exists procure_notices_search_trgm`.execute(db);
  await lowerSearchText(db, false);
  for (const index of [...LIST_INDEXES, ...WINDOW_INDEXES]) {
    await sql`drop index if exists ${sql.id(index.name)}`.execute(db);
  }
  await sql`drop trigger if exists procure_projects_copy_columns on procure_projects`.execute(db);
  await sql`drop trigger if exists procure_notices_copy_columns on procure_notices`.execute(db);
  await sql`drop function if exists procure_projects_copy_columns, procure_notices_copy_columns`.execute(db);
  for (const column of COPIED_COLUMNS) {
    await sql`alter table procure_notices drop column if exists ${sql.id(column)}`.execute(db);
  }
  await sql`create index procure_notices_public_type_time on procure_notices (type, publish_time desc, id)
    where state = 'published'`.execute(db);
  await sql`create index procure_notices_public_time on procure_notices (publish_time desc, id)
    where state = 'published'`.execute(db);
}

/**
 * The notices' search text (0005_tender_site) kept in lower case: `search_text LIKE lower(pattern)` then
 * answers what ILIKE did (ILIKE lowers both sides in a multibyte encoding) at a third of its cost per row.
 */
async function lowerSearchText(db: Kysely<unknown>, lower: boolean): Promise<void> {
  const text = (parts: ReturnType<typeof sql>) => (lower ? sql`lower(${parts})` : parts);
  await sql`
    create or replace function procure_notices_search_text() returns trigger language plpgsql as $$
    begin
      new.search_text := ${text(sql`concat_ws(' ', new.title,
        (select concat_ws(' ', project_name, project_no) from procure_projects where id = new.project_id))`)};
      return new;
    end $$`.execute(db);
  await sql`
    create or replace function procure_projects_search_text() returns trigger language plpgsql as $$
    begin
      update procure_notices set search_text = ${text(sql`concat_ws(' ', title, new.project_name, new.project_no)`)}
      where project_id = new.id;
      return null;
    end $$`.execute(db);
  if (lower) {
    await sql`update procure_notices set search_text = lower(search_text)
      where search_text <> lower(search_text)`.execute(db);
  } else {
    await sql`update procure_notices n set search_text = concat_ws(' ', n.title, p.project_name, p.project_no)
      from procure_projects p where p.id = n.project_id`.execute(db);
    await sql`update procure_notices set search_text = title where project_id is null`.execute(db);
  }
}

/** The project columns a notice list filters or sorts by, copied onto the notice under the same names. */
export const COPIED_COLUMNS = [
  'budget_money',
  'procure_type',
  'transaction_mode',
  'quotation_mode',
  'register_start_time',
  'register_end_time',
  'bid_start_time',
  'bid_end_time',
] as const;

/**
 * The public lists' indexes (published notices only), each in the lists' order: by type (each list page),
 * all types (free text, home search), by type and budget (sorting by budget), by type and procure type or
 * transaction mode (the list filters).
 */
const LIST_INDEXES = [
  { name: 'procure_notices_list_type', columns: 'type, publish_time desc, id desc' },
  { name: 'procure_notices_list_time', columns: 'publish_time desc, id desc' },
  { name: 'procure_notices_list_budget', columns: 'type, budget_money desc, publish_time desc, id desc' },
  { name: 'procure_notices_list_procure_type', columns: 'type, procure_type, publish_time desc, id desc' },
  { name: 'procure_notices_list_mode', columns: 'type, transaction_mode, publish_time desc, id desc' },
  // The status filters find their projects first (tender/notices.ts), then these notices of one type.
  { name: 'procure_notices_list_project', columns: 'project_id, type, publish_time desc' },
] as const;

/**
 * A project is in window k while boundary k is ahead and boundary k - 1 has passed: each pair answers
 * its status from the index (the one-column indexes of 0005 answer the first status and missing windows).
 */
const WINDOW_INDEXES = [
  { name: 'procure_projects_in_register', columns: 'register_end_time, register_start_time' },
  { name: 'procure_projects_will_quote', columns: 'bid_start_time, register_end_time' },
  { name: 'procure_projects_quoting', columns: 'bid_end_time, bid_start_time' },
] as const;

async function copyProjectColumns(db: Kysely<unknown>): Promise<void> {
  await sql`alter table procure_notices
    add column budget_money numeric(18, 2), add column procure_type text, add column transaction_mode text,
    add column quotation_mode text, add column register_start_time timestamptz,
    add column register_end_time timestamptz, add column bid_start_time timestamptz,
    add column bid_end_time timestamptz`.execute(db);
  const columns = sql.join(COPIED_COLUMNS.map((column) => sql.id(column)));
  const fromProject = sql.join(COPIED_COLUMNS.map((column) => sql.ref(`p.${column}`)));
  await sql`update procure_notices n set (${columns}) = (${fromProject})
    from procure_projects p where p.id = n.project_id`.execute(db);
  // A notice written or moved to another project takes its project's columns (none without a project).
  const assignNew = sql.join(
    COPIED_COLUMNS.map((column) => sql`new.${sql.id(column)} := p.${sql.id(column)}`),
    sql`; `,
  );
  const clearNew = sql.join(
    COPIED_COLUMNS.map((column) => sql`new.${sql.id(column)} := null`),
    sql`; `,
  );
  await sql`
    create function procure_notices_copy_columns() returns trigger language plpgsql as $$
    declare p procure_projects%rowtype;
    begin
      select * into p from procure_projects where id = new.project_id;
      if found then ${assignNew}; else ${clearNew}; end if;
      return new;
    end $$`.execute(db);
  await sql`
    create trigger procure_notices_copy_columns before insert or update of project_id, ${columns}
    on procure_notices for each row execute function procure_notices_copy_columns()`.execute(db);
  // A project whose columns change passes them on to its notices.
  const fromNew = sql.join(COPIED_COLUMNS.map((column) => sql`new.${sql.id(column)}`));
  const changed = sql.join(
    COPIED_COLUMNS.map((column) => sql`new.${sql.id(column)} is distinct from old.${sql.id(column)}`),
    sql` or `,
  );
  await sql`
    create function procure_projects_copy_columns() returns trigger language plpgsql as $$
    begin
      if ${changed} then
        update procure_notices set (${columns}) = (${fromNew}) where project_id = new.id;
      end if;
      return null;
    end $$`.execute(db);
  await sql`
    create trigger procure_projects_copy_columns after update of ${columns} on procure_projects
    for each row execute function procure_projects_copy_columns()`.execute(db);

  await sql`drop index if exists procure_notices_public_type_time`.execute(db);
  await sql`drop index if exists procure_notices_public_time`.execute(db);
  for (const index of LIST_INDEXES) {
    await sql`create index ${sql.id(index.name)} on procure_notices (${sql.raw(index.columns)})
      where state = 'published'`.execute(db);
  }
  for (const index of WINDOW_INDEXES) {
    await sql`create index ${sql.id(index.name)} on procure_projects (${sql.raw(index.columns)})`.execute(db);
  }
}
