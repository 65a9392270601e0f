import type { FieldPermission } from '../../contract/signature.js';
import {
  type FormAndBO,
  type FormValues,
  type SaveInstanceDraftBody,
  type SaveTaskDraftBody,
  START_NODE_KEY,
  type StartInstanceBody,
  type TaskAuth,
  type TaskButton,
  type TaskDetail,
  type TaskDraft,
} from '../../contract/workflow.js';
import type { SessionUser } from '../auth/sessions.js';
import type { Db } from '../db/database.js';
import { badRequest, forbidden, notFound } from '../http/envelope.js';
import type { ServerLanguage } from '../http/translations/index.js';
import { actingAs, canSeeInstance, canStart, lockStatus, visibleTask, whyNotActing } from './access.js';
import { mainOrgOf } from './assignees.js';
import {
  type LoadedDefinition,
  loadDefinition,
  loadMainDefinition,
  nodeOf,
  toBpmDefinition,
} from './definitions.js';
import {
  attachmentIds,
  checkOwnFiles,
  formFiles,
  linkWorkflowFiles,
  WORKFLOW_FILE_OBJECTS,
} from './form-files.js';
import { mergeWritable, permissionsAt, readOnlyPermissions, validateForm } from './forms.js';
import { instanceContent, newId, runStart, subjectOf } from './steps.js';
import { taskActionButtons, taskActionsState } from './task-actions/buttons.js';
import { TASK_CANCELLED, taskHandledAlready } from './task-rows.js';
import { instanceRow, type TaskRow, taskRow, toInstance, toTask } from './views.js';

/**
 * The workflow's operations as the routes (and the demo data) use them: rights and input checked here,
 * steps through the engine (steps.ts).
 */

/** The definition a start or a draft names (`defId` or `flowKey`), its main version for a key. */
async function definitionToStart(
  db: Db,
  which: { defId?: string; flowKey?: string },
): Promise<LoadedDefinition> {
  if (!which.defId && !which.flowKey) throw badRequest('请指定流程定义');
  const definition = which.defId
    ? await loadDefinition(db, { defId: which.defId })
    : await loadMainDefinition(db, { defKey: which.flowKey });
  if (definition.row.status !== 'deployed') throw badRequest(`流程“${definition.row.name}”已停用，不能发起`);
  return definition;
}

async function requireStartRight(db: Db, user: SessionUser, definition: LoadedDefinition): Promise<void> {
  if (!(await canStart(db, user, definition.row.def_key))) throw forbidden('您没有发起该流程的权限');
}

async function ownDraft(db: Db, user: SessionUser, draftId: string) {
  const draft = await db
    .selectFrom('bpm_instances')
    .selectAll()
    .where('id', '=', draftId)
    .where('creator_id', '=', user.id)
    .where('status', '=', 'draft')
    .executeTakeFirst();
  if (!draft) throw notFound('草稿不存在或已提交');
  return draft;
}

/** Starts `{ defId or flowKey, data }`: start right, the form's values checked, then the engine's first run. */
export async function startInstance(
  db: Db,
  user: SessionUser,
  body: StartInstanceBody,
  language: ServerLanguage,
  now = new Date(),
): Promise<{ instId: string }> {
  const definition = await definitionToStart(db, body);
  await requireStartRight(db, user, definition);
  if (body.draftId) await ownDraft(db, user, body.draftId);
  const values = mergeWritable(definition.form, START_NODE_KEY, {}, body.data);
  const problem = validateForm(definition.form, START_NODE_KEY, values, language);
  if (problem) throw badRequest(problem);
  const fileIds = await checkOwnFiles(db, user, formFiles(definition, values));
  const { instId } = await runStart(
    db,
    definition,
    user,
    await mainOrgOf(db, user.id),
    values,
    body.draftId,
    now,
  );
  await linkWorkflowFiles(db, WORKFLOW_FILE_OBJECTS.instance, instId, fileIds);
  return { instId };
}

/** Saves the start form as a draft of the caller (sizes checked by the schema, values not validated). */
export async function saveInstanceDraft(
  db: Db,
  user: SessionUser,
  body: SaveInstanceDraftBody,
  now = new Date(),
): Promise<{ instId: string }> {
  const definition = await definitionToStart(db, body);
  await requireStartRight(db, user, definition);
  const values = mergeWritable(definition.form, START_NODE_KEY, {}, body.data);
  const subject = subjectOf(definition, user.fullname, values, now);
  if (body.draftId) {
    await ownDraft(db, user, body.draftId);
    await db
      .updateTable('bpm_instances')
      .set({ ...instanceContent(definition, subject, values), updated_at: now })
      .where('id', '=', body.draftId)
      .execute();
    return { instId: body.draftId };
  }
  const instId = newId('inst');
  await db
    .insertInto('bpm_instances')
    .values({
      id: instId,
      ...instanceContent(definition, subject, values),
      status: 'draft',
      creator_id: user.id,
      creator_name: user.fullname,
      creator_org_id: null,
      engine_state: null,
      bpmn_inst_id: null,
      created_at: now,
      updated_at: now,
      ended_at: null,
      result: null,
    })
    .execute();
  return { instId };
}

