import { fileCalls } from './files.js';
import { createHttpClient, type HttpClientOptions } from './http.js';
import { portalShellCalls } from './portal-shell.js';
import { procureMessageCalls } from './procure-message.js';
import { ucAuthCalls } from './uc-auth.js';

export type { SaveSealBody, SealRequest, SealSummary } from '../contract/signature.js';
export * from './batch.js';
export type { UploadOptions } from './files.js';
export * from './http.js';
export type { UserInfoOptions } from './uc-auth.js';

/** A service's calls, each answering a promise: what a lazily loaded service can offer unchanged. */
type AsyncCalls<T> = {
  [K in keyof T]: T[K] extends (...args: infer A) => Promise<infer R> ? (...args: A) => Promise<R> : never;
};

const LOAD_NOW = Symbol('load the service now');

/**
 * Starts loading a lazily loaded service's module before its first call: a page that will call it as
 * soon as it renders asks for it beside its own chunk rather than after it. Harmless on any other object.
 */
export function preloadService(service: object): void {
  const load = (service as { [LOAD_NOW]?: () => Promise<unknown> })[LOAD_NOW];
  void load?.().catch(() => undefined);
}

/**
 * A service whose module loads with its first call. Every call answers a promise anyway, so waiting for
 * the module first changes nothing for the caller, and a page that never calls the service (an embedded
 * to-do badge) never downloads it.
 */
function lazyCalls<T extends object>(load: () => Promise<T>): AsyncCalls<T> {
  let loaded: Promise<T> | undefined;
  const calls = () => {
    loaded ??= load();
    return loaded;
  };
  return new Proxy({} as AsyncCalls<T>, {
    get: (target, name) => {
      if (name === LOAD_NOW) return calls;
      // A call replaced on the object (a test's or a page's own) wins; no thenable, no symbol members.
      if (typeof name !== 'string' || name === 'then' || Object.hasOwn(target, name)) {
        return Reflect.get(target, name);
      }
      return (...args: unknown[]) =>
        calls().then((service) => (service[name as keyof T] as (...a: unknown[]) => unknown)(...args));
    },
  });
}

/**
 * The typed calls of every service, over one http client. Sign-in, files, the portal shell and the to-do
 * messages load with the client; every other service with its first call.
 */
export function createApiClient(options: HttpClientOptions) {
  const http = createHttpClient(options);
  return {
    http,
    ucAuth: ucAuthCalls(http),
    ucUser: lazyCalls(() => import('./uc-user.js').then((m) => m.ucUserCalls(http))),
    ucSelectors: lazyCalls(() => import('./uc-selectors.js').then((m) => m.ucSelectorCalls(http))),
    peopleAdmin: lazyCalls(() => import('./people-admin.js').then((m) => m.peopleAdminCalls(http))),
    structureAdmin: lazyCalls(() => import('./structure-admin.js').then((m) => m.structureAdminCalls(http))),
    siteAdmin: lazyCalls(() => import('./site-admin.js').then((m) => m.siteAdminCalls(http))),
    electronicSeal: lazyCalls(() => import('./electronic-seal.js').then((m) => m.electronicSealCalls(http))),
    portalShell: portalShellCalls(http),
    files: fileCalls(http),
    procureMessage: procureMessageCalls(http),
    procureNotice: lazyCalls(() => import('./procure-notice.js').then((m) => m.procureNoticeCalls(http))),
    procureProject: lazyCalls(() => import('./procure-project.js').then((m) => m.procureProjectCalls(http))),
    bidding: lazyCalls(() => import('./bidding.js').then((m) => m.biddingCalls(http))),
    questions: lazyCalls(() => import('./questions.js').then((m) => m.questionCalls(http))),
    evaluation: lazyCalls(() => import('./evaluation.js').then((m) => m.evaluationCalls(http))),
    columnManage: lazyCalls(() => import('./column-manage.js').then((m) => m.columnManageCalls(http))),
    workflowLists: lazyCalls(() => import('./workflow-lists.js').then((m) => m.workflowListCalls(http))),
    bpmModel: lazyCalls(() => import('./bpm-model.js').then((m) => m.bpmModelCalls(http))),
    workflowIncidents: lazyCalls(() =>
      import('./workflow-incidents.js').then((m) => m.workflowIncidentCalls(http)),
    ),
    runtime: lazyCalls(() => import('./runtime.js').then((m) => m.runtimeCalls(http))),
    runtimeDrafts: lazyCalls(() => import('./runtime-drafts.js').then((m) => m.runtimeDraftCalls(http))),
    runtimeReads: lazyCalls(() => import('./runtime-reads.js').then((m) => m.runtimeReadCalls(http))),
    runtimeShare: lazyCalls(() => import('./runtime-share.js').then((m) => m.runtimeShareCalls(http))),
    messages: lazyCalls(() => import('./messages.js').then((m) => m.messageCalls(http))),
    contacts: lazyCalls(() => import('./contacts.js').then((m) => m.contactCalls(http))),
    runtimeInstance: lazyCalls(() =>
      import('./runtime-instance.js').then((m) => m.runtimeInstanceCalls(http)),
    ),
    mail: lazyCalls(() => import('./mail.js').then((m) => m.mailCalls(http))),
    workflowSettings: lazyCalls(() =>
      import('./workflow-settings.js').then((m) => m.workflowSettingCalls(http)),
    ),
  };
}

export type ApiClient = ReturnType<typeof createApiClient>;
