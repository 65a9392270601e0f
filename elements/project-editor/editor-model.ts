/**
 * What the project editor holds while the purchaser types: every value as typed (text, so nothing is
 * coerced or lost on a refused save), and the lists with a stable key per line so that moving a line
 * keeps its inputs and focus. Pure functions, tested through the element.
 */
import type { StepKind } from '../../api/contract/bidding.js';
import type { UploadedFile } from '../../api/contract/files.js';
import type { NoticeLanguage } from '../../api/contract/notice-language.js';
import type { QualificationEntryType } from '../../api/contract/project-editor.js';
import type { ProcureType, QuotationMode, RegisterMode, TransactionMode } from '../../api/contract/tender.js';

export interface GoodsLine {
  key: string;
  goodsName: string;
  spec: string;
  unit: string;
  quantity: string;
  /** Kept as loaded (a copied project's ceilings), not edited here. */
  budgetPrice?: number | string | null;
  remark?: string;
}

export interface ScoreOption {
  key: string;
  optionName: string;
  score: string;
  percent: string;
  desc: string;
  children: ScoreOption[];
}

/** zg = qualification review; other = conformity review. */
export type QualificationKind = QualificationEntryType;

export interface QualificationLine {
  key: string;
  type: QualificationKind;
  summarize: string;
  describe: string;
}

export interface InvitedSupplier {
  id: string;
  name: string;
}

/** The one-value fields, by the contract's wire names. */
export interface EditorFields {
  fProjectName: string;
  fProjectNo: string;
  fBudgetMoney: string;
  fProcureType: ProcureType | '';
  fTransactionMode: TransactionMode;
  fQuotationMode: QuotationMode;
  fRegisterMode: RegisterMode;
  /** '2' excluding tax, '1' including. */
  fQuotationIncludeTax: '1' | '2';
  fEarnestMoney: string;
  fSignUpMoney: string;
  fLocation: string;
  fPurchaserName: string;
  /** The agent (代理机构). */
  fCreatorName: string;
  fProcurementContent: string;
  fPublishMedia: string;
  /** `<input type="datetime-local">` values (local time). */
  fRegisterStartTime: string;
  fRegisterEndTime: string;
  fBidStartTime: string;
  fBidEndTime: string;
  fBidRound: string;
  /** Minutes per round. */
  fRoundCount: string;
  fPublicPreviousRound: boolean;
  fUploadBidDocument: boolean;
  fBasicInfo: string;
  /** The tender notice as the purchaser edits it (rich html); blank: generated on approval. */
  noticeTitle: string;
  noticeContent: string;
  /** The digest of the facts the notice was generated or edited from ('' while it is not). */
  noticeBasis: string;
  /** The language of the project's notices ('' : zh-CN). */
  fNoticeLanguage: NoticeLanguage | '';
  /** The bidding rules beyond the spec's fields (bidding.ts BiddingRules). */
  minStep: string;
  minStepKind: StepKind;
  capAtBudget: boolean;
  overtimeTriggerMinutes: string;
  overtimeExtendMinutes: string;
  overtimeMaxTimes: string;
}

export interface EditorValues extends EditorFields {
  goods: GoodsLine[];
  scoreRules: ScoreOption[];
  qualifications: QualificationLine[];
  documents: UploadedFile[];
  suppliers: InvitedSupplier[];
}

let sequence = 0;
/** A key for a new line, unique in the page. */
export function lineKey(): string {
  sequence += 1;
  return `l${sequence}`;
}

export function emptyGoods(): GoodsLine {
  return { key: lineKey(), goodsName: '', spec: '', unit: '', quantity: '' };
}

export function emptyScoreOption(): ScoreOption {
  return { key: lineKey(), optionName: '', score: '', percent: '', desc: '', children: [] };
}

export function emptyQualification(type: QualificationKind = 'zg'): QualificationLine {
  return { key: lineKey(), type, summarize: '', describe: '' };
}

