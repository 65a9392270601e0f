import { resolve } from 'node:path';
import fastifyMultipart from '@fastify/multipart';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import Fastify, { type FastifyError, type FastifyInstance, type FastifySchema } from 'fastify';
import { DEFAULT_PREFIXES, type ServiceName } from '../contract/deployment.js';
import { JSON_BODY_MAX_BYTES, UPLOAD_MAX_SIZE_BYTES } from '../contract/limits.js';
import { useDirectory } from './auth/directory.js';
import type { DirectorySettings } from './auth/directory-settings.js';
import { inputErrorFormatter } from './auth/input-messages.js';
import { tellMethodRightsVersion } from './auth/method-rights.js';
import { installIdentity, type RateLimits } from './auth/rate-limit.js';
import { type Db, exclusivelyAtStart, migrateToLatest, openDatabase } from './db/database.js';
import { registerDevOutboxRoutes } from './dev/outbox.js';
import { registerDevSsoRoutes } from './dev/sso.js';
import {
  createContext,
  type RouteModule,
  type RouteScopes,
  type RouteServer,
  type ServerContext,
} from './http/context.js';
import { HttpError, inLanguage, libraryMessage } from './http/envelope.js';
import { loggerOptions } from './http/logging.js';
import { refuseNulCharacters } from './http/nul-refusal.js';
import { AJV_OPTIONS, buildValidator } from './http/schema-validation.js';
import { installCompression, installCors, installStaticSites } from './http/static-sites.js';
import { languageOf } from './http/translations/index.js';
import type { DevMailService } from './mail/dev-service.js';
import { registerHealthRoutes } from './ops/health.js';
import { installHttpGuards, type OperationsOptions, requestIdOf } from './ops/http-guards.js';
import { installMetrics } from './ops/metrics.js';
import { registerAdminSiteRoutes } from './routes/admin-site.js';
import { registerAdminStructureRoutes } from './routes/admin-structure.js';
import { registerAdminUserRoutes } from './routes/admin-users.js';
import { registerBpmModelRoutes } from './routes/bpm-model.js';
import { registerColumnManageRoutes } from './routes/column-manage.js';
import { registerContactRoutes } from './routes/contacts.js';
import { registerElectronicSealRoutes } from './routes/electronic-seal.js';
import { registerFileRoutes } from './routes/files.js';
import { registerIdentityRoutes } from './routes/identity.js';
import { registerLayoutAdminRoutes } from './routes/layout-admin.js';
import { registerMailRoutes } from './routes/mail.js';
import { registerMailLinkmanRoutes } from './routes/mail-linkman.js';
import { registerMailSettingRoutes } from './routes/mail-setting.js';
import { registerMessageRoutes } from './routes/messages.js';
import { registerPasswordRoutes } from './routes/password.js';
import { registerPortalAppRoutes } from './routes/portal-apps.js';
import { registerPortalLayoutRoutes } from './routes/portal-layout.js';
import { registerPortalMenuRoutes } from './routes/portal-menu.js';
import { registerPortalNewsRoutes } from './routes/portal-news.js';
import { registerPortalShortUrlRoutes } from './routes/portal-shorturl.js';
import { registerPortalToolRoutes } from './routes/portal-tools.js';
import { registerProcessAdminRoutes } from './routes/process-admin.js';
import { registerProcureEvaluationRoutes } from './routes/procure-evaluation.js';
import { registerProcureLiveRoutes } from './routes/procure-live.js';
import { registerProcureMessageRoutes } from './routes/procure-message.js';
import { registerProcureNoticeRoutes } from './routes/procure-notice.js';
import { registerProcurePersonalRoutes } from './routes/procure-personal.js';
import { registerProcureProjectRoutes } from './routes/procure-project.js';
import { registerProcureQuestionRoutes } from './routes/procure-question.js';
import { registerProcureQuotationRoutes } from './routes/procure-quotation.js';
import { registerProcureRegistrationRoutes } from './routes/procure-registration.js';
import { registerRegistrationRoutes } from './routes/registration.js';
import { registerRuntimeActionRoutes } from './routes/runtime-actions.js';
import { registerRuntimeDraftRoutes } from './routes/runtime-drafts.js';
import { registerRuntimeInstanceActionRoutes } from './routes/runtime-instance-actions.js';
import { registerOftenFlowRoutes } from './routes/runtime-often-flow.js';
import { registerRuntimePrintRoutes } from './routes/runtime-print.js';
import { registerRuntimeReadRoutes } from './routes/runtime-reads.js';
import { registerRuntimeShareRoutes } from './routes/runtime-share.js';
import { registerRuntimeTaskActionRoutes } from './routes/runtime-task-actions.js';
import { registerSelectorRoutes } from './routes/selectors.js';
import { registerWorkflowAgentRoutes } from './routes/workflow-agents.js';
import { registerWorkflowIncidentRoutes } from './routes/workflow-incidents.js';
import { registerWorkflowListRoutes } from './routes/workflow-lists.js';
import { registerWorkflowMessageRoutes } from './routes/workflow-messages.js';
import { registerWorkflowPhraseRoutes } from './routes/workflow-phrases.js';
import { fileStorageFor, useFileStorage } from './storage/index.js';
import { createS3FileStorage, type S3StorageOptions } from './storage/s3-storage.js';
import { registerProjectApproval } from './tender/project-approval.js';
import { localizeFlowTexts } from './workflow/flow-texts.js';

