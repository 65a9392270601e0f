/**
 * The project editor (issue 36): a purchaser creates and saves drafts of their own projects, reopens
 * them and copies any of their projects as a template. Submitting, withdrawing and what approval does
 * are in project-editor-states.ts.
 *
 * Only purchasers author projects, each only their own; administrators and suppliers are refused. A
 * project is saved only while it is a draft: once published a change goes through a clarification.
 * The field rules are the contract's (projectFieldErrors); a refusal names every wrong field
 * (FieldRefusal). The basic information is stored sanitized (http/sanitize-html.ts).
 */
import { randomUUID } from 'node:crypto';
import type { Selectable } from 'kysely';
import { moneyInputText } from '../../contract/money.js';
import { noticeLanguageOf } from '../../contract/notice-language.js';
import { isUnpublishedState, PROJECT_STATES, type ProjectState } from '../../contract/procure-project.js';
import {
  type EditableGoodsLine,
  type EditableProject,
  type EditableScoreRule,
  type ProjectDraft,
  type ProjectFieldErrors,
  projectFieldErrors,
  QUALIFICATION_ENTRY_TYPES,
  type QualificationInput,
  type SavedProject,
  type ScoreRuleInput,
} from '../../contract/project-editor.js';
import type { SaveProjectBody } from '../../contract/schemas/project-editor.js';
import { PROCURE_TYPES, QUOTATION_MODES, REGISTER_MODES, TRANSACTION_MODES } from '../../contract/tender.js';
import type { SessionUser } from '../auth/sessions.js';
import type { Db } from '../db/database.js';
import type { ProcureProjectGoodsTable } from '../db/schema-tender-projects.js';
import { forbidden } from '../http/envelope.js';
import { isBlankHtml } from '../http/html-text.js';
import { sanitizeHtml } from '../http/sanitize-html.js';
import {
  companyNameOf,
  isUniqueViolation,
  OWNER_ONLY,
  PROJECT_NOT_FOUND,
  type ProjectRow,
  Refusal,
} from './access.js';
import { fileIdsOf, linkFiles } from './files.js';
import { stateName } from './project-state.js';

export const PURCHASERS_ONLY = '只有采购人可以编辑项目';
export const SUBMITTED_NOT_EDITABLE = '项目已提交审批，不能修改；如需修改请先撤回';
export const PUBLISHED_NOT_EDITABLE = '项目已发布，不能修改；如需变更请发布澄清公告';
export const ONLY_SUPPLIERS_INVITED = '只能邀请供应商';
export const NUMBER_TAKEN = '项目编号已存在';
/** A state refusal of the editor's actions: '当前项目状态为“草稿”，不能撤回'. */
export const editorStateRefusal = (state: string, action: string) =>
  `当前项目状态为“${stateName(state)}”，不能${action}`;

/** A refusal that names each wrong field: the route answers them all in the caller's language. */
export class FieldRefusal extends Refusal {
  constructor(readonly fields: ProjectFieldErrors) {
    super(Object.values(fields)[0] ?? '');
  }
}

/** Refuses anyone but a purchaser (403), before anything is looked up. */
export function requirePurchaser(user: SessionUser): void {
  if (user.identity !== 'purchaser') throw forbidden(PURCHASERS_ONLY);
}

/**
 * One of the caller's own projects. Another purchaser's unpublished project reads as missing (it does
 * not exist for them); a published one is refused as not theirs.
 */
export async function ownProject(db: Db, user: SessionUser, id: string): Promise<ProjectRow> {
  requirePurchaser(user);
  const project = await db.selectFrom('procure_projects').selectAll().where('id', '=', id).executeTakeFirst();
  if (!project) throw new Refusal(PROJECT_NOT_FOUND);
  if (project.purchaser_id !== user.id) {
    if (isUnpublishedState(project.state)) throw new Refusal(PROJECT_NOT_FOUND);
    throw forbidden(OWNER_ONLY);
  }
  return project;
}

