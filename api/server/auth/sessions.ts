import { randomBytes } from 'node:crypto';
import { changeAwareCache } from '../db/change-feed.js';
import type { Db } from '../db/database.js';
import type { UserTable } from '../db/schema.js';

/** How long a bearer token lives without use. */
export const TOKEN_TTL_MS = 12 * 60 * 60 * 1000;

export type SessionUser = Pick<
  UserTable,
  'id' | 'account' | 'fullname' | 'identity' | 'tenant_id' | 'status'
> & {
  /** A one-time password an administrator set is still in use: the session may only change it. */
  must_change_password?: boolean;
};

/** Issues an opaque bearer token, kept server side so that signout can revoke it. */
export async function issueToken(db: Db, userId: string, ttlMs = TOKEN_TTL_MS): Promise<string> {
  const token = randomBytes(32).toString('base64url');
  await db
    .insertInto('auth_tokens')
    .values({ token, user_id: userId, expires_at: new Date(Date.now() + ttlMs), revoked_at: null })
    .execute();
  return token;
}

/**
 * Who a token stands for, remembered per process: every authenticated call asks. An entry is dropped
 * when any process changes a token or a user (the change feed), and trusted for at most a second
 * anyway, so a sign-out, a password change or a disabled user takes effect on every process at once
 * or, should a notification be lost, within a second. Unknown tokens are not remembered.
 */
function sessions(db: Db) {
  return changeAwareCache<SessionUser | undefined>(db, 'sessions', ['auth_tokens', 'users']);
}

/**
 * The user a token stands for, or undefined when it is unknown, expired or revoked, or when the user is no
 * longer active: disabling a user signs them out everywhere.
 */
export function resolveToken(db: Db, token: string): Promise<SessionUser | undefined> {
  return sessions(db).get(
    token,
    () => lookUpToken(db, token),
    (user) => user !== undefined,
  );
}

async function lookUpToken(db: Db, token: string): Promise<SessionUser | undefined> {
  return db
    .selectFrom('auth_tokens')
    .innerJoin('users', 'users.id', 'auth_tokens.user_id')
    .select([
      'users.id',
      'users.account',
      'users.fullname',
      'users.identity',
      'users.tenant_id',
      'users.status',
      'users.must_change_password',
    ])
    .where('auth_tokens.token', '=', token)
    .where('auth_tokens.revoked_at', 'is', null)
    .where('auth_tokens.expires_at', '>', new Date())
    .where('users.status', '=', 1)
    .executeTakeFirst();
}

export async function revokeToken(db: Db, token: string): Promise<void> {
  await db.updateTable('auth_tokens').set({ revoked_at: new Date() }).where('token', '=', token).execute();
  sessions(db).delete(token);
}

/** Signs a user out everywhere, e.g. after the password changed. */
export async function revokeUserTokens(db: Db, userId: string): Promise<void> {
  await db
    .updateTable('auth_tokens')
    .set({ revoked_at: new Date() })
    .where('user_id', '=', userId)
    .where('revoked_at', 'is', null)
    .execute();
  sessions(db).clear();
}
