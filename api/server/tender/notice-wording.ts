/**
 * How the tender notices word a project's facts, in the project's notice language (zh-CN unless it sets
 * zh-TW or en-US: contract/notice-language.ts says why a notice has one language): each procurement
 * method's names for its notice, documents and bidders, the quotation modes, times in Beijing and money
 * in yuan. The notice generated on approval (project-approval.ts), the clarification's texts and the
 * demo's notices (zh-CN) share them.
 */
import { type NoticeLanguage, noticeLanguageOf } from '../../contract/notice-language.js';
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

type ProcureNames = { method: string; notice: string; document: string; winner: string; bidder: string };

/** The procurement methods' names in the other notice languages. */
const PROCURE_WORDING_IN: Record<Exclude<NoticeLanguage, 'zh-CN'>, Record<ProcureType, ProcureNames>> = {
  'zh-TW': {
    gkzb: { method: '公開招標', notice: '招標公告', document: '招標文件', winner: '中標', bidder: '投標人' },
    yqzb: {
      method: '邀請招標',
      notice: '邀請招標公告',
      document: '招標文件',
      winner: '中標',
      bidder: '投標人',
    },
    gklx: { method: '公開遴選', notice: '遴選公告', document: '遴選文件', winner: '入選', bidder: '申請人' },
    gkbx: {
      method: '公開比選',
      notice: '比選公告',
      document: '比選文件',
      winner: '成交',
      bidder: '比選申請人',
    },
    jzxcs: {
      method: '競爭性磋商',
      notice: '競爭性磋商公告',
      document: '磋商文件',
      winner: '成交',
      bidder: '供應商',
    },
  },
  'en-US': {
    gkzb: {
      method: 'open tender',
      notice: 'Tender notice',
      document: 'tender documents',
      winner: 'award',
      bidder: 'bidders',
    },
    yqzb: {
      method: 'invited tender',
      notice: 'Invitation to tender',
      document: 'tender documents',
      winner: 'award',
      bidder: 'bidders',
    },
    gklx: {
      method: 'open selection',
      notice: 'Selection notice',
      document: 'selection documents',
      winner: 'selection',
      bidder: 'applicants',
    },
    gkbx: {
      method: 'open comparison',
      notice: 'Comparison notice',
      document: 'comparison documents',
      winner: 'award',
      bidder: 'applicants',
    },
    jzxcs: {
      method: 'competitive negotiation',
      notice: 'Competitive negotiation notice',
      document: 'negotiation documents',
      winner: 'award',
      bidder: 'suppliers',
    },
  },
};

const QUOTATION_WORDING_IN: Record<Exclude<NoticeLanguage, 'zh-CN'>, Record<QuotationMode, string>> = {
  'zh-TW': {
    sum: '總價報價',
    unitPrice: '單價報價',
    lower: '下浮率報價',
    discount: '折扣率報價',
    amount: '按數量報價',
    business: '商務報價',
    technology: '技術報價',
  },
  'en-US': {
    sum: 'total price',
    unitPrice: 'unit prices',
    lower: 'markdown rate',
    discount: 'discount rate',
    amount: 'by quantity',
    business: 'commercial offer',
    technology: 'technical offer',
  },
};

const MONTHS = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
];

/** A time as a notice in `language` writes it, Beijing time. */
export function beijingTextIn(date: Date, language: NoticeLanguage): string {
  if (language !== 'en-US') return beijingText(date);
  const local = new Date(date.getTime() + BEIJING_OFFSET_MS);
  const pad = (value: number) => String(value).padStart(2, '0');
  return `${local.getUTCDate()} ${MONTHS[local.getUTCMonth()]} ${local.getUTCFullYear()} ${pad(local.getUTCHours())}:${pad(local.getUTCMinutes())}`;
}

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
> & { notice_language?: string | null };

const languageOf = (project: NoticeFacts) => noticeLanguageOf(project.notice_language);

function wordingOf(project: NoticeFacts): ProcureNames {
  const language = languageOf(project);
  const type = project.procure_type as ProcureType;
  const table = language === 'zh-CN' ? PROCURE_WORDING : PROCURE_WORDING_IN[language];
  return table[type] ?? table.gkzb;
}

