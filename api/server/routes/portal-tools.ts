import { pinyin } from 'pinyin-pro';
import { PINYIN_TYPES } from '../../contract/portal.js';
import { PinyinQuery } from '../../contract/schemas/portal.js';
import type { RouteScopes, ServerContext } from '../http/context.js';
import { ok } from '../http/envelope.js';

/**
 * Pinyin of a text for codes and aliases: type 0 the full pinyin without tones (中国 -> zhongguo),
 * type 1 the first letters (zg). Other characters are kept; whitespace is dropped; ü is written v.
 */
export function toPinyin(text: string, type: number): string {
  const syllables = pinyin(text, {
    toneType: 'none',
    type: 'array',
    v: true,
    nonZh: 'consecutive',
    ...(type === PINYIN_TYPES.firstLetters ? { pattern: 'first' as const } : {}),
  });
  return syllables.join('').replace(/\s+/g, '').replace(/ü/g, 'v').toLowerCase();
}

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
