/**
 * Between what the editor holds (editor-model.ts: text as typed, keyed lines) and the contract's
 * shapes (project-editor.ts): the save body the rules judge and the server takes, and the editable
 * project getEditable answers. Lists hidden by the current modes (score rules outside comprehensive
 * mode, suppliers outside invite mode) are sent empty but kept in the editor, so switching back
 * restores them.
 */
import type { UploadedFile } from '../../api/contract/files.js';
import type {
  EditableProject,
  EditableScoreRule,
  ProjectDraft,
  ScoreRuleInput,
} from '../../api/contract/project-editor.js';
import { parseFileList } from '../../api/contract/tender.js';
import { localDateTimeInput } from '../core/format.js';
import { submittedEntry } from '../file-upload/upload-rules.js';
import {
  type EditorValues,
  emptyValues,
  type GoodsLine,
  lineKey,
  type QualificationLine,
  type ScoreOption,
} from './editor-model.js';

const text = (value: string): string | null => (value.trim() === '' ? null : value.trim());

/** A datetime-local value as ISO 8601; a value the browser cannot read goes as typed (the rules say so). */
function isoTime(value: string): string | null {
  if (value.trim() === '') return null;
  const time = new Date(value);
  return Number.isNaN(time.getTime()) ? value : time.toISOString();
}

/** A whole number typed, 0 when blank; a fraction or text goes as typed for the rules to name. */
function wholeOrZero(value: string): number {
  const number = Number(value.trim());
  return value.trim() === '' ? 0 : number;
}

function scoreRulesOut(options: readonly ScoreOption[]): ScoreRuleInput[] {
  return options.map((option) => ({
    optionName: option.optionName.trim(),
    score: text(option.score),
    percent: text(option.percent),
    desc: text(option.desc),
    ...(option.children.length ? { childProcureProjectRuleList: scoreRulesOut(option.children) } : {}),
  }));
}

/** The save body of what the editor holds (`id` of the draft, none for a new one). */
export function draftOf(values: EditorValues, id?: string): ProjectDraft {
  return {
    ...(id ? { id } : {}),
    fProjectName: text(values.fProjectName),
    fProjectNo: text(values.fProjectNo),
    fBudgetMoney: text(values.fBudgetMoney),
    fTransactionMode: values.fTransactionMode,
    fQuotationMode: values.fQuotationMode,
    fRegisterMode: values.fRegisterMode,
    fQuotationIncludeTax: values.fQuotationIncludeTax === '2' ? 2 : 1,
    fEarnestMoney: text(values.fEarnestMoney),
    fSignUpMoney: text(values.fSignUpMoney),
    fRegisterStartTime: isoTime(values.fRegisterStartTime),
    fRegisterEndTime: isoTime(values.fRegisterEndTime),
    fBidStartTime: isoTime(values.fBidStartTime),
    fBidEndTime: isoTime(values.fBidEndTime),
    fUploadBidDocument: values.fUploadBidDocument ? 1 : 0,
    fBidRound: text(values.fBidRound),
    fRoundCount: text(values.fRoundCount),
    fPublicPreviousRound: values.fPublicPreviousRound ? 1 : 0,
    fLocation: text(values.fLocation),
    fProcureType: values.fProcureType || null,
    fPurchaserName: text(values.fPurchaserName),
    fCreatorName: text(values.fCreatorName),
    fProcurementContent: text(values.fProcurementContent),
    fPublishMedia: text(values.fPublishMedia),
    fBasicInfo: text(values.fBasicInfo),
    noticeTitle: text(values.noticeTitle),
    noticeContent: text(values.noticeContent),
    // The basis goes with an edited notice only: a blank one is generated on approval from the facts then.
    noticeBasis: values.noticeContent.trim() ? text(values.noticeBasis) : null,
    fNoticeLanguage: values.fNoticeLanguage || null,
    fDocument: values.documents.length ? JSON.stringify(values.documents.map(submittedEntry)) : null,
    fScoreRule: values.fTransactionMode === 'comprehensive' ? scoreRulesOut(values.scoreRules) : [],
    qualificationList: values.qualifications.map((line) => ({
      type: line.type,
      summarize: line.summarize.trim(),
      describe: line.describe.trim(),
    })),
    goodsList: values.goods.map((line) => ({
      goodsName: line.goodsName.trim(),
      spec: line.spec.trim(),
      unit: line.unit.trim(),
      quantity: text(line.quantity),
      ...(line.budgetPrice !== undefined ? { budgetPrice: line.budgetPrice } : {}),
      ...(line.remark !== undefined ? { remark: line.remark } : {}),
    })),
    supplierIds: values.fRegisterMode === 'invite' ? values.suppliers.map((supplier) => supplier.id) : [],
    minStep: text(values.minStep),
    minStepKind: values.minStepKind,
    capAtBudget: values.capAtBudget ? 1 : 0,
    overtimeTriggerMinutes: wholeOrZero(values.overtimeTriggerMinutes),
    overtimeExtendMinutes: wholeOrZero(values.overtimeExtendMinutes),
    overtimeMaxTimes: wholeOrZero(values.overtimeMaxTimes),
  };
}

