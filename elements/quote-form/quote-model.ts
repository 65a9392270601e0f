import { msg } from '@lit/localize';
import type { UploadedFile } from '../../api/contract/files.js';
import { MONEY_MAX } from '../../api/contract/limits.js';
import type { QuotationMode } from '../../api/contract/tender.js';
import { submittedEntry } from '../file-upload/upload-rules.js';

/**
 * The quote form's pure part: what the supplier typed for each quotation mode, checked the way the
 * server checks it (so a mistake is named before anything is sent), and turned into the body of
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

/** How the figure of a mode is read: money in yuan, or a percentage. */
export type FigureKind = 'money' | 'percent';

/** Modes quoted per goods line; the others with one figure. */
export const PER_ITEM_MODES = ['unitPrice', 'amount'] as const satisfies readonly QuotationMode[];
/** Modes quoted as a percentage. */
export const PERCENT_MODES = ['lower', 'discount'] as const satisfies readonly QuotationMode[];
/** Modes whose quotation is the bid documents (with the quoted total beside them). */
export const DOCUMENT_MODES = ['business', 'technology'] as const satisfies readonly QuotationMode[];

export function isPerItemMode(mode: string): mode is (typeof PER_ITEM_MODES)[number] {
  return (PER_ITEM_MODES as readonly string[]).includes(mode);
}

export function figureKind(mode: string): FigureKind {
  return (PERCENT_MODES as readonly string[]).includes(mode) ? 'percent' : 'money';
}

export function isDocumentMode(mode: string): boolean {
  return (DOCUMENT_MODES as readonly string[]).includes(mode);
}

const FIGURE = /^\d+(?:\.\d+)?$/;
const AT_MOST_TWO_DECIMALS = /^\d+(?:\.\d{1,2})?$/;

/**
 * Why a typed figure is refused, in the user's language; '' when it is fine. The same rules and
 * texts as the server's (api/contract/bidding.ts): lower is a markdown rate (0 < rate < 100),
 * discount a discount rate (0 < rate ≤ 100), money positive with at most two decimals.
 */
export function figureError(text: string, kind: FigureKind, budget?: number | null, mode = ''): string {
  const value = text.trim();
  if (value === '') return msg('请输入报价');
  if (value.startsWith('-')) return msg('报价不能为负数');
  if (!FIGURE.test(value)) return msg('报价必须是数字');
  if (!AT_MOST_TWO_DECIMALS.test(value)) return msg('报价最多保留两位小数');
  const number = Number(value);
  if (kind === 'percent') {
    if (mode === 'lower') return number > 0 && number < 100 ? '' : msg('下浮率须大于0且小于100');
    return number > 0 && number <= 100 ? '' : msg('费率须大于0且不超过100');
  }
  if (number <= 0) return msg('报价必须大于0');
  if (number > MONEY_MAX) return msg('报价超出允许的最大值');
  if (budget !== undefined && budget !== null && budget > 0 && number > budget) {
    return msg('报价不能高于项目预算');
  }
  return '';
}

/** Cents of a checked money text, so sums are exact. */
function cents(text: string): number {
  const [whole = '0', fraction = ''] = text.trim().split('.');
  return Number(whole) * 100 + Number(fraction.padEnd(2, '0').slice(0, 2));
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
    const price = cents(text);
    total += mode === 'unitPrice' ? Math.round(price * (line.quantity ?? 1)) : price;
  }
  return `${Math.floor(total / 100)}.${String(total % 100).padStart(2, '0')}`;
}

/** A line's quoted sum (unitPrice: price × quantity), as text; '' while the price is not right. */
export function lineTotal(mode: string, line: QuoteGoods, text: string): string {
  if (figureError(text, 'money') !== '') return '';
  const total = mode === 'unitPrice' ? Math.round(cents(text) * (line.quantity ?? 1)) : cents(text);
  return `${Math.floor(total / 100)}.${String(total % 100).padStart(2, '0')}`;
}

/** The figures a quote states, for the form's capitals and the confirmation dialog. */
export interface QuoteFigures {
  /** The quoted figure: the total (money) or the rate (percent). */
  amount: string;
  kind: FigureKind;
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
  if (isPerItemMode(rules.mode)) {
    if (rules.goods.length === 0) errors.amount = msg('请为采购清单的每一项报价');
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
    const kind = figureKind(rules.mode);
    const error = figureError(draft.amount, kind, kind === 'money' ? rules.budget : undefined, rules.mode);
    if (error) errors.amount = error;
    amount = draft.amount.trim();
  }
  const files = uploaded(draft.files);
  if (rules.documentsRequired && files.length === 0) errors.files = msg('请上传投标文件');
  if (Object.keys(errors).length > 0) return { ok: false, errors };
  return {
    ok: true,
    figures: { amount, kind: figureKind(rules.mode) },
    body: {
      quotationAmount: Number(amount),
      ...(quotationList ? { quotationList } : {}),
      ...(files.length > 0 ? { quotationFile: JSON.stringify(files.map(submittedEntry)) } : {}),
    },
  };
}
