import type { FileListEntry } from '../../contract/files.js';
import {
  type BpmInstance,
  type BpmTask,
  type FormValues,
  type NodeSettings,
  TASK_BUTTON_ALIASES,
} from '../../contract/workflow.js';
import type {
  BatchHandleBody,
  BatchHandleResult,
  FollowedNodes,
  InstanceDetail,
  InstanceRecord,
  InstanceWithState,
  NextNode,
  NodeExecutorNames,
  RelatedInformation,
  TaskCandidate,
  TaskNodeInfo,
  TaskNotice,
  UnbatchableReason,
  UnbatchableTask,
} from '../../contract/workflow-instance.js';
import type { SessionUser } from '../auth/sessions.js';
import type { Db } from '../db/database.js';
import { badRequest, HttpError, notFound } from '../http/envelope.js';
import { type ServerLanguage, translate } from '../http/translations/index.js';
import { actingAs, canSeeInstance, visibleTask } from './access.js';
import { resolveAssignees } from './assignees.js';
import { type LoadedDefinition, loadDefinition, nodeOf } from './definitions.js';
import { sequenceFlowsOf } from './design.js';
import { validateForm } from './forms.js';
import { instanceRights } from './instance-rights.js';
import { instanceFormAndBO, visibleInstance } from './service.js';
import { completeTask } from './task-actions/complete.js';
import { type InstanceRow, opinionsOf, type TaskRow, toInstance, toTask } from './views.js';

/**
 * The instance and task reads of spec 7 that issue 14 adds (instanceDetail, next nodes and executors,
 * candidates, related instances, notices…), following nodes, and batch handling. Every read answers only
 * for an instance the caller may see (workflow/access.ts canSeeInstance); any other reads as missing.
 */

const iso = (value: Date | string | null | undefined) => (value ? new Date(value).toISOString() : null);

/** The instance with whether it is suspended. */
export async function instanceWithState(db: Db, row: InstanceRow): Promise<InstanceWithState> {
  return {
    ...(await toInstance(db, row)),
    suspended: Boolean(row.suspended_at),
    suspendTime: iso(row.suspended_at),
    suspendedBy: row.suspended_by,
  };
}

async function pendingTasks(db: Db, instance: InstanceRow): Promise<BpmTask[]> {
  const rows = await db
    .selectFrom('bpm_tasks')
    .selectAll()
    .where('inst_id', '=', instance.id)
    .where('status', '=', 'pending')
    .orderBy('created_at')
    .orderBy('id')
    .execute();
  return Promise.all(rows.map((row) => toTask(db, row, instance)));
}

/** task/instanceDetail. */
export async function instanceDetail(
  db: Db,
  user: SessionUser,
  body: { instId: string; taskId?: string; leaderId?: string },
): Promise<InstanceDetail> {
  const instance = await visibleInstance(db, user, body.instId);
  if (instance.status === 'draft') throw notFound('流程实例不存在或无权查看');
  const [formAndBO, opinions, tasks, rights, state] = await Promise.all([
    instanceFormAndBO(db, user, instance.id, body.taskId, body.leaderId),
    opinionsOf(db, instance.id),
    pendingTasks(db, instance),
    instanceRights(db, user, instance),
    instanceWithState(db, instance),
  ]);
  return { instance: state, formAndBO, opinions, tasks, rights };
}

/** getBpmTaskByInstId: the pending tasks of an instance. */
export async function pendingTasksOfInstance(db: Db, user: SessionUser, instId: string): Promise<BpmTask[]> {
  return pendingTasks(db, await visibleInstance(db, user, instId));
}

/** getExcutorNameByInstId: who holds each current node. */
export async function executorNames(db: Db, user: SessionUser, instId: string): Promise<NodeExecutorNames[]> {
  const instance = await toInstance(db, await visibleInstance(db, user, instId));
  return (instance.currentNodes ?? []).map((node) => ({
    nodeId: node.nodeId,
    name: node.name,
    executorNames: node.assigneeNames,
  }));
}

const TASK_TYPES = new Set(['USERTASK', 'SIGNTASK', 'CUSTOMSIGNTASK']);

