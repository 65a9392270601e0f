/**
 * How the tender notices word a project's facts (zh-CN, as the notices are published): each procurement
 * method's names for its notice, documents and bidders, the quotation modes, times in Beijing and money
 * in yuan. The notice generated on approval (project-approval.ts) and the demo's notices share them.
 */
import type { ProcureType, QuotationMode } from '../../contract/tender.js';

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
