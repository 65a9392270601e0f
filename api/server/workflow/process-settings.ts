import type {
  ProcessSettings,
  ProcessSettingsView,
  SettingsTask,
  StartRightSetting,
} from '../../contract/process-settings.js';
import type { FieldPermission } from '../../contract/signature.js';
import {
  type AssigneeRule,
  type FormDefinition,
  type NodeSettings,
  START_NODE_KEY,
} from '../../contract/workflow.js';
import type { Db } from '../db/database.js';
import { badRequest, notFound } from '../http/envelope.js';
import { staffUsers } from './assignees.js';
import { flowNodesOf } from './design.js';
import { modelOf } from './model.js';

/**
 * A definition version's settings (issue 37), as portal rows beside the definition (see
 * api/contract/process-settings.ts): each user task's assignee rules in the version's nodes_json, the
 * form's field rights in its form_json, the start rights of the key in bpm_start_rights. Every id is
 * checked against the identity data, every node against the model, every field against the form.
 */

/** The kinds whose rules name things by id, with the table they come from. */
const TABLE_OF = { role: 'roles', post: 'posts', org: 'orgs', orgLeader: 'orgs' } as const;

/** The user tasks of a model (countersigns included), in document order. */
export async function userTasksOf(bpmnXml: string): Promise<SettingsTask[]> {
  const [nodes, model] = await Promise.all([flowNodesOf(bpmnXml), modelOf(bpmnXml)]);
  return nodes
    .filter((node) => node.nodeType === 'USERTASK' || node.nodeType === 'SIGNTASK')
    .map((node) => {
      const own = model.assignments[node.nodeId];
      return {
        nodeId: node.nodeId,
        name: node.name,
        nodeType: node.nodeType,
        modelPeople: own
          ? [
              ...(own.assignee ? [own.assignee] : []),
              ...own.candidateUsers,
              ...own.candidateGroups,
              ...own.owners,
            ]
          : [],
      };
    });
}

async function existing(db: Db, table: 'roles' | 'posts' | 'orgs', ids: string[]): Promise<void> {
  const unique = [...new Set(ids)];
  if (unique.length === 0) return;
  const rows = await db.selectFrom(table).select('id').where('id', 'in', unique).execute();
  if (rows.length === unique.length) return;
  throw badRequest(
    table === 'roles' ? '所选角色不存在' : table === 'posts' ? '所选岗位不存在' : '所选组织不存在',
  );
}

/** Refuses ids that name nobody, nodes the model does not have and fields the form does not have. */
export async function checkSettings(
  db: Db,
  settings: ProcessSettings,
  tasks: SettingsTask[],
  form: FormDefinition,
): Promise<void> {
  const taskIds = new Set(tasks.map((task) => task.nodeId));
  const fields = new Map(form.fields.map((field) => [field.name, field]));
  const ids: Record<'user' | 'roles' | 'posts' | 'orgs', string[]> = {
    user: [],
    roles: [],
    posts: [],
    orgs: [],
  };
  const collect = (kind: string, named: string[]) => {
    if (kind === 'user') ids.user.push(...named);
    const table = TABLE_OF[kind as keyof typeof TABLE_OF];
    if (table) ids[table].push(...named);
  };
  for (const right of settings.startRights) collect(right.kind, right.ids);
  for (const [nodeId, rules] of Object.entries(settings.assignees)) {
    if (!taskIds.has(nodeId)) throw badRequest(`模型中没有用户任务 ${nodeId}`);
    for (const rule of rules) {
      const named = rule.ids ?? [];
      const needsIds = rule.kind !== 'initiator' && rule.kind !== 'initiatorLeader';
      if (needsIds && named.length === 0) throw badRequest(`节点 ${nodeId} 的处理人规则没有选择对象`);
      if (rule.kind === 'formField') {
        for (const name of named) {
          if (fields.get(name)?.type !== 'user') throw badRequest(`表单中没有人员字段 ${name}`);
        }
      } else if (needsIds) collect(rule.kind, named);
    }
  }
  for (const [nodeId, rights] of Object.entries(settings.permissions)) {
    if (nodeId !== START_NODE_KEY && nodeId !== '*' && !taskIds.has(nodeId)) {
      throw badRequest(`模型中没有用户任务 ${nodeId}`);
    }
    for (const name of Object.keys(rights)) {
      if (!fields.has(name)) throw badRequest(`表单中没有字段 ${name}`);
    }
  }
  if (ids.user.length) await staffUsers(db, ids.user);
  await existing(db, 'roles', ids.roles);
  await existing(db, 'posts', ids.posts);
  await existing(db, 'orgs', ids.orgs);
}

/** The nodes' settings with each user task's assignees as given (a task without rules keeps none). */
export function withAssignees(
  stored: Record<string, Partial<NodeSettings>>,
  assignees: Record<string, AssigneeRule[]>,
): Record<string, Partial<NodeSettings>> {
  const next = structuredClone(stored);
  for (const [nodeId, rules] of Object.entries(assignees)) {
    const { assignees: _dropped, ...rest } = next[nodeId] ?? {};
    next[nodeId] = rules.length ? { ...rest, assignees: rules } : rest;
  }
  return next;
}

/** Replaces the key's start rights: none named, every staff member may start it. */
export async function writeStartRights(db: Db, defKey: string, rights: StartRightSetting[]): Promise<void> {
  await db.deleteFrom('bpm_start_rights').where('def_key', '=', defKey).execute();
  const rows = rights.flatMap((right) =>
    [...new Set(right.ids)].map((id) => ({ def_key: defKey, kind: right.kind, target_id: id })),
  );
  await db
    .insertInto('bpm_start_rights')
    .values(rows.length ? rows : [{ def_key: defKey, kind: 'everyone', target_id: '*' }])
    .execute();
}

