/**
 * The personal workflow settings (issue 15): agents, secretaries, common phrases and common flows.
 * Requests are TypeBox schemas in ./schemas/workflow-settings.ts.
 */
export type {
  AgentListQuery,
  AgentSaveBody,
  ApprovalItemListQuery,
  ApprovalItemSaveBody,
  CommonFlowBody,
  PhrasePickQuery,
  SecretaryByUserQuery,
  SecretaryListQuery,
  SecretarySaveBody,
} from './schemas/workflow-settings.js';

/** Where an agent stands today: not yet started, in its period, past it, or switched off. */
export const AGENT_STATES = ['pending', 'active', 'expired', 'disabled'] as const;
export type AgentState = (typeof AGENT_STATES)[number];

/** An agent (代理): inside the period, new tasks of the principal go to the agent. */
export interface AgentEntry {
  id: string;
  principalId: string;
  principalName: string;
  agentId: string;
  agentName: string;
  /** ISO date-times. */
  startTime: string;
  endTime: string;
  /** True: every flow; false: the definitions of defKeys. */
  allFlows: boolean;
  defKeys: string[];
  /** The names of defKeys' definitions, in the same order. */
  defNames: string[];
  enabled: boolean;
  state: AgentState;
  remark: string | null;
  createTime: string;
}

/** A leader's secretary (bpmSecretaryManage): who sees the leader's to-do and acts with leaderId. */
export interface SecretaryEntry {
  id: string;
  leaderId: string;
  leaderName: string;
  secretaryId: string;
  secretaryName: string;
  createTime: string;
}

/** A common phrase (审批常用语): for every flow, one definition (defKey) or one category (typeId). */
export interface ApprovalItem {
  id: string;
  expression: string;
  defKey: string | null;
  defName: string | null;
  typeId: string | null;
  typeName: string | null;
  /** False: a public phrase every user is offered. */
  personal: boolean;
  sn: number;
  createTime: string;
}

/** A flow the user chose as common (bpmMobileCategory/getMyCommonFlow), in their order. */
export interface CommonFlow {
  defId: string;
  defKey: string;
  name: string;
  categoryName: string | null;
  /** The portal path of its start page. */
  url: string;
}