/** The task and end nodes the flow reaches from a node, through gateways, in flow order. */
async function nodesAfter(definition: LoadedDefinition, nodeId: string): Promise<NodeSettings[]> {
  const flows = await sequenceFlowsOf(definition.row.bpmn_xml);
  const found: NodeSettings[] = [];
  const seen = new Set<string>([nodeId]);
  const queue = flows.filter((flow) => flow.sourceRef === nodeId).map((flow) => flow.targetRef);
  while (queue.length > 0) {
    const id = queue.shift() as string;
    if (seen.has(id)) continue;
    seen.add(id);
    const node = nodeOf(definition, id);
    if (!node) continue;
    if (TASK_TYPES.has(node.nodeType) || node.nodeType === 'END') found.push(node);
    else queue.push(...flows.filter((flow) => flow.sourceRef === id).map((flow) => flow.targetRef));
  }
  return found;
}

/** nextTask / nextExecutor: the nodes after the task's node (with who would handle each). */
export async function nextNodes(
  db: Db,
  user: SessionUser,
  taskId: string,
  withExecutors: boolean,
): Promise<NextNode[]> {
  const { task, instance } = await visibleTask(db, user, taskId);
  const definition = await loadDefinition(db, { defId: instance.def_id });
  const initiator = { id: instance.creator_id, name: instance.creator_name, orgId: instance.creator_org_id };
  const nodes: NextNode[] = [];
  for (const node of await nodesAfter(definition, task.node_id)) {
    const entry: NextNode = { nodeId: node.nodeId, name: node.name, nodeType: node.nodeType };
    if (withExecutors) {
      entry.executors = TASK_TYPES.has(node.nodeType)
        ? (await resolveAssignees(db, node.assignees ?? [], initiator)).users.map(({ id, name }) => ({
            id,
            name,
          }))
        : [];
    }
    nodes.push(entry);
  }
  return nodes;
}

/** Whether a node is the first task the flow reaches from its start. */
async function isFirstNode(definition: LoadedDefinition, nodeId: string): Promise<boolean> {
  const start = definition.nodes.find((node) => node.nodeType === 'START');
  return Boolean(
    start && (await nodesAfter(definition, start.nodeId)).some((node) => node.nodeId === nodeId),
  );
}

/** taskNode / getCurNodeProperties / taskIsFirstNode: the task's node with its settings. */
export async function taskNodeInfo(db: Db, user: SessionUser, taskId: string): Promise<TaskNodeInfo> {
  const { task, instance } = await visibleTask(db, user, taskId);
  const definition = await loadDefinition(db, { defId: instance.def_id });
  const settings: NodeSettings = nodeOf(definition, task.node_id) ?? {
    nodeId: task.node_id,
    name: task.name,
    nodeType: task.node_type === 'SIGNTASK' ? 'SIGNTASK' : 'USERTASK',
  };
  return {
    taskId: task.id,
    nodeId: task.node_id,
    name: settings.name,
    nodeType: settings.nodeType,
    settings,
    isFirstNode: await isFirstNode(definition, task.node_id),
  };
}

/** getCandidatesListByTaskId: who may handle the task (the one it is assigned to, or its candidates). */
export async function taskCandidates(db: Db, user: SessionUser, taskId: string): Promise<TaskCandidate[]> {
  const { task } = await visibleTask(db, user, taskId);
  const rows = await db
    .selectFrom('bpm_task_candidates')
    .innerJoin('users', 'users.id', 'bpm_task_candidates.user_id')
    .select(['users.id', 'users.fullname', 'users.account'])
    .where('bpm_task_candidates.task_id', '=', task.id)
    .orderBy('users.id')
    .execute();
  return rows.map((row) => ({ id: row.id, name: row.fullname, account: row.account }));
}

/** relatedProcess: the initiator's other instances of the same flow that the caller may see. */
export async function relatedInstances(db: Db, user: SessionUser, instId: string): Promise<BpmInstance[]> {
  const instance = await visibleInstance(db, user, instId);
  const rows = await db
    .selectFrom('bpm_instances')
    .selectAll()
    .where('creator_id', '=', instance.creator_id)
    .where('def_key', '=', instance.def_key)
    .where('id', '<>', instance.id)
    .where('status', '<>', 'draft')
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .limit(60)
    .execute();
  const related: BpmInstance[] = [];
  for (const row of rows) {
    if (related.length >= 20) break;
    if (await canSeeInstance(db, row, user)) related.push(await toInstance(db, row));
  }
  return related;
}

