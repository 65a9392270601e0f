import type { PasswordStrategy } from '../../contract/user.js';
import { passwordRuleError } from '../../contract/validators.js';
import type { Db } from '../db/database.js';

/** The strategy new passwords follow; none (null) when the row is missing. */
export async function readPasswordStrategy(db: Db): Promise<PasswordStrategy | null> {
  const row = await db
    .selectFrom('password_strategy')
    .select(['enable', 'pwd_rule', 'pwd_length'])
    .where('id', '=', 1)
    .executeTakeFirst();
  return row ? { enable: row.enable, pwdRule: row.pwd_rule, pwdLength: row.pwd_length } : null;
}

/**
 * The first problem with a new password, in the exact words the change-password dialog shows (the same
 * check the dialog runs), or null when it is acceptable.
 */
export async function newPasswordError(
  db: Db,
  newPassword: string,
  oldPassword?: string,
): Promise<string | null> {
  return passwordRuleError(newPassword, await readPasswordStrategy(db), oldPassword);
}
