/**
 * The award of a project, in either transaction mode: the award notice published on /bargainNotice (the
 * winner, the award figure and date, the other bidders by rank without their names, as public tender
 * sites show them) and a to-do message to every enrolled supplier. Competitive bidding
 * (project-actions.ts confirmQuotation) and the comprehensive evaluation (evaluation-award.ts) both
 * award through publishAward.
 */
import { randomUUID } from 'node:crypto';
import { quotationValueKind } from '../../contract/quote-rules.js';
import type { SessionUser } from '../auth/sessions.js';
import type { Db } from '../db/database.js';
import { escapeHtml } from '../http/sanitize-html.js';
import { isAdmin, type ProjectRow } from './access.js';
import { passedSuppliers, sendMessages } from './messages.js';

const decimals = (value: number) =>
  value.toLocaleString('zh-CN', { minimumFractionDigits: 2, maximumFractionDigits: 2 });

// Labels of the award notice's content (stored content, written in the server's language).
const NOTICE_PROJECT = '项目名称';
const NOTICE_NUMBER = '项目编号';
const NOTICE_PURCHASER = '采购人';
const NOTICE_WINNER = '成交供应商';
const NOTICE_AMOUNT = '成交金额';
const NOTICE_RATE = '成交费率';
const NOTICE_DATE = '成交日期';
const NOTICE_TOTAL = '综合得分';
const NOTICE_RANKING = '评审排名';
const NOTICE_OTHERS = '其他供应商排名';
const NOTICE_RANK = '第{0}名';
const NOTICE_QUOTED = '报价';
const YUAN = '元';

/** A bidder's place in the award: the winner is one of them. */
export interface AwardPlace {
  supplierId: string;
  rank: number;
  /** The quoted figure (money in yuan, or a rate in percent by the project's quotation mode). */
  figure: number | null;
  /** The comprehensive evaluation's total score; absent in competitive bidding. */
  total?: number | null;
}

/** What the winner is named with; the other places stay nameless in the notice. */
export interface Award {
  winnerId: string;
  winnerName: string;
  places: AwardPlace[];
}

/** The published notice and how many suppliers were told. */
export interface Published {
  noticeId: string;
  notified: number;
}

const dateOf = (when: Date) =>
  `${when.getFullYear()}-${String(when.getMonth() + 1).padStart(2, '0')}-${String(when.getDate()).padStart(2, '0')}`;

/** The award notice's HTML. */
function awardNoticeContent(project: ProjectRow, award: Award, when: Date): string {
  const rate = quotationValueKind(project.quotation_mode) === 'rate';
  const figureText = (figure: number | null) =>
    figure === null ? '' : rate ? `${decimals(figure)}%` : `${decimals(figure)} ${YUAN}`;
  const line = (label: string, value: string) => `<p><strong>${label}</strong>：${escapeHtml(value)}</p>`;
  const winner = award.places.find((place) => place.supplierId === award.winnerId);
  const scored = award.places.some((place) => place.total !== undefined);
  const others = award.places
    .filter((place) => place.supplierId !== award.winnerId)
    .sort((a, b) => a.rank - b.rank)
    .map((place) => {
      const figure = scored
        ? `${NOTICE_TOTAL} ${place.total ?? ''}`
        : `${NOTICE_QUOTED} ${figureText(place.figure)}`;
      return `<li>${NOTICE_RANK.replace('{0}', String(place.rank))}（${escapeHtml(figure)}）</li>`;
    })
    .join('');
  return [
    line(NOTICE_PROJECT, project.project_name),
    line(NOTICE_NUMBER, project.project_no ?? ''),
    line(NOTICE_PURCHASER, project.purchaser_name),
    line(NOTICE_WINNER, award.winnerName),
    line(rate ? NOTICE_RATE : NOTICE_AMOUNT, figureText(winner?.figure ?? null)),
    ...(scored ? [line(NOTICE_TOTAL, String(winner?.total ?? ''))] : []),
    line(NOTICE_DATE, dateOf(when)),
    ...(others
      ? [`<p><strong>${scored ? NOTICE_RANKING : NOTICE_OTHERS}</strong></p><ol>${others}</ol>`]
      : []),
  ].join('');
}

/**
 * Tells every enrolled supplier (registration passed) the result: the winner that they won, the others
 * that it is published. Answers how many were told.
 */
export async function tellResult(db: Db, project: ProjectRow, winnerId: string | null): Promise<number> {
  const others = (await passedSuppliers(db, project.id)).filter((id) => id !== winnerId);
  const won = winnerId
    ? await sendMessages(db, [winnerId], {
        subject: `您已成为“${project.project_name}”项目的成交供应商`,
        content: `您已成为“${project.project_name}”项目的成交供应商`,
        type: 'project',
        projectId: project.id,
      })
    : 0;
  const told = await sendMessages(db, others, {
    subject: `“${project.project_name}”项目成交结果已公布`,
    content: `“${project.project_name}”项目成交结果已公布`,
    type: 'project',
    projectId: project.id,
  });
  return won + told;
}

/**
 * Publishes the award notice of a project just confirmed and tells its enrolled suppliers; call in the
 * transaction that confirmed it, so that a confirmed project always has its notice.
 */
export async function publishAward(
  trx: Db,
  user: SessionUser,
  project: ProjectRow,
  award: Award,
): Promise<Published> {
  const noticeId = `n-award-${randomUUID()}`;
  const now = new Date();
  const title = `“${project.project_name}”成交公告`;
  const content = awardNoticeContent(project, award, now);
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
  return { noticeId, notified: await tellResult(trx, project, award.winnerId) };
}
