import { type Selectable, sql } from 'kysely';
import type { StartRightEntry, StartRightKind, TaskLockCode } from '../../contract/workflow.js';
import type { SessionUser } from '../auth/sessions.js';
import type { Db } from '../db/database.js';
import type { BpmTaskTable } from '../db/schema-workflow.js';
import { forbidden, notFound } from '../http/envelope.js';

/**
 * Who may do what in the workflow, decided on the server from the database: who may start a definition,
 * see an instance, and handle a task (in person, or as the secretary of a leader who may).
 */

/** Workflow calls are for staff (users without a tender-site identity); others are refused. */
export function requireStaff(user: SessionUser): void {
  if (user.identity) throw forbidden('没有权限访问流程');
}

/** The organisations of a user, each with its ancestors (a right given to an organisation covers its children). */
async function orgIdsWithAncestors(db: Db, userId: string): Promise<string[]> {
  const rows = await db
    .selectFrom('user_orgs')
    .innerJoin('orgs', 'orgs.id', 'user_orgs.org_id')
    .select('orgs.path')
    .where('user_orgs.user_id', '=', userId)
    .execute();
  return [...new Set(rows.flatMap((row) => row.path.split('.').filter(Boolean)))];
}

/** Every (kind, target) a start right may name that applies to the user. */
export async function startRightTargets(
  db: Db,
  userId: string,
): Promise<{ kind: StartRightKind; ids: string[] }[]> {
  const [orgs, roles, posts] = await Promise.all([
    orgIdsWithAncestors(db, userId),
    // A disabled role grants nothing (as in the menus).
    db
      .selectFrom('user_roles')
      .innerJoin('roles', 'roles.id', 'user_roles.role_id')
      .select('user_roles.role_id')
      .where('user_roles.user_id', '=', userId)
      .where('roles.enabled', '=', true)
      .execute(),
    db.selectFrom('user_posts').select('post_id').where('user_id', '=', userId).execute(),
  ]);
  return [
    { kind: 'everyone', ids: ['*'] },
    { kind: 'user', ids: [userId] },
    { kind: 'org', ids: orgs },
    { kind: 'role', ids: roles.map((row) => row.role_id) },
    { kind: 'post', ids: posts.map((row) => row.post_id) },
  ];
}

/** The definition keys the user may start. */
export async function startableKeys(db: Db, userId: string): Promise<Set<string>> {
  const targets = await startRightTargets(db, userId);
  const rows = await db
    .selectFrom('bpm_start_rights')
    .select('def_key')
    .where((eb) =>
      eb.or(
        targets
          .filter((target) => target.ids.length > 0)
          .map((target) => eb.and([eb('kind', '=', target.kind), eb('target_id', 'in', target.ids)])),
      ),
    )
    .execute();
  return new Set(rows.map((row) => row.def_key));
}

export async function canStart(db: Db, user: SessionUser, defKey: string): Promise<boolean> {
  if (user.identity) return false;
  return (await startableKeys(db, user.id)).has(defKey);
}

/** The start rights of a definition with the names of their targets. */
export async function startRightsOf(db: Db, defKey: string): Promise<StartRightEntry[]> {
  const rows = await db
    .selectFrom('bpm_start_rights')
    .select(['kind', 'target_id'])
    .where('def_key', '=', defKey)
    .orderBy('kind')
    .orderBy('target_id')
    .execute();
  const names = async (table: 'users' | 'orgs' | 'roles' | 'posts', ids: string[]) => {
    if (ids.length === 0) return new Map<string, string>();
    if (table === 'users') {
      const users = await db.selectFrom('users').select(['id', 'fullname']).where('id', 'in', ids).execute();
      return new Map(users.map((user) => [user.id, user.fullname]));
    }
    const found = await db.selectFrom(table).select(['id', 'name']).where('id', 'in', ids).execute();
    return new Map(found.map((entry) => [entry.id, entry.name]));
  };
  const tableOf: Record<string, 'users' | 'orgs' | 'roles' | 'posts' | undefined> = {
    user: 'users',
    org: 'orgs',
    role: 'roles',
    post: 'posts',
  };
  const byKind = new Map<string, Map<string, string>>();
  for (const kind of new Set(rows.map((row) => row.kind))) {
    const table = tableOf[kind];
    if (table) {
      byKind.set(
        kind,
        await names(
          table,
          rows.filter((row) => row.kind === kind).map((row) => row.target_id),
        ),
      );
    }
  }
  return rows.map((row) => ({
    kind: row.kind as StartRightKind,
    targetId: row.target_id,
    targetName: byKind.get(row.kind)?.get(row.target_id) ?? row.target_id,
  }));
}

