import { buffer } from 'node:stream/consumers';
import { inflateRawSync } from 'node:zlib';
import Docxtemplater from 'docxtemplater';
import InspectModule from 'docxtemplater/js/inspect-module.js';
import PizZip from 'pizzip';
import { type GlobalPrintTemplate, PRINT_PLACEHOLDERS } from '../../contract/print-template.js';
import {
  APPROVAL_STATUS_LABELS,
  type ApprovalStatus,
  type BpmOpinion,
  type FormValues,
  INSTANCE_STATUS_LABELS,
  type InstanceStatus,
} from '../../contract/workflow.js';
import type { Watermark } from '../../contract/workflow-instance.js';
import { recordAdminChange } from '../admin/change-log.js';
import { isGuest } from '../auth/guest.js';
import type { SessionUser } from '../auth/sessions.js';
import type { Db } from '../db/database.js';
import { badRequest, forbidden } from '../http/envelope.js';
import { type ServerLanguage, translate } from '../http/translations/index.js';
import { xmlSafe } from '../storage/docx.js';
import type { FileStorage } from '../storage/index.js';
import { FILE_INVALID } from '../tender/files.js';
import { isWorkflowAdmin, requireStaff } from './access.js';
import type { LoadedDefinition } from './definitions.js';
import { readOnlyPermissions } from './forms.js';
import { displayValue, labelIn } from './instance-print.js';
import { beijingMinute } from './instance-records.js';

/**
 * The global Word print template (workflow-portal §7, wordPrint/getGlobalPrintTemplate): the .docx a
 * workflow administrator uploads once that every instance's 导出 Word fills instead of the built-in layout
 * (instance-print.ts). It is a file of the file service linked to the template (file_links, object type
 * printTemplate) and named by the one row of bpm_print_templates (migration 0054), so every server process
 * reads the same one; its bytes are read from the file storage at each print.
 *
 * Filling is docxtemplater's (with pizzip), never our own reading of the document's XML: the tags are in
 * braces, `{subject}`, `{form.reason}`, loops `{#fields}…{/fields}` and `{#opinions}…{/opinions}` (the
 * list is PRINT_PLACEHOLDERS). Every value is plain text, which docxtemplater escapes: a rich-text field
 * is turned into its text first, so nothing a user typed becomes Word markup.
 */

export const PRINT_TEMPLATE_FILE_OBJECT = 'printTemplate';
const GLOBAL = 'global';

export const NOT_DOCX = '打印模板必须是 Word 文档（.docx）';
export const ONLY_WORKFLOW_ADMINS = '只有流程管理员可以设置打印模板';

/**
 * What a template may unpack to. A .docx is a zip: a small upload can unpack to gigabytes (a zip bomb),
 * which docxtemplater would read into memory at every print. Word's own documents are a few dozen parts
 * and rarely more than a few MB unpacked, pictures included.
 */
export const PRINT_TEMPLATE_MAX_UNPACKED_MB = 64;
export const PRINT_TEMPLATE_MAX_PARTS = 1000;
export const TOO_LARGE_UNPACKED = `打印模板解压后超过 ${PRINT_TEMPLATE_MAX_UNPACKED_MB} MB，请缩小文档（如压缩其中的图片）`;
export const TOO_MANY_PARTS = `打印模板包含的文件超过 ${PRINT_TEMPLATE_MAX_PARTS} 个，不是 Word 保存的文档`;
const MAX_UNPACKED_BYTES = PRINT_TEMPLATE_MAX_UNPACKED_MB * 1024 * 1024;
const STORED = '\x00\x00';
const DEFLATED = '\x08\x00';

/** The values of an instance's tags outside the loops, and inside each loop. */
const TOP_TAGS = new Set([
  'subject',
  'processName',
  'starter',
  'startTime',
  'status',
  'fields',
  'opinions',
  'printer',
  'printTime',
  'watermark',
]);
const LOOP_TAGS: Record<string, ReadonlySet<string>> = {
  fields: new Set(['label', 'value', 'key']),
  opinions: new Set(['node', 'handler', 'result', 'opinion', 'time']),
};

/**
 * A tag's value: `name` or a path `form.reason` of own properties (never a prototype's), `.` the scope
 * itself. A name the scope lacks answers undefined, so docxtemplater looks in the enclosing loop's scope.
 */
