/**
 * Comprehensive evaluation (issue 12, tender-portal 3, 4, 7.3, 7.4): a comprehensive project's sealed
 * quotations (procureComprehensiveQuotation), the qualification review of each enrolled supplier
 * (procureQualificationReview), the review scores per rule and sub-rule of fScoreRule
 * (procureReviewScore), and the computed price score, weighted total and ranking that the purchaser
 * confirms (confirmQuotation), which publishes the award notice and tells the suppliers.
 *
 * The scoring arithmetic lives here so that the server and the score table compute the same numbers.
 */
import { MONEY_MAX } from './limits.js';
import { moneyInputText } from './money.js';
import type { ScoreRule } from './tender.js';

export type {
  ComprehensiveQuotationBody,
  SaveQualificationBody,
  SaveScoreBody,
  ScoreOptionQuery,
} from './schemas/evaluation.js';

export const QUOTATION_REMARK_MAX = 500;
export const REVIEW_REMARK_MAX = 500;
/** Separator of a sub-rule's key: `技术分/设备性能指标`. */
export const RULE_KEY_SEPARATOR = '/';

// Product texts both ends check (the server answers them; the forms show them before sending).
export const QUOTATION_AMOUNT_REQUIRED = '请输入报价金额';
export const QUOTATION_AMOUNT_NOT_NUMBER = '报价金额必须为数字';
export const QUOTATION_AMOUNT_POSITIVE = '报价金额必须大于0';
export const QUOTATION_AMOUNT_DECIMALS = '报价金额最多保留两位小数';
export const QUOTATION_AMOUNT_TOO_LARGE = '报价金额超出允许的范围';
export const QUOTATION_AMOUNT_OVER_BUDGET = '报价金额不能超过项目预算';
export const BID_DOCUMENT_REQUIRED = '请上传投标文件';
export const REVIEW_REASON_REQUIRED = '不通过时请填写原因';
export const SCORE_OUT_OF_RANGE = '评分须在0到满分之间，最多两位小数';

/** The first broken rule of a quotation amount as typed, or undefined when it is a valid amount. */
export function quotationAmountError(
  value: string | number | null | undefined,
  budget?: number | null,
): string | undefined {
  if (value === null || value === undefined || value === '') return QUOTATION_AMOUNT_REQUIRED;
  // Decimal text or a number only, as money.ts reads every amount: "0x10" or "1e3" is no amount.
  const text = moneyInputText(value);
  if (text === null) return QUOTATION_AMOUNT_NOT_NUMBER;
  const amount = Number(text);
  if (!(amount > 0)) return QUOTATION_AMOUNT_POSITIVE;
  if (/\.\d{3,}$/.test(text)) return QUOTATION_AMOUNT_DECIMALS;
  if (amount > MONEY_MAX) return QUOTATION_AMOUNT_TOO_LARGE;
  if (budget !== null && budget !== undefined && budget > 0 && amount > budget) {
    return QUOTATION_AMOUNT_OVER_BUDGET;
  }
  return undefined;
}

/** A supplier's comprehensive quotation. The amount is sealed (null) for the purchaser while quoting. */
export interface ComprehensiveQuotation {
  id: string;
  projectId: string;
  supplierId: string;
  supplierName: string;
  quotationAmount: number | null;
  /** JSON list of FileListEntry: the bid documents (null while sealed for the purchaser). */
  quotationFile: string | null;
  remark: string;
  createTime: string;
  updateTime: string;
  /** The amount is hidden because quotation is still open. */
  sealed: boolean;
}

/** A rule of fScoreRule as a tree with keys; the price rule is computed, not scored by hand. */
export interface RuleNode {
  /** The path of option names, `技术分/设备性能指标`. */
  key: string;
  optionName: string;
  /** Full marks. */
  score: number;
  /** Weight in the total, in percent (top-level rules). */
  percent: number;
  desc: string;
  /** Scored from the quotations: lowest qualified quotation / own quotation × full marks. */
  price: boolean;
  children: RuleNode[];
}

/** Is this the price rule (价格分)? By its name, as the project's rules are written. */
export function isPriceRule(rule: Pick<ScoreRule, 'optionName'>): boolean {
  return /价格|报价|price/i.test(rule.optionName);
}

/** fScoreRule (JSON text or list) as a tree of RuleNode; anything unreadable is an empty tree. */
export function ruleTree(rules: string | ScoreRule[] | null | undefined): RuleNode[] {
  let list: unknown = rules;
  if (typeof rules === 'string') {
    try {
      list = JSON.parse(rules);
    } catch {
      return [];
    }
  }
  if (!Array.isArray(list)) return [];
  const build = (items: unknown[], parent: string, top: boolean): RuleNode[] =>
    items
      .filter((item): item is ScoreRule => typeof (item as ScoreRule | null)?.optionName === 'string')
      .map((rule) => {
        const key = parent ? `${parent}${RULE_KEY_SEPARATOR}${rule.optionName}` : rule.optionName;
        const price = top && isPriceRule(rule);
        const children =
          !price && Array.isArray(rule.childProcureProjectRuleList)
            ? build(rule.childProcureProjectRuleList, key, false)
            : [];
        return {
          key,
          optionName: rule.optionName,
          score: Number(rule.score) || 0,
          percent: Number(rule.percent) || 0,
          desc: rule.desc ?? '',
          price,
          children,
        };
      });
  return build(list, '', true);
}

/** The rules a reviewer scores by hand: the leaves that are not the price rule. */
export function scoredLeaves(rules: readonly RuleNode[]): RuleNode[] {
  return rules.flatMap((rule) =>
    rule.price ? [] : rule.children.length ? scoredLeaves(rule.children) : [rule],
  );
}

