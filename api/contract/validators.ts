/**
 * Form field checks and the password rules, shared by the elements, the React host and the server:
 * pure and dependency-free, so the server re-runs exactly what the form ran and answers the same words.
 *
 * Every check is typed `(value: string) => boolean`, but form values arrive
 * from untyped templates too, so non-strings are rejected explicitly: a bare
 * `regex.test(undefined)` would test the text "undefined" and pass isAlphabets.
 */
import { DEFAULT_MIN_PASSWORD_LENGTH } from './limits.js';
import type { PasswordStrategy } from './user.js';

export type Validator = (value: string) => boolean;

function isString(value: unknown): value is string {
  return typeof value === 'string';
}

function matches(pattern: RegExp, value: string): boolean {
  return isString(value) && pattern.test(value);
}

/** URL schemes are case-insensitive (RFC 3986), so "HTTPS:" counts as external too. */
export function isExternalLink(value: string): boolean {
  return matches(/^(?:https?:|mailto:|tel:)/i, value);
}

export function isPassword(value: string): boolean {
  return isString(value) && value.length >= 6;
}

export function isDigits(value: string): boolean {
  return matches(/^[0-9]+$/, value);
}

/**
 * Unified_Ideograph covers the CJK extension blocks as well as U+4E00–U+9FFF,
 * so rare characters in real organisation and person names are accepted.
 */
export function isChineseOrDigitName(value: string): boolean {
  return matches(/^[\p{Unified_Ideograph}0-9]+$/u, value);
}

const IPV4_OCTET = '(?:25[0-5]|2[0-4]\\d|1\\d\\d|[1-9]?\\d)';
const IPV4_PATTERN = new RegExp(`^${IPV4_OCTET}(?:\\.${IPV4_OCTET}){3}$`);

/** Leading zeros are rejected because some parsers read "010" as octal 8. */
export function isIPv4(value: string): boolean {
  return matches(IPV4_PATTERN, value);
}

/**
 * The prefix check demands an authority right after "//"; the WHATWG parser
 * alone would accept "http:///x" by treating "x" as the host.
 */
