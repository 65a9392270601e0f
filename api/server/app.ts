import { createReadStream, existsSync } from 'node:fs';
import { join, resolve } from 'node:path';
import fastifyCors from '@fastify/cors';
import fastifyMultipart from '@fastify/multipart';
import fastifyStatic from '@fastify/static';
import Fastify, { type FastifyError, type FastifyInstance } from 'fastify';
import { DEFAULT_PREFIXES, type ServiceName } from '../contract/deployment.js';
import { UPLOAD_MAX_SIZE_BYTES } from '../contract/limits.js';
import { installIdentity, type RateLimits } from './auth/rate-limit.js';
import { type Db, migrateToLatest, openDatabase } from './db/database.js';
import { seedDemoData } from './db/seed.js';
import { registerDevOutboxRoutes } from './dev/outbox.js';
import { registerDevSsoRoutes } from './dev/sso.js';
import { createContext, type ServerContext } from './http/context.js';
import { HttpError } from './http/envelope.js';
import { registerColumnManageRoutes } from './routes/column-manage.js';
import { registerElectronicSealRoutes } from './routes/electronic-seal.js';
import { registerFileRoutes } from './routes/files.js';
import { registerIdentityRoutes } from './routes/identity.js';
import { registerPasswordRoutes } from './routes/password.js';
import { registerPortalAppRoutes } from './routes/portal-apps.js';
import { registerPortalLayoutRoutes } from './routes/portal-layout.js';
import { registerPortalMenuRoutes } from './routes/portal-menu.js';
import { registerPortalNewsRoutes } from './routes/portal-news.js';
import { registerPortalShortUrlRoutes } from './routes/portal-shorturl.js';
import { registerPortalToolRoutes } from './routes/portal-tools.js';
import { registerProcureMessageRoutes } from './routes/procure-message.js';
import { registerProcureNoticeRoutes } from './routes/procure-notice.js';
import { registerRegistrationRoutes } from './routes/registration.js';
import { registerSelectorRoutes } from './routes/selectors.js';
import { fileStorageFor } from './storage/index.js';

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
  /** Requests per minute of sign-in and of sending codes (defaults 10 and 5); tests set small ones. */
  rateLimit?: Partial<RateLimits>;
  /** The development outbox and identity provider (/dev/outbox, /dev-sso); defaults to NODE_ENV !== 'production'. */
  devTools?: boolean;
  /** Tests add routes of their own (a slow route, a failing one) before the server is sealed. */
  extraRoutes?: (server: FastifyInstance, ctx: ServerContext) => void;
}

export interface App {
  server: FastifyInstance;
  db: Db;
  ctx: ServerContext;
  close(): Promise<void>;
}

/** The route modules, each given the app and the shared context. */
const ROUTES = [
  registerProcureMessageRoutes,
  registerIdentityRoutes,
  registerPasswordRoutes,
  registerRegistrationRoutes,
  registerDevOutboxRoutes,
  registerDevSsoRoutes,
  registerPortalMenuRoutes,
  registerPortalLayoutRoutes,
  registerPortalAppRoutes,
  registerPortalNewsRoutes,
  registerPortalShortUrlRoutes,
  registerPortalToolRoutes,
  registerFileRoutes,
  registerElectronicSealRoutes,
  registerSelectorRoutes,
  registerProcureNoticeRoutes,
  registerColumnManageRoutes,
];

function installErrorHandling(server: FastifyInstance): void {
  server.setErrorHandler((error: FastifyError | HttpError, request, reply) => {
    if (error instanceof HttpError) {
      return reply.status(error.statusCode).send({ state: false, message: error.message, code: error.code });
    }
    if ((error as FastifyError).validation) {
      const detail = error.message.replace(/^(body|querystring|params|headers)\/?/, '$1 ');
      return reply.status(400).send({ state: false, message: `请求参数不正确：${detail}`, code: 400 });
    }
    const status = (error as FastifyError).statusCode ?? 500;
    if (status < 500) {
      return reply.status(status).send({ state: false, message: error.message, code: status });
    }
    request.log.error(error);
    return reply.status(500).send({ state: false, message: '服务器内部错误，请稍后重试', code: 500 });
  });
}

