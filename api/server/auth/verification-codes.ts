import { createHash, randomBytes, randomInt, timingSafeEqual } from 'node:crypto';
import { sql } from 'kysely';
import type { Db } from '../db/database.js';

export const CODE_LENGTH = 6;
export const CODE_TTL_MS = 10 * 60 * 1000;
/** The portal's code button waits 60 seconds; the server holds every target to the same. */
export const RESEND_WAIT_MS = 60 * 1000;
/** Wrong guesses a code survives; after that a new one must be sent. */
export const MAX_FAILED_ATTEMPTS = 5;

function hashCode(code: string, salt: string): string {
  return createHash('sha256').update(`${salt}:${code}`).digest('base64');
}

function matches(code: string, stored: string): boolean {
  const [salt, hash] = stored.split('$');
  if (!salt || !hash) return false;
  const expected = Buffer.from(hash, 'base64');
  const actual = Buffer.from(hashCode(code, salt), 'base64');
  return actual.length === expected.length && timingSafeEqual(actual, expected);
}

/**
 * A new code for a target (a mobile number), replacing the previous one; undefined while the previous one
 * was sent less than a minute ago. One statement, so two server processes cannot both send.
 */
export async function issueCode(db: Db, target: string, userId: string): Promise<string | undefined> {
  const code = String(randomInt(0, 10 ** CODE_LENGTH)).padStart(CODE_LENGTH, '0');
  const salt = randomBytes(12).toString('base64');
  const now = new Date();
  const { rows } = await sql<{ target: string }>`
    insert into verification_codes (target, user_id, code_hash, sent_at, expires_at, failed_attempts, consumed_at)
    values (${target}, ${userId}, ${`${salt}$${hashCode(code, salt)}`}, ${now},
      ${new Date(now.getTime() + CODE_TTL_MS)}, 0, null)
    on conflict (target) do update set
      user_id = excluded.user_id, code_hash = excluded.code_hash, sent_at = excluded.sent_at,
      expires_at = excluded.expires_at, failed_attempts = 0, consumed_at = null
    where verification_codes.sent_at <= ${new Date(now.getTime() - RESEND_WAIT_MS)}
    returning target`.execute(db);
  return rows.length ? code : undefined;
}

/**
 * Uses up the code of a target when it is the one sent to this user, unexpired and not yet used; a wrong
 * guess counts against it.
 */
export async function consumeCode(db: Db, target: string, userId: string, code: string): Promise<boolean> {
  const now = new Date();
  const row = await db
    .selectFrom('verification_codes')
    .select(['code_hash'])
    .where('target', '=', target)
    .where('user_id', '=', userId)
    .where('consumed_at', 'is', null)
    .where('expires_at', '>', now)
    .where('failed_attempts', '<', MAX_FAILED_ATTEMPTS)
    .executeTakeFirst();
  if (!row) return false;
  if (!matches(code, row.code_hash)) {
    await db
      .updateTable('verification_codes')
      .set((eb) => ({ failed_attempts: eb('failed_attempts', '+', 1) }))
      .where('target', '=', target)
      .execute();
    return false;
  }
  // Only one of two simultaneous uses of the same code gets the row.
  const used = await db
    .updateTable('verification_codes')
    .set({ consumed_at: now })
    .where('target', '=', target)
    .where('code_hash', '=', row.code_hash)
    .where('consumed_at', 'is', null)
    .returning('target')
    .executeTakeFirst();
  return used !== undefined;
}