export function isUrl(value: string): boolean {
  if (!matches(/^(?:https?|ftp):\/\/[^\s/?#\\]+(?:[/?#]\S*)?$/i, value)) return false;
  try {
    return new URL(value).hostname !== '';
  } catch {
    return false;
  }
}

export function isLowerCase(value: string): boolean {
  return matches(/^[a-z]+$/, value);
}

export function isUpperCase(value: string): boolean {
  return matches(/^[A-Z]+$/, value);
}

export function isAlphabets(value: string): boolean {
  return matches(/^[A-Za-z]+$/, value);
}

const MAX_PORT = 65535;

/** Canonical form only: "080" is rejected so the stored value round-trips. */
export function isPort(value: string): boolean {
  return matches(/^(?:0|[1-9]\d{0,4})$/, value) && Number(value) <= MAX_PORT;
}

export function isMobile(value: string): boolean {
  return matches(/^1\d{10}$/, value);
}

const ID_CARD_WEIGHTS = [7, 9, 10, 5, 8, 4, 2, 1, 6, 3, 7, 9, 10, 5, 8, 4, 2] as const;
const ID_CARD_CHECK_CODES = '10X98765432';

/**
 * Mainland resident ID (GB 11643-1999): 17 digits and a check character
 * computed with ISO 7064 MOD 11-2. Verifying the checksum catches most
 * mistyped numbers before they reach the bidder registry. The embedded
 * birth date and region code are not checked.
 */
export function isIdCard(value: string): boolean {
  if (!matches(/^\d{17}[\dXx]$/, value)) return false;
  const sum = ID_CARD_WEIGHTS.reduce(
    (total, weight, index) => total + weight * Number(value.charAt(index)),
    0,
  );
  return ID_CARD_CHECK_CODES.charAt(sum % 11) === value.charAt(17).toUpperCase();
}

/**
 * Pragmatic rather than full RFC 5322: dot-atom local part, dotted host
 * labels and an alphabetic top-level domain of at least two letters.
 */
const EMAIL_PATTERN =
  /^[A-Za-z0-9!#$%&'*+/=?^_`{|}~-]+(?:\.[A-Za-z0-9!#$%&'*+/=?^_`{|}~-]+)*@(?:[A-Za-z0-9](?:[A-Za-z0-9-]*[A-Za-z0-9])?\.)+[A-Za-z]{2,}$/;

export function isEmail(value: string): boolean {
  return matches(EMAIL_PATTERN, value);
}

/** Counted in code points (the u flag), so a name with an extension-B character still counts as one. */
export function isChineseName(value: string): boolean {
  return matches(/^\p{Unified_Ideograph}{2,4}$/u, value);
}

/**
 * Legacy records store the text "null" for missing values, so it counts as
 * blank; so do null and undefined arriving from untyped callers.
 */
export function isBlank(value: string): boolean {
  if (!isString(value)) return true;
  const trimmed = value.trim();
  return trimmed === '' || trimmed === 'null';
}

/**
 * Optional area code (0 plus 2–3 digits, e.g. 010 or 0571) and dash, a 7–8
 * digit local number not starting with 0, optional dash and 1–6 digit extension.
 */
export function isLandline(value: string): boolean {
  return matches(/^(?:0\d{2,3}-)?[1-9]\d{6,7}(?:-\d{1,6})?$/, value);
}

/**
 * A company's 联系电话 (registration, purchaser and contract information): a mobile or a landline. A
 * person's own phone (手机号, a registration's 联系方式) is a mobile only: isMobile.
 */
export function isContactPhone(value: string): boolean {
  return isMobile(value) || isLandline(value);
}

/**
 * Non-negative amount with at most two decimals, written canonically: no
 * leading zeros ("01"), no bare point ("1." or ".5"), no sign.
 */
export function isAmount(value: string): boolean {
  return matches(/^(?:0|[1-9]\d*)(?:\.\d{1,2})?$/, value);
}

export const validators = {
  isExternalLink,
  isPassword,
  isDigits,
  isChineseOrDigitName,
  isIPv4,
  isUrl,
  isLowerCase,
  isUpperCase,
  isAlphabets,
  isPort,
  isMobile,
  isIdCard,
  isEmail,
  isChineseName,
  isBlank,
  isLandline,
  isAmount,
} as const satisfies Record<string, Validator>;

/* ------------------------------------------------------------------------ */
/* Change-password rules                                                     */
/* ------------------------------------------------------------------------ */

export const PASSWORD_REQUIRED_MESSAGE = '请输入新密码';
export const PASSWORD_MIN_LENGTH_MESSAGE_PREFIX = '新密码长度至少为';
export const PASSWORD_DIGIT_LETTER_MESSAGE = '新密码必须包含数字、字母';
export const PASSWORD_DIGIT_LETTER_SPECIAL_MESSAGE = '新密码必须包含数字、字母、特殊字符';
export const PASSWORD_DIGIT_MIXED_CASE_SPECIAL_MESSAGE = '新密码必须包含数字、大小写字母、特殊字符';
export const PASSWORD_SAME_AS_OLD_MESSAGE = '新密码不能与旧密码相同';

export const DEFAULT_PASSWORD_MIN_LENGTH = DEFAULT_MIN_PASSWORD_LENGTH;

export function passwordMinLengthMessage(length: number): string {
  return PASSWORD_MIN_LENGTH_MESSAGE_PREFIX + length;
}

const hasDigit = (pwd: string): boolean => /\d/.test(pwd);
const hasLetter = (pwd: string): boolean => /[A-Za-z]/.test(pwd);
const hasLowerCase = (pwd: string): boolean => /[a-z]/.test(pwd);
const hasUpperCase = (pwd: string): boolean => /[A-Z]/.test(pwd);
/** Printable ASCII punctuation, the set the authentication service accepts as "special". */
const hasSpecial = (pwd: string): boolean => /[!-/:-@[-`{-~]/.test(pwd);

/** Rule checks keyed by pwdRule; rule 1 and unknown rules impose no composition. */
const COMPOSITION_RULES: Readonly<Record<number, { test: (pwd: string) => boolean; message: string }>> = {
  2: { test: (pwd) => hasDigit(pwd) && hasLetter(pwd), message: PASSWORD_DIGIT_LETTER_MESSAGE },
  3: {
    test: (pwd) => hasDigit(pwd) && hasLetter(pwd) && hasSpecial(pwd),
    message: PASSWORD_DIGIT_LETTER_SPECIAL_MESSAGE,
  },
  4: {
    test: (pwd) => hasDigit(pwd) && hasLowerCase(pwd) && hasUpperCase(pwd) && hasSpecial(pwd),
    message: PASSWORD_DIGIT_MIXED_CASE_SPECIAL_MESSAGE,
  },
};

/** A misconfigured strategy length (0, NaN, negative) falls back to the default rather than allowing "". */
function requiredLength(strategy: PasswordStrategy | null): number {
  if (!strategy?.enable) return DEFAULT_PASSWORD_MIN_LENGTH;
  const { pwdLength } = strategy;
  return Number.isFinite(pwdLength) && pwdLength > 0 ? Math.floor(pwdLength) : DEFAULT_PASSWORD_MIN_LENGTH;
}

function compositionError(pwd: string, strategy: PasswordStrategy | null): string | null {
  if (!strategy?.enable) return null;
  const rule = COMPOSITION_RULES[strategy.pwdRule];
  return rule && !rule.test(pwd) ? rule.message : null;
}

/**
 * First problem with a new password, as the exact message the change-password
 * dialog shows, or null when it is acceptable. Checks run in the order the
 * user should fix them: required, length, composition, differs from old.
 */
export function passwordRuleError(
  pwd: string,
  strategy: PasswordStrategy | null,
  oldPwd?: string,
): string | null {
  if (!isString(pwd) || pwd === '') return PASSWORD_REQUIRED_MESSAGE;
  const minLength = requiredLength(strategy);
  if (pwd.length < minLength) return passwordMinLengthMessage(minLength);
  const composition = compositionError(pwd, strategy);
  if (composition) return composition;
  if (oldPwd !== undefined && pwd === oldPwd) return PASSWORD_SAME_AS_OLD_MESSAGE;
  return null;
}