function parser(tag: string) {
  const path = tag.trim();
  return {
    get(scope: unknown) {
      if (path === '.') return scope;
      let value: unknown = scope;
      for (const name of path.split('.')) {
        if (value === null || typeof value !== 'object' || !Object.hasOwn(value, name)) return undefined;
        value = (value as Record<string, unknown>)[name];
      }
      return value;
    },
  };
}

/**
 * A zip entry as pizzip keeps it until read (pizzip 3's `_data`): its bytes as stored and how they are
 * packed. A pizzip keeping them otherwise would refuse every template, which the tests would show.
 */
interface PackedPart {
  compressionMethod: string;
  getCompressedContent(): Uint8Array | string;
}

/**
 * Opens a template's zip without unpacking anything, then unpacks each part once more, by zlib with a
 * ceiling, the bytes pizzip would inflate later (the sizes the zip declares are not trusted): a template
 * over PRINT_TEMPLATE_MAX_UNPACKED_MB or PRINT_TEMPLATE_MAX_PARTS is refused before docxtemplater reads it.
 */
export function openPrintTemplate(bytes: Buffer): PizZip {
  let zip: PizZip;
  try {
    zip = new PizZip(bytes);
  } catch {
    throw badRequest(NOT_DOCX);
  }
  const parts = Object.values(zip.files).filter((part) => !part.dir);
  if (parts.length > PRINT_TEMPLATE_MAX_PARTS) throw badRequest(TOO_MANY_PARTS);
  let left = MAX_UNPACKED_BYTES;
  for (const part of parts) {
    const packed = (part as unknown as { _data: PackedPart | undefined })._data;
    if (!packed || typeof packed.getCompressedContent !== 'function') throw badRequest(NOT_DOCX);
    const stored = packed.getCompressedContent();
    const content = typeof stored === 'string' ? Buffer.from(stored, 'latin1') : stored;
    let size: number;
    if (packed.compressionMethod === STORED) size = content.length;
    else if (packed.compressionMethod === DEFLATED) {
      try {
        size = inflateRawSync(content, { maxOutputLength: Math.max(left, 1) }).length;
      } catch (error) {
        if ((error as { code?: string }).code === 'ERR_BUFFER_TOO_LARGE')
          throw badRequest(TOO_LARGE_UNPACKED);
        throw badRequest(NOT_DOCX);
      }
    } else throw badRequest(NOT_DOCX);
    left -= size;
    if (left < 0) throw badRequest(TOO_LARGE_UNPACKED);
  }
  return zip;
}

function templater(zip: PizZip, modules: InspectModule[] = []): Docxtemplater {
  return new Docxtemplater(zip, {
    paragraphLoop: true,
    linebreaks: true,
    parser,
    // A field the instance has no value for prints nothing (the tags were checked when the template was set).
    nullGetter: () => '',
    errorLogging: false,
    modules,
  });
}

interface TemplateErrorDetail {
  properties?: { id?: string; xtag?: string; openingtag?: string; errors?: TemplateErrorDetail[] };
}

/** docxtemplater's first error as our message, naming the tag. */
function templateMessage(error: unknown): string {
  const detail = error as TemplateErrorDetail;
  const first = detail.properties?.errors?.[0] ?? detail;
  const id = first.properties?.id ?? '';
  const tag = (first.properties?.xtag ?? first.properties?.openingtag)?.trim() ?? '';
  if (!tag) return NOT_DOCX;
  if (id === 'unclosed_tag' || id === 'duplicate_open_tag') return `打印模板的占位符“${tag}”缺少结尾的“}”`;
  if (id === 'unopened_tag' || id === 'duplicate_close_tag') return `打印模板的占位符“${tag}”缺少开头的“{”`;
  if (/loop/.test(id) || id === 'closing_tag_does_not_match_opening_tag') {
    return `打印模板的循环“${tag}”没有正确的开始和结束`;
  }
  return `打印模板的占位符“${tag}”有误`;
}

/** Tags that name no value of an instance, in the order of the document (InspectModule's nested tags). */
function unknownTags(tags: Record<string, unknown>, loop?: string): string[] {
  const unknown: string[] = [];
  for (const [tag, inner] of Object.entries(tags)) {
    const name = tag.trim();
    const known =
      TOP_TAGS.has(name) ||
      /^form\.[^.]+$/.test(name) ||
      name === '.' ||
      (loop !== undefined && LOOP_TAGS[loop]?.has(name));
    if (!known) unknown.push(name);
    if (inner && typeof inner === 'object' && Object.keys(inner).length) {
      unknown.push(...unknownTags(inner as Record<string, unknown>, name));
    }
  }
  return unknown;
}

