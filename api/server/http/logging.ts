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
const CREDENTIAL_PARAM = new RegExp(`([?&](?:${CREDENTIAL_QUERY_PARAMS.join('|')})=)[^&#\\s"']*`, 'gi');

/** A url or any text with a url in it, its credential-bearing query values replaced by [redacted]. */
export function redactCredentials(text: string): string {
  return text.replace(CREDENTIAL_PARAM, `$1${REDACTED}`);
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
