import * as CONTACTS from '../contract/calls/contacts.js';
import * as PORTAL from '../contract/calls/portal.js';
import * as UC from '../contract/calls/uc.js';
import type { Envelope } from '../contract/envelope.js';
import type { UploadedFile } from '../contract/files.js';
import { PINYIN_TYPES, type PinyinQuery } from '../contract/portal.js';
import type { PostSwitchQuery } from '../contract/schemas/selectors.js';
import type { UserDetailBody } from '../contract/schemas/user.js';
import type {
  ChangePasswordBody,
  CompanyInfo,
  ModifyPasswordBody,
  ModifyRegisterBody,
  RegisterBody,
  RegisterInfo,
  RegisterResult,
  UserDetail,
} from '../contract/user.js';
import type { HttpClient } from './http.js';

/**
 * The user centre's user calls: details, passwords, registration, codes, pinyin, post switch
 * (tender-portal 7.1). The electronic seal calls are in electronic-seal.ts.
 */
export function ucUserCalls(http: HttpClient) {
  return {
    getDetailByAccountOrId: (accountOrId: string, signal?: AbortSignal) =>
      http.call<Envelope<UserDetail>>(UC.user_getDetailByAccountOrId, {
        data: { accountOrId } satisfies UserDetailBody,
        signal,
      }),
    /** newPwd RSA-encrypted, plus either the encrypted old password or the code sent to the mobile. */
    changePassword: (body: ChangePasswordBody) => http.call<Envelope>(UC.user_changUserPsd, { data: body }),
    modifyPassword: (body: ModifyPasswordBody) => http.call<Envelope>(UC.user_modifiUserPsd, { data: body }),
    /** A new supplier or purchaser account with its company; the password RSA-encrypted. */
    register: (body: RegisterBody) => http.call<Envelope<RegisterResult>>(UC.user_register, { data: body }),
    /** The business licence before sign-in, with the ticket register answered; replaces an earlier one. */
    uploadLicense: (ticket: string, file: Blob, fileName?: string) => {
      const form = new FormData();
      form.append('ticket', ticket);
      const name = fileName ?? (typeof File !== 'undefined' && file instanceof File ? file.name : 'license');
      form.append('file', file, name);
      // Up to 50 MB may take longer than an ordinary call.
      return http.call<Envelope<UploadedFile>>(UC.user_uploadLicense, { data: form, timeout: 0 });
    },
    getRegisterInfo: (signal?: AbortSignal) =>
      http.call<Envelope<RegisterInfo>>(UC.user_getRegisterInfo, { signal }),
    modifyRegisterInfo: (body: ModifyRegisterBody) =>
      http.call<Envelope<RegisterInfo>>(UC.user_modifyRegisterInfo, { data: body }),
    getCompanyInfo: (signal?: AbortSignal) =>
      http.call<Envelope<CompanyInfo>>(UC.user_getCompanyInfo, { signal }),
    /** Sends a verification code to the signed-in user's mobile; `param` is that mobile (or the account). */
    sendCode: (param: string) => http.call<Envelope>(PORTAL.messageLog_sendCode, { pathParams: { param } }),
    /** Pinyin of Chinese text: the full pinyin by default, or the first letters. */
    getPinyin: (chinese: string, type: NonNullable<PinyinQuery['type']> = PINYIN_TYPES.full) =>
      http.call<Envelope<string>>(PORTAL.tools_getPinyin, {
        params: { chinese, type } satisfies PinyinQuery,
      }),
    /** Switches the current post: the server sets its cookie; the caller reloads. */
    switchPost: (postId: string) =>
      http.call<Envelope>(CONTACTS.ucGroup_setCookie, {
        method: 'GET',
        params: { postId } satisfies PostSwitchQuery,
      }),
  };
}
