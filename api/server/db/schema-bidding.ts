import type { ColumnType, Generated } from 'kysely';

type Timestamp = ColumnType<Date, Date | string | undefined, Date | string>;
/** numeric columns come back as text from the driver; written as numbers. */
type Numeric = ColumnType<string, number | string, number | string>;
/** bigserial columns come back as text; never written. */
type Serial = ColumnType<string, never, never>;

/** A supplier's accepted quotation in a round (0010_bidding). */
export interface ProcureQuotationTable {
  id: string;
  seq: Serial;
  project_id: string;
  supplier_id: string;
  supplier_name: string;
  round: number;
  mode: string;
  /** The total in money modes, the rate in percent modes. */
  amount: Numeric;
  /** JSON list of QuotationLine. */
  quotation_list: string | null;
  /** JSON list of FileListEntry. */
  quotation_file: string | null;
  idempotency_key: string | null;
  client_address: Generated<string>;
  created_at: Timestamp;
}

/** Every quotation request with a project, accepted or refused. */
export interface ProcureQuotationAuditTable {
  id: Serial;
  project_id: string;
  supplier_id: string;
  account: string;
  supplier_name: Generated<string>;
  client_address: Generated<string>;
  amount: Generated<string>;
  round: number | null;
  outcome: string;
  reason: string | null;
  quotation_id: string | null;
  idempotency_key: string | null;
  created_at: Timestamp;
  /** The chain (issue 36, api/contract/audit-chain.ts): quotation, registration, round or confirmation. */
  kind: Generated<string>;
  /** JSON text of a record's further facts. */
  detail: string | null;
  /** The record's place in its project's chain, from 1. */
  seq: number | null;
  salt: string | null;
  amount_digest: string | null;
  prev_hash: string | null;
  hash: string | null;
}

/** The head of each project's audit chain: its last seq and hash, locked by each append. */
export interface ProcureAuditHeadTable {
  project_id: string;
  seq: number;
  hash: string;
}

/** Each supplier's last announced rank in a project. */
export interface ProcureBidRankTable {
  project_id: string;
  supplier_id: string;
  rank: number;
}

/** A live event of online bidding, numbered for Last-Event-ID. */
export interface ProcureBidEventTable {
  id: Serial;
  project_id: string;
  type: string;
  /** all, owner or user. */
  audience: string;
  user_id: string | null;
  /** JSON of the event's data. */
  data: string;
  created_at: Timestamp;
}

/** The bidding tables, merged into `Database`. */
export interface BiddingTables {
  procure_quotations: ProcureQuotationTable;
  procure_quotation_audit: ProcureQuotationAuditTable;
  procure_audit_heads: ProcureAuditHeadTable;
  procure_bid_ranks: ProcureBidRankTable;
  procure_bid_events: ProcureBidEventTable;
}
