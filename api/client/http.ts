import { type CallSpec, callPath } from '../contract/call-spec.js';
import type { DeploymentConfig, ServiceName } from '../contract/deployment.js';
import { INVALID_SESSION_CODE, NO_PERMISSION_CODE, SUCCESS_CODES } from '../contract/envelope.js';
import { REQUEST_TIMEOUT_MS } from '../contract/limits.js';
import { DEFAULT_LANGUAGE, LANG_STORAGE_KEY } from '../contract/theme.js';
import {
  buildUrl,
  defaultTransport,
  type HttpMethod,
  type RequestBody,
  type Transport,
  type TransportResponse,
  type UploadProgress,
} from './transport.js';

export * from './transport.js';
export { REQUEST_TIMEOUT_MS };

/**
 * What the client reports through. It never shows anything itself: the portal maps `notify` to a
 * toast, an intranet page to whatever it likes.
 */
export interface ClientHooks {
  notify?: (kind: 'error' | 'warning' | 'success' | 'info', message: string) => void;
  /** Forget the token (and whatever the session holds). */
  resetSession?: () => void;
  reload?: () => void;
  /** Go to the login page; `redirect` is the path to return to when route recording is on. */
  toLogin?: (redirect: string | undefined) => void;
  /** The current path, for `?redirect=`. */
  currentPath?: () => string;
  /** Every answer's headers (lower-case names), e.g. the method rights' version a signed-in answer tells. */
  onHeaders?: (headers: Readonly<Record<string, string>>) => void;
}

export interface HttpClientOptions {
  deployment: DeploymentConfig;
  /** Defaults to sessionStorage under the deployment's token key, when there is a sessionStorage. */
  getToken?: () => string | null | undefined;
  /** The UI language, sent as Accept-Language; defaults to localStorage `lang`, else zh-CN. */
  getLang?: () => string | null | undefined;
  hooks?: ClientHooks;
  timeout?: number;
  /** What carries the requests; defaults to fetch (XMLHttpRequest for uploads with progress). */
  transport?: Transport;
}

/** The error catalogue's texts (tender-portal section 8). */
export const CLIENT_MESSAGES = {
  codeError: (code: string | number) => `backend interface ${code} error`,
  statusError: (status: number) => `backend interface ${status} error`,
  connection: 'backend interface connection error',
  timeout: 'backend interface request timeout',
  unknown: 'backend interface unknown error',
  badHeaders: 'the request header is not valid JSON',
} as const;

/**
 * Which line of the catalogue a rejection came from: a body code, an HTTP status, the end of the
 * session (401/402), no connection, a timeout, something else, or request headers that did not parse.
 */
export type ApiErrorKind = 'code' | 'status' | 'session' | 'connection' | 'timeout' | 'unknown' | 'headers';

/** A rejected call: carries the text that was reported and, where known, the code or status. */
export class ApiError extends Error {
  constructor(
    message: string,
    readonly code?: number | string,
    readonly status?: number,
    readonly kind: ApiErrorKind = 'unknown',
  ) {
    super(message);
    this.name = 'ApiError';
  }
}

/**
 * A call its caller aborted: rejected with this, never reported, not an ApiError (axios's name for it,
 * which callers test).
 */
export class CanceledError extends Error {
  constructor(readonly reason?: unknown) {
    super('canceled');
    this.name = 'CanceledError';
  }
}

export interface RequestOptions {
  params?: Record<string, unknown>;
  data?: unknown;
  /** Extra headers, as an object or as a JSON string (which must parse). */
  headers?: Record<string, string> | string;
  /** 'arraybuffer' answers the bytes as they came; by default a JSON body is parsed (else its text). */
  responseType?: 'json' | 'arraybuffer';
  signal?: AbortSignal;
  onUploadProgress?: (event: UploadProgress) => void;
  /** Overrides the client's timeout for this request; 0 waits as long as it takes. */
  timeout?: number;
}

export interface CallOptions extends RequestOptions {
  /** Values of the `{name}` placeholders of the call's path. */
  pathParams?: Record<string, string | number>;
  /** Required for calls whose method the spec leaves open (ANY); defaults to POST there. */
  method?: HttpMethod;
}

