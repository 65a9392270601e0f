import type { CompanyInput, RegisterBody } from '../../contract/schemas/user.js';
import type { RegisterResult } from '../../contract/user.js';
import { verifyPassword } from '../auth/password.js';
import type { Db } from '../db/database.js';

/** The company's columns as a registration writes them, the first time and when registered again. */
export function companyColumns(company: CompanyInput) {
  return {
    name: company.name.trim(),
    credit_code: company.creditCode,
    legal_person: company.legalPerson.trim(),
    contact_name: company.contactName.trim(),
    contact_phone: company.contactPhone,
    address: company.address.trim(),
    business_scope: company.businessScope.trim(),
    business_license: company.businessLicense || null,
    updated_at: new Date(),
  };
}

/**
 * A registration an administrator rejected, registered again with its account and password: the corrected
 * contact and company replace the old ones and the registration waits for review again. Any other taken
 * account (or a wrong password) answers undefined: the account exists.
 */
export async function resubmitRejected(
  db: Db,
  userId: string,
  password: string,
  body: RegisterBody,
): Promise<Pick<RegisterResult, 'userId' | 'account'> | undefined> {
  const found = await db
    .selectFrom('users')
    .innerJoin('user_admissions', 'user_admissions.user_id', 'users.id')
    .select(['users.id', 'users.account', 'users.password_hash', 'users.identity'])
    .where('users.id', '=', userId)
    .where('user_admissions.state', '=', 'rejected')
    .executeTakeFirst();
  if (!found || found.identity !== body.identity) return undefined;
  if (!(await verifyPassword(password, found.password_hash))) return undefined;
  const { company } = body;
  await db.transaction().execute(async (trx) => {
    await trx
      .updateTable('users')
      .set({
        fullname: body.fullname.trim(),
        mobile: body.mobile,
        email: body.email,
        address: company.address,
      })
      .where('id', '=', found.id)
      .execute();
    // The licence uploaded with the ticket stays unless the correction brings another (user/uploadLicense).
    const { business_license, ...columns } = companyColumns(company);
    await trx
      .updateTable('companies')
      .set(company.businessLicense ? { ...columns, business_license } : columns)
      .where('user_id', '=', found.id)
      .execute();
    await trx
      .updateTable('user_admissions')
      .set({ state: 'pending', submitted_at: new Date(), decided_at: null, decided_by: null })
      .where('user_id', '=', found.id)
      .execute();
  });
  return { userId: found.id, account: found.account };
}
