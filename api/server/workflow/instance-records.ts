import { randomUUID } from 'node:crypto';
import type { PageList } from '../../contract/envelope.js';
import type { FormValues } from '../../contract/workflow.js';
import type {
  FieldChange,
  ModifyRecord,
  PrintRecord,
  PrintType,
  Watermark,
} from '../../contract/workflow-instance.js';
import type { SessionUser } from '../auth/sessions.js';
import type { Db } from '../db/database.js';
import { badRequest, HttpError } from '../http/envelope.js';
import type { LoadedDefinition } from './definitions.js';
import { nodeOf } from './definitions.js';
import { notify } from './notices.js';

/**
 * What the instance keeps beside its steps (issue 14): the form's modify records and the followers'
 * notices of each completed task, the notices of the instance actions, the print records and the
 * watermark. Every row is in the database (no process keeps any of it in memory).
 */

const recordId = (prefix: string) => `${prefix}-${randomUUID().replace(/-/g, '').slice(0, 20)}`;
const iso = (value: Date | string) => new Date(value).toISOString();

/** A suspended instance refuses every step of its tasks until it is resumed. */
export const instanceSuspended = () => new HttpError(409, '流程已挂起，不能处理');

const same = (a: unknown, b: unknown) => JSON.stringify(a ?? null) === JSON.stringify(b ?? null);

/** The fields whose values differ between two versions of a form's data. */
export function formChanges(
  definition: LoadedDefinition,
  before: FormValues,
  after: FormValues,
): FieldChange[] {
  return definition.form.fields
    .filter((field) => !same(before[field.name], after[field.name]))
    .map((field) => ({
      field: field.name,
      label: field.label,
      ...(field.labelI18n ? { labelI18n: field.labelI18n } : {}),
      before: before[field.name] ?? null,
      after: after[field.name] ?? null,
    }));
}

/**
 * After a task was completed (in the step's transaction): the values its node changed become a modify
 * record, and whoever follows the node gets a notice.
 */
export async function recordCompletion(
  trx: Db,
  step: {
    instId: string;
    task: { id: string; node_id: string };
    definition: LoadedDefinition;
    user: SessionUser;
    stored: FormValues;
    values: FormValues;
    now: Date;
  },
): Promise<void> {
  const node = nodeOf(step.definition, step.task.node_id);
  const nodeName = node?.name ?? step.task.node_id;
  const changes = formChanges(step.definition, step.stored, step.values);
  if (changes.length > 0) {
    await trx
      .insertInto('bpm_modify_records')
      .values({
        id: recordId('mod'),
        inst_id: step.instId,
        task_id: step.task.id,
        node_id: step.task.node_id,
        node_name: nodeName,
        user_id: step.user.id,
        user_name: step.user.fullname,
        changes: JSON.stringify(changes),
        created_at: step.now,
      })
      .execute();
  }
  const followers = await trx
    .selectFrom('bpm_task_follows')
    .select('user_id')
    .where('inst_id', '=', step.instId)
    .where('node_id', '=', step.task.node_id)
    .execute();
  await notify(trx, {
    instId: step.instId,
    taskId: step.task.id,
    node: { id: step.task.node_id, name: nodeName },
    kind: 'follow',
    receivers: followers.map((row) => row.user_id),
    sender: { id: step.user.id, name: step.user.fullname },
    now: step.now,
  });
}

/** The page a list read asks for (default the first 20; at most 100 a page). */
function pageOf(pageBean: { page?: number; pageSize?: number } | undefined) {
  const page = pageBean?.page ?? 1;
  const pageSize = Math.min(pageBean?.pageSize ?? 20, 100);
  return { page, pageSize, offset: (page - 1) * pageSize };
}

/** An instance's modify records, oldest first. */
export async function modifyRecordsOf(
  db: Db,
  instId: string,
  pageBean?: { page?: number; pageSize?: number },
): Promise<PageList<ModifyRecord>> {
  const { page, pageSize, offset } = pageOf(pageBean);
  const [rows, count] = await Promise.all([
    db
      .selectFrom('bpm_modify_records')
      .selectAll()
      .where('inst_id', '=', instId)
      .orderBy('created_at')
      .orderBy('id')
      .limit(pageSize)
      .offset(offset)
      .execute(),
    db
      .selectFrom('bpm_modify_records')
      .select((eb) => eb.fn.countAll<string>().as('count'))
      .where('inst_id', '=', instId)
      .executeTakeFirstOrThrow(),
  ]);
  return {
    rows: rows.map((row) => ({
      id: row.id,
      instId: row.inst_id,
      taskId: row.task_id,
      nodeId: row.node_id,
      nodeName: row.node_name,
      userId: row.user_id,
      userName: row.user_name,
      createTime: iso(row.created_at),
      changes: JSON.parse(row.changes) as FieldChange[],
    })),
    total: Number(count.count),
    page,
    pageSize,
  };
}

