/**
 * Request schemas of tender projects, registrations and invitations, and the personal centre's
 * procurement records (tender-portal sections 3, 4, 5, 7.3 and 7.4; issue 11).
 *
 * Field rules with product texts (请输入联系人姓名, 邮箱格式错误 ...) are checked by
 * `registrationFormError` in ../procure-project.ts on both ends; the schemas here only bound types and
 * lengths, so a missing contact name reads the product's text and not a generic one.
 */
import { type Static, Type } from 'typebox';
import { COLLECTION_TYPES } from '../procure-personal.js';
import { PROJECT_MESSAGE_MAX_LENGTH } from '../procure-project.js';
import {
  INVITE_MAX_SUPPLIERS,
  REGISTRATION_DECISIONS,
  REGISTRATION_FILES_JSON_MAX,
} from '../procure-registration.js';
import { INVITATION_STATUSES } from '../tender.js';
import { Id, NullableString, StringEnum, Text } from './common.js';

/** `?projectId=` of the project calls (startProject, getUserInfoByProjectId, goods, qualifications...). */
export const ProjectIdQuery = Type.Object({ projectId: Id });
export type ProjectIdQuery = Static<typeof ProjectIdQuery>;

/** interruptProject: the project and, optionally, why it is interrupted (sent to the enrolled suppliers). */
export const InterruptProjectQuery = Type.Object({
  projectId: Id,
  reason: Type.Optional(Type.String({ maxLength: 500 })),
});
export type InterruptProjectQuery = Static<typeof InterruptProjectQuery>;

/**
 * confirmQuotation: the project and, optionally, the winning supplier (the user id of a supplier whose
 * registration is pass). The next issue picks the winner from the quotations when none is given.
 */
export const ConfirmQuotationQuery = Type.Object({
  projectId: Id,
  supplierId: Type.Optional(Id),
});
export type ConfirmQuotationQuery = Static<typeof ConfirmQuotationQuery>;

/** pushMessage?projectId&message: a to-do message to every supplier whose registration is pass. */
export const PushMessageQuery = Type.Object({
  projectId: Id,
  message: Text(PROJECT_MESSAGE_MAX_LENGTH),
});
export type PushMessageQuery = Static<typeof PushMessageQuery>;

/** approvalReport: the purchaser submits the result report of a confirmed project for approval. */
export const ApprovalReportBody = Type.Object({
  projectId: Id,
  /** The report's text (plain or rich; sanitized where shown). */
  report: Type.Optional(Type.String({ maxLength: 20_000 })),
  /** JSON list of FileListEntry: the report's attachments. */
  fileList: Type.Optional(NullableString({ maxLength: REGISTRATION_FILES_JSON_MAX })),
});
export type ApprovalReportBody = Static<typeof ApprovalReportBody>;

/** approval: the decision on a submitted report; pass approves, otherwise it goes back to confirmed. */
export const ApprovalBody = Type.Object({
  projectId: Id,
  pass: Type.Boolean(),
  opinion: Type.Optional(Type.String({ maxLength: 2000 })),
});
export type ApprovalBody = Static<typeof ApprovalBody>;

/** Contact fields and files a registration carries (all optional here; the rules name what is missing). */
const RegistrationFields = {
  fRegistratorName: Type.Optional(Type.String({ maxLength: 100 })),
  fRegistratorPhone: Type.Optional(Type.String({ maxLength: 40 })),
  fRegistratorEmail: Type.Optional(Type.String({ maxLength: 200 })),
  /** Payment proof: JSON list of FileListEntry. */
  fFkpz: Type.Optional(NullableString({ maxLength: REGISTRATION_FILES_JSON_MAX })),
  /** Business licence: JSON list of FileListEntry. */
  fBusinessLicense: Type.Optional(NullableString({ maxLength: REGISTRATION_FILES_JSON_MAX })),
  /** Uploaded materials: JSON list of FileListEntry. */
  fSczl: Type.Optional(NullableString({ maxLength: REGISTRATION_FILES_JSON_MAX })),
};

/** signUp: a supplier registers for an open-registration project inside its registration window. */
export const SignUpBody = Type.Object({ projectId: Id, ...RegistrationFields });
export type SignUpBody = Static<typeof SignUpBody>;

/**
 * confirmInvite: the invited supplier answers an invitation. pass needs the contact fields and the
 * payment proof (1-5 images); reject needs the reason. `id` is the invitation (registration) id;
 * `projectId` may be given instead.
 */
