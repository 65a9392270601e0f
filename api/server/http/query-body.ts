import {
  type Expression,
  type QueryExecutorProvider,
  type RawBuilder,
  type SelectQueryBuilder,
  type SqlBool,
  sql,
} from 'kysely';
import type { PageList, QueryOperation } from '../../contract/envelope.js';
import type { ListBody, QueryBodyInput, QueryFilterInput } from '../../contract/schemas/query-body.js';
import { badRequest } from './envelope.js';

/** How a filter value is read: the text a client sends becomes the column's type or a 400. */
export type ColumnKind = 'text' | 'number' | 'boolean' | 'date';

/** A property a list may be filtered and sorted by, mapped to a fixed SQL column. */
export interface PlainListColumn {
  /** `table.column`, written by the route, never taken from the request. */
  column: string;
  kind?: ColumnKind;
  /** Filter only; the list cannot be sorted by it. */
  noSort?: boolean;
}

/** A property the route answers itself, for instance membership through a link table. */
export interface CustomListColumn {
  kind?: ColumnKind;
  /** Builds the condition from the operation and the already converted values. */
  filter: (operation: QueryOperation, values: readonly FilterValue[]) => Expression<SqlBool>;
}

export type ListColumn = (PlainListColumn | CustomListColumn) & {
  /** A filter (CustomListColumn) that reads the list's main table only (ListSpec.mainTable). */
  mainOnly?: boolean;
  /**
   * A filter on this counts its matches only this far past the page (instead of ListSpec.countLimit), for
   * a search box: "more than 100" tells as much as "more than 1000" and costs a tenth of the matches read.
   */
  countLimit?: number;
};
export type FilterValue = string | number | boolean | Date;

export interface ListSpec {
  /** The whitelist: property names clients may filter or sort by. */
  columns: Record<string, ListColumn>;
  /** Order when the body asks for none; a unique column last keeps paging stable. */
  defaultSort: { column: string; direction: 'asc' | 'desc' }[];
  /** Page size when the body has no pageBean. */
  defaultPageSize?: number;
  /**
   * Lists too long to count on every request: the total is counted only up to the next multiple of this
   * past the page asked for, and answered as "more than" (`totalCapped`) beyond it.
   */
  countLimit?: number;
  /**
   * A unique column of the list's main table: deep pages (offset DEEP_PAGE_OFFSET and more), and pages
   * whose filters and order read the main table alone (see mainTable), find the page's keys first, so
   * that skipped rows are not joined (the database drops a left join no filter or order of the query
   * uses), then read the page's rows by key; the same walk goes on past the page for a bounded count
   * (countLimit).
   */
  pageKey?: string;
  /**
   * The list's main table, which runPagedQuery's `alone` reads without the joined tables: deep pages' keys
   * and bounded counts read it alone when no filter or order of the request needs another table (a left
   * join the database drops still keeps it from answering from an index alone).
   */
  mainTable?: string;
}

/** From this offset on a list with a pageKey reads its page in two steps. */
export const DEEP_PAGE_OFFSET = 200;

export interface PageRequest {
  page: number;
  /** -1: all rows. */
  pageSize: number;
  showTotal: boolean;
}

const MAX_LIST_VALUES = 1000;

export function pageRequest(body: ListBody, defaultPageSize = 20): PageRequest {
  const bean = body?.pageBean;
  const page = bean?.page ?? 1;
  const pageSize = bean?.pageSize ?? defaultPageSize;
  if (pageSize === 0 || pageSize < -1) throw badRequest('请求参数不正确：pageSize 须为 -1 或 1 至 1000');
  return { page, pageSize, showTotal: bean?.showTotal !== false };
}

function isEmptyValue(value: unknown): boolean {
  return (
    value === undefined || value === null || value === '' || (Array.isArray(value) && value.length === 0)
  );
}

function convertValue(property: string, kind: ColumnKind, raw: unknown): FilterValue {
  const fail = () => badRequest(`查询条件 ${property} 的值不正确`);
  switch (kind) {
    case 'text':
      if (typeof raw === 'string') return raw;
      if (typeof raw === 'number' && Number.isFinite(raw)) return String(raw);
      throw fail();
    case 'number': {
      const value = typeof raw === 'string' && raw.trim() !== '' ? Number(raw) : raw;
      if (typeof value === 'number' && Number.isFinite(value)) return value;
      throw fail();
    }
    case 'boolean':
      if (raw === true || raw === 'true' || raw === 1 || raw === '1') return true;
      if (raw === false || raw === 'false' || raw === 0 || raw === '0') return false;
      throw fail();
    case 'date': {
      if (typeof raw !== 'string' && typeof raw !== 'number') throw fail();
      const value = new Date(raw);
      if (Number.isNaN(value.getTime())) throw fail();
      return value;
    }
  }
}

