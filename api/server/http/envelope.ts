import type { Envelope } from '../../contract/envelope.js';
import { type ServerLanguage, translate } from './translations/index.js';

export function ok<T>(value?: T, message = '操作成功'): Envelope<T> {
  return value === undefined
    ? { state: true, message, code: 200 }
    : { state: true, message, value, code: 200 };
}

/**
 * A refusal the caller is expected to read (wrong password, missing record). No code, so the client
 * returns it as is and the caller shows the message.
 */
export function refuse(message: string): Envelope<never> {
  return { state: false, message };
}

/** An error the server raises to stop a request; the error handler turns it into an envelope. */
export class HttpError extends Error {
  constructor(
    readonly statusCode: number,
    message: string,
    readonly code: number | string = statusCode,
  ) {
    super(message);
  }
}

/**
 * `work`'s value as an answer; what the caller is to read and fix in place (a bad request: a model check's
 * findings, a template's faulty placeholder, an incident handled meanwhile; with `missing`, also an object
 * gone meanwhile) as a refusal (state false, no code) that the page shows where it was asked, not as an
 * error the client would report (toast) as well. Anything else (403, 500) stays an error.
 */
export async function answered<T>(
  work: () => Promise<T>,
  { missing = false }: { missing?: boolean } = {},
): Promise<Envelope<T>> {
  try {
    return ok(await work());
  } catch (error) {
    if (error instanceof HttpError && (error.statusCode === 400 || (missing && error.statusCode === 404)))
      return refuse(error.message);
    throw error;
  }
}

export const notSignedIn = () => new HttpError(401, '登录已失效，请重新登录');
export const forbidden = (message = '没有权限执行此操作') => new HttpError(403, message);
export const badRequest = (message: string) => new HttpError(400, message);
export const notFound = (message: string) => new HttpError(404, message);

/** Fastify's and its plugins' own refusals (English in the library), as our messages. */
const LIBRARY_MESSAGES: Record<string, string> = {
  FST_ERR_CTP_INVALID_JSON_BODY: '请求体不是合法的 JSON',
  FST_ERR_CTP_EMPTY_JSON_BODY: '请求体不能为空',
  FST_ERR_CTP_BODY_TOO_LARGE: '请求体过大',
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: '请求体长度不正确',
  FST_REQ_FILE_TOO_LARGE: '请求体过大',
};

/** What a refusal says when its code is not one we know, by HTTP status. */
const STATUS_MESSAGES: Record<number, string> = {
  400: '请求参数不正确',
  401: '登录已失效，请重新登录',
  403: '没有权限执行此操作',
  404: '请求的资源不存在',
  405: '不支持的请求方法',
  413: '请求体过大',
  429: '请求过于频繁，请稍后再试',
};

/**
 * The message of a refusal raised by Fastify or a plugin (status below 500): ours for the codes we
 * know, the library's own text only when it is already ours (Chinese), else one by status.
 */
export function libraryMessage(
  error: { code?: string; statusCode?: number; message: string },
  contentType?: string,
) {
  if (error.code === 'FST_ERR_CTP_INVALID_MEDIA_TYPE') return `不支持的内容类型：${contentType ?? ''}`;
  const known = error.code ? LIBRARY_MESSAGES[error.code] : undefined;
  if (known) return known;
  if (/[\u4e00-\u9fff]/.test(error.message)) return error.message;
  return STATUS_MESSAGES[error.statusCode ?? 400] ?? '请求无法处理';
}

/** An envelope with its message in the caller's language; any other payload as it is. */
export function inLanguage(payload: unknown, language: ServerLanguage): unknown {
  if (language === 'zh-CN' || typeof payload !== 'object' || payload === null) return payload;
  const { state, message } = payload as Partial<Envelope>;
  if (typeof state !== 'boolean' || typeof message !== 'string' || message === '') return payload;
  return { ...payload, message: translate(message, language) };
}
