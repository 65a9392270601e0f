/**
 * Tender projects as the purchaser runs them: their lifecycle, lists, detail and who sees what of it
 * (tender-portal sections 2.4, 6 and 7.4; issue 11). Project fields reuse tender.ts; registrations and
 * invitations are in procure-registration.ts, the personal centre's records in procure-personal.ts.
 */
import type { Identity } from './identity.js';
import type { InviteStatus, RegistrationStatus } from './procure-registration.js';
import {
  type ProcureType,
  PURCHASING_LIST_QUOTATION_MODES,
  type QualificationEntry,
  type QuotationMode,
  type RegisterMode,
  type SearchStatus,
  type TenderProjectDetail,
  type TransactionMode,
} from './tender.js';
import type { BpmOpinion } from './workflow.js';

// The request shapes are TypeBox schemas; their types are re-exported here.
export type {
  ApprovalBody,
  ApprovalReportBody,
  ConfirmQuotationQuery,
  InterruptProjectQuery,
  ProjectIdQuery,
  PushMessageQuery,
} from './schemas/procure-project.js';

// ---------------------------------------------------------------------------------------------------
// Project lifecycle

/**
 * The lifecycle of a project (its `fState`), moved by the purchaser's actions; the search status
 * (willRegister ... complete) comes from the time windows instead.
 * draft → registering (startProject) → quoting (startQuotation) → quoted (endQuotation) →
 * confirmed (confirmQuotation) → approving (approvalReport) → approved (approval pass; a refused
 * approval goes back to confirmed) → archived (endProject). interruptProject stops any project that
 * is not finished yet (interrupted, also listed with the archived ones).
 * A project made in the editor (project-editor.ts) is submitted for approval instead of started:
 * draft → submitted (submit; withdraw takes it back while undecided) → registering once approved.
 */
export const PROJECT_STATES = [
  'draft',
  'submitted',
  'registering',
  'quoting',
  'quoted',
  'confirmed',
  'approving',
  'approved',
  'archived',
  'interrupted',
] as const;
export type ProjectState = (typeof PROJECT_STATES)[number];

/** Every action of the purchaser's workspace, with approvalReport (the result report for approval). */
export const PROJECT_STATE_ACTIONS = [
  'startProject',
  'endProject',
  'startQuotation',
  'endQuotation',
  'interruptProject',
  'confirmQuotation',
  'approvalReport',
  'approval',
] as const;
export type ProjectStateAction = (typeof PROJECT_STATE_ACTIONS)[number];

/** Where each action may start from, and where it leads (approval's refusal leads back to confirmed). */
export const PROJECT_TRANSITIONS: Record<
  ProjectStateAction,
  { from: readonly ProjectState[]; to: ProjectState }
> = {
  startProject: { from: ['draft'], to: 'registering' },
  startQuotation: { from: ['registering'], to: 'quoting' },
  endQuotation: { from: ['quoting'], to: 'quoted' },
  confirmQuotation: { from: ['quoted'], to: 'confirmed' },
  approvalReport: { from: ['confirmed'], to: 'approving' },
  approval: { from: ['approving'], to: 'approved' },
  endProject: { from: ['approved'], to: 'archived' },
  interruptProject: {
    from: ['draft', 'registering', 'quoting', 'quoted', 'confirmed', 'approving'],
    to: 'interrupted',
  },
};

/**
 * States before publication: only the project's purchaser (and administrators) know the project
 * exists; suppliers, other purchasers and the public site never see it.
 */
export const UNPUBLISHED_STATES = ['draft', 'submitted'] as const satisfies readonly ProjectState[];
/** The states once the bidding is over (its rounds closed, or the purchaser ended it). */
export const BIDDING_OVER_STATES = [
  'quoted',
  'confirmed',
  'approving',
  'approved',
  'archived',
] as const satisfies readonly ProjectState[];

export function isUnpublishedState(state: string | null | undefined): boolean {
  return (UNPUBLISHED_STATES as readonly (string | null | undefined)[]).includes(state);
}

/** The state a refused approval returns to. */
export const APPROVAL_REFUSED_STATE: ProjectState = 'confirmed';

/** States listed by queryArchiveProject. */
export const ARCHIVE_STATES = ['archived', 'interrupted'] as const satisfies readonly ProjectState[];
/** States listed by queryMySuccessProject (a winner was confirmed). */
export const SUCCESS_STATES = [
  'confirmed',
  'approving',
  'approved',
  'archived',
] as const satisfies readonly ProjectState[];
/** States in which pushMessage may reach the enrolled suppliers. */
export const MESSAGE_STATES = [
  'registering',
  'quoting',
  'quoted',
  'confirmed',
  'approving',
  'approved',
] as const satisfies readonly ProjectState[];

/**
 * Actions a transaction mode never takes through the workspace: a comprehensive project is confirmed
 * through its comprehensive evaluation (procureComprehensiveQuotation/confirmQuotation), which names
 * the winner and publishes the award notice, never by wProcureproject/confirmQuotation.
 */
