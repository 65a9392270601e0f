import { msg, str } from '@lit/localize';
import type { UploadedFile } from '../../api/contract/files.js';
import {
  aboveBudget,
  formatQuotedFigure,
  isItemisedMode,
  lineCents,
  missesStepLimit,
  QUOTATION_ABOVE_BUDGET,
  QUOTATION_AMOUNT_REQUIRED,
  QUOTATION_DISCOUNT_RANGE,
  QUOTATION_FILE_REQUIRED,
  QUOTATION_ITEMS_MISSING,
  QUOTATION_LOWER_RANGE,
  QUOTATION_NEGATIVE,
  QUOTATION_NOT_NUMBER,
  QUOTATION_NOT_POSITIVE,
  QUOTATION_TOO_LARGE,
  QUOTATION_TOO_MANY_DECIMALS,
  type QuotationValueKind,
  quotationValueKind,
  quotedFigureError,
  toCents,
} from '../../api/contract/quote-rules.js';
import { submittedEntry } from '../file-upload/upload-rules.js';

/**
 * The quote form's pure part: what the supplier typed for each quotation mode, checked with the
 * server's own rules (api/contract/quote-rules.ts, so a mistake is named before anything is sent), and turned into the body of
 * `quotation`. Figures stay text while typed so that "12.50" is shown as typed and decimals are
 * counted on the digits, not on a float.
 */

/** What the supplier typed: one figure (sum, lower, discount, business, technology), or one per goods line. */
export interface QuoteDraft {
  amount: string;
  /** goodsId → the typed figure (unitPrice: price per unit; amount: the line's quoted quantity price). */
  items: Record<string, string>;
  /** The bid documents (business and technology modes, or when the project requires them). */
  files: UploadedFile[];
}

export function emptyDraft(): QuoteDraft {
  return { amount: '', items: {}, files: [] };
}

/** A goods line of the purchasing list as the form needs it. */
export interface QuoteGoods {
  id: string;
  goodsName: string;
  spec?: string | null;
  unit?: string | null;
  quantity: number | null;
}

/** The contract's rule texts in the reader's language. */
function ruleText(text: string): string {
  switch (text) {
    case QUOTATION_AMOUNT_REQUIRED:
      return msg('请输入报价');
    case QUOTATION_NEGATIVE:
      return msg('报价不能为负数');
    case QUOTATION_NOT_NUMBER:
      return msg('报价必须是数字');
    case QUOTATION_TOO_MANY_DECIMALS:
      return msg('报价最多保留两位小数');
    case QUOTATION_LOWER_RANGE:
      return msg('下浮率须大于0且小于100');
    case QUOTATION_DISCOUNT_RANGE:
      return msg('折扣率须大于0且不超过100');
    case QUOTATION_NOT_POSITIVE:
      return msg('报价必须大于0');
    case QUOTATION_TOO_LARGE:
      return msg('报价超出允许的最大值');
    case QUOTATION_ABOVE_BUDGET:
      return msg('报价不能高于项目预算');
    case QUOTATION_ITEMS_MISSING:
      return msg('请为采购清单的每一项报价');
    case QUOTATION_FILE_REQUIRED:
      return msg('请上传投标文件');
    default:
      return text;
  }
}

/**
 * Why a typed figure is refused, in the user's language; '' when it is fine. A money figure above
 * the budget that caps it is refused too; `mode` names the markdown rate (lower), kept below 100.
 */
export function figureError(
  text: string,
  kind: QuotationValueKind,
  budget?: number | null,
  mode = '',
): string {
  const error =
    quotedFigureError(text, kind, mode) ??
    (kind === 'money' && aboveBudget(Number(text), budget) ? QUOTATION_ABOVE_BUDGET : undefined);
  return error ? ruleText(error) : '';
}

/** Cents as yuan with two decimals, as text. */
function centsText(cents: number): string {
  return `${Math.floor(cents / 100)}.${String(cents % 100).padStart(2, '0')}`;
}

/**
 * The total of a per-item quotation, in yuan with two decimals as text: unitPrice multiplies each
 * price by its line's quantity, amount adds the lines. '' while any line is missing or wrong.
 */
export function itemsTotal(
  mode: string,
  goods: readonly QuoteGoods[],
  items: Record<string, string>,
): string {
  if (goods.length === 0) return '';
  let total = 0;
  for (const line of goods) {
    const text = items[line.id] ?? '';
    if (figureError(text, 'money') !== '') return '';
    total += lineCents(mode, toCents(Number(text)), line.quantity);
  }
  return centsText(total);
}

