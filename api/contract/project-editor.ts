/**
 * The project editor (issue 36): a purchaser writes a tender project, saves it as a draft, reopens it,
 * submits it for approval, takes it back while undecided, or copies an earlier project as a template.
 *
 * Calls (own, service form): wProcureproject/save (SaveProjectBody → SavedProject), getEditable
 * (?id → EditableProject), submit and withdraw (?projectId → ProjectStateChange), copy
 * (?projectId → SavedProject).
 *
 * The field rules are `projectFieldErrors`, run by the editor before it sends and by the server on
 * what it receives. A refused save or submit answers the refusal envelope (state false, HTTP 200, no
 * code: the client hands it back) whose `value` is `{ fields }`: every wrong field's message, in the
 * caller's language, keyed by its path (`fProjectName`, `goodsList.2.quantity`,
 * `fScoreRule.0.childProcureProjectRuleList`); `message` is the first of them. `fieldErrorsOf` reads it.
 */
import type { Envelope } from './envelope.js';
import { MONEY_MAX } from './limits.js';
import { formatMoney, moneyInputText } from './money.js';
import type { NoticeLanguage } from './notice-language.js';
import type { ProjectGoodsRow, ProjectState } from './procure-project.js';
import type { GoodsLineInput, QualificationInput, SaveProjectBody } from './schemas/project-editor.js';
import {
  type ProcureType,
  PURCHASING_LIST_QUOTATION_MODES,
  type QuotationMode,
  type RegisterMode,
  type TransactionMode,
} from './tender.js';

export type { GoodsLineInput, QualificationInput, SaveProjectBody } from './schemas/project-editor.js';

// ---------------------------------------------------------------------------------------------------
// Limits

/** Longest text of each field (characters). */
export const PROJECT_TEXT_LIMITS = {
  fProjectName: 200,
  fProjectNo: 64,
  fLocation: 200,
  fPurchaserName: 200,
  fCreatorName: 200,
  fProcurementContent: 2000,
  fPublishMedia: 500,
  goodsName: 200,
  spec: 500,
  unit: 20,
  remark: 500,
  summarize: 200,
  describe: 2000,
  optionName: 200,
  desc: 1000,
} as const;

/** Longest basic information (rich HTML) a project keeps. */
export const RICH_TEXT_MAX_LENGTH = 100_000;
/** Goods lines of one purchasing list at most (as many as one quotation may carry). */
export const GOODS_LINES_MAX = 500;
export const QUALIFICATION_ENTRIES_MAX = 100;
/** zg = qualification review, other = conformity review. */
export const QUALIFICATION_ENTRY_TYPES = ['zg', 'other'] as const;
export type QualificationEntryType = (typeof QUALIFICATION_ENTRY_TYPES)[number];
/** Levels of the score tree (option, sub-option, sub-sub-option) and options per level at most. */
export const SCORE_RULE_DEPTH = 3;
export const SCORE_RULES_PER_LEVEL_MAX = 50;
/** Bidding rounds of a project at most, and the longest round (minutes). */
export const BID_ROUNDS_MAX = 20;
export const ROUND_MINUTES_MAX = 1440;
/** The highest score one option may carry. */
export const SCORE_MAX = 1000;

// ---------------------------------------------------------------------------------------------------
// Shapes

/** A node of the score tree as the editor sends it: numbers may still be the text typed. */
export interface ScoreRuleInput {
  optionName: string;
  score?: number | string | null;
  percent?: number | string | null;
  desc?: string | null;
  childProcureProjectRuleList?: ScoreRuleInput[];
}

/** A node of the score tree as getEditable answers it: a draft's blank numbers stay null. */
export interface EditableScoreRule {
  optionName: string;
  score: number | null;
  percent: number | null;
  desc: string;
  childProcureProjectRuleList?: EditableScoreRule[];
}

/** The project as the editor holds and sends it (the save body; `id` absent for a new one). */
export type ProjectDraft = SaveProjectBody;

/** A goods line as getEditable answers it: the purchasing list's line without its ids and order. */
export type EditableGoodsLine = Pick<
  ProjectGoodsRow,
  'goodsName' | 'spec' | 'unit' | 'quantity' | 'budgetPrice' | 'remark'
>;

