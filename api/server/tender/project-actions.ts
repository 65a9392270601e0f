/**
 * The purchaser's actions on a project (wProcureproject): each moves it along its lifecycle
 * (project-state.ts transition), does what the move brings with it (the bidding rounds, the winner, the
 * result report) and tells the suppliers; each answers the project's summary as the lists show it.
 */
import {
  APPROVAL_REFUSED_STATE,
  MESSAGE_STATES,
  PROJECT_TRANSITIONS,
  type ProjectStateAction,
  type ProjectSummary,
  type PushMessageResult,
} from '../../contract/procure-project.js';
import type { ApprovalBody, ApprovalReportBody } from '../../contract/schemas/procure-project.js';
import type { SessionUser } from '../auth/sessions.js';
import { announceConfirmed, announceMessage } from '../bidding/announce.js';
import { appendAudit } from '../bidding/audit-chain.js';
import { type StandingOffer, standingOffers } from '../bidding/ranking.js';
import { closeAllRounds, openRounds, planRounds } from '../bidding/rounds.js';
import type { Db } from '../db/database.js';
import { ownRegistration, type ProjectRow, Refusal, requireOwner, visibleProject } from './access.js';
import { confirmationRecord, publishAward, tellResult } from './award.js';
import { linkFiles } from './files.js';
import { enrolledSuppliers, passedSuppliers, sendMessages } from './messages.js';
import { summaryOf } from './project-lists.js';
import { stateName, transition } from './project-state.js';

/** The actions that take nothing but the project. */
export type PlainProjectAction = Extract<
  ProjectStateAction,
  'startProject' | 'endProject' | 'startQuotation' | 'endQuotation'
>;

/** Tells the project's enrolled suppliers (or the receivers given) one line about it. */
async function tell(db: Db, project: ProjectRow, subject: string, receivers?: readonly string[]) {
  await sendMessages(db, receivers ?? (await passedSuppliers(db, project.id)), {
    subject,
    content: subject,
    type: 'project',
    projectId: project.id,
  });
}

/** What each plain action changes beside the state, and what follows it. */
const PLAIN_ACTIONS: Record<
  PlainProjectAction,
  {
    change?: (db: Db, project: ProjectRow) => Promise<Record<string, unknown>> | Record<string, unknown>;
    after?: (db: Db, project: ProjectRow) => Promise<void>;
  }
> = {
  startProject: {},
  endProject: {},
  startQuotation: {
    change: async (db, project) => {
      const enrolled = await passedSuppliers(db, project.id);
      if (!enrolled.length) throw new Refusal('没有报名通过的供应商，不能开始报价');
      // The rounds (bidding/rounds.ts): fBidRound windows from now, each fRoundCount minutes or a share.
      const plan = planRounds(project, new Date());
      return {
        bid_start_time: plan[0]?.start ?? new Date(),
        bid_end_time: plan.at(-1)?.end ?? new Date(),
        current_round: 1,
      };
    },
    after: async (db, project) => {
      await openRounds(db, project);
      await tell(db, project, `“${project.project_name}”项目已开始报价`);
    },
  },
  endQuotation: {
    change: (_db, project) => {
      const now = new Date();
      const end = project.bid_end_time && new Date(project.bid_end_time) < now ? project.bid_end_time : now;
      return { bid_end_time: end };
    },
    // The open round closes, the rounds not started are dropped, the bidders are told (bidding/rounds.ts).
    after: (db, project) => closeAllRounds(db, project.id),
  },
};

/** startProject, endProject, startQuotation, endQuotation. */
export async function plainAction(
  db: Db,
  user: SessionUser,
  projectId: string,
  action: PlainProjectAction,
): Promise<ProjectSummary> {
  const { change, after } = PLAIN_ACTIONS[action];
  const updated = await transition(db, user, projectId, action, change && ((project) => change(db, project)));
  await after?.(db, updated);
  return summaryOf(db, user, updated.id);
}

/**
 * confirmQuotation: the named supplier, or competitive bidding's best standing offer, wins. In the
 * transaction that confirms: the confirmation's record of the audit chain (the confirmer, the winner and
 * their figure), then the award notice with the chain's anchor, every enrolled supplier told (award.ts),
 * and the live hall's events.
 */