/** The leaders a user is the secretary of. */
export async function leadersOf(db: Db, secretaryId: string): Promise<string[]> {
  const rows = await db
    .selectFrom('bpm_secretaries')
    .select('leader_id')
    .where('secretary_id', '=', secretaryId)
    .execute();
  return rows.map((row) => row.leader_id);
}

/** Whether the user is a candidate of the task. */
export async function isCandidate(db: Db, taskId: string, userId: string): Promise<boolean> {
  const row = await db
    .selectFrom('bpm_task_candidates')
    .select('user_id')
    .where('task_id', '=', taskId)
    .where('user_id', '=', userId)
    .executeTakeFirst();
  return Boolean(row);
}

type TaskRow = Pick<Selectable<BpmTaskTable>, 'id' | 'status' | 'lock_user_id' | 'assignee_id'>;

/**
 * Who the caller acts as on a task: themselves when they are a candidate, else the leader (leaderId, or
 * any leader of theirs who is a candidate) they are the secretary of. Undefined when neither.
 */
export async function actingAs(
  db: Db,
  task: { id: string; inst_id: string },
  user: SessionUser,
  leaderId?: string,
): Promise<string | undefined> {
  if (user.identity) return undefined;
  if (!leaderId && (await isCandidate(db, task.id, user.id))) return user.id;
  if (leaderId === user.id) return (await isCandidate(db, task.id, user.id)) ? user.id : undefined;
  // A secretary never approves their own request for their leader.
  const instance = await db
    .selectFrom('bpm_instances')
    .select('creator_id')
    .where('id', '=', task.inst_id)
    .executeTakeFirst();
  if (!instance || instance.creator_id === user.id) return undefined;
  const leaders = await leadersOf(db, user.id);
  const asked = leaderId ? leaders.filter((leader) => leader === leaderId) : leaders;
  for (const leader of asked) if (await isCandidate(db, task.id, leader)) return leader;
  return undefined;
}

/**
 * Why the caller cannot act on a pending task, once actingAs found no one for them to act as: a reason the
 * approval form shows instead of a bare refusal (the same checks as actingAs, in its order).
 */
export async function whyNotActing(
  db: Db,
  task: { id: string },
  user: SessionUser,
  leaderId?: string,
): Promise<string> {
  if (user.identity) return '您没有处理该任务的权限';
  if (leaderId === user.id) return '您不是该任务的办理人';
  const leaders = await leadersOf(db, user.id);
  if (leaderId && !leaders.includes(leaderId)) return '您不是该领导的秘书';
  for (const leader of leaderId ? [leaderId] : leaders) {
    // A leader of theirs holds it, so actingAs refused only because the caller started the instance.
    if (await isCandidate(db, task.id, leader)) return '这是您本人发起的申请，不能代领导审批';
  }
  return leaderId ? '该任务已不在该领导的待办中' : '您不是该任务的办理人';
}

/** How many candidates a task has (more than one: it can be locked). */
async function candidateCount(db: Db, taskId: string): Promise<number> {
  const row = await db
    .selectFrom('bpm_task_candidates')
    .select((eb) => eb.fn.countAll<string>().as('count'))
    .where('task_id', '=', taskId)
    .executeTakeFirstOrThrow();
  return Number(row.count);
}

