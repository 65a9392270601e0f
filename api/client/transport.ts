/**
 * What carries the client's requests: a function from a request to the status, headers and bytes of
 * its answer. The default one uses the platform's fetch, and XMLHttpRequest for uploads that report
 * their progress (fetch cannot tell how much of a body was sent over HTTP/1.1). Tests and the docs
 * plug in their own to play the server; everything above it (token, envelope, error catalogue) is
 * the client's.
 */

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'DELETE';

/** How much of an upload's body was sent. */
export interface UploadProgress {
  loaded: number;
  /** The body's size, when known. */
  total?: number;
  /** loaded / total, when the total is known. */
  progress?: number;
}

export type RequestBody = string | FormData | Blob | ArrayBuffer | ArrayBufferView | URLSearchParams;

export interface TransportRequest {
  method: HttpMethod;
  /** As sent: the base url, the path and the query string. */
  url: string;
  headers: Record<string, string>;
  body?: RequestBody;
  /** Aborts on the caller's signal and on the client's timeout. */
  signal: AbortSignal;
  onUploadProgress?: (event: UploadProgress) => void;
}

export interface TransportResponse {
  status: number;
  /** Header names in lower case. */
  headers: Record<string, string>;
  body: ArrayBuffer;
}

/**
 * Answers with any status; rejects only when there is no answer: a TypeError when the connection
 * failed (as fetch does), the signal's reason when aborted, anything else for an answer that is not HTTP.
 */
export type Transport = (request: TransportRequest) => Promise<TransportResponse>;

function bodySize(body: RequestBody | undefined): number {
  if (body === undefined) return 0;
  if (typeof body === 'string') return new TextEncoder().encode(body).byteLength;
  if (body instanceof Blob) return body.size;
  if (body instanceof ArrayBuffer || ArrayBuffer.isView(body)) return body.byteLength;
  if (body instanceof FormData) {
    let size = 0;
    for (const [, value] of body) size += typeof value === 'string' ? bodySize(value) : value.size;
    return size;
  }
  return bodySize(body.toString());
}

/** The platform's fetch. Where it is asked for upload progress (Node) it reports once, when the answer comes. */
export const fetchTransport: Transport = async (request) => {
  const response = await fetch(request.url, {
    method: request.method,
    headers: request.headers,
    body: request.body as BodyInit | undefined,
    signal: request.signal,
  });
  if (request.onUploadProgress) {
    const total = bodySize(request.body);
    request.onUploadProgress({ loaded: total, total, progress: 1 });
  }
  return {
    status: response.status,
    headers: Object.fromEntries(response.headers),
    body: await response.arrayBuffer(),
  };
};

/**
 * fetch, and XMLHttpRequest for an upload that reports progress where the page has it. That one is
 * loaded on the first such upload: a page showing a badge never pays for it.
 */
export const defaultTransport: Transport = async (request) =>
  request.onUploadProgress && typeof XMLHttpRequest !== 'undefined'
    ? (await import('./xhr-transport.js')).xhrTransport(request)
    : fetchTransport(request);

/** axios's encoding of query values: encodeURIComponent, keeping `:`, `$` and `,`, spaces as `+`. */
function encodeQuery(value: string): string {
  return encodeURIComponent(value)
    .replace(/%3A/gi, ':')
    .replace(/%24/g, '$')
    .replace(/%2C/gi, ',')
    .replace(/%20/g, '+');
}

function isPlainObject(value: unknown): value is Record<string, unknown> {
  if (value === null || typeof value !== 'object') return false;
  const prototype = Object.getPrototypeOf(value);
  return prototype === Object.prototype || prototype === null;
}

const isNested = (value: unknown) => Array.isArray(value) || isPlainObject(value);

const withoutBrackets = (key: string) => (key.endsWith('[]') ? key.slice(0, -2) : key);

/**
 * Query parameters as axios wrote them: null and undefined left out, a flat array as `key[]=a&key[]=b`,
 * nested objects as `key[inner]=v` (arrays inside them by index), a key ending in `{}` as JSON,
 * dates as ISO strings.
 */
export function serializeParams(params: Record<string, unknown>): string {
  const pairs: string[] = [];
  const add = (key: string, value: unknown) =>
    pairs.push(
      `${encodeQuery(key)}=${encodeQuery(value instanceof Date ? value.toISOString() : String(value))}`,
    );
  const visit = (value: object, path: string[]) => {
    for (const [rawKey, entry] of Object.entries(value)) {
      if (entry === undefined || entry === null) continue;
      const key = rawKey.trim();
      if (path.length === 0 && typeof entry === 'object') {
        if (key.endsWith('{}')) {
          add(key, JSON.stringify(entry));
          continue;
        }
        if (Array.isArray(entry) && !entry.some(isNested)) {
          for (const item of entry)
            if (item !== undefined && item !== null) add(`${withoutBrackets(key)}[]`, item);
          continue;
        }
      }
      if (isNested(entry)) visit(entry as object, [...path, key]);
      else {
        const [first, ...rest] = [...path, key].map(withoutBrackets);
        add(`${first}${rest.map((token) => `[${token}]`).join('')}`, entry);
      }
    }
  };
  visit(params, []);
  return pairs.join('&');
}

/** The url a request goes to: the target on the base url (unless absolute), with the query appended. */
export function buildUrl(baseUrl: string, target: string, params?: Record<string, unknown>): string {
  let url =
    baseUrl && target && !/^([a-z][a-z\d+\-.]*:)?\/\//i.test(target)
      ? `${baseUrl.replace(/\/?\/$/, '')}/${target.replace(/^\/+/, '')}`
      : target || baseUrl;
  const query = params ? serializeParams(params) : '';
  if (query) {
    const hash = url.indexOf('#');
    if (hash !== -1) url = url.slice(0, hash);
    url += `${url.includes('?') ? '&' : '?'}${query}`;
  }
  return url;
}