/** The list of values of IN, NOT_IN and BETWEEN: an array, or a comma-separated text. */
function rawValues(value: unknown): unknown[] {
  if (Array.isArray(value)) return value;
  if (typeof value === 'string') return value.split(',').map((part) => part.trim());
  return [value];
}

function valuesOf(filter: QueryFilterInput, kind: ColumnKind): FilterValue[] {
  const { property, operation, value } = filter;
  if (operation === 'IS_NULL' || operation === 'NOTNULL') return [];
  if (operation === 'IN' || operation === 'NOT_IN') {
    const values = rawValues(value);
    if (values.length > MAX_LIST_VALUES) throw badRequest(`查询条件 ${property} 的值过多`);
    return values.map((item) => convertValue(property, kind, item));
  }
  if (operation === 'BETWEEN') {
    const values = rawValues(value);
    if (values.length !== 2) throw badRequest(`查询条件 ${property} 须给出两个值`);
    return values.map((item) => convertValue(property, kind, item));
  }
  if (Array.isArray(value)) throw badRequest(`查询条件 ${property} 的值不正确`);
  return [convertValue(property, kind, value)];
}

export function escapeLike(text: string): string {
  return text.replace(/[\\%_]/g, (char) => `\\${char}`);
}

/** One condition on a fixed column; `values` are already converted. */
export function columnCondition(
  column: string,
  operation: QueryOperation,
  values: readonly FilterValue[],
): RawBuilder<SqlBool> {
  const ref = sql.ref(column);
  const [first, second] = values;
  switch (operation) {
    case 'EQUAL':
      return sql<SqlBool>`${ref} = ${first}`;
    case 'NOT_EQUAL':
      return sql<SqlBool>`${ref} <> ${first}`;
    case 'LIKE':
      return sql<SqlBool>`${ref} ilike ${`%${escapeLike(String(first))}%`}`;
    // As in the original backend: LEFT_LIKE leaves the left side open, RIGHT_LIKE the right.
    case 'LEFT_LIKE':
      return sql<SqlBool>`${ref} ilike ${`%${escapeLike(String(first))}`}`;
    case 'RIGHT_LIKE':
      return sql<SqlBool>`${ref} ilike ${`${escapeLike(String(first))}%`}`;
    case 'IN':
      return sql<SqlBool>`${ref} in (${sql.join(values)})`;
    case 'NOT_IN':
      return sql<SqlBool>`${ref} not in (${sql.join(values)})`;
    case 'GREAT':
      return sql<SqlBool>`${ref} > ${first}`;
    case 'GREAT_EQUAL':
      return sql<SqlBool>`${ref} >= ${first}`;
    case 'LESS':
      return sql<SqlBool>`${ref} < ${first}`;
    case 'LESS_EQUAL':
      return sql<SqlBool>`${ref} <= ${first}`;
    case 'BETWEEN':
      return sql<SqlBool>`${ref} between ${first} and ${second}`;
    case 'IS_NULL':
      return sql<SqlBool>`${ref} is null`;
    case 'NOTNULL':
      return sql<SqlBool>`${ref} is not null`;
  }
}

/** The whitelisted column a request names, or undefined (a name like `constructor` is not one). */
function columnOf(spec: ListSpec, property: string): ListColumn | undefined {
  return Object.hasOwn(spec.columns, property) ? spec.columns[property] : undefined;
}

const LIKE_OPERATIONS: readonly QueryOperation[] = ['LIKE', 'LEFT_LIKE', 'RIGHT_LIKE'];

function filterCondition(filter: QueryFilterInput, spec: ListSpec): Expression<SqlBool> | undefined {
  const column = columnOf(spec, filter.property);
  if (!column) throw badRequest(`不支持的查询条件：${filter.property}`);
  const nullCheck = filter.operation === 'IS_NULL' || filter.operation === 'NOTNULL';
  // A search box left empty sends its filter with an empty value: it does not narrow the list.
  if (!nullCheck && isEmptyValue(filter.value)) return undefined;
  const kind = column.kind ?? 'text';
  if (LIKE_OPERATIONS.includes(filter.operation) && kind !== 'text') {
    throw badRequest(`查询条件 ${filter.property} 不支持模糊查询`);
  }
  const values = valuesOf(filter, kind);
  return 'filter' in column
    ? column.filter(filter.operation, values)
    : columnCondition(column.column, filter.operation, values);
}