/** Every node of the tree, parents before their children. */
export function allRules(rules: readonly RuleNode[]): RuleNode[] {
  return rules.flatMap((rule) => [rule, ...allRules(rule.children)]);
}

/** A score is 0 to full marks with at most two decimals. */
export function scoreError(score: number, rule: Pick<RuleNode, 'score'>): string | undefined {
  if (!Number.isFinite(score) || score < 0 || score > rule.score || Math.round(score * 100) !== score * 100) {
    return SCORE_OUT_OF_RANGE;
  }
  return undefined;
}

const round2 = (value: number) => Math.round(value * 100) / 100;

/** What the evaluation is computed from, per supplier. */
export interface EvaluationInput {
  supplierId: string;
  supplierName: string;
  /** null: no quotation. */
  quotationAmount: number | null;
  /** When the quotation was made (ties of total and amount go to the earlier one). */
  quotationTime: string | null;
  /** Qualification review: every entry passed (null: not reviewed completely). */
  qualified: boolean | null;
  /** Hand scores by rule key. */
  scores: Record<string, number>;
}

/** A supplier's line of the score table. */
export interface SupplierEvaluation {
  supplierId: string;
  supplierName: string;
  quotationAmount: number | null;
  qualified: boolean | null;
  /** Points by rule key, every node (parents sum their children; the price rule is computed). */
  points: Record<string, number | null>;
  /** The price score (null without a quotation or without a price rule). */
  priceScore: number | null;
  /** Weighted total out of 100 (null until every hand-scored rule is scored). */
  total: number | null;
  /** Every hand-scored rule is scored. */
  scored: boolean;
  /** 1 = best; null: not ranked (not qualified, no quotation, not fully scored). */
  rank: number | null;
}

/**
 * The score table: points per rule, price score, weighted total and ranking.
 * - price score = full marks × lowest quotation among qualified suppliers / own quotation;
 * - a parent's points are its children's sum; a top rule's share = points / full marks × percent;
 * - the ranking orders qualified, quoted and fully scored suppliers by total, then by the lower
 *   quotation, then by the earlier quotation.
 */
export function evaluate(
  rules: readonly RuleNode[],
  inputs: readonly EvaluationInput[],
): SupplierEvaluation[] {
  const priceRule = rules.find((rule) => rule.price);
  const amounts = inputs
    .filter(
      (input) => input.qualified === true && input.quotationAmount !== null && input.quotationAmount > 0,
    )
    .map((input) => input.quotationAmount as number);
  const lowest = amounts.length ? Math.min(...amounts) : null;
  const rows = inputs.map((input): SupplierEvaluation & { time: string } => {
    const points: Record<string, number | null> = {};
    const priceScore =
      priceRule && lowest !== null && input.quotationAmount && input.qualified !== false
        ? round2((priceRule.score * lowest) / input.quotationAmount)
        : null;
    const pointsOf = (rule: RuleNode): number | null => {
      let value: number | null;
      if (rule.price) value = priceScore;
      else if (rule.children.length) {
        const parts = rule.children.map(pointsOf);
        value = parts.every((part) => part !== null)
          ? round2(parts.reduce<number>((a, b) => a + (b ?? 0), 0))
          : null;
      } else value = input.scores[rule.key] ?? null;
      points[rule.key] = value;
      return value;
    };
    const tops = rules.map((rule) => ({ rule, value: pointsOf(rule) }));
    const scored = scoredLeaves(rules).every((leaf) => input.scores[leaf.key] !== undefined);
    const complete = tops.every(({ value }) => value !== null);
    const total = complete
      ? round2(
          tops.reduce(
            (sum, { rule, value }) => sum + (rule.score > 0 ? ((value ?? 0) / rule.score) * rule.percent : 0),
            0,
          ),
        )
      : null;
    return {
      supplierId: input.supplierId,
      supplierName: input.supplierName,
      quotationAmount: input.quotationAmount,
      qualified: input.qualified,
      points,
      priceScore,
      total,
      scored,
      rank: null,
      time: input.quotationTime ?? '',
    };
  });
  const ranked = rows
    .filter((row) => row.qualified === true && row.quotationAmount !== null && row.total !== null)
    .sort(
      (a, b) =>
        (b.total ?? 0) - (a.total ?? 0) ||
        (a.quotationAmount ?? 0) - (b.quotationAmount ?? 0) ||
        a.time.localeCompare(b.time),
    );
  ranked.forEach((row, index) => {
    row.rank = index + 1;
  });
  return rows.map(({ time: _time, ...row }) => row);
}

/** getRuleScoreDetail: the rule tree beside the score table, and what the purchaser may do now. */
export interface ScoreDetail {
  projectId: string;
  fProjectName: string;
  /** The project's lifecycle state (reviews happen in quoted; confirmed once confirmQuotation ran). */
  fState: string;
  rules: RuleNode[];
  suppliers: SupplierEvaluation[];
  /** The lowest quotation among qualified suppliers (the price score's base). */
  lowestQuotation: number | null;
  /** The purchaser may record reviews and scores now (quotation ended, not confirmed yet). */
  editable: boolean;
  /** Why confirmQuotation would be refused now (in the caller's language), or null when it may run. */
  pending: string | null;
  winnerId: string | null;
  /** The award notice, once published. */
  noticeId: string | null;
}

/** getSupplierScoreDetail?projectId&optionName: every supplier's points for one rule. */
export interface RuleScoreDetail {
  rule: RuleNode;
  rows: Array<{
    supplierId: string;
    supplierName: string;
    points: number | null;
    remark: string;
    rank: number | null;
  }>;
}

/** confirmQuotation: the winner, the award notice published and how many suppliers were told. */
export interface EvaluationConfirmation {
  winnerId: string;
  winnerName: string;
  total: number;
  noticeId: string;
  notified: number;
}
