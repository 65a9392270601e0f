/**
 * How the tender notices word a project's facts (zh-CN, as the notices are published): each procurement
 * method's names for its notice, documents and bidders, the quotation modes, times in Beijing and money
 * in yuan. The notice generated on approval (project-approval.ts) and the demo's notices share them.
 */
import type { ProcureType, QuotationMode } from '../../contract/tender.js';
import { escapeHtml } from '../http/sanitize-html.js';
import type { ProjectRow } from './access.js';

export const BEIJING_OFFSET_MS = 8 * 3_600_000;

/** How each procurement method names its documents and notices. */
export const PROCURE_WORDING: Record<
  ProcureType,
  { method: string; notice: string; document: string; winner: string; bidder: string }
> = {
  gkzb: { method: '公开招标', notice: '招标公告', document: '招标文件', winner: '中标', bidder: '投标人' },
  yqzb: {
    method: '邀请招标',
    notice: '邀请招标公告',
    document: '招标文件',
    winner: '中标',
    bidder: '投标人',
  },
  gklx: { method: '公开遴选', notice: '遴选公告', document: '遴选文件', winner: '入选', bidder: '申请人' },
  gkbx: {
    method: '公开比选',
    notice: '比选公告',
    document: '比选文件',
    winner: '成交',
    bidder: '比选申请人',
  },
  jzxcs: {
    method: '竞争性磋商',
    notice: '竞争性磋商公告',
    document: '磋商文件',
    winner: '成交',
    bidder: '供应商',
  },
};

export const QUOTATION_WORDING: Record<QuotationMode, string> = {
  sum: '总价报价',
  unitPrice: '单价报价',
  lower: '下浮率报价',
  discount: '折扣率报价',
  amount: '按数量报价',
  business: '商务报价',
  technology: '技术报价',
};

/** A time as the notices write it: `2026年3月5日 09:00`, Beijing time. */
export function beijingText(date: Date): string {
  const local = new Date(date.getTime() + BEIJING_OFFSET_MS);
  const pad = (value: number) => String(value).padStart(2, '0');
  return `${local.getUTCFullYear()}年${local.getUTCMonth() + 1}月${local.getUTCDate()}日 ${pad(local.getUTCHours())}:${pad(local.getUTCMinutes())}`;
}

/** An amount as the notices write it: `¥1,200,000.50`. */
export function yuan(amount: number): string {
  return `¥${amount.toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;
}

/** The facts a tender notice words: a saved project's, or the editor's draft not saved yet. */
export type NoticeFacts = Pick<
  ProjectRow,
  | 'project_name'
  | 'project_no'
  | 'procure_type'
  | 'quotation_mode'
  | 'register_mode'
  | 'purchaser_name'
  | 'budget_money'
  | 'location'
  | 'procurement_content'
  | 'basic_info'
  | 'register_start_time'
  | 'register_end_time'
  | 'bid_start_time'
  | 'bid_end_time'
  | 'quotation_include_tax'
>;

const wordingOf = (project: NoticeFacts) =>
  PROCURE_WORDING[project.procure_type as keyof typeof PROCURE_WORDING] ?? PROCURE_WORDING.gkzb;

/** The title of a project's tender notice: its name and the notice's name in its procurement method. */
export const tenderNoticeTitle = (project: NoticeFacts) =>
  `${project.project_name}${wordingOf(project).notice}`;

/** The tender notice of a project, from its facts (its introduction is stored sanitized already). */
export function tenderNoticeHtml(project: NoticeFacts): string {
  const wording = wordingOf(project);
  const quotation = QUOTATION_WORDING[project.quotation_mode as keyof typeof QUOTATION_WORDING] ?? '';
  const invite = project.register_mode === 'invite';
  const time = (value: Date | null) => (value ? beijingText(value) : '');
  const text = (value: string | null) => escapeHtml(value ?? '');
  return [
    `<p>${text(project.purchaser_name)}就${text(project.project_name)}进行${wording.method}，现欢迎符合资格条件的${wording.bidder}${invite ? '按邀请' : ''}参加。</p>`,
    '<h3>一、项目基本情况</h3>',
    `<p>项目编号：${text(project.project_no)}<br>项目名称：${text(project.project_name)}<br>采购方式：${wording.method}<br>预算金额：${yuan(Number(project.budget_money ?? 0))}（人民币）${project.location ? `<br>项目地点：${text(project.location)}` : ''}</p>`,
    project.procurement_content ? `<p>采购内容：${text(project.procurement_content)}</p>` : '',
    project.basic_info ?? '',
    `<h3>二、${invite ? '确认邀请' : '报名'}时间</h3>`,
    `<p>${time(project.register_start_time)} 至 ${time(project.register_end_time)}（北京时间）。</p>`,
    '<h3>三、报价时间及方式</h3>',
    `<p>${time(project.bid_start_time)} 至 ${time(project.bid_end_time)}（北京时间）；报价方式：${quotation}；报价${project.quotation_include_tax === 1 ? '含税' : '不含税'}。</p>`,
    `<h3>四、采购人</h3><p>${text(project.purchaser_name)}</p>`,
  ].join('');
}

/**
 * The tender notice approval publishes: the title and text the purchaser edited before submitting, or
 * where they left it blank, the one generated from the project's facts.
 */
export function publishedTenderNotice(
  project: NoticeFacts & Pick<ProjectRow, 'notice_title' | 'notice_content'>,
): { title: string; content: string } {
  return {
    title: project.notice_title?.trim() || tenderNoticeTitle(project),
    content: project.notice_content || tenderNoticeHtml(project),
  };
}

const WINDOW_NAMES = { register: '报名时间', bid: '报价时间' } as const;

/**
 * The windows a clarification moved, as its notice and the tender notice's history state them:
 * `报价时间变更为 2027年3月5日 09:00 至 2027年3月6日 09:00（北京时间）`.
 */
export function movedWindowsText(moved: {
  register?: [Date | null, Date | null];
  bid?: [Date | null, Date | null];
}): string {
  const time = (value: Date | null) => (value ? beijingText(value) : '');
  return (['register', 'bid'] as const)
    .flatMap((window) => {
      const times = moved[window];
      return times
        ? [`${WINDOW_NAMES[window]}变更为 ${time(times[0])} 至 ${time(times[1])}（北京时间）`]
        : [];
    })
    .join('；');
}

/** The clarification notice's text: what the purchaser wrote, then the windows it moved. */
export function clarificationHtml(body: string, windowsText: string): string {
  return windowsText ? `${body}<p><strong>时间变更：</strong>${escapeHtml(windowsText)}。</p>` : body;
}

/**
 * The tender notice's next version after a clarification: its text with the clarification after it,
 * and the line its history shows.
 */
export function clarifiedTenderNotice(
  content: string,
  clarification: { title: string; html: string; at: Date; windowsText: string },
): { content: string; changeSummary: string } {
  const heading = `<h3>${escapeHtml(clarification.title)}（${beijingText(clarification.at)}）</h3>`;
  const summary = `发布澄清公告：${clarification.title}`;
  return {
    content: `${content}${heading}${clarification.html}`,
    changeSummary: clarification.windowsText ? `${summary}；${clarification.windowsText}` : summary,
  };
}
