import type { ColumnType, Generated } from 'kysely';

type Timestamp = ColumnType<Date, Date | string | undefined, Date | string>;
/** numeric columns come back as text from the driver; written as numbers. */
type Numeric = ColumnType<string | null, number | string | null | undefined, number | string | null>;

/** A supplier's registration for a project, or an invitation to one (0007_tender_projects). */
export interface ProcureRegistrationTable {
  id: string;
  project_id: string;
  supplier_id: string;
  supplier_name: string;
  registrator_name: Generated<string>;
  registrator_phone: Generated<string>;
  registrator_email: Generated<string>;
  /** JSON lists of FileListEntry. */
  fkpz: string | null;
  business_license: string | null;
  sczl: string | null;
  service_payment: string | null;
  contract: string | null;
  /** pending, pass, reject. */
  status: Generated<string>;
  reason: string | null;
  /** Invitations: invited, pass, reject. */
  invite_status: string | null;
  invite_reason: string | null;
  reviewer_id: string | null;
  reviewed_at: Date | null;
  created_at: Timestamp;
  updated_at: Timestamp;
}

export interface ProcureBidWindowTable {
  project_id: string;
  round: number;
  start_time: Date;
  end_time: Date;
  /** 0010_bidding: overtime extensions taken, ended early by the purchaser, opening and closing announced. */
  extensions: Generated<number>;
  ended_early: Generated<boolean>;
  opened_announced: Generated<boolean>;
  closed_announced: Generated<boolean>;
}

export interface ProcureProjectGoodsTable {
  id: string;
  project_id: string;
  goods_name: string;
  spec: Generated<string>;
  unit: Generated<string>;
  quantity: Numeric;
  budget_price: Numeric;
  remark: Generated<string>;
  sn: Generated<number>;
}

export interface ProcureQualificationResultTable {
  id: string;
  project_id: string;
  supplier_id: string;
  qualification_id: string;
  passed: boolean | null;
  remark: Generated<string>;
}

export interface PurchaserInformationTable {
  id: string;
  user_id: string;
  company_name: string;
  credit_code: Generated<string>;
  contact_name: string;
  contact_phone: string;
  contact_email: Generated<string>;
  address: Generated<string>;
  bank_name: Generated<string>;
  bank_account: Generated<string>;
  remark: Generated<string>;
  updated_at: Timestamp;
}

export interface ContractInformationTable {
  id: string;
  user_id: string;
  company_name: string;
  legal_representative: Generated<string>;
  agent: Generated<string>;
  phone: string;
  address: Generated<string>;
  postcode: Generated<string>;
  bank_name: Generated<string>;
  bank_account: Generated<string>;
  tax_no: Generated<string>;
  updated_at: Timestamp;
}

export interface ProcureCollectionTable {
  id: string;
  user_id: string;
  link_id: string;
  /** notice or project. */
  type: string;
  created_at: Timestamp;
}

/** The objects a file belongs to; a non-public file linked to any is read only by who may see one. */
export interface FileLinkTable {
  file_id: string;
  /** projectDocument, projectPurchasingList, projectReport, registration, quotation, comprehensiveQuotation. */
  object_type: string;
  object_id: string;
}

/** The tender projects' tables, merged into `Database`. */
export interface TenderProjectTables {
  procure_registrations: ProcureRegistrationTable;
  procure_bid_windows: ProcureBidWindowTable;
  procure_project_goods: ProcureProjectGoodsTable;
  procure_qualification_results: ProcureQualificationResultTable;
  purchaser_informations: PurchaserInformationTable;
  contract_informations: ContractInformationTable;
  procure_collections: ProcureCollectionTable;
  file_links: FileLinkTable;
}
