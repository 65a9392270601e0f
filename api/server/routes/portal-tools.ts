import type { FastifyInstance } from 'fastify';
import { pinyin } from 'pinyin-pro';
import type { ServerContext } from '../http/context.js';
import { ok } from '../http/envelope.js';

export const PINYIN_TYPES = { full: 0, firstLetters: 1 } as const;

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
export function registerPortalToolRoutes(app: FastifyInstance, ctx: ServerContext): void {
  app.get(
    ctx.path('portal', '/base/tools/v1/getPinyin'),
    {
      schema: {
        querystring: {
          type: 'object',
          required: ['chinese'],
          properties: {
            chinese: { type: 'string', minLength: 1, maxLength: 200, pattern: '\\S' },
            type: { type: 'integer', enum: [PINYIN_TYPES.full, PINYIN_TYPES.firstLetters] },
          },
        },
      },
    },
    async (request) => {
      const { chinese, type = PINYIN_TYPES.full } = request.query as { chinese: string; type?: number };
      return ok(toPinyin(chinese, type));
    },
  );
}