const shown = (value: number | string | null | undefined): string =>
  value === null || value === undefined ? '' : String(value);

function scoreRulesIn(rules: readonly EditableScoreRule[] | undefined): ScoreOption[] {
  return (rules ?? []).map((rule) => ({
    key: lineKey(),
    optionName: rule.optionName ?? '',
    score: shown(rule.score),
    percent: shown(rule.percent),
    desc: rule.desc ?? '',
    children: scoreRulesIn(rule.childProcureProjectRuleList),
  }));
}

/** What the editor holds for a project getEditable answered. */
export function valuesOf(project: EditableProject): EditorValues {
  const empty = emptyValues();
  const goods: GoodsLine[] = project.goodsList.map((line) => ({
    key: lineKey(),
    goodsName: line.goodsName,
    spec: line.spec ?? '',
    unit: line.unit ?? '',
    quantity: shown(line.quantity),
    budgetPrice: line.budgetPrice,
    remark: line.remark,
  }));
  const qualifications: QualificationLine[] = project.qualificationList.map((entry) => ({
    key: lineKey(),
    type: entry.type === 'zg' ? 'zg' : 'other',
    summarize: entry.summarize,
    describe: entry.describe ?? '',
  }));
  const wholeText = (value: number) => (value ? String(value) : '');
  return {
    fProjectName: project.fProjectName ?? '',
    fProjectNo: project.fProjectNo ?? '',
    fBudgetMoney: shown(project.fBudgetMoney),
    fProcureType: project.fProcureType ?? '',
    fTransactionMode: project.fTransactionMode ?? empty.fTransactionMode,
    fQuotationMode: project.fQuotationMode ?? empty.fQuotationMode,
    fRegisterMode: project.fRegisterMode ?? empty.fRegisterMode,
    fQuotationIncludeTax: project.fQuotationIncludeTax === 2 ? '2' : '1',
    fEarnestMoney: shown(project.fEarnestMoney),
    fSignUpMoney: shown(project.fSignUpMoney),
    fLocation: project.fLocation ?? '',
    fPurchaserName: project.fPurchaserName ?? '',
    fCreatorName: project.fCreatorName ?? '',
    fProcurementContent: project.fProcurementContent ?? '',
    fPublishMedia: project.fPublishMedia ?? '',
    fRegisterStartTime: localDateTimeInput(project.fRegisterStartTime),
    fRegisterEndTime: localDateTimeInput(project.fRegisterEndTime),
    fBidStartTime: localDateTimeInput(project.fBidStartTime),
    fBidEndTime: localDateTimeInput(project.fBidEndTime),
    fBidRound: shown(project.fBidRound),
    fRoundCount: shown(project.fRoundCount),
    fPublicPreviousRound: Number(project.fPublicPreviousRound) === 1,
    fUploadBidDocument: Number(project.fUploadBidDocument) === 1,
    fBasicInfo: project.fBasicInfo ?? '',
    noticeTitle: project.noticeTitle ?? '',
    noticeContent: project.noticeContent ?? '',
    noticeBasis: project.noticeBasis ?? '',
    fNoticeLanguage: project.fNoticeLanguage ?? '',
    minStep: shown(project.minStep),
    minStepKind: project.minStepKind ?? 'amount',
    capAtBudget: Number(project.capAtBudget) === 1,
    overtimeTriggerMinutes: wholeText(project.overtimeTriggerMinutes),
    overtimeExtendMinutes: wholeText(project.overtimeExtendMinutes),
    overtimeMaxTimes: wholeText(project.overtimeMaxTimes),
    goods,
    scoreRules: scoreRulesIn(project.fScoreRule),
    qualifications,
    documents: parseFileList(project.fDocument) as unknown as UploadedFile[],
    suppliers: project.invitedSuppliers.map((supplier) => ({ ...supplier })),
  };
}
