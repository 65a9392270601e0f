import { randomBytes } from 'node:crypto';
import type { Db } from '../db/database.js';
import { resolveToken, type SessionUser } from './sessions.js';
import { hashTicket } from './sso-tickets.js';

/** A stream ticket is good for one connection within a minute. */
export const STREAM_TICKET_TTL_MS = 60 * 1000;

/** What a ticket opens: one purpose (which stream) and its scope (e.g. a project id, '' for all). */
export interface StreamTicketTarget {
  purpose: string;
  scope: string;
}

/**
 * A one-time ticket that opens one stream for the session of `sessionToken`: EventSource sends no
 * header, and a ticket in the url is worth nothing once used or a minute old, unlike the session token
 * that used to travel there. Tickets nobody used are swept here, by their expiry.
 */
export async function issueStreamTicket(
  db: Db,
  sessionToken: string,
  target: StreamTicketTarget,
  ttlMs = STREAM_TICKET_TTL_MS,
): Promise<{ ticket: string; expiresAt: Date }> {
  const now = new Date();
  await db.deleteFrom('stream_tickets').where('expires_at', '<=', now).execute();
  const ticket = randomBytes(24).toString('base64url');
  const expiresAt = new Date(now.getTime() + ttlMs);
  await db
    .insertInto('stream_tickets')
    .values({
      ticket_hash: hashTicket(ticket),
      purpose: target.purpose,
      scope: target.scope,
      session_token: sessionToken,
      expires_at: expiresAt,
    })
    .execute();
  return { ticket, expiresAt };
}

/**
 * The user a ticket opens `target` for, using it up; undefined when it is unknown, used, expired, issued
 * for another stream, or its session has ended (signed out, expired, user disabled). Used up even when
 * the target does not match, so a leaked ticket is spent. One conditional delete: of two processes given
 * the same ticket at once, one gets it.
 */
export async function redeemStreamTicket(
  db: Db,
  ticket: string,
  target: StreamTicketTarget,
): Promise<SessionUser | undefined> {
  const row = await db
    .deleteFrom('stream_tickets')
    .where('ticket_hash', '=', hashTicket(ticket))
    .returning(['purpose', 'scope', 'session_token', 'expires_at'])
    .executeTakeFirst();
  if (!row || row.expires_at.getTime() <= Date.now()) return undefined;
  if (row.purpose !== target.purpose || row.scope !== target.scope) return undefined;
  return resolveToken(db, row.session_token);
}
