/**
 * The column rules the tender lists share: a filter on a fixed value set, and reading a stored value
 * (a known value of a set, a money amount, a time) into its wire form.
 */
import { type Expression, type SqlBool, sql } from 'kysely';
import type { QueryOperation } from '../../contract/envelope.js';
import { badRequest } from '../http/envelope.js';
import type { FilterValue } from '../http/query-body.js';

/**
 * A list filter on a fixed set of values (type, status, procure type...): EQUAL, IN and their NOTs; an
 * unknown value or another operation is a 400. `condition` matches the chosen values.
 */
export function enumFilter<T extends string>(
  property: string,
  allowed: readonly T[],
  condition: (values: T[]) => Expression<SqlBool>,
) {
  return (operation: QueryOperation, values: readonly FilterValue[]): Expression<SqlBool> => {
    const chosen = values.map((value) => {
      if (!(allowed as readonly unknown[]).includes(value))
        throw badRequest(`查询条件 ${property} 的值不正确`);
      return value as T;
    });
    if (!['EQUAL', 'IN', 'NOT_EQUAL', 'NOT_IN'].includes(operation)) {
      throw badRequest(`查询条件 ${property} 不支持 ${operation}`);
    }
    const matched = condition(chosen);
    return operation.startsWith('NOT') ? sql<SqlBool>`not coalesce(${matched}, false)` : matched;
  };
}

/** The condition of enumFilter that the column (a `table.column` name or an expression) is one of the values. */
export function valueIn(column: string | Expression<unknown>) {
  const ref = typeof column === 'string' ? sql.ref(column) : column;
  return (values: string[]) => sql<SqlBool>`${ref} in (${sql.join(values)})`;
}

/** The value when it is one of `allowed`, otherwise null. */
export function known<T extends string>(allowed: readonly T[], value: string | null | undefined): T | null {
  return value && (allowed as readonly string[]).includes(value) ? (value as T) : null;
}

/** A stored time as ISO text, or null. */
export const iso = (value: Date | null | undefined) => (value ? new Date(value).toISOString() : null);

/** A stored money amount (numeric columns arrive as text) as a number, or null. */
export const money = (value: string | number | null | undefined) =>
  value === null || value === undefined ? null : Number(value);