export const MODE_EXCLUDED_ACTIONS: Partial<Record<TransactionMode, readonly ProjectStateAction[]>> = {
  comprehensive: ['confirmQuotation'],
};

/** Whether the transaction mode takes the action through the workspace at all. */
export function actionFitsMode(
  action: ProjectStateAction,
  mode: TransactionMode | string | null | undefined,
): boolean {
  return !(MODE_EXCLUDED_ACTIONS[mode as TransactionMode] ?? []).includes(action);
}

/**
 * The actions allowed in a state, in the order of PROJECT_STATE_ACTIONS; with the transaction mode,
 * without those the mode takes elsewhere (MODE_EXCLUDED_ACTIONS); a project made in the editor
 * (approvalRequired) is published by its approval, never started by startProject.
 */
export function allowedActions(
  state: ProjectState | string | null | undefined,
  transactionMode?: TransactionMode | string | null,
  approvalRequired = false,
): ProjectStateAction[] {
  return PROJECT_STATE_ACTIONS.filter(
    (action) =>
      (PROJECT_TRANSITIONS[action].from as readonly string[]).includes(state ?? '') &&
      actionFitsMode(action, transactionMode) &&
      !(approvalRequired && action === 'startProject'),
  );
}

export function isProjectState(value: unknown): value is ProjectState {
  return (PROJECT_STATES as readonly unknown[]).includes(value);
}

/** Zh-CN names of the states (the elements translate them with msg()). */
export const PROJECT_STATE_NAMES: Record<ProjectState, string> = {
  draft: '草稿',
  submitted: '待审批',
  registering: '报名中',
  quoting: '报价中',
  quoted: '报价结束',
  confirmed: '已确认报价',
  approving: '审批中',
  approved: '审批通过',
  archived: '已归档',
  interrupted: '已中止',
};

// ---------------------------------------------------------------------------------------------------
// Projects

/** What every list across projects shows of a project: name, modes, fee, windows and state. */
export interface ProjectHeading {
  fProjectName: string;
  fProjectNo: string;
  fTransactionMode: TransactionMode;
  fQuotationMode: QuotationMode;
  fRegisterMode: RegisterMode;
  fSignUpMoney: number | null;
  fRegisterStartTime: string | null;
  fRegisterEndTime: string | null;
  fBidStartTime: string | null;
  fBidEndTime: string | null;
  /** Lifecycle state. */
  fState: ProjectState;
}

/** A project as the workspace and personal-centre lists show it. */
export interface ProjectSummary extends ProjectHeading {
  id: string;
  fBudgetMoney: number | null;
  fProcureType: ProcureType | null;
  fPurchaserName: string | null;
  /** Search status at the server's time of the answer; absent without windows. */
  status?: SearchStatus | null;
  /** The bidding round in progress (next issue: rounds). */
  currentRound: number;
  fBidRound: number;
  createTime: string;
  /** Registrations with status pass (the enrolled suppliers). */
  passCount: number;
  /** Registrations waiting for review. */
  pendingCount: number;
  /** The winning supplier's name once confirmed. */
  winnerName?: string | null;
  /** Actions the caller may take now (empty for suppliers). */
  actions: ProjectStateAction[];
  /** Supplier lists only: the caller's own registration on it. */
  registration?: RegistrationStatusInfo | null;
}

/**
 * Query properties of the project lists (querys and sorter): `keyword` matches name and number;
 * `status` is a search status; `fState` a lifecycle state.
 */
export const PROJECT_QUERY_PROPERTIES = [
  'keyword',
  'fProjectName',
  'fProjectNo',
  'fState',
  'status',
  'fTransactionMode',
  'fQuotationMode',
  'fRegisterMode',
  'fProcureType',
  'fBudgetMoney',
  'createTime',
  'fRegisterStartTime',
  'fRegisterEndTime',
  'fBidStartTime',
  'fBidEndTime',
] as const;

/** The caller's registration status on a project, as lists and getUserInfoByProjectId give it. */
export interface RegistrationStatusInfo {
  id: string;
  fStatus: RegistrationStatus;
  inviteStatus: InviteStatus | null;
  /** The purchaser's reason for not passing it. */
  fReason?: string | null;
  /** The supplier's own reason for declining the invitation (inviteStatus reject). */
  reason?: string | null;
}

/** A bidding window of a round (the next issue's online bidding reads them). */
export interface BidWindow {
  round: number;
  startTime: string;
  endTime: string;
}

/**
 * getDetailWithDocumentation: the project as the detail screen reads it, trimmed by the server to what
 * the caller may see (spec 2.4): a supplier's answer has no fDocument and no one else's data, and a
 * purchasing list only in unitPrice/amount modes with their own registration pass.
 */
