import type { Kysely } from 'kysely';

/**
 * A menu's name in the portal's other languages: JSON `{"zh-TW": "…", "en-US": "…"}` beside the
 * zh-CN `name`. getCurrentUserMenu answers the name (and the route title) in the caller's language; a
 * menu without a translation for it keeps its zh-CN name.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('menus').addColumn('name_i18n', 'text').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('menus').dropColumn('name_i18n').execute();
}
