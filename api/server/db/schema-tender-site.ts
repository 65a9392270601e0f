import type { ColumnType, Generated } from 'kysely';

type Timestamp = ColumnType<Date, Date | string | undefined, Date | string>;
/** numeric columns come back as text from the driver; written as numbers. */
type Numeric = ColumnType<string | null, number | string | null | undefined, number | string | null>;

/** A tender project; columns are the snake_case names of the f* wire fields (tender-portal section 3). */
export interface ProcureProjectTable {
  id: string;
  tenant_id: Generated<number>;
  project_name: string;
  /** Null while a draft has none (0027_project_editor); unique among those given. */
  project_no: string | null;
  budget_money: Numeric;
  transaction_mode: string;
  quotation_mode: string;
  register_mode: Generated<string>;
  quotation_include_tax: Generated<number>;
  earnest_money: Numeric;
  sign_up_money: Numeric;
  register_start_time: Date | null;
  register_end_time: Date | null;
  bid_start_time: Date | null;
  bid_end_time: Date | null;
  upload_bid_document: Generated<number>;
  bid_round: Generated<number>;
  round_count: number | null;
  public_previous_round: Generated<number>;
  location: string | null;
  procure_type: string;
  purchaser_id: string | null;
  purchaser_name: string;
  creator_id: string | null;
  creator_name: string | null;
  procurement_content: string | null;
  publish_media: string | null;
  basic_info: string | null;
  /** JSON list of FileListEntry. */
  document: string | null;
  /** JSON list of FileListEntry. */
  purchasing_list: string | null;
  /** JSON list of ScoreRule. */
  score_rule: string | null;
  /** Lifecycle of the project actions (draft ... confirmed), not the search status. */
  state: Generated<string>;
  current_round: Generated<number>;
  created_at: Timestamp;
  updated_at: Timestamp;
  /** 0007_tender_projects: the confirmed winner (a supplier's user id). */
  winner_id: ColumnType<string | null, string | null | undefined, string | null>;
  /** The result report submitted for approval, with its files (JSON list of FileListEntry). */
  report: ColumnType<string | null, string | null | undefined, string | null>;
  report_files: ColumnType<string | null, string | null | undefined, string | null>;
  approval_opinion: ColumnType<string | null, string | null | undefined, string | null>;
  interrupt_reason: ColumnType<string | null, string | null | undefined, string | null>;
  state_changed_at: ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
  /** 0010_bidding: the bidding rules beyond the spec's fields, and when the quotation ended. */
  min_step: Numeric;
  min_step_kind: Generated<string>;
  cap_at_budget: Generated<number>;
  overtime_trigger_minutes: Generated<number>;
  overtime_extend_minutes: Generated<number>;
  overtime_max_times: Generated<number>;
  quotation_ended_at: ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
  /** 0027_project_editor: made in the editor (published through approval), the invitees kept until then. */
  approval_required: Generated<boolean>;
  /** JSON list of the suppliers' user ids. */
  invitee_ids: Generated<string>;
  review_opinion: ColumnType<string | null, string | null | undefined, string | null>;
  /** 0029_project_notice_text: the tender notice as the purchaser edited it (null: generated on approval). */
  notice_title: ColumnType<string | null, string | null | undefined, string | null>;
  notice_content: ColumnType<string | null, string | null | undefined, string | null>;
  /** 0041_award_notices: the language of its generated notices (null: zh-CN; contract/notice-language.ts). */
  notice_language: ColumnType<string | null, string | null | undefined, string | null>;
  /** 0041_award_notices: noticeFactsDigest of the facts the edited tender notice was written from. */
  notice_basis: ColumnType<string | null, string | null | undefined, string | null>;
}

export interface ProcureProjectQualificationTable {
  id: string;
  project_id: string;
  /** zg = qualification review, anything else conformity review. */
  type: string;
  summarize: string;
  describe: Generated<string>;
  sn: Generated<number>;
}

export interface ProcureNoticeTable {
  id: string;
  project_id: string | null;
  /** bid, bidBefore, bargain, bargainBefore, clear. */
  type: string;
  title: string;
  /** Rich HTML as the publisher wrote it; sanitized where it is shown. */
  content: Generated<string>;
  /** JSON list of FileListEntry. */
  attachments: Generated<string>;
  publish_time: Date;
  publisher: string;
  publisher_id: string | null;
  /** draft, published, revoked. */
  state: Generated<string>;
  version: Generated<number>;
  created_at: Timestamp;
  updated_at: Timestamp;
  /** Copies of the project's columns the lists filter and sort by, kept by triggers (0006_speed). */
  budget_money: Generated<string | null>;
  procure_type: Generated<string | null>;
  transaction_mode: Generated<string | null>;
  quotation_mode: Generated<string | null>;
  register_start_time: Generated<Date | null>;
  register_end_time: Generated<Date | null>;
  bid_start_time: Generated<Date | null>;
  bid_end_time: Generated<Date | null>;
  /** 0041_award_notices: an award notice's audit chain anchor (records, last hash) when it was confirmed. */
  audit_count: ColumnType<number | null, number | null | undefined, number | null>;
  audit_last_hash: ColumnType<string | null, string | null | undefined, string | null>;
}

/** Every published version of a notice, the current one included. */
export interface NoticeHistoryTable {
  id: string;
  notice_id: string;
  version: number;
  title: string;
  content: Generated<string>;
  attachments: Generated<string>;
  change_summary: Generated<string>;
  publish_time: Date;
  publisher: string;
}

/** The site's editable columns (wColumnManage): about us, contact, guides, FAQ. */
export interface ColumnContentTable {
  id: string;
  column_name: string;
  title: string;
  content: Generated<string>;
  sn: Generated<number>;
  enabled: Generated<boolean>;
  updated_at: Timestamp;
}

/** The tender site's tables, merged into `Database`. */
export interface TenderSiteTables {
  procure_projects: ProcureProjectTable;
  procure_project_qualifications: ProcureProjectQualificationTable;
  procure_notices: ProcureNoticeTable;
  notice_history: NoticeHistoryTable;
  column_contents: ColumnContentTable;
}
