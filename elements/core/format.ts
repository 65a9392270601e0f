/**
 * Display formatting shared by elements, the React host and the API: the one place that turns
 * numbers, money, sizes, dates and durations into text, on the platform's `Intl` formatters (no
 * library), so it runs the same in the browser and in Node. Every string a user sees keeps its
 * exact shape: the tests pin them.
 */
import { MONEY_MAX } from '../../api/contract/limits.js';
import { type DecimalParts, type MoneyInput, toDecimalParts } from '../../api/contract/money.js';

export type DurationLabels = {
  day: string;
  hour: string;
  minute: string;
  second: string;
  underMinute: string;
};

export const zhCNDurationLabels: DurationLabels = Object.freeze({
  day: '天',
  hour: '小时',
  minute: '分钟',
  second: '秒',
  underMinute: '不到1分钟',
});

export type GreetingPeriod = 'morning' | 'forenoon' | 'noon' | 'afternoon' | 'evening';

export type DateTimeInput = string | number | Date | null | undefined;

/* ------------------------------------------------------------------------ */
/* Money                                                                     */
/* ------------------------------------------------------------------------ */

// Money is read and written by api/contract/money.ts, which the server's messages use too: the
// same ¥1,549,000.00 on the page and in a refusal.
export { formatMoney, type MoneyInput } from '../../api/contract/money.js';

/* ------------------------------------------------------------------------ */
/* File sizes                                                                */
/* ------------------------------------------------------------------------ */

const ONE_DECIMAL = new Intl.NumberFormat('en-US', {
  minimumFractionDigits: 1,
  maximumFractionDigits: 1,
  useGrouping: false,
});

/**
 * A file's size as a file list shows it, one decimal from a kilobyte up: 800 B, 1.5 KB, 2.0 MB;
 * nothing for an unknown or empty size. (The upload rules' messages write sizes the server's
 * way, `humanSize` in api/contract/files.ts: 1.5KB, 60MB.)
 */
export function formatFileSize(bytes: number | null | undefined): string {
  if (!bytes || bytes <= 0) return '';
  if (bytes < 1024) return `${bytes} B`;
  if (bytes < 1024 * 1024) return `${ONE_DECIMAL.format(bytes / 1024)} KB`;
  return `${ONE_DECIMAL.format(bytes / 1024 / 1024)} MB`;
}

/* ------------------------------------------------------------------------ */
/* Chinese capital amounts (人民币大写)                                        */
/* ------------------------------------------------------------------------ */

const CAPITAL_DIGITS = ['零', '壹', '贰', '叁', '肆', '伍', '陆', '柒', '捌', '玖'] as const;
const CAPITAL_UNITS_IN_SECTION = ['', '拾', '佰', '仟'] as const;
const CAPITAL_SECTION_UNITS = ['', '万', '亿'] as const;
/** The integer digits of MONEY_MAX, the most the capitals spell. */
const CAPITALS_MAX_INTEGER = String(Math.trunc(MONEY_MAX));
const CAPITALS_MAX_INTEGER_DIGITS = CAPITALS_MAX_INTEGER.length;

function capitalDigit(digit: string): string {
  return CAPITAL_DIGITS[Number(digit)] ?? '';
}

/** True when |value| > MONEY_MAX, judged on all digits before truncation. */
function exceedsCapitalsLimit(parts: DecimalParts): boolean {
  if (parts.integer.length !== CAPITALS_MAX_INTEGER_DIGITS) {
    return parts.integer.length > CAPITALS_MAX_INTEGER_DIGITS;
  }
  return (
    parts.integer === CAPITALS_MAX_INTEGER && parts.fraction.length > 2 && parts.fraction.startsWith('99')
  );
}

/**
 * Integer part in capitals, without "元". Digits are read in 4-digit sections
 * (个/万/亿); runs of zeros collapse into a single 零 that is only written when
 * a non-zero digit follows, and a section unit is written only when its
 * section has a non-zero digit (100000000 -> 壹亿, not 壹亿零万). An all-zero
 * section still leaves a pending 零 (100001000 -> 壹亿零壹仟).
 */