export function emptyValues(): EditorValues {
  return {
    fProjectName: '',
    fProjectNo: '',
    fBudgetMoney: '',
    fProcureType: '',
    fTransactionMode: 'competitive',
    fQuotationMode: 'sum',
    fRegisterMode: 'open',
    fQuotationIncludeTax: '1',
    fEarnestMoney: '',
    fSignUpMoney: '',
    fLocation: '',
    fPurchaserName: '',
    fCreatorName: '',
    fProcurementContent: '',
    fPublishMedia: '',
    fRegisterStartTime: '',
    fRegisterEndTime: '',
    fBidStartTime: '',
    fBidEndTime: '',
    fBidRound: '1',
    fRoundCount: '',
    fPublicPreviousRound: false,
    fUploadBidDocument: false,
    fBasicInfo: '',
    noticeTitle: '',
    noticeContent: '',
    noticeBasis: '',
    fNoticeLanguage: '',
    minStep: '',
    minStepKind: 'amount',
    capAtBudget: false,
    overtimeTriggerMinutes: '',
    overtimeExtendMinutes: '',
    overtimeMaxTimes: '',
    goods: [],
    scoreRules: [],
    qualifications: [],
    documents: [],
    suppliers: [],
  };
}

// ---- lists ------------------------------------------------------------------------------------

/** The list with the line at `index` moved by `by` (-1 up, 1 down); unchanged at an end. */
export function moveLine<T>(list: readonly T[], index: number, by: -1 | 1): T[] {
  const target = index + by;
  if (index < 0 || target < 0 || target >= list.length) return [...list];
  const next = [...list];
  const [line] = next.splice(index, 1);
  next.splice(target, 0, line as T);
  return next;
}

/** The list with the line of `key` changed by `patch`. */
export function patchLine<T extends { key: string }>(
  list: readonly T[],
  key: string,
  patch: Partial<T>,
): T[] {
  return list.map((line) => (line.key === key ? { ...line, ...patch } : line));
}

const HEADER_WORDS = /名称|品名|规格|单位|数量|name|spec|unit|quantity/i;

/**
 * Goods lines from text copied out of a spreadsheet: one line per row, cells split by tabs (or, for a
 * single column, the whole row as the name), in the order name, spec, unit, quantity. Blank rows are
 * skipped, and a first row that reads as a header (名称, 规格…) is too.
 */
export function goodsFromSpreadsheet(text: string): GoodsLine[] {
  const rows = text
    .replace(/\r\n?/g, '\n')
    .split('\n')
    .map((row) => row.split('\t').map((cell) => cell.trim()))
    .filter((cells) => cells.some((cell) => cell !== ''));
  if (rows.length && rows[0]!.some((cell) => HEADER_WORDS.test(cell)) && !rows[0]!.some(isQuantity)) {
    rows.shift();
  }
  return rows.map(([goodsName = '', spec = '', unit = '', quantity = '']) => ({
    key: lineKey(),
    goodsName,
    spec,
    unit,
    quantity: quantity.replace(/,/g, ''),
  }));
}

function isQuantity(cell: string): boolean {
  return /^\d+(?:\.\d+)?$/.test(cell.replace(/,/g, ''));
}

/** Whether pasted text holds more than one cell (a row of cells or several rows). */
export function isSpreadsheetText(text: string): boolean {
  return /\t|\n/.test(text.trim());
}

// ---- score rules ------------------------------------------------------------------------------

/** The tree with the option of `key` changed by `change` (anywhere in it). */
export function updateOption(
  options: readonly ScoreOption[],
  key: string,
  change: (option: ScoreOption) => ScoreOption | null,
): ScoreOption[] {
  const next: ScoreOption[] = [];
  for (const option of options) {
    if (option.key === key) {
      const changed = change(option);
      if (changed) next.push(changed);
    } else {
      next.push({ ...option, children: updateOption(option.children, key, change) });
    }
  }
  return next;
}

/** Sum of decimal texts, to two places; blank or malformed texts count as nothing. */
export function sumOf(texts: readonly string[]): number {
  const total = texts.reduce((sum, text) => {
    const value = Number(text.trim());
    return text.trim() !== '' && Number.isFinite(value) ? sum + value : sum;
  }, 0);
  return Math.round(total * 100) / 100;
}
