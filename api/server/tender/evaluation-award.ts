/**
 * The award of a comprehensive evaluation (procureComprehensiveQuotation/confirmQuotation): the
 * first-ranked supplier wins, the award notice is published, and the suppliers are told.
 */
import type { EvaluationConfirmation } from '../../contract/evaluation.js';
import type { SessionUser } from '../auth/sessions.js';
import { appendAudit } from '../bidding/audit-chain.js';
import type { Db } from '../db/database.js';
import { Refusal, requireOwner } from './access.js';
import { confirmationRecord, publishAward } from './award.js';
import { comprehensiveProject, REVIEW_STATE, scoreDetail } from './evaluation.js';
import { stateRefusal } from './project-state.js';

/** confirmQuotation: names the winner, publishes the award notice and tells every enrolled supplier. */
export async function confirmEvaluation(
  db: Db,
  user: SessionUser,
  projectId: string,
): Promise<EvaluationConfirmation> {
  const project = await comprehensiveProject(db, user, projectId);
  requireOwner(user, project);
  const detail = await scoreDetail(db, project);
  if (detail.pending) throw new Refusal(detail.pending);
  const winner = detail.suppliers.find((row) => row.rank === 1);
  if (!winner || winner.total === null) throw new Refusal('没有通过资格审查并报价的供应商，不能确认');
  const now = new Date();
  const published = await db.transaction().execute(async (trx) => {
    const updated = await trx
      .updateTable('procure_projects')
      .set({ state: 'confirmed', winner_id: winner.supplierId, state_changed_at: now, updated_at: now })
      .where('id', '=', project.id)
      .where('state', '=', REVIEW_STATE)
      .returning('id')
      .executeTakeFirst();
    if (!updated) throw new Refusal(stateRefusal('confirmed', 'confirmQuotation'));
    await appendAudit(
      trx,
      confirmationRecord(project.id, user, {
        winnerId: winner.supplierId,
        winnerName: winner.supplierName,
        amount:
          winner.quotationAmount === null || winner.quotationAmount === undefined
            ? ''
            : String(winner.quotationAmount),
        rank: 1,
        total: winner.total,
      }),
    );
    // The qualified suppliers by rank; the notice names only the winner.
    const places = detail.suppliers
      .filter((row) => row.rank !== null)
      .map((row) => ({
        supplierId: row.supplierId,
        rank: row.rank ?? 0,
        figure: row.quotationAmount ?? null,
        total: row.total,
      }));
    return publishAward(trx, user, project, {
      winnerId: winner.supplierId,
      winnerName: winner.supplierName,
      places,
    });
  });
  const answer: EvaluationConfirmation = {
    winnerId: winner.supplierId,
    winnerName: winner.supplierName,
    total: winner.total,
    noticeId: published.noticeId,
    notified: published.notified,
  };
  return answer;
}