function quotationOf(project: NoticeFacts): string {
  const language = languageOf(project);
  const mode = project.quotation_mode as QuotationMode;
  return (language === 'zh-CN' ? QUOTATION_WORDING : QUOTATION_WORDING_IN[language])[mode] ?? '';
}

/** The title of a project's tender notice: its name and the notice's name in its procurement method. */
export const tenderNoticeTitle = (project: NoticeFacts) =>
  languageOf(project) === 'en-US'
    ? `${wordingOf(project).notice}: ${project.project_name}`
    : `${project.project_name}${wordingOf(project).notice}`;

/** The tender notice of a project, from its facts (its introduction is stored sanitized already). */
export function tenderNoticeHtml(project: NoticeFacts): string {
  const language = languageOf(project);
  const wording = wordingOf(project);
  const quotation = quotationOf(project);
  const invite = project.register_mode === 'invite';
  const time = (value: Date | null) => (value ? beijingTextIn(value, language) : '');
  const text = (value: string | null) => escapeHtml(value ?? '');
  const budget = yuan(Number(project.budget_money ?? 0));
  const taxed = project.quotation_include_tax === 1;
  if (language === 'en-US') {
    return [
      `<p>${text(project.purchaser_name)} invites qualified ${wording.bidder}${invite ? ' named in its invitations' : ''} to take part in the ${wording.method} of ${text(project.project_name)}.</p>`,
      '<h3>1. The project</h3>',
      `<p>Project number: ${text(project.project_no)}<br>Project: ${text(project.project_name)}<br>Procurement method: ${wording.method}<br>Budget: ${budget} (RMB)${project.location ? `<br>Location: ${text(project.location)}` : ''}</p>`,
      project.procurement_content ? `<p>Procurement content: ${text(project.procurement_content)}</p>` : '',
      project.basic_info ?? '',
      `<h3>2. ${invite ? 'Confirming the invitation' : 'Registration'}</h3>`,
      `<p>${time(project.register_start_time)} to ${time(project.register_end_time)} (Beijing time).</p>`,
      '<h3>3. Quotations</h3>',
      `<p>${time(project.bid_start_time)} to ${time(project.bid_end_time)} (Beijing time); quoted by ${quotation}, ${taxed ? 'including' : 'excluding'} tax.</p>`,
      `<h3>4. Purchaser</h3><p>${text(project.purchaser_name)}</p>`,
    ].join('');
  }
  const tw = language === 'zh-TW';
  return [
    tw
      ? `<p>${text(project.purchaser_name)}就${text(project.project_name)}進行${wording.method}，現歡迎符合資格條件的${wording.bidder}${invite ? '按邀請' : ''}參加。</p>`
      : `<p>${text(project.purchaser_name)}就${text(project.project_name)}进行${wording.method}，现欢迎符合资格条件的${wording.bidder}${invite ? '按邀请' : ''}参加。</p>`,
    tw ? '<h3>一、項目基本情況</h3>' : '<h3>一、项目基本情况</h3>',
    tw
      ? `<p>項目編號：${text(project.project_no)}<br>項目名稱：${text(project.project_name)}<br>採購方式：${wording.method}<br>預算金額：${budget}（人民幣）${project.location ? `<br>項目地點：${text(project.location)}` : ''}</p>`
      : `<p>项目编号：${text(project.project_no)}<br>项目名称：${text(project.project_name)}<br>采购方式：${wording.method}<br>预算金额：${budget}（人民币）${project.location ? `<br>项目地点：${text(project.location)}` : ''}</p>`,
    project.procurement_content
      ? `<p>${tw ? '採購內容' : '采购内容'}：${text(project.procurement_content)}</p>`
      : '',
    project.basic_info ?? '',
    tw
      ? `<h3>二、${invite ? '確認邀請' : '報名'}時間</h3>`
      : `<h3>二、${invite ? '确认邀请' : '报名'}时间</h3>`,
    `<p>${time(project.register_start_time)} 至 ${time(project.register_end_time)}（${tw ? '北京時間' : '北京时间'}）。</p>`,
    tw ? '<h3>三、報價時間及方式</h3>' : '<h3>三、报价时间及方式</h3>',
    tw
      ? `<p>${time(project.bid_start_time)} 至 ${time(project.bid_end_time)}（北京時間）；報價方式：${quotation}；報價${taxed ? '含稅' : '不含稅'}。</p>`
      : `<p>${time(project.bid_start_time)} 至 ${time(project.bid_end_time)}（北京时间）；报价方式：${quotation}；报价${taxed ? '含税' : '不含税'}。</p>`,
    tw
      ? `<h3>四、採購人</h3><p>${text(project.purchaser_name)}</p>`
      : `<h3>四、采购人</h3><p>${text(project.purchaser_name)}</p>`,
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

/** The clarification's words in each notice language. */
const CLARIFICATION_WORDS: Record<
  NoticeLanguage,
  {
    windows: { register: string; bid: string };
    moved: (window: string, from: string, to: string) => string;
    join: string;
    change: string;
    end: string;
    published: (title: string) => string;
    at: (title: string, time: string) => string;
  }
> = {
  'zh-CN': {
    windows: { register: '报名时间', bid: '报价时间' },
    moved: (window, from, to) => `${window}变更为 ${from} 至 ${to}（北京时间）`,
    join: '；',
    change: '时间变更：',
    end: '。',
    published: (title) => `发布澄清公告：${title}`,
    at: (title, time) => `${title}（${time}）`,
  },
  'zh-TW': {
    windows: { register: '報名時間', bid: '報價時間' },
    moved: (window, from, to) => `${window}變更為 ${from} 至 ${to}（北京時間）`,
    join: '；',
    change: '時間變更：',
    end: '。',
    published: (title) => `發佈澄清公告：${title}`,
    at: (title, time) => `${title}（${time}）`,
  },
  'en-US': {
    windows: { register: 'Registration', bid: 'Quotation' },
    moved: (window, from, to) => `${window} moved to ${from} – ${to} (Beijing time)`,
    join: '; ',
    change: 'Times changed: ',
    end: '.',
    published: (title) => `Clarification published: ${title}`,
    at: (title, time) => `${title} (${time})`,
  },
};

/**
 * The windows a clarification moved, as its notice and the tender notice's history state them (in the
 * notice's language): `报价时间变更为 2027年3月5日 09:00 至 2027年3月6日 09:00（北京时间）`.
 */
export function movedWindowsText(
  moved: {
    register?: [Date | null, Date | null];
    bid?: [Date | null, Date | null];
  },
  language: NoticeLanguage = 'zh-CN',
): string {
  const words = CLARIFICATION_WORDS[language];
  const time = (value: Date | null) => (value ? beijingTextIn(value, language) : '');
  return (['register', 'bid'] as const)
    .flatMap((window) => {
      const times = moved[window];
      return times ? [words.moved(words.windows[window], time(times[0]), time(times[1]))] : [];
    })
    .join(words.join);
}

/** The clarification notice's text: what the purchaser wrote, then the windows it moved. */
export function clarificationHtml(
  body: string,
  windowsText: string,
  language: NoticeLanguage = 'zh-CN',
): string {
  const words = CLARIFICATION_WORDS[language];
  return windowsText
    ? `${body}<p><strong>${words.change}</strong>${escapeHtml(windowsText)}${words.end}</p>`
    : body;
}

/**
 * The tender notice's next version after a clarification: its text with the clarification after it,
 * and the line its history shows.
 */
export function clarifiedTenderNotice(
  content: string,
  clarification: { title: string; html: string; at: Date; windowsText: string },
  language: NoticeLanguage = 'zh-CN',
): { content: string; changeSummary: string } {
  const words = CLARIFICATION_WORDS[language];
  const heading = `<h3>${escapeHtml(words.at(clarification.title, beijingTextIn(clarification.at, language)))}</h3>`;
  const summary = words.published(clarification.title);
  return {
    content: `${content}${heading}${clarification.html}`,
    changeSummary: clarification.windowsText
      ? `${summary}${words.join}${clarification.windowsText}`
      : summary,
  };
}
