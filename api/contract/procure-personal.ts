/**
 * The personal centre's procurement records: purchaser information, contract information and
 * collections (tender-portal section 7.3; issue 11).
 */

// The request shapes are TypeBox schemas; their types are re-exported here.
export type {
  CollectionBody,
  ContractInformationBody,
  LinkIdQuery,
  PurchaserInformationBody,
} from './schemas/procure-project.js';

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