export interface AppOptions {
  /** Folder of the embedded database and uploaded files. */
  dataDir: string;
  /** PostgreSQL instead of the embedded database. */
  databaseUrl?: string;
  /** Seed demo data into an empty database; defaults to on for the embedded one only. */
  seedDemo?: boolean;
  /** Built portal, docs and bundle (dist/, or EIP_DIST); served when present. */
  distDir?: string;
  /** Origins allowed to call the API and load the bundle from another page. */
  corsOrigins?: string[];
  prefixes?: Partial<Record<ServiceName, string>>;
  logger?: boolean;
  /** Where the log lines go instead of stdout (tests read them); turns logging on. */
  logStream?: NodeJS.WritableStream;
  /** Requests per minute of sign-in and of sending codes (defaults 10 and 5); tests set small ones. */
  rateLimit?: Partial<RateLimits>;
  /** The development outbox and identity provider (/dev/outbox, /dev-sso); defaults to NODE_ENV !== 'production'. */
  devTools?: boolean;
  /**
   * Start the development mail service (local SMTP and IMAP with mailboxes for the demo staff, mail/dev-service.ts)
   * and point the staff's dev accounts at it. Off by default (tests ask for it); main.ts turns it on outside
   * production unless DEV_MAIL=0.
   */
  devMail?: boolean;
  /** Files in an S3-compatible bucket instead of the data folder's files/. */
  s3?: S3StorageOptions;
  /** Connections to PostgreSQL per process (default 10). */
  poolSize?: number;
  /** Security headers, load shedding, metrics access, shutdown (ops/http-guards.ts). */
  operations?: OperationsOptions;
  /** Sign-in against the company directory (LDAP_URL and its siblings, ops/settings.ts); none: local accounts only. */
  directory?: DirectorySettings;
  /** Tests add routes of their own (a slow route, a failing one) before the server is sealed. */
  extraRoutes?: (server: FastifyInstance, ctx: ServerContext) => void;
}

/** A route as declared: tests compare them with CALLS and compile every schema. */
export interface DeclaredRoute {
  method: string;
  url: string;
  schema?: FastifySchema;
}

export interface App {
  server: FastifyInstance;
  db: Db;
  ctx: ServerContext;
  /** Every route the server declared (HEAD routes left out): tests compare them with CALLS. */
  routes: readonly DeclaredRoute[];
  /** The development mail service, when it was started (devMail). */
  devMail?: DevMailService;
  /** Why the development mail service asked for did not start. */
  devMailError?: string;
  close(): Promise<void>;
}

