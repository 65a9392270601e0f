/**
 * The rules of a quoted figure, one set for both ends: the quote form checks what a supplier types
 * with them before anything is sent, and the server checks the quotation it receives with them. A
 * broken rule is named by its zh-CN product text, which the server's catalogue translates and the
 * form words with msg(). A wire value is read as money.ts reads every amount (decimal text or a JSON
 * number, nothing else: figureInput), and a figure in a message is written as the page writes it
 * (formatQuotedFigure).
 */
import { MONEY_MAX } from './limits.js';
import { formatMoney, moneyInputText } from './money.js';
import type { QuotationMode } from './tender.js';

/**
 * What a quotation's `quotationAmount` means in each mode, and which way is better:
 * - sum: the total price (yuan), lower is better;
 * - unitPrice: the total of unit price × quantity over the goods list (quotationList: a unit price per
 *   goods line, every line required); the server computes the total; lower is better;
 * - amount: the amount for each goods line's quantity (quotationList: a line amount per goods line,
 *   every line required); the total is their sum; lower is better;
 * - lower: the markdown rate in percent (0 < rate < 100), higher is better;
 * - discount: the discount rate in percent of the price (0 < rate ≤ 100), lower is better;
 * - business, technology: the total price with the bid documents (quotationFile), lower is better.
 * A bid document (quotationFile, a JSON file list) is required in any mode when fUploadBidDocument = 1.
 */
export const QUOTATION_VALUE_KINDS: Record<QuotationMode, QuotationValueKind> = {
  sum: 'money',
  unitPrice: 'money',
  amount: 'money',
  lower: 'rate',
  discount: 'rate',
  business: 'money',
  technology: 'money',
};

/** How a quoted figure is read: money in yuan, or a rate in percent. */
export type QuotationValueKind = 'money' | 'rate';

/** Modes quoted per goods line (quotationList). */
export const ITEMISED_QUOTATION_MODES = ['unitPrice', 'amount'] as const satisfies readonly QuotationMode[];

/** Modes whose quotation is the bid documents (with the quoted total beside them). */
export const DOCUMENT_QUOTATION_MODES = [
  'business',
  'technology',
] as const satisfies readonly QuotationMode[];

/** Money: at most 2 decimals, at most MONEY_MAX (limits.ts). */
export const QUOTATION_DECIMALS = 2;

export function isItemisedMode(mode: string): mode is (typeof ITEMISED_QUOTATION_MODES)[number] {
  return (ITEMISED_QUOTATION_MODES as readonly string[]).includes(mode);
}

export function isDocumentMode(mode: string): boolean {
  return (DOCUMENT_QUOTATION_MODES as readonly string[]).includes(mode);
}

/** The kind of a mode's figure; an unknown mode is quoted like `sum`. */
export function quotationValueKind(mode: string): QuotationValueKind {
  return QUOTATION_VALUE_KINDS[mode as QuotationMode] ?? 'money';
}

// Product texts of the rules (zh-CN; the server translates its answers, the form uses msg()).
export const QUOTATION_AMOUNT_REQUIRED = '请输入报价';
export const QUOTATION_NOT_NUMBER = '报价必须是数字';
export const QUOTATION_NEGATIVE = '报价不能为负数';
export const QUOTATION_NOT_POSITIVE = '报价必须大于0';
export const QUOTATION_TOO_MANY_DECIMALS = '报价最多保留两位小数';
export const QUOTATION_TOO_LARGE = '报价超出允许的最大值';
export const QUOTATION_DISCOUNT_RANGE = '折扣率须大于0且不超过100';
export const QUOTATION_LOWER_RANGE = '下浮率须大于0且小于100';
export const QUOTATION_ABOVE_BUDGET = '报价不能高于项目预算';
export const QUOTATION_ITEMS_MISSING = '请为采购清单的每一项报价';
export const QUOTATION_FILE_REQUIRED = '请上传投标文件';

const FIGURE = /^(-?)(\d+)(?:\.(\d+))?$/;

/**
 * The first rule a figure text breaks, or undefined when it is a valid figure of its kind: present,
 * plain digits with at most two decimals, positive, at most MONEY_MAX; a markdown rate (`lower`)
 * below 100, any other rate (a discount) at most 100.
 */
export function quotedFigureError(text: string, kind: QuotationValueKind, mode?: string): string | undefined {
  const figure = text.trim();
  if (figure === '') return QUOTATION_AMOUNT_REQUIRED;
  const match = FIGURE.exec(figure);
  if (!match) return QUOTATION_NOT_NUMBER;
  const value = Number(figure);
  if (match[1] === '-' && value !== 0) return QUOTATION_NEGATIVE;
  if ((match[3]?.length ?? 0) > QUOTATION_DECIMALS) return QUOTATION_TOO_MANY_DECIMALS;
  if (value <= 0) return QUOTATION_NOT_POSITIVE;
  if (value > MONEY_MAX) return QUOTATION_TOO_LARGE;
  if (mode === 'lower' && value >= 100) return QUOTATION_LOWER_RANGE;
  if (kind === 'rate' && value > 100) return QUOTATION_DISCOUNT_RANGE;
  return undefined;
}

/**
 * A figure as a caller sent it, as the plain text quotedFigureError reads, or the rule it breaks:
 * nothing given is 请输入报价; anything but decimal text or a JSON number (hex, an exponent, padding,
 * "Infinity") is 报价必须是数字, never read as some other number.
 */
export function figureInput(raw: unknown): { text: string } | { error: string } {
  if (raw === undefined || raw === null || raw === '') return { error: QUOTATION_AMOUNT_REQUIRED };
  const text = moneyInputText(raw);
  return text === null ? { error: QUOTATION_NOT_NUMBER } : { text };
}

/** A quoted figure as people read it, on the page and in a refusal: ¥1,549,000.00, or 95% for a rate. */
export function formatQuotedFigure(value: number | string, kind: QuotationValueKind): string {
  return kind === 'rate' ? `${value}%` : formatMoney(value);
}

/**
 * A figure misses the round's step limit (the supplier's previous quotation bettered by the minimum
 * step: QuotationCheck's mustBeBelow, or mustBeAbove where higher is better).
 */
export function missesStepLimit(value: number, limit: number, higher: boolean): boolean {
  return higher ? toCents(value) < toCents(limit) : toCents(value) > toCents(limit);
}

/** Cents, as integers: sums and comparisons without binary fractions. */
export const toCents = (value: number) => Math.round(value * 100);
export const fromCents = (cents: number) => cents / 100;

/** A money total above the budget that caps it (none when the budget is null). */
export function aboveBudget(value: number, budget: number | null | undefined): boolean {
  return budget !== null && budget !== undefined && toCents(value) > toCents(budget);
}

/** A goods line's quoted sum in cents: unitPrice multiplies the price by the quantity (1 when unknown), amount is the line's price. */
export function lineCents(mode: string, priceCents: number, quantity: number | null | undefined): number {
  return mode === 'unitPrice' ? Math.round(priceCents * (quantity ?? 1)) : priceCents;
}
