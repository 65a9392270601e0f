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
import { htmlText, xmlSafe } from '../storage/docx.js';
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