/** The route modules of the documented services, each given the open and the signed-in scope. */
const ROUTES: RouteModule[] = [
  registerIdentityRoutes,
  registerPasswordRoutes,
  registerRegistrationRoutes,
  registerPortalMenuRoutes,
  registerPortalLayoutRoutes,
  registerPortalAppRoutes,
  registerPortalNewsRoutes,
  registerPortalShortUrlRoutes,
  registerPortalToolRoutes,
  registerFileRoutes,
  registerElectronicSealRoutes,
  registerSelectorRoutes,
  registerProcureMessageRoutes,
  registerProcureNoticeRoutes,
  registerProcureProjectRoutes,
  registerProcureRegistrationRoutes,
  registerProcureEvaluationRoutes,
  registerProcurePersonalRoutes,
  registerProcureQuotationRoutes,
  registerProcureQuestionRoutes,
  registerProcureLiveRoutes,
  registerColumnManageRoutes,
  registerBpmModelRoutes,
  registerProcessAdminRoutes,
  registerWorkflowIncidentRoutes,
  registerWorkflowMessageRoutes,
  registerRuntimeActionRoutes,
  registerOftenFlowRoutes,
  registerRuntimeDraftRoutes,
  registerWorkflowListRoutes,
  registerRuntimeReadRoutes,
  registerRuntimeShareRoutes,
  registerRuntimeTaskActionRoutes,
  registerRuntimeInstanceActionRoutes,
  registerRuntimePrintRoutes,
  registerMessageRoutes,
  registerContactRoutes,
  registerMailRoutes,
  registerMailSettingRoutes,
  registerMailLinkmanRoutes,
  registerWorkflowAgentRoutes,
  registerWorkflowPhraseRoutes,
  registerAdminUserRoutes,
  registerAdminStructureRoutes,
  registerAdminSiteRoutes,
  registerLayoutAdminRoutes,
];

/** The development tools (outbox, identity provider): outside the documented services, on the app itself. */
const DEV_ROUTES = [registerDevOutboxRoutes, registerDevSsoRoutes];

/**
 * Every refusal as an envelope, and every envelope's message in the caller's language: the routes
 * write zh-CN, the answer follows Accept-Language (http/translations/); so do the seeded names of the
 * workflow definitions that any answer carries (workflow/flow-texts.ts).
 */
function installErrorHandling(server: FastifyInstance, db: Db): void {
  // Input refused by a schema reads as the forms say it (field names, not ajv paths), in every language.
  server.setSchemaErrorFormatter(inputErrorFormatter);
  refuseNulCharacters(server);
  server.addHook('preSerialization', async (request, _reply, payload) => {
    const language = languageOf(request.headers['accept-language']);
    return inLanguage(await localizeFlowTexts(db, payload, language), language);
  });
  // A server error's envelope (5xx) carries the request's id, which every answer also has in its
  // X-Request-Id header and every log line of the request as reqId: a user's report finds the logs.
  server.setErrorHandler((error: FastifyError | HttpError, request, reply) => {
    if (error instanceof HttpError) {
      const requestId = error.statusCode >= 500 ? request.id : undefined;
      return reply
        .status(error.statusCode)
        .send({ state: false, message: error.message, code: error.code, requestId });
    }
    if ((error as FastifyError).validation) {
      return reply.status(400).send({ state: false, message: `请求参数不正确：${error.message}`, code: 400 });
    }
    const status = (error as FastifyError).statusCode ?? 500;
    if (status < 500) {
      const message = libraryMessage(error, request.headers['content-type']);
      return reply.status(status).send({ state: false, message, code: status });
    }
    request.log.error(error);
    return reply
      .status(500)
      .send({ state: false, message: '服务器内部错误，请稍后重试', code: 500, requestId: request.id });
  });
}

/**
 * The open scope and, inside it, the signed-in scope whose one onRequest hook checks the bearer token:
 * a route is protected by where it is declared, not by an option each route must remember.
 */
async function routeScopes(server: RouteServer, ctx: ServerContext): Promise<RouteScopes> {
  let scopes: RouteScopes | undefined;
  await server.register(async (open) => {
    await open.register(async (signedIn) => {
      signedIn.addHook('onRequest', ctx.requireUser);
      tellMethodRightsVersion(signedIn, ctx.db);
      scopes = { open, signedIn };
    });
  });
  if (!scopes) throw new Error('route scopes were not created');
  return scopes;
}