/** getInstanceByPks: the instances named that the caller may see, in the order named. */
export async function instancesByIds(db: Db, user: SessionUser, ids: string[]): Promise<BpmInstance[]> {
  const rows = await db.selectFrom('bpm_instances').selectAll().where('id', 'in', ids).execute();
  const byId = new Map(rows.map((row) => [row.id, row]));
  const found: BpmInstance[] = [];
  for (const id of new Set(ids)) {
    const row = byId.get(id);
    if (row && row.status !== 'draft' && (await canSeeInstance(db, row, user)))
      found.push(await toInstance(db, row));
  }
  return found;
}

/** getByRecordInstId: the form record of an instance. */
export async function instanceRecord(db: Db, user: SessionUser, instId: string): Promise<InstanceRecord> {
  const instance = await visibleInstance(db, user, instId);
  return {
    instId: instance.id,
    defKey: instance.def_key,
    data: JSON.parse(instance.form_data) as FormValues,
  };
}

const isFileEntry = (entry: unknown): entry is FileListEntry =>
  Boolean(entry && typeof entry === 'object' && typeof (entry as FileListEntry).name === 'string');

/** getRelatedInformationById: the instance in short, its attachments and how often it was printed and changed. */
export async function relatedInformation(
  db: Db,
  user: SessionUser,
  instId: string,
): Promise<RelatedInformation> {
  const row = await visibleInstance(db, user, instId);
  const instance = await toInstance(db, row);
  const definition = await loadDefinition(db, { defId: row.def_id });
  const data = JSON.parse(row.form_data) as FormValues;
  const attachments: FileListEntry[] = definition.form.fields
    .filter((field) => field.type === 'file' && Array.isArray(data[field.name]))
    .flatMap((field) => (data[field.name] as unknown[]).filter(isFileEntry));
  const opinionFiles = await db
    .selectFrom('bpm_opinions')
    .select('files')
    .where('inst_id', '=', row.id)
    .where('files', 'is not', null)
    .orderBy('created_at')
    .execute();
  for (const opinion of opinionFiles) {
    try {
      const files = JSON.parse(opinion.files ?? '[]') as unknown[];
      attachments.push(...files.filter(isFileEntry));
    } catch {
      // a row that is not a file list has no attachments
    }
  }
  const count = async (table: 'bpm_print_records' | 'bpm_modify_records') =>
    Number(
      (
        await db
          .selectFrom(table)
          .select((eb) => eb.fn.countAll<string>().as('count'))
          .where('inst_id', '=', row.id)
          .executeTakeFirstOrThrow()
      ).count,
    );
  return {
    instId: row.id,
    subject: row.subject,
    defKey: row.def_key,
    defName: row.def_name,
    status: instance.status,
    suspended: Boolean(row.suspended_at),
    creatorName: row.creator_name,
    createTime: instance.createTime,
    endTime: instance.endTime ?? null,
    currentNodes: instance.currentNodes ?? [],
    attachments,
    printCount: await count('bpm_print_records'),
    modifyCount: await count('bpm_modify_records'),
  };
}

/** getMyRequestTask: the pending tasks of the caller's running requests (of one with `instId`). */
export async function myRequestTasks(db: Db, user: SessionUser, instId?: string): Promise<BpmTask[]> {
  let query = db
    .selectFrom('bpm_tasks')
    .innerJoin('bpm_instances', 'bpm_instances.id', 'bpm_tasks.inst_id')
    .selectAll('bpm_tasks')
    .where('bpm_instances.creator_id', '=', user.id)
    .where('bpm_instances.status', '=', 'running')
    .where('bpm_tasks.status', '=', 'pending');
  if (instId) query = query.where('bpm_tasks.inst_id', '=', instId);
  const rows = await query
    .orderBy('bpm_tasks.created_at', 'desc')
    .orderBy('bpm_tasks.id', 'desc')
    .limit(100)
    .execute();
  const instances = new Map<string, InstanceRow>();
  const tasks: BpmTask[] = [];
  for (const row of rows) {
    let instance = instances.get(row.inst_id);
    if (!instance) {
      instance = await db
        .selectFrom('bpm_instances')
        .selectAll()
        .where('id', '=', row.inst_id)
        .executeTakeFirstOrThrow();
      instances.set(row.inst_id, instance);
    }
    tasks.push(await toTask(db, row, instance));
  }
  return tasks;
}

