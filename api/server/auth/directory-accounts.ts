import { randomUUID } from 'node:crypto';
import type { Transaction } from 'kysely';
import type { Db } from '../db/database.js';
import type { Database } from '../db/schema.js';
import { applyDirectoryGroups } from './directory-groups.js';
import type { DirectoryGroups } from './directory-settings.js';
import { findUserById, type UserRow } from './users.js';

/**
 * What users.password_hash holds for a directory account: no scrypt hash, so no password ever matches
 * it in the portal (password.ts verifyPassword) should the account stop being the directory's.
 */
const DIRECTORY_PASSWORD_MARKER = 'directory';

/** A person as the directory describes them, read with the configured attribute names. */
export interface DirectoryPerson {
  dn: string;
  /** The directory's spelling of the account (uid, sAMAccountName), else as typed. */
  account: string;
  fullname?: string;
  email?: string;
  mobile?: string;
  /** An organisation's name or code. */
  organisation?: string;
}

export async function isDirectoryAccount(db: Db, userId: string): Promise<boolean> {
  const row = await db
    .selectFrom('user_directory_entries')
    .select('user_id')
    .where('user_id', '=', userId)
    .executeTakeFirst();
  return row !== undefined;
}

type Trx = Transaction<Database>;

/** A directory person whose account name is a local account's (`admin`): the local one is never taken over. */
export class LocalAccountTaken extends Error {}

/**
 * The organisation a directory value names: the one with that code, else the only one with that name
 * (a name several organisations share names none of them).
 */
async function organisationNamed(db: Db, value: string): Promise<string | undefined> {
  const byCode = await db.selectFrom('orgs').select('id').where('code', '=', value).executeTakeFirst();
  if (byCode) return byCode.id;
  const byName = await db.selectFrom('orgs').select('id').where('name', '=', value).limit(2).execute();
  return byName.length === 1 ? byName[0]?.id : undefined;
}

interface SyncedAccount {
  user: UserRow;
  /** The directory's organisation value when no organisation matched it. */
  unmatchedOrganisation?: string;
}

/**
 * Creates the portal account of a directory person at their first sign-in, or brings its name, mail,
 * mobile and organisation up to date at a later one. The organisation the directory names becomes the
 * account's master organisation; the one it named before is left (an administrator's other memberships
 * stay). The status is never touched: the portal's disabling holds whatever the directory says. With
 * LDAP_GROUP_MAP, the roles and posts the person's groups give are applied too (directory-groups.ts).
 */
export async function syncDirectoryAccount(
  db: Db,
  tenantId: number,
  person: DirectoryPerson,
  existingId: string | undefined,
  groups?: { settings: DirectoryGroups; memberOf: readonly string[] },
): Promise<SyncedAccount> {
  const orgId = person.organisation ? await organisationNamed(db, person.organisation) : undefined;
  const profile = {
    fullname: person.fullname ?? person.account,
    email: person.email ?? null,
    mobile: person.mobile ?? null,
  };
  const userId = await db.transaction().execute(async (trx) => {
    const id = existingId ?? (await createAccount(trx, tenantId, person, profile));
    // A one-time portal password an administrator set means nothing here: the directory keeps the password.
    await trx
      .updateTable('users')
      .set({ ...profile, must_change_password: false })
      .where('id', '=', id)
      .execute();
    const link = await trx
      .selectFrom('user_directory_entries')
      .select('org_id')
      .where('user_id', '=', id)
      .executeTakeFirst();
    await placeInOrganisation(trx, id, link?.org_id ?? null, orgId ?? null);
    await trx
      .insertInto('user_directory_entries')
      .values({ user_id: id, dn: person.dn, org_id: orgId ?? null, synced_at: new Date() })
      .onConflict((conflict) =>
        conflict
          .column('user_id')
          .doUpdateSet({ dn: person.dn, org_id: orgId ?? null, synced_at: new Date() }),
      )
      .execute();
    if (groups) await applyDirectoryGroups(trx, id, groups.settings, groups.memberOf);
    return id;
  });
  const user = await findUserById(db, userId);
  if (!user) throw new Error(`directory account ${userId} vanished while signing in`);
  return { user, unmatchedOrganisation: person.organisation && !orgId ? person.organisation : undefined };
}

/**
 * A new staff account for the person. The directory may spell the account otherwise than it was typed
 * (`Zhang.San` for `zhang.san`): an account of that spelling is theirs only if the directory's already.
 */
async function createAccount(
  trx: Trx,
  tenantId: number,
  person: DirectoryPerson,
  profile: { fullname: string; email: string | null; mobile: string | null },
): Promise<string> {
  const id = `u-${randomUUID()}`;
  const inserted = await trx
    .insertInto('users')
    .values({
      id,
      account: person.account,
      password_hash: DIRECTORY_PASSWORD_MARKER,
      identity: null,
      sex: null,
      status: 1,
      address: null,
      photo: null,
      tenant_id: tenantId,
      ...profile,
    })
    .onConflict((conflict) => conflict.columns(['tenant_id', 'account']).doNothing())
    .returning('id')
    .executeTakeFirst();
  if (inserted) return id;
  // The account exists: the directory's only when an earlier sign-in linked it.
  const existing = await trx
    .selectFrom('users')
    .innerJoin('user_directory_entries', 'user_directory_entries.user_id', 'users.id')
    .select('users.id')
    .where('users.tenant_id', '=', tenantId)
    .where('users.account', '=', person.account)
    .executeTakeFirst();
  if (!existing) throw new LocalAccountTaken(person.account);
  return existing.id;
}

/** Moves the account from the organisation the directory placed it in before to the one it names now. */
async function placeInOrganisation(
  trx: Trx,
  userId: string,
  previous: string | null,
  current: string | null,
): Promise<void> {
  if (previous && previous !== current) {
    await trx.deleteFrom('user_orgs').where('user_id', '=', userId).where('org_id', '=', previous).execute();
  }
  if (!current) return;
  await trx.updateTable('user_orgs').set({ is_master: false }).where('user_id', '=', userId).execute();
  const member = await trx
    .selectFrom('user_orgs')
    .select('org_id')
    .where('user_id', '=', userId)
    .where('org_id', '=', current)
    .executeTakeFirst();
  if (member) {
    await trx
      .updateTable('user_orgs')
      .set({ is_master: true })
      .where('user_id', '=', userId)
      .where('org_id', '=', current)
      .execute();
  } else {
    await trx.insertInto('user_orgs').values({ user_id: userId, org_id: current, is_master: true }).execute();
  }
}
