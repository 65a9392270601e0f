import {
  AlignmentType,
  Document,
  Packer,
  Paragraph,
  Table,
  TableCell,
  TableRow,
  TextRun,
  WidthType,
} from 'docx';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.js';
import { type ServerLanguage, translate } from '../http/translations/index.js';
import type { ProjectRow } from '../tender/access.js';
import type { WindowRow } from './rounds.js';
import { comparison, roundQuotations } from './views.js';

/**
 * The bid history of a project as a Word document (the `docx` package), in the caller's language:
 * the project, its rounds, the comparison (standing offers by rank), every accepted quotation, and the
 * audit trail of every request, accepted or refused.
 */

type Db = Kysely<Database>;

const FONT = { ascii: 'Calibri', eastAsia: 'SimSun', hAnsi: 'Calibri' };
const SIZE = { title: 32, heading: 26, text: 20 };

function text(value: string, options: { bold?: boolean; size?: number } = {}): TextRun {
  return new TextRun({ text: value, bold: options.bold, size: options.size ?? SIZE.text, font: FONT });
}

function heading(value: string): Paragraph {
  return new Paragraph({
    spacing: { before: 240, after: 120 },
    children: [text(value, { bold: true, size: SIZE.heading })],
  });
}

function table(header: string[], rows: string[][]): Table {
  const cell = (value: string, bold = false) =>
    new TableCell({ children: [new Paragraph({ children: [text(value, { bold })] })] });
  return new Table({
    width: { size: 100, type: WidthType.PERCENTAGE },
    rows: [
      new TableRow({ tableHeader: true, children: header.map((value) => cell(value, true)) }),
      ...rows.map((row) => new TableRow({ children: row.map((value) => cell(value)) })),
    ],
  });
}

/** Beijing time, as the portal writes times. */
function beijing(value: Date | string): string {
  const date = new Date(new Date(value).getTime() + 8 * 3_600_000);
  return `${date.toISOString().slice(0, 19).replace('T', ' ')}`;
}

const money = (value: number) =>
  value.toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 });

export async function bidHistoryDocx(
  db: Db,
  project: ProjectRow,
  windows: WindowRow[],
  language: ServerLanguage,
  now = Date.now(),
): Promise<Buffer> {
  const t = (message: string) => translate(message, language);
  const rate = ['lower', 'discount'].includes(project.quotation_mode);
  const value = (amount: number) => (rate ? `${amount.toFixed(2)}%` : money(amount));
  const rows = await comparison(db, project, windows, now);
  const rounds = windows.map((window) => window.round);
  const quotations = await roundQuotations(db, project.id, rounds);
  const audit = await db
    .selectFrom('procure_quotation_audit')
    .selectAll()
    .where('project_id', '=', project.id)
    .where('kind', '=', 'quotation')
    .orderBy('id')
    .execute();
  const OUTCOMES: Record<string, string> = {
    accepted: '已接受',
    refused: '已拒绝',
    withdrawn: '已撤回',
    replaced: '已被替换',
  };
  const outcome = (name: string) => t(OUTCOMES[name] ?? '已拒绝');
  const children = [
    new Paragraph({
      alignment: AlignmentType.CENTER,
      spacing: { after: 240 },
      children: [text(t('报价记录'), { bold: true, size: SIZE.title })],
    }),
    new Paragraph({ children: [text(`${t('项目名称')}: ${project.project_name}`)] }),
    new Paragraph({ children: [text(`${t('项目编号')}: ${project.project_no}`)] }),
    new Paragraph({ children: [text(`${t('导出时间')}: ${beijing(new Date(now))}`)] }),
    heading(t('轮次')),
    table(
      [t('轮次'), t('开始时间'), t('结束时间')],
      windows.map((window) => [String(window.round), beijing(window.start_time), beijing(window.end_time)]),
    ),
    heading(t('比价结果')),
    table(
      [t('排名'), t('供应商'), t('报价'), t('轮次'), t('报价时间')],
      rows.map((row) => [
        String(row.rank),
        row.supplierName,
        value(row.quotationAmount),
        String(row.round),
        beijing(row.createTime),
      ]),
    ),
    heading(t('报价明细')),
    table(
      [t('轮次'), t('供应商'), t('报价'), t('报价时间')],
      quotations.map((row) => [
        String(row.round),
        row.supplierName,
        value(row.quotationAmount),
        beijing(row.createTime),
      ]),
    ),
    heading(t('审计记录')),
    table(
      [t('时间'), t('账号'), t('客户端地址'), t('报价'), t('轮次'), t('结果'), t('原因')],
      audit.map((row) => [
        beijing(row.created_at),
        row.account,
        row.client_address,
        row.amount,
        row.round === null ? '' : String(row.round),
        outcome(row.outcome),
        row.reason ? t(row.reason) : '',
      ]),
    ),
  ];
  const document = new Document({
    title: `${project.project_no} ${t('报价记录')}`,
    creator: project.purchaser_name,
    sections: [
      {
        properties: {
          page: {
            size: { width: 11906, height: 16838 },
            margin: { top: 1440, right: 1200, bottom: 1440, left: 1200 },
          },
        },
        children,
      },
    ],
  });
  return Packer.toBuffer(document);
}
