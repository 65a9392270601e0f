import {
  AlignmentType,
  BorderStyle,
  Document,
  Header,
  Packer,
  Paragraph,
  Table,
  TableCell,
  TableRow,
  TextRun,
  WidthType,
} from 'docx';
import { Parser } from 'htmlparser2';
import type { FileListEntry } from '../../contract/files.js';
import {
  APPROVAL_STATUS_LABELS,
  type ApprovalStatus,
  type BpmOpinion,
  type FormField,
  type FormValues,
  type I18nText,
} from '../../contract/workflow.js';
import type { Watermark } from '../../contract/workflow-instance.js';
import { type ServerLanguage, translate } from '../http/translations/index.js';
import type { LoadedDefinition } from './definitions.js';
import { readOnlyPermissions } from './forms.js';
import { beijingMinute } from './instance-records.js';

/**
 * The approval form of an instance as a Word document (A4): its subject, every field the form shows with
 * its value, the opinions in order, and the watermark (the viewer's account and the time) in the header of
 * every page. Texts in the caller's language.
 */

const FONT = { ascii: 'Times New Roman', hAnsi: 'Times New Roman', eastAsia: 'SimSun' };
const BODY = 21;
const BORDER = { style: BorderStyle.SINGLE, size: 4, color: '999999' };
const BORDERS = { top: BORDER, bottom: BORDER, left: BORDER, right: BORDER };

/** Word cannot carry C0 controls other than tab and line breaks. */
export const xmlSafe = (text: string) =>
  Array.from(text)
    // biome-ignore lint/suspicious/noControlCharactersInRegex: removing exactly those characters
    .filter((char) => !/[\u0000-\u0008\u000b\u000c\u000e-\u001f\ufffe\uffff]/.test(char))
    .join('');

const run = (text: string, options: { bold?: boolean; size?: number; color?: string } = {}) =>
  new TextRun({
    text: xmlSafe(text),
    bold: options.bold,
    font: FONT,
    size: options.size ?? BODY,
    color: options.color,
  });

const cell = (text: string, options: { bold?: boolean; width?: number; shade?: boolean } = {}) =>
  new TableCell({
    borders: BORDERS,
    width: options.width ? { size: options.width, type: WidthType.PERCENTAGE } : undefined,
    shading: options.shade ? { fill: 'F2F2F2' } : undefined,
    children: text
      .split('\n')
      .map((line) => new Paragraph({ children: [run(line, { bold: options.bold })] })),
  });

export const labelIn = (label: string, i18n: I18nText | undefined, language: ServerLanguage) =>
  language === 'zh-CN' ? label : (i18n?.[language] ?? label);

const BLOCK_TAGS = new Set(['p', 'div', 'li', 'tr', 'h1', 'h2', 'h3', 'h4', 'h5', 'h6', 'blockquote', 'pre']);
const SKIPPED_TAGS = new Set(['script', 'style', 'head', 'title']);

/**
 * The text of rich text (sanitized HTML) as a reader sees it: blocks and `<br>` end lines, scripts and
 * styles say nothing. Read with htmlparser2, which decodes the entities; no markup is kept.
 */
export function htmlText(html: string): string {
  const lines: string[] = [''];
  let skipped = 0;
  const parser = new Parser(
    {
      onopentag(name) {
        if (SKIPPED_TAGS.has(name)) skipped += 1;
        else if (name === 'br' || BLOCK_TAGS.has(name)) lines.push('');
      },
      onclosetag(name) {
        if (SKIPPED_TAGS.has(name)) skipped = Math.max(0, skipped - 1);
        else if (BLOCK_TAGS.has(name)) lines.push('');
      },
      ontext(text) {
        if (skipped === 0)
          lines[lines.length - 1] += text.replace(/[ \t\n\r\f]+/g, ' ').replace(/\u00a0/g, ' ');
      },
    },
    { decodeEntities: true, lowerCaseTags: true },
  );
  parser.end(html);
  return lines
    .map((line) => line.trim())
    .filter(Boolean)
    .join('\n');
}

