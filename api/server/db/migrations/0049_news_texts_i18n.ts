import { type Kysely, sql } from 'kysely';

/**
 * News in the portal's three languages (issue 36): a jsonb `*_i18n` beside a news item's title, summary and
 * content, and beside a news class's name, as migration 0026 gave the other seeded texts
 * (http/localized-text.ts chooses the caller's one). The seeded notices carry them; an item the site
 * administrator writes or edits has none, and shows as typed in every language.
 */
const COLUMNS: [table: string, column: string][] = [
  ['news', 'title_i18n'],
  ['news', 'summary_i18n'],
  ['news', 'content_i18n'],
  ['news_classes', 'name_i18n'],
];

export async function up(db: Kysely<unknown>): Promise<void> {
  for (const [table, column] of COLUMNS) {
    await db.schema.alterTable(table).addColumn(column, sql`jsonb`).execute();
  }
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const [table, column] of COLUMNS) {
    await db.schema.alterTable(table).dropColumn(column).execute();
  }
}