function integerToCapitals(integerDigits: string): string {
  let result = '';
  let zeroPending = false;
  let sectionHasDigit = false;
  for (let index = 0; index < integerDigits.length; index += 1) {
    const digit = integerDigits.charAt(index);
    const position = integerDigits.length - 1 - index;
    if (digit === '0') {
      zeroPending = result !== '';
    } else {
      if (zeroPending) result += '零';
      result += capitalDigit(digit) + CAPITAL_UNITS_IN_SECTION[position % 4];
      zeroPending = false;
      sectionHasDigit = true;
    }
    if (position % 4 !== 0) continue;
    if (sectionHasDigit) {
      result += CAPITAL_SECTION_UNITS[position / 4];
      // Zeros before a section unit are swallowed by it: 1001000 -> 壹佰万壹仟.
      zeroPending = false;
    }
    sectionHasDigit = false;
  }
  return result;
}

/** 角 and 分 part; the 零 before 分 is only needed when it follows 元. */
function fractionToCapitals(jiao: string, fen: string, hasYuan: boolean): string {
  let result = '';
  if (jiao !== '0') result += `${capitalDigit(jiao)}角`;
  if (fen !== '0') {
    if (jiao === '0' && hasYuan) result += '零';
    result += `${capitalDigit(fen)}分`;
  }
  return result;
}

/**
 * Converts an amount to Chinese capitals for contracts and invoices:
 * 1234567.89 -> "壹佰贰拾叁万肆仟伍佰陆拾柒元捌角玖分", 0 -> "零元整".
 *
 * Only two decimals are used and extra decimals are truncated, not rounded:
 * a capitalised amount must never state more money than the figure it
 * transcribes ("1.239" -> "壹元贰角叁分"). Empty or non-numeric input, and
 * magnitudes above MONEY_MAX (checked before truncation), give "".
 * Negative amounts get a "负" prefix unless they truncate to zero.
 */
export function toChineseCapitals(value: MoneyInput): string {
  const parts = toDecimalParts(value);
  if (!parts || exceedsCapitalsLimit(parts)) return '';
  const fraction = parts.fraction.padEnd(2, '0');
  const jiao = fraction.charAt(0);
  const fen = fraction.charAt(1);
  const hasYuan = parts.integer !== '0';
  const hasFraction = jiao !== '0' || fen !== '0';
  if (!hasYuan && !hasFraction) return '零元整';
  const sign = parts.negative ? '负' : '';
  const yuan = hasYuan ? `${integerToCapitals(parts.integer)}元` : '';
  const tail = hasFraction ? fractionToCapitals(jiao, fen, hasYuan) : '整';
  return sign + yuan + tail;
}

/* ------------------------------------------------------------------------ */
/* Durations                                                                 */
/* ------------------------------------------------------------------------ */

const MS_PER_SECOND = 1000;
const MS_PER_MINUTE = 60 * MS_PER_SECOND;
const SECONDS_PER_DAY = 86400;
const SECONDS_PER_HOUR = 3600;
/** A day as the lists count it back: 24 hours (China keeps no daylight saving). */
export const MS_PER_DAY = SECONDS_PER_DAY * MS_PER_SECOND;

export interface DurationParts {
  days: number;
  hours: number;
  minutes: number;
  seconds: number;
}

function splitSeconds(totalSeconds: number): DurationParts {
  return {
    days: Math.floor(totalSeconds / SECONDS_PER_DAY),
    hours: Math.floor((totalSeconds % SECONDS_PER_DAY) / SECONDS_PER_HOUR),
    minutes: Math.floor((totalSeconds % SECONDS_PER_HOUR) / 60),
    seconds: totalSeconds % 60,
  };
}

/** Whole units only; partial seconds are dropped rather than rounded up. */
function splitDuration(ms: number): DurationParts {
  return splitSeconds(Math.floor(ms / MS_PER_SECOND));
}

/**
 * What is left of a countdown, in whole units: a started second counts as a whole one, so the
 * clock shows 00:00:01 until the deadline itself. Past, NaN and infinite give all zeros.
 */