/** Builds the reference backend: database migrated (and seeded), routes, static sites, envelopes. */
export async function createApp(options: AppOptions): Promise<App> {
  const { db, embedded, pool } = openDatabase(options);
  const prefixes = { ...DEFAULT_PREFIXES, ...options.prefixes };
  const ctx = createContext(db, options.dataDir, prefixes);
  if (options.s3) useFileStorage(ctx, createS3FileStorage(options.s3));
  // The tender domain hears how its projects' approvals end (whichever process ends them).
  registerProjectApproval();
  // Processes started together on one PostgreSQL migrate (and seed) one after the other: once.
  await exclusivelyAtStart(options.databaseUrl, async () => {
    await migrateToLatest(db);
    if (options.seedDemo ?? embedded) {
      // The demo data (thousands of lines) is loaded only by a server that seeds or keeps it.
      const { seedDemoData } = await import('./demo/seed.js');
      await seedDemoData(db, fileStorageFor(ctx));
    }
  });

  // Schemas are TypeBox (api/contract/schemas), validated by Fastify's own ajv with the options below; the
  // type provider only gives handlers their request types.
  const server = Fastify({
    // Structured (JSON) lines, each request's with its reqId; no credential in them (http/logging.ts).
    logger: loggerOptions({ ...options, level: process.env.LOG_LEVEL }),
    genReqId: requestIdOf,
    // JSON and form bodies; uploads (multipart) have their own limit below.
    bodyLimit: JSON_BODY_MAX_BYTES,
    // While it drains, the server answers new requests itself (the envelope, ops/http-guards.ts).
    return503OnClosing: false,
    ajv: AJV_OPTIONS,
    // Each route's validator is compiled at its first request, once per process (http/schema-validation.ts).
    schemaController: { compilersFactory: { buildValidator } },
  }).withTypeProvider<TypeBoxTypeProvider>();
  installErrorHandling(server, db);
  if (options.directory) useDirectory(db, options.directory, server.log);
  let draining = false;
  server.addHook('preClose', async () => {
    draining = true;
  });
  // Intranet pages allowed to call the API (CORS_ORIGINS) may also show our files: pictures, and PDF
  // previews in a frame; unless the operations settings say otherwise.
  const embedders = options.corsOrigins ?? [];
  const operations = { crossOriginResources: embedders.length > 0, ...options.operations };
  if (!operations.frameAncestors?.length) operations.frameAncestors = ["'self'", ...embedders];
  await installHttpGuards(server, operations, () => draining);
  installMetrics(server, { db, pool, token: operations.metricsToken });
  // Before the routes and the static sites, so that its hook applies to them.
  await installCompression(server);
  const routes: DeclaredRoute[] = [];
  server.addHook('onRoute', ({ method, url, schema }) => {
    for (const one of [method].flat()) if (one !== 'HEAD') routes.push({ method: one, url, schema });
  });
  await installCors(server, options.corsOrigins ?? []);
  // The upload route measures oversized files itself to report their size; this is the default limit.
  await server.register(fastifyMultipart, {
    limits: { fileSize: UPLOAD_MAX_SIZE_BYTES, files: 1, fields: 20 },
  });
  await installIdentity(server, db, {
    dataDir: options.dataDir,
    rateLimit: options.rateLimit,
    devTools: options.devTools,
  });

  const scopes = await routeScopes(server, ctx);
  for (const register of ROUTES) register(scopes, ctx);
  for (const register of DEV_ROUTES) register(server, ctx);
  registerHealthRoutes(server, { db, storage: () => fileStorageFor(ctx), draining: () => draining });
  options.extraRoutes?.(server, ctx);

  const distDir = options.distDir ?? resolve(import.meta.dirname, '../..', process.env.EIP_DIST ?? 'dist');
  installStaticSites(server, distDir);
  await server.ready();
  // The portal starts without it when it cannot (a port refused, a broken mailbox file): main.ts says why.
  let devMailError: string | undefined;
  const devMail = options.devMail
    ? // Loaded only when asked for: its SMTP and IMAP servers are modules most processes never need.
      await import('./mail/dev-service.js')
        .then(({ startDevMailService }) => startDevMailService(ctx))
        .catch((error: unknown) => {
          devMailError = error instanceof Error ? error.message : String(error);
          return undefined;
        })
    : undefined;

  return {
    server,
    db,
    ctx,
    routes,
    devMail,
    devMailError,
    async close() {
      await server.close();
      await devMail?.close();
      await db.destroy();
    },
  };
}