/** getEditable: a project of the caller with everything the editor shows (money as numbers). */
export interface EditableProject {
  id: string;
  fState: ProjectState;
  /** Only a draft is saved; anything else opens read only (after publication: a clarification). */
  editable: boolean;
  /** Made in the editor: published through approval, never by startProject. */
  approvalRequired: boolean;
  fProjectName: string;
  fProjectNo: string | null;
  fBudgetMoney: number | null;
  fTransactionMode: TransactionMode | null;
  fQuotationMode: QuotationMode | null;
  fRegisterMode: RegisterMode | null;
  fQuotationIncludeTax: number;
  fEarnestMoney: number | null;
  fSignUpMoney: number | null;
  fRegisterStartTime: string | null;
  fRegisterEndTime: string | null;
  fBidStartTime: string | null;
  fBidEndTime: string | null;
  fUploadBidDocument: number;
  fBidRound: number | null;
  fRoundCount: number | null;
  fPublicPreviousRound: number;
  fLocation: string | null;
  fProcureType: ProcureType | null;
  fPurchaserName: string | null;
  fCreatorName: string | null;
  fProcurementContent: string | null;
  fPublishMedia: string | null;
  /** Rich HTML, as stored: sanitized. */
  fBasicInfo: string | null;
  /** JSON list of FileListEntry. */
  fDocument: string | null;
  fScoreRule: EditableScoreRule[];
  qualificationList: QualificationInput[];
  goodsList: EditableGoodsLine[];
  supplierIds: string[];
  /** The invited suppliers with their names, for the supplier picker. */
  invitedSuppliers: { id: string; name: string }[];
  minStep: number | null;
  minStepKind: 'amount' | 'percent';
  capAtBudget: number;
  overtimeTriggerMinutes: number;
  overtimeExtendMinutes: number;
  overtimeMaxTimes: number;
  /** The tender notice as the purchaser edited it (sanitized); null: generated from the facts on approval. */
  noticeTitle: string | null;
  noticeContent: string | null;
  /** The digest of the facts the edited notice was written from (contract/notice-basis.ts). */
  noticeBasis: string | null;
  /** The language of its notices; null: zh-CN (contract/notice-language.ts). */
  fNoticeLanguage: NoticeLanguage | null;
  /** Why the last approval sent it back, if it did. */
  fApprovalOpinion: string | null;
  createTime: string;
  updateTime: string;
}

/** save and copy: the draft's id. */
export interface SavedProject {
  id: string;
}

/** submit and withdraw: the project's new state. */
export interface ProjectStateChange {
  id: string;
  fState: ProjectState;
}

/** Each wrong field's message (zh-CN from the rules; the server answers it in the caller's language). */
export type ProjectFieldErrors = Record<string, string>;

/** The `value` of a refused save or submit. */
export interface ProjectFieldRefusal {
  fields: ProjectFieldErrors;
}

/** What a save or submit answers: the result, or a refusal that may name fields. */
export type ProjectEditorAnswer<T> = Envelope<T> | Envelope<ProjectFieldRefusal>;

/** The field messages of a refused answer; empty for a success or a refusal that names no field. */
export function fieldErrorsOf(answer: Envelope<unknown> | undefined): ProjectFieldErrors {
  if (!answer || answer.state) return {};
  const fields = (answer.value as Partial<ProjectFieldRefusal> | undefined)?.fields;
  return fields && typeof fields === 'object' ? fields : {};
}

// ---------------------------------------------------------------------------------------------------
// Field rules

/** zh-CN names of the fields, as the editor labels them and the messages name them. */
export const PROJECT_FIELD_LABELS = {
  fProjectName: '项目名称',
  fProjectNo: '项目编号',
  fBudgetMoney: '预算金额',
  fTransactionMode: '竞价类型',
  fQuotationMode: '报价方式',
  fRegisterMode: '报名方式',
  fQuotationIncludeTax: '报价是否含税',
  fEarnestMoney: '保证金',
  fSignUpMoney: '报名费',
  fRegisterStartTime: '报名开始时间',
  fRegisterEndTime: '报名截止时间',
  fBidStartTime: '报价开始时间',
  fBidEndTime: '报价截止时间',
  fUploadBidDocument: '需上传投标文件',
  fBidRound: '报价轮次',
  fRoundCount: '轮次间隔',
  fPublicPreviousRound: '公开上轮最低价',
  fLocation: '项目地点',
  fProcureType: '采购方式',
  fPurchaserName: '采购人',
  fCreatorName: '代理机构',
  fProcurementContent: '采购内容',
  fPublishMedia: '发布媒体',
  fBasicInfo: '项目概况',
  fDocument: '附件',
  fScoreRule: '评分规则',
  qualificationList: '资格审查项',
  goodsList: '采购清单',
  supplierIds: '邀请供应商',
  goodsName: '货物名称',
  spec: '规格型号',
  unit: '单位',
  quantity: '数量',
  budgetPrice: '最高限价',
  summarize: '审查项',
  optionName: '评分项',
  score: '分值',
  percent: '权重',
  minStep: '最小降价幅度',
} as const;
export type ProjectFieldName = keyof typeof PROJECT_FIELD_LABELS;