export function countdownParts(remainingMs: number): DurationParts {
  const positive = Number.isFinite(remainingMs) && remainingMs > 0;
  return splitSeconds(positive ? Math.ceil(remainingMs / MS_PER_SECOND) : 0);
}

/** "HH:MM:SS" (hours beyond a day go into the days, which the caller labels in its language). */
export function formatClock(parts: DurationParts): string {
  return `${twoDigits(parts.hours)}:${twoDigits(parts.minutes)}:${twoDigits(parts.seconds)}`;
}

function isValidDuration(ms: number | null | undefined): ms is number {
  return typeof ms === 'number' && Number.isFinite(ms) && ms >= 0;
}

/** Labels are appended directly, so locales that need a space put it in the label. */
function joinNonZero(parts: ReadonlyArray<readonly [number, string]>): string {
  return parts
    .filter(([amount]) => amount > 0)
    .map(([amount, label]) => `${amount}${label}`)
    .join('');
}

/**
 * How long something has been waiting, to the minute: 90061000 -> "1天1小时1分钟".
 * Below one minute gives the under-minute label; null, negative or
 * non-finite input gives "".
 */
export function formatDwellTime(
  ms: number | null | undefined,
  labels: DurationLabels = zhCNDurationLabels,
): string {
  if (!isValidDuration(ms)) return '';
  if (ms < MS_PER_MINUTE) return labels.underMinute;
  const { days, hours, minutes } = splitDuration(ms);
  return joinNonZero([
    [days, labels.day],
    [hours, labels.hour],
    [minutes, labels.minute],
  ]);
}

/**
 * Elapsed time to the second: 90061000 -> "1天1小时1分钟1秒", 0 -> "0秒".
 * Null, negative or non-finite input gives "".
 */
export function formatDuration(
  ms: number | null | undefined,
  labels: DurationLabels = zhCNDurationLabels,
): string {
  if (!isValidDuration(ms)) return '';
  const { days, hours, minutes, seconds } = splitDuration(ms);
  const text = joinNonZero([
    [days, labels.day],
    [hours, labels.hour],
    [minutes, labels.minute],
    [seconds, labels.second],
  ]);
  return text === '' ? `0${labels.second}` : text;
}

/* ------------------------------------------------------------------------ */
/* Greeting                                                                  */
/* ------------------------------------------------------------------------ */

/**
 * Part of day for the header greeting. The spec's "up to 11" and "up to 13"
 * are read as inclusive hours: <8 morning, 8–11 forenoon, 12–13 noon,
 * 14–17 afternoon, 18+ evening. Fractional hours are floored; anything
 * outside [0, 24) is a caller bug and throws RangeError.
 */
export function greetingPeriod(hour: number): GreetingPeriod {
  if (!Number.isFinite(hour) || hour < 0 || hour >= 24) {
    throw new RangeError(`hour must be in [0, 24), got ${hour}`);
  }
  const wholeHour = Math.floor(hour);
  if (wholeHour < 8) return 'morning';
  if (wholeHour <= 11) return 'forenoon';
  if (wholeHour <= 13) return 'noon';
  if (wholeHour < 18) return 'afternoon';
  return 'evening';
}

/** Greeting period for a date in local time; throws RangeError for an invalid Date. */
export function greetingPeriodAt(date: Date): GreetingPeriod {
  return greetingPeriod(date.getHours());
}

/* ------------------------------------------------------------------------ */
/* Date and time                                                             */
/* ------------------------------------------------------------------------ */

/**
 * "YYYY-MM-DD", "YYYY/MM/DD" and "YYYY-MM-DD HH:mm[:ss[.SSS]]" (space or T)
 * without a zone. Parsed by hand as local time: the built-in parser reads
 * date-only ISO strings as UTC, which shifts the day west of Greenwich.
 */
const LOCAL_DATE_TIME_PATTERN =
  /^(\d{4})([-/])(\d{1,2})\2(\d{1,2})(?:[ T](\d{1,2}):(\d{2})(?::(\d{2})(?:\.(\d{1,3})\d*)?)?)?$/;

