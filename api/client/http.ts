import axios, { type AxiosError, type AxiosInstance, type AxiosRequestConfig, type AxiosResponse } from 'axios';
import type { DeploymentConfig, ServiceName } from '../contract/deployment.js';
import { INVALID_SESSION_CODE, NO_PERMISSION_CODE, SUCCESS_CODES } from '../contract/envelope.js';

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
  getToken: () => string | null | undefined;
  /** The UI language, sent as Accept-Language. */
  getLang?: () => string | null | undefined;
  hooks?: ClientHooks;
  timeout?: number;
}

export const REQUEST_TIMEOUT_MS = 60_000;

/** The error catalogue's texts (tender-portal section 8). */
export const CLIENT_MESSAGES = {
  codeError: (code: string | number) => `backend interface ${code} error`,
  statusError: (status: number) => `backend interface ${status} error`,
  connection: 'backend interface connection error',
  timeout: 'backend interface request timeout',
  unknown: 'backend interface unknown error',
  badHeaders: 'the request header is not valid JSON',
} as const;

/** A rejected call: carries the text that was reported and, where known, the code or status. */
export class ApiError extends Error {
  constructor(
    message: string,
    readonly code?: number | string,
    readonly status?: number,
  ) {
    super(message);
    this.name = 'ApiError';
  }
}

export interface RequestOptions {
  params?: Record<string, unknown>;
  data?: unknown;
  /** Extra headers, as an object or as a JSON string (which must parse). */
  headers?: Record<string, string> | string;
  responseType?: AxiosRequestConfig['responseType'];
  signal?: AbortSignal;
  onUploadProgress?: AxiosRequestConfig['onUploadProgress'];
}

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';

export interface HttpClient {
  readonly axios: AxiosInstance;
  readonly options: HttpClientOptions;
  url(service: ServiceName, path: string): string;
  request<T>(service: ServiceName, method: Method, path: string, options?: RequestOptions): Promise<T>;
}

function isSuccessCode(code: unknown): boolean {
  return (SUCCESS_CODES as readonly unknown[]).includes(code);
}

function isRawResponse(response: AxiosResponse): boolean {
  const disposition = String(response.headers['content-disposition'] ?? '');
  return response.config.responseType === 'arraybuffer' || disposition.includes('attachment');
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
    if (typeof code === 'number' || typeof code === 'string') return code;
  }
  return undefined;
}

function parseHeaders(headers: RequestOptions['headers']): Record<string, string> | undefined {
  if (typeof headers !== 'string') return headers;
  try {
    const parsed: unknown = JSON.parse(headers);
    if (parsed && typeof parsed === 'object' && !Array.isArray(parsed)) return parsed as Record<string, string>;
  } catch {
    // reported below
  }
  throw new ApiError(CLIENT_MESSAGES.badHeaders);
}

/** One axios instance per deployment, with the bearer token, language and the error catalogue. */
export function createHttpClient(options: HttpClientOptions): HttpClient {
  const { deployment, hooks = {} } = options;
  const instance = axios.create({
    baseURL: deployment.baseUrl || undefined,
    timeout: options.timeout ?? REQUEST_TIMEOUT_MS,
    headers: { 'Content-Type': 'application/json;charset=UTF-8' },
  });

  instance.interceptors.request.use((config) => {
    const token = options.getToken();
    if (token) config.headers.Authorization = `Bearer ${token}`;
    config.headers['Accept-Language'] = options.getLang?.() || 'zh-CN';
    return config;
  });

  const fail = (message: string, code?: number | string, status?: number): never => {
    hooks.notify?.('error', message);
    throw new ApiError(message, code, status);
  };

  /** 401 and 402 end the session whether they come as a body code or an HTTP status. */
  const handleSessionCode = (code: unknown, message: string, status?: number): void => {
    if (code === INVALID_SESSION_CODE || code === String(INVALID_SESSION_CODE)) {
      hooks.resetSession?.();
      hooks.reload?.();
      throw new ApiError(message, INVALID_SESSION_CODE, status);
    }
    if (code === NO_PERMISSION_CODE || code === String(NO_PERMISSION_CODE)) {
      hooks.resetSession?.();
      hooks.toLogin?.(deployment.recordRoute ? hooks.currentPath?.() : undefined);
      throw new ApiError(message, NO_PERMISSION_CODE, status);
    }
  };

  instance.interceptors.response.use(
    (response) => {
      if (isRawResponse(response)) return response;
      const body: unknown = response.data;
      const code = codeOf(body);
      if (code === undefined || isSuccessCode(code)) return response;
      const message = messageOf(body) ?? CLIENT_MESSAGES.codeError(code);
      handleSessionCode(code, message, response.status);
      return fail(message, code, response.status);
    },
    (error: AxiosError) => {
      if (error instanceof ApiError) throw error;
      if (axios.isCancel(error)) throw error;
      if (error.response) {
        const body = error.response.data;
        const status = error.response.status;
        const message = messageOf(body) ?? CLIENT_MESSAGES.statusError(status);
        handleSessionCode(codeOf(body) ?? status, message, status);
        return fail(message, codeOf(body), status);
      }
      if (error.code === 'ECONNABORTED' || error.code === 'ETIMEDOUT' || /timeout/i.test(error.message)) {
        return fail(CLIENT_MESSAGES.timeout);
      }
      if (error.message === 'Network Error' || error.code === 'ERR_NETWORK' || error.code === 'ECONNREFUSED') {
        return fail(CLIENT_MESSAGES.connection);
      }
      return fail(CLIENT_MESSAGES.unknown);
    },
  );

  const url = (service: ServiceName, path: string) => `${deployment.prefixes[service]}${path}`;

  return {
    axios: instance,
    options,
    url,
    async request<T>(service: ServiceName, method: Method, path: string, request: RequestOptions = {}) {
      let headers: Record<string, string> | undefined;
      try {
        headers = parseHeaders(request.headers);
      } catch (error) {
        return fail((error as Error).message);
      }
      const response = await instance.request({
        url: url(service, path),
        method,
        params: request.params,
        data: request.data,
        headers,
        responseType: request.responseType,
        signal: request.signal,
        onUploadProgress: request.onUploadProgress,
      });
      return response.data as T;
    },
  };
}
