import type { Kysely } from 'kysely';
import type { SessionUser } from '../auth/sessions.js';
import type { Database } from '../db/schema.js';
import type { ProjectRow } from '../tender/access.js';
import { emitEvents, type NewEvent } from './events.js';

/**
 * What the project's lifecycle actions (tender/project-actions.ts) tell the live bidding hall: the
 * purchaser's messages (pushMessage) and the confirmed quotation.
 */

type Db = Kysely<Database>;

/** pushMessage: a message event to everyone with a part in the project. */
export async function announceMessage(
  db: Db,
  project: ProjectRow,
  sender: SessionUser,
  message: string,
): Promise<void> {
  const now = new Date();
  await emitEvents(db, [
    {
      projectId: project.id,
      type: 'message',
      audience: 'all',
      data: {
        id: `${project.id}-${now.getTime()}`,
        projectId: project.id,
        fProjectName: project.project_name,
        message,
        senderName: sender.fullname ?? sender.account,
        createTime: now.toISOString(),
      },
    },
  ]);
}

/** confirmQuotation: the winner learns it is them, the purchaser who; every other bidder only that it is confirmed. */
export async function announceConfirmed(db: Db, project: ProjectRow): Promise<void> {
  const time = new Date().toISOString();
  const winner = project.winner_id
    ? await db.selectFrom('users').select('fullname').where('id', '=', project.winner_id).executeTakeFirst()
    : undefined;
  const bidders = await db
    .selectFrom('procure_registrations')
    .select('supplier_id')
    .where('project_id', '=', project.id)
    .where('status', '=', 'pass')
    .execute();
  const events: NewEvent[] = [
    {
      projectId: project.id,
      type: 'confirmed',
      audience: 'owner',
      data: { projectId: project.id, winnerName: winner?.fullname ?? null, time },
    },
    ...bidders.map(
      (bidder): NewEvent => ({
        projectId: project.id,
        type: 'confirmed',
        audience: 'user',
        userId: bidder.supplier_id,
        data:
          bidder.supplier_id === project.winner_id
            ? { projectId: project.id, isWinner: true, winnerName: winner?.fullname ?? null, time }
            : { projectId: project.id, isWinner: false, time },
      }),
    ),
  ];
  await emitEvents(db, events);
}
