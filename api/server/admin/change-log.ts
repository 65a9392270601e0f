import type { Transaction } from 'kysely';
import type { AdminChange, AdminChangeQuery, PageList } from '../../contract/admin.js';
import type { SessionUser } from '../auth/sessions.js';
import type { Db } from '../db/database.js';
import type { Database } from '../db/schema.js';
import { type AdminScope, OUTSIDE_IDENTITIES, requireAdmin } from './access.js';

/** What one administrative change was: who did what to which object, and the object before and after. */
export interface AdminChangeInput {
  actorId: string;
  /** An actor that is no user (the company directory at a sign-in): its account and tenant as given. */
  actor?: { account: string; tenantId: number };
  /** `<object>.<action>`, e.g. user.disable, org.move, role.grantMenu. */
  kind: string;
  objectType: string;
  objectId: string;
  /** The object as it was (null when created); stored as JSON, so never a password or its hash. */
  before: unknown;
  /** The object as it is now (null when removed). */
  after: unknown;
}

/** JSON of a snapshot; `undefined` is stored as none. */
function json(value: unknown): string | null {
  return value === undefined || value === null ? null : JSON.stringify(value);
}

/**
 * Records an administrative change. Call it with the transaction that makes the change, so that the log
 * holds a change exactly when the change happened; the actor's account and tenant are read there too.
 */
export async function recordAdminChange(
  db: Db | Transaction<Database>,
  change: AdminChangeInput,
): Promise<void> {
  const actor = change.actor
    ? { account: change.actor.account, tenant_id: change.actor.tenantId }
    : await db
        .selectFrom('users')
        .select(['account', 'tenant_id'])
        .where('id', '=', change.actorId)
        .executeTakeFirstOrThrow();
  await db
    .insertInto('admin_changes')
    .values({
      tenant_id: actor.tenant_id,
      actor_id: change.actorId,
      actor_account: actor.account,
      kind: change.kind,
      object_type: change.objectType,
      object_id: change.objectId,
      before: json(change.before),
      after: json(change.after),
    })
    .execute();
}

/** The object types of changes a staff 系统管理员 does not see: the admissions of outside companies. */
const OUTSIDE_OBJECT_TYPES = ['admission'];

/**
 * The change log as an administrator reads it, newest first: the caller's tenant, filtered by object type,
 * object, actor and time. A staff 系统管理员 does not see changes to supplier or purchaser accounts.
 */
export async function queryAdminChanges(
  db: Db,
  user: SessionUser,
  query: AdminChangeQuery,
): Promise<PageList<AdminChange>> {
  const scope: AdminScope = await requireAdmin(db, user);
  const page = query.page ?? 1;
  const pageSize = query.pageSize ?? 20;
  let rows = db.selectFrom('admin_changes').where('admin_changes.tenant_id', '=', user.tenant_id);
  if (query.objectType) rows = rows.where('object_type', '=', query.objectType);
  if (query.objectId) rows = rows.where('object_id', '=', query.objectId);
  if (query.kind) rows = rows.where('kind', '=', query.kind);
  if (query.actor) {
    const actor = query.actor;
    rows = rows.where((eb) => eb.or([eb('actor_id', '=', actor), eb('actor_account', '=', actor)]));
  }
  if (query.from) rows = rows.where('created_at', '>=', new Date(query.from));
  if (query.to) rows = rows.where('created_at', '<', new Date(query.to));
  if (scope === 'staff') {
    rows = rows.where('object_type', 'not in', OUTSIDE_OBJECT_TYPES).where((eb) =>
      eb.not(
        eb.and([
          eb('object_type', '=', 'user'),
          eb(
            'object_id',
            'in',
            db
              .selectFrom('users')
              .select('users.id')
              .where('identity', 'in', [...OUTSIDE_IDENTITIES]),
          ),
        ]),
      ),
    );
  }
  const [{ total }] = await rows.select((eb) => eb.fn.countAll<number>().as('total')).execute();
  const found = await rows
    .selectAll()
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .limit(pageSize)
    .offset((page - 1) * pageSize)
    .execute();
  return {
    rows: found.map((row) => ({
      id: row.id,
      actorId: row.actor_id,
      actorAccount: row.actor_account,
      kind: row.kind,
      objectType: row.object_type,
      objectId: row.object_id,
      before: row.before,
      after: row.after,
      createTime: new Date(row.created_at).toISOString(),
    })),
    total: Number(total),
    page,
    pageSize,
  };
}