/**
 * The WHERE condition of a QueryBody's filters. Filters of one group are joined by the group's
 * relation (the first relation a filter of the group states; AND by default); groups are joined by AND.
 */
export function filterExpression(
  filters: readonly QueryFilterInput[] | undefined,
  spec: ListSpec,
): RawBuilder<SqlBool> | undefined {
  const groups = new Map<string, { relation: 'AND' | 'OR' | undefined; parts: Expression<SqlBool>[] }>();
  for (const filter of filters ?? []) {
    const key = filter.group ?? '';
    const group = groups.get(key) ?? { relation: undefined, parts: [] };
    groups.set(key, group);
    group.relation ??= filter.relation;
    const condition = filterCondition(filter, spec);
    if (condition) group.parts.push(condition);
  }
  const joined = [...groups.values()]
    .filter((group) => group.parts.length > 0)
    .map(
      (group) => sql<SqlBool>`(${sql.join(group.parts, group.relation === 'OR' ? sql` or ` : sql` and `)})`,
    );
  return joined.length ? sql<SqlBool>`(${sql.join(joined, sql` and `)})` : undefined;
}

/** The ORDER BY columns of a QueryBody's sorters, whitelisted, then the list's default order. */
export function sortColumns(
  sorters: QueryBodyInput['sorter'],
  spec: ListSpec,
): { column: string; direction: 'asc' | 'desc' }[] {
  const requested = (sorters ?? []).map((sorter) => {
    const column = columnOf(spec, sorter.property);
    if (!column || 'filter' in column || column.noSort)
      throw badRequest(`不支持的排序字段：${sorter.property}`);
    return {
      column: column.column,
      direction: sorter.direction?.toLowerCase() === 'desc' ? 'desc' : 'asc',
    } as const;
  });
  const seen = new Set(requested.map((item) => item.column));
  return [...requested, ...spec.defaultSort.filter((item) => !seen.has(item.column))];
}

/** The count bound of a request: the smallest of its (non-empty) filters' and the list's. */
function countLimitOf(filters: readonly QueryFilterInput[] | undefined, spec: ListSpec): number | undefined {
  let limit = spec.countLimit;
  if (limit === undefined) return undefined;
  for (const filter of filters ?? []) {
    const column = columnOf(spec, filter.property);
    const blank = isEmptyValue(filter.value) || (typeof filter.value === 'string' && !filter.value.trim());
    if (column?.countLimit !== undefined && !blank) limit = Math.min(limit, column.countLimit);
  }
  return limit;
}

function inOrder<DB, TB extends keyof DB, O>(
  query: SelectQueryBuilder<DB, TB, O>,
  order: readonly { column: string; direction: 'asc' | 'desc' }[],
): SelectQueryBuilder<DB, TB, O> {
  let sorted = query;
  for (const { column, direction } of order) sorted = sorted.orderBy(sql.ref(column), direction);
  return sorted;
}

/**
 * Runs a list query with a query body (validated by the ListBody schema; none: the first page): whitelisted
 * filters, sorting and paging. `total` is -1 when the body asks for no total (showTotal false), which
 * spares the count query; a list with a countLimit counts only that far (`totalCapped`), and one with a
 * pageKey reads deep pages by key. A bounded count needs the database (`db`): it counts there (a
 * thousand keys walked, one row answered) rather than by shipping the walked rows to be counted here.
 */