/** Why a project cannot be saved now, or undefined while it is a draft. */
function notEditable(project: ProjectRow): string | undefined {
  if (project.state === 'draft') return undefined;
  if (project.state === 'submitted') return SUBMITTED_NOT_EDITABLE;
  if (project.state === 'interrupted' || project.state === 'archived')
    return editorStateRefusal(project.state, '修改项目');
  return PUBLISHED_NOT_EDITABLE;
}

// ---------------------------------------------------------------------------------------------------
// Reading what was sent

const text = (value: string | null | undefined) => (value?.trim() ? value.trim() : null);
const amount = (value: unknown) =>
  value === null || value === undefined || value === '' ? null : moneyInputText(value);
const wholeNumber = (value: unknown) => {
  const read = amount(value);
  return read === null ? null : Number(read);
};
const timeOf = (value: string | null | undefined) => (text(value) ? new Date(value as string) : null);

/** The score tree as stored: numbers (null while a draft leaves them blank), names trimmed. */
function storedRules(rules: readonly ScoreRuleInput[]): EditableScoreRule[] {
  return rules.map((rule) => {
    const score = amount(rule.score);
    const percent = amount(rule.percent);
    const children = rule.childProcureProjectRuleList ?? [];
    return {
      optionName: rule.optionName.trim(),
      score: score === null ? null : Number(score),
      percent: percent === null ? null : Number(percent),
      desc: rule.desc?.trim() ?? '',
      ...(children.length ? { childProcureProjectRuleList: storedRules(children) } : {}),
    };
  });
}

/** The project's columns from what the editor sent; a draft's blank text columns are ''. */
export function projectColumns(body: ProjectDraft, purchaserName: string) {
  return {
    project_name: text(body.fProjectName) ?? '',
    project_no: text(body.fProjectNo),
    budget_money: amount(body.fBudgetMoney),
    transaction_mode: body.fTransactionMode ?? '',
    quotation_mode: body.fQuotationMode ?? '',
    register_mode: body.fRegisterMode ?? '',
    quotation_include_tax: body.fQuotationIncludeTax ?? 1,
    earnest_money: amount(body.fEarnestMoney),
    sign_up_money: amount(body.fSignUpMoney),
    register_start_time: timeOf(body.fRegisterStartTime),
    register_end_time: timeOf(body.fRegisterEndTime),
    bid_start_time: timeOf(body.fBidStartTime),
    bid_end_time: timeOf(body.fBidEndTime),
    upload_bid_document: body.fUploadBidDocument ?? 0,
    bid_round: wholeNumber(body.fBidRound) ?? 1,
    round_count: wholeNumber(body.fRoundCount),
    public_previous_round: body.fPublicPreviousRound ?? 0,
    location: text(body.fLocation),
    procure_type: body.fProcureType ?? '',
    purchaser_name: purchaserName,
    creator_name: text(body.fCreatorName),
    procurement_content: text(body.fProcurementContent),
    publish_media: text(body.fPublishMedia),
    basic_info: sanitizeHtml(body.fBasicInfo) || null,
    notice_title: text(body.noticeTitle),
    notice_content: editedNotice(body.noticeContent),
    notice_basis: text(body.noticeBasis),
    notice_language: body.fNoticeLanguage ?? null,
    document: text(body.fDocument),
    score_rule: JSON.stringify(storedRules(body.fScoreRule ?? [])),
    min_step: amount(body.minStep),
    min_step_kind: body.minStepKind ?? 'amount',
    cap_at_budget: body.capAtBudget ?? 0,
    overtime_trigger_minutes: body.overtimeTriggerMinutes ?? 0,
    overtime_extend_minutes: body.overtimeExtendMinutes ?? 0,
    overtime_max_times: body.overtimeMaxTimes ?? 0,
    invitee_ids: JSON.stringify([...new Set(body.supplierIds ?? [])]),
  };
}

/**
 * The edited tender notice as stored: sanitized, and null when nothing is left of it (`<p></p>`, only a
 * script), so approval publishes the generated notice rather than a blank one.
 */
