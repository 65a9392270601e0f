import { type Expression, type RawBuilder, type SelectQueryBuilder, type SqlBool, sql } from 'kysely';
import {
  type PageList,
  QUERY_OPERATIONS,
  QUERY_RELATIONS,
  type QueryBody,
  type QueryFilter,
  type QueryOperation,
} from '../../contract/envelope.js';
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

export type ListColumn = PlainListColumn | CustomListColumn;
export type FilterValue = string | number | boolean | Date;

export interface ListSpec {
  /** The whitelist: property names clients may filter or sort by. */
  columns: Record<string, ListColumn>;
  /** Order when the body asks for none; a unique column last keeps paging stable. */
  defaultSort: { column: string; direction: 'asc' | 'desc' }[];
  /** Page size when the body has no pageBean. */
  defaultPageSize?: number;
}

export interface PageRequest {
  page: number;
  /** -1: all rows. */
  pageSize: number;
  showTotal: boolean;
}

export const MAX_PAGE_SIZE = 1000;
const MAX_LIST_VALUES = 1000;

/** Fastify JSON schema of a QueryBody; every list route validates its body with it. */
export const queryBodySchema = {
  type: 'object',
  properties: {
    pageBean: {
      type: 'object',
      properties: {
        page: { type: 'integer', minimum: 1, maximum: 1_000_000 },
        pageSize: { type: 'integer', minimum: -1, maximum: MAX_PAGE_SIZE },
        showTotal: { type: 'boolean' },
      },
    },
    querys: {
      type: 'array',
      maxItems: 50,
      items: {
        type: 'object',
        required: ['property', 'operation'],
        properties: {
          property: { type: 'string', minLength: 1, maxLength: 64 },
          value: {},
          operation: { type: 'string', enum: [...QUERY_OPERATIONS] },
          group: { type: 'string', maxLength: 64 },
          relation: { type: 'string', enum: [...QUERY_RELATIONS] },
        },
      },
    },
    sorter: {
      type: 'array',
      maxItems: 10,
      items: {
        type: 'object',
        required: ['property'],
        properties: {
          property: { type: 'string', minLength: 1, maxLength: 64 },
          direction: { type: 'string', enum: ['ASC', 'DESC', 'asc', 'desc'] },
        },
      },
    },
  },
} as const;

export function pageRequest(body: Partial<QueryBody> | undefined, defaultPageSize = 20): PageRequest {
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

function valuesOf(filter: QueryFilter, kind: ColumnKind): FilterValue[] {
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

function escapeLike(text: string): string {
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

const LIKE_OPERATIONS: readonly QueryOperation[] = ['LIKE', 'LEFT_LIKE', 'RIGHT_LIKE'];

function filterCondition(filter: QueryFilter, spec: ListSpec): Expression<SqlBool> | undefined {
  const column = Object.hasOwn(spec.columns, filter.property) ? spec.columns[filter.property] : undefined;
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
  filters: readonly QueryFilter[] | undefined,
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
  sorters: QueryBody['sorter'],
  spec: ListSpec,
): { column: string; direction: 'asc' | 'desc' }[] {
  const requested = (sorters ?? []).map((sorter) => {
    const column = Object.hasOwn(spec.columns, sorter.property) ? spec.columns[sorter.property] : undefined;
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

/**
 * Runs a list query with a QueryBody: whitelisted filters, sorting and paging. `total` is -1 when the
 * body asks for no total (showTotal false), which spares the count query.
 */
export async function runPagedQuery<DB, TB extends keyof DB, O>(
  query: SelectQueryBuilder<DB, TB, O>,
  body: Partial<QueryBody> | undefined,
  spec: ListSpec,
): Promise<PageList<O>> {
  const paging = pageRequest(body, spec.defaultPageSize);
  const where = filterExpression(body?.querys, spec);
  const filtered = where ? query.where(where) : query;
  let sorted = filtered;
  for (const { column, direction } of sortColumns(body?.sorter, spec)) {
    sorted = sorted.orderBy(sql.ref(column), direction);
  }
  if (paging.pageSize === -1) {
    const rows = await sorted.execute();
    return { rows, total: rows.length, page: 1, pageSize: -1 };
  }
  const offset = (paging.page - 1) * paging.pageSize;
  const rows = await sorted.limit(paging.pageSize).offset(offset).execute();
  let total = -1;
  if (paging.showTotal) {
    const counted = await filtered
      .clearSelect()
      .clearOrderBy()
      .select(sql<string>`count(*)`.as('total'))
      .executeTakeFirstOrThrow();
    // The generic builder loses the selection's type; the row has the one column selected above.
    total = 'total' in counted ? Number(counted.total) : 0;
  }
  return { rows, total, page: paging.page, pageSize: paging.pageSize };
}
