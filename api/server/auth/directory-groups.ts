import type { Transaction } from 'kysely';
import { type Client, EqualityFilter, NoSuchObjectError } from 'ldapts';
import { recordAdminChange } from '../admin/change-log.js';
import { joinPost } from '../admin/posts.js';
import type { Database } from '../db/schema.js';
import type { DirectoryGroups, DirectorySettings } from './directory-settings.js';

/** The change log's actor for what the directory changes at a sign-in (actor_id and actor_account). */
export const DIRECTORY_ACTOR = 'directory';

/** The groups of LDAP_GROUP_MAP the person belongs to, asked of the directory itself (it compares the DNs). */
export async function groupsOfPerson(
  client: Client,
  settings: DirectorySettings,
  groups: DirectoryGroups,
  personDn: string,
): Promise<string[]> {
  // The person's own bind may not read the groups: the service account (when there is one) asks.
  if (settings.bindDn) await client.bind(settings.bindDn, settings.bindPassword);
  const member: string[] = [];
  for (const groupDn of groups.map.keys()) {
    const onPerson = groups.membership.toLowerCase() === 'memberof';
    try {
      const { searchEntries } = await client.search(onPerson ? personDn : groupDn, {
        scope: 'base',
        filter: new EqualityFilter({ attribute: groups.membership, value: onPerson ? groupDn : personDn }),
        // No attributes: only whether the entry matches.
        attributes: ['1.1'],
      });
      if (searchEntries.length > 0) member.push(groupDn);
    } catch (error) {
      // A group the directory no longer has: nobody is its member.
      if (!(error instanceof NoSuchObjectError)) throw error;
    }
  }
  return member;
}

type Trx = Transaction<Database>;

interface Held {
  roles: string[];
  posts: string[];
}

/**
 * The roles and posts of LDAP_GROUP_MAP as the person's groups give them, applied at a directory sign-in:
 * the map's roles and posts are the directory's to give and to take (one an administrator gave stays only
 * while a group gives it); any other the administrators' alone. Ids the portal does not know are left out.
 * The change goes to the change log as the directory's.
 */
export async function applyDirectoryGroups(
  trx: Trx,
  userId: string,
  groups: DirectoryGroups,
  memberOf: readonly string[],
): Promise<void> {
  const grants = [...groups.map.values()];
  const managed = {
    roles: [...new Set(grants.flatMap((grant) => grant.roles))],
    posts: [...new Set(grants.flatMap((grant) => grant.posts))],
  };
  const given = memberOf.flatMap((dn) => groups.map.get(dn) ?? { roles: [], posts: [] });
  const [roles, posts] = await Promise.all([
    managed.roles.length
      ? trx.selectFrom('roles').select('id').where('id', 'in', managed.roles).execute()
      : [],
    managed.posts.length
      ? trx.selectFrom('posts').selectAll().where('id', 'in', managed.posts).execute()
      : [],
  ]);
  const knownRoles = new Set(roles.map((row) => row.id));
  const wanted: Held = {
    roles: [...new Set(given.flatMap((grant) => grant.roles))].filter((id) => knownRoles.has(id)).sort(),
    posts: [...new Set(given.flatMap((grant) => grant.posts))]
      .filter((id) => posts.some((post) => post.id === id))
      .sort(),
  };
  const before = await heldOf(trx, userId, managed);
  const addRoles = wanted.roles.filter((id) => !before.roles.includes(id));
  const dropRoles = before.roles.filter((id) => !wanted.roles.includes(id));
  const addPosts = wanted.posts.filter((id) => !before.posts.includes(id));
  const dropPosts = before.posts.filter((id) => !wanted.posts.includes(id));
  if (!addRoles.length && !dropRoles.length && !addPosts.length && !dropPosts.length) return;
  if (dropRoles.length) {
    await trx
      .deleteFrom('user_roles')
      .where('user_id', '=', userId)
      .where('role_id', 'in', dropRoles)
      .execute();
  }
  if (addRoles.length) {
    await trx
      .insertInto('user_roles')
      .values(addRoles.map((role_id) => ({ user_id: userId, role_id })))
      .execute();
  }
  if (dropPosts.length) {
    await trx
      .deleteFrom('user_posts')
      .where('user_id', '=', userId)
      .where('post_id', 'in', dropPosts)
      .execute();
  }
  for (const post of posts.filter((row) => addPosts.includes(row.id))) await joinPost(trx, userId, post);
  const tenant = await trx
    .selectFrom('users')
    .select('tenant_id')
    .where('id', '=', userId)
    .executeTakeFirstOrThrow();
  await recordAdminChange(trx, {
    actorId: DIRECTORY_ACTOR,
    actor: { account: DIRECTORY_ACTOR, tenantId: tenant.tenant_id },
    kind: 'user.directoryGroups',
    objectType: 'user',
    objectId: userId,
    before,
    after: wanted,
  });
}

/** Which of the map's roles and posts the user holds now. */
async function heldOf(trx: Trx, userId: string, managed: Held): Promise<Held> {
  const [roles, posts] = await Promise.all([
    managed.roles.length
      ? trx
          .selectFrom('user_roles')
          .select('role_id')
          .where('user_id', '=', userId)
          .where('role_id', 'in', managed.roles)
          .execute()
      : [],
    managed.posts.length
      ? trx
          .selectFrom('user_posts')
          .select('post_id')
          .where('user_id', '=', userId)
          .where('post_id', 'in', managed.posts)
          .execute()
      : [],
  ]);
  return { roles: roles.map((row) => row.role_id).sort(), posts: posts.map((row) => row.post_id).sort() };
}
