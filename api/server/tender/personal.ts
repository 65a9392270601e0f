/**
 * The personal centre's company records (tender-portal 7.3): the purchaser information of a purchaser,
 * and the contract information of a purchaser or a supplier, one of each per user.
 */
import { randomUUID } from 'node:crypto';
import type { Selectable } from 'kysely';
import type { ContractInformation, PurchaserInformation } from '../../contract/procure-personal.js';
import type {
  ContractInformationBody,
  PurchaserInformationBody,
} from '../../contract/schemas/procure-project.js';
import { isContactPhone } from '../../contract/validators.js';
import type { SessionUser } from '../auth/sessions.js';
import type { Db } from '../db/database.js';
import type { ContractInformationTable, PurchaserInformationTable } from '../db/schema-tender-projects.js';
import { badRequest, forbidden } from '../http/envelope.js';

const text = (value: string | undefined) => value?.trim() ?? '';

/** A company phone given is a mobile or a landline (isContactPhone), as the forms and the registration check it. */
function checkedPhone(value: string | undefined): string {
  const phone = text(value);
  if (phone && !isContactPhone(phone)) throw badRequest('请求参数不正确：联系电话格式不正确');
  return phone;
}

/** Purchaser information is the purchaser's; contract information the purchaser's and the suppliers'. */
function requirePurchaser(user: SessionUser): void {
  if (user.identity !== 'purchaser') throw forbidden('只有采购人可以维护采购人信息');
}
function requireParty(user: SessionUser): void {
  if (user.identity !== 'purchaser' && user.identity !== 'supplier') {
    throw forbidden('只有采购人和供应商可以维护合同信息');
  }
}

type PurchaserRow = Selectable<PurchaserInformationTable>;
type ContractRow = Selectable<ContractInformationTable>;

const toPurchaser = (row: PurchaserRow): PurchaserInformation => ({
  id: row.id,
  fCompanyName: row.company_name,
  fCreditCode: row.credit_code,
  fContactName: row.contact_name,
  fContactPhone: row.contact_phone,
  fContactEmail: row.contact_email,
  fAddress: row.address,
  fBankName: row.bank_name,
  fBankAccount: row.bank_account,
  fRemark: row.remark,
  updateTime: new Date(row.updated_at).toISOString(),
});

const toContract = (row: ContractRow): ContractInformation => ({
  id: row.id,
  fCompanyName: row.company_name,
  fLegalRepresentative: row.legal_representative,
  fAgent: row.agent,
  fPhone: row.phone,
  fAddress: row.address,
  fPostcode: row.postcode,
  fBankName: row.bank_name,
  fBankAccount: row.bank_account,
  fTaxNo: row.tax_no,
  updateTime: new Date(row.updated_at).toISOString(),
});

/** wPurchaserInformationManage/getByCurrentUser. */
export async function purchaserInformation(db: Db, user: SessionUser): Promise<PurchaserInformation | null> {
  requirePurchaser(user);
  const row = await db
    .selectFrom('purchaser_informations')
    .selectAll()
    .where('user_id', '=', user.id)
    .executeTakeFirst();
  return row ? toPurchaser(row) : null;
}

/** wPurchaserInformationManage/saveByCurrentUser: made or replaced. */
export async function savePurchaserInformation(
  db: Db,
  user: SessionUser,
  body: PurchaserInformationBody,
): Promise<PurchaserInformation> {
  requirePurchaser(user);
  const values = {
    company_name: text(body.fCompanyName),
    credit_code: text(body.fCreditCode),
    contact_name: text(body.fContactName),
    contact_phone: checkedPhone(body.fContactPhone),
    contact_email: text(body.fContactEmail),
    address: text(body.fAddress),
    bank_name: text(body.fBankName),
    bank_account: text(body.fBankAccount),
    remark: text(body.fRemark),
    updated_at: new Date(),
  };
  const row = await db
    .insertInto('purchaser_informations')
    .values({ id: `pi-${randomUUID()}`, user_id: user.id, ...values })
    .onConflict((oc) => oc.column('user_id').doUpdateSet(values))
    .returningAll()
    .executeTakeFirstOrThrow();
  return toPurchaser(row);
}

/** wContractMsgManage/getByCurrentUser. */
export async function contractInformation(db: Db, user: SessionUser): Promise<ContractInformation | null> {
  requireParty(user);
  const row = await db
    .selectFrom('contract_informations')
    .selectAll()
    .where('user_id', '=', user.id)
    .executeTakeFirst();
  return row ? toContract(row) : null;
}

/** wContractMsgManage/saveByCurrentUser: made or replaced. */
export async function saveContractInformation(
  db: Db,
  user: SessionUser,
  body: ContractInformationBody,
): Promise<ContractInformation> {
  requireParty(user);
  const values = {
    company_name: text(body.fCompanyName),
    legal_representative: text(body.fLegalRepresentative),
    agent: text(body.fAgent),
    phone: checkedPhone(body.fPhone),
    address: text(body.fAddress),
    postcode: text(body.fPostcode),
    bank_name: text(body.fBankName),
    bank_account: text(body.fBankAccount),
    tax_no: text(body.fTaxNo),
    updated_at: new Date(),
  };
  const row = await db
    .insertInto('contract_informations')
    .values({ id: `ci-${randomUUID()}`, user_id: user.id, ...values })
    .onConflict((oc) => oc.column('user_id').doUpdateSet(values))
    .returningAll()
    .executeTakeFirstOrThrow();
  return toContract(row);
}
