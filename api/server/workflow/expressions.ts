import jexl from 'jexl';

/**
 * Expressions of models other tools write (Camunda, Flowable): `${approved}`, `${amount > 1000}`,
 * `${vacationApproved == 'Approve'}`, `${a && !b}`, `${not empty list}`, evaluated over process variables
 * by a Jexl instance that knows the JUEL word operators. Nothing is ever run as JavaScript.
 */

/** Why an expression has no value: it does not parse, names a variable nobody set, or is no truth value. */
export class ExpressionProblem extends Error {}

const isEmpty = (value: unknown) =>
  value === null ||
  value === undefined ||
  value === '' ||
  (Array.isArray(value) && value.length === 0) ||
  (typeof value === 'object' && value !== null && Object.keys(value).length === 0);

interface Operand {
  eval(): { then(next: (value: unknown) => unknown): unknown };
}

const juel = new jexl.Jexl();
// JUEL binds `and` tighter than `or`; Jexl gives && and || the same precedence, so || moves below it.
// Both keep Jexl's short circuit (the right side is evaluated only when it decides).
const and = (left: Operand, right: Operand) => left.eval().then((value) => (value ? right.eval() : value));
const or = (left: Operand, right: Operand) => left.eval().then((value) => (value ? value : right.eval()));
// Jexl 2.3 takes the on-demand flag as a fourth argument, which @types/jexl does not declare yet.
const addOnDemandOp = juel.addBinaryOp.bind(juel) as unknown as (
  operator: string,
  precedence: number,
  fn: (left: Operand, right: Operand) => unknown,
  manualEval: true,
) => void;
for (const operator of ['&&', 'and']) addOnDemandOp(operator, 10, and, true);
for (const operator of ['||', 'or']) addOnDemandOp(operator, 9, or, true);
/** A value as JUEL coerces it to a boolean: the text true (any case) is true. */
const asBoolean = (value: unknown) =>
  typeof value === 'boolean' ? value : typeof value === 'string' && value.toLowerCase() === 'true';

/** JUEL's equality: a number or a boolean on either side makes both one; otherwise texts compare as texts. */
function equals(left: unknown, right: unknown): boolean {
  if (left === right) return true;
  if (left === null || left === undefined || right === null || right === undefined) return false;
  if (typeof left === 'number' || typeof right === 'number') return Number(left) === Number(right);
  if (typeof left === 'boolean' || typeof right === 'boolean') return asBoolean(left) === asBoolean(right);
  return typeof left === 'string' && typeof right === 'string' ? left === right : false;
}

const words: [string, number, (left: number, right: number) => unknown][] = [
  ['==', 20, equals],
  ['eq', 20, equals],
  ['!=', 20, (left, right) => !equals(left, right)],
  ['ne', 20, (left, right) => !equals(left, right)],
  ['lt', 20, (left, right) => left < right],
  ['gt', 20, (left, right) => left > right],
  ['le', 20, (left, right) => left <= right],
  ['ge', 20, (left, right) => left >= right],
  ['div', 40, (left, right) => left / right],
  ['mod', 40, (left, right) => left % right],
];
for (const [operator, precedence, fn] of words) juel.addBinaryOp(operator, precedence, fn);
juel.addUnaryOp('not', (value) => !value);
juel.addUnaryOp('empty', isEmpty);

/**
 * The body of `${…}` or `#{…}` when the text is exactly one such expression, else undefined. Scans the
 * text (string literals may hold braces) instead of matching a pattern over it.
 */
export function expressionBody(text: string): string | undefined {
  const trimmed = text.trim();
  if (!/^[$#]\{/.test(trimmed)) return undefined;
  let depth = 0;
  let quote: string | null = null;
  for (let index = 1; index < trimmed.length; index += 1) {
    const char = trimmed[index];
    if (quote) {
      if (char === '\\') index += 1;
      else if (char === quote) quote = null;
      continue;
    }
    if (char === "'" || char === '"') quote = char;
    else if (char === '{') depth += 1;
    else if (char === '}') {
      depth -= 1;
      if (depth === 0) return index === trimmed.length - 1 ? trimmed.slice(2, index).trim() : undefined;
    }
  }
  return undefined;
}

/**
 * The variables an expression reads. One it names that nobody set is refused (as Camunda does): the first
 * such name is kept, since Jexl may wrap what the lookup throws.
 */
function scope(variables: Record<string, unknown>) {
  const unknown: string[] = [];
  const context = new Proxy(
    { null: null, ...variables },
    {
      get(target, key) {
        if (typeof key === 'string' && !Object.hasOwn(target, key)) {
          unknown.push(key);
          throw new ExpressionProblem(`变量 ${key} 不存在`);
        }
        return Reflect.get(target, key);
      },
    },
  );
  return { context, unknown };
}

/** The value of one `${…}` expression over the variables. */
export function evaluateExpression(text: string, variables: Record<string, unknown>): unknown {
  const body = expressionBody(text);
  if (body === undefined || body === '') throw new ExpressionProblem('表达式格式不正确');
  let compiled: ReturnType<typeof juel.compile>;
  try {
    compiled = juel.compile(body);
  } catch {
    throw new ExpressionProblem('表达式格式不正确');
  }
  const { context, unknown } = scope(variables);
  try {
    return compiled.evalSync(context);
  } catch {
    throw new ExpressionProblem(unknown[0] ? `变量 ${unknown[0]} 不存在` : '表达式格式不正确');
  }
}

/** A condition's truth, as JUEL coerces it: a boolean, or the text true/false; nothing else. */
export function evaluateCondition(text: string, variables: Record<string, unknown>): boolean {
  const value = evaluateExpression(text, variables);
  if (typeof value === 'boolean') return value;
  if (value === null || value === undefined || value === '') return false;
  if (typeof value === 'string' && /^(true|false)$/i.test(value)) return asBoolean(value);
  throw new ExpressionProblem('结果不是真或假');
}
