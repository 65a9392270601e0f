import * as BPM_MODEL from '../contract/calls/bpm-model.js';
import type { Envelope, PageList, QueryBody } from '../contract/envelope.js';
import type { GlobalPrintTemplate, SetPrintTemplateBody } from '../contract/print-template.js';
import type {
  DefIdQuery,
  DefInstancesBody,
  DefinitionInstance,
  ProcessSettingsView,
  SaveFormBody,
  SaveSettingsBody,
} from '../contract/process-settings.js';
import type {
  BpmDefinition,
  BpmDefinitionDesign,
  BpmDefinitionDetail,
  DefIdOrKeyQuery,
  FormDefinition,
  StartRightInfo,
  StartRightQuery,
} from '../contract/workflow.js';
import type {
  DefinitionVersion,
  DefKeyQuery,
  DeployBody,
  DeployResult,
} from '../contract/workflow-deploy.js';
import type { HttpClient } from './http.js';

/** The model service (bpmModel): flow definitions, their forms and designs, and start rights. */
export function bpmModelCalls(http: HttpClient) {
  return {
    /** A page of every definition version; filters name, defKey, categoryId, status, isMain. */
    listJson: (body: QueryBody, signal?: AbortSignal) =>
      http.call<Envelope<PageList<BpmDefinition>>>(BPM_MODEL.def_listJson, { data: body, signal }),
    /** A page of the main versions only (IS_MAIN_ = Y). */
    query: (body: QueryBody, signal?: AbortSignal) =>
      http.call<Envelope<PageList<BpmDefinition>>>(BPM_MODEL.def_query, { data: body, signal }),
    /** A definition with its form and node settings. */
    defGet: (query: DefIdOrKeyQuery, signal?: AbortSignal) =>
      http.call<Envelope<BpmDefinitionDetail>>(BPM_MODEL.def_defGet, {
        method: 'GET',
        params: query,
        signal,
      }),
    /** The BPMN XML with DI, the layout of every node and the node settings (the flow chart). */
    getDefDesignByDefId: (defId: string, signal?: AbortSignal) =>
      http.call<Envelope<BpmDefinitionDesign>>(BPM_MODEL.def_getDefDesignByDefId, {
        method: 'GET',
        params: { defId } satisfies DefIdOrKeyQuery,
        signal,
      }),
    /** The main version of the definition a version id or a key names. */
    getMainByDefIdOrKey: (query: DefIdOrKeyQuery, signal?: AbortSignal) =>
      http.call<Envelope<BpmDefinition>>(BPM_MODEL.def_getMainByDefIdOrKey, {
        method: 'GET',
        params: query,
        signal,
      }),
    /** Whether the current user may start the definition. */
    flowHasStartRights: (query: DefIdOrKeyQuery, signal?: AbortSignal) =>
      http.call<Envelope<boolean>>(BPM_MODEL.def_flowHasStartRights, {
        method: 'GET',
        params: query,
        signal,
      }),
    /** Deploys a BPMN model (workflow administrators): a new definition, or a new version of its key. */
    deploy: (body: DeployBody, signal?: AbortSignal) =>
      http.call<Envelope<DeployResult>>(BPM_MODEL.def_deploy, { data: body, signal }),
    /** A definition's versions, the newest first, with their instance counts (workflow administrators). */
    versions: (query: DefKeyQuery, signal?: AbortSignal) =>
      http.call<Envelope<DefinitionVersion[]>>(BPM_MODEL.def_versions, {
        method: 'GET',
        params: query,
        signal,
      }),
    /** Suspends a definition: no instance starts until it is activated; running ones go on. */
    suspend: (query: DefKeyQuery, signal?: AbortSignal) =>
      http.call<Envelope<void>>(BPM_MODEL.def_suspend, { params: query, signal }),
    /** Activates a suspended definition. */
    activate: (query: DefKeyQuery, signal?: AbortSignal) =>
      http.call<Envelope<void>>(BPM_MODEL.def_activate, { params: query, signal }),
    /** A version's settings for the properties panel (workflow administrators). */
    settings: (query: DefIdQuery, signal?: AbortSignal) =>
      http.call<Envelope<ProcessSettingsView>>(BPM_MODEL.def_settings, {
        method: 'GET',
        params: query,
        signal,
      }),
    /** Saves start rights, assignees and field rights; a refusal comes back as state false. */
    saveSettings: (body: SaveSettingsBody) =>
      http.call<Envelope<ProcessSettingsView>>(BPM_MODEL.def_saveSettings, { data: body }),
    /** A version's form (the form editor). */
    form: (query: DefIdQuery, signal?: AbortSignal) =>
      http.call<Envelope<FormDefinition>>(BPM_MODEL.def_form, { method: 'GET', params: query, signal }),
    /** Saves a version's form; a refusal comes back as state false. */
    saveForm: (body: SaveFormBody) =>
      http.call<Envelope<FormDefinition>>(BPM_MODEL.def_saveForm, { data: body }),
    /** A definition's instances, per version and state (workflow administrators). */
    instances: (body: DefInstancesBody, signal?: AbortSignal) =>
      http.call<Envelope<PageList<DefinitionInstance>>>(BPM_MODEL.def_instances, { data: body, signal }),
    /** Who may start the definition (users, organisations, roles, posts, everyone) and whether the caller may. */
    startRight: (query: StartRightQuery, signal?: AbortSignal) =>
      http.call<Envelope<StartRightInfo>>(BPM_MODEL.defAuthorize_startRight, {
        method: 'GET',
        params: query,
        signal,
      }),
    /** The global Word print template every instance's Word print fills, or null (the built-in layout). */
    getGlobalPrintTemplate: (signal?: AbortSignal) =>
      http.call<Envelope<GlobalPrintTemplate | null>>(BPM_MODEL.wordPrint_getGlobalPrintTemplate, {
        method: 'GET',
        signal,
      }),
    /** Makes an uploaded .docx the global template (workflow administrators); a bad template answers 400. */
    setGlobalPrintTemplate: (body: SetPrintTemplateBody) =>
      http.call<Envelope<GlobalPrintTemplate>>(BPM_MODEL.wordPrint_setGlobalPrintTemplate, { data: body }),
    /** Back to the built-in layout (workflow administrators). */
    removeGlobalPrintTemplate: () =>
      http.call<Envelope<null>>(BPM_MODEL.wordPrint_removeGlobalPrintTemplate, { data: {} }),
  };
}
