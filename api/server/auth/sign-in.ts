import { admissionRefusal, countWrongPassword, lockRefusal, recordSignIn } from '../admin/sign-in-rules.js';
import type { Db } from '../db/database.js';
import { checkWithDirectory } from './directory.js';
import { hashPassword, verifyPassword } from './password.js';
import { issueToken, TOKEN_TTL_MS } from './sessions.js';
import { findUserByAccount, type UserRow } from './users.js';

export const WRONG_CREDENTIALS = '账号或密码错误';

/** Why a user whose password is right still may not sign in, by status (tender-portal section 4). */
export function statusRefusal(status: number): string | undefined {
  if (status === 1) return undefined;
  if (status === 0) return '账号已被禁用';
  if (status === -1) return '账号未激活';
  return '账号已离职，无法登录';
}

// Checked against when the account does not exist, so that a wrong account costs as long as a wrong password.
let decoyHash: Promise<string> | undefined;

export type CredentialCheck = { user: UserRow } | { refusal: string };

/**
 * The user an account and password stand for, or the refusal to show. The status is told only after the
 * password matched, so that nobody learns which accounts exist or are disabled by guessing.
 */
export async function checkCredentials(
  db: Db,
  tenantId: number,
  account: string,
  password: string,
): Promise<CredentialCheck> {
  // The company directory decides for its accounts (auth/directory.ts); the portal for its own.
  const fromDirectory = await checkWithDirectory(db, tenantId, account, password, WRONG_CREDENTIALS);
  if (fromDirectory) {
    const refusal = 'user' in fromDirectory ? statusRefusal(fromDirectory.user.status) : undefined;
    return refusal ? { refusal } : fromDirectory;
  }
  const found = await db
    .selectFrom('users')
    .select(['id', 'password_hash'])
    .where('tenant_id', '=', tenantId)
    .where('account', '=', account)
    .executeTakeFirst();
  if (!found) {
    decoyHash ??= hashPassword('decoy password');
    await verifyPassword(password, await decoyHash);
    return { refusal: WRONG_CREDENTIALS };
  }
  // Locked after wrong passwords in a row, until an administrator unlocks it or the lock ends (admin/).
  const locked = await lockRefusal(db, found.id);
  if (locked) return { refusal: locked };
  if (!(await verifyPassword(password, found.password_hash))) {
    await countWrongPassword(db, found.id);
    return { refusal: WRONG_CREDENTIALS };
  }
  const user = await findUserByAccount(db, tenantId, account);
  if (!user) return { refusal: WRONG_CREDENTIALS };
  const refusal =
    (user.status === -1 ? await admissionRefusal(db, user.id) : undefined) ?? statusRefusal(user.status);
  return refusal ? { refusal } : { user };
}

/** What /auth and /sso/auth answer: a new bearer token and who it stands for. */
export async function signInAnswer(db: Db, user: UserRow) {
  const token = await issueToken(db, user.id);
  const { mustChangePassword } = await recordSignIn(db, user.id);
  return {
    token,
    account: user.account,
    username: user.account,
    fullname: user.fullname,
    userId: user.id,
    identity: user.identity,
    tenantCode: user.tenant_code,
    /** Seconds the token stays valid. */
    expiration: Math.round(TOKEN_TTL_MS / 1000),
    /** A one-time password an administrator set: the portal asks for a new one before anything else. */
    mustChangePassword,
  };
}