/** getNotice: the caller's own notices, one by id or an instance's (newest first). */
export async function noticesOf(
  db: Db,
  user: SessionUser,
  query: { id?: string; instId?: string },
): Promise<TaskNotice[]> {
  if (!query.id && !query.instId) throw badRequest('请指定通知或流程实例');
  let select = db
    .selectFrom('bpm_task_reads')
    .innerJoin('bpm_instances', 'bpm_instances.id', 'bpm_task_reads.inst_id')
    .selectAll('bpm_task_reads')
    .select('bpm_instances.subject')
    .where('bpm_task_reads.user_id', '=', user.id);
  if (query.id) select = select.where('bpm_task_reads.id', '=', query.id);
  if (query.instId) select = select.where('bpm_task_reads.inst_id', '=', query.instId);
  const rows = await select
    .orderBy('bpm_task_reads.created_at', 'desc')
    .orderBy('bpm_task_reads.id', 'desc')
    .limit(200)
    .execute();
  if (query.id && rows.length === 0) throw notFound('通知不存在');
  return rows.map((row) => ({
    id: row.id,
    instId: row.inst_id,
    subject: row.subject,
    kind: row.kind,
    nodeId: row.node_id,
    nodeName: row.node_name,
    senderName: row.sender_name,
    isRead: row.is_read,
    createTime: iso(row.created_at) ?? '',
    readTime: iso(row.read_at),
    opinion: row.opinion,
  }));
}

// ------------------------------------------------------------------------------------------ follow

/** getFollowedNode: the task nodes of the instance and which the caller follows. */
export async function followedNodes(db: Db, user: SessionUser, instId: string): Promise<FollowedNodes> {
  const instance = await visibleInstance(db, user, instId);
  const definition = await loadDefinition(db, { defId: instance.def_id });
  const rows = await db
    .selectFrom('bpm_task_follows')
    .select('node_id')
    .where('inst_id', '=', instance.id)
    .where('user_id', '=', user.id)
    .execute();
  const followed = new Set(rows.map((row) => row.node_id));
  return {
    instId: instance.id,
    nodes: definition.nodes
      .filter((node) => TASK_TYPES.has(node.nodeType))
      .map((node) => ({
        nodeId: node.nodeId,
        name: node.name,
        nodeType: node.nodeType,
        followed: followed.has(node.nodeId),
      })),
  };
}

/** taskFollow/save: the caller follows exactly these task nodes of the instance. */
export async function saveFollowedNodes(
  db: Db,
  user: SessionUser,
  body: { instId: string; nodeIds: string[] },
): Promise<FollowedNodes> {
  const instance = await visibleInstance(db, user, body.instId);
  const definition = await loadDefinition(db, { defId: instance.def_id });
  const nodeIds = [...new Set(body.nodeIds)];
  if (nodeIds.some((id) => !TASK_TYPES.has(nodeOf(definition, id)?.nodeType ?? ''))) {
    throw badRequest('只能关注流程中的审批节点');
  }
  await db.transaction().execute(async (trx) => {
    await trx
      .deleteFrom('bpm_task_follows')
      .where('inst_id', '=', instance.id)
      .where('user_id', '=', user.id)
      .execute();
    if (nodeIds.length > 0) {
      await trx
        .insertInto('bpm_task_follows')
        .values(nodeIds.map((nodeId) => ({ user_id: user.id, inst_id: instance.id, node_id: nodeId })))
        .execute();
    }
  });
  return followedNodes(db, user, instance.id);
}

// ------------------------------------------------------------------------------------------ batch

const UNBATCHABLE_MESSAGES: Record<UnbatchableReason, string> = {
  form: '该任务需要填写表单，请逐个处理',
  opinion: '该任务需要填写审批意见',
  choice: '该任务需要选择处理方式，请逐个处理',
  authority: '您没有处理该任务的权限',
  locked: '该任务已被他人锁定',
  handled: '该任务已被处理，请刷新后查看',
  suspended: '流程已挂起，不能处理',
};