function installStatic(server: FastifyInstance, distDir: string): void {
  const front = join(distDir, 'front');
  const sites = [
    { dir: front, prefix: '/front/' },
    { dir: join(distDir, 'docs'), prefix: '/docs/' },
    { dir: join(distDir, 'elements'), prefix: '/elements/' },
  ].filter((site) => existsSync(site.dir));
  sites.forEach((site, index) => {
    server.register(fastifyStatic, {
      root: site.dir,
      prefix: site.prefix,
      decorateReply: index === 0,
      // A rebuilt portal must not be mixed with a cached older index.html.
      setHeaders: (reply, path) => {
        if (path.endsWith('.html') || path.endsWith('config.json')) reply.header('Cache-Control', 'no-cache');
      },
    });
  });
  // Icons named by data (menus, apps) come from the full Shoelace set on our own origin; the build
  // copies only the icons the code names.
  const icons = resolve(import.meta.dirname, '../../node_modules/@shoelace-style/shoelace/dist/assets/icons');
  for (const site of ['front', 'docs', 'elements']) {
    server.get<{ Params: { name: string } }>(`/${site}/shoelace/assets/icons/:name`, (request, reply) => {
      const { name } = request.params;
      if (!/^[a-z0-9-]+\.svg$/.test(name) || !existsSync(join(icons, name))) {
        return reply.status(404).send({ state: false, message: `图标不存在：${name}`, code: 404 });
      }
      return reply
        .header('Cache-Control', 'public, max-age=86400')
        .type('image/svg+xml')
        .send(createReadStream(join(icons, name)));
    });
  }
  server.get('/', (_request, reply) => reply.redirect('/front/'));
  server.get('/front', (_request, reply) => reply.redirect('/front/'));
  server.get('/docs', (_request, reply) => reply.redirect('/docs/'));
  server.setNotFoundHandler((request, reply) => {
    // The portal routes in the browser (history mode): any unknown page under /front is the app.
    const isPage =
      request.method === 'GET' && request.url.startsWith('/front/') && !request.url.includes('.');
    if (isPage && existsSync(join(front, 'index.html'))) return reply.sendFile('index.html', front);
    return reply
      .status(404)
      .send({ state: false, message: `接口不存在：${request.method} ${request.url}`, code: 404 });
  });
}

/** Builds the reference backend: database migrated (and seeded), routes, static sites, envelopes. */
export async function createApp(options: AppOptions): Promise<App> {
  const { db, embedded } = openDatabase(options);
  await migrateToLatest(db);
  const prefixes = { ...DEFAULT_PREFIXES, ...options.prefixes };
  const ctx = createContext(db, options.dataDir, prefixes);
  if (options.seedDemo ?? embedded) await seedDemoData(db, fileStorageFor(ctx));

  const server = Fastify({
    logger: options.logger ? { level: 'info' } : false,
    bodyLimit: 10 * 1024 * 1024,
    ajv: { customOptions: { allErrors: false, coerceTypes: 'array', removeAdditional: false } },
  });
  installErrorHandling(server);
  if (options.corsOrigins?.length) {
    await server.register(fastifyCors, { origin: options.corsOrigins, credentials: true });
  }
  // The upload route measures oversized files itself to report their size; this is the default limit.
  await server.register(fastifyMultipart, {
    limits: { fileSize: UPLOAD_MAX_SIZE_BYTES, files: 1, fields: 20 },
  });
  await installIdentity(server, db, {
    dataDir: options.dataDir,
    rateLimit: options.rateLimit,
    devTools: options.devTools,
  });

  for (const register of ROUTES) register(server, ctx);
  options.extraRoutes?.(server, ctx);

  const distDir = options.distDir ?? resolve(import.meta.dirname, '../..', process.env.EIP_DIST ?? 'dist');
  installStatic(server, distDir);
  await server.ready();

  return {
    server,
    db,
    ctx,
    async close() {
      await server.close();
      await db.destroy();
    },
  };
}
