/**
 * The award of a comprehensive evaluation (procureComprehensiveQuotation/confirmQuotation): the
 * first-ranked supplier wins, the award notice is published, and the suppliers are told.
 */
import { randomUUID } from 'node:crypto';
import type { EvaluationConfirmation, SupplierEvaluation } from '../../contract/evaluation.js';
import type { SessionUser } from '../auth/sessions.js';
import type { Db } from '../db/database.js';
import { isAdmin, type ProjectRow, Refusal, requireOwner } from './access.js';
import { comprehensiveProject, REVIEW_STATE, scoreDetail } from './evaluation.js';
import { passedSuppliers, sendMessages } from './messages.js';
import { stateRefusal } from './project-state.js';

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);
const money = (value: number) =>
  value.toLocaleString('zh-CN', { minimumFractionDigits: 2, maximumFractionDigits: 2 });

// Labels of the award notice's content (stored content, written in the server's language).
const NOTICE_PROJECT = '项目名称';
const NOTICE_NUMBER = '项目编号';
const NOTICE_WINNER = '成交供应商';
const NOTICE_AMOUNT = '成交金额';
const NOTICE_TOTAL = '综合得分';
const NOTICE_PURCHASER = '采购人';
const NOTICE_RANKING = '评审排名';
const YUAN = '元';

/** The award notice's HTML: the project, the winner and the ranking of the qualified suppliers. */
function awardNoticeContent(
  project: ProjectRow,
  winner: SupplierEvaluation,
  rows: SupplierEvaluation[],
): string {
  const line = (label: string, value: string) => `<p><strong>${label}</strong>：${escapeHtml(value)}</p>`;
  const ranking = rows
    .filter((row) => row.rank !== null)
    .sort((a, b) => (a.rank ?? 0) - (b.rank ?? 0))
    .map((row) => `<li>${row.rank}. ${escapeHtml(row.supplierName)}（${row.total}）</li>`)
    .join('');
  return [
    line(NOTICE_PROJECT, project.project_name),
    line(NOTICE_NUMBER, project.project_no),
    line(NOTICE_PURCHASER, project.purchaser_name),
    line(NOTICE_WINNER, winner.supplierName),
    line(NOTICE_AMOUNT, `${money(winner.quotationAmount ?? 0)} ${YUAN}`),
    line(NOTICE_TOTAL, String(winner.total)),
    `<p><strong>${NOTICE_RANKING}</strong></p><ol>${ranking}</ol>`,
  ].join('');
}

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
  const noticeId = `n-award-${randomUUID()}`;
  const now = new Date();
  const notified = await db.transaction().execute(async (trx) => {
    const updated = await trx
      .updateTable('procure_projects')
      .set({ state: 'confirmed', winner_id: winner.supplierId, state_changed_at: now, updated_at: now })
      .where('id', '=', project.id)
      .where('state', '=', REVIEW_STATE)
      .returning('id')
      .executeTakeFirst();
    if (!updated) throw new Refusal(stateRefusal('confirmed', 'confirmQuotation'));
    const title = `“${project.project_name}”成交公告`;
    const content = awardNoticeContent(project, winner, detail.suppliers);
    const publisher = isAdmin(user) ? project.purchaser_name : user.fullname || project.purchaser_name;
    await trx
      .insertInto('procure_notices')
      .values({
        id: noticeId,
        project_id: project.id,
        type: 'bargain',
        title,
        content,
        attachments: '[]',
        publish_time: now,
        publisher,
        publisher_id: user.id,
        state: 'published',
        version: 1,
      })
      .execute();
    await trx
      .insertInto('notice_history')
      .values({
        id: `nh-${randomUUID()}`,
        notice_id: noticeId,
        version: 1,
        title,
        content,
        attachments: '[]',
        change_summary: '',
        publish_time: now,
        publisher,
      })
      .execute();
    const others = (await passedSuppliers(trx, project.id)).filter((id) => id !== winner.supplierId);
    await sendMessages(trx, [winner.supplierId], {
      subject: `您已成为“${project.project_name}”项目的成交供应商`,
      content: `您已成为“${project.project_name}”项目的成交供应商`,
      type: 'project',
      projectId: project.id,
    });
    const told = await sendMessages(trx, others, {
      subject: `“${project.project_name}”项目评审结果已公布`,
      content: `“${project.project_name}”项目评审结果已公布`,
      type: 'project',
      projectId: project.id,
    });
    return told + 1;
  });
  const answer: EvaluationConfirmation = {
    winnerId: winner.supplierId,
    winnerName: winner.supplierName,
    total: winner.total,
    noticeId,
    notified,
  };
  return answer;
}