export async function runPagedQuery<DB, TB extends keyof DB, O>(
  query: SelectQueryBuilder<DB, TB, O>,
  body: ListBody,
  spec: ListSpec,
  alone?: SelectQueryBuilder<DB, TB, unknown>,
  db?: QueryExecutorProvider,
): Promise<PageList<O>> {
  const paging = pageRequest(body, spec.defaultPageSize);
  const where = filterExpression(body?.querys, spec);
  const filtered = where ? query.where(where) : query;
  const order = sortColumns(body?.sorter, spec);
  const sorted = inOrder(filtered, order);
  // The main table alone, when the request's filters (and, for the keys, its order) read nothing else.
  const main = spec.mainTable;
  const onMain = (column: string) => main !== undefined && column.startsWith(`${main}.`);
  const filtersOnMain = (body?.querys ?? []).every((filter) => {
    const column = columnOf(spec, filter.property);
    return column && ('filter' in column ? column.mainOnly === true : onMain(column.column));
  });
  const filteredAlone = alone && filtersOnMain ? (where ? alone.where(where) : alone) : undefined;
  const sortedAlone =
    filteredAlone && order.every(({ column }) => onMain(column)) ? inOrder(filteredAlone, order) : undefined;
  if (paging.pageSize === -1) {
    const rows = await sorted.execute();
    return { rows, total: rows.length, page: 1, pageSize: -1 };
  }
  const offset = (paging.page - 1) * paging.pageSize;
  // Deep pages, and any page the main table orders alone, read their keys first: the joined rows are only
  // the page's (a filter's matches are otherwise all joined before the page is cut from them).
  const key = offset >= DEEP_PAGE_OFFSET || sortedAlone ? spec.pageKey : undefined;
  const countLimit = countLimitOf(body?.querys, spec);
  const counting = paging.showTotal && countLimit !== undefined;
  const database = () => {
    if (!db) throw new Error('runPagedQuery: a bounded count (countLimit) needs the database');
    return db;
  };
  /** The bound a bounded count counts to when `seen` rows are on this page and before it. */
  const boundAfter = (seen: number) => Math.ceil((seen + 1) / (countLimit ?? 1)) * (countLimit ?? 1);
  let rows: O[];
  /** The keys that follow the page, up to one past the bound, when the deep page's walk found them. */
  let keysAfter: number | undefined;
  if (key) {
    // One walk of the list's order finds the page's keys and, for a bounded count, the keys after it. In the
    // list's order with a limit, the database still picks its plan: it walks the list's index until the
    // bound when matches are common, and reads a rare keyword's few matches from the keyword's index and
    // sorts them. A count without the order read all of a common keyword's matches from that index first:
    // 7 of the home search's 10 ms, where walking to the bound took 2.
    const walk = (sortedAlone ?? sorted)
      .clearSelect()
      .select(sql.ref(key).as('page_key'))
      .offset(offset)
      .limit(counting ? boundAfter(offset + paging.pageSize) - offset + 1 : paging.pageSize);
    // With a count, the database counts the walk and answers the page's keys alone (a window over a
    // subquery keeps the subquery's order), instead of a thousand rows to count here.
    const keyRows: { page_key: unknown; walked?: string }[] = counting
      ? (
          await sql<{ page_key: unknown; walked: string }>`
            select page_key, count(*) over () as walked from (${walk}) as walk limit ${paging.pageSize}`.execute(
            database(),
          )
        ).rows
      : // The generic builder loses the selection's type; the rows have the one column selected above.
        ((await walk.execute()) as unknown as { page_key: unknown }[]);
    const pageKeys = keyRows.map((row) => row.page_key);
    // The page's rows by key, in order, without the filters again: the walk has just applied them, and
    // planning them a second time cost more than reading the ten rows (the route's scope stays, in `query`).
    rows = pageKeys.length
      ? await inOrder(query, order)
          .where(sql<SqlBool>`${sql.ref(key)} in (${sql.join(pageKeys)})`)
          .limit(paging.pageSize)
          .execute()
      : [];
    if (counting && rows.length === paging.pageSize)
      keysAfter = Number(keyRows[0]?.walked ?? 0) - pageKeys.length;
  } else {
    rows = await sorted.limit(paging.pageSize).offset(offset).execute();
  }
  const page = { rows, page: paging.page, pageSize: paging.pageSize };
  if (!paging.showTotal) return { ...page, total: -1 };
  const counted = (filteredAlone ?? filtered).clearSelect().clearOrderBy();
  if (countLimit !== undefined && rows.length > 0) {
    const seen = offset + rows.length;
    // A page that is not full is the last one: the total is known without counting.
    if (rows.length < paging.pageSize) return { ...page, total: seen };
    // Else the rows after this page are counted up to a round number.
    const bound = boundAfter(seen);
    if (keysAfter !== undefined) {
      return seen + keysAfter > bound
        ? { ...page, total: bound, totalCapped: true }
        : { ...page, total: seen + keysAfter };
    }
    // Counted in the list's order too (see the walk above).
    const probe = inOrder(counted.select(sql<number>`1`.as('one')), spec.defaultSort);
    const window = probe.offset(seen).limit(bound - seen + 1);
    const { rows: probed } = await sql<{ after: string }>`
      select count(*) as after from (${window}) as probe`.execute(database());
    const after = Number(probed[0]?.after ?? 0);
    return seen + after > bound
      ? { ...page, total: bound, totalCapped: true }
      : { ...page, total: seen + after };
  }
  const exact = await counted.select(sql<string>`count(*)`.as('total')).executeTakeFirstOrThrow();
  // The generic builder loses the selection's type; the row has the one column selected above.
  const total = 'total' in exact ? Number(exact.total) : 0;
  return { ...page, total };
}
