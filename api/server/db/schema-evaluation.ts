import type { ColumnType } from 'kysely';

type Timestamp = ColumnType<Date, Date | string | undefined, Date | string>;
/** numeric columns come back as text from the driver; written as numbers. */
type Numeric = ColumnType<string, number | string, number | string>;

/** A supplier's comprehensive quotation (0011_evaluation). */
export interface ProcureComprehensiveQuotationTable {
  id: string;
  project_id: string;
  supplier_id: string;
  supplier_name: string;
  quotation_amount: Numeric;
  /** JSON list of FileListEntry. */
  quotation_file: string | null;
  remark: ColumnType<string, string | undefined, string>;
  created_at: Timestamp;
  updated_at: Timestamp;
}

/** A review score of one supplier for one hand-scored rule (by rule key). */
export interface ProcureReviewScoreTable {
  id: string;
  project_id: string;
  supplier_id: string;
  option_key: string;
  score: Numeric;
  remark: ColumnType<string, string | undefined, string>;
  reviewer_id: string | null;
  updated_at: Timestamp;
}

/** The evaluation's tables, merged into `Database`. */
export interface EvaluationTables {
  procure_comprehensive_quotations: ProcureComprehensiveQuotationTable;
  procure_review_scores: ProcureReviewScoreTable;
}