export async function removeDraft(db: Db, user: SessionUser, draftId: string): Promise<void> {
  await ownDraft(db, user, draftId);
  await db.deleteFrom('bpm_instances').where('id', '=', draftId).where('status', '=', 'draft').execute();
}

export async function myDraftCount(db: Db, user: SessionUser): Promise<number> {
  const row = await db
    .selectFrom('bpm_instances')
    .select((eb) => eb.fn.countAll<string>().as('count'))
    .where('creator_id', '=', user.id)
    .where('status', '=', 'draft')
    .executeTakeFirstOrThrow();
  return Number(row.count);
}

/** The start form of a definition (or of the caller's draft) with the start node's permissions. */
export async function startFormAndBO(
  db: Db,
  user: SessionUser,
  body: { defId?: string; flowKey?: string; draftId?: string },
): Promise<FormAndBO> {
  let which: { defId?: string; flowKey?: string } = body;
  let data: FormValues = {};
  if (body.draftId) {
    const draft = await ownDraft(db, user, body.draftId);
    which = { defId: draft.def_id };
    data = JSON.parse(draft.form_data) as FormValues;
  }
  const definition = await definitionToStart(db, which);
  await requireStartRight(db, user, definition);
  return {
    def: toBpmDefinition(definition.row, definition.categoryName),
    form: definition.form,
    data,
    nodeId: START_NODE_KEY,
    permissions: permissionsAt(definition.form, START_NODE_KEY),
    opinionPermission: 'n',
    ...(body.draftId ? { draftId: body.draftId } : {}),
  };
}

/** An instance the caller may see, or a refusal (the same for one that does not exist). */
export async function visibleInstance(db: Db, user: SessionUser, instId: string) {
  const row = await db.selectFrom('bpm_instances').selectAll().where('id', '=', instId).executeTakeFirst();
  if (!row || !(await canSeeInstance(db, row, user))) throw notFound('流程实例不存在或无权查看');
  return row;
}

function opinionPermissionAt(definition: LoadedDefinition, nodeId: string): FieldPermission {
  return nodeOf(definition, nodeId)?.opinionPermission ?? 'w';
}

/** An instance's form: with a task the caller may handle, its node's permissions; else read-only. */
export async function instanceFormAndBO(
  db: Db,
  user: SessionUser,
  instId: string,
  taskId?: string,
  leaderId?: string,
): Promise<FormAndBO> {
  const instance = await visibleInstance(db, user, instId);
  const definition = await loadDefinition(db, { defId: instance.def_id });
  let data = JSON.parse(instance.form_data) as FormValues;
  let nodeId = '*';
  let permissions = readOnlyPermissions(definition.form);
  let opinionPermission: FieldPermission = 'r';
  if (taskId) {
    const task = await db.selectFrom('bpm_tasks').selectAll().where('id', '=', taskId).executeTakeFirst();
    if (!task || task.inst_id !== instId) throw notFound('任务不存在或无权查看');
    nodeId = task.node_id;
    const actor = task.status === 'pending' ? await actingAs(db, task, user, leaderId) : undefined;
    if (actor && !lockedByOther(task, actor)) {
      permissions = permissionsAt(definition.form, nodeId);
      opinionPermission = opinionPermissionAt(definition, nodeId);
      const draft = task.draft_data ? (JSON.parse(task.draft_data) as FormValues) : undefined;
      if (draft) data = mergeWritable(definition.form, nodeId, data, draft);
    } else {
      permissions = readOnlyPermissions(definition.form, nodeId);
    }
  }
  return {
    def: toBpmDefinition(definition.row, definition.categoryName),
    form: definition.form,
    data,
    nodeId,
    permissions,
    opinionPermission,
    instance: await toInstance(db, instance),
  };
}

const lockedByOther = (task: Pick<TaskRow, 'lock_user_id'>, actor: string) =>
  Boolean(task.lock_user_id && task.lock_user_id !== actor);

