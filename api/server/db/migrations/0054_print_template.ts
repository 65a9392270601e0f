import { type Kysely, sql } from 'kysely';

/**
 * The global Word print template (workflow/print-template.ts): the one .docx a workflow administrator
 * uploaded that every instance's 导出 Word fills, or none (the built-in layout). Its file stays in the
 * file service, linked to the template (file_links, object type printTemplate) so that its readers follow
 * the template; the row names who set it and when. 流程管理 › 打印模板 opens its page (view
 * flowAdmin/printTemplate): added here to a database seeded before it had one; a fresh database gets the
 * entry from the seed (demo/portal.ts).
 */
const MENU = {
  id: 'm-print-template',
  alias: 'printTemplateAdmin',
  name: '打印模板',
  path: '/flowAdmin/printTemplate',
  component: 'flowAdmin/printTemplate',
  icon: 'printer',
  nameI18n: { 'zh-TW': '列印範本', 'en-US': 'Print template' },
};

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('bpm_print_templates')
    // One row at most: the global template ('global').
    .addColumn('scope', 'text', (c) => c.primaryKey())
    .addColumn('file_id', 'text', (c) => c.notNull().references('files.id'))
    .addColumn('set_by', 'text', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('set_by_account', 'text', (c) => c.notNull())
    .addColumn('set_by_name', 'text', (c) => c.notNull())
    .addColumn('set_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  const route = JSON.stringify({
    path: MENU.path,
    name: MENU.alias,
    component: MENU.component,
    meta: { title: MENU.name, icon: MENU.icon },
  });
  await sql`insert into menus (id, alias, code, name, menu_url, icon, sn, parent_id, route_definition, name_i18n)
    select ${MENU.id}, ${MENU.alias}, ${MENU.alias}, ${MENU.name}, ${MENU.path}, ${MENU.icon}, 3, id,
      ${route}, ${JSON.stringify(MENU.nameI18n)}
    from menus where id = 'm-flow-admin'
      and not exists (select 1 from menus where id = ${MENU.id})`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`delete from menus where id = ${MENU.id}`.execute(db);
  await sql`delete from file_links where object_type = 'printTemplate'`.execute(db);
  await db.schema.dropTable('bpm_print_templates').execute();
}
