import type { AssigneeRule, FormValues, OpinionCandidate } from '../../contract/workflow.js';
import type { Db } from '../db/database.js';
import { badRequest } from '../http/envelope.js';

/**
 * Who handles a node, from the identity data: users by id, every user of a role or a post, the leader of
 * an organisation, the leader of the initiator's organisation, or the initiator. An organisation's leaders
 * are the ones the administration names for it (org_leaders, in their order); an organisation with none
 * named is led by whoever holds a manager's (or the general manager's) post in it, as the seed's are; one
 * with neither is led by its parent's leader. A form field holding users (a user picker's value) names the people picked.
 */

/** Jobs whose posts lead their organisation. */
export const LEADER_JOBS = ['job-manager', 'job-gm'];

export interface ResolvedUser {
  id: string;
  name: string;
}

export interface Resolution {
  users: ResolvedUser[];
  /** The groups the users came from (the opinion table's candidates). */
  candidates: OpinionCandidate[];
  /** A multi-instance task over a model's collection: the people of each iteration, in order. */
  perIteration?: ResolvedUser[][];
  /** Why a model's people could not be found (model-assignees.ts): told when the node is reached. */
  problem?: Error;
  /**
   * A model's multi-instance task that ends by its own rule, without the portal's countersign settings:
   * its result is passed unless a signer opposed (steps.ts factsFor).
   */
  passUnlessOpposed?: boolean;
}

async function activeUsers(db: Db, ids: string[]): Promise<ResolvedUser[]> {
  if (ids.length === 0) return [];
  const rows = await db
    .selectFrom('users')
    .select(['id', 'fullname'])
    .where('id', 'in', ids)
    .where('status', '=', 1)
    .execute();
  const byId = new Map(rows.map((row) => [row.id, row.fullname]));
  return ids.flatMap((id) => (byId.has(id) ? [{ id, name: byId.get(id) ?? id }] : []));
}

/**
 * The leaders of one organisation: its named leaders (active ones, in their order) when it has any, else
 * the active holders of its leader posts.
 */
async function leadersOf(db: Db, orgId: string): Promise<{ id: string; fullname: string }[]> {
  const named = await db
    .selectFrom('org_leaders')
    .innerJoin('users', 'users.id', 'org_leaders.user_id')
    .select(['users.id', 'users.fullname', 'users.status'])
    .where('org_leaders.org_id', '=', orgId)
    .orderBy('org_leaders.sn')
    .orderBy('users.id')
    .execute();
  if (named.length > 0) return named.filter((row) => row.status === 1);
  return db
    .selectFrom('user_posts')
    .innerJoin('posts', 'posts.id', 'user_posts.post_id')
    .innerJoin('users', 'users.id', 'user_posts.user_id')
    .select(['users.id', 'users.fullname'])
    .where('posts.org_id', '=', orgId)
    .where('posts.job_id', 'in', LEADER_JOBS)
    .where('users.status', '=', 1)
    .orderBy('users.id')
    .execute();
}

/** The leaders of an organisation (walking up to its parents until one has a leader). */
export async function orgLeaders(db: Db, orgId: string, exceptUserId?: string): Promise<ResolvedUser[]> {
  let current: string | null = orgId;
  const seen = new Set<string>();
  while (current && !seen.has(current)) {
    seen.add(current);
    const rows = await leadersOf(db, current);
    const leaders = rows
      .filter((row) => row.id !== exceptUserId)
      .map((row) => ({ id: row.id, name: row.fullname }));
    if (leaders.length > 0) return leaders;
    const org: { parent_id: string | null } | undefined = await db
      .selectFrom('orgs')
      .select('parent_id')
      .where('id', '=', current)
      .executeTakeFirst();
    current = org?.parent_id ?? null;
  }
  // The top of the tree: the general manager leads the company.
  const managers = await db
    .selectFrom('user_posts')
    .innerJoin('posts', 'posts.id', 'user_posts.post_id')
    .innerJoin('users', 'users.id', 'user_posts.user_id')
    .select(['users.id', 'users.fullname'])
    .where('posts.job_id', '=', 'job-gm')
    .where('users.status', '=', 1)
    .orderBy('users.id')
    .execute();
  return managers.filter((row) => row.id !== exceptUserId).map((row) => ({ id: row.id, name: row.fullname }));
}

/** The main organisation of a user (the first one when none is marked main). */
export async function mainOrgOf(db: Db, userId: string): Promise<string | null> {
  const row = await db
    .selectFrom('user_orgs')
    .innerJoin('orgs', 'orgs.id', 'user_orgs.org_id')
    .innerJoin('dems', 'dems.id', 'orgs.dem_id')
    .select('user_orgs.org_id')
    .where('user_orgs.user_id', '=', userId)
    .orderBy('user_orgs.is_master', 'desc')
    .orderBy('dems.is_default', 'desc')
    .orderBy('orgs.sn')
    .executeTakeFirst();
  return row?.org_id ?? null;
}

