import { randomInt, randomUUID } from 'node:crypto';
import { sql, type Transaction } from 'kysely';
import type {
  AdminSettableStatus,
  AdminUser,
  AdminUserSaved,
  PageList,
  PasswordReset,
} from '../../contract/admin.js';
import type { AdminUserQueryBody, AdminUserSaveBody } from '../../contract/schemas/admin.js';
import { isEmail, isMobile } from '../../contract/validators.js';
import { isDirectoryAccount } from '../auth/directory-accounts.js';
import { hashPassword } from '../auth/password.js';
import { newPasswordError, readPasswordStrategy } from '../auth/password-strategy.js';
import { revokeUserTokens, type SessionUser } from '../auth/sessions.js';
import type { Db } from '../db/database.js';
import type { Database } from '../db/schema.js';
import { badRequest, forbidden, notFound } from '../http/envelope.js';
import { Refusal } from '../tender/access.js';
import {
  type AdminScope,
  anyColumnContains,
  likeOperand,
  OUTSIDE_ACCOUNT_FORBIDDEN,
  requireAdmin,
  scopeCovers,
} from './access.js';
import { recordAdminChange } from './change-log.js';
import { userRows } from './user-rows.js';

export const USER_NOT_FOUND = '用户不存在';
export const ACCOUNT_TAKEN = '账号已存在';
export const NOT_YOURSELF = '不能停用或离职自己的账号';
/** A directory account's password is the directory's (auth/directory.ts): a portal password would never be asked. */
export const DIRECTORY_KEEPS_PASSWORD = '此账号的密码由公司目录（LDAP）管理，不能在门户中重置';
export const ORG_NOT_FOUND = '用户所属组织不存在';
export const POST_NOT_FOUND = '所选用户岗位不存在';
export const ROLE_NOT_FOUND = '所选用户角色不存在';

type Trx = Transaction<Database>;

/** The user an administrator names, when their scope covers it; others are not found or refused. */
async function managedUser(db: Db | Trx, scope: AdminScope, admin: SessionUser, id: string) {
  const user = await db
    .selectFrom('users')
    .selectAll()
    .where('id', '=', id)
    .where('tenant_id', '=', admin.tenant_id)
    .executeTakeFirst();
  if (!user) throw notFound(USER_NOT_FOUND);
  if (!scopeCovers(scope, user.identity)) throw forbidden(OUTSIDE_ACCOUNT_FORBIDDEN);
  return user;
}

/** ucUser/adminQuery: the users an administrator manages, filtered and paged. */
export async function queryUsers(
  db: Db,
  admin: SessionUser,
  query: AdminUserQueryBody,
): Promise<PageList<AdminUser>> {
  const scope = await requireAdmin(db, admin);
  const page = query?.page ?? 1;
  const pageSize = query?.pageSize ?? 20;
  let rows = db.selectFrom('users').where('users.tenant_id', '=', admin.tenant_id);
  if (scope === 'staff') rows = rows.where('users.identity', 'is', null);
  const type = query?.type;
  if (type === 'staff') rows = rows.where('users.identity', 'is', null);
  else if (type) rows = rows.where('users.identity', '=', type);
  const status = query?.status;
  if (status === 'normal') rows = rows.where('users.status', '=', 1);
  else if (status === 'disabled') rows = rows.where('users.status', '=', 0);
  else if (status === 'inactive') rows = rows.where('users.status', '=', -1);
  else if (status === 'left') rows = rows.where('users.status', 'not in', [1, 0, -1]);
  const orgId = query?.orgId;
  if (orgId) {
    rows = rows.where((eb) =>
      eb.exists(
        eb
          .selectFrom('user_orgs')
          .innerJoin('orgs', 'orgs.id', 'user_orgs.org_id')
          .select('user_orgs.user_id')
          .whereRef('user_orgs.user_id', '=', 'users.id')
          // The organisation and those under it.
          .where('orgs.path', 'like', sql<string>`(select path from orgs where id = ${orgId}) || '%'`),
      ),
    );
  }
  const keyword = query?.keyword?.trim();
  if (keyword)
    rows = rows.where((eb) =>
      anyColumnContains(eb, keyword, ['users.account', 'users.fullname', 'users.mobile', 'users.email']),
    );
  const [{ total }] = await rows.select((eb) => eb.fn.countAll<number>().as('total')).execute();
  const found = await rows
    .select('users.id')
    .orderBy('users.created_at', 'desc')
    .orderBy('users.account')
    .limit(pageSize)
    .offset((page - 1) * pageSize)
    .execute();
  return {
    rows: await userRows(
      db,
      found.map((row) => row.id),
    ),
    total: Number(total),
    page,
    pageSize,
  };
}

