import { randomUUID } from 'node:crypto';
import type { Selectable } from 'kysely';
import { isIdentity } from '../../contract/identity.js';
import { DEFAULT_TENANT_ID } from '../../contract/limits.js';
import { type CompanyInput, ModifyRegisterBody, RegisterBody } from '../../contract/schemas/user.js';
import type { CompanyInfo, RegisterInfo, RegisterResult } from '../../contract/user.js';
import { isContactPhone, isEmail, isMobile } from '../../contract/validators.js';
import {
  attachLicense,
  isLicenseType,
  issueLicenseTicket,
  LICENSE_TICKET_INVALID,
  LICENSE_TYPE_REFUSED,
  LICENSE_UPLOADED,
  registrantOfTicket,
} from '../admin/admission-license.js';
import { companyColumns, resubmitRejected } from '../admin/resubmit.js';
import { isCreditCode } from '../auth/credit-code.js';
import { hashPassword } from '../auth/password.js';
import { newPasswordError } from '../auth/password-strategy.js';
import { perMinute } from '../auth/rate-limit.js';
import { decryptPassword } from '../auth/rsa.js';
import type { Db } from '../db/database.js';
import type { CompanyTable } from '../db/schema.js';
import { currentUser, type RouteScopes, type ServerContext } from '../http/context.js';
import { badRequest, forbidden, ok, refuse } from '../http/envelope.js';
import { fileStorageFor } from '../storage/index.js';
import { fieldText, receiveUpload } from '../storage/receive-upload.js';

export const ACCOUNT_EXISTS = '账号已存在';
export const COMPANY_MISSING = '获取供应商信息失败';
/** The licence is what the administrator reviewed: it changes only by registering again for review. */
export const LICENSE_REVIEWED = '营业执照已经管理员审核，不能在此修改';
export const REGISTERED = '注册成功，请等待管理员审核';
export const SAVED = '保存成功';
/** Registration is open on the platform tenant only. */
const REGISTRATION_TENANT_ID = DEFAULT_TENANT_ID;
const MAX_LICENSE_FILES = 5;

const invalid = (message: string) => badRequest(`请求参数不正确：${message}`);

/** The format checks a schema cannot word well; each throws the 400 the form shows. */
function checkContact(input: { account?: string; mobile?: string; email?: string }): void {
  if (input.account !== undefined && !/^[A-Za-z0-9_]{4,30}$/.test(input.account)) {
    throw invalid('账号须为4-30位字母、数字或下划线');
  }
  if (input.mobile !== undefined && !isMobile(input.mobile)) throw invalid('手机号格式不正确');
  if (input.email !== undefined && !isEmail(input.email)) throw invalid('邮箱格式错误');
}

function checkCompany(company: Partial<CompanyInput>): void {
  // Typed in lower case as often as not; stored the way the licence prints it.
  if (company.creditCode !== undefined) company.creditCode = company.creditCode.trim().toUpperCase();
  if (company.creditCode !== undefined && !isCreditCode(company.creditCode)) {
    throw invalid('统一社会信用代码格式不正确');
  }
  const phone = company.contactPhone;
  if (phone !== undefined && !isContactPhone(phone)) throw invalid('联系电话格式不正确');
  const license = company.businessLicense;
  if (license) {
    let files: unknown;
    try {
      files = JSON.parse(license);
    } catch {
      throw invalid('营业执照格式不正确');
    }
    if (!Array.isArray(files) || !files.every((file: unknown) => typeof file === 'object' && file !== null)) {
      throw invalid('营业执照格式不正确');
    }
    if (files.length > MAX_LICENSE_FILES) throw invalid(`营业执照最多上传${MAX_LICENSE_FILES}个文件`);
  }
}

export function companyAnswer(company: Selectable<CompanyTable>): CompanyInfo {
  return {
    id: company.id,
    name: company.name,
    creditCode: company.credit_code,
    legalPerson: company.legal_person,
    contactName: company.contact_name,
    contactPhone: company.contact_phone,
    address: company.address,
    businessScope: company.business_scope,
    businessLicense: company.business_license,
    createTime: new Date(company.created_at).toISOString(),
    updateTime: new Date(company.updated_at).toISOString(),
  };
}

function companyOf(db: Db, userId: string) {
  return db.selectFrom('companies').selectAll().where('user_id', '=', userId).executeTakeFirst();
}

async function registerInfo(db: Db, userId: string): Promise<RegisterInfo> {
  const user = await db
    .selectFrom('users')
    .select(['id', 'account', 'fullname', 'identity', 'mobile', 'email'])
    .where('id', '=', userId)
    .executeTakeFirstOrThrow();
  const company = await companyOf(db, userId);
  return {
    userId: user.id,
    account: user.account,
    fullname: user.fullname,
    identity: isIdentity(user.identity) ? user.identity : null,
    mobile: user.mobile,
    email: user.email,
    company: company ? companyAnswer(company) : null,
  };
}

function isUniqueViolation(error: unknown): boolean {
  return typeof error === 'object' && error !== null && (error as { code?: unknown }).code === '23505';
}

/**
 * Supplier and purchaser self-registration and the registration data afterwards (tender-portal 7.1):
 * register, getRegisterInfo, modifyRegisterInfo, getCompanyInfo.
 */
