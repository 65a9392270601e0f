import { sql } from 'kysely';
import type { Db } from '../db/database.js';

/**
 * What an administrator's settings add to sign-in (issue 38): the lock after wrong passwords in a row,
 * the last sign-in, the one-time password to change, and why a registration not yet activated is refused.
 */

/** Wrong passwords in a row that lock an account. */
export const SIGN_IN_LOCK_LIMIT = 5;
/** A lock ends by itself after this long, or when an administrator unlocks the account. */
export const SIGN_IN_LOCK_MS = 30 * 60_000;

export const ACCOUNT_LOCKED = '密码连续错误次数过多，账号已锁定，请30分钟后再试或联系管理员解锁';
export const ADMISSION_PENDING = '账号未激活：注册信息正在审核，审核通过后即可登录';
export const ADMISSION_REJECTED = '账号未激活：注册未通过审核，原因：{0}。请修改注册信息后重新提交';

/** The lock refusal while the account is locked. */
export async function lockRefusal(db: Db, userId: string, now = new Date()): Promise<string | undefined> {
  const row = await db.selectFrom('users').select('locked_at').where('id', '=', userId).executeTakeFirst();
  const lockedAt = row?.locked_at ? new Date(row.locked_at).getTime() : undefined;
  return lockedAt !== undefined && now.getTime() - lockedAt < SIGN_IN_LOCK_MS ? ACCOUNT_LOCKED : undefined;
}

/** One more wrong password; the one that reaches the limit locks the account (one statement: no race). */
export async function countWrongPassword(db: Db, userId: string): Promise<void> {
  await db
    .updateTable('users')
    .set({
      failed_sign_ins: sql`failed_sign_ins + 1`,
      locked_at: sql`case when failed_sign_ins + 1 >= ${SIGN_IN_LOCK_LIMIT} then now() else locked_at end`,
    })
    .where('id', '=', userId)
    .execute();
}

/** A sign-in that succeeded: the count starts again, and the time is kept for the administrators. */
export async function recordSignIn(db: Db, userId: string): Promise<{ mustChangePassword: boolean }> {
  const row = await db
    .updateTable('users')
    .set({ last_sign_in_at: new Date(), failed_sign_ins: 0, locked_at: null })
    .where('id', '=', userId)
    .returning('must_change_password')
    .executeTakeFirst();
  return { mustChangePassword: row?.must_change_password ?? false };
}

/** Whether the user still has to replace a one-time password. */
export async function mustChangePassword(db: Db, userId: string): Promise<boolean> {
  const row = await db
    .selectFrom('users')
    .select('must_change_password')
    .where('id', '=', userId)
    .executeTakeFirst();
  return row?.must_change_password ?? false;
}

/** Why a registration not yet activated cannot sign in: waiting for review, or rejected and why. */
export async function admissionRefusal(db: Db, userId: string): Promise<string | undefined> {
  const admission = await db
    .selectFrom('user_admissions')
    .select(['state', 'reason'])
    .where('user_id', '=', userId)
    .executeTakeFirst();
  if (admission?.state === 'pending') return ADMISSION_PENDING;
  if (admission?.state === 'rejected') return ADMISSION_REJECTED.replace('{0}', admission.reason ?? '');
  return undefined;
}