/** A download as it came: the bytes, with what the headers said about them. */
export interface RawResponse<T = ArrayBuffer> {
  data: T;
  status: number;
  contentType: string;
  /** From Content-Disposition, when it names one. */
  fileName?: string;
  headers: Record<string, string>;
}

export interface HttpClient {
  /** What carries the requests; replace or wrap it to play the server or to watch calls. */
  transport: Transport;
  readonly options: HttpClientOptions;
  /** The hooks in force; `setHooks` merges new ones in (the host sets them after creating the client). */
  readonly hooks: Readonly<ClientHooks>;
  setHooks(hooks: ClientHooks): void;
  url(service: ServiceName, path: string): string;
  request<T>(service: ServiceName, method: HttpMethod, path: string, options?: RequestOptions): Promise<T>;
  /** A request to a url as given (relative to the base url), e.g. a portal column's configured data url. */
  requestUrl<T>(method: HttpMethod, url: string, options?: RequestOptions): Promise<T>;
  /** The bytes of a download, never checked against the envelope. */
  requestRaw(
    service: ServiceName,
    method: HttpMethod,
    path: string,
    options?: RequestOptions,
  ): Promise<RawResponse<ArrayBuffer>>;
  /** A documented call: one of the contract's (`calls.procureNotice_queryFront`, api/contract/calls.ts). */
  call<T>(call: CallSpec, options?: CallOptions): Promise<T>;
  callRaw(call: CallSpec, options?: CallOptions): Promise<RawResponse<ArrayBuffer>>;
}

function isSuccessCode(code: unknown): boolean {
  return (SUCCESS_CODES as readonly unknown[]).includes(code);
}

function messageOf(body: unknown): string | undefined {
  if (body && typeof body === 'object' && 'message' in body) {
    const message = (body as { message: unknown }).message;
    if (typeof message === 'string' && message) return message;
  }
  return undefined;
}

function codeOf(body: unknown): number | string | undefined {
  if (body && typeof body === 'object' && 'code' in body) {
    const code = (body as { code: unknown }).code;
    if (typeof code === 'number' || (typeof code === 'string' && code !== '')) return code;
  }
  return undefined;
}

function parseHeaders(headers: RequestOptions['headers']): Record<string, string> | undefined {
  if (typeof headers !== 'string') return headers;
  try {
    const parsed: unknown = JSON.parse(headers);
    if (parsed && typeof parsed === 'object' && !Array.isArray(parsed))
      return parsed as Record<string, string>;
  } catch {
    // reported by the caller
  }
  return undefined;
}

/** Node names the socket failure in the cause of fetch's TypeError; a browser names none. */
const CONNECTION_CODES = [
  'ECONNREFUSED',
  'ECONNRESET',
  'ENOTFOUND',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'EAI_AGAIN',
  'UND_ERR_SOCKET',
  'UND_ERR_CONNECT_TIMEOUT',
];

function isConnectionFailure(error: unknown): boolean {
  if (!(error instanceof TypeError)) return false;
  const cause: unknown = error.cause;
  if (cause === undefined) return true;
  const code = cause && typeof cause === 'object' && 'code' in cause ? cause.code : undefined;
  return CONNECTION_CODES.includes(String(code));
}

function fileNameOf(disposition: string): string | undefined {
  const encoded = disposition.match(/filename\*\s*=\s*(?:UTF-8|utf-8)''([^;]+)/);
  if (encoded?.[1]) {
    try {
      return decodeURIComponent(encoded[1].trim());
    } catch {
      return encoded[1].trim();
    }
  }
  const plain = disposition.match(/filename\s*=\s*"?([^";]+)"?/);
  return plain?.[1]?.trim() || undefined;
}

/** A body that is not JSON comes back as its text, as axios did. */
function parseBody(bytes: ArrayBuffer): unknown {
  const text = new TextDecoder().decode(bytes);
  if (!text) return text;
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}

function storedItem(storage: 'sessionStorage' | 'localStorage', key: string): string | null {
  try {
    return globalThis[storage]?.getItem(key) ?? null;
  } catch {
    // Storage access throws in sandboxed frames and with cookies blocked.
    return null;
  }
}

