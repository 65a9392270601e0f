import {
  type AdminIndexLayout,
  LAYOUT_COLUMNS_MAX,
  LAYOUT_DEFAULT_HEIGHT,
  LAYOUT_GRID_SPAN,
  LAYOUT_HEIGHT_MAX,
  type LayoutAdminColumn,
} from '../../contract/layout-admin.js';
import type { LayoutAdminSaveBody } from '../../contract/schemas/layout-admin.js';
import type { SessionUser } from '../auth/sessions.js';
import type { Db } from '../db/database.js';
import { badRequest, forbidden } from '../http/envelope.js';
import { textIn } from '../http/localized-text.js';
import type { ServerLanguage } from '../http/translations/index.js';
import { grantedIds, granteesOf } from '../routes/portal-grants.js';
import { changing, Refusal, type Trx } from './structure-people.js';

/**
 * 门户布局 (系统管理): the staff home's default index layout as its administrator arranges it. The layout's
 * config_content is `{ updateTime, columns: [{ alias, x, y, w, h }] }` on a 24-unit grid; the staff home
 * draws the columns in reading order (y, then x), each `w` units wide. The administrator sends the
 * columns in that order with their widths; the server places them row by row (a column that no longer
 * fits starts the next row), so the home shows them in the order sent, and writes the content with a new
 * updateTime: users who never arranged their own home see it at once, the others at 获取最新门户.
 */

/** The method a user must hold to arrange the layout (the site administrator holds every one). */
export const LAYOUT_MANAGE_METHOD = 'system:layoutManage';
export const LAYOUT_FORBIDDEN = '没有门户布局管理权限';

/** A column as config_content places it. */
interface Placement {
  alias: string;
  x: number;
  y: number;
  w: number;
  h: number;
}

/** The site administrator, or whoever holds the layout method by a grant (to them, their role or everyone). */
export async function requireLayoutManager(db: Db, user: SessionUser): Promise<void> {
  if (user.identity === 'administrators') return;
  const methods = await grantedIds(db, 'method', await granteesOf(db, user));
  if (!methods.has(LAYOUT_MANAGE_METHOD)) throw forbidden(LAYOUT_FORBIDDEN);
}

const wholeIn = (value: unknown, max: number): value is number =>
  typeof value === 'number' && Number.isInteger(value) && value >= 1 && value <= max;

/** The placements of a config_content in reading order; what is not a placement is left out. */
export function placementsOf(content: string): Placement[] {
  let parsed: unknown;
  try {
    parsed = JSON.parse(content);
  } catch {
    return [];
  }
  const columns = (parsed as { columns?: unknown } | null)?.columns;
  if (!Array.isArray(columns)) return [];
  return columns
    .filter(
      (column): column is Placement =>
        typeof column?.alias === 'string' && Number.isFinite(column.x) && Number.isFinite(column.y),
    )
    .map((column) => ({
      alias: column.alias,
      x: column.x,
      y: column.y,
      w: wholeIn(column.w, LAYOUT_GRID_SPAN) ? column.w : LAYOUT_GRID_SPAN,
      h: wholeIn(column.h, LAYOUT_HEIGHT_MAX) ? column.h : LAYOUT_DEFAULT_HEIGHT,
    }))
    .sort((a, b) => a.y - b.y || a.x - b.x);
}

/** Columns in reading order placed row by row on the grid: a column that does not fit starts a new row. */
export function placeInRows(columns: readonly { alias: string; w: number; h: number }[]): Placement[] {
  let x = 0;
  let y = 0;
  let rowHeight = 0;
  return columns.map(({ alias, w, h }) => {
    if (x + w > LAYOUT_GRID_SPAN) {
      y += rowHeight;
      x = 0;
      rowHeight = 0;
    }
    const placement = { alias, x, y, w, h };
    x += w;
    rowHeight = Math.max(rowHeight, h);
    return placement;
  });
}

/** The layout the staff home shows users without their own: the default, else the newest. */
function defaultLayout(db: Db | Trx) {
  return db
    .selectFrom('index_layouts')
    .selectAll()
    .orderBy('is_default', 'desc')
    .orderBy('update_time', 'desc')
    .executeTakeFirst();
}

