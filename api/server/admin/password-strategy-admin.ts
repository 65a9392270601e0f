import type { PasswordStrategyBody } from '../../contract/schemas/structure-admin.js';
import type { PasswordStrategy } from '../../contract/user.js';
import { readPasswordStrategy } from '../auth/password-strategy.js';
import type { SessionUser } from '../auth/sessions.js';
import type { Db } from '../db/database.js';
import { forbidden } from '../http/envelope.js';
import { requireAdmin } from './access.js';
import { changing } from './structure-people.js';

/**
 * The password strategy as the site administrator sets it (issue 38): enabled or not, the composition rule
 * (1 none, 2 digits and letters, 3 with a special character, 4 also both cases) and the minimum length. It
 * is read from its row at every change, reset and registration (auth/password-strategy.ts), never cached,
 * so a saved strategy applies at once on every server process. It binds suppliers and purchasers as well
 * as staff, so a staff 系统管理员 may not change it.
 */
export async function savePasswordStrategy(
  db: Db,
  user: SessionUser,
  body: PasswordStrategyBody,
): Promise<PasswordStrategy> {
  const scope = await requireAdmin(db, user);
  if (scope !== 'all') throw forbidden('只有平台管理员可以修改密码策略');
  const after: PasswordStrategy = { enable: body.enable, pwdRule: body.pwdRule, pwdLength: body.pwdLength };
  return changing(db, user, async (trx) => {
    const before = await readPasswordStrategy(trx);
    const row = { enable: after.enable, pwd_rule: after.pwdRule, pwd_length: after.pwdLength };
    await trx
      .insertInto('password_strategy')
      .values({ id: 1, ...row })
      .onConflict((oc) => oc.column('id').doUpdateSet(row))
      .execute();
    return {
      value: after,
      kind: 'passwordStrategy.update',
      objectType: 'passwordStrategy',
      objectId: '1',
      before,
      after,
    };
  });
}
