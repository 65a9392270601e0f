import type { Transaction } from 'kysely';
import type { AdminUser } from '../../contract/admin.js';
import type { Db } from '../db/database.js';
import type { Database } from '../db/schema.js';
import { SIGN_IN_LOCK_MS } from './sign-in-rules.js';

const iso = (value: Date | string | null) => (value ? new Date(value).toISOString() : null);

/** Users as the administrators' list shows them, in the order of `ids`: organisation, posts, roles, sign-in. */
export async function userRows(
  db: Db | Transaction<Database>,
  ids: string[],
  now = new Date(),
): Promise<AdminUser[]> {
  if (!ids.length) return [];
  const [users, orgs, posts, roles, directory] = await Promise.all([
    db
      .selectFrom('users')
      .select([
        'id',
        'account',
        'fullname',
        'email',
        'mobile',
        'identity',
        'status',
        'last_sign_in_at',
        'locked_at',
        'must_change_password',
        'created_at',
      ])
      .where('id', 'in', ids)
      .execute(),
    db
      .selectFrom('user_orgs')
      .innerJoin('orgs', 'orgs.id', 'user_orgs.org_id')
      .select(['user_orgs.user_id', 'orgs.id', 'orgs.name', 'user_orgs.is_master'])
      .where('user_orgs.user_id', 'in', ids)
      .orderBy('user_orgs.is_master', 'desc')
      .execute(),
    db
      .selectFrom('user_posts')
      .innerJoin('posts', 'posts.id', 'user_posts.post_id')
      .select(['user_posts.user_id', 'posts.id', 'posts.name'])
      .where('user_posts.user_id', 'in', ids)
      .orderBy('user_posts.is_master', 'desc')
      .orderBy('posts.name')
      .execute(),
    db
      .selectFrom('user_roles')
      .innerJoin('roles', 'roles.id', 'user_roles.role_id')
      .select(['user_roles.user_id', 'roles.id', 'roles.name'])
      .where('user_roles.user_id', 'in', ids)
      .orderBy('roles.name')
      .execute(),
    db.selectFrom('user_directory_entries').select('user_id').where('user_id', 'in', ids).execute(),
  ]);
  const fromDirectory = new Set(directory.map((row) => row.user_id));
  const byId = new Map(users.map((user) => [user.id, user]));
  return ids.flatMap((id) => {
    const user = byId.get(id);
    if (!user) return [];
    const org = orgs.find((row) => row.user_id === id);
    const own = <T extends { user_id: string }>(rows: T[]) => rows.filter((row) => row.user_id === id);
    const lockedAt = user.locked_at ? new Date(user.locked_at).getTime() : undefined;
    return [
      {
        id: user.id,
        account: user.account,
        fullname: user.fullname,
        email: user.email,
        mobile: user.mobile,
        identity: user.identity,
        status: user.status,
        orgId: org?.id ?? null,
        orgName: org?.name ?? null,
        postIds: own(posts).map((post) => post.id),
        postNames: own(posts).map((post) => post.name),
        roleIds: own(roles).map((role) => role.id),
        roleNames: own(roles).map((role) => role.name),
        lastSignInTime: iso(user.last_sign_in_at),
        locked: lockedAt !== undefined && now.getTime() - lockedAt < SIGN_IN_LOCK_MS,
        mustChangePassword: user.must_change_password,
        directory: fromDirectory.has(user.id),
        createTime: new Date(user.created_at).toISOString(),
      },
    ];
  });
}
