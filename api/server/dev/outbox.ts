import type { FastifyInstance } from 'fastify';
import { inputErrorFormatter } from '../auth/input-messages.js';
import type { Db } from '../db/database.js';
import type { ServerContext } from '../http/context.js';
import { ok } from '../http/envelope.js';

/**
 * Development outbox. The reference backend has no SMS gateway: what it would send (verification codes)
 * is written to the dev_outbox table instead. Outside production (NODE_ENV !== 'production', or
 * AppOptions.devTools) a developer reads it at
 *
 *   GET /dev/outbox?target=13800000005   newest first, at most 50: [{ id, target, channel, content, createTime }]
 *
 * e.g. `curl 'http://localhost:8080/dev/outbox?target=13800000005'` after pressing 获取验证码.
 */
export interface OutboxMessage {
  target: string;
  channel: 'sms';
  content: string;
}

export async function deliverMessage(db: Db, message: OutboxMessage): Promise<void> {
  await db.insertInto('dev_outbox').values(message).execute();
}

export function registerDevOutboxRoutes(app: FastifyInstance, ctx: ServerContext): void {
  if (!app.identitySettings.devTools) return;
  app.get<{ Querystring: { target?: string } }>(
    '/dev/outbox',
    {
      schema: {
        querystring: {
          type: 'object',
          properties: { target: { type: 'string', maxLength: 100 } },
        },
      },
      schemaErrorFormatter: inputErrorFormatter,
    },
    async (request) => {
      let query = ctx.db
        .selectFrom('dev_outbox')
        .select(['id', 'target', 'channel', 'content', 'created_at'])
        .orderBy('id', 'desc')
        .limit(50);
      if (request.query.target) query = query.where('target', '=', request.query.target);
      const rows = await query.execute();
      return ok(
        rows.map(({ created_at, ...row }) => ({ ...row, createTime: new Date(created_at).toISOString() })),
      );
    },
  );
}
