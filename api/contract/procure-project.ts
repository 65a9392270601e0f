/**
 * Tender projects as the purchaser runs them, registrations and invitations of suppliers, and the
 * personal centre's procurement records: purchaser information, contract information, collections
 * (tender-portal sections 2.4, 3, 4, 5, 6, 7.3 and 7.4; issue 11). Project fields reuse tender.ts.
 */
import type { Identity } from './identity.js';
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

// The request shapes are TypeBox schemas; their types are re-exported here.
export type {
  ApprovalBody,
  ApprovalReportBody,
  CollectionBody,
  ConfirmInviteBody,
  ConfirmQuotationQuery,
  ContractFileBody,
  ContractInformationBody,
  EditRegistrationBody,
  InterruptProjectQuery,
  InviteSuppliersBody,
  LinkIdQuery,
  ProjectIdQuery,
  PurchaserInformationBody,
  PushMessageQuery,
  ReviewRegistrationBody,
  SaveRegistrationBody,
  ServicePaymentBody,
  SignUpBody,
} from './schemas/procure-project.js';

/**
 * The reference backend's own calls of this area, which the spec does not list (architecture: a path
 * the spec leaves out is written with ctx.path and kept on the allow-list).
 */
export const PROCURE_OWN_CALLS = {
  /** The purchaser invites suppliers to an invite-mode project (InviteSuppliersBody → InviteResult). */
  invite: { service: 'form', method: 'POST', path: '/wBiddingProjectRegistration/v1/invite' },
  /** Suppliers the purchaser may invite (ListBody; querys keyword, projectId) → PageList<SupplierCandidate>. */
  querySupplier: { service: 'form', method: 'POST', path: '/wBiddingProjectRegistration/v1/querySupplier' },
  /** The caller's collections (ListBody; querys type, linkId) → PageList<Collection>. */
  queryMyCollection: { service: 'portal', method: 'POST', path: '/procureCollection/v1/queryMyCollection' },
} as const;

// ---------------------------------------------------------------------------------------------------
// Project lifecycle

/**
 * The lifecycle of a project (its `fState`), moved by the purchaser's actions; the search status
 * (willRegister ... complete) comes from the time windows instead.
 * draft → registering (startProject) → quoting (startQuotation) → quoted (endQuotation) →
 * confirmed (confirmQuotation) → approving (approvalReport) → approved (approval pass; a refused
 * approval goes back to confirmed) → archived (endProject). interruptProject stops any project that
 * is not finished yet (interrupted, also listed with the archived ones).
 */
