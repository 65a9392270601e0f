import type { LockResult } from '../../../contract/workflow-actions.js';
import type { SessionUser } from '../../auth/sessions.js';
import type { Db } from '../../db/database.js';
import { badRequest, forbidden } from '../../http/envelope.js';
import { lockStatus } from '../access.js';
import { instanceSuspended } from '../instance-records.js';
import { taskHandledAlready } from '../task-rows.js';
import { requireActor, withTask } from './shared.js';

/** Locks a task with several candidates for the caller, or releases the caller's lock. */
export async function lockUnlock(
  db: Db,
  user: SessionUser,
  taskId: string,
  leaderId?: string,
): Promise<LockResult> {
  return withTask(db, taskId, async (locked) => {
    const { trx, task, instance } = locked;
    const actor = await requireActor(locked, user, leaderId);
    if (task.status !== 'pending') throw taskHandledAlready(task.status);
    if (instance.suspended_at) throw instanceSuspended();
    const code = await lockStatus(trx, task, user, actor);
    if (code === 4) throw forbidden('该任务已被他人锁定');
    if (code === 2) throw badRequest('该任务只有您一位处理人，无需锁定');
    const lockUserId = code === 1 ? actor : null;
    await trx.updateTable('bpm_tasks').set({ lock_user_id: lockUserId }).where('id', '=', task.id).execute();
    return { taskId, lockStatus: code === 1 ? 3 : 1 };
  });
}