interface Initiator {
  id: string;
  name: string;
  orgId: string | null;
}

async function namesOf(
  db: Db,
  table: 'roles' | 'posts' | 'orgs',
  ids: string[],
): Promise<Map<string, string>> {
  if (ids.length === 0) return new Map();
  const rows = await db.selectFrom(table).select(['id', 'name']).where('id', 'in', ids).execute();
  return new Map(rows.map((row) => [row.id, row.name]));
}

/** The user ids a form value holds: picked users ({ id }), ids, or a comma-separated text of them. */
export function userIdsIn(value: unknown): string[] {
  if (Array.isArray(value)) return value.flatMap(userIdsIn);
  if (value && typeof value === 'object') return userIdsIn((value as { id?: unknown }).id);
  if (typeof value === 'string')
    return value
      .split(',')
      .map((part) => part.trim())
      .filter(Boolean);
  return [];
}

/** The users of every rule, without duplicates, in rule order (form fields read from `values`). */
export async function resolveAssignees(
  db: Db,
  rules: AssigneeRule[],
  initiator: Initiator,
  values: FormValues = {},
): Promise<Resolution> {
  const users: ResolvedUser[] = [];
  const candidates: OpinionCandidate[] = [];
  const add = (candidate: OpinionCandidate, found: ResolvedUser[]) => {
    candidates.push({ ...candidate, users: found.map(({ id, name }) => ({ id, name })) });
    for (const user of found) if (!users.some((known) => known.id === user.id)) users.push(user);
  };
  for (const rule of rules) {
    const ids = rule.ids ?? [];
    switch (rule.kind) {
      case 'user': {
        for (const user of await activeUsers(db, ids))
          add({ id: user.id, name: user.name, type: 'user' }, [user]);
        break;
      }
      case 'formField': {
        for (const name of ids) {
          for (const user of await activeUsers(db, [...new Set(userIdsIn(values[name]))]))
            add({ id: user.id, name: user.name, type: 'user' }, [user]);
        }
        break;
      }
      case 'initiator': {
        add({ id: initiator.id, name: initiator.name, type: 'user' }, await activeUsers(db, [initiator.id]));
        break;
      }
      case 'role':
      case 'post': {
        const names = await namesOf(db, rule.kind === 'role' ? 'roles' : 'posts', ids);
        for (const id of ids) {
          const links =
            rule.kind === 'role'
              ? await db
                  .selectFrom('user_roles')
                  .select('user_id')
                  .where('role_id', '=', id)
                  .orderBy('user_id')
                  .execute()
              : await db
                  .selectFrom('user_posts')
                  .select('user_id')
                  .where('post_id', '=', id)
                  .orderBy('user_id')
                  .execute();
          add(
            { id, name: names.get(id) ?? id, type: rule.kind },
            await activeUsers(
              db,
              links.map((link) => link.user_id),
            ),
          );
        }
        break;
      }
      case 'orgLeader': {
        const names = await namesOf(db, 'orgs', ids);
        for (const id of ids)
          add({ id, name: names.get(id) ?? id, type: 'orgLeader' }, await orgLeaders(db, id));
        break;
      }
      case 'initiatorLeader': {
        const orgId = initiator.orgId;
        const leaders = orgId ? await orgLeaders(db, orgId, initiator.id) : [];
        // The initiator leads the organisation: the parent's leader approves.
        let found = leaders;
        if (orgId && leaders.length === 0) {
          const org = await db
            .selectFrom('orgs')
            .select('parent_id')
            .where('id', '=', orgId)
            .executeTakeFirst();
          found = org?.parent_id ? await orgLeaders(db, org.parent_id, initiator.id) : [];
        }
        const orgName = orgId ? (await namesOf(db, 'orgs', [orgId])).get(orgId) : undefined;
        add({ id: orgId ?? initiator.id, name: orgName ?? initiator.name, type: 'initiatorLeader' }, found);
        break;
      }
    }
  }
  return { users, candidates };
}

/** Staff users (active, no tender-site identity) by id; refuses unknown ones. */
export async function staffUsers(db: Db, ids: string[]): Promise<{ id: string; name: string }[]> {
  const unique = [...new Set(ids)];
  const rows = await db
    .selectFrom('users')
    .select(['id', 'fullname'])
    .where('id', 'in', unique)
    .where('status', '=', 1)
    .where('identity', 'is', null)
    .execute();
  if (rows.length !== unique.length) throw badRequest('所选人员不存在');
  const byId = new Map(rows.map((row) => [row.id, row.fullname]));
  return unique.map((id) => ({ id, name: byId.get(id) ?? id }));
}
