/**
 * The award of a project, in either transaction mode: the award notice published on /bargainNotice in
 * the project's notice language (award-wording.ts: the winner named, every ranked bid with the other
 * bidders anonymised as 供应商A, B, …, and the audit chain's anchor) and a to-do message to every
 * enrolled supplier. Competitive bidding (project-actions.ts confirmQuotation) and the comprehensive
 * evaluation (evaluation-award.ts) both award through publishAward, in the transaction that confirms and
 * after the confirmation's own audit record, so that the anchor published covers it.
 */
import { randomUUID } from 'node:crypto';
import { generatedNoticeTitle, noticeLanguageOf } from '../../contract/notice-language.js';
import type { SessionUser } from '../auth/sessions.js';
import type { AuditEntry } from '../bidding/audit-chain.js';
import type { Db } from '../db/database.js';
import { isAdmin, type ProjectRow } from './access.js';
import { queueAwardMails } from './award-mail.js';
import { type AuditAnchor, type Award, awardNoticeContent } from './award-wording.js';
import { passedSuppliers, sendMessages } from './messages.js';

export type { Award, AwardPlace } from './award-wording.js';

/** The published notice and how many suppliers were told. */
export interface Published {
  noticeId: string;
  notified: number;
  anchor: AuditAnchor | null;
}

/** The winner's message (zh-CN; stored in every language for the receiver's). */
export const wonMessage = (projectName: string) => `您已成为“${projectName}”项目的成交供应商`;
/** Every other enrolled supplier's message. */
export const resultMessage = (projectName: string) => `“${projectName}”项目成交结果已公布`;

/**
 * Tells every enrolled supplier (registration passed) the result: the winner that they won, the others
 * that it is published. Answers how many were told.
 */
export async function tellResult(db: Db, project: ProjectRow, winnerId: string | null): Promise<number> {
  const others = (await passedSuppliers(db, project.id)).filter((id) => id !== winnerId);
  const message = (text: string) => ({
    subject: text,
    content: text,
    type: 'project',
    projectId: project.id,
  });
  const won = winnerId ? await sendMessages(db, [winnerId], message(wonMessage(project.project_name))) : 0;
  const told = await sendMessages(db, others, message(resultMessage(project.project_name)));
  return won + told;
}

/**
 * The confirmation's record of the audit chain, in either mode: the supplier it names is the winner (none
 * when nobody quoted), with their figure; the confirmer is named in its detail, as confirmerId and
 * confirmerName (account is theirs: who acted), never in the supplier's fields.
 */
export function confirmationRecord(
  projectId: string,
  user: SessionUser,
  winner: {
    winnerId: string | null;
    winnerName: string;
    amount: string;
    rank: number | null;
    total?: number | null;
  },
): AuditEntry {
  const { winnerId, winnerName, amount, rank, total } = winner;
  return {
    projectId,
    kind: 'confirmation',
    supplierId: winnerId ?? '',
    supplierName: winnerId ? winnerName : '',
    account: user.account,
    amount,
    outcome: 'confirmed',
    detail: {
      confirmerId: user.id,
      confirmerName: user.fullname || user.account,
      winnerId,
      winnerName: winnerId ? winnerName : null,
      rank,
      ...(total !== undefined ? { total } : {}),
    },
  };
}

/** The project's audit chain as it stands in this transaction: its records and the last one's hash. */
export async function auditAnchorOf(trx: Db, projectId: string): Promise<AuditAnchor | null> {
  const head = await trx
    .selectFrom('procure_audit_heads')
    .select(['seq', 'hash'])
    .where('project_id', '=', projectId)
    .executeTakeFirst();
  return head?.hash ? { count: Number(head.seq), lastHash: head.hash } : null;
}

/**
 * Publishes the award notice of a project just confirmed and tells its enrolled suppliers; call in the
 * transaction that confirmed it (after its audit record), so that a confirmed project always has its
 * notice and the notice's anchor names the confirmation.
 */
export async function publishAward(
  trx: Db,
  user: SessionUser,
  project: ProjectRow,
  award: Award,
): Promise<Published> {
  const noticeId = `n-award-${randomUUID()}`;
  const now = new Date();
  const language = noticeLanguageOf(project.notice_language);
  const anchor = await auditAnchorOf(trx, project.id);
  const title = generatedNoticeTitle('bargain', project.project_name, language);
  const content = awardNoticeContent(project, award, now, language, anchor);
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
      audit_count: anchor?.count ?? null,
      audit_last_hash: anchor?.lastHash ?? null,
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
  const notified = await tellResult(trx, project, award.winnerId);
  // …and by e-mail, where the portal has an address for them (award-mail.ts).
  const receivers = (await passedSuppliers(trx, project.id)).map((id) => ({
    id,
    subject: id === award.winnerId ? wonMessage(project.project_name) : resultMessage(project.project_name),
  }));
  await queueAwardMails(trx, project, { id: noticeId, title, content }, receivers);
  return { noticeId, notified, anchor };
}