/** Whether the caller may handle the task, and why not. */
export async function taskAuth(
  db: Db,
  user: SessionUser,
  taskId: string,
  leaderId?: string,
): Promise<TaskAuth> {
  const task = await taskRow(db, taskId);
  const actor = task.status === 'pending' ? await actingAs(db, task, user, leaderId) : undefined;
  if (!actor) {
    const instance = await instanceRow(db, task.inst_id);
    if (!(await canSeeInstance(db, instance, user))) throw notFound('任务不存在或无权查看');
  }
  const code = await lockStatus(db, task, user, actor);
  let message: string | undefined;
  if (task.status === 'cancelled') message = TASK_CANCELLED;
  else if (task.status !== 'pending') message = '该任务已被处理，请刷新后查看';
  else if (!actor) message = await whyNotActing(db, task, user, leaderId);
  else if (lockedByOther(task, actor)) message = '该任务已被他人锁定';
  else if ((await instanceRow(db, task.inst_id)).suspended_at) message = '流程已挂起，不能处理';
  return { taskId, canHandle: !message, ...(message ? { message } : {}), lockStatus: code };
}

/** The buttons the task's node allows for a caller who may handle it (none for a reader). */
export async function taskButtons(
  db: Db,
  user: SessionUser,
  taskId: string,
  leaderId?: string,
): Promise<TaskButton[]> {
  // The buttons of every task action (issue 14): workflow/task-actions/buttons.ts.
  return taskActionButtons(db, user, await taskAuth(db, user, taskId, leaderId), taskId);
}

/** Everything the approval form shows for a task; opening it as its handler marks it read. */
export async function taskDetail(
  db: Db,
  user: SessionUser,
  taskId: string,
  leaderId?: string,
): Promise<TaskDetail> {
  const { task, instance } = await visibleTask(db, user, taskId);
  const auth = await taskAuth(db, user, taskId, leaderId);
  if (auth.canHandle) {
    await db
      .updateTable('bpm_opinions')
      .set({ is_read: true })
      .where('task_id', '=', taskId)
      .where('status', '=', 'awaiting_check')
      .execute();
  }
  const draft: TaskDraft | null =
    auth.canHandle && (task.draft_opinion !== null || task.draft_data !== null || task.draft_files !== null)
      ? {
          opinion: task.draft_opinion,
          data: task.draft_data ? (JSON.parse(task.draft_data) as FormValues) : null,
          files: task.draft_files ? JSON.parse(task.draft_files) : null,
        }
      : null;
  return {
    task: await toTask(db, task, instance),
    instance: await toInstance(db, instance),
    formAndBO: await instanceFormAndBO(db, user, instance.id, taskId, leaderId),
    buttons: await taskButtons(db, user, taskId, leaderId),
    lockStatus: auth.lockStatus,
    canHandle: auth.canHandle,
    draft,
    actions: await taskActionsState(db, user, task, auth.canHandle),
  };
}

/** Keeps the handler's opinion, writable values and attachments on the task. */
export async function saveTaskDraft(db: Db, user: SessionUser, body: SaveTaskDraftBody): Promise<void> {
  const task = await taskRow(db, body.taskId);
  const actor = await actingAs(db, task, user, body.leaderId);
  if (!actor) throw forbidden(await whyNotActing(db, task, user, body.leaderId));
  if (task.status !== 'pending') throw taskHandledAlready(task.status);
  if (lockedByOther(task, actor)) throw forbidden('该任务已被他人锁定');
  const definition = await loadDefinition(db, { defId: task.def_id });
  const writable = body.data ? mergeWritable(definition.form, task.node_id, {}, body.data) : null;
  // The draft's new attachments are the caller's own; linked to the task, its other handlers read them.
  const kept = new Set(attachmentIds(task.draft_files ? (JSON.parse(task.draft_files) as unknown[]) : []));
  const added = (body.files ?? []).filter((entry) => !attachmentIds([entry]).every((id) => kept.has(id)));
  await linkWorkflowFiles(db, WORKFLOW_FILE_OBJECTS.task, task.id, await checkOwnFiles(db, user, added));
  await db
    .updateTable('bpm_tasks')
    .set({
      draft_data: writable ? JSON.stringify(writable) : task.draft_data,
      draft_opinion: body.opinion ?? task.draft_opinion,
      draft_files: body.files ? JSON.stringify(body.files) : task.draft_files,
    })
    .where('id', '=', task.id)
    .where('status', '=', 'pending')
    .execute();
}

/** The task's lock status code for the caller. */
export async function taskLockStatus(db: Db, user: SessionUser, taskId: string, leaderId?: string) {
  return (await taskAuth(db, user, taskId, leaderId)).lockStatus;
}

export { toTask };
