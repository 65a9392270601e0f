import { bpmModelCalls } from './bpm-model.js';
import { columnManageCalls } from './column-manage.js';
import { electronicSealCalls } from './electronic-seal.js';
import { fileCalls } from './files.js';
import { createHttpClient, type HttpClientOptions } from './http.js';
import { portalShellCalls } from './portal-shell.js';
import { procureMessageCalls } from './procure-message.js';
import { procureNoticeCalls } from './procure-notice.js';
import { procureProjectCalls } from './procure-project.js';
import { runtimeCalls } from './runtime.js';
import { runtimeDraftCalls } from './runtime-drafts.js';
import { runtimeListCalls } from './runtime-lists.js';
import { runtimeReadCalls } from './runtime-reads.js';
import { ucAuthCalls } from './uc-auth.js';
import { ucSelectorCalls } from './uc-selectors.js';
import { ucUserCalls } from './uc-user.js';

export type { SaveSealBody, SealRequest, SealSummary } from '../contract/signature.js';
export * from './batch.js';
export { encryptPassword } from './encrypt.js';
export type { UploadOptions } from './files.js';
export * from './http.js';
export type { UserInfoOptions } from './uc-auth.js';

/** The typed calls of every service, over one http client. */
export function createApiClient(options: HttpClientOptions) {
  const http = createHttpClient(options);
  return {
    http,
    ucAuth: ucAuthCalls(http),
    ucUser: ucUserCalls(http),
    ucSelectors: ucSelectorCalls(http),
    electronicSeal: electronicSealCalls(http),
    portalShell: portalShellCalls(http),
    files: fileCalls(http),
    procureMessage: procureMessageCalls(http),
    procureNotice: procureNoticeCalls(http),
    procureProject: procureProjectCalls(http),
    columnManage: columnManageCalls(http),
    runtimeLists: runtimeListCalls(http),
    bpmModel: bpmModelCalls(http),
    runtime: runtimeCalls(http),
    runtimeDrafts: runtimeDraftCalls(http),
    runtimeReads: runtimeReadCalls(http),
  };
}

export type ApiClient = ReturnType<typeof createApiClient>;
