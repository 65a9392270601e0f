import type { FastifyRequest } from 'fastify';
import type { SessionUser } from '../auth/sessions.js';
import { currentUser } from '../http/context.js';
import { badRequest } from '../http/envelope.js';
import { languageOf } from '../http/translations/index.js';
import { requireStaff } from '../workflow/access.js';

/** What the workflow's routes read from a request alike: the staff caller, the language, ids. */

/** The signed-in staff user of a workflow call (others are refused, as every workflow call does). */
export function staff(request: FastifyRequest): SessionUser {
  const user = currentUser(request);
  requireStaff(user);
  return user;
}

/** The language the caller reads, for the messages a rule answers. */
export const language = (request: FastifyRequest) => languageOf(request.headers['accept-language']);

/** The instance a query names by `instId` or `id`. */
export function instIdOf(query: { instId?: string; id?: string }): string {
  const id = query.instId ?? query.id;
  if (!id) throw badRequest('请指定流程实例');
  return id;
}

/** A comma-separated or repeated list parameter as ids. */
export function idList(value: string | string[]): string[] {
  const ids = (Array.isArray(value) ? value : value.split(',')).map((id) => id.trim()).filter(Boolean);
  if (ids.length === 0) throw badRequest('请选择要操作的记录');
  if (ids.some((id) => id.length > 64)) throw badRequest('请求参数不正确');
  return ids;
}