/**
 * A value as the form shows it: an option's label, a file list's names, people's and organisations' names,
 * rich text's text, numbers with their unit.
 */
export function displayValue(field: FormField, value: unknown, language: ServerLanguage): string {
  if (value === undefined || value === null || value === '') return '';
  if (field.type === 'richtext' && typeof value === 'string') return htmlText(value);
  if ((field.type === 'user' || field.type === 'org') && Array.isArray(value)) {
    return value
      .map((entry) => (entry as { name?: unknown } | null)?.name)
      .filter((name): name is string => typeof name === 'string' && name !== '')
      .join('、');
  }
  if (field.type === 'file' && Array.isArray(value)) {
    return value
      .map((entry) => (entry as FileListEntry | null)?.name)
      .filter(Boolean)
      .join('\n');
  }
  if ((field.type === 'select' || field.type === 'radio') && field.options) {
    const option = field.options.find((entry) => entry.value === value);
    if (option) return labelIn(option.label, option.labelI18n, language);
  }
  const unit = field.unit ? ` ${labelIn(field.unit, field.unitI18n, language)}` : '';
  return `${typeof value === 'object' ? JSON.stringify(value) : String(value)}${unit}`;
}

/** The document's bytes. */
export async function instanceDocx(options: {
  subject: string;
  definition: LoadedDefinition;
  data: FormValues;
  opinions: BpmOpinion[];
  watermark: Watermark;
  language: ServerLanguage;
}): Promise<Buffer> {
  const { definition, data, language } = options;
  const t = (text: string) => translate(text, language);
  const visible = readOnlyPermissions(definition.form);
  const fields = definition.form.fields.filter((field) => visible[field.name] !== 'n');
  const formTable = new Table({
    width: { size: 100, type: WidthType.PERCENTAGE },
    rows: fields.map(
      (field) =>
        new TableRow({
          children: [
            cell(labelIn(field.label, field.labelI18n, language), { bold: true, width: 28, shade: true }),
            cell(displayValue(field, data[field.name], language), { width: 72 }),
          ],
        }),
    ),
  });
  const heading = ['审批节点', '处理人', '处理状态', '审批意见', '操作时间'].map((text) =>
    cell(t(text), { bold: true, shade: true }),
  );
  const opinionTable = new Table({
    width: { size: 100, type: WidthType.PERCENTAGE },
    rows: [
      new TableRow({ tableHeader: true, children: heading }),
      ...options.opinions.map(
        (row) =>
          new TableRow({
            children: [
              cell(row.taskName),
              cell(row.auditorName ?? row.qualfiedNames ?? ''),
              cell(t(APPROVAL_STATUS_LABELS[row.statusVal as ApprovalStatus] ?? row.statusVal)),
              cell(row.opinion ?? ''),
              cell(row.completeTime ? beijingMinute(new Date(row.completeTime)) : ''),
            ],
          }),
      ),
    ],
  });
  const document = new Document({
    title: xmlSafe(options.subject),
    creator: xmlSafe(options.watermark.fullname),
    sections: [
      {
        properties: {
          page: {
            size: { width: 11906, height: 16838 },
            margin: { top: 1440, right: 1440, bottom: 1440, left: 1440, header: 720, footer: 720, gutter: 0 },
          },
        },
        headers: {
          default: new Header({
            children: [
              new Paragraph({
                alignment: AlignmentType.RIGHT,
                children: [run(options.watermark.text, { size: 18, color: '999999' })],
              }),
            ],
          }),
        },
        children: [
          new Paragraph({
            alignment: AlignmentType.CENTER,
            spacing: { after: 240 },
            children: [run(options.subject, { bold: true, size: 32 })],
          }),
          new Paragraph({
            spacing: { after: 120 },
            children: [
              run(labelIn(definition.form.name, definition.form.nameI18n, language), {
                bold: true,
                size: 24,
              }),
            ],
          }),
          formTable,
          new Paragraph({
            spacing: { before: 240, after: 120 },
            children: [run(t('审批意见'), { bold: true, size: 24 })],
          }),
          opinionTable,
        ],
      },
    ],
  });
  return Packer.toBuffer(document);
}
