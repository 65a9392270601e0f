/**
 * Request schemas of the comprehensive evaluation (issue 12). The amount's rules with product texts
 * (请输入报价金额, 报价金额最多保留两位小数 ...) are checked by `quotationAmountError` in ../evaluation.ts
 * on both ends; the schemas bound types and lengths.
 */
import { type Static, Type } from 'typebox';
import { QUOTATION_REMARK_MAX, REVIEW_REMARK_MAX } from '../evaluation.js';
import { REGISTRATION_FILES_JSON_MAX } from '../procure-registration.js';
import { Id, NullableString, Text } from './common.js';
import { MoneyValue } from './money.js';

/** procureComprehensiveQuotation quotation: the supplier's total, bid documents and a remark. */
export const ComprehensiveQuotationBody = Type.Object({
  projectId: Id,
  /** A number or its decimal text as typed (MoneyValue, never coerced; anything else reads 报价金额必须为数字). */
  quotationAmount: MoneyValue,
  /** JSON list of FileListEntry. */
  quotationFile: Type.Optional(NullableString({ maxLength: REGISTRATION_FILES_JSON_MAX })),
  remark: Type.Optional(Type.String({ maxLength: QUOTATION_REMARK_MAX })),
});
export type ComprehensiveQuotationBody = Static<typeof ComprehensiveQuotationBody>;

/** getSupplierScoreDetail?projectId&optionName: one rule, by its key or its option name. */
export const ScoreOptionQuery = Type.Object({ projectId: Id, optionName: Text(200) });
export type ScoreOptionQuery = Static<typeof ScoreOptionQuery>;

/** saveQualification: a supplier's result against every qualification entry of the project. */
export const SaveQualificationBody = Type.Object({
  projectId: Id,
  supplierId: Id,
  results: Type.Array(
    Type.Object({
      qualificationId: Id,
      passed: Type.Boolean(),
      remark: Type.Optional(Type.String({ maxLength: REVIEW_REMARK_MAX })),
    }),
    { minItems: 1, maxItems: 100 },
  ),
});
export type SaveQualificationBody = Static<typeof SaveQualificationBody>;

/** saveScore: a supplier's points for hand-scored rules (by rule key). */
export const SaveScoreBody = Type.Object({
  projectId: Id,
  supplierId: Id,
  scores: Type.Array(
    Type.Object({
      optionName: Text(200),
      score: Type.Number(),
      remark: Type.Optional(Type.String({ maxLength: REVIEW_REMARK_MAX })),
    }),
    { minItems: 1, maxItems: 100 },
  ),
});
export type SaveScoreBody = Static<typeof SaveScoreBody>;