function editedNotice(markup: string | null | undefined): string | null {
  const clean = sanitizeHtml(markup);
  return isBlankHtml(clean) ? null : clean;
}

/** Is the number another project's? */
async function numberTaken(db: Db, projectNo: string, id: string | undefined): Promise<boolean> {
  let query = db.selectFrom('procure_projects').select('id').where('project_no', '=', projectNo);
  if (id) query = query.where('id', '<>', id);
  return Boolean(await query.executeTakeFirst());
}

/** The suppliers among the ids, with their names, in the order given (anyone else is left out). */
async function invitees(db: Db, ids: readonly string[]): Promise<{ id: string; name: string }[]> {
  const unique = [...new Set(ids)];
  if (!unique.length) return [];
  const rows = await db
    .selectFrom('users')
    .leftJoin('companies', 'companies.user_id', 'users.id')
    .select(['users.id', 'users.fullname', 'companies.name as company_name'])
    .where('users.id', 'in', unique)
    .where('users.identity', '=', 'supplier')
    .execute();
  const byId = new Map(rows.map((row) => [row.id, row.company_name || row.fullname]));
  return unique.flatMap((id) => {
    const name = byId.get(id);
    return name === undefined ? [] : [{ id, name }];
  });
}

type GoodsRow = Omit<Selectable<ProcureProjectGoodsTable>, 'id' | 'project_id' | 'sn'>;

/** The goods lines and qualification entries of the project replace what it had. */
async function replaceLists(
  db: Db,
  projectId: string,
  goods: readonly GoodsRow[],
  qualifications: readonly QualificationInput[],
): Promise<void> {
  await db.deleteFrom('procure_project_goods').where('project_id', '=', projectId).execute();
  await db.deleteFrom('procure_project_qualifications').where('project_id', '=', projectId).execute();
  if (goods.length) {
    await db
      .insertInto('procure_project_goods')
      .values(goods.map((line, sn) => ({ ...line, id: `pg-${randomUUID()}`, project_id: projectId, sn })))
      .execute();
  }
  if (qualifications.length) {
    await db
      .insertInto('procure_project_qualifications')
      .values(
        qualifications.map((entry, sn) => ({
          id: `pq-${randomUUID()}`,
          project_id: projectId,
          type: entry.type,
          summarize: entry.summarize.trim(),
          describe: entry.describe?.trim() ?? '',
          sn,
        })),
      )
      .execute();
  }
}

const goodsRows = (lines: SaveProjectBody['goodsList']): GoodsRow[] =>
  (lines ?? []).map((line) => ({
    goods_name: line.goodsName.trim(),
    spec: line.spec?.trim() ?? '',
    unit: line.unit?.trim() ?? '',
    quantity: amount(line.quantity),
    budget_price: amount(line.budgetPrice),
    remark: line.remark?.trim() ?? '',
  }));

// ---------------------------------------------------------------------------------------------------
// save, getEditable, copy

/**
 * save: a new draft (no id) or the caller's draft replaced by what is sent, lists included. A draft
 * may be incomplete; a malformed value is refused on its field all the same.
 */
