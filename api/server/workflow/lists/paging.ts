import { type Expression, type SqlBool, sql } from 'kysely';
import type { QueryOperation } from '../../../contract/envelope.js';
import type { ListBody } from '../../../contract/schemas/query-body.js';
import { badRequest } from '../../http/envelope.js';
import { escapeLike, type FilterValue, type ListSpec } from '../../http/query-body.js';

/** What every workflow list shares: its page size, its search box, equality filters, counts and dates. */
export const DEFAULT_PAGE_SIZE = 20;

/** `keyword`: a text contained in any of the columns (the search box of a list). */
export function keywordFilter(columns: readonly string[]) {
  return (operation: QueryOperation, values: readonly FilterValue[]): Expression<SqlBool> => {
    if (!['LIKE', 'EQUAL'].includes(operation)) throw badRequest(`查询条件 keyword 不支持 ${operation}`);
    const keyword = String(values[0] ?? '').trim();
    if (!keyword) return sql<SqlBool>`true`;
    const pattern = `%${escapeLike(keyword)}%`;
    return sql<SqlBool>`(${sql.join(
      columns.map((column) => sql<SqlBool>`${sql.ref(column)} ilike ${pattern}`),
      sql` or `,
    )})`;
  };
}

/** A filter of equality on a column (EQUAL, IN, NOT_EQUAL, NOT_IN only). */
export function equalityFilter(
  property: string,
  condition: (values: readonly FilterValue[]) => Expression<SqlBool>,
) {
  return (operation: QueryOperation, values: readonly FilterValue[]): Expression<SqlBool> => {
    if (!['EQUAL', 'IN', 'NOT_EQUAL', 'NOT_IN'].includes(operation)) {
      throw badRequest(`查询条件 ${property} 不支持 ${operation}`);
    }
    const matched = condition(values);
    return operation.startsWith('NOT') ? sql<SqlBool>`not coalesce(${matched}, false)` : matched;
  };
}

/** The search box and the instance's subject and definition name: columns every workflow list has. */
export const INSTANCE_TEXT_COLUMNS = {
  keyword: { filter: keywordFilter(['bpm_instances.subject', 'bpm_instances.def_name']) },
  subject: { column: 'bpm_instances.subject' },
  procDefName: { column: 'bpm_instances.def_name' },
} satisfies ListSpec['columns'];

/** Newest first by `column`, then by the table's id. */
export function newestFirst(column: string, table: string): ListSpec['defaultSort'] {
  return [
    { column, direction: 'desc' },
    { column: `${table}.id`, direction: 'desc' },
  ];
}

/** The `count` of a query that selects `count(*) as count`. */
export const COUNT_ALL = sql<string>`count(*)`.as('count');
export async function counted(query: {
  executeTakeFirstOrThrow(): Promise<{ count: string }>;
}): Promise<number> {
  return Number((await query.executeTakeFirstOrThrow()).count);
}

/** The first page of a card: `size` rows, no filter. */
export const firstPage = (size: number): ListBody => ({ pageBean: { page: 1, pageSize: size } });

export const iso = (value: Date | string) => new Date(value).toISOString();
export const isoOrNull = (value: Date | string | null | undefined) => (value ? iso(value) : null);