/** The messages of the rules (zh-CN; the server's catalogue translates them, the editor uses msg()). */
export const PROJECT_RULE_MESSAGES = {
  required: '{0}不能为空',
  format: '{0}格式不正确',
  tooSmall: '{0}不能小于{1}',
  tooLarge: '{0}不能大于{1}',
  decimals: '{0}最多保留两位小数',
  wholeNumber: '{0}须为整数',
  registerOrder: '报名截止时间须晚于报名开始时间',
  bidAfterRegister: '报价开始时间不能早于报名截止时间',
  bidOrder: '报价截止时间须晚于报价开始时间',
  registerPassed: '报名截止时间已过，请重新设置',
  goodsRequired: '该报价方式须填写采购清单',
  scoreRulesRequired: '综合评审项目须设置评分规则',
  percentSum: '一级评分项的权重之和须为100',
  childPercentSum: '子评分项的权重之和须为100或等于上级评分项的权重',
  childScoreSum: '子评分项的分值之和须等于上级评分项的分值',
  inviteRequired: '邀请报名须至少邀请一家供应商',
} as const;

/** A message with its values in place: `{0}不能为空` with 项目名称 is 项目名称不能为空. */
export function ruleMessage(template: string, ...values: (string | number)[]): string {
  return template.replace(/\{(\d+)\}/g, (_, index: string) => String(values[Number(index)] ?? ''));
}

/** save checks the values given (a draft may be incomplete); submit also needs everything. */
export type ProjectStage = 'save' | 'submit';

/** Fields a draft needs: a name to be found by. */
const DRAFT_REQUIRED = ['fProjectName'] as const;
/** Fields submitting needs (the editor marks them required). */
export const SUBMIT_REQUIRED = [
  'fProjectName',
  'fProjectNo',
  'fBudgetMoney',
  'fTransactionMode',
  'fQuotationMode',
  'fRegisterMode',
  'fProcureType',
  'fPurchaserName',
  'fRegisterStartTime',
  'fRegisterEndTime',
  'fBidStartTime',
  'fBidEndTime',
  'fBidRound',
  'fProcurementContent',
] as const satisfies readonly (keyof ProjectDraft & ProjectFieldName)[];

const MONEY_FIELDS = ['fBudgetMoney', 'fEarnestMoney', 'fSignUpMoney', 'minStep'] as const;
const TIME_FIELDS = ['fRegisterStartTime', 'fRegisterEndTime', 'fBidStartTime', 'fBidEndTime'] as const;

const isBlank = (value: unknown) =>
  value === undefined || value === null || (typeof value === 'string' && value.trim() === '');

/** The number a field holds, or the message of what is wrong with it; undefined when left empty. */
function numberOf(
  raw: unknown,
  label: string,
  bounds: { min: number; max: number; whole?: boolean; decimals?: number },
): { value?: number; error?: string } {
  if (isBlank(raw)) return {};
  const text = moneyInputText(raw);
  if (text === null) return { error: ruleMessage(PROJECT_RULE_MESSAGES.format, label) };
  const value = Number(text);
  const fraction = text.split('.')[1] ?? '';
  if (bounds.whole && fraction !== '')
    return { error: ruleMessage(PROJECT_RULE_MESSAGES.wholeNumber, label) };
  if (bounds.decimals !== undefined && fraction.length > bounds.decimals)
    return { error: ruleMessage(PROJECT_RULE_MESSAGES.decimals, label) };
  if (value < bounds.min) return { error: ruleMessage(PROJECT_RULE_MESSAGES.tooSmall, label, bounds.min) };
  if (value > bounds.max) {
    const max = bounds.max === MONEY_MAX ? formatMoney(MONEY_MAX) : bounds.max;
    return { error: ruleMessage(PROJECT_RULE_MESSAGES.tooLarge, label, max) };
  }
  return { value };
}

