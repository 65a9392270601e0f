import type { CommKind, TaskComm, TaskUsersBody } from '../../../contract/workflow-actions.js';
import type { SessionUser } from '../../auth/sessions.js';
import type { Db } from '../../db/database.js';
import { badRequest, notFound } from '../../http/envelope.js';
import { staffUsers } from '../assignees.js';
import { newId } from '../steps.js';
import { markTaskUnread } from '../task-rows.js';
import { toComm } from './rows.js';
import {
  requireAnswerable,
  requireHandler,
  requireOpinion,
  type Task,
  tellAboutTask,
  withTask,
} from './shared.js';

/**
 * Inquiry and communicate (taskToInqu, communicate): the handler asks people about the task; each gets a
 * notice and replies once on the task (taskToInquReply, doNextcommu). A hand-over leaves its record here
 * too (hand-over.ts).
 */

/** The comm rows of a task from the caller to each receiver (pending a reply, or a hand-over's record). */
export async function insertComms(
  trx: Db,
  task: Task,
  kind: CommKind,
  user: SessionUser,
  receivers: { id: string; name: string }[],
  opinion: string | null,
  now: Date,
): Promise<TaskComm[]> {
  const rows = receivers.map((receiver) => ({
    id: newId('comm'),
    inst_id: task.inst_id,
    task_id: task.id,
    kind,
    sender_id: user.id,
    sender_name: user.fullname,
    receiver_id: receiver.id,
    receiver_name: receiver.name,
    opinion,
    status: kind === 'inquiry' || kind === 'communicate' ? 'pending' : 'done',
    reply: null,
    created_at: now,
    replied_at: null,
  }));
  await trx.insertInto('bpm_task_comms').values(rows).execute();
  return rows.map(toComm);
}

/** taskToInqu / communicate: the handler asks people; each gets a notice and replies on the task. */
export async function askPeople(
  db: Db,
  user: SessionUser,
  kind: 'inquiry' | 'communicate',
  body: TaskUsersBody,
  now = new Date(),
): Promise<TaskComm[]> {
  return withTask(db, body.taskId, async (locked) => {
    const { trx, task } = locked;
    await requireHandler(locked, user, body.leaderId, kind);
    const opinion = requireOpinion(body.opinion, kind === 'inquiry' ? '请填写问询内容' : '请填写沟通内容');
    const people = await staffUsers(trx, body.userIds);
    if (people.some((person) => person.id === user.id)) throw badRequest('不能选择自己');
    const comms = await insertComms(trx, task, kind, user, people, opinion, now);
    await tellAboutTask(trx, task, user, {
      kind,
      receivers: people.map((person) => person.id),
      now,
      text: opinion,
    });
    return comms;
  });
}

/** taskToInquReply / doNextcommu: the receiver's reply, once; the asker is told. */
export async function replyComm(
  db: Db,
  user: SessionUser,
  kind: 'inquiry' | 'communicate',
  body: { commId: string; opinion: string },
  now = new Date(),
): Promise<TaskComm> {
  const comm = await db
    .selectFrom('bpm_task_comms')
    .selectAll()
    .where('id', '=', body.commId)
    .executeTakeFirst();
  if (!comm || comm.kind !== kind || comm.receiver_id !== user.id || user.identity) {
    throw notFound(kind === 'inquiry' ? '问询不存在或不是发给您的' : '沟通不存在或不是发给您的');
  }
  return withTask(db, comm.task_id, async (locked) => {
    const { trx, task } = locked;
    const current = await trx
      .selectFrom('bpm_task_comms')
      .selectAll()
      .where('id', '=', comm.id)
      .forUpdate()
      .executeTakeFirstOrThrow();
    requireAnswerable(locked, current, '您已回复过');
    const reply = requireOpinion(body.opinion, '请填写回复内容');
    await trx
      .updateTable('bpm_task_comms')
      .set({ status: 'replied', reply, replied_at: now })
      .where('id', '=', comm.id)
      .execute();
    await tellAboutTask(trx, task, user, {
      kind: kind === 'inquiry' ? 'inquiryReply' : 'communicateReply',
      receivers: [comm.sender_id],
      now,
    });
    // The asker's notice of a reply marks the task unread for its handlers too.
    await markTaskUnread(trx, task.id);
    return toComm({ ...current, status: 'replied', reply, replied_at: now });
  });
}
