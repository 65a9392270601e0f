import type { FastifyInstance } from 'fastify';
import { currentUser, type ServerContext } from '../http/context.js';
import { ok } from '../http/envelope.js';

/** procureMessage: the to-do messages of the tender site (tender-portal section 7.3). */
export function registerProcureMessageRoutes(app: FastifyInstance, ctx: ServerContext): void {
  app.post(
    ctx.path('portal', '/procureMessage/v1/getMyUnReadCount'),
    { preHandler: ctx.requireUser },
    async (request) => {
      const user = currentUser(request);
      const row = await ctx.db
        .selectFrom('procure_messages')
        .select((eb) => eb.fn.countAll<string>().as('count'))
        .where('receiver_id', '=', user.id)
        .where('is_read', '=', false)
        .executeTakeFirstOrThrow();
      return ok(Number(row.count));
    },
  );
}
