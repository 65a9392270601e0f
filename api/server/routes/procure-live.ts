import { BIDDING_TICK_MS, type StreamTicket } from '../../contract/bidding.js';
import { BiddingEventsQuery, BiddingTicketBody } from '../../contract/schemas/bidding.js';
import type { SessionUser } from '../auth/sessions.js';
import { issueStreamTicket, redeemStreamTicket } from '../auth/stream-tickets.js';
import { biddingStreamOf, type EventClient, eventHubOf, type StoredEvent } from '../bidding/events.js';
import { biddingAccess } from '../bidding/quotations.js';
import type { Db } from '../db/database.js';
import { bearerToken, currentUser, type RouteScopes, type ServerContext } from '../http/context.js';
import { badRequest, forbidden, HttpError, notSignedIn, ok } from '../http/envelope.js';
import { countEventStream } from '../ops/counters.js';
import { Refusal } from '../tender/access.js';

const STREAM_TICKET_REFUSED = '实时连接凭证无效或已过期，请重新连接';

/** How long a stream ended by a shutdown waits before reconnecting (plus as much again at random). */
const RECONNECT_MS = 500;

/**
 * The live events of online bidding as server-sent events (procureProjectQuotation/events): opened with
 * `?ticket=` of eventsTicket, good once within a minute for that stream of the caller's session (EventSource
 * sends no header, and the session token in a url would be logged); resumed after Last-Event-ID (the
 * header EventSource sends on reconnecting, or `?lastEventId=`); a `tick` with the server's time at
 * once and every BIDDING_TICK_MS. The stored events reach every process's streams through the change
 * channel (bidding/events.ts), so a stream on one process sees what another wrote.
 */
export function registerProcureLiveRoutes({ open, signedIn }: RouteScopes, ctx: ServerContext): void {
  const { db } = ctx;
  signedIn.route({
    ...ctx.call('procureProjectQuotation/eventsTicket'),
    schema: { body: BiddingTicketBody },
    handler: async (request) => {
      const { projectId } = request.body;
      await mayFollow(db, currentUser(request), projectId);
      // The ticket belongs to this session: it ends with it.
      const session = bearerToken(request);
      if (!session) throw notSignedIn();
      const { ticket, expiresAt } = await issueStreamTicket(db, session, biddingStreamOf(projectId));
      return ok<StreamTicket>({ ticket, expiresAt: expiresAt.toISOString() });
    },
  });
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
      const { projectId, ticket } = request.query;
      const user = ticket ? await redeemStreamTicket(db, ticket, biddingStreamOf(projectId)) : undefined;
      if (!user) throw ticketRefused();
      // Still a part of the project: the ticket may be a minute old.
      await mayFollow(db, user, projectId);
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

/** A missing, used, expired or foreign ticket (or a session token in its place): 401, as a lost session. */
function ticketRefused(): HttpError {
  return new HttpError(401, STREAM_TICKET_REFUSED);
}

/** Refuses (403) a caller with no part in the project; all their live projects need none. */
async function mayFollow(db: Db, user: SessionUser, projectId: string | undefined): Promise<void> {
  if (!projectId) return;
  try {
    const access = await biddingAccess(db, user, projectId);
    if (!access.part) throw forbidden();
  } catch (error) {
    if (error instanceof Refusal) throw forbidden(error.message);
    throw error;
  }
}
