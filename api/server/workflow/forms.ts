import { UPLOAD_MAX_FILES } from '../../contract/limits.js';
import { FORM_VALUE_MAX_LENGTH } from '../../contract/schemas/workflow.js';
import type { FieldPermission } from '../../contract/signature.js';
import type { FormDefinition, FormField, FormValues, I18nText } from '../../contract/workflow.js';
import { sanitizeHtml } from '../http/sanitize-html.js';
import type { ServerLanguage } from '../http/translations/index.js';

/**
 * A definition's form on the server: each field's permission at a node, and the check of submitted
 * values (the same rules the form element applies, so a message the user sees in the browser is the
 * one the server gives if the browser was bypassed).
 */

/** The permission of a field at a node: the node's, then the form's default ('*'), then read-only. */
export function fieldPermission(form: FormDefinition, nodeId: string, field: FormField): FieldPermission {
  const fromNode = form.permissions[nodeId]?.[field.name] ?? form.permissions['*']?.[field.name];
  return fromNode ?? 'r';
}

/** Every field's permission at a node. */
export function permissionsAt(form: FormDefinition, nodeId: string): Record<string, FieldPermission> {
  return Object.fromEntries(form.fields.map((field) => [field.name, fieldPermission(form, nodeId, field)]));
}

/** Every field read-only (or hidden where the node hides it): what a reader of an instance gets. */
export function readOnlyPermissions(form: FormDefinition, nodeId?: string): Record<string, FieldPermission> {
  return Object.fromEntries(
    form.fields.map((field) => {
      const permission = nodeId
        ? fieldPermission(form, nodeId, field)
        : (form.permissions['*']?.[field.name] ?? 'r');
      return [field.name, permission === 'n' ? 'n' : 'r'];
    }),
  );
}

const labelIn = (text: string, i18n: I18nText | undefined, language: ServerLanguage) =>
  language === 'zh-CN' ? text : (i18n?.[language] ?? text);

const isEmpty = (value: unknown) =>
  value === undefined ||
  value === null ||
  (typeof value === 'string' && value.trim() === '') ||
  (Array.isArray(value) && value.length === 0);

const DATE = /^\d{4}-\d{2}-\d{2}$/;

