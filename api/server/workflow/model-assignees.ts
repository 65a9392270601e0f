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

async function userIds(db: Db, name: string): Promise<string[]> {
  const rows = await db
    .selectFrom('users')
    .select('id')
    .where((eb) => eb.or([eb('id', '=', name), eb('account', '=', name), eb('fullname', '=', name)]))
    .where('status', '=', 1)
    .orderBy('id')
    .execute();
  return rows.map((row) => row.id);
}

async function groupRule(db: Db, name: string): Promise<AssigneeRule | undefined> {
  for (const table of ['roles', 'posts'] as const) {
    const row = await db
      .selectFrom(table)
      .select('id')
      .where((eb) => eb.or([eb('id', '=', name), eb('code', '=', name), eb('name', '=', name)]))
      .orderBy('id')
      .executeTakeFirst();
    if (row) return { kind: table === 'roles' ? 'role' : 'post', ids: [row.id] };
  }
  return undefined;
}

/** One name or expression of the model as assignee rules. */
async function rulesFor(
  db: Db,
  text: string,
  wanted: Wanted,
  context: Context,
  variables: FormValues,
): Promise<AssigneeRule[]> {
  const call = /^(user|group)\((.*)\)$/.exec(text.trim());
  if (call) return rulesFor(db, call[2] ?? '', call[1] as Wanted, context, variables);
  // The Flowable modeler writes "assigned to the process initiator" as $INITIATOR.
  if (text.trim() === '$INITIATOR') return [{ kind: 'initiator' }];
  let names = [text.trim()];
  const body = expressionBody(text);
  if (body !== undefined) {
    if (context.initiatorVariables.includes(body)) return [{ kind: 'initiator' }];
    try {
      names = namesIn(evaluateExpression(text, variables));
    } catch (error) {
      if (!(error instanceof ExpressionProblem)) throw error;
      throw badRequest(`节点“${context.node.name}”的处理人 ${text} 无法计算：${error.message}`);
    }
  }
  const rules: AssigneeRule[] = [];
  for (const name of names) {
    const users = wanted === 'group' ? [] : await userIds(db, name);
    if (users.length > 0) rules.push({ kind: 'user', ids: users });
    else if (wanted !== 'user') {
      const group = await groupRule(db, name);
      if (group) rules.push(group);
    }
  }
  return rules;
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
  const rules: AssigneeRule[] = [];
  for (const [text, wanted] of texts) rules.push(...(await rulesFor(db, text, wanted, context, variables)));
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
