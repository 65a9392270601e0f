import { msg } from '@lit/localize';
import { html, type TemplateResult } from 'lit';
import { STEP_KINDS, type StepKind } from '../../api/contract/bidding.js';
import {
  PROJECT_TEXT_LIMITS,
  type ProjectFieldName,
  SUBMIT_REQUIRED,
} from '../../api/contract/project-editor.js';
import {
  PROCURE_TYPES,
  QUOTATION_MODES,
  REGISTER_MODES,
  TRANSACTION_MODES,
} from '../../api/contract/tender.js';
import { type FieldOptions, renderField } from '../core/forms/form-field.js';
import { procureTypeLabel, quotationModeLabel, transactionModeLabel } from '../core/project-status.js';
import { renderCheckField, renderSelectField } from './editor-fields.js';
import type { EditorFields, EditorValues } from './editor-model.js';
import { extraFieldLabel, fieldLabel } from './field-labels.js';

/** What a section of plain fields needs of the editor. */
export interface EditorForm {
  readonly values: EditorValues;
  /** The message shown under a field (by its error path), in the current language, or null. */
  error(path: string): string | null;
  set<K extends keyof EditorFields>(field: K, value: EditorFields[K]): void;
  /** The user left a field: its problem shows from now on. */
  touch(path: string): void;
}

type TextField = {
  [K in keyof EditorFields]: EditorFields[K] extends string ? K : never;
}[keyof EditorFields];

/** Fields the submit needs (the contract's), marked on the form. */
const MARKED_REQUIRED = new Set<string>(SUBMIT_REQUIRED);

function textField(
  form: EditorForm,
  field: TextField & string,
  label: string,
  options: Partial<Omit<FieldOptions, 'id' | 'label' | 'value' | 'onInput'>> & { wide?: boolean } = {},
): TemplateResult {
  const { wide, ...rest } = options;
  const rendered = renderField({
    id: field,
    label,
    value: form.values[field] as string,
    error: form.error(field),
    required: MARKED_REQUIRED.has(field),
    ...rest,
    onInput: (value) => form.set(field, value as never),
    onBlur: () => form.touch(field),
  });
  return wide ? html`<div class="wide">${rendered}</div>` : rendered;
}

function labelled(field: ProjectFieldName & TextField): string {
  return fieldLabel(field);
}

const MONEY = { inputmode: 'decimal', maxlength: 20 } as const;

/** 基本信息: what the project is, how it is bought and quoted, and its money. */
export function renderBasicSection(form: EditorForm): TemplateResult {
  const { values } = form;
  const limits = PROJECT_TEXT_LIMITS;
  return html`<div class="grid">
    ${textField(form, 'fProjectName', labelled('fProjectName'), { maxlength: limits.fProjectName, wide: true })}
    ${textField(form, 'fProjectNo', labelled('fProjectNo'), { maxlength: limits.fProjectNo })}
    ${textField(form, 'fBudgetMoney', labelled('fBudgetMoney'), { ...MONEY, hint: msg('单位：元') })}
    ${renderSelectField({
      id: 'fProcureType',
      label: fieldLabel('fProcureType'),
      value: values.fProcureType,
      placeholder: msg('请选择'),
      required: true,
      error: form.error('fProcureType'),
      choices: PROCURE_TYPES.map((type) => ({ value: type, label: procureTypeLabel(type) })),
      onChange: (value) => form.set('fProcureType', value),
      onBlur: () => form.touch('fProcureType'),
    })}
    ${renderSelectField({
      id: 'fTransactionMode',
      label: fieldLabel('fTransactionMode'),
      value: values.fTransactionMode,
      required: true,
      error: form.error('fTransactionMode'),
      choices: TRANSACTION_MODES.map((mode) => ({ value: mode, label: transactionModeLabel(mode) })),
      onChange: (value) => form.set('fTransactionMode', value || 'competitive'),
    })}
    ${renderSelectField({
      id: 'fQuotationMode',
      label: fieldLabel('fQuotationMode'),
      value: values.fQuotationMode,
      required: true,
      error: form.error('fQuotationMode'),
      choices: QUOTATION_MODES.map((mode) => ({ value: mode, label: quotationModeLabel(mode) })),
      onChange: (value) => form.set('fQuotationMode', value || 'sum'),
    })}
    ${renderSelectField({
      id: 'fRegisterMode',
      label: fieldLabel('fRegisterMode'),
      value: values.fRegisterMode,
      required: true,
      error: form.error('fRegisterMode'),
      choices: REGISTER_MODES.map((mode) => ({
        value: mode,
        label: mode === 'invite' ? msg('邀请报名') : msg('公开报名'),
      })),
      onChange: (value) => form.set('fRegisterMode', value || 'open'),
    })}
    ${renderSelectField({
      id: 'fQuotationIncludeTax',
      label: fieldLabel('fQuotationIncludeTax'),
      value: values.fQuotationIncludeTax,
      choices: [
        { value: '1', label: msg('含税') },
        { value: '2', label: msg('不含税') },
      ],
      onChange: (value) => form.set('fQuotationIncludeTax', value || '1'),
    })}
    ${textField(form, 'fEarnestMoney', labelled('fEarnestMoney'), { ...MONEY, hint: msg('单位：元，不收可不填') })}
    ${textField(form, 'fSignUpMoney', labelled('fSignUpMoney'), { ...MONEY, hint: msg('单位：元，不收可不填') })}
    ${textField(form, 'fPurchaserName', labelled('fPurchaserName'), { maxlength: limits.fPurchaserName })}
    ${textField(form, 'fCreatorName', labelled('fCreatorName'), { maxlength: limits.fCreatorName })}
    ${textField(form, 'fLocation', labelled('fLocation'), { maxlength: limits.fLocation })}
    ${textField(form, 'fPublishMedia', labelled('fPublishMedia'), { maxlength: limits.fPublishMedia })}
    ${textField(form, 'fProcurementContent', labelled('fProcurementContent'), {
      multiline: true,
      rows: 3,
      maxlength: limits.fProcurementContent,
      wide: true,
    })}
  </div>`;
}

