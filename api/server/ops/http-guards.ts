import { randomUUID } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import fastifyUnderPressure from '@fastify/under-pressure';
import type { FastifyInstance } from 'fastify';
import helmet from 'helmet';
import { HttpError } from '../http/envelope.js';
import { PUBLIC_ASSET_PATH } from '../http/static-sites.js';

/** The operational settings of one server process (docs/operations.md lists their variables). */
export interface OperationsOptions {
  /**
   * Who may show the portal in a frame (CSP frame-ancestors): `'self'` by default; an intranet page that
   * embeds it adds its origin (FRAME_ANCESTORS="'self' https://oa.example.com").
   */
  frameAncestors?: string[];
  /**
   * Event-loop delay above which requests are refused with 503; off when left out (tests, embedding),
   * 1000 ms in the server main.ts starts (MAX_EVENT_LOOP_DELAY_MS; 0 turns it off).
   */
  maxEventLoopDelayMs?: number;
  /** The bearer token /metrics asks for; without one, /metrics answers loopback callers only. */
  metricsToken?: string;
  /**
   * Pages of other origins may load our files with plain tags (Cross-Origin-Resource-Policy:
   * cross-origin): set when CORS_ORIGINS names intranet pages that embed elements (pictures, seals).
   */
  crossOriginResources?: boolean;
  /** How long SIGTERM waits for requests in flight before the process exits anyway (main.ts). */
  shutdownGraceMs?: number;
}

export const DEFAULT_MAX_EVENT_LOOP_DELAY_MS = 1000;
export const OVERLOADED = '服务器繁忙，请稍后再试';
export const SHUTTING_DOWN = '服务器正在重启，请稍后再试';
/** Seconds a refused client is told to wait (Retry-After) when the server is busy or stopping. */
const RETRY_AFTER_SECONDS = 5;

class Overloaded extends HttpError {
  constructor() {
    super(503, OVERLOADED);
  }
}

const REQUEST_ID = /^[A-Za-z0-9._:-]{8,128}$/;

/**
 * The id of a request: the one the load balancer sent (X-Request-Id, nginx's $request_id) when it looks
 * like one, else a new one. It is in every log line of the request (`reqId`), in the X-Request-Id
 * header of every answer and in the envelope of every error, so a user's report finds its log lines.
 */
export function requestIdOf(request: IncomingMessage): string {
  const header = request.headers['x-request-id'];
  const given = Array.isArray(header) ? header[0] : header;
  return given && REQUEST_ID.test(given) ? given : randomUUID();
}

/** The content security policy of every answer: nothing inline but styles, nothing from elsewhere. */
export function contentSecurityPolicy(frameAncestors: string[]): Record<string, string[]> {
  return {
    defaultSrc: ["'self'"],
    scriptSrc: ["'self'"],
    // Lit and Shoelace set style attributes in their templates; scripts stay strictly same-origin.
    styleSrc: ["'self'", "'unsafe-inline'"],
    imgSrc: ["'self'", 'data:', 'blob:'],
    fontSrc: ["'self'", 'data:'],
    // Shoelace fetches its system icons from data: URLs.
    connectSrc: ["'self'", 'data:'],
    workerSrc: ["'self'", 'blob:'],
    // File previews (PDF) open in a frame of our own origin or from a blob.
    frameSrc: ["'self'", 'blob:'],
    objectSrc: ["'none'"],
    baseUri: ["'self'"],
    frameAncestors,
  };
}

/**
 * The docs' embedding example stands for an intranet page of another site, written as such pages are
 * (an inline configure() call): the one place inline scripts run. The portal and the docs run none.
 */
const EXAMPLE_PAGES = /^\/docs\/examples\//;

/**
 * Headers that govern a document (its policy, framing, opener, HSTS) and mean nothing on a script or a
 * stylesheet, which run under the policy of the page that loads them (no portal script runs as a
 * worker). Left off those: over HTTP/1.1 they were about 600 bytes on each of a page's files, a fifth
 * of the home page's first load. nosniff, CORP, the cache headers and the request id stay.
 */
const DOCUMENT_HEADERS = [
  'content-security-policy',
  'cross-origin-opener-policy',
  'origin-agent-cluster',
  'strict-transport-security',
  'x-dns-prefetch-control',
  'x-download-options',
  'x-frame-options',
  'x-permitted-cross-domain-policies',
  'x-xss-protection',
];
const SUBRESOURCE_TYPE = /^(?:text|application)\/(?:javascript|css)\b/;

/**
 * Security headers and the content security policy (helmet), the request id header, load shedding
 * (under-pressure: 503 with the envelope while the event loop lags) and the refusal of new requests
 * while the server drains on shutdown.
 */
export async function installHttpGuards(
  server: FastifyInstance,
  options: OperationsOptions,
  draining: () => boolean,
): Promise<void> {
  const frameAncestors = options.frameAncestors?.length ? options.frameAncestors : ["'self'"];
  const sameOriginOnly = frameAncestors.length === 1 && frameAncestors[0] === "'self'";
  // Built once. @fastify/helmet built helmet's middleware again for every request (the policy parsed
  // anew each time): a tenth of the server's work for a small JSON answer, under load.
  const securityHeaders = helmet({
    contentSecurityPolicy: {
      useDefaults: false,
      directives: contentSecurityPolicy(frameAncestors),
    },
    // frame-ancestors decides; the older header says the same where it can (it knows no list of origins).
    frameguard: sameOriginOnly ? { action: 'sameorigin' } : false,
    // Intranet pages on other origins load the bundle with a plain <script> (below); where CORS_ORIGINS
    // lets them embed elements, also the pictures those show. Otherwise everything stays ours.
    crossOriginResourcePolicy: { policy: options.crossOriginResources ? 'cross-origin' : 'same-origin' },
  });
  server.addHook('onRequest', (request, reply, done) => {
    securityHeaders(request.raw, reply.raw, (error?: unknown) => done(error as Error | undefined));
  });
  server.addHook('onSend', async (request, reply, payload) => {
    reply.header('X-Request-Id', request.id);
    // Answers finished while draining close their connection rather than keep it alive for more.
    if (draining()) reply.header('Connection', 'close');
    if (PUBLIC_ASSET_PATH.test(request.url)) reply.header('Cross-Origin-Resource-Policy', 'cross-origin');
    if (SUBRESOURCE_TYPE.test(String(reply.getHeader('content-type') ?? ''))) {
      for (const name of DOCUMENT_HEADERS) reply.removeHeader(name);
    }
    if (EXAMPLE_PAGES.test(request.url)) {
      const policy = String(reply.getHeader('Content-Security-Policy') ?? '');
      reply.header(
        'Content-Security-Policy',
        policy.replace("script-src 'self'", "script-src 'self' 'unsafe-inline'"),
      );
    }
    return payload;
  });
  server.addHook('onRequest', async (request, reply) => {
    if (!draining()) return;
    reply.header('Connection', 'close').header('Retry-After', String(RETRY_AFTER_SECONDS));
    return reply.status(503).send({ state: false, message: SHUTTING_DOWN, code: 503, requestId: request.id });
  });
  await server.register(fastifyUnderPressure, {
    maxEventLoopDelay: options.maxEventLoopDelayMs ?? 0,
    retryAfter: RETRY_AFTER_SECONDS,
    // Thrown into the error handler, which answers the envelope (with the request id).
    customError: Overloaded,
  });
}