const MONEY_BOUNDS = { min: 0, max: MONEY_MAX, decimals: 2 };

/** The time a field holds (milliseconds), an error, or nothing when empty. */
function timeOf(raw: unknown, label: string): { value?: number; error?: string } {
  if (isBlank(raw)) return {};
  const value = typeof raw === 'string' ? Date.parse(raw) : Number.NaN;
  return Number.isNaN(value) ? { error: ruleMessage(PROJECT_RULE_MESSAGES.format, label) } : { value };
}

/** A file list (the upload component's value) is the JSON text of a list. */
function isJsonList(value: unknown): boolean {
  try {
    return typeof value === 'string' && Array.isArray(JSON.parse(value));
  } catch {
    return false;
  }
}

/** Adds the message for a path unless an earlier rule already named that path. */
function adder(errors: ProjectFieldErrors) {
  return (path: string, message: string | undefined) => {
    if (message && !(path in errors)) errors[path] = message;
  };
}

/** A project's four window times in milliseconds, each undefined when unset or unreadable. */
export interface WindowTimes {
  registerStart: number | undefined;
  registerEnd: number | undefined;
  bidStart: number | undefined;
  bidEnd: number | undefined;
}

/**
 * The windows' order, the editor's and a clarification's alike: each end after its start, and the bidding
 * not before the registration ends. Each broken rule is added on the later field.
 */
export function windowOrderErrors(
  { registerStart, registerEnd, bidStart, bidEnd }: WindowTimes,
  add: (field: string, message: string) => void,
): void {
  if (registerStart !== undefined && registerEnd !== undefined && registerEnd <= registerStart)
    add('fRegisterEndTime', PROJECT_RULE_MESSAGES.registerOrder);
  if (registerEnd !== undefined && bidStart !== undefined && bidStart < registerEnd)
    add('fBidStartTime', PROJECT_RULE_MESSAGES.bidAfterRegister);
  if (bidStart !== undefined && bidEnd !== undefined && bidEnd <= bidStart)
    add('fBidEndTime', PROJECT_RULE_MESSAGES.bidOrder);
}

/** Sums compared to two decimals, so 33.33 + 33.33 + 33.34 is 100. */
const sameSum = (a: number, b: number) => Math.abs(a - b) < 0.005;

/**
 * The score tree's rules, level by level: numbers, names, and (submit) the sums. The top level's
 * weights add up to 100; a lower level's add up to 100 (shares of their option) or to their option's
 * weight (shares of the total, as the seeded projects write them), and its scores to its option's.
 */
function checkScoreRules(
  rules: readonly ScoreRuleInput[],
  path: string,
  parent: { score?: number; percent?: number } | undefined,
  stage: ProjectStage,
  add: (path: string, message: string | undefined) => void,
): void {
  let percents = 0;
  let scores = 0;
  let complete = true;
  rules.forEach((rule, index) => {
    const at = `${path}.${index}`;
    if (stage === 'submit' && isBlank(rule.optionName))
      add(`${at}.optionName`, ruleMessage(PROJECT_RULE_MESSAGES.required, PROJECT_FIELD_LABELS.optionName));
    const score = numberOf(rule.score, PROJECT_FIELD_LABELS.score, { min: 0, max: SCORE_MAX, decimals: 2 });
    const percent = numberOf(rule.percent, PROJECT_FIELD_LABELS.percent, { min: 0, max: 100, decimals: 2 });
    add(`${at}.score`, score.error);
    add(`${at}.percent`, percent.error);
    if (stage === 'submit') {
      if (isBlank(rule.score))
        add(`${at}.score`, ruleMessage(PROJECT_RULE_MESSAGES.required, PROJECT_FIELD_LABELS.score));
      if (isBlank(rule.percent))
        add(`${at}.percent`, ruleMessage(PROJECT_RULE_MESSAGES.required, PROJECT_FIELD_LABELS.percent));
    }
    if (score.value === undefined || percent.value === undefined) complete = false;
    scores += score.value ?? 0;
    percents += percent.value ?? 0;
    const children = rule.childProcureProjectRuleList ?? [];
    if (children.length)
      checkScoreRules(
        children,
        `${at}.childProcureProjectRuleList`,
        { score: score.value, percent: percent.value },
        stage,
        add,
      );
  });
  if (stage !== 'submit' || !complete || !rules.length) return;
  const ofParent = parent?.percent !== undefined && sameSum(percents, parent.percent);
  if (!sameSum(percents, 100) && !ofParent)
    add(path, parent ? PROJECT_RULE_MESSAGES.childPercentSum : PROJECT_RULE_MESSAGES.percentSum);
  else if (parent?.score !== undefined && !sameSum(scores, parent.score))
    add(path, PROJECT_RULE_MESSAGES.childScoreSum);
}