export const ConfirmInviteBody = Type.Object({
  id: Type.Optional(Id),
  projectId: Type.Optional(Id),
  status: StringEnum(INVITATION_STATUSES),
  reason: Type.Optional(Type.String({ maxLength: 500 })),
  ...RegistrationFields,
});
export type ConfirmInviteBody = Static<typeof ConfirmInviteBody>;

/**
 * save: one call, two uses by who calls it.
 * - The project's purchaser (or an administrator) reviews: `{ id, fStatus: 'pass' | 'reject', fReason }`
 *   (a reason is required to reject). See `ReviewRegistrationBody`.
 * - The supplier edits their own registration (the registration detail page, 重新报名): `{ id, contact
 *   fields, files }`; a rejected registration goes back to pending. See `EditRegistrationBody`.
 */
export const SaveRegistrationBody = Type.Object({
  id: Id,
  fStatus: Type.Optional(StringEnum(REGISTRATION_DECISIONS)),
  fReason: Type.Optional(Type.String({ maxLength: 500 })),
  ...RegistrationFields,
});
export type SaveRegistrationBody = Static<typeof SaveRegistrationBody>;

/** The purchaser's review of a registration (sent to save). */
export interface ReviewRegistrationBody {
  id: string;
  fStatus: (typeof REGISTRATION_DECISIONS)[number];
  /** Required with reject (请填写拒绝原因). */
  fReason?: string;
}

/** The supplier's edit of their own registration (sent to save). */
export type EditRegistrationBody = Omit<SaveRegistrationBody, 'fStatus' | 'fReason'>;

/** saveServicePayment: the winning supplier's service-fee payment proof (JSON list of FileListEntry). */
export const ServicePaymentBody = Type.Object({
  id: Id,
  fServicePayment: NullableString({ maxLength: REGISTRATION_FILES_JSON_MAX }),
});
export type ServicePaymentBody = Static<typeof ServicePaymentBody>;

/** saveContract: the winning supplier's signed contract (JSON list of FileListEntry). */
export const ContractFileBody = Type.Object({
  id: Id,
  fContract: NullableString({ maxLength: REGISTRATION_FILES_JSON_MAX }),
});
export type ContractFileBody = Static<typeof ContractFileBody>;

/** invite (own path): the purchaser invites suppliers (user ids) to an invite-mode project. */
export const InviteSuppliersBody = Type.Object({
  projectId: Id,
  supplierIds: Type.Array(Id, { minItems: 1, maxItems: INVITE_MAX_SUPPLIERS }),
});
export type InviteSuppliersBody = Static<typeof InviteSuppliersBody>;

/** wPurchaserInformationManage saveByCurrentUser. */
export const PurchaserInformationBody = Type.Object({
  fCompanyName: Text(200),
  fCreditCode: Type.Optional(Type.String({ maxLength: 64 })),
  fContactName: Text(100),
  fContactPhone: Text(40),
  fContactEmail: Type.Optional(Type.String({ maxLength: 200 })),
  fAddress: Type.Optional(Type.String({ maxLength: 500 })),
  fBankName: Type.Optional(Type.String({ maxLength: 200 })),
  fBankAccount: Type.Optional(Type.String({ maxLength: 64 })),
  fRemark: Type.Optional(Type.String({ maxLength: 2000 })),
});
export type PurchaserInformationBody = Static<typeof PurchaserInformationBody>;

/** wContractMsgManage saveByCurrentUser: the party details printed on contracts. */
export const ContractInformationBody = Type.Object({
  fCompanyName: Text(200),
  fLegalRepresentative: Type.Optional(Type.String({ maxLength: 100 })),
  fAgent: Type.Optional(Type.String({ maxLength: 100 })),
  fPhone: Text(40),
  fAddress: Type.Optional(Type.String({ maxLength: 500 })),
  fPostcode: Type.Optional(Type.String({ maxLength: 20 })),
  fBankName: Type.Optional(Type.String({ maxLength: 200 })),
  fBankAccount: Type.Optional(Type.String({ maxLength: 64 })),
  fTaxNo: Type.Optional(Type.String({ maxLength: 64 })),
});
export type ContractInformationBody = Static<typeof ContractInformationBody>;

/** procureCollection save: collect a notice or a project (saving twice keeps one). */
export const CollectionBody = Type.Object({
  linkId: Id,
  type: StringEnum(COLLECTION_TYPES),
});
export type CollectionBody = Static<typeof CollectionBody>;

/** procureCollection removeByLinkId?linkId: removes the caller's collection of that notice or project. */
export const LinkIdQuery = Type.Object({ linkId: Id });
export type LinkIdQuery = Static<typeof LinkIdQuery>;
