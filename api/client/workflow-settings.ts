import * as BPM_MODEL from '../contract/calls/bpm-model.js';
import * as RUNTIME from '../contract/calls/runtime.js';
import type { Envelope, PageList, QueryBody } from '../contract/envelope.js';
import type { IdQuery } from '../contract/schemas/common.js';
import type {
  AgentEntry,
  AgentListQuery,
  AgentSaveBody,
  ApprovalItem,
  ApprovalItemListQuery,
  ApprovalItemSaveBody,
  CommonFlow,
  CommonFlowBody,
  PhrasePickQuery,
  SecretaryByUserQuery,
  SecretaryEntry,
  SecretaryListQuery,
  SecretarySaveBody,
} from '../contract/workflow-settings.js';
import type { HttpClient } from './http.js';

const ids = (list: string[]) => ({ ids: list.join(',') });

/** The personal workflow settings (issue 15): agents, secretaries, common phrases and common flows. */
export function workflowSettingCalls(http: HttpClient) {
  return {
    // Agents (bpmModel agent/v1)
    /** A page of the caller's agents, or (isMgr, administrators) everyone's. */
    agentList: (query: AgentListQuery, body?: QueryBody | null, signal?: AbortSignal) =>
      http.call<Envelope<PageList<AgentEntry>>>(BPM_MODEL.agent_listJson, {
        method: 'POST',
        params: query,
        data: body ?? {},
        signal,
      }),
    agentGet: (id: string, signal?: AbortSignal) =>
      http.call<Envelope<AgentEntry>>(BPM_MODEL.agent_agentGet, {
        method: 'GET',
        params: { id } satisfies IdQuery,
        signal,
      }),
    /** Saves a new agent or a change; refused when it overlaps another or closes a loop. */
    agentSave: (body: AgentSaveBody) =>
      http.call<Envelope<AgentEntry>>(BPM_MODEL.agent_save, { method: 'POST', data: body }),
    agentRemove: (agentIds: string[]) =>
      http.call<Envelope<void>>(BPM_MODEL.agent_remove, { method: 'DELETE', params: ids(agentIds) }),

    // Secretaries (runtime bpmSecretaryManage/v1)
    secretaryList: (query: SecretaryListQuery, signal?: AbortSignal) =>
      http.call<Envelope<SecretaryEntry[]>>(RUNTIME.bpmSecretaryManage_list, {
        method: 'GET',
        params: query,
        signal,
      }),
    secretaryGet: (id: string, signal?: AbortSignal) =>
      http.call<Envelope<SecretaryEntry>>(RUNTIME.bpmSecretaryManage_get, {
        method: 'GET',
        pathParams: { id },
        signal,
      }),
    /** The secretaries of a leader (the caller when no userId). */
    secretariesOf: (query: SecretaryByUserQuery = {}, signal?: AbortSignal) =>
      http.call<Envelope<SecretaryEntry[]>>(RUNTIME.bpmSecretaryManage_getSecretaryByUserId, {
        method: 'GET',
        params: query,
        signal,
      }),
    /** Names secretaries of a leader; answers the leader's secretaries. */
    secretarySave: (body: SecretarySaveBody) =>
      http.call<Envelope<SecretaryEntry[]>>(RUNTIME.bpmSecretaryManage_save, { method: 'POST', data: body }),
    secretaryRemove: (entryIds: string[]) =>
      http.call<Envelope<void>>(RUNTIME.bpmSecretaryManage_removes, {
        method: 'DELETE',
        params: ids(entryIds),
      }),

    // Common phrases (bpmModel flow/approvalItem/v1)
    phraseList: (query: ApprovalItemListQuery, body?: QueryBody | null, signal?: AbortSignal) =>
      http.call<Envelope<PageList<ApprovalItem>>>(BPM_MODEL.approvalItem_listJson, {
        params: query,
        data: body ?? {},
        signal,
      }),
    phraseSave: (body: ApprovalItemSaveBody) =>
      http.call<Envelope<ApprovalItem>>(BPM_MODEL.approvalItem_save, { data: body }),
    phraseRemove: (phraseIds: string[]) =>
      http.call<Envelope<void>>(BPM_MODEL.approvalItem_remove, { params: ids(phraseIds) }),
    /** The phrases the opinion box offers for a flow: the caller's, then the public ones. */
    phrasesFor: (query: PhrasePickQuery, signal?: AbortSignal) =>
      http.call<Envelope<ApprovalItem[]>>(BPM_MODEL.approvalItem_getApprovalByDefKeyAndTypeId, {
        method: 'GET',
        params: query,
        signal,
      }),

    // Common flows (bpmModel bpmMobileCategory/v1, BpmOftenFlow/v1)
    commonFlows: (signal?: AbortSignal) =>
      http.call<Envelope<CommonFlow[]>>(BPM_MODEL.bpmMobileCategory_getMyCommonFlow, {
        method: 'GET',
        signal,
      }),
    addCommonFlows: (body: CommonFlowBody) =>
      http.call<Envelope<CommonFlow[]>>(BPM_MODEL.bpmMobileCategory_customAddCommonFlow, {
        method: 'POST',
        data: body,
      }),
    removeCommonFlows: (body: CommonFlowBody) =>
      http.call<Envelope<CommonFlow[]>>(BPM_MODEL.bpmMobileCategory_batchRemove, {
        method: 'POST',
        data: body,
      }),
    /** Saves the whole ordered list of common flows. */
    saveCommonFlows: (body: CommonFlowBody) =>
      http.call<Envelope<CommonFlow[]>>(BPM_MODEL.BpmOftenFlow_saveMyOftenFlow, {
        method: 'POST',
        data: body,
      }),
  };
}