function isRawBody(data: unknown): data is RequestBody {
  return (
    (typeof FormData !== 'undefined' && data instanceof FormData) ||
    (typeof Blob !== 'undefined' && data instanceof Blob) ||
    data instanceof ArrayBuffer ||
    ArrayBuffer.isView(data) ||
    (typeof URLSearchParams !== 'undefined' && data instanceof URLSearchParams)
  );
}

/** Objects go as JSON; a string that already is JSON as it is (axios's rule); bytes and forms untouched. */
function encodeBody(data: unknown): RequestBody | undefined {
  if (data === undefined || isRawBody(data)) return data;
  if (typeof data === 'string') {
    try {
      JSON.parse(data);
      return data.trim();
    } catch {
      // a plain string: sent as a JSON string
    }
  }
  return JSON.stringify(data);
}

/** Sets a header, replacing one of the same name in another case. */
function setHeader(headers: Record<string, string>, name: string, value: string): void {
  for (const key of Object.keys(headers)) if (key.toLowerCase() === name.toLowerCase()) delete headers[key];
  headers[name] = value;
}

function hasHeader(headers: Record<string, string>, name: string): boolean {
  return Object.keys(headers).some((key) => key.toLowerCase() === name.toLowerCase());
}

interface Answer {
  data: unknown;
  status: number;
  headers: Record<string, string>;
}

