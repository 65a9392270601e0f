import { sql } from 'kysely';
import type { DelayResult } from '../../../contract/workflow-actions.js';
import type { SessionUser } from '../../auth/sessions.js';
import type { Db } from '../../db/database.js';
import { newId } from '../steps.js';
import { PRIORITY_URGED } from '../timers.js';
import { requireHandler, withTask } from './shared.js';

/** taskDelayById: the handler moves the task's due time later; a 'delay' timer marks it overdue then. */
export async function delayTask(
  db: Db,
  user: SessionUser,
  query: { taskId: string; leaderId?: string; hours: number },
  now = new Date(),
): Promise<DelayResult> {
  return withTask(db, query.taskId, async (locked) => {
    const { trx, task } = locked;
    await requireHandler(locked, user, query.leaderId, 'delay');
    const from = task.due_at && +task.due_at > +now ? new Date(task.due_at) : now;
    const dueAt = new Date(from.getTime() + query.hours * 3_600_000);
    await trx
      .updateTable('bpm_tasks')
      .set((eb) => ({
        due_at: dueAt,
        priority: sql<number>`least(${eb.ref('priority')}, ${PRIORITY_URGED})`,
      }))
      .where('id', '=', task.id)
      .execute();
    await trx
      .deleteFrom('bpm_timers')
      .where('task_id', '=', task.id)
      .where('kind', 'in', ['due', 'delay'])
      .where('fired_at', 'is', null)
      .execute();
    await trx
      .insertInto('bpm_timers')
      .values({
        id: newId('timer'),
        inst_id: task.inst_id,
        task_id: task.id,
        kind: 'delay',
        due_at: dueAt,
        fired_at: null,
        payload: JSON.stringify({ by: user.id, hours: query.hours }),
        created_at: now,
      })
      .execute();
    return { taskId: task.id, dueTime: dueAt.toISOString() };
  });
}