export const PROJECT_STATES = [
  'draft',
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
 * without those the mode takes elsewhere (MODE_EXCLUDED_ACTIONS).
 */
export function allowedActions(
  state: ProjectState | string | null | undefined,
  transactionMode?: TransactionMode | string | null,
): ProjectStateAction[] {
  return PROJECT_STATE_ACTIONS.filter(
    (action) =>
      (PROJECT_TRANSITIONS[action].from as readonly string[]).includes(state ?? '') &&
      actionFitsMode(action, transactionMode),
  );
}

export function isProjectState(value: unknown): value is ProjectState {
  return (PROJECT_STATES as readonly unknown[]).includes(value);
}

/** Zh-CN names of the states (the elements translate them with msg()). */
export const PROJECT_STATE_NAMES: Record<ProjectState, string> = {
  draft: '草稿',
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
  fReason?: string | null;
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

// ---------------------------------------------------------------------------------------------------
// Registrations and invitations

/** pending 待审核, pass 已通过, reject 未通过. */
export const REGISTRATION_STATUSES = ['pending', 'pass', 'reject'] as const;
export type RegistrationStatus = (typeof REGISTRATION_STATUSES)[number];

/** The purchaser's decisions on a registration (save). */
export const REGISTRATION_DECISIONS = ['pass', 'reject'] as const;

export const REGISTRATION_STATUS_NAMES: Record<RegistrationStatus, string> = {
  pending: '待审核',
  pass: '已通过',
  reject: '未通过',
};

/** An invitation: invited (waiting for the supplier's confirmInvite), then pass or reject. */
export const INVITE_STATUSES = ['invited', 'pass', 'reject'] as const;
export type InviteStatus = (typeof INVITE_STATUSES)[number];

/**
 * A registration on the wire (also an invitation: inviteStatus set). File fields are JSON strings of
 * FileListEntry lists. A supplier only ever gets their own. It carries its project's heading, for lists
 * across projects (my registrations).
 */
export interface ProjectRegistration extends ProjectHeading {
  id: string;
  registerId?: string;
  projectId: string;
  f_project_id: string;
  supplierId: string;
  supplierName: string;
  fSupplierName: string;
  fRegistratorName: string;
  fRegistratorPhone: string;
  fRegistratorEmail: string;
  fFkpz: string | null;
  fBusinessLicense: string | null;
  fSczl: string | null;
  fServicePayment: string | null;
  fContract: string | null;
  fCreateTime: string;
  fStatus: RegistrationStatus;
  /** The purchaser's reason for reject. */
  fReason?: string | null;
  /** Invitations only. */
  inviteStatus?: InviteStatus | null;
  /** The supplier's answer to an invitation (spec 3: status pass/reject and reason). */
  status?: 'pass' | 'reject';
  reason?: string | null;
  /** The caller is this registration's supplier and may still change it (spec 2.4 registration detail). */
  editable: boolean;
  /** The caller is the winning supplier: saveServicePayment and saveContract apply. */
  isWinner: boolean;
}

/** Query properties of the registration lists. */
export const REGISTRATION_QUERY_PROPERTIES = [
  'id',
  'projectId',
  'f_project_id',
  'fStatus',
  'inviteStatus',
  'supplierName',
  'fProjectName',
  'fProjectNo',
  'fCreateTime',
] as const;

/** A supplier the purchaser may invite (querySupplier, own path). */
export interface SupplierCandidate {
  id: string;
  account: string;
  fullname: string;
  companyName: string | null;
  /** Already invited or registered to the project given in the query (querys projectId). */
  registered?: boolean;
}

/** invite: how many invitations were created, and who was already there. */
export interface InviteResult {
  invited: number;
  skipped: string[];
}

/** pushMessage: how many suppliers received the message. */
export interface PushMessageResult {
  sent: number;
}

export const INVITE_MAX_SUPPLIERS = 100;
export const PROJECT_MESSAGE_MAX_LENGTH = 1000;
/** Longest JSON text of a file-list field. */
export const REGISTRATION_FILES_JSON_MAX = 20_000;
/** Payment proof images in an invitation answer (spec 5), and in sign-up and re-register (spec 9). */
export const INVITE_PAYMENT_PROOF_MAX = 5;
export const REGISTRATION_PAYMENT_PROOF_MAX = 1;
export const BUSINESS_LICENSE_MAX = 1;
/** Image types of payment proofs and licences (spec 5). */
export const PROOF_IMAGE_EXTENSIONS = ['jpg', 'jpeg', 'png'] as const;
export const CONTACT_PHONE_MAX = 11;

// Product texts of the registration rules (spec 5).
export const CONTACT_NAME_REQUIRED = '请输入联系人姓名';
export const CONTACT_REQUIRED = '请输入联系人';
export const PHONE_REQUIRED = '请输入联系方式';
export const PHONE_TOO_LONG = '联系方式不能超过11位';
export const EMAIL_REQUIRED = '邮箱不能为空';
export const EMAIL_INVALID = '邮箱格式错误';
export const PAYMENT_PROOF_REQUIRED = '请上传支付凭证';
export const REJECT_REASON_REQUIRED = '请填写拒绝原因';
export const FORM_CHECK_FAILED = '必填项不可为空';
export const paymentProofTooManyMessage = (max: number) => `支付凭证最多上传${max}张`;
export const PROOF_IMAGE_TYPE = '只能上传jpg、jpeg、png格式的图片';
export const BUSINESS_LICENSE_TOO_MANY = '营业执照只能上传1张';

const EMAIL_PATTERN = /^[A-Za-z0-9._%+-]+@[A-Za-z0-9-]+(\.[A-Za-z0-9-]+)*\.[A-Za-z]{2,}$/;

/** Reads a JSON file-list text as entries; anything else is an empty list. */
function fileEntries(value: string | null | undefined): Array<{ name?: unknown; response?: unknown }> {
  if (!value) return [];
  try {
    const parsed: unknown = JSON.parse(value);
    return Array.isArray(parsed) ? (parsed as Array<{ name?: unknown; response?: unknown }>) : [];
  } catch {
    return [];
  }
}

function isImageEntry(entry: { name?: unknown; response?: unknown }): boolean {
  const response = entry.response as { fileName?: unknown } | undefined;
  const name = String(response?.fileName ?? entry.name ?? '');
  const ext = name.split('.').pop()?.toLowerCase() ?? '';
  return (PROOF_IMAGE_EXTENSIONS as readonly string[]).includes(ext);
}

/** The form a registration rule checks (sign-up, invitation answer, registration edit). */
export interface RegistrationForm {
  fRegistratorName?: string | null;
  fRegistratorPhone?: string | null;
  fRegistratorEmail?: string | null;
  fFkpz?: string | null;
  fBusinessLicense?: string | null;
  /** confirmInvite only. */
  status?: 'pass' | 'reject';
  reason?: string | null;
}

/**
 * The first broken rule of a registration form, as its product text, or undefined when it passes.
 * - invite: spec 5 (contact name, phone ≤ 11, email, payment proof 1-5 images, licence 1 image;
 *   reject needs only the reason);
 * - signUp and edit: the same contact rules; a payment proof (1 image) when the project has a fee.
 * Both the forms and the server use it.
 */
export function registrationFormError(
  form: RegistrationForm,
  kind: 'invite' | 'signUp' | 'edit',
  options: { feeRequired?: boolean } = {},
): string | undefined {
  if (kind === 'invite' && form.status === 'reject') {
    return form.reason?.trim() ? undefined : REJECT_REASON_REQUIRED;
  }
  if (!form.fRegistratorName?.trim()) return kind === 'edit' ? CONTACT_REQUIRED : CONTACT_NAME_REQUIRED;
  const phone = form.fRegistratorPhone?.trim() ?? '';
  if (!phone) return PHONE_REQUIRED;
  if (phone.length > CONTACT_PHONE_MAX) return PHONE_TOO_LONG;
  const email = form.fRegistratorEmail?.trim() ?? '';
  if (!email) return EMAIL_REQUIRED;
  if (!EMAIL_PATTERN.test(email)) return EMAIL_INVALID;
  const proofs = fileEntries(form.fFkpz);
  // A project that charges no registration fee asks for no payment proof, invitations included.
  const proofRequired = options.feeRequired ?? kind === 'invite';
  if (proofRequired && proofs.length === 0) return PAYMENT_PROOF_REQUIRED;
  const proofMax = kind === 'invite' ? INVITE_PAYMENT_PROOF_MAX : REGISTRATION_PAYMENT_PROOF_MAX;
  if (proofs.length > proofMax) return paymentProofTooManyMessage(proofMax);
  if (!proofs.every(isImageEntry)) return PROOF_IMAGE_TYPE;
  const licences = fileEntries(form.fBusinessLicense);
  if (licences.length > BUSINESS_LICENSE_MAX) return BUSINESS_LICENSE_TOO_MANY;
  if (!licences.every(isImageEntry)) return PROOF_IMAGE_TYPE;
  return undefined;
}

// ---------------------------------------------------------------------------------------------------
// Personal centre records

/** wPurchaserInformationManage: the purchaser's company details (one per user). */
export interface PurchaserInformation {
  id: string;
  fCompanyName: string;
  fCreditCode: string;
  fContactName: string;
  fContactPhone: string;
  fContactEmail: string;
  fAddress: string;
  fBankName: string;
  fBankAccount: string;
  fRemark: string;
  updateTime: string;
}

/** wContractMsgManage: the party details printed on contracts (one per user). */
export interface ContractInformation {
  id: string;
  fCompanyName: string;
  fLegalRepresentative: string;
  fAgent: string;
  fPhone: string;
  fAddress: string;
  fPostcode: string;
  fBankName: string;
  fBankAccount: string;
  fTaxNo: string;
  updateTime: string;
}

/** A collection links a notice or a project. */
export const COLLECTION_TYPES = ['notice', 'project'] as const;
export type CollectionType = (typeof COLLECTION_TYPES)[number];

/** A collection of the current user (queryMyCollection, own path), with what it links. */
export interface Collection {
  id: string;
  linkId: string;
  type: CollectionType;
  /** The notice title or the project name; empty when the linked record is gone. */
  title: string;
  /** The notice's type (bid ...) for notices. */
  noticeType?: string | null;
  projectId?: string | null;
  fProjectNo?: string | null;
  createTime: string;
}

/** Query properties of queryMyCollection. */
export const COLLECTION_QUERY_PROPERTIES = ['type', 'linkId', 'title', 'createTime'] as const;
