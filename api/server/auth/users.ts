import type { Selectable } from 'kysely';
import type { OrgEntry, PostDetail, RoleEntry } from '../../contract/user.js';
import { mustChangePassword } from '../admin/sign-in-rules.js';
import type { Db } from '../db/database.js';
import type { UserTable } from '../db/schema.js';

/** A user row with its tenant's code; never carries the password hash out of this module's callers. */
export type UserRow = Omit<
  Selectable<UserTable>,
  'password_hash' | 'must_change_password' | 'last_sign_in_at' | 'failed_sign_ins' | 'locked_at'
> & { tenant_code: string };

const USER_COLUMNS = [
  'users.id',
  'users.account',
  'users.fullname',
  'users.identity',
  'users.mobile',
  'users.email',
  'users.sex',
  'users.status',
  'users.address',
  'users.photo',
  'users.tenant_id',
  'users.created_at',
  'tenants.code as tenant_code',
] as const;

function usersWithTenant(db: Db) {
  return db.selectFrom('users').innerJoin('tenants', 'tenants.id', 'users.tenant_id').select(USER_COLUMNS);
}

export function findUserById(db: Db, id: string): Promise<UserRow | undefined> {
  return usersWithTenant(db).where('users.id', '=', id).executeTakeFirst();
}

export function findUserByAccount(db: Db, tenantId: number, account: string): Promise<UserRow | undefined> {
  return usersWithTenant(db)
    .where('users.tenant_id', '=', tenantId)
    .where('users.account', '=', account)
    .executeTakeFirst();
}

/** The account when it names one in the tenant, otherwise the id. */
export async function findUserByAccountOrId(
  db: Db,
  tenantId: number,
  accountOrId: string,
): Promise<UserRow | undefined> {
  return (await findUserByAccount(db, tenantId, accountOrId)) ?? (await findUserById(db, accountOrId));
}

/** Org names along each path, looked up in one query for every org given. */
async function pathNames(db: Db, paths: string[]): Promise<Map<string, string>> {
  const ids = [...new Set(paths.flatMap((path) => path.split('.').filter(Boolean)))];
  const names = new Map<string, string>();
  if (!ids.length) return names;
  const rows = await db.selectFrom('orgs').select(['id', 'name']).where('id', 'in', ids).execute();
  for (const row of rows) names.set(row.id, row.name);
  return new Map(
    paths.map((path) => [
      path,
      path
        .split('.')
        .filter(Boolean)
        .map((id) => names.get(id) ?? id)
        .join('/'),
    ]),
  );
}

export async function postsOfUser(db: Db, userId: string): Promise<PostDetail[]> {
  const rows = await db
    .selectFrom('user_posts')
    .innerJoin('posts', 'posts.id', 'user_posts.post_id')
    .innerJoin('orgs', 'orgs.id', 'posts.org_id')
    .select([
      'posts.id as postId',
      'posts.name as postName',
      'posts.code as postCode',
      'orgs.id as orgId',
      'orgs.name as orgName',
      'orgs.path as path',
      'user_posts.is_master as isMaster',
    ])
    .where('user_posts.user_id', '=', userId)
    .orderBy('user_posts.is_master', 'desc')
    .orderBy('orgs.sn')
    .orderBy('posts.code')
    .execute();
  const names = await pathNames(
    db,
    rows.map((row) => row.path),
  );
  return rows.map((row) => ({ ...row, pathName: names.get(row.path) ?? row.orgName }));
}

export async function orgsOfUser(db: Db, userId: string): Promise<OrgEntry[]> {
  const rows = await db
    .selectFrom('user_orgs')
    .innerJoin('orgs', 'orgs.id', 'user_orgs.org_id')
    .select([
      'orgs.id',
      'orgs.name',
      'orgs.code',
      'orgs.parent_id as parentId',
      'orgs.dem_id as demId',
      'orgs.path',
      'user_orgs.is_master as isMaster',
    ])
    .where('user_orgs.user_id', '=', userId)
    .orderBy('user_orgs.is_master', 'desc')
    .orderBy('orgs.sn')
    .execute();
  const names = await pathNames(
    db,
    rows.map((row) => row.path),
  );
  return rows.map((row) => ({ ...row, pathName: names.get(row.path) ?? row.name }));
}

export function rolesOfUser(db: Db, userId: string): Promise<RoleEntry[]> {
  return db
    .selectFrom('user_roles')
    .innerJoin('roles', 'roles.id', 'user_roles.role_id')
    .select(['roles.id', 'roles.name', 'roles.code'])
    .where('user_roles.user_id', '=', userId)
    .where('roles.enabled', '=', true)
    .orderBy('roles.code')
    .execute();
}

/** The profile fields every user answer shares. */
function profile(user: UserRow) {
  return {
    id: user.id,
    userId: user.id,
    account: user.account,
    username: user.account,
    fullname: user.fullname,
    photo: user.photo,
    avatar: user.photo,
    mobile: user.mobile,
    email: user.email,
    sex: user.sex,
    status: user.status,
    address: user.address,
    identity: user.identity,
    tenantId: user.tenant_id,
    tenantCode: user.tenant_code,
  };
}

/** What the portal keeps about the signed-in user (getByAccount): profile, current post and orgs. */
export async function loginInfo(db: Db, user: UserRow, switchedPostId?: string) {
  const [posts, orgs] = await Promise.all([postsOfUser(db, user.id), orgsOfUser(db, user.id)]);
  // The post the session switched to (ucGroup/v1/setCookie), while the user still holds it; else the master.
  const master = posts.find((post) => post.postId === switchedPostId) ?? posts[0];
  return {
    ...profile(user),
    postMap: master ? { postId: master.postId, postName: master.postName, orgName: master.orgName } : null,
    postList: posts.map(({ postId, postName, orgName, isMaster }) => ({
      postId,
      postName,
      orgName,
      isMaster,
    })),
    orgList: orgs,
    mustChangePassword: await mustChangePassword(db, user.id),
  };
}

/** A user in full (getDetailByAccountOrId): profile, roles, posts with their org path, orgs. */
export async function userDetail(db: Db, user: UserRow) {
  const [roles, posts, orgs] = await Promise.all([
    rolesOfUser(db, user.id),
    postsOfUser(db, user.id),
    orgsOfUser(db, user.id),
  ]);
  return { ...profile(user), createTime: new Date(user.created_at).toISOString(), roles, posts, orgs };
}

/** Purchasers and suppliers see only themselves; staff and administrators look colleagues up. */
export function maySeeOtherUsers(identity: string | null): boolean {
  return identity === null || identity === 'administrators';
}