/** The key's start rights as the panel edits them (everyone: an empty list). */
async function startRightsSetting(db: Db, defKey: string): Promise<StartRightSetting[]> {
  const rows = await db
    .selectFrom('bpm_start_rights')
    .select(['kind', 'target_id'])
    .where('def_key', '=', defKey)
    .where('kind', '!=', 'everyone')
    .orderBy('kind')
    .orderBy('target_id')
    .execute();
  const byKind = new Map<string, string[]>();
  for (const row of rows) byKind.set(row.kind, [...(byKind.get(row.kind) ?? []), row.target_id]);
  return [...byKind].map(([kind, ids]) => ({ kind: kind as StartRightSetting['kind'], ids }));
}

/** `kind:id` → name of every user, role, post and organisation named. */
async function namesOf(db: Db, settings: ProcessSettings): Promise<Record<string, string>> {
  const wanted: Record<'users' | 'roles' | 'posts' | 'orgs', Set<string>> = {
    users: new Set(),
    roles: new Set(),
    posts: new Set(),
    orgs: new Set(),
  };
  const add = (kind: string, ids: string[]) => {
    const table = kind === 'user' ? 'users' : TABLE_OF[kind as keyof typeof TABLE_OF];
    if (table) for (const id of ids) wanted[table].add(id);
  };
  for (const right of settings.startRights) add(right.kind, right.ids);
  for (const rules of Object.values(settings.assignees))
    for (const rule of rules) add(rule.kind, rule.ids ?? []);
  const names: Record<string, string> = {};
  for (const [table, ids] of Object.entries(wanted) as [keyof typeof wanted, Set<string>][]) {
    if (ids.size === 0) continue;
    const kinds =
      table === 'users' ? ['user'] : table === 'orgs' ? ['org', 'orgLeader'] : [table.slice(0, -1)];
    const rows =
      table === 'users'
        ? await db
            .selectFrom('users')
            .select(['id', 'fullname as name'])
            .where('id', 'in', [...ids])
            .execute()
        : await db
            .selectFrom(table)
            .select(['id', 'name'])
            .where('id', 'in', [...ids])
            .execute();
    for (const row of rows) for (const kind of kinds) names[`${kind}:${row.id}`] = row.name;
  }
  return names;
}

/** def/settings: the version's settings, its user tasks, its form, and the names of what they name. */
export async function settingsView(db: Db, defId: string): Promise<ProcessSettingsView> {
  const row = await db
    .selectFrom('bpm_definitions')
    .select(['id', 'def_key', 'name', 'version', 'bpmn_xml', 'form_json', 'nodes_json'])
    .where('id', '=', defId)
    .executeTakeFirst();
  if (!row) throw notFound('流程定义不存在');
  const tasks = await userTasksOf(row.bpmn_xml);
  const stored = JSON.parse(row.nodes_json) as Record<string, Partial<NodeSettings>>;
  const form = JSON.parse(row.form_json) as FormDefinition;
  const settings: ProcessSettings = {
    startRights: await startRightsSetting(db, row.def_key),
    assignees: Object.fromEntries(tasks.map((task) => [task.nodeId, stored[task.nodeId]?.assignees ?? []])),
    permissions: form.permissions ?? {},
  };
  return {
    ...settings,
    defId: row.id,
    defKey: row.def_key,
    name: row.name,
    version: row.version,
    tasks,
    form,
    names: await namesOf(db, settings),
  };
}

/** The field rights kept: of fields the form has, at nodes the model has (the start form and '*' too). */
export function keptPermissions(
  permissions: Record<string, Record<string, FieldPermission>>,
  form: Pick<FormDefinition, 'fields'>,
  tasks?: SettingsTask[],
): Record<string, Record<string, FieldPermission>> {
  const names = new Set(form.fields.map((field) => field.name));
  const nodes = tasks ? new Set([START_NODE_KEY, '*', ...tasks.map((task) => task.nodeId)]) : undefined;
  return Object.fromEntries(
    Object.entries(permissions)
      .filter(([nodeId]) => !nodes || nodes.has(nodeId))
      .map(([nodeId, rights]) => [
        nodeId,
        Object.fromEntries(Object.entries(rights).filter(([name]) => names.has(name))),
      ]),
  );
}

/** def/saveSettings: checks everything, then writes the three places at once under the version's row. */
export async function saveSettings(db: Db, defId: string, settings: ProcessSettings, now = new Date()) {
  await db.transaction().execute(async (trx) => {
    const row = await trx
      .selectFrom('bpm_definitions')
      .select(['def_key', 'bpmn_xml', 'form_json', 'nodes_json'])
      .where('id', '=', defId)
      .forUpdate()
      .executeTakeFirst();
    if (!row) throw notFound('流程定义不存在');
    const tasks = await userTasksOf(row.bpmn_xml);
    const form = JSON.parse(row.form_json) as FormDefinition;
    await checkSettings(trx, settings, tasks, form);
    const nodes = withAssignees(JSON.parse(row.nodes_json), settings.assignees);
    const nextForm: FormDefinition = {
      ...form,
      permissions: keptPermissions(settings.permissions, form, tasks),
    };
    await trx
      .updateTable('bpm_definitions')
      .set({ nodes_json: JSON.stringify(nodes), form_json: JSON.stringify(nextForm), updated_at: now })
      .where('id', '=', defId)
      .execute();
    await writeStartRights(trx, row.def_key, settings.startRights);
  });
}