export async function confirmQuotation(
  db: Db,
  user: SessionUser,
  projectId: string,
  supplierId: string | undefined,
): Promise<ProjectSummary> {
  const updated = await db.transaction().execute(async (trx) => {
    let offers: StandingOffer[] = [];
    let winnerName = '';
    const row = await transition(trx, user, projectId, 'confirmQuotation', async (project) => {
      offers = await standingOffers(trx, project.id, project.quotation_mode);
      // Without a named supplier, competitive bidding confirms the best standing offer (bidding/ranking.ts).
      const chosen = supplierId ?? offers[0]?.supplierId;
      if (!chosen) return {};
      const registration = await ownRegistration(trx, project.id, chosen);
      if (registration?.status !== 'pass') throw new Refusal('该供应商的报名未通过，不能确定为成交供应商');
      winnerName = registration.supplier_name;
      return { winner_id: chosen };
    });
    const winning = offers.find((offer) => offer.supplierId === row.winner_id);
    await appendAudit(
      trx,
      confirmationRecord(row.id, user, {
        winnerId: row.winner_id ?? null,
        winnerName,
        amount: winning ? String(winning.value) : '',
        rank: winning?.rank ?? null,
      }),
    );
    if (!row.winner_id) await tellResult(trx, row, null);
    else {
      const places = offers.map((offer) => ({
        supplierId: offer.supplierId,
        rank: offer.rank,
        figure: offer.value,
      }));
      await publishAward(trx, user, row, { winnerId: row.winner_id, winnerName, places });
    }
    await announceConfirmed(trx, row);
    return row;
  });
  return summaryOf(db, user, updated.id);
}

/** interruptProject: stops the project and tells every supplier with a part in it why. */
export async function interruptProject(
  db: Db,
  user: SessionUser,
  projectId: string,
  reason: string | undefined,
): Promise<ProjectSummary> {
  const updated = await transition(db, user, projectId, 'interruptProject', () => ({
    interrupt_reason: reason?.trim() || null,
  }));
  const subject = `“${updated.project_name}”项目已中止`;
  // Everyone still in the project hears it, those waiting for review or an answer to an invitation too.
  await sendMessages(db, await enrolledSuppliers(db, updated.id), {
    subject,
    content: reason?.trim() || subject,
    type: 'project',
    projectId: updated.id,
  });
  return summaryOf(db, user, updated.id);
}

/** approvalReport: the result report and its files go up for approval. */
export async function approvalReport(
  db: Db,
  user: SessionUser,
  body: ApprovalReportBody,
): Promise<ProjectSummary> {
  const { projectId, report, fileList } = body;
  const updated = await db.transaction().execute(async (trx) => {
    const row = await transition(trx, user, projectId, 'approvalReport', () => ({
      report: report?.trim() || null,
      report_files: fileList ?? null,
      approval_opinion: null,
    }));
    await linkFiles(trx, user, 'projectReport', projectId, [fileList]);
    return row;
  });
  return summaryOf(db, user, updated.id);
}

/** approval: passes the report, or refuses it with an opinion (back to confirmed). */
export async function approval(db: Db, user: SessionUser, body: ApprovalBody): Promise<ProjectSummary> {
  const { projectId, pass, opinion } = body;
  if (!pass && !opinion?.trim()) throw new Refusal('请填写审批意见');
  const updated = await transition(
    db,
    user,
    projectId,
    'approval',
    () => ({ approval_opinion: opinion?.trim() || null }),
    pass ? PROJECT_TRANSITIONS.approval.to : APPROVAL_REFUSED_STATE,
  );
  return summaryOf(db, user, updated.id);
}

/** pushMessage: the purchaser's message to the enrolled suppliers, also shown in the live bidding hall. */
export async function pushMessage(
  db: Db,
  user: SessionUser,
  projectId: string,
  message: string,
): Promise<PushMessageResult> {
  const project = await visibleProject(db, user, projectId);
  requireOwner(user, project);
  if (!(MESSAGE_STATES as readonly string[]).includes(project.state)) {
    throw new Refusal(`当前项目状态为“${stateName(project.state)}”，不能发送消息`);
  }
  const receivers = await passedSuppliers(db, project.id);
  if (!receivers.length) throw new Refusal('该项目没有报名通过的供应商');
  const sent = await sendMessages(db, receivers, {
    subject: `“${project.project_name}”项目通知`,
    content: message.trim(),
    type: 'project',
    projectId: project.id,
  });
  // The live bidding hall shows it at once (a message event; socketMessage/query lists them).
  await announceMessage(db, project, user, message.trim());
  return { sent };
}