/** A one-time password with characters of every kind, as long as the password strategy asks (12 at least). */
export async function oneTimePassword(db: Db | Trx): Promise<string> {
  const sets = ['ABCDEFGHJKLMNPQRSTUVWXYZ', 'abcdefghijkmnpqrstuvwxyz', '23456789', '!@#$%*?'];
  const strategy = await readPasswordStrategy(db);
  const length = Math.min(64, Math.max(12, Math.floor(strategy?.pwdLength ?? 0)));
  for (let attempt = 0; ; attempt++) {
    const chars = sets.map((set) => set[randomInt(set.length)] as string);
    const all = sets.join('');
    while (chars.length < length) chars.push(all[randomInt(all.length)] as string);
    for (let i = chars.length - 1; i > 0; i--) {
      const j = randomInt(i + 1);
      [chars[i], chars[j]] = [chars[j] as string, chars[i] as string];
    }
    const password = chars.join('');
    const problem = await newPasswordError(db, password);
    if (!problem) return password;
    if (attempt > 20) throw new Error(`no one-time password meets the strategy: ${problem}`);
  }
}

function checkContact(body: AdminUserSaveBody): void {
  if (body.mobile && !isMobile(body.mobile)) throw badRequest('请求参数不正确：手机号格式不正确');
  if (body.email && !isEmail(body.email)) throw badRequest('请求参数不正确：邮箱格式错误');
  if (body.account !== undefined && !/^[A-Za-z0-9_]{4,30}$/.test(body.account)) {
    throw badRequest('请求参数不正确：账号须为4-30位字母、数字或下划线');
  }
}

/** The organisation, posts and roles a save names exist (a post of another organisation is allowed). */
async function checkReferences(db: Db | Trx, body: AdminUserSaveBody): Promise<void> {
  if (body.orgId) {
    const org = await db.selectFrom('orgs').select('id').where('id', '=', body.orgId).executeTakeFirst();
    if (!org) throw new Refusal(ORG_NOT_FOUND);
  }
  if (body.postIds?.length) {
    const posts = await db.selectFrom('posts').select('id').where('id', 'in', body.postIds).execute();
    if (posts.length !== body.postIds.length) throw new Refusal(POST_NOT_FOUND);
  }
  if (body.roleIds?.length) {
    const roles = await db.selectFrom('roles').select('id').where('id', 'in', body.roleIds).execute();
    if (roles.length !== body.roleIds.length) throw new Refusal(ROLE_NOT_FOUND);
  }
}

/** The user's organisation, posts and roles as the save gives them (what it leaves out stays). */
async function writeMemberships(trx: Trx, userId: string, body: AdminUserSaveBody): Promise<void> {
  if (body.orgId !== undefined) {
    await trx.deleteFrom('user_orgs').where('user_id', '=', userId).execute();
    if (body.orgId) {
      await trx
        .insertInto('user_orgs')
        .values({ user_id: userId, org_id: body.orgId, is_master: true })
        .execute();
    }
  }
  if (body.postIds !== undefined) {
    await trx.deleteFrom('user_posts').where('user_id', '=', userId).execute();
    if (body.postIds.length) {
      await trx
        .insertInto('user_posts')
        .values(
          body.postIds.map((postId, index) => ({ user_id: userId, post_id: postId, is_master: index === 0 })),
        )
        .execute();
    }
  }
  if (body.roleIds !== undefined) {
    await trx.deleteFrom('user_roles').where('user_id', '=', userId).execute();
    if (body.roleIds.length) {
      await trx
        .insertInto('user_roles')
        .values(body.roleIds.map((roleId) => ({ user_id: userId, role_id: roleId })))
        .execute();
    }
  }
}

/** What the change log keeps of a user: the administrators' view, never a password. */
async function snapshot(db: Db | Trx, userId: string): Promise<AdminUser> {
  const [user] = await userRows(db, [userId]);
  if (!user) throw notFound(USER_NOT_FOUND);
  return user;
}

/**
 * ucUser/adminSave: creates a staff user (with a one-time password, shown once, to change at first sign-in)
 * or edits a user the administrator manages. Only the site administrator edits supplier and purchaser
 * accounts; their organisations, posts and roles are staff matters and stay as they are.
 */
