import type { FormInput } from '../../contract/process-settings.js';
import { type FormDefinition, type FormField, START_NODE_KEY } from '../../contract/workflow.js';
import type { Db } from '../db/database.js';
import { badRequest, notFound } from '../http/envelope.js';
import { keptPermissions } from './process-settings.js';

/**
 * The form editor's form of a definition version (issue 37): fields with their rules, labels in three
 * languages, the columns of its layout. The field rights stay the properties panel's: a field removed
 * loses its rights, a new field may be filled in at the start form until the panel says otherwise.
 */

const OPTION_TYPES = new Set(['select', 'radio']);

/** A form's problem the schema cannot see: names twice, options, ranges, patterns, spans, date rules. */
export function checkForm(form: FormInput): void {
  const seen = new Set<string>();
  for (const field of form.fields) {
    if (seen.has(field.name)) throw badRequest(`字段名 ${field.name} 重复`);
    seen.add(field.name);
    if (OPTION_TYPES.has(field.type)) {
      const values = (field.options ?? []).map((option) => option.value);
      if (values.length === 0) throw badRequest(`字段“${field.label}”至少需要一个选项`);
      if (new Set(values).size !== values.length) throw badRequest(`字段“${field.label}”的选项值重复`);
    }
    if (field.min !== undefined && field.max !== undefined && field.min > field.max) {
      throw badRequest(`字段“${field.label}”的最小值大于最大值`);
    }
    if (field.minLength !== undefined && field.maxLength !== undefined && field.minLength > field.maxLength) {
      throw badRequest(`字段“${field.label}”的最短长度大于最长长度`);
    }
    if (field.pattern) {
      try {
        new RegExp(field.pattern);
      } catch {
        throw badRequest(`字段“${field.label}”的格式规则不是合法的正则表达式`);
      }
    }
    if ((field.span ?? 1) > (form.columns ?? 2)) throw badRequest(`字段“${field.label}”的跨列数超过表单列数`);
  }
  const dates = new Set(form.fields.filter((field) => field.type === 'date').map((field) => field.name));
  for (const rule of form.rules ?? []) {
    if (!dates.has(rule.start) || !dates.has(rule.end)) throw badRequest('日期先后规则须指向表单的日期字段');
  }
}

/** The stored form with the editor's one: its rights kept for the fields still there, new ones writable at start. */
export function mergedForm(stored: FormDefinition, input: FormInput, key: string): FormDefinition {
  const fields = input.fields as FormField[];
  const permissions = keptPermissions(stored.permissions ?? {}, { fields });
  const start = { ...(permissions[START_NODE_KEY] ?? {}) };
  const known = new Set(stored.fields.map((field) => field.name));
  for (const field of fields) if (!known.has(field.name) && !(field.name in start)) start[field.name] = 'w';
  return {
    key,
    name: input.name,
    ...(input.nameI18n ? { nameI18n: input.nameI18n } : {}),
    fields,
    ...(input.rules?.length ? { rules: input.rules } : {}),
    ...(input.columns ? { columns: input.columns } : {}),
    permissions: { ...permissions, [START_NODE_KEY]: start },
  };
}

/** def/form: a version's form. */
export async function formOfVersion(db: Db, defId: string): Promise<FormDefinition> {
  const row = await db
    .selectFrom('bpm_definitions')
    .select('form_json')
    .where('id', '=', defId)
    .executeTakeFirst();
  if (!row) throw notFound('流程定义不存在');
  return JSON.parse(row.form_json) as FormDefinition;
}

/** def/saveForm: the version's form replaced by the editor's (instances of it read the new one). */
export async function saveForm(
  db: Db,
  defId: string,
  input: FormInput,
  now = new Date(),
): Promise<FormDefinition> {
  checkForm(input);
  return db.transaction().execute(async (trx) => {
    const row = await trx
      .selectFrom('bpm_definitions')
      .select(['def_key', 'form_json'])
      .where('id', '=', defId)
      .forUpdate()
      .executeTakeFirst();
    if (!row) throw notFound('流程定义不存在');
    const form = mergedForm(JSON.parse(row.form_json) as FormDefinition, input, row.def_key);
    await trx
      .updateTable('bpm_definitions')
      .set({ form_json: JSON.stringify(form), updated_at: now })
      .where('id', '=', defId)
      .execute();
    return form;
  });
}
