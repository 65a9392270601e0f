/**
 * An amount in a request: a JSON number or decimal text, read by money.ts (moneyInputText) in its
 * domain, which answers the area's own message for anything else.
 */
import { Type } from 'typebox';

/**
 * The schema names no type on purpose: the server's ajv coerces types (coerceTypes), and a schema
 * offering `number` let it turn "0x10" into 16, " 12" into 12 and "1e3" into 1000 before any rule saw
 * the text. So the value reaches its domain as sent, and only decimal text or a number is an amount.
 */
export const MoneyValue = Type.Unsafe<number | string>({});

/** An amount that may also be null (a quotation's total, left to the goods lines). */
export const NullableMoneyValue = Type.Unsafe<number | string | null>({});