/** One client per deployment, with the bearer token, language and the error catalogue. */
export function createHttpClient(options: HttpClientOptions): HttpClient {
  const { deployment } = options;
  const hooks: ClientHooks = { ...options.hooks };
  const getToken = options.getToken ?? (() => storedItem('sessionStorage', deployment.tokenKey));
  const getLang = options.getLang ?? (() => storedItem('localStorage', LANG_STORAGE_KEY));
  const clientTimeout = options.timeout ?? REQUEST_TIMEOUT_MS;

  const fail = (message: string, kind: ApiErrorKind, code?: number | string, status?: number): never => {
    hooks.notify?.('error', message);
    throw new ApiError(message, code, status, kind);
  };

  /** 401 and 402 end the session whether they come as a body code or as an HTTP status. */
  const endsSession = (code: unknown): boolean => {
    if (code === INVALID_SESSION_CODE || code === String(INVALID_SESSION_CODE)) {
      hooks.resetSession?.();
      hooks.reload?.();
      return true;
    }
    if (code === NO_PERMISSION_CODE || code === String(NO_PERMISSION_CODE)) {
      hooks.resetSession?.();
      hooks.toLogin?.(deployment.recordRoute ? currentPath() : undefined);
      return true;
    }
    return false;
  };

  const currentPath = (): string | undefined => {
    if (hooks.currentPath) return hooks.currentPath();
    const location = globalThis.location;
    return location ? `${location.pathname}${location.search}${location.hash}` : undefined;
  };

  const headersFor = (request: RequestOptions, body: RequestBody | undefined): Record<string, string> => {
    const given = parseHeaders(request.headers);
    if (typeof request.headers === 'string' && !given) fail(CLIENT_MESSAGES.badHeaders, 'headers');
    const headers = { ...given };
    // What axios asked for; a backend may negotiate on it.
    if (!hasHeader(headers, 'Accept')) headers.Accept = 'application/json, text/plain, */*';
    const token = getToken();
    if (token) setHeader(headers, 'Authorization', `Bearer ${token}`);
    setHeader(headers, 'Accept-Language', getLang() || DEFAULT_LANGUAGE);
    // Without a body none is declared, as a browser does: a server may refuse an empty body declared
    // as JSON. A form declares its own multipart type with the boundary.
    const isForm = typeof FormData !== 'undefined' && body instanceof FormData;
    if (body !== undefined && !isForm && !hasHeader(headers, 'Content-Type')) {
      headers['Content-Type'] = 'application/json;charset=UTF-8';
    }
    return headers;
  };

  /** Sends through the transport with the caller's signal and the timeout; no answer is a catalogue line. */
  const transfer = async (method: HttpMethod, target: string, request: RequestOptions) => {
    const body = encodeBody(request.data);
    const headers = headersFor(request, body);
    const caller = request.signal;
    if (caller?.aborted) throw new CanceledError(caller.reason);
    const controller = new AbortController();
    const cancel = () => controller.abort(caller?.reason);
    caller?.addEventListener('abort', cancel);
    let timedOut = false;
    const timeout = request.timeout ?? clientTimeout;
    const timer =
      timeout > 0
        ? setTimeout(() => {
            timedOut = true;
            controller.abort(new DOMException(CLIENT_MESSAGES.timeout, 'TimeoutError'));
          }, timeout)
        : undefined;
    // Whatever the transport does with the signal, an abort or the timeout ends the call.
    const ended = new Promise<never>((_resolve, reject) =>
      controller.signal.addEventListener('abort', () => reject(controller.signal.reason), { once: true }),
    );
    try {
      const sending = client.transport({
        method,
        url: buildUrl(deployment.baseUrl, target, request.params),
        headers,
        body,
        signal: controller.signal,
        onUploadProgress: request.onUploadProgress,
      });
      return await Promise.race([sending, ended]);
    } catch (error) {
      if (caller?.aborted) throw new CanceledError(caller.reason);
      if (timedOut) return fail(CLIENT_MESSAGES.timeout, 'timeout');
      if (isConnectionFailure(error)) return fail(CLIENT_MESSAGES.connection, 'connection');
      return fail(CLIENT_MESSAGES.unknown, 'unknown');
    } finally {
      clearTimeout(timer);
      caller?.removeEventListener('abort', cancel);
    }
  };

  /** The answer checked against the catalogue: HTTP errors, then (for what is not a file) the body code. */
  const send = async (method: HttpMethod, target: string, request: RequestOptions): Promise<Answer> => {
    const response: TransportResponse = await transfer(method, target, request);
    const { status, headers } = response;
    hooks.onHeaders?.(headers);
    const raw = request.responseType === 'arraybuffer';
    const data = raw ? response.body : parseBody(response.body);
    if (status < 200 || status >= 300) {
      const body = raw ? parseBody(response.body) : data;
      const code = codeOf(body);
      const message = messageOf(body) ?? CLIENT_MESSAGES.statusError(status);
      const kind = endsSession(code ?? status) ? 'session' : 'status';
      return fail(message, kind, code, status);
    }
    if (raw || /attachment/i.test(headers['content-disposition'] ?? '')) return { data, status, headers };
    const code = codeOf(data);
    if (code === undefined || isSuccessCode(code)) return { data, status, headers };
    const message = messageOf(data) ?? CLIENT_MESSAGES.codeError(code);
    const kind = endsSession(code) ? 'session' : 'code';
    return fail(message, kind, code, status);
  };

  const url = (service: ServiceName, path: string) => `${deployment.prefixes[service]}${path}`;

  const raw = async (method: HttpMethod, target: string, request: RequestOptions) => {
    const { data, status, headers } = await send(method, target, { ...request, responseType: 'arraybuffer' });
    return {
      data: data as ArrayBuffer,
      status,
      contentType: headers['content-type'] ?? 'application/octet-stream',
      fileName: fileNameOf(headers['content-disposition'] ?? ''),
      headers,
    };
  };

  const resolveCall = (call: CallSpec, request: CallOptions) => {
    const method: HttpMethod = call.method === 'ANY' ? (request.method ?? 'POST') : call.method;
    return { method, target: url(call.service, callPath(call, request.pathParams)) };
  };

  const client: HttpClient = {
    transport: options.transport ?? defaultTransport,
    options,
    hooks,
    setHooks(next) {
      Object.assign(hooks, next);
    },
    url,
    async request<T>(service: ServiceName, method: HttpMethod, path: string, request: RequestOptions = {}) {
      return (await send(method, url(service, path), request)).data as T;
    },
    async requestUrl<T>(method: HttpMethod, target: string, request: RequestOptions = {}) {
      return (await send(method, target, request)).data as T;
    },
    requestRaw(service, method, path, request = {}) {
      return raw(method, url(service, path), request);
    },
    async call<T>(call: CallSpec, request: CallOptions = {}) {
      const { method, target } = resolveCall(call, request);
      return (await send(method, target, request)).data as T;
    },
    callRaw(call, request = {}) {
      const { method, target } = resolveCall(call, request);
      return raw(method, target, request);
    },
  };
  return client;
}
