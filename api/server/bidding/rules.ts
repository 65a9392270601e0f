import {
  higherIsBetter,
  QUOTATION_ITEM_UNKNOWN,
  QUOTATION_MISMATCH_TOTAL,
  QUOTATION_NOT_BETTER,
  type QuotationBody,
  type QuotationLine,
  quotationMustBeAbove,
  quotationMustBeBelow,
  type StepKind,
} from '../../contract/bidding.js';
import { MONEY_MAX } from '../../contract/limits.js';
import {
  aboveBudget,
  figureInput,
  formatQuotedFigure,
  fromCents,
  isItemisedMode,
  lineCents,
  missesStepLimit,
  QUOTATION_ABOVE_BUDGET,
  QUOTATION_FILE_REQUIRED,
  QUOTATION_ITEMS_MISSING,
  QUOTATION_TOO_LARGE,
  QUOTATION_VALUE_KINDS,
  type QuotationValueKind,
  quotedFigureError,
  toCents,
} from '../../contract/quote-rules.js';
import type { QuotationMode } from '../../contract/tender.js';
import { fileIdsOf } from '../tender/files.js';

/**
 * The rules of one quotation, per quotation mode (contract/quote-rules.ts, the figure rules the quote
 * form checks too): the value's form, its range, the goods lines, the bid document, the budget cap and
 * the minimum step. Pure: the route gives it the project, the goods and the supplier's previous quotation.
 */

/** A refused quotation: its reason is product text (zh-CN, translated by the catalogue). */
export class QuotationRefusal extends Error {}

/** A quoted value as a number of at most two decimals, or the reason it is not one. */
export function parseQuoted(raw: unknown, kind: QuotationValueKind, mode?: string): number {
  const figure = figureInput(raw);
  if ('error' in figure) throw new QuotationRefusal(figure.error);
  const { text } = figure;
  const error = quotedFigureError(text, kind, mode);
  if (error) throw new QuotationRefusal(error);
  return fromCents(toCents(Number(text)));
}

/** The project's columns the rules read. */
export interface RuleProject {
  quotation_mode: string;
  budget_money: string | number | null;
  upload_bid_document: number;
  cap_at_budget: number;
  min_step: string | number | null;
  min_step_kind: string;
}

/** A goods line of the purchasing list as the rules read it. */
export interface RuleGoods {
  id: string;
  goods_name: string;
  spec: string;
  unit: string;
  quantity: string | number | null;
}

/** A quotation that passed the form rules: its value, lines and documents. */
export interface CheckedQuotation {
  value: number;
  lines: QuotationLine[];
  file: string | null;
}

export function modeOf(project: Pick<RuleProject, 'quotation_mode'>): QuotationMode {
  const mode = project.quotation_mode as QuotationMode;
  return mode in QUOTATION_VALUE_KINDS ? mode : 'sum';
}

/** The raw value the request gave, as the audit trail writes it. */
export function rawAmountText(body: Pick<QuotationBody, 'quotationAmount' | 'quotationList'>): string {
  if (body.quotationAmount !== undefined && body.quotationAmount !== null) {
    return String(body.quotationAmount).slice(0, 40);
  }
  if (body.quotationList?.length) {
    return body.quotationList
      .map((line) => String(line.quotationAmount))
      .join('+')
      .slice(0, 200);
  }
  return '';
}