export async function saveProject(db: Db, user: SessionUser, body: SaveProjectBody): Promise<SavedProject> {
  requirePurchaser(user);
  const existing = body.id ? await ownProject(db, user, body.id) : undefined;
  const refusal = existing && notEditable(existing);
  if (refusal) throw new Refusal(refusal);
  const errors = projectFieldErrors(body, 'save');
  if (Object.keys(errors).length) throw new FieldRefusal(errors);
  const invited = new Set(body.supplierIds ?? []);
  if ((await invitees(db, [...invited])).length !== invited.size)
    throw new FieldRefusal({ supplierIds: ONLY_SUPPLIERS_INVITED });
  // Read before the transaction: the embedded database has one connection, which it holds.
  const purchaserName = text(body.fPurchaserName) ?? (await companyNameOf(db, user));
  const columns = projectColumns(body, purchaserName);
  if (columns.project_no && (await numberTaken(db, columns.project_no, body.id)))
    throw new FieldRefusal({ fProjectNo: NUMBER_TAKEN });
  const id = existing?.id ?? `p-${randomUUID()}`;
  const now = new Date();
  await db
    .transaction()
    .execute(async (trx) => {
      if (existing) {
        const updated = await trx
          .updateTable('procure_projects')
          // Saved in the editor, a seeded draft too is published through approval from now on.
          .set({ ...columns, approval_required: true, updated_at: now })
          .where('id', '=', id)
          .where('state', '=', 'draft')
          .executeTakeFirst();
        // Submitted meanwhile (another tab, another server process): the draft is no longer editable.
        if (!Number(updated.numUpdatedRows)) throw new Refusal(SUBMITTED_NOT_EDITABLE);
      } else {
        await trx
          .insertInto('procure_projects')
          .values({
            ...columns,
            id,
            purchaser_id: user.id,
            creator_id: user.id,
            state: 'draft',
            approval_required: true,
            created_at: now,
            updated_at: now,
          })
          .execute();
      }
      await replaceLists(trx, id, goodsRows(body.goodsList), body.qualificationList ?? []);
      await linkFiles(trx, user, 'projectDocument', id, [columns.document]);
    })
    .catch((error: unknown) => {
      // The same number saved by another request meanwhile.
      if (isUniqueViolation(error)) throw new FieldRefusal({ fProjectNo: NUMBER_TAKEN });
      throw error;
    });
  return { id };
}

function parsedList<T>(value: string | null | undefined): T[] {
  if (!value) return [];
  try {
    const parsed: unknown = JSON.parse(value);
    return Array.isArray(parsed) ? (parsed as T[]) : [];
  } catch {
    return [];
  }
}

/** The stored score tree as the editor reads it (seeded rules included). */
function editableRules(rules: readonly Partial<EditableScoreRule>[]): EditableScoreRule[] {
  return rules
    .filter((rule) => typeof rule?.optionName === 'string')
    .map((rule) => {
      const children = Array.isArray(rule.childProcureProjectRuleList)
        ? rule.childProcureProjectRuleList
        : [];
      return {
        optionName: rule.optionName as string,
        score: rule.score === null || rule.score === undefined ? null : Number(rule.score),
        percent: rule.percent === null || rule.percent === undefined ? null : Number(rule.percent),
        desc: rule.desc ?? '',
        ...(children.length ? { childProcureProjectRuleList: editableRules(children) } : {}),
      };
    });
}

const known = <T extends string>(values: readonly T[], value: string | null): T | null =>
  (values as readonly (string | null)[]).includes(value) ? (value as T) : null;
const money = (value: string | null) => (value === null ? null : Number(value));
const iso = (value: Date | null) => (value ? new Date(value).toISOString() : null);