export interface ProjectDetail extends TenderProjectDetail {
  fState: ProjectState;
  currentRound: number;
  /** The rounds' bidding windows so far (empty before quotation starts). */
  bidWindows: BidWindow[];
  qualificationList: ProjectQualification[];
  /** The caller's own registration, when there is one. */
  registration: { fStatus: RegistrationStatus | null; inviteStatus?: InviteStatus | null } | null;
  /** What the caller may see, as the server decided it. */
  visibility: DetailVisibility;
  /** Actions the caller may take now (the project's purchaser or an administrator). */
  actions: ProjectStateAction[];
  winnerName?: string | null;
  createTime: string;
  /** Search status at the server's time of the answer. */
  status?: SearchStatus | null;
  /** The project's purchaser and administrators only: the result report and its files (JSON list). */
  fReport?: string | null;
  fReportFiles?: string | null;
  /** The approval's opinion (a refused approval says why). */
  fApprovalOpinion?: string | null;
  fInterruptReason?: string | null;
}

/** What a caller may see of a project (spec 2.4), decided by the server and mirrored by the element. */
export interface DetailVisibility {
  basicInfo: boolean;
  scoreRules: boolean;
  qualifications: boolean;
  enrolledSuppliers: boolean;
  quotationOverview: boolean;
  attachments: boolean;
  purchasingList: boolean;
}

/** Who the caller is relative to a project. */
export type ProjectRelation = 'purchaser' | 'supplier' | 'administrator' | 'other';

/**
 * The sections of the detail screen a caller sees (spec 2.4): the purchaser of the project (and an
 * administrator) everything; a supplier only the purchasing list, only for unitPrice/amount and a
 * passed registration; other identities attachments and the purchasing list for those modes.
 */
export function detailVisibility(
  relation: ProjectRelation,
  project: { fTransactionMode: string; fQuotationMode: string },
  registrationStatus: string | null | undefined,
): DetailVisibility {
  const listMode = (PURCHASING_LIST_QUOTATION_MODES as readonly string[]).includes(project.fQuotationMode);
  if (relation === 'purchaser' || relation === 'administrator') {
    return {
      basicInfo: true,
      scoreRules: project.fTransactionMode === 'comprehensive',
      qualifications: true,
      enrolledSuppliers: true,
      quotationOverview: true,
      attachments: true,
      purchasingList: true,
    };
  }
  const none = {
    basicInfo: false,
    scoreRules: false,
    qualifications: false,
    enrolledSuppliers: false,
    quotationOverview: false,
  };
  if (relation === 'supplier') {
    return { ...none, attachments: false, purchasingList: listMode && registrationStatus === 'pass' };
  }
  return { ...none, attachments: true, purchasingList: listMode };
}

/** getUserInfoByProjectId: who the caller is relative to the project. */
export interface ProjectUserInfo {
  projectId: string;
  userId: string;
  account: string;
  fullname: string;
  identity: Identity | null;
  relation: ProjectRelation;
  /** The caller is the project's purchaser. */
  isOwner: boolean;
  fState: ProjectState;
  status?: SearchStatus | null;
  /** The caller's own registration (suppliers). */
  registration: RegistrationStatusInfo | null;
  /** A supplier may sign up now (open project, inside the window, not registered yet). */
  canSignUp: boolean;
  /** Why not, when a supplier cannot sign up (zh-CN, translated by the server). */
  signUpMessage?: string;
  /** An invitation waits for the caller's answer (confirmInvite). */
  canConfirmInvite: boolean;
  actions: ProjectStateAction[];
  visibility: DetailVisibility;
}

/** A goods line of the purchasing list (procureProjectGoods getByProjectId). */
export interface ProjectGoodsRow {
  id: string;
  projectId: string;
  goodsName: string;
  spec: string;
  unit: string;
  /** Quantity (amount mode: what is quoted per line). */
  quantity: number | null;
  /** Ceiling unit price, when the purchaser set one. */
  budgetPrice: number | null;
  remark: string;
  sn: number;
  [key: string]: unknown;
}

/** A qualification entry with its id (getAllQualification). */
export interface ProjectQualification extends QualificationEntry {
  id: string;
  projectId: string;
  sn: number;
}

/** getFinalQualificationByPid: each enrolled supplier's result against every entry. */
export interface FinalQualification {
  supplierId: string;
  supplierName: string;
  /** Every entry passed (null while not reviewed yet). */
  passed: boolean | null;
  results: Array<{
    qualificationId: string;
    type: string;
    summarize: string;
    passed: boolean | null;
    remark: string;
  }>;
}

/** pushMessage: how many suppliers received the message. */
export interface PushMessageResult {
  sent: number;
}

/** Longest text of the purchaser's message to the enrolled suppliers (pushMessage). */
export const PROJECT_MESSAGE_MAX_LENGTH = 1000;

/** The workflow key of 招标项目审批, the approval a submitted project goes through. */
export const TENDER_APPROVAL_FLOW_KEY = 'tenderProject';

/**
 * One approval of a project (wProcureproject/approvalOpinions, issue 36): an instance of 招标项目审批 started
 * by a submission, with the approvers' opinions in the order they happened.
 */
export interface ProjectApproval {
  instId: string;
  /** draft, running, end, manualEnd or revoke. */
  status: string;
  /** approved or rejected once it ended so; null otherwise. */
  result: string | null;
  createTime: string;
  endTime: string | null;
  opinions: BpmOpinion[];
}
