import type { Envelope } from '../../contract/envelope.js';

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

export const notSignedIn = () => new HttpError(401, '登录已失效，请重新登录');
export const forbidden = (message = '没有权限执行此操作') => new HttpError(403, message);
export const badRequest = (message: string) => new HttpError(400, message);
export const notFound = (message: string) => new HttpError(404, message);