/** Checks a quotation's form against the project's mode, goods list, documents and budget cap. */
export function checkQuotation(
  project: RuleProject,
  goods: RuleGoods[],
  body: QuotationBody,
): CheckedQuotation {
  const mode = modeOf(project);
  const kind = QUOTATION_VALUE_KINDS[mode];
  let value: number;
  let lines: QuotationLine[] = [];
  if (isItemisedMode(mode)) {
    const given = body.quotationList ?? [];
    const byId = new Map(goods.map((line) => [line.id, line]));
    const seen = new Set<string>();
    for (const line of given) {
      if (!byId.has(line.goodsId)) throw new QuotationRefusal(QUOTATION_ITEM_UNKNOWN);
      seen.add(line.goodsId);
    }
    if (!goods.length || goods.some((line) => !seen.has(line.id)) || seen.size !== given.length) {
      throw new QuotationRefusal(QUOTATION_ITEMS_MISSING);
    }
    const quoted = new Map(given.map((line) => [line.goodsId, parseQuoted(line.quotationAmount, 'money')]));
    let totalCents = 0;
    lines = goods.map((line) => {
      const amount = quoted.get(line.id) ?? 0;
      const quantity = line.quantity === null ? null : Number(line.quantity);
      const cents = lineCents(mode, toCents(amount), quantity);
      totalCents += cents;
      return {
        goodsId: line.id,
        goodsName: line.goods_name,
        spec: line.spec,
        unit: line.unit,
        quantity,
        quotationAmount: amount,
        lineTotal: fromCents(cents),
      };
    });
    value = fromCents(totalCents);
    if (value > MONEY_MAX) throw new QuotationRefusal(QUOTATION_TOO_LARGE);
    if (body.quotationAmount !== undefined && body.quotationAmount !== null && body.quotationAmount !== '') {
      const stated = parseQuoted(body.quotationAmount, 'money');
      if (toCents(stated) !== totalCents) throw new QuotationRefusal(QUOTATION_MISMATCH_TOTAL);
    }
  } else {
    value = parseQuoted(body.quotationAmount, kind, mode);
  }
  const budget = project.budget_money === null ? null : Number(project.budget_money);
  if (kind === 'money' && project.cap_at_budget === 1 && aboveBudget(value, budget)) {
    throw new QuotationRefusal(QUOTATION_ABOVE_BUDGET);
  }
  const file = body.quotationFile?.trim() ? body.quotationFile : null;
  if (project.upload_bid_document === 1 && fileIdsOf(file).length === 0) {
    throw new QuotationRefusal(QUOTATION_FILE_REQUIRED);
  }
  return { value, lines, file };
}

/** The value a next quotation must reach after `previous` (the minimum step applied), and its direction. */
export function stepLimit(
  project: Pick<RuleProject, 'quotation_mode' | 'min_step' | 'min_step_kind'>,
  previous: number,
): { limit: number; higher: boolean; step: number } {
  const higher = higherIsBetter(modeOf(project));
  const step = project.min_step === null ? 0 : Number(project.min_step);
  const kind = project.min_step_kind as StepKind;
  const delta = kind === 'percent' ? (previous * step) / 100 : step;
  const limitCents = higher
    ? Math.ceil(toCents(previous + delta) - 1e-6)
    : Math.floor(toCents(previous - delta) + 1e-6);
  return { limit: fromCents(limitCents), higher, step };
}

/** Refuses a value that does not beat the supplier's previous one by the minimum step. */
export function checkStep(
  project: Pick<RuleProject, 'quotation_mode' | 'min_step' | 'min_step_kind'>,
  previous: number | null,
  value: number,
): void {
  if (previous === null) return;
  const { limit, higher, step } = stepLimit(project, previous);
  const cents = toCents(value);
  const previousCents = toCents(previous);
  const better = higher ? cents > previousCents : cents < previousCents;
  if (better && !missesStepLimit(value, limit, higher)) return;
  if (step <= 0) throw new QuotationRefusal(QUOTATION_NOT_BETTER);
  // The limit as the page shows it (¥1,499,000.00, or 95% for a rate), whatever the language.
  const shown = formatQuotedFigure(limit, QUOTATION_VALUE_KINDS[modeOf(project)]);
  throw new QuotationRefusal(higher ? quotationMustBeAbove(shown) : quotationMustBeBelow(shown));
}

interface Offer {
  value: number;
  /** Arrival time (ms). */
  at: number;
  seq: number;
}

/** Orders standing offers best first: by value in the mode's direction, then the earlier quotation. */
export function compareOffers(mode: string): (a: Offer, b: Offer) => number {
  const higher = higherIsBetter(mode);
  return (a, b) => {
    const byValue = higher ? toCents(b.value) - toCents(a.value) : toCents(a.value) - toCents(b.value);
    return byValue || a.at - b.at || a.seq - b.seq;
  };
}
