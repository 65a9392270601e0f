/**
 * Request schemas of the project editor (issue 36): a purchaser saves a draft, reopens it, submits it
 * for approval, withdraws it, copies a project as a template.
 *
 * The schemas bound types and lengths only. Amounts, times, counts and the score tree arrive as the
 * form sent them and are judged by `projectFieldErrors` (../project-editor.ts), on both ends, so every
 * wrong value is answered on its own field in the caller's language instead of one ajv message.
 */
import { type Static, Type } from 'typebox';
import { NOTICE_LANGUAGES } from '../notice-language.js';
import { INVITE_MAX_SUPPLIERS, REGISTRATION_FILES_JSON_MAX } from '../procure-registration.js';
import {
  GOODS_LINES_MAX,
  PROJECT_TEXT_LIMITS,
  QUALIFICATION_ENTRIES_MAX,
  QUALIFICATION_ENTRY_TYPES,
  RICH_TEXT_MAX_LENGTH,
  SCORE_RULE_DEPTH,
  SCORE_RULES_PER_LEVEL_MAX,
  type ScoreRuleInput,
} from '../project-editor.js';
import { NOTICE_TITLE_MAX } from '../project-publication.js';
import { PROCURE_TYPES, QUOTATION_MODES, REGISTER_MODES, TRANSACTION_MODES } from '../tender.js';
import { BIDDING_RULE_FIELDS } from './bidding.js';
import { Id, NullableString, StringEnum } from './common.js';
import { NullableMoneyValue } from './money.js';

/** A number the form may send as text, or nothing: judged by the contract's rules, not by ajv. */
const LooseNumber = Type.Unsafe<number | string | null>({});

const OptionalText = (maxLength: number) => Type.Optional(NullableString({ maxLength }));

/** A goods line of the purchasing list (the names of procureProjectGoods getByProjectId). */
export const GoodsLineInput = Type.Object({
  goodsName: Type.String({ maxLength: PROJECT_TEXT_LIMITS.goodsName }),
  spec: Type.Optional(Type.String({ maxLength: PROJECT_TEXT_LIMITS.spec })),
  unit: Type.Optional(Type.String({ maxLength: PROJECT_TEXT_LIMITS.unit })),
  quantity: Type.Optional(LooseNumber),
  /** Ceiling unit price, when the purchaser sets one. */
  budgetPrice: Type.Optional(NullableMoneyValue),
  remark: Type.Optional(Type.String({ maxLength: PROJECT_TEXT_LIMITS.remark })),
});
export type GoodsLineInput = Static<typeof GoodsLineInput>;

/** A qualification entry (zg = qualification review, other = conformity review). */
export const QualificationInput = Type.Object({
  type: StringEnum(QUALIFICATION_ENTRY_TYPES),
  summarize: Type.String({ maxLength: PROJECT_TEXT_LIMITS.summarize }),
  describe: Type.Optional(Type.String({ maxLength: PROJECT_TEXT_LIMITS.describe })),
});
export type QualificationInput = Static<typeof QualificationInput>;

/** One level of the score tree and, below SCORE_RULE_DEPTH, its children (the wire's names). */
function scoreRuleLevel(depth: number): object {
  const node = {
    type: 'object',
    required: ['optionName'],
    properties: {
      optionName: { type: 'string', maxLength: PROJECT_TEXT_LIMITS.optionName },
      score: {},
      percent: {},
      desc: { type: ['string', 'null'], maxLength: PROJECT_TEXT_LIMITS.desc },
      ...(depth > 1 ? { childProcureProjectRuleList: scoreRuleLevel(depth - 1) } : {}),
    },
  };
  return { type: 'array', maxItems: SCORE_RULES_PER_LEVEL_MAX, items: node };
}

/** The score tree (fScoreRule) as the editor sends it: a list, not the JSON text the detail reads. */
export const ScoreRuleList = Type.Unsafe<ScoreRuleInput[]>(scoreRuleLevel(SCORE_RULE_DEPTH));