/** A line's quoted sum (unitPrice: price × quantity), as text; '' while the price is not right. */
export function lineTotal(mode: string, line: QuoteGoods, text: string): string {
  if (figureError(text, 'money') !== '') return '';
  return centsText(lineCents(mode, toCents(Number(text)), line.quantity));
}

/** The figures a quote states, for the form's capitals and the confirmation dialog. */
export interface QuoteFigures {
  /** The quoted figure: the total (money) or the rate (percent). */
  amount: string;
  kind: QuotationValueKind;
}

/** The quote's body and its figures, or the errors by field ('amount', a goods id, or 'files'). */
export type QuoteCheck =
  | {
      ok: true;
      figures: QuoteFigures;
      body: {
        quotationAmount: number;
        quotationList?: Array<{ goodsId: string; quotationAmount: number }>;
        quotationFile?: string;
      };
    }
  | { ok: false; errors: Record<string, string> };

export interface QuoteRules {
  mode: string;
  goods: readonly QuoteGoods[];
  /** The project's budget, when it caps the total. */
  budget?: number | null;
  /** Bid documents are required (fUploadBidDocument = 1, or a documents mode). */
  documentsRequired: boolean;
  /** The round's step limit for this supplier (QuotationCheck): the most a next quote may be… */
  mustBeBelow?: number | null;
  /** …or, where higher is better (a markdown rate), the least. */
  mustBeAbove?: number | null;
}

/**
 * The step limit a figure misses, worded as the server words it (本次报价须不高于¥1,499,000.00), or ''.
 * Checked here so the supplier hears it before the confirmation, not from the server after it.
 */
function stepLimitError(amount: string, rules: QuoteRules): string {
  const kind = quotationValueKind(rules.mode);
  const value = Number(amount);
  if (rules.mustBeBelow !== null && rules.mustBeBelow !== undefined) {
    const limit = formatQuotedFigure(rules.mustBeBelow, kind);
    if (missesStepLimit(value, rules.mustBeBelow, false)) return msg(str`本次报价须不高于${limit}`);
  }
  if (rules.mustBeAbove !== null && rules.mustBeAbove !== undefined) {
    const limit = formatQuotedFigure(rules.mustBeAbove, kind);
    if (missesStepLimit(value, rules.mustBeAbove, true)) return msg(str`本次报价须不低于${limit}`);
  }
  return '';
}

/** The files whose upload has finished (a file still uploading is not a document yet). */
function uploaded(files: readonly UploadedFile[] | undefined): UploadedFile[] {
  return (files ?? []).filter(
    (file) => file.fileId && (file.status === undefined || file.status === 'success'),
  );
}

/** Checks the draft against the mode's rules; on success, the body of `quotation` (without projectId). */
export function checkQuote(draft: QuoteDraft, rules: QuoteRules): QuoteCheck {
  const errors: Record<string, string> = {};
  let amount = '';
  let quotationList: Array<{ goodsId: string; quotationAmount: number }> | undefined;
  if (isItemisedMode(rules.mode)) {
    if (rules.goods.length === 0) errors.amount = ruleText(QUOTATION_ITEMS_MISSING);
    for (const line of rules.goods) {
      const error = figureError(draft.items[line.id] ?? '', 'money');
      if (error) errors[line.id] = error;
    }
    if (Object.keys(errors).length === 0) {
      amount = itemsTotal(rules.mode, rules.goods, draft.items);
      const totalError = figureError(amount, 'money', rules.budget);
      if (totalError) errors.amount = totalError;
      quotationList = rules.goods.map((line) => ({
        goodsId: line.id,
        quotationAmount: Number((draft.items[line.id] ?? '').trim()),
      }));
    }
  } else {
    const kind = quotationValueKind(rules.mode);
    const error = figureError(draft.amount, kind, kind === 'money' ? rules.budget : undefined, rules.mode);
    if (error) errors.amount = error;
    amount = draft.amount.trim();
  }
  if (!errors.amount && amount) {
    const missed = stepLimitError(amount, rules);
    if (missed) errors.amount = missed;
  }
  const files = uploaded(draft.files);
  if (rules.documentsRequired && files.length === 0) errors.files = ruleText(QUOTATION_FILE_REQUIRED);
  if (Object.keys(errors).length > 0) return { ok: false, errors };
  return {
    ok: true,
    figures: { amount, kind: quotationValueKind(rules.mode) },
    body: {
      quotationAmount: Number(amount),
      ...(quotationList ? { quotationList } : {}),
      ...(files.length > 0 ? { quotationFile: JSON.stringify(files.map(submittedEntry)) } : {}),
    },
  };
}