/**
 * Checks a template: a .docx within the unpacked size, that docxtemplater compiles, whose tags all name
 * values of an instance. Throws a 400 naming the first tag at fault.
 */
export function checkPrintTemplate(bytes: Buffer): void {
  const zip = openPrintTemplate(bytes);
  const inspect = new InspectModule();
  try {
    templater(zip, [inspect]);
  } catch (error) {
    throw badRequest(templateMessage(error));
  }
  const [unknown] = unknownTags(inspect.getAllTags());
  if (unknown !== undefined) throw badRequest(`打印模板的占位符“${unknown}”不是可用的占位符`);
}

/** What an instance fills a template with: every value as plain text (lines kept). */
export interface PrintValues {
  subject: string;
  processName: string;
  starter: string;
  startTime: string;
  status: string;
  form: Record<string, string>;
  fields: { key: string; label: string; value: string }[];
  opinions: { node: string; handler: string; result: string; opinion: string; time: string }[];
  printer: string;
  printTime: string;
  watermark: string;
}

export function printValues(options: {
  instance: { subject: string; creator_name: string; created_at: Date | string; status: string };
  definition: LoadedDefinition;
  data: FormValues;
  opinions: BpmOpinion[];
  watermark: Watermark;
  language: ServerLanguage;
}): PrintValues {
  const { instance, definition, data, language, watermark } = options;
  const t = (text: string) => translate(text, language);
  const visible = readOnlyPermissions(definition.form);
  const fields = definition.form.fields
    .filter((field) => visible[field.name] !== 'n')
    .map((field) => ({
      key: field.name,
      label: xmlSafe(labelIn(field.label, field.labelI18n, language)),
      value: xmlSafe(displayValue(field, data[field.name], language)),
    }));
  return {
    subject: xmlSafe(instance.subject),
    processName: xmlSafe(labelIn(definition.form.name, definition.form.nameI18n, language)),
    starter: xmlSafe(instance.creator_name),
    startTime: beijingMinute(new Date(instance.created_at)),
    status: t(INSTANCE_STATUS_LABELS[instance.status as InstanceStatus] ?? instance.status),
    form: Object.fromEntries(fields.map((field) => [field.key, field.value])),
    fields,
    opinions: options.opinions.map((row) => ({
      node: xmlSafe(row.taskName),
      handler: xmlSafe(row.auditorName ?? row.qualfiedNames ?? ''),
      result: t(APPROVAL_STATUS_LABELS[row.statusVal as ApprovalStatus] ?? row.statusVal),
      opinion: xmlSafe(row.opinion ?? ''),
      time: row.completeTime ? beijingMinute(new Date(row.completeTime)) : '',
    })),
    printer: xmlSafe(`${watermark.account} ${watermark.fullname}`),
    printTime: beijingMinute(new Date(watermark.time)),
    watermark: xmlSafe(watermark.text),
  };
}

/** The template filled with the values: the document's bytes (a template over the caps is refused here too). */
export function fillPrintTemplate(template: Buffer, values: PrintValues): Buffer {
  const zip = openPrintTemplate(template);
  let document: Docxtemplater;
  try {
    document = templater(zip);
    document.render(values);
  } catch (error) {
    throw badRequest(templateMessage(error));
  }
  return document.toBuffer({ compression: 'DEFLATE' });
}

async function templateRow(db: Db) {
  return db
    .selectFrom('bpm_print_templates')
    .innerJoin('files', 'files.id', 'bpm_print_templates.file_id')
    .select([
      'files.id',
      'files.name',
      'files.size',
      'files.storage_key',
      'bpm_print_templates.set_by_account',
      'bpm_print_templates.set_by_name',
      'bpm_print_templates.set_at',
    ])
    .where('bpm_print_templates.scope', '=', GLOBAL)
    .executeTakeFirst();
}

type TemplateRow = NonNullable<Awaited<ReturnType<typeof templateRow>>>;

const asTemplate = (row: TemplateRow): GlobalPrintTemplate => ({
  fileId: row.id,
  fileName: row.name,
  size: Number(row.size),
  setBy: row.set_by_account,
  setByName: row.set_by_name,
  setTime: new Date(row.set_at).toISOString(),
  placeholders: PRINT_PLACEHOLDERS,
});

