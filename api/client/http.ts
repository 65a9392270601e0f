import axios, {
  type AxiosError,
  type AxiosInstance,
  type AxiosRequestConfig,
  type AxiosResponse,
  type RawAxiosResponseHeaders,
} from 'axios';
import { CALLS, type CallKey, callPath } from '../contract/calls.js';
import type { DeploymentConfig, ServiceName } from '../contract/deployment.js';
import { INVALID_SESSION_CODE, NO_PERMISSION_CODE, SUCCESS_CODES } from '../contract/envelope.js';
import { REQUEST_TIMEOUT_MS } from '../contract/limits.js';
import { DEFAULT_LANGUAGE, LANG_STORAGE_KEY } from '../contract/theme.js';

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
}

export interface HttpClientOptions {
  deployment: DeploymentConfig;
  /** Defaults to sessionStorage under the deployment's token key, when there is a sessionStorage. */
  getToken?: () => string | null | undefined;
  /** The UI language, sent as Accept-Language; defaults to localStorage `lang`, else zh-CN. */
  getLang?: () => string | null | undefined;
  hooks?: ClientHooks;
  timeout?: number;
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

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'DELETE';

export interface RequestOptions {
  params?: Record<string, unknown>;
  data?: unknown;
  /** Extra headers, as an object or as a JSON string (which must parse). */
  headers?: Record<string, string> | string;
  responseType?: AxiosRequestConfig['responseType'];
  signal?: AbortSignal;
  onUploadProgress?: AxiosRequestConfig['onUploadProgress'];
  /** Overrides the client's timeout for this request. */
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
  readonly axios: AxiosInstance;
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
  /** A documented call by its key in CALLS. */
  call<T>(key: CallKey, options?: CallOptions): Promise<T>;
  callRaw(key: CallKey, options?: CallOptions): Promise<RawResponse<ArrayBuffer>>;
}

function isSuccessCode(code: unknown): boolean {
  return (SUCCESS_CODES as readonly unknown[]).includes(code);
}

function isRawResponse(response: AxiosResponse): boolean {
  const disposition = String(response.headers['content-disposition'] ?? '');
  return response.config.responseType === 'arraybuffer' || /attachment/i.test(disposition);
}

/** Error bodies of arraybuffer requests arrive as bytes; the message may still be JSON inside. */
function readBody(data: unknown): unknown {
  if (data instanceof ArrayBuffer || ArrayBuffer.isView(data)) {
    try {
      return JSON.parse(new TextDecoder().decode(data));
    } catch {
      return undefined;
    }
  }
  return data;
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

function isTimeout(error: AxiosError): boolean {
  return error.code === 'ETIMEDOUT' || (error.code === 'ECONNABORTED' && /timeout/i.test(error.message));
}

/** The browser says 'Network Error'; Node names the socket failure. */
const CONNECTION_CODES = [
  'ERR_NETWORK',
  'ECONNREFUSED',
  'ECONNRESET',
  'ENOTFOUND',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'EAI_AGAIN',
];

function isConnectionFailure(error: AxiosError): boolean {
  return error.message === 'Network Error' || CONNECTION_CODES.includes(error.code ?? '');
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

function toArrayBuffer(data: unknown): ArrayBuffer {
  if (data instanceof ArrayBuffer) return data;
  if (ArrayBuffer.isView(data)) {
    const copy = new Uint8Array(data.byteLength);
    copy.set(new Uint8Array(data.buffer, data.byteOffset, data.byteLength));
    return copy.buffer;
  }
  if (typeof data === 'string') return new TextEncoder().encode(data).buffer as ArrayBuffer;
  return new ArrayBuffer(0);
}

function plainHeaders(headers: RawAxiosResponseHeaders | AxiosResponse['headers']): Record<string, string> {
  const result: Record<string, string> = {};
  for (const [name, value] of Object.entries(headers)) {
    if (value !== undefined && value !== null) result[name.toLowerCase()] = String(value);
  }
  return result;
}

function storedItem(storage: 'sessionStorage' | 'localStorage', key: string): string | null {
  try {
    return globalThis[storage]?.getItem(key) ?? null;
  } catch {
    // Storage access throws in sandboxed frames and with cookies blocked.
    return null;
  }
}

function isFormData(data: unknown): boolean {
  return typeof FormData !== 'undefined' && data instanceof FormData;
}

/** One axios instance per deployment, with the bearer token, language and the error catalogue. */
export function createHttpClient(options: HttpClientOptions): HttpClient {
  const { deployment } = options;
  const hooks: ClientHooks = { ...options.hooks };
  const getToken = options.getToken ?? (() => storedItem('sessionStorage', deployment.tokenKey));
  const getLang = options.getLang ?? (() => storedItem('localStorage', LANG_STORAGE_KEY));
  const instance = axios.create({
    baseURL: deployment.baseUrl || undefined,
    timeout: options.timeout ?? REQUEST_TIMEOUT_MS,
  });

  instance.interceptors.request.use((config) => {
    const token = getToken();
    if (token) config.headers.Authorization = `Bearer ${token}`;
    config.headers['Accept-Language'] = getLang() || DEFAULT_LANGUAGE;
    // With a JSON content type axios would serialise a FormData body as JSON; uploads set their own.
    // Without a body none is declared (false stops axios adding a form type in Node), as a browser does:
    // a server may refuse an empty body declared as JSON.
    if (!config.headers['Content-Type'] && !isFormData(config.data)) {
      config.headers['Content-Type'] = config.data === undefined ? false : 'application/json;charset=UTF-8';
    }
    return config;
  });

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

  instance.interceptors.response.use(
    (response) => {
      if (isRawResponse(response)) return response;
      const body: unknown = response.data;
      const code = codeOf(body);
      if (code === undefined || isSuccessCode(code)) return response;
      const message = messageOf(body) ?? CLIENT_MESSAGES.codeError(code);
      const kind = endsSession(code) ? 'session' : 'code';
      return fail(message, kind, code, response.status);
    },
    (error: AxiosError) => {
      if (error instanceof ApiError) throw error;
      if (axios.isCancel(error)) throw error;
      if (error.response) {
        const body = readBody(error.response.data);
        const status = error.response.status;
        const code = codeOf(body);
        const message = messageOf(body) ?? CLIENT_MESSAGES.statusError(status);
        const kind = endsSession(code ?? status) ? 'session' : 'status';
        return fail(message, kind, code, status);
      }
      if (isTimeout(error)) return fail(CLIENT_MESSAGES.timeout, 'timeout');
      if (isConnectionFailure(error)) return fail(CLIENT_MESSAGES.connection, 'connection');
      return fail(CLIENT_MESSAGES.unknown, 'unknown');
    },
  );

  const url = (service: ServiceName, path: string) => `${deployment.prefixes[service]}${path}`;

  const send = async (
    method: HttpMethod,
    target: string,
    request: RequestOptions,
  ): Promise<AxiosResponse> => {
    const headers = parseHeaders(request.headers);
    if (typeof request.headers === 'string' && !headers) fail(CLIENT_MESSAGES.badHeaders, 'headers');
    return instance.request({
      url: target,
      method,
      params: request.params,
      data: request.data,
      headers,
      responseType: request.responseType,
      signal: request.signal,
      onUploadProgress: request.onUploadProgress,
      timeout: request.timeout,
    });
  };

  const raw = async (method: HttpMethod, target: string, request: RequestOptions) => {
    const response = await send(method, target, { ...request, responseType: 'arraybuffer' });
    const headers = plainHeaders(response.headers);
    return {
      data: toArrayBuffer(response.data),
      status: response.status,
      contentType: headers['content-type'] ?? 'application/octet-stream',
      fileName: fileNameOf(headers['content-disposition'] ?? ''),
      headers,
    };
  };

  const resolveCall = (key: CallKey, request: CallOptions) => {
    const spec = CALLS[key];
    const method: HttpMethod = spec.method === 'ANY' ? (request.method ?? 'POST') : spec.method;
    return { method, target: url(spec.service, callPath(key, request.pathParams)) };
  };

  return {
    axios: instance,
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
    async call<T>(key: CallKey, request: CallOptions = {}) {
      const { method, target } = resolveCall(key, request);
      return (await send(method, target, request)).data as T;
    },
    callRaw(key, request = {}) {
      const { method, target } = resolveCall(key, request);
      return raw(method, target, request);
    },
  };
}
