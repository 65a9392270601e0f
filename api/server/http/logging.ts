import type { FastifyServerOptions } from 'fastify';

/**
 * Query parameters that carry a credential somewhere in the portal or in what callers send: session and
 * stream tickets, SSO tickets and OAuth codes, tokens of short links and of other clients. Their values
 * never reach a log line.
 */
export const CREDENTIAL_QUERY_PARAMS = [
  'token',
  'access_token',
  'ticket',
  'code',
  'password',
  'secret',
  'key',
] as const;

const REDACTED = '[redacted]';
const CREDENTIALS = new Set<string>(CREDENTIAL_QUERY_PARAMS);

/** A url (path and query), its credential-bearing query values replaced by [redacted]. */
function redactUrl(url: string): string {
  const queryAt = url.indexOf('?');
  if (queryAt < 0) return url;
  const fragmentAt = url.indexOf('#', queryAt);
  const end = fragmentAt < 0 ? url.length : fragmentAt;
  const params = new URLSearchParams(url.slice(queryAt + 1, end));
  const query = [...params]
    .map(([key, value]) => {
      const shown = CREDENTIALS.has(key.toLowerCase()) ? REDACTED : encodeURIComponent(value);
      return `${encodeURIComponent(key)}=${shown}`;
    })
    .join('&');
  return `${url.slice(0, queryAt)}?${query}${url.slice(end)}`;
}

/** A url or any text with urls in it (each word with a query), credential query values redacted. */
export function redactCredentials(text: string): string {
  if (!text.includes('?')) return text;
  return text
    .split(/(\s+)/)
    .map((word) => (word.includes('?') ? redactUrl(word) : word))
    .join('');
}

interface LoggedRequest {
  method: string;
  url: string;
  host?: string;
  ip?: string;
  headers?: Record<string, unknown>;
  socket?: { remotePort?: number };
}

/**
 * The logger of the server, or false: JSON lines with each request's reqId (pino, through Fastify), where
 * a request's url has its credential query values redacted (Fastify's own request line would print it
 * whole), any Authorization, Cookie or Set-Cookie header that code logs is censored, and so is a
 * credential in a message's text (Fastify's "Route … not found" names the url).
 */
export function loggerOptions(options: {
  logger?: boolean;
  logStream?: NodeJS.WritableStream;
  level?: string;
}): FastifyServerOptions['logger'] {
  if (!options.logger && !options.logStream) return false;
  return {
    level: options.level ?? 'info',
    ...(options.logStream ? { stream: options.logStream } : {}),
    serializers: {
      // Fastify's request line, with the url redacted.
      req: (request: LoggedRequest) => ({
        method: request.method,
        url: redactCredentials(request.url),
        host: request.host,
        remoteAddress: request.ip,
        remotePort: request.socket?.remotePort,
      }),
    },
    redact: {
      paths: ['authorization', 'cookie', 'set-cookie'].flatMap((header) => [
        `headers.${header}`,
        `headers["${header}"]`,
        `req.headers.${header}`,
        `req.headers["${header}"]`,
        `res.headers["${header}"]`,
      ]),
      censor: REDACTED,
    },
    hooks: {
      logMethod(args, method) {
        const redacted = args.map((arg) => (typeof arg === 'string' ? redactCredentials(arg) : arg));
        method.apply(this, redacted as Parameters<typeof method>);
      },
    },
  };
}