/** ISO 8601 with an explicit zone is unambiguous, so the built-in parser is safe for it. */
const ZONED_ISO_PATTERN = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(?::\d{2}(?:\.\d+)?)?(?:Z|[+-]\d{2}:?\d{2})$/i;

function parseLocalDateTime(match: RegExpExecArray): Date | null {
  const [, year, , month, day, hours = '0', minutes = '0', seconds = '0', millis = '0'] = match;
  const fields = [year, month, day, hours, minutes, seconds, millis.padEnd(3, '0')].map(Number);
  const [y = 0, mo = 1, d = 1, h = 0, mi = 0, s = 0, ms = 0] = fields;
  const date = new Date(2000, 0, 1, h, mi, s, ms);
  // setFullYear keeps years 0-99 literal; the constructor would map them to 19xx.
  date.setFullYear(y, mo - 1, d);
  // Date silently rolls 2024-02-30 over to March; treat that as invalid instead.
  const rolledOver =
    date.getFullYear() !== y ||
    date.getMonth() !== mo - 1 ||
    date.getDate() !== d ||
    date.getHours() !== h ||
    date.getMinutes() !== mi ||
    date.getSeconds() !== s;
  return rolledOver ? null : date;
}

/**
 * Strict on purpose: V8's fallback parser accepts text such as "foo 12" as a
 * date, which would turn bad data into a plausible-looking timestamp.
 */
function parseDateString(text: string): Date | null {
  const trimmed = text.trim();
  const local = LOCAL_DATE_TIME_PATTERN.exec(trimmed);
  if (local) return parseLocalDateTime(local);
  if (ZONED_ISO_PATTERN.test(trimmed)) return new Date(trimmed);
  return null;
}

function toDate(value: DateTimeInput): Date | null {
  if (value instanceof Date) return value;
  if (typeof value === 'number') return Number.isFinite(value) ? new Date(value) : null;
  if (typeof value === 'string') return parseDateString(value);
  return null;
}

/** Zero-padded fields (05, 0099): the pattern's numbers are plain digits in every language. */
const FOUR_DIGITS = new Intl.NumberFormat('en-US', { minimumIntegerDigits: 4, useGrouping: false });
const TWO_DIGITS = new Intl.NumberFormat('en-US', { minimumIntegerDigits: 2, useGrouping: false });

function twoDigits(value: number): string {
  return TWO_DIGITS.format(value);
}

const DATE_TOKEN_PATTERN = /YYYY|MM|DD|HH|mm|ss/g;

/**
 * Formats a date in local time using the tokens YYYY MM DD HH mm ss; other
 * pattern text is copied as is. Accepts a Date, epoch milliseconds, a local
 * "YYYY-MM-DD[ HH:mm[:ss]]" string or a zoned ISO 8601 string. Anything
 * invalid gives "".
 */
export function formatDateTime(value: DateTimeInput, pattern = 'YYYY-MM-DD HH:mm:ss'): string {
  const date = toDate(value);
  if (!date || Number.isNaN(date.getTime())) return '';
  const tokens: Record<string, string> = {
    YYYY: FOUR_DIGITS.format(date.getFullYear()),
    MM: twoDigits(date.getMonth() + 1),
    DD: twoDigits(date.getDate()),
    HH: twoDigits(date.getHours()),
    mm: twoDigits(date.getMinutes()),
    ss: twoDigits(date.getSeconds()),
  };
  return pattern.replace(DATE_TOKEN_PATTERN, (token) => tokens[token] ?? token);
}

/**
 * A local date-time as `<input type="datetime-local">` takes it (2024-01-05T08:03), in the
 * browser's time zone; "" for an invalid date.
 */
export function localDateTimeInput(value: DateTimeInput): string {
  return formatDateTime(value, 'YYYY-MM-DDTHH:mm');
}

/** The moment `days` whole days (24 hours each) after `from`; negative days go back. */
export function daysFrom(from: Date | number, days: number): Date {
  return new Date(new Date(from).getTime() + days * MS_PER_DAY);
}