function validDate(text: string): boolean {
  if (!DATE.test(text)) return false;
  const date = new Date(`${text}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().startsWith(text);
}

function decimals(value: number): number {
  const text = String(value);
  const point = text.indexOf('.');
  return point < 0 ? 0 : text.length - point - 1;
}

/** The problem of one value (a zh-CN message template with the label in the caller's language), if any. */
function checkField(
  field: FormField,
  value: unknown,
  required: boolean,
  label: string,
  language: ServerLanguage,
): string | undefined {
  if (isEmpty(value)) return required ? `请填写${label}` : undefined;
  switch (field.type) {
    case 'number':
    case 'money': {
      const number =
        typeof value === 'number' ? value : typeof value === 'string' ? Number(value) : Number.NaN;
      if (!Number.isFinite(number)) return `${label}必须是数字`;
      const precision = field.type === 'money' ? 2 : field.precision;
      if (precision !== undefined && decimals(number) > precision) {
        return precision === 0 ? `${label}必须是整数` : `${label}最多保留${precision}位小数`;
      }
      if (field.min !== undefined && number < field.min) return `${label}不能小于${field.min}`;
      if (field.max !== undefined && number > field.max) return `${label}不能大于${field.max}`;
      return undefined;
    }
    case 'date':
      return typeof value === 'string' && validDate(value) ? undefined : `${label}不是有效的日期`;
    case 'select':
    case 'radio':
      return typeof value === 'string' && field.options?.some((option) => option.value === value)
        ? undefined
        : `${label}取值不正确`;
    case 'user':
    case 'org': {
      // Picked people or organisations: { id, name } each, at most a hundred.
      const valid =
        Array.isArray(value) &&
        value.length <= 100 &&
        value.every(
          (entry) =>
            entry &&
            typeof entry === 'object' &&
            typeof (entry as { id?: unknown }).id === 'string' &&
            typeof (entry as { name?: unknown }).name === 'string',
        );
      return valid ? undefined : `${label}取值不正确`;
    }
    case 'richtext':
      if (typeof value !== 'string') return `${label}取值不正确`;
      return value.length > FORM_VALUE_MAX_LENGTH
        ? `${label}长度不能超过${FORM_VALUE_MAX_LENGTH}`
        : undefined;
    case 'file': {
      if (!Array.isArray(value)) return `${label}取值不正确`;
      const limit = field.maxFiles ?? UPLOAD_MAX_FILES;
      if (value.length > limit) return `${label}最多上传${limit}个文件`;
      const valid = value.every(
        (entry) =>
          entry &&
          typeof entry === 'object' &&
          typeof (entry as { response?: { fileId?: unknown } }).response?.fileId === 'string',
      );
      return valid ? undefined : `${label}取值不正确`;
    }
    default: {
      if (typeof value !== 'string') return `${label}取值不正确`;
      const length = [...value.trim()].length;
      const maxLength = Math.min(field.maxLength ?? FORM_VALUE_MAX_LENGTH, FORM_VALUE_MAX_LENGTH);
      if (field.minLength !== undefined && length < field.minLength)
        return `${label}长度至少为${field.minLength}`;
      if (length > maxLength) return `${label}长度不能超过${maxLength}`;
      if (field.pattern && !new RegExp(field.pattern).test(value)) {
        // The definition's own message, in the caller's language, when it has one.
        return field.patternMessage
          ? labelIn(field.patternMessage, field.patternMessageI18n, language)
          : `${label}格式不正确`;
      }
      return undefined;
    }
  }
}

/**
 * Checks the values a node may write: required ones filled ('b', or a required field that is writable),
 * types, ranges, lengths, options, and the cross-field rules. Answers the first problem, or undefined.
 */
export function validateForm(
  form: FormDefinition,
  nodeId: string,
  values: FormValues,
  language: ServerLanguage,
): string | undefined {
  for (const field of form.fields) {
    const permission = fieldPermission(form, nodeId, field);
    if (permission === 'r' || permission === 'n') continue;
    const required = permission === 'b' || Boolean(field.required);
    const label = labelIn(field.label, field.labelI18n, language);
    const problem = checkField(field, values[field.name], required, label, language);
    if (problem) return problem;
  }
  for (const rule of form.rules ?? []) {
    const start = values[rule.start];
    const end = values[rule.end];
    if (
      typeof start === 'string' &&
      typeof end === 'string' &&
      validDate(start) &&
      validDate(end) &&
      end < start
    ) {
      const startField = form.fields.find((field) => field.name === rule.start);
      const endField = form.fields.find((field) => field.name === rule.end);
      const endLabel = endField ? labelIn(endField.label, endField.labelI18n, language) : rule.end;
      const startLabel = startField ? labelIn(startField.label, startField.labelI18n, language) : rule.start;
      return `${endLabel}不能早于${startLabel}`;
    }
  }
  return undefined;
}

/**
 * The values after a node's step: what it may write replaces the stored value, everything else (read-only,
 * hidden, or not a field of the form) is kept as stored. A start takes only the fields of the form.
 */
export function mergeWritable(
  form: FormDefinition,
  nodeId: string,
  stored: FormValues,
  submitted: FormValues | undefined,
): FormValues {
  const merged: FormValues = { ...stored };
  if (!submitted) return merged;
  for (const field of form.fields) {
    const permission = fieldPermission(form, nodeId, field);
    if ((permission === 'w' || permission === 'b') && field.name in submitted) {
      merged[field.name] = normalised(field, submitted[field.name]);
    }
  }
  return merged;
}

function normalised(field: FormField, value: unknown): unknown {
  // Rich text is stored sanitized, whoever sent it.
  if (field.type === 'richtext' && typeof value === 'string') return sanitizeHtml(value);
  if ((field.type === 'user' || field.type === 'org') && Array.isArray(value)) {
    return value.map((entry) => {
      const { id, name } = (entry ?? {}) as { id?: unknown; name?: unknown };
      return { id, name };
    });
  }
  if (
    (field.type === 'number' || field.type === 'money') &&
    typeof value === 'string' &&
    value.trim() !== ''
  ) {
    const number = Number(value);
    return Number.isFinite(number) ? number : value;
  }
  if (typeof value === 'string' && field.type !== 'textarea') return value.trim();
  return value;
}
