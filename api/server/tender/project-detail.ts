/**
 * One project as each caller may see it (tender-portal 2.4, 7.4): the detail, who the caller is
 * relative to it, its purchasing list (goods) and its qualification entries with their results.
 */
import type { PageList } from '../../contract/envelope.js';
import { noticeLanguageOf } from '../../contract/notice-language.js';
import {
  allowedActions,
  type BidWindow,
  type FinalQualification,
  type ProjectDetail,
  type ProjectGoodsRow,
  type ProjectQualification,
  type ProjectUserInfo,
} from '../../contract/procure-project.js';
import type { InviteStatus } from '../../contract/procure-registration.js';
import type { ListBody } from '../../contract/schemas/query-body.js';
import type { SearchStatus } from '../../contract/tender.js';
import { searchStatusAt } from '../../contract/tender-site.js';
import type { SessionUser } from '../auth/sessions.js';
import type { Db } from '../db/database.js';
import { forbidden } from '../http/envelope.js';
import { type ListSpec, runPagedQuery } from '../http/query-body.js';
import { isOwnerOrAdmin, ownRegistration, visibilityFor, visibleProject } from './access.js';
import { money } from './list-columns.js';
import { registrationInfo, stateOf, summaryOf, windowsOf } from './project-lists.js';
import { signUpRefusal } from './project-state.js';

async function bidWindows(db: Db, projectId: string): Promise<BidWindow[]> {
  const rows = await db
    .selectFrom('procure_bid_windows')
    .selectAll()
    .where('project_id', '=', projectId)
    .orderBy('round')
    .execute();
  return rows.map((row) => ({
    round: row.round,
    startTime: new Date(row.start_time).toISOString(),
    endTime: new Date(row.end_time).toISOString(),
  }));
}

export async function qualificationsOf(db: Db, projectId: string): Promise<ProjectQualification[]> {
  const rows = await db
    .selectFrom('procure_project_qualifications')
    .selectAll()
    .where('project_id', '=', projectId)
    .orderBy('sn')
    .execute();
  return rows.map((row) => ({
    id: row.id,
    projectId: row.project_id,
    type: row.type,
    summarize: row.summarize,
    describe: row.describe,
    sn: row.sn,
  }));
}

const GOODS_LIST: ListSpec = {
  columns: {
    goodsName: { column: 'procure_project_goods.goods_name' },
    spec: { column: 'procure_project_goods.spec' },
    sn: { column: 'procure_project_goods.sn', kind: 'number' },
  },
  defaultSort: [
    { column: 'procure_project_goods.sn', direction: 'asc' },
    { column: 'procure_project_goods.id', direction: 'asc' },
  ],
  defaultPageSize: 50,
};

/** getDetailWithDocumentation: the project trimmed to what the caller may see. */
export async function projectDetail(db: Db, user: SessionUser, id: string): Promise<ProjectDetail> {
  const project = await visibleProject(db, user, id);
  const { relation, visibility, status } = await visibilityFor(db, user, project);
  const own = relation === 'supplier' ? await ownRegistration(db, project.id, user.id) : undefined;
  const summary = await summaryOf(db, user, project.id);
  const owner = relation === 'purchaser' || relation === 'administrator';
  const detail: ProjectDetail = {
    id: project.id,
    fProjectName: project.project_name,
    fProjectNo: project.project_no ?? '',
    fBudgetMoney: money(project.budget_money),
    fTransactionMode: summary.fTransactionMode,
    fQuotationMode: summary.fQuotationMode,
    fRegisterMode: summary.fRegisterMode,
    fQuotationIncludeTax: project.quotation_include_tax,
    fEarnestMoney: money(project.earnest_money),
    fSignUpMoney: money(project.sign_up_money),
    ...windowsOf(project),
    fUploadBidDocument: project.upload_bid_document,
    fBidRound: project.bid_round,
    fRoundCount: project.round_count,
    fPublicPreviousRound: project.public_previous_round,
    fLocation: project.location,
    fProcureType: summary.fProcureType,
    fPurchaserName: project.purchaser_name,
    fCreatorName: project.creator_name,
    fProcurementContent: project.procurement_content,
    fPublishMedia: project.publish_media,
    fNoticeLanguage: noticeLanguageOf(project.notice_language),
    fBasicInfo: project.basic_info,
    // Attachments and the purchasing list only where the caller may see them (spec 2.4).
    ...(visibility.attachments ? { fDocument: project.document ?? '[]' } : {}),
    ...(visibility.purchasingList ? { fPurchasingList: project.purchasing_list ?? '[]' } : {}),
    ...(visibility.scoreRules ? { fScoreRule: project.score_rule ?? '[]' } : {}),
    qualificationList: visibility.qualifications ? await qualificationsOf(db, project.id) : [],
    registration: own
      ? { fStatus: status, inviteStatus: (own.invite_status as InviteStatus | null) ?? null }
      : null,
    visibility,
    actions: summary.actions,
    fState: summary.fState,
    currentRound: project.current_round,
    bidWindows: await bidWindows(db, project.id),
    winnerName: owner || project.winner_id === user.id ? summary.winnerName : null,
    createTime: summary.createTime,
    status: summary.status,
    ...(owner
      ? {
          fReport: project.report,
          fReportFiles: project.report_files,
          fApprovalOpinion: project.approval_opinion,
          fInterruptReason: project.interrupt_reason,
        }
      : {}),
  };
  return detail;
}

