import { PINYIN_TYPES } from '../../contract/portal.js';
import { PinyinQuery } from '../../contract/schemas/portal.js';
import { toPinyin } from '../contacts/pinyin.js';
import type { RouteScopes, ServerContext } from '../http/context.js';
import { ok } from '../http/envelope.js';

/** Tools of the base service (tender-portal 7.1); public. */
export function registerPortalToolRoutes({ open }: RouteScopes, ctx: ServerContext): void {
  open.route({
    ...ctx.call('tools/getPinyin'),
    schema: { querystring: PinyinQuery },
    handler: async (request) => {
      const { chinese, type = PINYIN_TYPES.full } = request.query;
      return ok(toPinyin(chinese, type));
    },
  });
}