/**
 * The lock status code of a task for a user who may handle it: 0 handled already, 1 can lock (several
 * candidates, nobody locked it), 2 nothing to unlock (the user's alone), 3 locked by the user, 4 locked
 * by someone else, 5 an administrator who is no candidate.
 */
export async function lockStatus(
  db: Db,
  task: TaskRow,
  user: SessionUser,
  actor: string | undefined,
): Promise<TaskLockCode> {
  if (task.status !== 'pending') return 0;
  if (!actor && user.identity === 'administrators') return 5;
  if (task.lock_user_id) return task.lock_user_id === (actor ?? user.id) ? 3 : 4;
  return (await candidateCount(db, task.id)) > 1 ? 1 : 2;
}

/**
 * Whether a user may see an instance: its initiator, anyone who held or may hold one of its tasks, who got
 * a copy of it, was asked about it (inquiry, communication, added signer), or the secretary of any of those.
 */
export async function canSeeInstance(
  db: Db,
  instance: { id: string; creator_id: string },
  user: SessionUser,
): Promise<boolean> {
  if (user.identity) return false;
  const people = [user.id, ...(await leadersOf(db, user.id))];
  if (people.includes(instance.creator_id)) return true;
  const { rows } = await sql<{ found: number }>`
    select 1 as found where exists (
      select 1 from bpm_tasks t join bpm_task_candidates c on c.task_id = t.id
      where t.inst_id = ${instance.id} and c.user_id in (${sql.join(people)})
    ) or exists (
      select 1 from bpm_tasks t where t.inst_id = ${instance.id} and t.completed_by in (${sql.join(people)})
    ) or exists (
      select 1 from bpm_task_reads r where r.inst_id = ${instance.id} and r.user_id in (${sql.join(people)})
    ) or exists (
      select 1 from bpm_task_comms m where m.inst_id = ${instance.id} and m.receiver_id in (${sql.join(people)})
    ) or exists (
      select 1 from bpm_task_signs g where g.inst_id = ${instance.id} and g.user_id in (${sql.join(people)})
    )`.execute(db);
  return rows.length > 0;
}

/** A submitted instance (not a draft) the caller may see, or the refusal a stranger gets for any instance. */
export async function visibleInstanceRow(db: Db, user: SessionUser, instId: string) {
  const instance = await db
    .selectFrom('bpm_instances')
    .selectAll()
    .where('id', '=', instId)
    .executeTakeFirst();
  if (!instance || instance.status === 'draft' || !(await canSeeInstance(db, instance, user))) {
    throw notFound('流程实例不存在或无权查看');
  }
  return instance;
}

/** A task whose instance the caller may see, with that instance; a stranger learns nothing of either. */
export async function visibleTask(db: Db, user: SessionUser, taskId: string) {
  const task = await db.selectFrom('bpm_tasks').selectAll().where('id', '=', taskId).executeTakeFirst();
  if (!task) throw notFound('任务不存在或无权查看');
  const instance = await db
    .selectFrom('bpm_instances')
    .selectAll()
    .where('id', '=', task.inst_id)
    .executeTakeFirstOrThrow();
  if (!(await canSeeInstance(db, instance, user))) throw notFound('任务不存在或无权查看');
  return { task, instance };
}

/** The role whose (enabled) holders administer the workflow: terminate, suspend, remove any instance. */
export const WORKFLOW_ADMIN_ROLE = 'role-admin';

export async function isWorkflowAdmin(db: Db, user: SessionUser): Promise<boolean> {
  if (user.identity) return false;
  const row = await db
    .selectFrom('user_roles')
    .innerJoin('roles', 'roles.id', 'user_roles.role_id')
    .select('user_roles.role_id')
    .where('user_roles.user_id', '=', user.id)
    .where('user_roles.role_id', '=', WORKFLOW_ADMIN_ROLE)
    .where('roles.enabled', '=', true)
    .executeTakeFirst();
  return Boolean(row);
}