/** wordPrint/getGlobalPrintTemplate: the template for any staff member, null for the built-in layout. */
export async function globalPrintTemplate(db: Db, user: SessionUser): Promise<GlobalPrintTemplate | null> {
  requireStaff(user);
  const row = await templateRow(db);
  return row ? asTemplate(row) : null;
}

/** The template's bytes for a print, or undefined for the built-in layout. */
export async function printTemplateBytes(db: Db, storage: FileStorage): Promise<Buffer | undefined> {
  const row = await templateRow(db);
  if (!row) return undefined;
  const stream = await storage.get(row.storage_key);
  if (!stream) throw badRequest('打印模板文件不存在，请重新上传');
  return buffer(stream);
}

/** Readers of the template's file (files/v1/downloadFile): every staff member, as every print uses it. */
export function mayReadPrintTemplateFile(user: SessionUser): boolean {
  return user.identity === null && !isGuest(user);
}

async function requireWorkflowAdmin(db: Db, user: SessionUser): Promise<void> {
  if (!(await isWorkflowAdmin(db, user))) throw forbidden(ONLY_WORKFLOW_ADMINS);
}

const snapshot = (row: TemplateRow | undefined) =>
  row ? { fileId: row.id, fileName: row.name, size: Number(row.size) } : null;

/**
 * wordPrint/setGlobalPrintTemplate: the caller's own upload (or the current template's file) becomes the
 * template, once docxtemplater compiles it and its tags are known. Change-logged.
 */
export async function setGlobalPrintTemplate(
  db: Db,
  storage: FileStorage,
  user: SessionUser,
  fileId: string,
): Promise<GlobalPrintTemplate> {
  await requireWorkflowAdmin(db, user);
  const file = await db
    .selectFrom('files')
    .select(['id', 'name', 'ext', 'uploader_id', 'storage_key'])
    .where('id', '=', fileId)
    .executeTakeFirst();
  const before = await templateRow(db);
  if (!file || (file.uploader_id !== user.id && before?.id !== file.id)) throw badRequest(FILE_INVALID);
  if (file.ext.toLowerCase() !== 'docx') throw badRequest(NOT_DOCX);
  const stream = await storage.get(file.storage_key);
  if (!stream) throw badRequest(FILE_INVALID);
  checkPrintTemplate(await buffer(stream));
  await db.transaction().execute(async (trx) => {
    await trx.deleteFrom('file_links').where('object_type', '=', PRINT_TEMPLATE_FILE_OBJECT).execute();
    await trx.deleteFrom('bpm_print_templates').where('scope', '=', GLOBAL).execute();
    await trx
      .insertInto('bpm_print_templates')
      .values({
        scope: GLOBAL,
        file_id: file.id,
        set_by: user.id,
        set_by_account: user.account,
        set_by_name: user.fullname,
        set_at: new Date(),
      })
      .execute();
    await trx
      .insertInto('file_links')
      .values({ file_id: file.id, object_type: PRINT_TEMPLATE_FILE_OBJECT, object_id: GLOBAL })
      .execute();
    await recordAdminChange(trx, {
      actorId: user.id,
      kind: 'printTemplate.set',
      objectType: PRINT_TEMPLATE_FILE_OBJECT,
      objectId: GLOBAL,
      before: snapshot(before),
      after: { fileId: file.id, fileName: file.name },
    });
  });
  const row = await templateRow(db);
  if (!row) throw new Error('the print template was just set');
  return asTemplate(row);
}

/** wordPrint/removeGlobalPrintTemplate: back to the built-in layout (the file stays its uploader's). */
export async function removeGlobalPrintTemplate(db: Db, user: SessionUser): Promise<null> {
  await requireWorkflowAdmin(db, user);
  const before = await templateRow(db);
  if (!before) return null;
  await db.transaction().execute(async (trx) => {
    await trx.deleteFrom('bpm_print_templates').where('scope', '=', GLOBAL).execute();
    await trx.deleteFrom('file_links').where('object_type', '=', PRINT_TEMPLATE_FILE_OBJECT).execute();
    await recordAdminChange(trx, {
      actorId: user.id,
      kind: 'printTemplate.remove',
      objectType: PRINT_TEMPLATE_FILE_OBJECT,
      objectId: GLOBAL,
      before: snapshot(before),
      after: null,
    });
  });
  return null;
}
