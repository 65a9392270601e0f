/**
 * Registrations and invitations of suppliers on tender projects, and the rules of the registration
 * forms that both ends check (tender-portal sections 3, 4, 5 and 9; issue 11).
 */
import type { ProjectHeading } from './procure-project.js';
import { isMobile } from './validators.js';

// The request shapes are TypeBox schemas; their types are re-exported here.
export type {
  ConfirmInviteBody,
  ContractFileBody,
  EditRegistrationBody,
  InviteSuppliersBody,
  ReviewRegistrationBody,
  SaveRegistrationBody,
  ServicePaymentBody,
  SignUpBody,
} from './schemas/procure-project.js';

/** pending 待审核, pass 已通过, reject 未通过. */
export const REGISTRATION_STATUSES = ['pending', 'pass', 'reject'] as const;
export type RegistrationStatus = (typeof REGISTRATION_STATUSES)[number];

/** The purchaser's decisions on a registration (save). */
export const REGISTRATION_DECISIONS = ['pass', 'reject'] as const;

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

export const INVITE_MAX_SUPPLIERS = 100;
/** Longest JSON text of a file-list field. */
export const REGISTRATION_FILES_JSON_MAX = 20_000;
/** Payment proof images in an invitation answer (spec 5), and in sign-up and re-register (spec 9). */
export const INVITE_PAYMENT_PROOF_MAX = 5;
export const REGISTRATION_PAYMENT_PROOF_MAX = 1;
export const BUSINESS_LICENSE_MAX = 1;
/** Image types of payment proofs and licences (spec 5). */
export const PROOF_IMAGE_EXTENSIONS = ['jpg', 'jpeg', 'png'] as const;
/** A contact phone is a mobile (spec 5's helper check: 11 digits starting with 1), so at most 11 characters. */
export const CONTACT_PHONE_MAX = 11;

// Product texts of the registration rules (spec 5).
export const CONTACT_NAME_REQUIRED = '请输入联系人姓名';
export const CONTACT_REQUIRED = '请输入联系人';
export const PHONE_REQUIRED = '请输入联系方式';
export const PHONE_INVALID = '手机号格式不正确';
export const EMAIL_REQUIRED = '邮箱不能为空';
export const EMAIL_INVALID = '邮箱格式错误';
export const PAYMENT_PROOF_REQUIRED = '请上传支付凭证';
export const REJECT_REASON_REQUIRED = '请填写拒绝原因';
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
 * - invite: spec 5 (contact name, phone a mobile (isMobile), email, payment proof 1-5 images, licence 1 image;
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
  if (!isMobile(phone)) return PHONE_INVALID;
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
