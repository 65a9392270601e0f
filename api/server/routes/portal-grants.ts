import { type ExpressionBuilder, sql } from 'kysely';
import { isGuest } from '../auth/guest.js';
import type { SessionUser } from '../auth/sessions.js';
import type { Db } from '../db/database.js';
import type { Database } from '../db/schema.js';

export const GRANT_OBJECT_KINDS = ['menu', 'method', 'app'] as const;
export type GrantObjectKind = (typeof GRANT_OBJECT_KINDS)[number];

/** Who the user counts as when grants are read: themself, their identity, their roles, everyone. */
export interface Grantee {
  kind: 'user' | 'identity' | 'role' | 'everyone';
  id: string;
}

export async function granteesOf(db: Db, user: SessionUser): Promise<Grantee[]> {
  const grantees: Grantee[] = [{ kind: 'user', id: user.id }];
  // The guest of a short link only gets what is granted to it by name.
  if (isGuest(user)) return grantees;
  if (user.identity) grantees.push({ kind: 'identity', id: user.identity });
  const roles = await db
    .selectFrom('user_roles')
    .innerJoin('roles', 'roles.id', 'user_roles.role_id')
    .select('roles.id')
    .where('user_roles.user_id', '=', user.id)
    .where('roles.enabled', '=', true)
    .execute();
  for (const role of roles) grantees.push({ kind: 'role', id: role.id });
  grantees.push({ kind: 'everyone', id: '*' });
  return grantees;
}

/** Sub-query of the ids of one kind of object granted to any of the grantees. */
export function grantedObjectIds(
  eb: ExpressionBuilder<Database, keyof Database>,
  kind: GrantObjectKind,
  grantees: readonly Grantee[],
) {
  return eb
    .selectFrom('portal_grants')
    .select('portal_grants.object_id')
    .where('portal_grants.object_kind', '=', kind)
    .where(
      sql<boolean>`(portal_grants.grantee_kind, portal_grants.grantee_id) in (${sql.join(
        grantees.map((grantee) => sql`(${grantee.kind}, ${grantee.id})`),
      )})`,
    );
}

export async function grantedIds(
  db: Db,
  kind: GrantObjectKind,
  grantees: readonly Grantee[],
): Promise<Set<string>> {
  const rows = await db
    .selectFrom('portal_grants')
    .select('object_id')
    .where('object_kind', '=', kind)
    .where(
      sql<boolean>`(grantee_kind, grantee_id) in (${sql.join(
        grantees.map((grantee) => sql`(${grantee.kind}, ${grantee.id})`),
      )})`,
    )
    .execute();
  return new Set(rows.map((row) => row.object_id));
}
