/**
 * A supplier's quotation in a comprehensive evaluation (procureComprehensiveQuotation): sealed from
 * everyone but its supplier while the project is quoting, its bid documents sealed with it.
 */
import { randomUUID } from 'node:crypto';
import {
  BID_DOCUMENT_REQUIRED,
  type ComprehensiveQuotation,
  quotationAmountError,
} from '../../contract/evaluation.js';
import { moneyInputText } from '../../contract/money.js';
import type { ComprehensiveQuotationBody } from '../../contract/schemas/evaluation.js';
import type { SessionUser } from '../auth/sessions.js';
import type { Db } from '../db/database.js';
import { forbidden } from '../http/envelope.js';
import { isOwnerOrAdmin, ownRegistration, Refusal, visibleProject } from './access.js';
import { comprehensiveProject, sealedFor, toQuotation } from './evaluation.js';
import { fileIdsOf } from './files.js';

const QUOTATION_NOT_FOUND = '报价不存在';

/** The JSON text of a file list without the entries' stray fields, or null when empty. */
function cleanFileList(text: string | null | undefined): string | null {
  if (!text) return null;
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    throw new Refusal('附件列表格式不正确');
  }
  if (!Array.isArray(parsed)) throw new Refusal('附件列表格式不正确');
  return parsed.length ? text : null;
}

/**
 * Links the bid documents to the quotation: its supplier reads them, the purchaser once quotation ended
 * (sealed like the amount: files.ts sealedFileLink).
 */
async function linkBidDocuments(
  db: Db,
  user: SessionUser,
  quotationId: string,
  list: string | null,
): Promise<void> {
  const ids = [...new Set(fileIdsOf(list))];
  if (!ids.length) return;
  const files = await db.selectFrom('files').select(['id', 'uploader_id']).where('id', 'in', ids).execute();
  if (files.length !== ids.length || files.some((file) => file.uploader_id !== user.id)) {
    throw new Refusal('附件无效，请重新上传');
  }
  await db
    .insertInto('file_links')
    .values(
      ids.map((file_id) => ({ file_id, object_type: 'comprehensiveQuotation', object_id: quotationId })),
    )
    .onConflict((oc) => oc.columns(['file_id', 'object_type', 'object_id']).doNothing())
    .execute();
}

/** quotation: the supplier's quotation, made or replaced inside the quotation window. */
export async function submitComprehensiveQuotation(
  db: Db,
  user: SessionUser,
  body: ComprehensiveQuotationBody,
): Promise<ComprehensiveQuotation> {
  if (user.identity !== 'supplier') throw forbidden('只有供应商可以报价');
  const project = await comprehensiveProject(db, user, body.projectId);
  const registration = await ownRegistration(db, project.id, user.id);
  if (registration?.status !== 'pass') throw forbidden('您的报名未通过审核，不能报价');
  const now = Date.now();
  const start = project.bid_start_time ? new Date(project.bid_start_time).getTime() : undefined;
  const end = project.bid_end_time ? new Date(project.bid_end_time).getTime() : undefined;
  if (
    project.state !== 'quoting' ||
    (start !== undefined && now < start) ||
    (end !== undefined && now > end)
  ) {
    throw new Refusal('当前不在报价时间内');
  }
  const budget = project.budget_money === null ? null : Number(project.budget_money);
  const invalid = quotationAmountError(body.quotationAmount, budget);
  if (invalid) throw new Refusal(invalid);
  const files = cleanFileList(body.quotationFile);
  if (project.upload_bid_document === 1 && !files) throw new Refusal(BID_DOCUMENT_REQUIRED);
  // Read as the rule above read it (decimal text or a number only).
  const amount = Number(moneyInputText(body.quotationAmount));
  const row = await db.transaction().execute(async (trx) => {
    const stamp = new Date();
    const saved = await trx
      .insertInto('procure_comprehensive_quotations')
      .values({
        id: `cq-${randomUUID()}`,
        project_id: project.id,
        supplier_id: user.id,
        supplier_name: registration.supplier_name,
        quotation_amount: amount,
        quotation_file: files,
        remark: body.remark?.trim() ?? '',
        created_at: stamp,
        updated_at: stamp,
      })
      .onConflict((oc) =>
        oc.columns(['project_id', 'supplier_id']).doUpdateSet({
          quotation_amount: amount,
          quotation_file: files,
          remark: body.remark?.trim() ?? '',
          updated_at: stamp,
        }),
      )
      .returningAll()
      .executeTakeFirstOrThrow();
    // The bid documents belong to the quotation, sealed like its amount (files.ts).
    await linkBidDocuments(trx, user, saved.id, files);
    return saved;
  });
  return toQuotation(row, false);
}

/** getDetail: one quotation, for its supplier or the project's purchaser (sealed while quoting). */
export async function comprehensiveQuotation(
  db: Db,
  user: SessionUser,
  id: string,
): Promise<ComprehensiveQuotation> {
  const row = await db
    .selectFrom('procure_comprehensive_quotations')
    .selectAll()
    .where('id', '=', id)
    .executeTakeFirst();
  if (!row) throw new Refusal(QUOTATION_NOT_FOUND);
  const project = await visibleProject(db, user, row.project_id);
  if (row.supplier_id !== user.id && !isOwnerOrAdmin(user, project)) {
    throw forbidden('没有权限查看该报价');
  }
  return toQuotation(row, sealedFor(user, row, project));
}

/** queryQuotation: the project's quotations, all for its purchaser, their own for a supplier on it. */
export async function projectQuotations(
  db: Db,
  user: SessionUser,
  projectId: string,
): Promise<ComprehensiveQuotation[]> {
  const project = await comprehensiveProject(db, user, projectId);
  const owner = isOwnerOrAdmin(user, project);
  if (!owner && !(await ownRegistration(db, project.id, user.id))) {
    throw forbidden('没有权限查看该项目的报价');
  }
  let query = db
    .selectFrom('procure_comprehensive_quotations')
    .selectAll()
    .where('project_id', '=', project.id);
  if (!owner) query = query.where('supplier_id', '=', user.id);
  const rows = await query.orderBy('created_at').orderBy('id').execute();
  return rows.map((row) => toQuotation(row, sealedFor(user, row, project)));
}
