import { type Static, Type } from 'typebox';
import { Id, NullableString, Text } from './common.js';

/**
 * Requests of the personal workflow settings (issue 15): agents, secretaries, common phrases (approval
 * items) and common flows. Answers are in ../workflow-settings.ts.
 */

/** The most flows an agent names, phrases a flow lists, common flows a user keeps, ids one remove names. */
export const AGENT_MAX_FLOWS = 50;
export const PHRASE_MAX_LENGTH = 200;
export const COMMON_FLOW_MAX = 30;

const DefKey = Type.String({ minLength: 1, maxLength: 64 });
const DateTime = Type.String({ format: 'date-time', maxLength: 40 });

/** agent/save: a new agent (no id) or a change of one; principalId is an administrator's (isMgr) choice. */
export const AgentSaveBody = Type.Object({
  id: Type.Optional(Id),
  principalId: Type.Optional(Id),
  agentId: Id,
  startTime: DateTime,
  endTime: DateTime,
  allFlows: Type.Boolean(),
  defKeys: Type.Array(DefKey, { maxItems: AGENT_MAX_FLOWS }),
  enabled: Type.Optional(Type.Boolean()),
  remark: Type.Optional(NullableString({ maxLength: 500 })),
});
export type AgentSaveBody = Static<typeof AgentSaveBody>;

/** agent/listJson?isMgr: the caller's agents, or (an administrator's) everyone's. */
export const AgentListQuery = Type.Object({ isMgr: Type.Optional(Type.Boolean()) });
export type AgentListQuery = Static<typeof AgentListQuery>;

/** bpmSecretaryManage/list?personal: the caller's secretaries, or (an administrator's) every pair. */
export const SecretaryListQuery = Type.Object({ personal: Type.Optional(Type.Boolean()) });
export type SecretaryListQuery = Static<typeof SecretaryListQuery>;

/** bpmSecretaryManage/save: a leader (the caller unless an administrator names one) names secretaries. */
export const SecretarySaveBody = Type.Object({
  leaderId: Type.Optional(Id),
  secretaryIds: Type.Array(Id, { minItems: 1, maxItems: 20 }),
});
export type SecretarySaveBody = Static<typeof SecretarySaveBody>;

/** bpmSecretaryManage/get/{id}. */
export const SecretaryParams = Type.Object({ id: Id });
export type SecretaryParams = Static<typeof SecretaryParams>;

/** bpmSecretaryManage/getSecretaryByUserId?userId: the secretaries of a leader (the caller when left out). */
export const SecretaryByUserQuery = Type.Object({ userId: Type.Optional(Id) });
export type SecretaryByUserQuery = Static<typeof SecretaryByUserQuery>;

/** approvalItem/save: a phrase for every flow, one definition (defKey) or one category (typeId). */
export const ApprovalItemSaveBody = Type.Object({
  id: Type.Optional(Id),
  expression: Text(PHRASE_MAX_LENGTH),
  defKey: Type.Optional(NullableString({ maxLength: 64 })),
  typeId: Type.Optional(NullableString({ maxLength: 64 })),
  /** false: a public phrase (administrators only). */
  personal: Type.Optional(Type.Boolean()),
  sn: Type.Optional(Type.Integer({ minimum: 0, maximum: 10_000 })),
});
export type ApprovalItemSaveBody = Static<typeof ApprovalItemSaveBody>;

/** approvalItem/listJson?isPersonal: the caller's phrases, or (an administrator's) the public ones. */
export const ApprovalItemListQuery = Type.Object({ isPersonal: Type.Optional(Type.Boolean()) });
export type ApprovalItemListQuery = Static<typeof ApprovalItemListQuery>;

/** approvalItem/getApprovalByDefKeyAndTypeId?defKey&typeId: the phrases the opinion box offers. */
export const PhrasePickQuery = Type.Object({
  defKey: Type.Optional(Type.String({ maxLength: 64 })),
  typeId: Type.Optional(Type.String({ maxLength: 64 })),
});
export type PhrasePickQuery = Static<typeof PhrasePickQuery>;

/** customAddCommonFlow, batchRemove: definition keys; saveMyOftenFlow: the whole ordered list. */
export const CommonFlowBody = Type.Object({ defKeys: Type.Array(DefKey, { maxItems: COMMON_FLOW_MAX }) });
export type CommonFlowBody = Static<typeof CommonFlowBody>;