function checkGoods(
  lines: readonly GoodsLineInput[],
  stage: ProjectStage,
  add: (path: string, message: string | undefined) => void,
): void {
  lines.forEach((line, index) => {
    const at = `goodsList.${index}`;
    if (isBlank(line.goodsName))
      add(`${at}.goodsName`, ruleMessage(PROJECT_RULE_MESSAGES.required, PROJECT_FIELD_LABELS.goodsName));
    const quantity = numberOf(line.quantity, PROJECT_FIELD_LABELS.quantity, { ...MONEY_BOUNDS, min: 0 });
    add(`${at}.quantity`, quantity.error);
    if (stage === 'submit' && isBlank(line.quantity))
      add(`${at}.quantity`, ruleMessage(PROJECT_RULE_MESSAGES.required, PROJECT_FIELD_LABELS.quantity));
    add(
      `${at}.budgetPrice`,
      numberOf(line.budgetPrice, PROJECT_FIELD_LABELS.budgetPrice, MONEY_BOUNDS).error,
    );
  });
}

/**
 * Every rule the project breaks, by field path; empty when it may be saved (stage save) or submitted
 * (stage submit). `now` (milliseconds, the server's clock on the server) judges a window already past.
 */
export function projectFieldErrors(
  project: ProjectDraft,
  stage: ProjectStage,
  now: number = Date.now(),
): ProjectFieldErrors {
  const errors: ProjectFieldErrors = {};
  const add = adder(errors);
  const labels = PROJECT_FIELD_LABELS;
  for (const field of stage === 'submit' ? SUBMIT_REQUIRED : DRAFT_REQUIRED)
    if (isBlank(project[field])) add(field, ruleMessage(PROJECT_RULE_MESSAGES.required, labels[field]));

  for (const field of MONEY_FIELDS) add(field, numberOf(project[field], labels[field], MONEY_BOUNDS).error);
  const rounds = numberOf(project.fBidRound, labels.fBidRound, { min: 1, max: BID_ROUNDS_MAX, whole: true });
  add('fBidRound', rounds.error);
  add(
    'fRoundCount',
    numberOf(project.fRoundCount, labels.fRoundCount, { min: 1, max: ROUND_MINUTES_MAX, whole: true }).error,
  );

  const [registerStart, registerEnd, bidStart, bidEnd] = TIME_FIELDS.map((field) => {
    const time = timeOf(project[field], labels[field]);
    add(field, time.error);
    return time.value;
  });
  windowOrderErrors({ registerStart, registerEnd, bidStart, bidEnd }, add);
  if (stage === 'submit' && registerEnd !== undefined && registerEnd <= now)
    add('fRegisterEndTime', PROJECT_RULE_MESSAGES.registerPassed);

  if (!isBlank(project.fDocument) && !isJsonList(project.fDocument))
    add('fDocument', ruleMessage(PROJECT_RULE_MESSAGES.format, labels.fDocument));
  const goods = project.goodsList ?? [];
  checkGoods(goods, stage, add);
  (project.qualificationList ?? []).forEach((entry, index) => {
    if (isBlank(entry.summarize))
      add(
        `qualificationList.${index}.summarize`,
        ruleMessage(PROJECT_RULE_MESSAGES.required, labels.summarize),
      );
  });
  const rules = project.fScoreRule ?? [];
  checkScoreRules(rules, 'fScoreRule', undefined, stage, add);

  if (stage === 'submit') {
    const listMode = (PURCHASING_LIST_QUOTATION_MODES as readonly string[]).includes(
      project.fQuotationMode ?? '',
    );
    if (listMode && !goods.length) add('goodsList', PROJECT_RULE_MESSAGES.goodsRequired);
    if (project.fTransactionMode === 'comprehensive' && !rules.length)
      add('fScoreRule', PROJECT_RULE_MESSAGES.scoreRulesRequired);
    if (project.fRegisterMode === 'invite' && !(project.supplierIds ?? []).length)
      add('supplierIds', PROJECT_RULE_MESSAGES.inviteRequired);
  }
  return errors;
}