/** Records that the user printed or exported an instance's form. */
export async function logPrint(
  db: Db,
  user: SessionUser,
  instance: { id: string; subject: string },
  type: PrintType,
  taskId?: string,
  now = new Date(),
): Promise<PrintRecord> {
  if (taskId) {
    const task = await db
      .selectFrom('bpm_tasks')
      .select('inst_id')
      .where('id', '=', taskId)
      .executeTakeFirst();
    if (task?.inst_id !== instance.id) throw badRequest('任务不属于该流程实例');
  }
  const id = recordId('print');
  await db
    .insertInto('bpm_print_records')
    .values({
      id,
      inst_id: instance.id,
      task_id: taskId ?? null,
      user_id: user.id,
      user_name: user.fullname,
      account: user.account,
      type,
      created_at: now,
    })
    .execute();
  return {
    id,
    instId: instance.id,
    subject: instance.subject,
    type,
    userId: user.id,
    userName: user.fullname,
    account: user.account,
    createTime: now.toISOString(),
  };
}

function printQuery(db: Db) {
  return db
    .selectFrom('bpm_print_records')
    .innerJoin('bpm_instances', 'bpm_instances.id', 'bpm_print_records.inst_id')
    .select([
      'bpm_print_records.id',
      'bpm_print_records.inst_id',
      'bpm_print_records.type',
      'bpm_print_records.user_id',
      'bpm_print_records.user_name',
      'bpm_print_records.account',
      'bpm_print_records.created_at',
      'bpm_instances.subject',
    ]);
}

type PrintRow = Awaited<ReturnType<ReturnType<typeof printQuery>['execute']>>[number];

const toPrintRecord = (row: PrintRow): PrintRecord => ({
  id: row.id,
  instId: row.inst_id,
  subject: row.subject,
  type: row.type as PrintType,
  userId: row.user_id,
  userName: row.user_name,
  account: row.account,
  createTime: iso(row.created_at),
});

/** Print records, newest first: of an instance (`instId`), or else those of the user. */
export async function printRecords(
  db: Db,
  where: { instId: string } | { userId: string },
  pageBean?: { page?: number; pageSize?: number },
): Promise<PageList<PrintRecord>> {
  const { page, pageSize, offset } = pageOf(pageBean);
  const column = 'instId' in where ? 'bpm_print_records.inst_id' : 'bpm_print_records.user_id';
  const value = 'instId' in where ? where.instId : where.userId;
  const [rows, count] = await Promise.all([
    printQuery(db)
      .where(column, '=', value)
      .orderBy('bpm_print_records.created_at', 'desc')
      .orderBy('bpm_print_records.id', 'desc')
      .limit(pageSize)
      .offset(offset)
      .execute(),
    db
      .selectFrom('bpm_print_records')
      .select((eb) => eb.fn.countAll<string>().as('count'))
      .where(column === 'bpm_print_records.inst_id' ? 'inst_id' : 'user_id', '=', value)
      .executeTakeFirstOrThrow(),
  ]);
  return { rows: rows.map(toPrintRecord), total: Number(count.count), page, pageSize };
}

/** Beijing time as `yyyy-MM-dd HH:mm`. */
export function beijingMinute(time: Date): string {
  return new Date(time.getTime() + 8 * 3_600_000).toISOString().slice(0, 16).replace('T', ' ');
}

/** The watermark of an instance for the viewer: their account, name and the server's time. */
export function watermarkFor(user: SessionUser, instId: string, now = new Date()): Watermark {
  return {
    instId,
    enabled: true,
    account: user.account,
    fullname: user.fullname,
    time: now.toISOString(),
    text: `${user.account} ${user.fullname} ${beijingMinute(now)}`,
  };
}
