import { msg } from '@lit/localize';
import {
  PROCURE_TYPES,
  type ProcureType,
  QUOTATION_MODES,
  type QuotationMode,
  type SearchStatus,
  type TransactionMode,
} from '../../api/contract/tender.js';
import type { NoticeType, ProjectWindows } from '../../api/contract/tender-site.js';
import { searchStatusAt } from '../../api/contract/tender-site.js';

export { searchStatusAt };

/** Shoelace tag variant of each search status: open phases stand out, closed ones are quiet. */
export const SEARCH_STATUS_VARIANTS: Record<SearchStatus, 'primary' | 'success' | 'warning' | 'neutral'> = {
  willRegister: 'neutral',
  inRegister: 'success',
  willQuote: 'warning',
  inQuotation: 'primary',
  complete: 'neutral',
};

/**
 * The search status of a project now, by the server's clock: `serverNow` is the server's time in
 * milliseconds (Date.now() plus the clock offset), so a wrong clock in the browser changes nothing.
 */
export function projectStatus(windows: ProjectWindows, serverNow: number): SearchStatus | undefined {
  return searchStatusAt(windows, serverNow);
}

/** Label of a search status, in the current language (call it in render). */
export function searchStatusLabel(status: SearchStatus): string {
  switch (status) {
    case 'willRegister':
      return msg('待报名');
    case 'inRegister':
      return msg('报名中');
    case 'willQuote':
      return msg('待报价');
    case 'inQuotation':
      return msg('报价中');
    case 'complete':
      return msg('已结束');
  }
}

export function transactionModeLabel(mode: TransactionMode): string {
  return mode === 'competitive' ? msg('竞价') : msg('综合评估');
}

export function procureTypeLabel(type: ProcureType | null | undefined): string {
  switch (type) {
    case 'gklx':
      return msg('公开遴选');
    case 'gkbx':
      return msg('公开比选');
    case 'gkzb':
      return msg('公开招标');
    case 'yqzb':
      return msg('邀请招标');
    case 'jzxcs':
      return msg('竞争性磋商');
    default:
      if (type && !(PROCURE_TYPES as readonly string[]).includes(type)) warnUnknown('procure type', type);
      return '';
  }
}

export function quotationModeLabel(mode: QuotationMode | null | undefined): string {
  switch (mode) {
    case 'sum':
      return msg('总价报价');
    case 'unitPrice':
      return msg('单价报价');
    case 'lower':
      return msg('下浮率报价');
    case 'discount':
      return msg('折扣率报价');
    case 'amount':
      return msg('数量报价');
    case 'business':
      return msg('商务报价');
    case 'technology':
      return msg('技术报价');
    default:
      if (mode && !(QUOTATION_MODES as readonly string[]).includes(mode)) warnUnknown('quotation mode', mode);
      return '';
  }
}

export function noticeTypeLabel(type: NoticeType): string {
  switch (type) {
    case 'bid':
      return msg('招标公告');
    case 'bidBefore':
      return msg('招标预告');
    case 'bargain':
      return msg('中标公告');
    case 'bargainBefore':
      return msg('中标预公告');
    case 'clear':
      return msg('澄清公告');
  }
}

const warned = new Set<string>();

/** Unknown values from a server are shown as nothing, with one warning in development. */
function warnUnknown(kind: string, value: string): void {
  if (warned.has(`${kind}:${value}`)) return;
  warned.add(`${kind}:${value}`);
  console.warn(`unknown ${kind} "${value}"`);
}
