/**
 * Money, one set of rules for both ends: how an amount a user or a caller sends is read (decimal text
 * or a JSON number, nothing else: moneyInputText), and how an amount is written for people
 * (¥1,549,000.00: formatMoney, on Intl). The quote form, the pages and the server's refusals all use
 * them, so a figure reads the same on the page and in a message, and "0x10" is never 16.
 */
export type MoneyInput = number | string | null | undefined;

/* ------------------------------------------------------------------------ */
/* Decimal parsing                                                           */
/* ------------------------------------------------------------------------ */

/**
 * A decimal split into digit strings. Money is handled as text rather than
 * floats so that rounding and truncation act on the digits the user sees
 * (e.g. 0.29 stays 0.29 instead of becoming 0.28999…).
 */
export interface DecimalParts {
  negative: boolean;
  /** No leading zeros; '0' when the integer part is zero. */
  integer: string;
  /** No trailing zeros; '' when there is no fraction. */
  fraction: string;
}

const DECIMAL_PATTERN = /^([+-]?)(\d*)(?:\.(\d*))?(?:e([+-]?\d+))?$/i;

/** Beyond this, doubles are 0 or Infinity anyway; the cap stops '0e99999999' allocating huge strings. */
const MAX_EXPONENT = 400;

function parseDecimalText(text: string): DecimalParts | null {
  const match = DECIMAL_PATTERN.exec(text);
  if (!match) return null;
  const [, sign = '', integerDigits = '', fractionDigits = '', exponentText] = match;
  if (integerDigits === '' && fractionDigits === '') return null;
  const exponent = exponentText === undefined ? 0 : Number(exponentText);
  if (Math.abs(exponent) > MAX_EXPONENT) return null;
  return shiftDecimalPoint(sign === '-', integerDigits + fractionDigits, integerDigits.length + exponent);
}

function shiftDecimalPoint(negative: boolean, digits: string, pointIndex: number): DecimalParts {
  let padded = digits;
  let point = pointIndex;
  if (point < 0) {
    padded = '0'.repeat(-point) + padded;
    point = 0;
  }
  if (point > padded.length) padded += '0'.repeat(point - padded.length);
  const integer = padded.slice(0, point).replace(/^0+/, '') || '0';
  const fraction = padded.slice(point).replace(/0+$/, '');
  return { negative, integer, fraction };
}

/**
 * A value to show as money: finite numbers and plain decimal strings (optional sign, optional
 * exponent, surrounding whitespace, as databases and older answers give them). Thousands separators,
 * currency signs, 'Infinity' and hex are treated as non-numeric. What a caller sends is read with the
 * stricter moneyInputText.
 */
export function toDecimalParts(value: MoneyInput): DecimalParts | null {
  if (typeof value === 'number') {
    // String() gives the shortest round-trip form, i.e. the digits people expect.
    return Number.isFinite(value) ? parseDecimalText(String(value)) : null;
  }
  if (typeof value === 'string') return parseDecimalText(value.trim());
  return null;
}

/* ------------------------------------------------------------------------ */
/* Money                                                                     */
/* ------------------------------------------------------------------------ */

const MAX_MONEY_DECIMALS = 20;

function assertDecimals(decimals: number): void {
  if (!Number.isInteger(decimals) || decimals < 0 || decimals > MAX_MONEY_DECIMALS) {
    throw new RangeError(`decimals must be an integer between 0 and ${MAX_MONEY_DECIMALS}, got ${decimals}`);
  }
}

const moneyFormats = new Map<number, Intl.NumberFormat>();

/**
 * Yuan in the zh-CN way (¥1,234.50, -¥12.00). Fed the decimal as text, Intl rounds the digits
 * themselves half away from zero (1.005 -> 1.01, where Number#toFixed gives 1.00), and
 * signDisplay 'negative' drops the sign of a value that rounds to zero (never -¥0.00).
 */
function moneyFormat(decimals: number): Intl.NumberFormat {
  let format = moneyFormats.get(decimals);
  if (!format) {
    format = new Intl.NumberFormat('zh-CN', {
      style: 'currency',
      currency: 'CNY',
      minimumFractionDigits: decimals,
      maximumFractionDigits: decimals,
      signDisplay: 'negative',
    });
    moneyFormats.set(decimals, format);
  }
  return format;
}

/**
 * Formats an amount as yuan with thousands separators: 1234567.5 -> "¥1,234,567.50",
 * -12 -> "-¥12.00". Empty or non-numeric input gives "". A value that rounds
 * to zero loses its sign so that we never show "-¥0.00".
 * Throws RangeError when `decimals` is not an integer in 0..20 (a caller bug).
 */
export function formatMoney(value: MoneyInput, options: { decimals?: number } = {}): string {
  const decimals = options.decimals ?? 2;
  assertDecimals(decimals);
  // Parsed first: Intl would also read 'Infinity', hex and padded text, which are not amounts here.
  const parts = toDecimalParts(value);
  if (!parts) return '';
  const text = `${parts.negative ? '-' : ''}${parts.integer}${parts.fraction ? `.${parts.fraction}` : ''}`;
  // Intl's types take a decimal string since ES2023; TypeScript's lib still says number.
  return moneyFormat(decimals).format(text as unknown as number);
}

/* ------------------------------------------------------------------------ */
/* Reading what a caller sends                                               */
/* ------------------------------------------------------------------------ */

/** Decimal text as people type it: digits, optionally a point and digits, optionally a leading minus. */
const DECIMAL_INPUT = /^-?\d+(?:\.\d+)?$/;

/** Longer text is no amount (MONEY_MAX has 14 digits): it is refused before it is read. */
export const MONEY_INPUT_MAX_LENGTH = 40;

function decimalText(parts: DecimalParts): string {
  const text = `${parts.integer}${parts.fraction ? `.${parts.fraction}` : ''}`;
  return parts.negative && text !== '0' ? `-${text}` : text;
}

/**
 * An amount as a caller sent it, as plain decimal text without padding zeros ("1500000", "12.5",
 * "-5"), or null when it is not one. Only a finite JSON number or a string of digits with an optional
 * point and a leading minus pass: hex ("0x10"), exponents ("1e3"), padding (" 12"), "Infinity",
 * separators ("1,000"), a plus sign and anything that is not a number or a string do not, where
 * Number() or a schema's type coercion would have read most of them as some number. A JSON number
 * beyond MONEY_MAX gives its digits, so the range rules can name it too large.
 */
export function moneyInputText(raw: unknown): string | null {
  if (typeof raw === 'number') {
    if (!Number.isFinite(raw)) return null;
    // String() gives the shortest round-trip form; a very large or small number comes with an exponent.
    const parts = parseDecimalText(String(raw));
    return parts ? decimalText(parts) : null;
  }
  if (typeof raw !== 'string' || raw.length > MONEY_INPUT_MAX_LENGTH || !DECIMAL_INPUT.test(raw)) {
    return null;
  }
  const parts = parseDecimalText(raw);
  return parts ? decimalText(parts) : null;
}
