import { proxy, useSnapshot } from 'valtio';

export interface ErrorLogEntry {
  id: number;
  route: string;
  message: string;
  stack: string;
  time: string;
}

/** Module and runtime errors of this session, listed in production in the 系统错误列表 dialog. */
export const errorLog = proxy<{ entries: ErrorLogEntry[] }>({ entries: [] });
let lastId = 0;

export { isBrowserNoise } from './browser-noise.js';

export function logError(error: unknown, route = window.location.pathname): void {
  const { message, stack } = error instanceof Error ? error : { message: String(error), stack: '' };
  lastId += 1;
  errorLog.entries.push({ id: lastId, route, message, stack: stack ?? '', time: new Date().toISOString() });
  console.error(error);
}

export function clearErrorLog(): void {
  errorLog.entries = [];
}

export const useErrorLog = () => useSnapshot(errorLog);
