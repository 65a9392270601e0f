import { type Kysely, sql } from 'kysely';

/**
 * 系统管理 › 门户布局 opens its page (/system/layout, view admin/layout) in a database seeded before it had
 * one: the entry pointed at an online-menu page with no column behind it (栏目不存在). Only the seeded entry
 * as it was seeded is changed; one an administrator has edited in 菜单管理 stays as they left it. A fresh
 * database gets the page from the seed (demo/portal.ts).
 */
const OLD_URL = 'online.layoutManage.html';
const PAGE = {
  path: '/system/layout',
  name: 'layoutManage',
  component: 'admin/layout',
  meta: { title: '门户布局', icon: 'grid-1x2' },
};

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`update menus set menu_url = ${PAGE.path}, route_definition = ${JSON.stringify(PAGE)}
    where id = 'm-layout-manage' and menu_url = ${OLD_URL}`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`update menus set menu_url = ${OLD_URL}, route_definition = null
    where id = 'm-layout-manage' and menu_url = ${PAGE.path}`.execute(db);
}
