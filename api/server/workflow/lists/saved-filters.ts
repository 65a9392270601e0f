import { randomUUID } from 'node:crypto';
import type { Envelope, QueryFilter, QuerySorter } from '../../../contract/envelope.js';
import type { SaveFilterBody } from '../../../contract/schemas/workflow-lists.js';
import {
  SAVED_FILTER_MAX_PER_LIST,
  type SavedFilter,
  type SavedFilterList,
} from '../../../contract/workflow-lists.js';
import type { Db } from '../../db/database.js';
import { badRequest, forbidden, notFound, ok, refuse } from '../../http/envelope.js';
import { filterExpression, sortColumns } from '../../http/query-body.js';
import { COUNT_ALL, counted, iso } from './paging.js';
import { SAVED_FILTER_SPECS } from './specs.js';
import { leadersAsked, leadersServedBy } from './todo.js';

/** The filters a user saves per list, by name (the reference backend's own calls). */

const FILTER_NOT_FOUND = '筛选条件不存在';
const FILTER_NOT_YOURS = '没有权限操作此筛选条件';
const FILTER_NAME_TAKEN = '已存在同名的筛选条件';
const FILTER_TOO_MANY = '每个列表最多保存 {0} 个筛选条件';
const FILTER_TOO_LONG = '筛选条件过长';
/** The stored filters and sorters of one saved filter, as JSON, at most this long. */
const SAVED_FILTER_MAX_JSON = 8_000;

interface SavedFilterDbRow {
  id: string;
  list: string;
  name: string;
  querys: string;
  sorter: string;
  is_default: boolean;
  created_at: Date;
  updated_at: Date;
}

function parseJsonArray<T>(text: string): T[] {
  try {
    const value: unknown = JSON.parse(text);
    return Array.isArray(value) ? (value as T[]) : [];
  } catch {
    return [];
  }
}

function toSavedFilter(row: SavedFilterDbRow): SavedFilter {
  return {
    id: row.id,
    name: row.name,
    list: row.list as SavedFilterList,
    querys: parseJsonArray<QueryFilter>(row.querys),
    sorter: parseJsonArray<QuerySorter>(row.sorter),
    isDefault: row.is_default,
    createTime: iso(row.created_at),
    updateTime: iso(row.updated_at),
  };
}

const SAVED_FILTER_COLUMNS = [
  'id',
  'list',
  'name',
  'querys',
  'sorter',
  'is_default',
  'created_at',
  'updated_at',
] as const;

/** Refuses a saved filter that does not exist (404) or is another user's (403). */
async function requireOwnFilter(db: Db, id: string, userId: string): Promise<void> {
  const existing = await db
    .selectFrom('bpm_saved_filters')
    .select('user_id')
    .where('id', '=', id)
    .executeTakeFirst();
  if (!existing) throw notFound(FILTER_NOT_FOUND);
  if (existing.user_id !== userId) throw forbidden(FILTER_NOT_YOURS);
}

/** The user's saved filters, of one list or of all. */
export async function listSavedFilters(
  db: Db,
  userId: string,
  list?: SavedFilterList,
): Promise<SavedFilter[]> {
  let query = db
    .selectFrom('bpm_saved_filters')
    .select([...SAVED_FILTER_COLUMNS])
    .where('user_id', '=', userId);
  if (list) query = query.where('list', '=', list);
  const rows = await query.orderBy('list').orderBy('name').orderBy('id').execute();
  return rows.map(toSavedFilter);
}

/**
 * Saves a filter (with `id`: replaces the user's own). Refused, as an answer the page shows, when the
 * name is taken in that list or the list holds its most already.
 */
export async function saveFilter(
  db: Db,
  userId: string,
  body: SaveFilterBody,
): Promise<Envelope<SavedFilter>> {
  const name = body.name.trim();
  const querys = body.querys ?? [];
  const sorter = body.sorter ?? [];
  // A saved filter always runs: its filters and sorters pass the list's whitelist now.
  const spec = SAVED_FILTER_SPECS[body.list];
  filterExpression(querys, spec);
  sortColumns(sorter, spec);
  if (body.list === 'leaderTodo') leadersAsked({ querys }, await leadersServedBy(db, userId));
  if (JSON.stringify(querys).length + JSON.stringify(sorter).length > SAVED_FILTER_MAX_JSON) {
    throw badRequest(FILTER_TOO_LONG);
  }
  const saved = await db.transaction().execute(async (trx) => {
    if (body.id) {
      await requireOwnFilter(trx, body.id, userId);
    } else {
      const count = await counted(
        trx
          .selectFrom('bpm_saved_filters')
          .select(COUNT_ALL)
          .where('user_id', '=', userId)
          .where('list', '=', body.list),
      );
      if (count >= SAVED_FILTER_MAX_PER_LIST) return undefined;
    }
    const taken = await trx
      .selectFrom('bpm_saved_filters')
      .select('id')
      .where('user_id', '=', userId)
      .where('list', '=', body.list)
      .where('name', '=', name)
      .executeTakeFirst();
    if (taken && taken.id !== body.id) return null;
    if (body.isDefault) {
      await trx
        .updateTable('bpm_saved_filters')
        .set({ is_default: false })
        .where('user_id', '=', userId)
        .where('list', '=', body.list)
        .execute();
    }
    const values = {
      name,
      list: body.list,
      querys: JSON.stringify(querys),
      sorter: JSON.stringify(sorter),
      is_default: body.isDefault ?? false,
      updated_at: new Date(),
    };
    if (body.id) {
      return trx
        .updateTable('bpm_saved_filters')
        .set(values)
        .where('id', '=', body.id)
        .where('user_id', '=', userId)
        .returning([...SAVED_FILTER_COLUMNS])
        .executeTakeFirstOrThrow();
    }
    return trx
      .insertInto('bpm_saved_filters')
      .values({ id: randomUUID(), user_id: userId, ...values })
      .returning([...SAVED_FILTER_COLUMNS])
      .executeTakeFirstOrThrow();
  });
  if (saved === undefined) {
    return refuse(FILTER_TOO_MANY.replace('{0}', String(SAVED_FILTER_MAX_PER_LIST)));
  }
  if (saved === null) return refuse(FILTER_NAME_TAKEN);
  return ok(toSavedFilter(saved), '保存成功');
}

/** Removes one of the user's saved filters: another's is 403, one that does not exist 404. */
export async function removeFilter(db: Db, userId: string, id: string): Promise<void> {
  await requireOwnFilter(db, id, userId);
  await db.deleteFrom('bpm_saved_filters').where('id', '=', id).where('user_id', '=', userId).execute();
}
