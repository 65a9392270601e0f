import type { AssigneeRule, FormValues } from '../../contract/workflow.js';
import type { Db } from '../db/database.js';
import { badRequest } from '../http/envelope.js';
import { type Resolution, type ResolvedUser, resolveAssignees } from './assignees.js';
import { ExpressionProblem, evaluateExpression, expressionBody } from './expressions.js';
import type { ModelAssignment, ModelLoop } from './model.js';

/**
 * Who a user task of a model another tool wrote goes to when the portal's settings name nobody: the
 * model's own assignee, candidate users and groups, potentialOwner and performer. Names become the
 * portal's people as the settings would name them: a user by id, account or full name; a group is a role,
 * else a post, by id, code or name; the initiator's variable is the initiator. Then resolveAssignees.
 */

interface Context {
  node: { nodeId: string; name: string };
  initiator: { id: string; name: string; orgId: string | null };
  initiatorVariables: string[];
  values: FormValues;
}

type Wanted = 'user' | 'group' | 'any';

/** A variable's value as names: a list, a comma-separated text, or picked users ({ id }). */
function namesIn(value: unknown): string[] {
  if (Array.isArray(value)) return value.flatMap(namesIn);
  if (value && typeof value === 'object') {
    const { id, account } = value as { id?: unknown; account?: unknown };
    return namesIn(id ?? account);
  }
  if (typeof value === 'string' || typeof value === 'number')
    return String(value)
      .split(',')
      .map((part) => part.trim())
      .filter(Boolean);
  return [];
}

/** A name of the model to find among the portal's people: a user, or for a group a role, else a post. */
interface Named {
  name: string;
  wanted: Wanted;
}

/** The roles or posts whose id, code or name is one of the names, by id. */
function groupsNamed(db: Db, table: 'roles' | 'posts', names: string[]) {
  return db
    .selectFrom(table)
    .select(['id', 'code', 'name'])
    .where((eb) => eb.or([eb('id', 'in', names), eb('code', 'in', names), eb('name', 'in', names)]))
    .orderBy('id')
    .execute();
}

/**
 * The rules for the names of one resolution, found at once (three queries, however many names the model
 * gives): a name is a user by id, account or full name (all such, unless only a group is wanted), else a
 * role, else a post, by id, code or name (the first by id).
 */
async function lookUp(db: Db, entries: Named[]): Promise<(entry: Named) => AssigneeRule[]> {
  const names = [...new Set(entries.map((entry) => entry.name))];
  if (names.length === 0) return () => [];
  const [users, roles, posts] = await Promise.all([
    db
      .selectFrom('users')
      .select(['id', 'account', 'fullname'])
      .where((eb) => eb.or([eb('id', 'in', names), eb('account', 'in', names), eb('fullname', 'in', names)]))
      .where('status', '=', 1)
      .orderBy('id')
      .execute(),
    groupsNamed(db, 'roles', names),
    groupsNamed(db, 'posts', names),
  ]);
  const named = (name: string) => (row: object) => Object.values(row).includes(name);
  return ({ name, wanted }) => {
    const ids = wanted === 'group' ? [] : users.filter(named(name)).map((row) => row.id);
    if (ids.length > 0) return [{ kind: 'user', ids }];
    if (wanted === 'user') return [];
    const role = roles.find(named(name));
    if (role) return [{ kind: 'role', ids: [role.id] }];
    const post = posts.find(named(name));
    return post ? [{ kind: 'post', ids: [post.id] }] : [];
  };
}

/** One name or expression of the model: the initiator, or the names it comes to, to be looked up. */
function namesFor(
  text: string,
  wanted: Wanted,
  context: Context,
  variables: FormValues,
): AssigneeRule | Named[] {
  const call = /^(user|group)\((.*)\)$/.exec(text.trim());
  if (call) return namesFor(call[2] ?? '', call[1] as Wanted, context, variables);
  // The Flowable modeler writes "assigned to the process initiator" as $INITIATOR.
  if (text.trim() === '$INITIATOR') return { kind: 'initiator' };
  const body = expressionBody(text);
  if (body === undefined) return [{ name: text.trim(), wanted }];
  if (context.initiatorVariables.includes(body)) return { kind: 'initiator' };
  try {
    return namesIn(evaluateExpression(text, variables)).map((name) => ({ name, wanted }));
  } catch (error) {
    if (!(error instanceof ExpressionProblem)) throw error;
    throw badRequest(`节点“${context.node.name}”的处理人 ${text} 无法计算：${error.message}`);
  }
}

async function resolveOnce(
  db: Db,
  assignment: ModelAssignment,
  context: Context,
  variables: FormValues,
): Promise<Resolution> {
  const texts: [string, Wanted][] = [
    ...(assignment.assignee ? [[assignment.assignee, 'user'] as [string, Wanted]] : []),
    ...assignment.candidateUsers.map((text): [string, Wanted] => [text, 'user']),
    ...assignment.candidateGroups.map((text): [string, Wanted] => [text, 'group']),
    ...assignment.owners.map((text): [string, Wanted] => [text, 'any']),
  ];
  const found = texts.map(([text, wanted]) => namesFor(text, wanted, context, variables));
  const rulesOf = await lookUp(
    db,
    found.flatMap((entry) => (Array.isArray(entry) ? entry : [])),
  );
  const rules = found.flatMap((entry) => (Array.isArray(entry) ? entry.flatMap(rulesOf) : [entry]));
  return resolveAssignees(db, rules, context.initiator);
}

/**
 * The people of a model's user task; for a multi-instance task over a collection, each iteration's people
 * with the collection's item in its element variable (`${approver}` of `${approvers}`).
 */
export async function resolveModelAssignees(
  db: Db,
  assignment: ModelAssignment,
  loop: ModelLoop | undefined,
  context: Context,
): Promise<Resolution> {
  if (!loop) return resolveOnce(db, assignment, context, context.values);
  let items: unknown;
  try {
    items = evaluateExpression(loop.collection, context.values);
  } catch (error) {
    if (!(error instanceof ExpressionProblem)) throw error;
    throw badRequest(`节点“${context.node.name}”的集合 ${loop.collection} 无法计算：${error.message}`);
  }
  const perIteration: ResolvedUser[][] = [];
  const resolution: Resolution = { users: [], candidates: [], perIteration };
  for (const item of Array.isArray(items) ? items : namesIn(items)) {
    const variables = { ...context.values, [loop.elementVariable ?? 'item']: item };
    const once = await resolveOnce(db, assignment, context, variables);
    perIteration.push(once.users);
    resolution.candidates.push(...once.candidates);
    for (const user of once.users)
      if (!resolution.users.some((known) => known.id === user.id)) resolution.users.push(user);
  }
  return resolution;
}