/** getUserInfoByProjectId: who the caller is relative to the project, and what they may do now. */
export async function projectUserInfo(
  db: Db,
  user: SessionUser,
  projectId: string,
): Promise<ProjectUserInfo> {
  const project = await visibleProject(db, user, projectId);
  const { relation, visibility } = await visibilityFor(db, user, project);
  const own = await ownRegistration(db, project.id, user.id);
  const now = new Date();
  const refusal = user.identity === 'supplier' ? signUpRefusal(user, project, Boolean(own), now) : undefined;
  const windows = windowsOf(project);
  const info: ProjectUserInfo = {
    projectId: project.id,
    userId: user.id,
    account: user.account,
    fullname: user.fullname,
    identity: (user.identity as ProjectUserInfo['identity']) ?? null,
    relation,
    isOwner: relation === 'purchaser',
    fState: stateOf(project),
    status: (searchStatusAt(windows, now.getTime()) as SearchStatus | undefined) ?? null,
    registration: own ? registrationInfo(own) : null,
    canSignUp: user.identity === 'supplier' && refusal === undefined,
    ...(user.identity === 'supplier' && refusal ? { signUpMessage: refusal } : {}),
    canConfirmInvite: own?.invite_status === 'invited' && project.state === 'registering',
    actions: isOwnerOrAdmin(user, project)
      ? allowedActions(project.state, project.transaction_mode, project.approval_required)
      : [],
    visibility,
  };
  return info;
}

/** A page of the project's purchasing list, for who may see it. */
export async function projectGoods(
  db: Db,
  user: SessionUser,
  projectId: string,
  body: ListBody,
): Promise<PageList<ProjectGoodsRow>> {
  const project = await visibleProject(db, user, projectId);
  const { visibility } = await visibilityFor(db, user, project);
  if (!visibility.purchasingList) throw forbidden('没有权限查看采购清单');
  const query = db
    .selectFrom('procure_project_goods')
    .selectAll()
    .where('procure_project_goods.project_id', '=', project.id);
  const page = await runPagedQuery(query, body, GOODS_LIST);
  const rows: ProjectGoodsRow[] = page.rows.map((row) => ({
    id: row.id,
    projectId: row.project_id,
    goodsName: row.goods_name,
    spec: row.spec,
    unit: row.unit,
    quantity: money(row.quantity),
    budgetPrice: money(row.budget_price),
    remark: row.remark,
    sn: row.sn,
  }));
  return { ...page, rows };
}

/** The project's qualification entries, for who may see them. */
export async function projectQualifications(
  db: Db,
  user: SessionUser,
  projectId: string,
): Promise<ProjectQualification[]> {
  const project = await visibleProject(db, user, projectId);
  const { visibility } = await visibilityFor(db, user, project);
  if (!visibility.qualifications) throw forbidden('没有权限查看资格审查');
  return qualificationsOf(db, project.id);
}

/** getFinalQualificationByPid: each enrolled supplier's results (the purchaser all, a supplier their own). */
export async function finalQualifications(
  db: Db,
  user: SessionUser,
  projectId: string,
): Promise<FinalQualification[]> {
  const project = await visibleProject(db, user, projectId);
  const owner = isOwnerOrAdmin(user, project);
  const own = owner ? undefined : await ownRegistration(db, project.id, user.id);
  if (!owner && !own) throw forbidden('没有权限查看资格审查');
  let suppliers = db
    .selectFrom('procure_registrations')
    .select(['supplier_id', 'supplier_name'])
    .where('project_id', '=', project.id)
    .where('status', '=', 'pass');
  if (!owner) suppliers = suppliers.where('supplier_id', '=', user.id);
  const enrolled = await suppliers.orderBy('created_at').execute();
  const entries = await qualificationsOf(db, project.id);
  const results = await db
    .selectFrom('procure_qualification_results')
    .selectAll()
    .where('project_id', '=', project.id)
    .execute();
  const answer: FinalQualification[] = enrolled.map((supplier) => {
    const mine = results.filter((result) => result.supplier_id === supplier.supplier_id);
    const lines = entries.map((entry) => {
      const result = mine.find((candidate) => candidate.qualification_id === entry.id);
      return {
        qualificationId: entry.id,
        type: entry.type,
        summarize: entry.summarize,
        passed: result?.passed ?? null,
        remark: result?.remark ?? '',
      };
    });
    const reviewed = lines.length > 0 && lines.every((line) => line.passed !== null);
    return {
      supplierId: supplier.supplier_id,
      supplierName: supplier.supplier_name,
      passed: reviewed ? lines.every((line) => line.passed) : null,
      results: lines,
    };
  });
  return answer;
}