export function registerRegistrationRoutes({ open, signedIn }: RouteScopes, ctx: ServerContext): void {
  const { rateLimits } = open.identitySettings;

  open.route({
    ...ctx.call('user/register'),
    schema: { body: RegisterBody },
    config: perMinute(rateLimits.auth, (request) => `register|${request.ip}`),
    handler: async (request) => {
      const body = request.body;
      checkContact(body);
      checkCompany(body.company);
      const password = await decryptPassword(ctx, body.password);
      const problem = await newPasswordError(ctx.db, password);
      if (problem) return refuse(problem);

      const taken = await ctx.db
        .selectFrom('users')
        .select('id')
        .where('tenant_id', '=', REGISTRATION_TENANT_ID)
        .where((eb) => eb(eb.fn('lower', ['account']), '=', body.account.toLowerCase()))
        .executeTakeFirst();
      if (taken) {
        // A registration the administrator rejected is corrected by registering again with its account and password.
        const again = await resubmitRejected(ctx.db, taken.id, password, body);
        if (!again) return refuse(ACCOUNT_EXISTS);
        const ticket = await issueLicenseTicket(ctx.db, again.userId);
        return ok<RegisterResult>({ ...again, ...ticket }, REGISTERED);
      }

      const userId = `u-${randomUUID()}`;
      const passwordHash = await hashPassword(password);
      const { company } = body;
      try {
        await ctx.db.transaction().execute(async (trx) => {
          await trx
            .insertInto('users')
            .values({
              id: userId,
              account: body.account,
              fullname: body.fullname.trim(),
              password_hash: passwordHash,
              identity: body.identity,
              mobile: body.mobile,
              email: body.email,
              sex: null,
              // Not activated until an administrator reviews the company (admin/admissions.ts).
              status: -1,
              address: company.address,
              photo: null,
              tenant_id: REGISTRATION_TENANT_ID,
            })
            .execute();
          await trx
            .insertInto('companies')
            .values({
              id: `c-${randomUUID()}`,
              user_id: userId,
              ...companyColumns(company),
            })
            .execute();
          await trx.insertInto('user_admissions').values({ user_id: userId, state: 'pending' }).execute();
        });
      } catch (error) {
        // Two registrations of one account at the same moment: the unique constraint decides.
        if (isUniqueViolation(error)) return refuse(ACCOUNT_EXISTS);
        throw error;
      }
      const ticket = await issueLicenseTicket(ctx.db, userId);
      return ok<RegisterResult>({ userId, account: body.account, ...ticket }, REGISTERED);
    },
  });

  // The business licence, before the registrant can sign in: the ticket register answered opens it (form
  // field `ticket`, sent before the file), with the upload's size limit and a licence's file types. A
  // second upload replaces the first; the administrator reviewing the registration reads it.
  open.route({
    ...ctx.call('user/uploadLicense'),
    config: perMinute(rateLimits.auth, (request) => `license|${request.ip}`),
    handler: async (request) => {
      let registrant: { id: string; account: string } | undefined;
      const storage = fileStorageFor(ctx);
      const received = await receiveUpload(request, storage, async (part) => {
        const ticket = fieldText(part.fields, 'ticket');
        if (!ticket) throw invalid('缺少营业执照上传凭证');
        registrant = await registrantOfTicket(ctx.db, ticket);
        if (!registrant) throw forbidden(LICENSE_TICKET_INVALID);
        if (!isLicenseType(part.extension)) throw invalid(LICENSE_TYPE_REFUSED);
      });
      if (!registrant) throw forbidden(LICENSE_TICKET_INVALID);
      return ok(await attachLicense(ctx.db, storage, registrant, received), LICENSE_UPLOADED);
    },
  });

  signedIn.route({
    ...ctx.call('user/getRegisterInfo'),
    handler: async (request) => ok(await registerInfo(ctx.db, currentUser(request).id)),
  });

  signedIn.route({
    ...ctx.call('user/modifyRegisterInfo'),
    schema: { body: ModifyRegisterBody },
    handler: async (request) => {
      const userId = currentUser(request).id;
      const { fullname, mobile, email, company } = request.body;
      checkContact({ mobile, email });
      if (company) checkCompany(company);
      const existing = await companyOf(ctx.db, userId);
      if (company && Object.keys(company).length && !existing) return refuse(COMPANY_MISSING);
      if (
        company?.businessLicense !== undefined &&
        (company.businessLicense || null) !== (existing?.business_license ?? null)
      )
        return refuse(LICENSE_REVIEWED);

      await ctx.db.transaction().execute(async (trx) => {
        const userChanges = {
          ...(fullname === undefined ? {} : { fullname: fullname.trim() }),
          ...(mobile === undefined ? {} : { mobile }),
          ...(email === undefined ? {} : { email }),
        };
        if (Object.keys(userChanges).length) {
          await trx.updateTable('users').set(userChanges).where('id', '=', userId).execute();
        }
        if (company && existing) {
          await trx
            .updateTable('companies')
            .set({
              name: company.name?.trim() ?? existing.name,
              credit_code: company.creditCode ?? existing.credit_code,
              legal_person: company.legalPerson?.trim() ?? existing.legal_person,
              contact_name: company.contactName?.trim() ?? existing.contact_name,
              contact_phone: company.contactPhone ?? existing.contact_phone,
              address: company.address?.trim() ?? existing.address,
              business_scope: company.businessScope?.trim() ?? existing.business_scope,
              updated_at: new Date(),
            })
            .where('id', '=', existing.id)
            .execute();
        }
      });
      return ok(await registerInfo(ctx.db, userId), SAVED);
    },
  });

  signedIn.route({
    ...ctx.call('user/getCompanyInfo'),
    handler: async (request) => {
      const company = await companyOf(ctx.db, currentUser(request).id);
      return company ? ok(companyAnswer(company)) : refuse(COMPANY_MISSING);
    },
  });
}