async function layoutAdmin(
  db: Db | Trx,
  language: ServerLanguage,
  layoutId?: string,
): Promise<AdminIndexLayout> {
  const layout = layoutId
    ? await db.selectFrom('index_layouts').selectAll().where('id', '=', layoutId).executeTakeFirst()
    : await defaultLayout(db);
  if (!layout) throw new Refusal(layoutId ? '布局不存在' : '没有可用的门户布局');
  const rows = await db
    .selectFrom('index_columns')
    .select(['alias', 'name', 'name_i18n', 'col_type'])
    .orderBy('alias')
    .execute();
  const available = rows.map((row) => ({
    alias: row.alias,
    name: textIn(row.name, row.name_i18n, language),
    ...(row.col_type ? { colType: row.col_type } : {}),
  }));
  const names = new Map(available.map((column) => [column.alias, column.name]));
  // A placed column whose index column was removed is not shown (the home cannot draw it either).
  const columns: LayoutAdminColumn[] = placementsOf(layout.config_content).flatMap(({ alias, w, h }) => {
    const name = names.get(alias);
    return name === undefined ? [] : [{ alias, name, w, h }];
  });
  return {
    id: layout.id,
    alias: layout.alias,
    name: textIn(layout.name, layout.name_i18n, language),
    updateTime: layout.update_time.toISOString(),
    columns,
    available,
  };
}

/** sysIndexLayoutManage/adminDefault. */
export async function readLayoutAdmin(
  db: Db,
  user: SessionUser,
  language: ServerLanguage,
): Promise<AdminIndexLayout> {
  await requireLayoutManager(db, user);
  return layoutAdmin(db, language);
}

/** The columns sent, checked: each once, with a width and height the grid allows. */
function checkedColumns(body: LayoutAdminSaveBody): { alias: string; w: number; h: number }[] {
  if (!body.columns.length) throw badRequest('请至少放置一个栏目');
  if (body.columns.length > LAYOUT_COLUMNS_MAX) throw badRequest(`最多放置 ${LAYOUT_COLUMNS_MAX} 个栏目`);
  const seen = new Set<string>();
  return body.columns.map(({ alias, w, h = LAYOUT_DEFAULT_HEIGHT }) => {
    if (seen.has(alias)) throw badRequest(`栏目不能重复：${alias}`);
    seen.add(alias);
    if (!wholeIn(w, LAYOUT_GRID_SPAN)) throw badRequest(`栏目宽度须为 1 至 ${LAYOUT_GRID_SPAN} 的整数`);
    if (!wholeIn(h, LAYOUT_HEIGHT_MAX)) throw badRequest(`栏目高度须为 1 至 ${LAYOUT_HEIGHT_MAX} 的整数`);
    return { alias, w, h };
  });
}

/** sysIndexLayoutManage/adminSave: the layout's columns placed, its content and update time new. */
export async function saveLayoutAdmin(
  db: Db,
  user: SessionUser,
  body: LayoutAdminSaveBody,
  language: ServerLanguage,
): Promise<AdminIndexLayout> {
  await requireLayoutManager(db, user);
  const columns = checkedColumns(body);
  return changing(db, user, async (trx) => {
    const layout = await trx
      .selectFrom('index_layouts')
      .select(['id', 'config_content'])
      .where('id', '=', body.layoutId)
      .forUpdate()
      .executeTakeFirst();
    if (!layout) throw new Refusal('布局不存在');
    const known = new Set(
      (
        await trx
          .selectFrom('index_columns')
          .select('alias')
          .where(
            'alias',
            'in',
            columns.map((column) => column.alias),
          )
          .execute()
      ).map((row) => row.alias),
    );
    const unknown = columns.find((column) => !known.has(column.alias));
    if (unknown) throw new Refusal(`栏目不存在：${unknown.alias}`);
    const now = new Date();
    const placed = placeInRows(columns);
    await trx
      .updateTable('index_layouts')
      .set({
        config_content: JSON.stringify({ updateTime: now.toISOString(), columns: placed }),
        update_time: now,
      })
      .where('id', '=', layout.id)
      .execute();
    return {
      value: await layoutAdmin(trx, language, layout.id),
      kind: 'layout.update',
      objectType: 'layout',
      objectId: layout.id,
      before: { columns: placementsOf(layout.config_content) },
      after: { columns: placed },
    };
  });
}
