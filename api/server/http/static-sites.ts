import { createReadStream, existsSync } from 'node:fs';
import { basename, join, relative, resolve, sep } from 'node:path';
import { constants as zlibConstants } from 'node:zlib';
import fastifyCompress from '@fastify/compress';
import fastifyCors, { type FastifyCorsOptions } from '@fastify/cors';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { METHOD_RIGHTS_HEADER } from '../../contract/portal.js';
import { EntryFile } from './entry-files.js';

/** Answers smaller than this go out as they are: compressing them saves less than it costs. */
export const COMPRESS_THRESHOLD_BYTES = 1024;

/** What the hashed assets are sent with: their name changes with their content. */
export const IMMUTABLE = 'public, max-age=31536000, immutable';

/**
 * Compression of dynamic answers (JSON above the threshold, files without a precompressed copy): brotli
 * at a quality cheap enough per request, else gzip, else as they are. Registered before the routes so
 * that its hook applies to them; the static sites' precompressed files already carry their
 * Content-Encoding and are left alone.
 */
export async function installCompression(server: FastifyInstance): Promise<void> {
  // A server-sent event stream must reach the client event by event, not in compressed blocks.
  server.addHook('onSend', async (request, reply, payload) => {
    const type = reply.getHeader('content-type');
    if (typeof type === 'string' && type.startsWith('text/event-stream')) {
      request.headers['x-no-compression'] = '1';
    }
    return payload;
  });
  await server.register(fastifyCompress, {
    global: true,
    globalDecompression: false,
    threshold: COMPRESS_THRESHOLD_BYTES,
    encodings: ['br', 'gzip'],
    brotliOptions: { params: { [zlibConstants.BROTLI_PARAM_QUALITY]: 4 } },
  });
}

/** The public static assets any page may load: the loader, its chunks, the bundle and the icons. */
export const PUBLIC_ASSET_PATH = /^\/elements\//;

/**
 * Who may read our answers from a page of another origin (CORS). The public static assets: any origin,
 * without credentials (`Access-Control-Allow-Origin: *`), since the loader and the bundle are module
 * scripts, fetched in CORS mode, and a page that may not read them gets nothing, not even elements given
 * their data by attributes. Everything else, the API above all: only the allowed origins
 * (CORS_ORIGINS), with credentials.
 */
export async function installCors(server: FastifyInstance, allowedOrigins: readonly string[]): Promise<void> {
  const publicAssets: FastifyCorsOptions = { origin: '*', credentials: false };
  const api: FastifyCorsOptions = allowedOrigins.length
    ? // The page of an allowed origin reads the method rights' version too (auth/method-rights.ts).
      { origin: [...allowedOrigins], credentials: true, exposedHeaders: [METHOD_RIGHTS_HEADER] }
    : { origin: false };
  await server.register(fastifyCors, {
    delegator: (request, callback) =>
      callback(null, PUBLIC_ASSET_PATH.test(request.url) ? publicAssets : api),
  });
}

/**
 * A file whose name carries its content hash: everything under a site's assets/ (vite) or loader/ (the
 * element loader's chunks), and chunks beside the bundle named `name-<8 characters>.js` where the hash
 * has an upper-case letter, a digit, `_` or `-` (so `eip-elements.js` is not one).
 */
export function isHashedAsset(siteRoot: string, file: string): boolean {
  const path = relative(siteRoot, file.replace(/\.(br|gz)$/, ''));
  const [folder] = path.split(sep);
  if (path.includes(sep) && (folder === 'assets' || folder === 'loader')) return true;
  const hash = /-([A-Za-z0-9_-]{8})\.(js|css)$/.exec(basename(path))?.[1];
  return hash !== undefined && /[^a-z]/.test(hash);
}

function cacheHeaders(siteRoot: string) {
  return (reply: FastifyReply, file: string) => {
    const name = basename(file.replace(/\.(br|gz)$/, ''));
    if (isHashedAsset(siteRoot, file)) reply.header('Cache-Control', IMMUTABLE);
    // The entry points revalidate (ETag, 304): a rebuilt portal must not be mixed with an older index.html.
    else if (name.endsWith('.html') || name === 'config.json') reply.header('Cache-Control', 'no-cache');
  };
}

/**
 * The built portal (/front), docs (/docs) and script-tag bundle and loader (/elements) from distDir, each
 * text asset as the build precompressed it (`.br`, else `.gz`, else as it is, by the request's
 * Accept-Encoding, with `Vary: Accept-Encoding`); the Shoelace icons data names; the redirects to the
 * portal; and the portal's own pages (history mode) for unknown paths under /front.
 */
export function installStaticSites(server: FastifyInstance, distDir: string): void {
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
      preCompressed: true,
      setHeaders: cacheHeaders(site.dir),
    });
  });
  // Icons named by data (menus, apps) come from the full Shoelace set on our own origin; the build
  // copies only the icons the code names.
  const icons = resolve(
    import.meta.dirname,
    '../../../node_modules/@shoelace-style/shoelace/dist/assets/icons',
  );
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
  // The entry files from memory (entry-files.ts): their own routes win over the static sites' wildcards.
  const portalPage = new EntryFile(join(front, 'index.html'), 'text/html; charset=utf-8');
  const entries: [string[], EntryFile][] = [
    [['/front/', '/front/index.html'], portalPage],
    [['/front/config.json'], new EntryFile(join(front, 'config.json'), 'application/json; charset=utf-8')],
    [
      ['/docs/', '/docs/index.html'],
      new EntryFile(join(distDir, 'docs', 'index.html'), 'text/html; charset=utf-8'),
    ],
  ];
  for (const [paths, file] of entries) {
    for (const path of paths) server.get(path, (request, reply) => file.send(request, reply));
  }
  server.get('/', (_request, reply) => reply.redirect('/front/'));
  server.get('/front', (_request, reply) => reply.redirect('/front/'));
  server.get('/docs', (_request, reply) => reply.redirect('/docs/'));
  server.setNotFoundHandler((request, reply) => {
    // The portal routes in the browser (history mode): any unknown page under /front is the app.
    // A dot in the path is a file that is missing; a dot in the query (an address, a file name) is not.
    const path = request.url.split('?')[0] ?? '';
    const isPage = request.method === 'GET' && path.startsWith('/front/') && !path.includes('.');
    if (isPage && portalPage.current()) {
      portalPage.send(request, reply);
      return reply;
    }
    return reply
      .status(404)
      .send({ state: false, message: `接口不存在：${request.method} ${request.url}`, code: 404 });
  });
}
