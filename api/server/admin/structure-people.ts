import { randomUUID } from 'node:crypto';
import type { Transaction } from 'kysely';
import type { AdminPerson } from '../../contract/structure-admin.js';
import { GUEST_USER_ID } from '../auth/guest.js';
import type { SessionUser } from '../auth/sessions.js';
import type { Db } from '../db/database.js';
import type { Database } from '../db/schema.js';
import type { AdminScope } from './access.js';
import { type AdminChangeInput, recordAdminChange } from './change-log.js';

/**
 * What the structure editors (organisations, posts, roles, menus) share: who may use them, the people
 * they name, a new record's id, and the change log every change writes in its own transaction.
 */

export type Trx = Transaction<Database>;

/** A refusal in the envelope (state false), thrown from inside a transaction so that nothing is kept. */
export class Refusal extends Error {}

/** In one transaction: the change and its record in the change log. */
export function changing<T>(
  db: Db,
  actor: SessionUser,
  change: (trx: Trx) => Promise<Omit<AdminChangeInput, 'actorId'> & { value: T }>,
): Promise<T> {
  return db.transaction().execute(async (trx) => {
    const { value, ...record } = await change(trx);
    await recordAdminChange(trx, { actorId: actor.id, ...record });
    return value;
  });
}

/** The kinds of record the structure editors keep; a change's kind is `<type>.<action>` (org.create). */
export type StructureType = 'org' | 'post' | 'role' | 'menu';

/** The change log's record of a record created; the change answers its id. */
export function createdChange(objectType: StructureType, objectId: string, after: unknown) {
  return { value: objectId, kind: `${objectType}.create`, objectType, objectId, before: null, after };
}

/** The change log's record of a record changed; the change answers its id. */
export function updatedChange(objectType: StructureType, objectId: string, before: unknown, after: unknown) {
  return { value: objectId, kind: `${objectType}.update`, objectType, objectId, before, after };
}

/** The change log's record of a record removed; the change answers nothing. */
export function removedChange(objectType: StructureType, objectId: string, before: unknown) {
  return { value: undefined, kind: `${objectType}.remove`, objectType, objectId, before, after: null };
}

/** A new record's id: its kind and a random part (the seed's ids are readable words; these need not be). */
export function newId(prefix: string): string {
  return `${prefix}-${randomUUID().slice(0, 8)}`;
}

/**
 * The people named, checked: each exists and is not the guest; a staff administrator names staff only
 * (suppliers and purchasers are the site administrator's). Answered in the order given.
 */
export async function checkedPeople(
  trx: Trx | Db,
  scope: AdminScope,
  userIds: readonly string[],
): Promise<AdminPerson[]> {
  if (userIds.length === 0) return [];
  const rows = await trx
    .selectFrom('users')
    .select(['id', 'account', 'fullname', 'identity'])
    .where('id', 'in', [...userIds])
    .where('id', '<>', GUEST_USER_ID)
    .execute();
  const byId = new Map(rows.map((row) => [row.id, row]));
  const people: AdminPerson[] = [];
  for (const id of userIds) {
    const row = byId.get(id);
    if (!row) throw new Refusal('人员不存在');
    if (scope === 'staff' && row.identity !== null) throw new Refusal('系统管理员只能管理内部员工账号');
    people.push({ id: row.id, account: row.account, fullname: row.fullname });
  }
  return people;
}

/** Whether another row already has this code (codes are unique in their table). */
export async function codeTaken(
  trx: Trx,
  table: 'orgs' | 'posts' | 'roles',
  code: string,
  exceptId: string | undefined,
): Promise<boolean> {
  let query = trx.selectFrom(table).select('id').where('code', '=', code);
  if (exceptId) query = query.where('id', '<>', exceptId);
  return Boolean(await query.executeTakeFirst());
}

/**
 * A membership (a post's holders, a role's) going from `before` to `userIds`: the people checked (those
 * who leave too: a staff administrator cannot take a supplier or purchaser out either), who leave, who
 * come, and the change log's record of it.
 */
export async function membershipChange(
  trx: Trx,
  scope: AdminScope,
  before: readonly AdminPerson[],
  userIds: readonly string[],
  record: Pick<AdminChangeInput, 'kind' | 'objectType' | 'objectId'>,
) {
  const members = await checkedPeople(trx, scope, userIds);
  const keep = new Set(members.map((member) => member.id));
  const gone = before.filter((member) => !keep.has(member.id)).map((member) => member.id);
  await checkedPeople(trx, scope, gone);
  const had = new Set(before.map((member) => member.id));
  const added = members.filter((member) => !had.has(member.id));
  return {
    gone,
    added,
    result: {
      value: members,
      ...record,
      before: { members: before.map((member) => member.account) },
      after: { members: members.map((member) => member.account) },
    },
  };
}
