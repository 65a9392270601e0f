import type { ExpressionBuilder, ReferenceExpression } from 'kysely';
import type { SessionUser } from '../auth/sessions.js';
import type { Db } from '../db/database.js';
import { forbidden } from '../http/envelope.js';

/** The role whose enabled staff holders administer staff accounts (系统管理员, migration 0023). */
export const SYSTEM_ADMIN_ROLE = 'role-admin';

/** The identities whose accounts only the site administrator manages (the tender site's outside users). */
export const OUTSIDE_IDENTITIES = ['supplier', 'purchaser'] as const;

/**
 * What an administrator may manage: `all` for the site identity `administrators` (the account `admin`),
 * `staff` for staff holding the enabled role 系统管理员 (staff accounts, never suppliers or purchasers).
 */
export type AdminScope = 'all' | 'staff';

export const NOT_ADMIN = '没有系统管理权限';
export const OUTSIDE_ACCOUNT_FORBIDDEN = '系统管理员只能管理内部员工账号';

export async function adminScopeOf(db: Db, user: SessionUser): Promise<AdminScope | undefined> {
  if (user.identity === 'administrators') return 'all';
  if (user.identity !== null) return undefined;
  const held = await db
    .selectFrom('user_roles')
    .innerJoin('roles', 'roles.id', 'user_roles.role_id')
    .select('user_roles.role_id')
    .where('user_roles.user_id', '=', user.id)
    .where('user_roles.role_id', '=', SYSTEM_ADMIN_ROLE)
    .where('roles.enabled', '=', true)
    .executeTakeFirst();
  return held ? 'staff' : undefined;
}

/** The caller's administration scope; anyone else is refused (403). */
export async function requireAdmin(db: Db, user: SessionUser): Promise<AdminScope> {
  const scope = await adminScopeOf(db, user);
  if (!scope) throw forbidden(NOT_ADMIN);
  return scope;
}

/** Whether a scope covers an account of this identity (staff have none). */
export function scopeCovers(scope: AdminScope, identity: string | null): boolean {
  return scope === 'all' || identity === null;
}

/** A LIKE operand matching `text` literally (its %, _ and \ escaped); `%text%` when `anywhere`. */
export function likeOperand(text: string, anywhere = true): string {
  const literal = text.replace(/[\\%_]/g, (c) => `\\${c}`);
  return anywhere ? `%${literal}%` : literal;
}

/**
 * A list's keyword filter: any of `columns` holds the keyword literally, in any letter case (ILIKE of
 * likeOperand).
 */
export function anyColumnContains<DB, TB extends keyof DB>(
  eb: ExpressionBuilder<DB, TB>,
  keyword: string,
  columns: readonly ReferenceExpression<DB, TB>[],
) {
  const like = likeOperand(keyword);
  return eb.or(columns.map((column) => eb(column, 'ilike', like)));
}
