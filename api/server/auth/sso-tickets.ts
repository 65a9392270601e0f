import { createHash, randomBytes } from 'node:crypto';
import type { SsoAuthMode } from '../../contract/user.js';
import type { Db } from '../db/database.js';

/** A ticket or code is good for one exchange within five minutes. */
export const SSO_TICKET_TTL_MS = 5 * 60 * 1000;

/** Tickets are stored as their hash only: a read of the table opens nothing. */
export function hashTicket(ticket: string): string {
  return createHash('sha256').update(ticket).digest('base64url');
}

/** A one-time CAS service ticket (ST-…) or OAuth authorisation code for a user and the service it returns to. */
export async function issueSsoTicket(
  db: Db,
  mode: SsoAuthMode,
  userId: string,
  service: string,
): Promise<string> {
  const ticket = `${mode === 'cas' ? 'ST' : 'OC'}-${randomBytes(24).toString('base64url')}`;
  await db
    .insertInto('sso_tickets')
    .values({
      ticket_hash: hashTicket(ticket),
      mode,
      user_id: userId,
      service,
      expires_at: new Date(Date.now() + SSO_TICKET_TTL_MS),
      used_at: null,
    })
    .execute();
  return ticket;
}

/**
 * The user of a ticket, using it up; undefined when it is unknown, used, expired, of the other mode or
 * issued for another service. Used up even when the service does not match, so a leaked ticket is spent.
 */
export async function redeemSsoTicket(
  db: Db,
  mode: SsoAuthMode,
  ticket: string,
  service: string,
): Promise<string | undefined> {
  const row = await db
    .updateTable('sso_tickets')
    .set({ used_at: new Date() })
    .where('ticket_hash', '=', hashTicket(ticket))
    .where('mode', '=', mode)
    .where('used_at', 'is', null)
    .where('expires_at', '>', new Date())
    .returning(['user_id', 'service'])
    .executeTakeFirst();
  return row && row.service === service ? row.user_id : undefined;
}