/** 时间安排: the registration and bidding windows. */
export function renderScheduleSection(form: EditorForm): TemplateResult {
  const time = (field: 'fRegisterStartTime' | 'fRegisterEndTime' | 'fBidStartTime' | 'fBidEndTime') =>
    textField(form, field, fieldLabel(field), { type: 'datetime-local' });
  return html`<div class="grid">
    ${time('fRegisterStartTime')} ${time('fRegisterEndTime')} ${time('fBidStartTime')} ${time('fBidEndTime')}
  </div>`;
}

function stepKindLabel(kind: StepKind): string {
  return kind === 'amount' ? msg('按金额') : msg('按百分比');
}

/** 竞价规则: rounds, their length, what suppliers see and send, and the minimum step. */
export function renderRulesSection(form: EditorForm): TemplateResult {
  const { values } = form;
  const minutes = { inputmode: 'numeric', maxlength: 4, hint: msg('单位：分钟') } as const;
  return html`<div class="grid">
    ${textField(form, 'fBidRound', labelled('fBidRound'), { inputmode: 'numeric', maxlength: 2 })}
    ${textField(form, 'fRoundCount', labelled('fRoundCount'), minutes)}
    ${textField(form, 'minStep', labelled('minStep'), {
      ...MONEY,
      hint: values.minStepKind === 'percent' ? msg('上一次报价的百分比') : msg('单位：元'),
    })}
    ${renderSelectField({
      id: 'minStepKind',
      label: extraFieldLabel('minStepKind'),
      value: values.minStepKind,
      choices: STEP_KINDS.map((kind) => ({ value: kind, label: stepKindLabel(kind) })),
      onChange: (value) => form.set('minStepKind', value || 'amount'),
    })}
    ${textField(form, 'overtimeTriggerMinutes', extraFieldLabel('overtimeTriggerMinutes'), {
      ...minutes,
      hint: msg('本轮最后几分钟内有报价即延时；不延时可不填'),
    })}
    ${textField(form, 'overtimeExtendMinutes', extraFieldLabel('overtimeExtendMinutes'), minutes)}
    ${textField(form, 'overtimeMaxTimes', extraFieldLabel('overtimeMaxTimes'), { inputmode: 'numeric', maxlength: 3 })}
    <div class="checks wide">
      ${renderCheckField({
        id: 'fPublicPreviousRound',
        label: fieldLabel('fPublicPreviousRound'),
        checked: values.fPublicPreviousRound,
        hint: msg('下一轮报价时供应商可看到上一轮的最低价'),
        onChange: (checked) => form.set('fPublicPreviousRound', checked),
      })}
      ${renderCheckField({
        id: 'fUploadBidDocument',
        label: fieldLabel('fUploadBidDocument'),
        checked: values.fUploadBidDocument,
        hint: msg('供应商报价时须上传投标文件'),
        onChange: (checked) => form.set('fUploadBidDocument', checked),
      })}
      ${renderCheckField({
        id: 'capAtBudget',
        label: extraFieldLabel('capAtBudget'),
        checked: values.capAtBudget,
        onChange: (checked) => form.set('capAtBudget', checked),
      })}
    </div>
  </div>`;
}