/** Why a batch cannot handle a task (undefined: it can), for the given action and opinion. */
async function unbatchableReason(
  db: Db,
  user: SessionUser,
  task: TaskRow | undefined,
  action: 'agree' | 'oppose',
  opinion: string | undefined,
  language: ServerLanguage,
): Promise<{ reason: UnbatchableReason; message: string } | undefined> {
  const refuse = (reason: UnbatchableReason, detail?: string) => ({
    reason,
    message: translate(UNBATCHABLE_MESSAGES[reason], language) + (detail ? `: ${detail}` : ''),
  });
  if (!task) return refuse('authority');
  const actor = task.status === 'pending' ? await actingAs(db, task, user) : undefined;
  if (task.status !== 'pending') {
    const instance = await db
      .selectFrom('bpm_instances')
      .selectAll()
      .where('id', '=', task.inst_id)
      .executeTakeFirst();
    return instance && (await canSeeInstance(db, instance, user)) ? refuse('handled') : refuse('authority');
  }
  if (!actor) return refuse('authority');
  if (task.lock_user_id && task.lock_user_id !== actor) return refuse('locked');
  const instance = await db
    .selectFrom('bpm_instances')
    .select(['suspended_at', 'form_data', 'def_id'])
    .where('id', '=', task.inst_id)
    .executeTakeFirstOrThrow();
  if (instance.suspended_at) return refuse('suspended');
  const definition = await loadDefinition(db, { defId: instance.def_id });
  const node = nodeOf(definition, task.node_id);
  const buttons: readonly string[] = node?.buttons ?? TASK_BUTTON_ALIASES;
  if (!buttons.includes(action)) return refuse('choice');
  const problem = validateForm(
    definition.form,
    task.node_id,
    JSON.parse(instance.form_data) as FormValues,
    language,
  );
  if (problem) return refuse('form', problem);
  if (opinion !== undefined && node?.opinionPermission === 'b' && !opinion.trim()) return refuse('opinion');
  return undefined;
}

async function taskRows(db: Db, ids: string[]): Promise<Map<string, TaskRow>> {
  const rows = ids.length
    ? await db.selectFrom('bpm_tasks').selectAll().where('id', 'in', ids).execute()
    : [];
  return new Map(rows.map((row) => [row.id, row]));
}

/** filterUnBatchable: the tasks a batch agreement cannot handle, with the reason. */
export async function filterUnbatchable(
  db: Db,
  user: SessionUser,
  ids: string[],
  language: ServerLanguage,
): Promise<UnbatchableTask[]> {
  const unique = [...new Set(ids)];
  const rows = await taskRows(db, unique);
  const refused: UnbatchableTask[] = [];
  for (const id of unique) {
    const task = rows.get(id);
    const found = await unbatchableReason(db, user, task, 'agree', undefined, language);
    if (!found) continue;
    const visible = found.reason !== 'authority';
    const instance =
      task && visible
        ? await db
            .selectFrom('bpm_instances')
            .select('subject')
            .where('id', '=', task.inst_id)
            .executeTakeFirst()
        : undefined;
    refused.push({
      taskId: id,
      ...(instance ? { subject: instance.subject } : {}),
      ...(task && visible ? { nodeName: task.name } : {}),
      ...found,
    });
  }
  return refused;
}

/** batchHandle: each task that a batch can handle goes through task/complete's step; the others say why not. */
export async function batchHandle(
  db: Db,
  user: SessionUser,
  body: BatchHandleBody,
  language: ServerLanguage,
): Promise<BatchHandleResult> {
  const unique = [...new Set(body.taskIds)];
  const rows = await taskRows(db, unique);
  const results: BatchHandleResult['results'] = [];
  for (const taskId of unique) {
    const refused = await unbatchableReason(
      db,
      user,
      rows.get(taskId),
      body.actionName,
      body.opinion,
      language,
    );
    if (refused) {
      results.push({ taskId, ok: false, ...refused });
      continue;
    }
    try {
      await completeTask(db, user, { taskId, actionName: body.actionName, opinion: body.opinion }, language);
      results.push({ taskId, ok: true });
    } catch (error) {
      if (!(error instanceof HttpError)) throw error;
      results.push({ taskId, ok: false, message: translate(error.message, language) });
    }
  }
  return { handled: results.filter((result) => result.ok).length, results };
}
