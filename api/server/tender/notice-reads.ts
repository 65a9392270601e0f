/**
 * One notice of the tender site: its detail with its project, related notices and attachments, its
 * history, and the notices of a list of ids (procureNotice, tender-portal 7.4).
 */

import { noticeLanguageOf } from '../../contract/notice-language.js';
import { REGISTER_MODES, type RegisterMode } from '../../contract/tender.js';
import {
  NOTICE_BY_IDS_MAX,
  type NoticeDetail,
  type NoticeHistoryEntry,
  type NoticeProject,
  type NoticeSummary,
} from '../../contract/tender-site.js';
import type { SessionUser } from '../auth/sessions.js';
import type { Db } from '../db/database.js';
import { badRequest } from '../http/envelope.js';
import { Refusal } from './access.js';
import { known, money } from './list-columns.js';
import { managerScope, noticeQuery, publicScope, SUMMARY_COLUMNS, toSummary } from './notices.js';

const NOTICE_NOT_FOUND = '公告不存在';

function parseAttachments(text: string): NoticeDetail['attachments'] {
  try {
    const parsed: unknown = JSON.parse(text);
    return Array.isArray(parsed) ? (parsed as NoticeDetail['attachments']) : [];
  } catch {
    return [];
  }
}

/** Attachments saved without a size get the size of the stored file. */
async function withStoredSizes(db: Db, files: NoticeDetail['attachments']) {
  const ids = files.filter((file) => !file.size && file.response?.fileId).map((file) => file.response.fileId);
  if (!ids.length) return files;
  const stored = await db.selectFrom('files').select(['id', 'size']).where('id', 'in', ids).execute();
  const sizes = new Map(stored.map((file) => [file.id, file.size]));
  return files.map((file) =>
    file.size ? file : { ...file, size: sizes.get(file.response?.fileId) ?? file.size },
  );
}

/** The ids of a getByIds query: a comma-separated list (or the parameter repeated), in order, once each. */
function idList(raw: string | string[]): string[] {
  const ids = (Array.isArray(raw) ? raw : [raw])
    .flatMap((part) => part.split(','))
    .map((id) => id.trim())
    .filter(Boolean);
  const unique = [...new Set(ids)];
  if (unique.length > NOTICE_BY_IDS_MAX) throw badRequest(`请求参数不正确：ids 最多 ${NOTICE_BY_IDS_MAX} 个`);
  if (unique.some((id) => id.length > 64)) throw badRequest('请求参数不正确：ids 格式不正确');
  return unique;
}

/** getDetail: a notice the caller may read (a visitor the published ones), with its project and related notices. */
export async function noticeDetail(db: Db, user: SessionUser | undefined, id: string): Promise<NoticeDetail> {
  const now = new Date();
  const row = await noticeQuery(db)
    .select([
      ...SUMMARY_COLUMNS,
      'procure_notices.content',
      'procure_notices.attachments',
      'procure_projects.register_mode',
      'procure_projects.quotation_include_tax',
      'procure_projects.earnest_money',
      'procure_projects.sign_up_money',
      'procure_projects.bid_round',
      'procure_projects.location',
      'procure_projects.creator_name',
      'procure_projects.procurement_content',
      'procure_projects.publish_media',
      'procure_projects.notice_language',
      'procure_notices.audit_count',
      'procure_notices.audit_last_hash',
    ])
    .where('procure_notices.id', '=', id)
    .where(managerScope(user, now))
    .executeTakeFirst();
  if (!row) throw new Refusal(NOTICE_NOT_FOUND);
  const summary = toSummary(row, now);
  const project: NoticeProject | null = row.project_id
    ? {
        id: row.project_id,
        fProjectName: row.project_name ?? '',
        fProjectNo: row.project_no ?? '',
        fBudgetMoney: money(row.budget_money),
        fTransactionMode: summary.fTransactionMode ?? 'competitive',
        fQuotationMode: summary.fQuotationMode ?? 'sum',
        fRegisterMode: known<RegisterMode>(REGISTER_MODES, row.register_mode) ?? 'open',
        fQuotationIncludeTax: row.quotation_include_tax,
        fEarnestMoney: money(row.earnest_money),
        fSignUpMoney: money(row.sign_up_money),
        fRegisterStartTime: summary.fRegisterStartTime,
        fRegisterEndTime: summary.fRegisterEndTime,
        fBidStartTime: summary.fBidStartTime,
        fBidEndTime: summary.fBidEndTime,
        fBidRound: row.bid_round,
        fLocation: row.location,
        fProcureType: summary.fProcureType,
        fPurchaserName: row.purchaser_name,
        fCreatorName: row.creator_name,
        fProcurementContent: row.procurement_content,
        fPublishMedia: row.publish_media,
      }
    : null;
  const related = row.project_id
    ? await noticeQuery(db)
        .select('procure_notices.id')
        .where('procure_notices.project_id', '=', row.project_id)
        .where('procure_notices.id', '<>', row.id)
        .where(publicScope(now))
        .orderBy('procure_notices.publish_time')
        .orderBy('procure_notices.id')
        .execute()
    : [];
  const detail: NoticeDetail = {
    ...summary,
    content: row.content,
    attachments: await withStoredSizes(db, parseAttachments(row.attachments)),
    project,
    relatedIds: related.map((notice) => notice.id),
    language: noticeLanguageOf(row.notice_language),
    auditAnchor:
      row.audit_count && row.audit_last_hash
        ? { count: row.audit_count, lastHash: row.audit_last_hash }
        : null,
  };
  return detail;
}

/** getByIds: the published notices of the ids, in their order (an unknown or unpublished id is left out). */
export async function noticesByIds(db: Db, raw: string | string[]): Promise<NoticeSummary[]> {
  const ids = idList(raw);
  if (!ids.length) return [];
  const now = new Date();
  const rows = await noticeQuery(db)
    .select(SUMMARY_COLUMNS)
    .where('procure_notices.id', 'in', ids)
    .where(publicScope(now))
    .execute();
  const byId = new Map(rows.map((row) => [row.id, toSummary(row, now)]));
  return ids.flatMap((id) => byId.get(id) ?? []);
}

/** getHistory: the published versions of a notice the caller may read, newest first. */
export async function noticeHistory(
  db: Db,
  user: SessionUser | undefined,
  id: string,
): Promise<NoticeHistoryEntry[]> {
  const now = new Date();
  const notice = await noticeQuery(db)
    .select('procure_notices.id')
    .where('procure_notices.id', '=', id)
    .where(managerScope(user, now))
    .executeTakeFirst();
  if (!notice) throw new Refusal(NOTICE_NOT_FOUND);
  const rows = await db
    .selectFrom('notice_history')
    .selectAll()
    .where('notice_id', '=', id)
    .where('publish_time', '<=', now)
    .orderBy('version', 'desc')
    .execute();
  const entries: NoticeHistoryEntry[] = rows.map((row) => ({
    id: row.id,
    noticeId: row.notice_id,
    version: row.version,
    title: row.title,
    content: row.content,
    changeSummary: row.change_summary,
    publishTime: row.publish_time.toISOString(),
    publisher: row.publisher,
  }));
  return entries;
}
