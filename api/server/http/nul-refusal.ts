import type { FastifyInstance } from 'fastify';
import { badRequest } from './envelope.js';

/** What a refused NUL reads (translated in translations/server.ts). */
export const NUL_REFUSED = '请求参数不正确：文本不能包含空字符（U+0000）';

/** Does a decoded request value (a string, a list, an object: keys too) hold a NUL anywhere? */
function holdsNul(value: unknown): boolean {
  const pending: unknown[] = [value];
  while (pending.length > 0) {
    const next = pending.pop();
    if (typeof next === 'string') {
      if (next.includes('\u0000')) return true;
    } else if (Array.isArray(next)) {
      pending.push(...next);
    } else if (next !== null && typeof next === 'object') {
      for (const [key, inner] of Object.entries(next)) {
        if (key.includes('\u0000')) return true;
        pending.push(inner);
      }
    }
  }
  return false;
}

/**
 * PostgreSQL stores no NUL character in text, so a NUL anywhere a route could read it (the path, the
 * query, a JSON or form body) is refused with the 400 envelope before validation and before any route
 * runs: one check for every call instead of a 500 from the database. Multipart fields are read by their
 * route and stored as JSON, which escapes them.
 */
export function refuseNulCharacters(server: FastifyInstance): void {
  server.addHook('preValidation', async (request) => {
    if (holdsNul(request.params) || holdsNul(request.query) || holdsNul(request.body)) {
      throw badRequest(NUL_REFUSED);
    }
  });
}
