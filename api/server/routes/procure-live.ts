import { BIDDING_TICK_MS } from '../../contract/bidding.js';
import { BiddingEventsQuery } from '../../contract/schemas/bidding.js';
import { resolveToken } from '../auth/sessions.js';
import { type EventClient, eventHubOf, type StoredEvent } from '../bidding/events.js';
import { biddingAccess } from '../bidding/quotations.js';
import { bearerToken, type RouteScopes, type ServerContext } from '../http/context.js';
import { badRequest, forbidden, notSignedIn } from '../http/envelope.js';
import { countEventStream } from '../ops/counters.js';
import { Refusal } from '../tender/access.js';

/** How long a stream ended by a shutdown waits before reconnecting (plus as much again at random). */
const RECONNECT_MS = 500;

/**
 * The live events of online bidding as server-sent events (procureProjectQuotation/events): signed in by the
 * bearer header or, since EventSource sends no header, `?token=`; resumed after Last-Event-ID (the
 * header EventSource sends on reconnecting, or `?lastEventId=`); a `tick` with the server's time at
 * once and every BIDDING_TICK_MS. The stored events reach every process's streams through the change
 * channel (bidding/events.ts), so a stream on one process sees what another wrote.
 */
export function registerProcureLiveRoutes({ open }: RouteScopes, ctx: ServerContext): void {
  const { db } = ctx;
  // Open streams end when the server closes (a stream never ends by itself), each told to come back
  // after a moment's spread (retry:), by when the load balancer sends it to another process.
  const streams = new Set<(reconnectMs?: number) => void>();
  open.addHook('preClose', async () => {
    for (const end of [...streams]) end(RECONNECT_MS + Math.floor(Math.random() * RECONNECT_MS));
  });
  open.route({
    ...ctx.call('procureProjectQuotation/events'),
    schema: { querystring: BiddingEventsQuery },
    handler: async (request, reply) => {
      const token = bearerToken(request) ?? request.query.token?.trim();
      const user = token ? await resolveToken(db, token) : undefined;
      if (!user) throw notSignedIn();
      const { projectId } = request.query;
      if (projectId) {
        try {
          const access = await biddingAccess(db, user, projectId);
          if (!access.part) throw forbidden();
        } catch (error) {
          if (error instanceof Refusal) throw forbidden(error.message);
          throw error;
        }
      }
      const header = request.headers['last-event-id'];
      const resumeText =
        (Array.isArray(header) ? header[0] : header)?.trim() || request.query.lastEventId?.trim();
      if (resumeText && !/^\d{1,18}$/.test(resumeText)) throw badRequest('请求参数不正确：Last-Event-ID');
      const after = resumeText ? BigInt(resumeText) : undefined;

      reply.hijack();
      const raw = reply.raw;
      raw.writeHead(200, {
        'Content-Type': 'text/event-stream; charset=utf-8',
        'Cache-Control': 'no-cache, no-transform',
        Connection: 'keep-alive',
        'X-Accel-Buffering': 'no',
      });
      let closed = false;
      const write = (text: string) => {
        if (!closed) raw.write(text);
      };
      const tick = () => {
        const now = new Date();
        write(
          `event: tick\ndata: ${JSON.stringify({ timestamp: now.getTime(), time: now.toISOString() })}\n\n`,
        );
      };
      // Retry after a second when the connection drops; EventSource resends the last id.
      write('retry: 1000\n\n');
      tick();
      const client: EventClient = {
        user,
        projectId,
        cursor: 0n,
        access: new Map(),
        send: (event: StoredEvent) => write(`id: ${event.id}\nevent: ${event.type}\ndata: ${event.data}\n\n`),
      };
      const timer = setInterval(tick, BIDDING_TICK_MS);
      timer.unref();
      let disconnect: (() => void) | undefined;
      countEventStream(db, 1);
      const end = (reconnectMs?: number) => {
        if (closed) return;
        if (reconnectMs !== undefined) write(`retry: ${reconnectMs}\n: server closing, reconnect\n\n`);
        closed = true;
        countEventStream(db, -1);
        streams.delete(end);
        clearInterval(timer);
        disconnect?.();
        if (!raw.writableEnded) raw.end();
      };
      streams.add(end);
      raw.on('close', () => end());
      raw.on('error', () => end());
      try {
        const stop = await eventHubOf(db).connect(client, after);
        if (closed) stop();
        else disconnect = stop;
      } catch (error) {
        request.log.error(error);
        end();
      }
    },
  });
}
