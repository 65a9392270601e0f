import { msg } from '@lit/localize';
import type { UploadedFile } from '../../api/contract/files.js';
import { PHONE_LENGTH } from '../../api/contract/limits.js';
import { PROOF_IMAGE_EXTENSIONS } from '../../api/contract/procure-registration.js';
import { isBlank, isEmail, isMobile } from '../../api/contract/validators.js';
import { parseFileList, submittedEntry } from '../file-upload/upload-rules.js';

/**
 * What the registration forms share (the registration detail's re-register and the invitation
 * dialog, tender-portal 5; the sign-up form too): the contact checks with their product texts, the image types of proofs
 * and licences, and the file lists as the server stores them. The server checks the same rules
 * (registrationFormError in api/contract/procure-registration.ts).
 */

export const CONTACT_FIELDS = ['fRegistratorName', 'fRegistratorPhone', 'fRegistratorEmail'] as const;
export type ContactField = (typeof CONTACT_FIELDS)[number];
export type ContactValues = Record<ContactField, string>;
export const EMPTY_CONTACT: ContactValues = {
  fRegistratorName: '',
  fRegistratorPhone: '',
  fRegistratorEmail: '',
};

/** The file fields of a registration, each a JSON list of files on the wire. */
export const FILE_FIELDS = ['fFkpz', 'fBusinessLicense', 'fSczl'] as const;
export type FileField = (typeof FILE_FIELDS)[number];
export type FileValues = Record<FileField, UploadedFile[]>;
export const EMPTY_FILES: FileValues = { fFkpz: [], fBusinessLicense: [], fSczl: [] };

/** The winning supplier's 成交资料: the service-fee payment proof and the contract, each up to 5 files. */
export const DEAL_FIELDS = ['fServicePayment', 'fContract'] as const;
export type DealField = (typeof DEAL_FIELDS)[number];
export type DealValues = Record<DealField, UploadedFile[]>;
export const EMPTY_DEAL: DealValues = { fServicePayment: [], fContract: [] };
export const DEAL_FILES_MAX = 5;

/** `accept` of the payment proof and licence uploads: jpg, jpeg or png. */
export const PROOF_ACCEPT = PROOF_IMAGE_EXTENSIONS.join(',');
export const PHONE_MAX = PHONE_LENGTH;

/**
 * The problem with a contact field, in the user's language, or null. `nameMessage` is the form's own
 * text for a missing name: 请输入联系人姓名 in the invitation, 请输入联系人 in the registration edit.
 */
export function contactError(field: ContactField, values: ContactValues, nameMessage: string): string | null {
  const value = values[field].trim();
  switch (field) {
    case 'fRegistratorName':
      return isBlank(value) ? nameMessage : null;
    case 'fRegistratorPhone':
      if (isBlank(value)) return msg('请输入联系方式');
      // A mobile, as the server checks it (registrationFormError): letters or a short number never pass.
      return isMobile(value) ? null : msg('手机号格式不正确');
    case 'fRegistratorEmail':
      if (isBlank(value)) return msg('邮箱不能为空');
      return isEmail(value) ? null : msg('邮箱格式错误');
  }
}

/** A file list as the registration's JSON field stores it (`{ name, response: { fileId, fileName } }`). */
export function fileListJson(files: readonly UploadedFile[]): string {
  return JSON.stringify(files.map(submittedEntry));
}

/** The files of a registration's JSON field, as file-upload takes them. */
export function filesOf(value: string | null | undefined): UploadedFile[] {
  return value ? parseFileList(value) : [];
}

/** The text inputs of the contact fields, trimmed, as the calls take them. */
export function trimmedContact(values: ContactValues): ContactValues {
  return {
    fRegistratorName: values.fRegistratorName.trim(),
    fRegistratorPhone: values.fRegistratorPhone.trim(),
    fRegistratorEmail: values.fRegistratorEmail.trim(),
  };
}