/** The project with its lists as the editor shows it. */
export async function editableOf(db: Db, project: ProjectRow): Promise<EditableProject> {
  const goods = await db
    .selectFrom('procure_project_goods')
    .selectAll()
    .where('project_id', '=', project.id)
    .orderBy('sn')
    .execute();
  const qualifications = await db
    .selectFrom('procure_project_qualifications')
    .selectAll()
    .where('project_id', '=', project.id)
    .orderBy('sn')
    .execute();
  const supplierIds = parsedList<string>(project.invitee_ids).filter((id) => typeof id === 'string');
  // A supplier removed since the draft was saved is left out rather than refusing the whole read.
  const invited = await invitees(db, supplierIds);
  return {
    id: project.id,
    fState: known<ProjectState>(PROJECT_STATES, project.state) ?? 'draft',
    editable: project.state === 'draft',
    approvalRequired: project.approval_required,
    fProjectName: project.project_name,
    fProjectNo: project.project_no || null,
    fBudgetMoney: money(project.budget_money),
    fTransactionMode: known(TRANSACTION_MODES, project.transaction_mode),
    fQuotationMode: known(QUOTATION_MODES, project.quotation_mode),
    fRegisterMode: known(REGISTER_MODES, project.register_mode),
    fQuotationIncludeTax: project.quotation_include_tax,
    fEarnestMoney: money(project.earnest_money),
    fSignUpMoney: money(project.sign_up_money),
    fRegisterStartTime: iso(project.register_start_time),
    fRegisterEndTime: iso(project.register_end_time),
    fBidStartTime: iso(project.bid_start_time),
    fBidEndTime: iso(project.bid_end_time),
    fUploadBidDocument: project.upload_bid_document,
    fBidRound: project.bid_round,
    fRoundCount: project.round_count,
    fPublicPreviousRound: project.public_previous_round,
    fLocation: project.location,
    fProcureType: known(PROCURE_TYPES, project.procure_type),
    fPurchaserName: project.purchaser_name || null,
    fCreatorName: project.creator_name,
    fProcurementContent: project.procurement_content,
    fPublishMedia: project.publish_media,
    fBasicInfo: project.basic_info,
    fDocument: project.document,
    fScoreRule: editableRules(parsedList(project.score_rule)),
    qualificationList: qualifications.map((entry) => ({
      type: known(QUALIFICATION_ENTRY_TYPES, entry.type) ?? 'other',
      summarize: entry.summarize,
      describe: entry.describe,
    })),
    goodsList: goods.map(
      (line): EditableGoodsLine => ({
        goodsName: line.goods_name,
        spec: line.spec,
        unit: line.unit,
        quantity: money(line.quantity),
        budgetPrice: money(line.budget_price),
        remark: line.remark,
      }),
    ),
    supplierIds: invited.map((supplier) => supplier.id),
    invitedSuppliers: invited,
    minStep: money(project.min_step),
    minStepKind: project.min_step_kind === 'percent' ? 'percent' : 'amount',
    capAtBudget: project.cap_at_budget,
    overtimeTriggerMinutes: project.overtime_trigger_minutes,
    overtimeExtendMinutes: project.overtime_extend_minutes,
    overtimeMaxTimes: project.overtime_max_times,
    noticeTitle: project.notice_title,
    noticeContent: project.notice_content,
    noticeBasis: project.notice_basis,
    fNoticeLanguage: project.notice_language ? noticeLanguageOf(project.notice_language) : null,
    fApprovalOpinion: project.review_opinion,
    createTime: new Date(project.created_at).toISOString(),
    updateTime: new Date(project.updated_at).toISOString(),
  };
}

/** getEditable: one of the caller's projects; only a draft opens editable. */
export async function editableProject(db: Db, user: SessionUser, id: string): Promise<EditableProject> {
  return editableOf(db, await ownProject(db, user, id));
}

/**
 * copy: a new draft from one of the caller's projects, as a template: everything but its number and
 * its windows (they belong to that procurement), and only the attachments the caller uploaded.
 */
export async function copyProject(db: Db, user: SessionUser, projectId: string): Promise<SavedProject> {
  const source = await editableOf(db, await ownProject(db, user, projectId));
  const fileIds = fileIdsOf(source.fDocument);
  const uploaded = fileIds.length
    ? await db
        .selectFrom('files')
        .select('id')
        .where('id', 'in', fileIds)
        .where('uploader_id', '=', user.id)
        .execute()
    : [];
  const own = new Set(uploaded.map((file) => file.id));
  const kept = parsedList<unknown>(source.fDocument).filter((entry) =>
    fileIdsOf(JSON.stringify([entry])).every((id) => own.has(id)),
  );
  return saveProject(db, user, {
    ...source,
    id: undefined,
    fProjectNo: null,
    fRegisterStartTime: null,
    fRegisterEndTime: null,
    fBidStartTime: null,
    fBidEndTime: null,
    // The notice text tells that procurement's windows: the copy's is generated again.
    noticeTitle: null,
    noticeContent: null,
    fDocument: kept.length ? JSON.stringify(kept) : null,
  });
}
