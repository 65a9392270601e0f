import * as FORM from '../contract/calls/form.js';
import * as PORTAL from '../contract/calls/portal.js';
import type { Envelope, PageList, QueryBody } from '../contract/envelope.js';
import type {
  Collection,
  CollectionBody,
  CollectionType,
  ContractInformation,
  ContractInformationBody,
  LinkIdQuery,
  PurchaserInformation,
  PurchaserInformationBody,
} from '../contract/procure-personal.js';
import type {
  ApprovalBody,
  ApprovalReportBody,
  ConfirmQuotationQuery,
  FinalQualification,
  InterruptProjectQuery,
  ProjectApproval,
  ProjectDetail,
  ProjectGoodsRow,
  ProjectIdQuery,
  ProjectQualification,
  ProjectStateAction,
  ProjectSummary,
  ProjectUserInfo,
  PushMessageQuery,
  PushMessageResult,
} from '../contract/procure-project.js';
import type {
  ConfirmInviteBody,
  ContractFileBody,
  EditRegistrationBody,
  InviteResult,
  InviteSuppliersBody,
  ProjectRegistration,
  ReviewRegistrationBody,
  ServicePaymentBody,
  SignUpBody,
  SupplierCandidate,
} from '../contract/procure-registration.js';
import type {
  EditableProject,
  ProjectEditorAnswer,
  ProjectStateChange,
  SavedProject,
  SaveProjectBody,
} from '../contract/project-editor.js';
import type {
  ClarifyBody,
  NoticeDraft,
  PreNoticeBody,
  PublishedNotice,
} from '../contract/project-publication.js';
import type { IdQuery } from '../contract/schemas/common.js';
import type { ServerTime } from '../contract/tender-site.js';
import type { HttpClient } from './http.js';

/** Every registration of a project in one answer (spec 7.4: registration queries use pageSize -1). */
export function allOfProject(projectId: string, extra: QueryBody['querys'] = []): QueryBody {
  return {
    pageBean: { page: 1, pageSize: -1 },
    querys: [{ property: 'projectId', value: projectId, operation: 'EQUAL' }, ...extra],
  };
}

/**
 * Tender projects (wProcureproject), registrations and invitations (wBiddingProjectRegistration),
 * goods and qualifications, and the personal centre's procurement records (tender-portal 7.3, 7.4).
 * Project actions answer the project's new summary; a refused one answers state false with the reason.
 */