export async function saveUser(db: Db, admin: SessionUser, body: AdminUserSaveBody): Promise<AdminUserSaved> {
  const scope = await requireAdmin(db, admin);
  checkContact(body);
  return db.transaction().execute(async (trx) => {
    await checkReferences(trx, body);
    if (body.id) {
      const existing = await managedUser(trx, scope, admin, body.id);
      const before = await snapshot(trx, existing.id);
      await trx
        .updateTable('users')
        .set({
          fullname: body.fullname.trim(),
          ...(body.email === undefined ? {} : { email: body.email || null }),
          ...(body.mobile === undefined ? {} : { mobile: body.mobile || null }),
        })
        .where('id', '=', existing.id)
        .execute();
      if (existing.identity === null) await writeMemberships(trx, existing.id, body);
      const after = await snapshot(trx, existing.id);
      await recordAdminChange(trx, {
        actorId: admin.id,
        kind: 'user.update',
        objectType: 'user',
        objectId: existing.id,
        before,
        after,
      });
      return { user: after };
    }
    if (!body.account) throw badRequest('请求参数不正确：账号不能为空');
    const taken = await trx
      .selectFrom('users')
      .select('id')
      .where('tenant_id', '=', admin.tenant_id)
      .where((eb) => eb(eb.fn('lower', ['account']), '=', body.account?.toLowerCase() ?? ''))
      .executeTakeFirst();
    if (taken) throw new Refusal(ACCOUNT_TAKEN);
    const password = await oneTimePassword(trx);
    const id = `u-${randomUUID()}`;
    await trx
      .insertInto('users')
      .values({
        id,
        account: body.account,
        fullname: body.fullname.trim(),
        password_hash: await hashPassword(password),
        identity: null,
        mobile: body.mobile || null,
        email: body.email || null,
        sex: null,
        status: 1,
        address: null,
        photo: null,
        tenant_id: admin.tenant_id,
        must_change_password: true,
      })
      .execute();
    await writeMemberships(trx, id, body);
    const after = await snapshot(trx, id);
    await recordAdminChange(trx, {
      actorId: admin.id,
      kind: 'user.create',
      objectType: 'user',
      objectId: id,
      before: null,
      after,
    });
    return { user: after, oneTimePassword: password };
  });
}

const STATUS_KINDS: Record<AdminSettableStatus, string> = {
  1: 'user.enable',
  0: 'user.disable',
  2: 'user.leave',
};

/**
 * ucUser/setStatus: enable, disable or mark as left. A disabled or departed user's sessions end at their
 * next call, in every process (sessions.ts reads the status with the token; the users table is watched).
 */
export async function setUserStatus(
  db: Db,
  admin: SessionUser,
  id: string,
  status: AdminSettableStatus,
): Promise<AdminUser> {
  const scope = await requireAdmin(db, admin);
  if (id === admin.id && status !== 1) throw new Refusal(NOT_YOURSELF);
  const after = await db.transaction().execute(async (trx) => {
    const existing = await managedUser(trx, scope, admin, id);
    const before = await snapshot(trx, existing.id);
    await trx.updateTable('users').set({ status }).where('id', '=', existing.id).execute();
    // An activated registration is activated: enabling a pending one is the admission's review, not this.
    const now = await snapshot(trx, existing.id);
    await recordAdminChange(trx, {
      actorId: admin.id,
      kind: STATUS_KINDS[status],
      objectType: 'user',
      objectId: id,
      before,
      after: now,
    });
    return now;
  });
  if (status !== 1) await revokeUserTokens(db, id);
  return after;
}

/**
 * ucUser/resetPassword: a one-time password, answered once to the administrator and stored only as its
 * hash; the user must change it at the next sign-in. Their sessions end and a lock is lifted.
 */
export async function resetPassword(db: Db, admin: SessionUser, id: string): Promise<PasswordReset> {
  const scope = await requireAdmin(db, admin);
  const password = await oneTimePassword(db);
  const hash = await hashPassword(password);
  const account = await db.transaction().execute(async (trx) => {
    const existing = await managedUser(trx, scope, admin, id);
    if (await isDirectoryAccount(trx, existing.id)) throw new Refusal(DIRECTORY_KEEPS_PASSWORD);
    const before = await snapshot(trx, existing.id);
    await trx
      .updateTable('users')
      .set({ password_hash: hash, must_change_password: true, failed_sign_ins: 0, locked_at: null })
      .where('id', '=', existing.id)
      .execute();
    const after = await snapshot(trx, existing.id);
    await recordAdminChange(trx, {
      actorId: admin.id,
      kind: 'user.resetPassword',
      objectType: 'user',
      objectId: id,
      before,
      after,
    });
    return existing.account;
  });
  await revokeUserTokens(db, id);
  return { account, oneTimePassword: password };
}

/** ucUser/unlock: lifts the lock of too many wrong passwords (and the sign-in rate counters of the account). */
export async function unlockUser(db: Db, admin: SessionUser, id: string): Promise<AdminUser> {
  const scope = await requireAdmin(db, admin);
  return db.transaction().execute(async (trx) => {
    const existing = await managedUser(trx, scope, admin, id);
    const before = await snapshot(trx, existing.id);
    await trx
      .updateTable('users')
      .set({ failed_sign_ins: 0, locked_at: null })
      .where('id', '=', existing.id)
      .execute();
    // The sign-in counters are keyed `<route>|<address>|<tenant>|<account>` (routes/identity.ts).
    await trx
      .deleteFrom('rate_limit_hits')
      .where('key', 'like', `%|${existing.tenant_id}|${likeOperand(existing.account, false)}`)
      .execute();
    const after = await snapshot(trx, existing.id);
    await recordAdminChange(trx, {
      actorId: admin.id,
      kind: 'user.unlock',
      objectType: 'user',
      objectId: id,
      before,
      after,
    });
    return after;
  });
}