/**
 * save: the project as the editor holds it. Without `id` a new draft is created; with it, the caller's
 * draft is replaced by what is sent (lists included: the goods, qualifications, score rules and invited
 * suppliers sent are the whole lists). A draft may leave anything out but the name.
 */
export const SaveProjectBody = Type.Object({
  id: Type.Optional(Id),
  fProjectName: OptionalText(PROJECT_TEXT_LIMITS.fProjectName),
  fProjectNo: OptionalText(PROJECT_TEXT_LIMITS.fProjectNo),
  fBudgetMoney: Type.Optional(NullableMoneyValue),
  fTransactionMode: Type.Optional(Type.Union([StringEnum(TRANSACTION_MODES), Type.Null()])),
  fQuotationMode: Type.Optional(Type.Union([StringEnum(QUOTATION_MODES), Type.Null()])),
  fRegisterMode: Type.Optional(Type.Union([StringEnum(REGISTER_MODES), Type.Null()])),
  /** 2 = excluding tax, 1 = including. */
  fQuotationIncludeTax: Type.Optional(Type.Integer({ minimum: 1, maximum: 2 })),
  fEarnestMoney: Type.Optional(NullableMoneyValue),
  fSignUpMoney: Type.Optional(NullableMoneyValue),
  /** ISO 8601 texts. */
  fRegisterStartTime: OptionalText(40),
  fRegisterEndTime: OptionalText(40),
  fBidStartTime: OptionalText(40),
  fBidEndTime: OptionalText(40),
  fUploadBidDocument: Type.Optional(Type.Integer({ minimum: 0, maximum: 1 })),
  fBidRound: Type.Optional(LooseNumber),
  /** Minutes of each round. */
  fRoundCount: Type.Optional(LooseNumber),
  fPublicPreviousRound: Type.Optional(Type.Integer({ minimum: 0, maximum: 1 })),
  fLocation: OptionalText(PROJECT_TEXT_LIMITS.fLocation),
  fProcureType: Type.Optional(Type.Union([StringEnum(PROCURE_TYPES), Type.Null()])),
  fPurchaserName: OptionalText(PROJECT_TEXT_LIMITS.fPurchaserName),
  /** The agent (代理机构). */
  fCreatorName: OptionalText(PROJECT_TEXT_LIMITS.fCreatorName),
  fProcurementContent: OptionalText(PROJECT_TEXT_LIMITS.fProcurementContent),
  fPublishMedia: OptionalText(PROJECT_TEXT_LIMITS.fPublishMedia),
  /** Rich HTML; the server stores it sanitized. */
  fBasicInfo: OptionalText(RICH_TEXT_MAX_LENGTH),
  /** The tender notice as the purchaser edited it (rich HTML, stored sanitized); blank: generated on approval. */
  noticeTitle: OptionalText(NOTICE_TITLE_MAX),
  noticeContent: OptionalText(RICH_TEXT_MAX_LENGTH),
  /** noticeFactsDigest of the facts the edited notice was written from (contract/notice-basis.ts). */
  noticeBasis: OptionalText(40),
  /** The language its notices are generated in (contract/notice-language.ts); none: zh-CN. */
  fNoticeLanguage: Type.Optional(Type.Union([StringEnum(NOTICE_LANGUAGES), Type.Null()])),
  /** JSON list of FileListEntry (the upload component's value). */
  fDocument: OptionalText(REGISTRATION_FILES_JSON_MAX),
  fScoreRule: Type.Optional(ScoreRuleList),
  qualificationList: Type.Optional(Type.Array(QualificationInput, { maxItems: QUALIFICATION_ENTRIES_MAX })),
  goodsList: Type.Optional(Type.Array(GoodsLineInput, { maxItems: GOODS_LINES_MAX })),
  /** Invite mode: the invited suppliers' user ids (invited when the project is published). */
  supplierIds: Type.Optional(Type.Array(Id, { maxItems: INVITE_MAX_SUPPLIERS })),
  // The bidding rules (names of procureProjectQuotation saveRules).
  ...BIDDING_RULE_FIELDS,
});
export type SaveProjectBody = Static<typeof SaveProjectBody>;