export function procureProjectCalls(http: HttpClient) {
  const action =
    (
      call: (typeof FORM)[`wProcureproject_${Exclude<ProjectStateAction, 'approval' | 'approvalReport' | 'interruptProject' | 'confirmQuotation'>}`],
    ) =>
    (projectId: string) =>
      http.call<Envelope<ProjectSummary>>(call, { params: { projectId } satisfies ProjectIdQuery });
  return {
    // ---- project lists
    /** Projects the caller takes part in: a supplier's registered/invited ones, a purchaser's own. */
    queryMyProject: (query: Partial<QueryBody> = {}, signal?: AbortSignal) =>
      http.call<Envelope<PageList<ProjectSummary>>>(FORM.wProcureproject_queryMyProject, {
        data: query,
        signal,
      }),
    /** The purchaser's projects (an administrator: every project), with their allowed actions. */
    queryPurchaserProject: (query: Partial<QueryBody> = {}, signal?: AbortSignal) =>
      http.call<Envelope<PageList<ProjectSummary>>>(FORM.wProcureproject_queryPurchaserProject, {
        data: query,
        signal,
      }),
    /** Archived and interrupted projects of the caller (purchaser: own; supplier: taken part in). */
    queryArchiveProject: (query: Partial<QueryBody> = {}, signal?: AbortSignal) =>
      http.call<Envelope<PageList<ProjectSummary>>>(FORM.wProcureproject_queryArchiveProject, {
        data: query,
        signal,
      }),
    /** Projects with a confirmed winner (purchaser: own; supplier: the ones they won). */
    queryMySuccessProject: (query: Partial<QueryBody> = {}, signal?: AbortSignal) =>
      http.call<Envelope<PageList<ProjectSummary>>>(FORM.wProcureproject_queryMySuccessProject, {
        data: query,
        signal,
      }),

    // ---- one project
    /** The project trimmed to what the caller may see (spec 2.4): suppliers never get fDocument. */
    getDetailWithDocumentation: (id: string, signal?: AbortSignal) =>
      http.call<Envelope<ProjectDetail>>(FORM.wProcureproject_getDetailWithDocumentation, {
        params: { id } satisfies IdQuery,
        signal,
      }),
    /** Who the caller is relative to the project: its purchaser, a supplier with their registration... */
    getUserInfoByProjectId: (projectId: string, signal?: AbortSignal) =>
      http.call<Envelope<ProjectUserInfo>>(FORM.wProcureproject_getUserInfoByProjectId, {
        params: { projectId } satisfies ProjectIdQuery,
        signal,
      }),
    /** The purchasing list's goods lines; refused where the caller may not see the purchasing list. */
    getGoodsByProjectId: (projectId: string, query: Partial<QueryBody> = {}, signal?: AbortSignal) =>
      http.call<Envelope<PageList<ProjectGoodsRow>>>(FORM.procureProjectGoods_getByProjectId, {
        params: { projectId } satisfies ProjectIdQuery,
        data: query,
        signal,
      }),
    /** The project's qualification entries (type zg = qualification review, otherwise conformity). */
    getAllQualification: (projectId: string, signal?: AbortSignal) =>
      http.call<Envelope<ProjectQualification[]>>(FORM.procureQualificationReview_getAllQualification, {
        params: { projectId } satisfies ProjectIdQuery,
        signal,
      }),
    /** Each enrolled supplier's qualification results (a supplier: their own only). */
    getFinalQualificationByPid: (projectId: string, signal?: AbortSignal) =>
      http.call<Envelope<FinalQualification[]>>(FORM.procureQualificationReview_getFinalQualificationByPid, {
        params: { projectId } satisfies ProjectIdQuery,
        signal,
      }),

    /** The server's clock, which the windows and search statuses are judged by (also procureNotice.getTime). */
    getTime: (signal?: AbortSignal) =>
      http.call<Envelope<ServerTime>>(FORM.wProcureproject_getTime, { signal }),

    // ---- project actions (the project's purchaser or an administrator)
    startProject: action(FORM.wProcureproject_startProject),
    endProject: action(FORM.wProcureproject_endProject),
    startQuotation: action(FORM.wProcureproject_startQuotation),
    endQuotation: action(FORM.wProcureproject_endQuotation),
    /** Confirms the quotation; `supplierId` names the winner (a supplier with a passed registration). */
    confirmQuotation: (projectId: string, supplierId?: string) =>
      http.call<Envelope<ProjectSummary>>(FORM.wProcureproject_confirmQuotation, {
        params: (supplierId ? { projectId, supplierId } : { projectId }) satisfies ConfirmQuotationQuery,
      }),
    interruptProject: (projectId: string, reason?: string) =>
      http.call<Envelope<ProjectSummary>>(FORM.wProcureproject_interruptProject, {
        params: (reason ? { projectId, reason } : { projectId }) satisfies InterruptProjectQuery,
      }),
    /** Submits the result report of a confirmed project for approval. */
    approvalReport: (body: ApprovalReportBody) =>
      http.call<Envelope<ProjectSummary>>(FORM.wProcureproject_approvalReport, { data: body }),
    /** Decides on a submitted report: pass approves it, otherwise it goes back to confirmed. */
    approval: (body: ApprovalBody) =>
      http.call<Envelope<ProjectSummary>>(FORM.wProcureproject_approval, { data: body }),
    /** A to-do message to every supplier whose registration is pass. */
    pushMessage: (projectId: string, message: string) =>
      http.call<Envelope<PushMessageResult>>(FORM.wProcureproject_pushMessage, {
        params: { projectId, message } satisfies PushMessageQuery,
      }),

    // ---- the project editor (the purchaser's own projects; refused fields: fieldErrorsOf(answer))
    /** Creates (no id) or updates a draft; answers its id, or the refusal with every wrong field. */
    save: (body: SaveProjectBody) =>
      http.call<ProjectEditorAnswer<SavedProject>>(FORM.wProcureproject_save, { data: body }),
    /** One of the caller's projects with everything the editor shows; only a draft is `editable`. */
    getEditable: (id: string, signal?: AbortSignal) =>
      http.call<Envelope<EditableProject>>(FORM.wProcureproject_getEditable, {
        params: { id } satisfies IdQuery,
        signal,
      }),
    /** Submits a complete draft for approval; a refusal names every field still missing or wrong. */
    submit: (projectId: string) =>
      http.call<ProjectEditorAnswer<ProjectStateChange>>(FORM.wProcureproject_submit, {
        params: { projectId } satisfies ProjectIdQuery,
      }),
    /** Takes a submitted project, not decided yet, back to draft. */
    withdraw: (projectId: string) =>
      http.call<Envelope<ProjectStateChange>>(FORM.wProcureproject_withdraw, {
        params: { projectId } satisfies ProjectIdQuery,
      }),
    /** A new draft copied from one of the caller's projects (a template): answers the new id. */
    copy: (projectId: string) =>
      http.call<Envelope<SavedProject>>(FORM.wProcureproject_copy, {
        params: { projectId } satisfies ProjectIdQuery,
      }),

    /** The approvers' opinions on one of the caller's projects, each submission's approval newest first. */
    approvalOpinions: (projectId: string, signal?: AbortSignal) =>
      http.call<Envelope<ProjectApproval[]>>(FORM.wProcureproject_approvalOpinions, {
        params: { projectId } satisfies ProjectIdQuery,
        signal,
      }),
    /** The tender notice the facts being edited would publish (saved or not), to read and edit before submitting. */
    noticeDraft: (body: SaveProjectBody) =>
      http.call<Envelope<NoticeDraft>>(FORM.wProcureproject_noticeDraft, { data: body }),
    /** Publishes a clarification of a published project, moving the windows sent; a refusal names its fields. */
    clarify: (body: ClarifyBody) =>
      http.call<ProjectEditorAnswer<PublishedNotice>>(FORM.wProcureproject_clarify, { data: body }),

    /** Publishes a pre-notice of a published project whose registration has not opened; a refusal names its fields. */
    preNotice: (body: PreNoticeBody) =>
      http.call<ProjectEditorAnswer<PublishedNotice>>(FORM.wProcureproject_preNotice, { data: body }),

    // ---- registrations and invitations
    /** Registrations: the project's purchaser (or an administrator) gets all, a supplier their own only. */
    queryRegistration: (query: Partial<QueryBody> = {}, signal?: AbortSignal) =>
      http.call<Envelope<PageList<ProjectRegistration>>>(FORM.wBiddingProjectRegistration_queryRegistration, {
        data: query,
        signal,
      }),
    /** The calling supplier's registrations and invitations across projects. */
    queryMyRegistration: (query: Partial<QueryBody> = {}, signal?: AbortSignal) =>
      http.call<Envelope<PageList<ProjectRegistration>>>(
        FORM.wBiddingProjectRegistration_queryMyRegistration,
        {
          data: query,
          signal,
        },
      ),
    /** Passed registrations of a comprehensive-evaluation project (a supplier: their own). */
    queryComprehensiveRegistration: (
      projectId: string,
      query: Partial<QueryBody> = {},
      signal?: AbortSignal,
    ) =>
      http.call<Envelope<PageList<ProjectRegistration>>>(
        FORM.wBiddingProjectRegistration_queryComprehensiveRegistration,
        { params: { projectId } satisfies ProjectIdQuery, data: query, signal },
      ),
    /** A supplier signs up for an open project inside its registration window (once). */
    signUp: (body: SignUpBody) =>
      http.call<Envelope<ProjectRegistration>>(FORM.wBiddingProjectRegistration_signUp, { data: body }),
    /** The invited supplier answers: pass with contact and payment proof, or reject with a reason. */
    confirmInvite: (body: ConfirmInviteBody) =>
      http.call<Envelope<ProjectRegistration>>(FORM.wBiddingProjectRegistration_confirmInvite, {
        data: body,
      }),
    /** The purchaser passes or rejects a registration (a reason is required to reject). */
    reviewRegistration: (body: ReviewRegistrationBody) =>
      http.call<Envelope<ProjectRegistration>>(FORM.wBiddingProjectRegistration_save, { data: body }),
    /** The supplier edits their own registration (重新报名): a rejected one goes back to pending. */
    saveRegistration: (body: EditRegistrationBody) =>
      http.call<Envelope<ProjectRegistration>>(FORM.wBiddingProjectRegistration_save, { data: body }),
    /** The winning supplier's service-fee payment proof. */
    saveServicePayment: (body: ServicePaymentBody) =>
      http.call<Envelope<ProjectRegistration>>(FORM.wBiddingProjectRegistration_saveServicePayment, {
        data: body,
      }),
    /** The winning supplier's signed contract. */
    saveContract: (body: ContractFileBody) =>
      http.call<Envelope<ProjectRegistration>>(FORM.wBiddingProjectRegistration_saveContract, {
        data: body,
      }),
    /** The purchaser invites suppliers (user ids) to an invite-mode project. */
    inviteSuppliers: (body: InviteSuppliersBody) =>
      http.call<Envelope<InviteResult>>(FORM.wBiddingProjectRegistration_invite, { data: body }),
    /** Suppliers the purchaser may invite; querys `keyword`, and `projectId` marks those already there. */
    querySupplier: (query: Partial<QueryBody> = {}, signal?: AbortSignal) =>
      http.call<Envelope<PageList<SupplierCandidate>>>(FORM.wBiddingProjectRegistration_querySupplier, {
        data: query,
        signal,
      }),

    // ---- personal centre
    getPurchaserInformation: (signal?: AbortSignal) =>
      http.call<Envelope<PurchaserInformation | null>>(PORTAL.wPurchaserInformationManage_getByCurrentUser, {
        signal,
      }),
    savePurchaserInformation: (body: PurchaserInformationBody) =>
      http.call<Envelope<PurchaserInformation>>(PORTAL.wPurchaserInformationManage_saveByCurrentUser, {
        data: body,
      }),
    getContractInformation: (signal?: AbortSignal) =>
      http.call<Envelope<ContractInformation | null>>(PORTAL.wContractMsgManage_getByCurrentUser, { signal }),
    saveContractInformation: (body: ContractInformationBody) =>
      http.call<Envelope<ContractInformation>>(PORTAL.wContractMsgManage_saveByCurrentUser, { data: body }),
    /** Collects a notice or a project; collecting it again keeps one collection. */
    saveCollection: (linkId: string, type: CollectionType) =>
      http.call<Envelope<Collection>>(PORTAL.procureCollection_save, {
        data: { linkId, type } satisfies CollectionBody,
      }),
    /** Removes the caller's collection of a notice or project; the value is how many were removed. */
    removeCollection: (linkId: string) =>
      http.call<Envelope<number>>(PORTAL.procureCollection_removeByLinkId, {
        params: { linkId } satisfies LinkIdQuery,
      }),
    /** The caller's collections, newest first; querys `type` (notice/project) or `linkId`. */
    queryMyCollection: (query: Partial<QueryBody> = {}, signal?: AbortSignal) =>
      http.call<Envelope<PageList<Collection>>>(PORTAL.procureCollection_queryMyCollection, {
        data: query,
        signal,
      }),
  };
}
