import { type Kysely, sql } from 'kysely';

/**
 * Seeded and system texts in the portal's three languages: a jsonb `{"zh-CN": …, "zh-TW": …, "en-US": …}`
 * beside each text column the server writes or seeds (http/localized-text.ts chooses the caller's one).
 * The plain column stays the text itself: a row without a translation (users' own data, as typed) and a
 * row edited after it was translated (its zh-CN no longer matches) answer the plain text.
 * - workflow: a category's name; a definition's name, description and node names (by node id, which
 *   the tasks, opinions and notices copy their names from);
 * - the staff home: a column's and a layout's name, a quick entry's name; an app's name and description;
 * - a menu's badge (its name has had name_i18n since 0019);
 * - an inner message's subject and body, written in the three languages by the system's notices;
 * - a to-do message's subject and content (procure_messages), when the system wrote them.
 */
const COLUMNS: [table: string, column: string][] = [
  ['bpm_categories', 'name_i18n'],
  ['bpm_definitions', 'name_i18n'],
  ['bpm_definitions', 'description_i18n'],
  ['bpm_definitions', 'node_names_i18n'],
  ['index_columns', 'name_i18n'],
  ['index_layouts', 'name_i18n'],
  ['often_entries', 'name_i18n'],
  ['sys_apps', 'name_i18n'],
  ['sys_apps', 'description_i18n'],
  ['menus', 'badge_i18n'],
  ['inner_messages', 'subject_i18n'],
  ['inner_messages', 'body_i18n'],
  ['procure_messages', 'subject_i18n'],
  ['procure_messages', 'content_i18n'],
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
