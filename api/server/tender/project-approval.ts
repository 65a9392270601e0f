/**
 * A project made in the editor is approved through the workflow engine (issue 36): submitting starts an
 * instance of the seeded process 招标项目审批 on the purchaser's behalf, its form showing the project's
 * facts and its data naming the project (projectId); withdrawing ends it. When it ends the engine tells
 * this domain (workflow/instance-outcomes.ts, registered at start by registerProjectApproval): approved
 * publishes the project — registering, its tender notice generated from its facts, an invite-mode
 * project's suppliers invited — in the transaction that ends the instance; rejected, or ended undecided,
 * sends it back to draft with the last opinion. The two domains meet only through those functions.
 */
import { randomUUID } from 'node:crypto';
import type { FormValues } from '../../contract/workflow.js';
import type { SessionUser } from '../auth/sessions.js';
import type { Db } from '../db/database.js';
import { badRequest } from '../http/envelope.js';
import { type InstanceEnding, onInstanceEnd } from '../workflow/instance-outcomes.js';
import { endInstancesFor, startInstanceFor } from '../workflow/object-instances.js';
import type { ProjectRow } from './access.js';
import { inviteOnPublication } from './invitations.js';
import {
  BEIJING_OFFSET_MS,
  beijingText,
  PROCURE_WORDING,
  QUOTATION_WORDING,
  yuan,
} from './notice-wording.js';

/** The key of the seeded definition 招标项目审批 (api/server/demo/tender-approval.ts). */
export const PROJECT_APPROVAL_KEY = 'tenderProject';
/** The field of the instance's data that names the project. */
const PROJECT_FIELD = 'projectId';
/** An approval of a project that is no longer awaiting it (withdrawn meanwhile): the step is refused. */
export const NOT_AWAITING_APPROVAL = '该项目已不在待审批状态，不能审批通过';

/** `2027-03-05 09:00`, Beijing time: the form shows it the same in every language. */
function minuteText(time: Date | null): string {
  if (!time) return '';
  return new Date(time.getTime() + BEIJING_OFFSET_MS).toISOString().slice(0, 16).replace('T', ' ');
}

const windowText = (start: Date | null, end: Date | null) => `${minuteText(start)} — ${minuteText(end)}`;

/** The project's facts as the approval form shows them (read-only at every node). */
export function approvalValues(project: ProjectRow): FormValues {
  return {
    [PROJECT_FIELD]: project.id,
    projectName: project.project_name,
    projectNo: project.project_no ?? '',
    budget: project.budget_money === null ? '' : String(project.budget_money),
    procureType: project.procure_type,
    transactionMode: project.transaction_mode,
    quotationMode: project.quotation_mode,
    registerMode: project.register_mode,
    registerWindow: windowText(project.register_start_time, project.register_end_time),
    bidWindow: windowText(project.bid_start_time, project.bid_end_time),
    purchaserName: project.purchaser_name,
    content: project.procurement_content ?? '',
  };
}

/** Starts the project's approval as its purchaser (answers the instance's id). */
export async function startProjectApproval(
  db: Db,
  user: SessionUser,
  project: ProjectRow,
  now: Date,
): Promise<string> {
  return (await startInstanceFor(db, PROJECT_APPROVAL_KEY, user, approvalValues(project), now)).instId;
}

/** Ends the project's running approval (the purchaser withdrew it): it leaves the approvers' to-dos. */
export async function endProjectApproval(db: Db, user: SessionUser, projectId: string): Promise<void> {
  await endInstancesFor(db, PROJECT_APPROVAL_KEY, { field: PROJECT_FIELD, value: projectId }, user);
}

const escapeHtml = (text: string) =>
  text.replace(
    /[&<>"']/g,
    (char) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[char] ?? char,
  );

/** The tender notice of a project, from its facts (its introduction is stored sanitized already). */
export function tenderNoticeHtml(project: ProjectRow): string {
  const wording =
    PROCURE_WORDING[project.procure_type as keyof typeof PROCURE_WORDING] ?? PROCURE_WORDING.gkzb;
  const quotation = QUOTATION_WORDING[project.quotation_mode as keyof typeof QUOTATION_WORDING] ?? '';
  const invite = project.register_mode === 'invite';
  const time = (value: Date | null) => (value ? beijingText(value) : '');
  const text = (value: string | null) => escapeHtml(value ?? '');
  return [
    `<p>${text(project.purchaser_name)}就${text(project.project_name)}进行${wording.method}，现欢迎符合资格条件的${wording.bidder}${invite ? '按邀请' : ''}参加。</p>`,
    '<h3>一、项目基本情况</h3>',
    `<p>项目编号：${text(project.project_no)}<br>项目名称：${text(project.project_name)}<br>采购方式：${wording.method}<br>预算金额：${yuan(Number(project.budget_money ?? 0))}（人民币）${project.location ? `<br>项目地点：${text(project.location)}` : ''}</p>`,
    project.procurement_content ? `<p>采购内容：${text(project.procurement_content)}</p>` : '',
    project.basic_info ?? '',
    `<h3>二、${invite ? '确认邀请' : '报名'}时间</h3>`,
    `<p>${time(project.register_start_time)} 至 ${time(project.register_end_time)}（北京时间）。</p>`,
    '<h3>三、报价时间及方式</h3>',
    `<p>${time(project.bid_start_time)} 至 ${time(project.bid_end_time)}（北京时间）；报价方式：${quotation}；报价${project.quotation_include_tax === 1 ? '含税' : '不含税'}。</p>`,
    `<h3>四、采购人</h3><p>${text(project.purchaser_name)}</p>`,
  ].join('');
}

/** Approved: the submitted project is published (registering), with its notice and invitations. */
async function publish(trx: Db, projectId: string, now: Date): Promise<void> {
  const project = await trx
    .updateTable('procure_projects')
    .set({ state: 'registering', review_opinion: null, state_changed_at: now, updated_at: now })
    .where('id', '=', projectId)
    .where('state', '=', 'submitted')
    .returningAll()
    .executeTakeFirst();
  if (!project) throw badRequest(NOT_AWAITING_APPROVAL);
  const wording =
    PROCURE_WORDING[project.procure_type as keyof typeof PROCURE_WORDING] ?? PROCURE_WORDING.gkzb;
  const notice = {
    id: `n-${randomUUID()}`,
    title: `${project.project_name}${wording.notice}`,
    content: tenderNoticeHtml(project),
    attachments: project.document ?? '[]',
    publish_time: now,
    publisher: project.purchaser_name,
  };
  await trx
    .insertInto('procure_notices')
    .values({
      ...notice,
      project_id: project.id,
      type: 'bid',
      publisher_id: project.purchaser_id,
      state: 'published',
      version: 1,
      created_at: now,
      updated_at: now,
    })
    .execute();
  // Every published notice has its first version in the history (the notice detail draws it).
  const { id, ...version } = notice;
  await trx
    .insertInto('notice_history')
    .values({ ...version, id: `${id}-v1`, notice_id: id, version: 1, change_summary: '' })
    .execute();
  if (project.register_mode === 'invite') {
    const ids = (JSON.parse(project.invitee_ids) as unknown[]).filter((entry) => typeof entry === 'string');
    await inviteOnPublication(trx, project, ids);
  }
}

/** How the approval ended: published, or back to its purchaser as a draft with the last opinion. */
async function approvalEnded(trx: Db, ending: InstanceEnding): Promise<void> {
  const projectId = String(ending.values[PROJECT_FIELD] ?? '');
  if (ending.outcome === 'approved') return publish(trx, projectId, ending.now);
  await trx
    .updateTable('procure_projects')
    .set({
      state: 'draft',
      review_opinion: ending.opinion,
      state_changed_at: ending.now,
      updated_at: ending.now,
    })
    .where('id', '=', projectId)
    .where('state', '=', 'submitted')
    .execute();
}

/**
 * Registers the listener (app.ts, once per process). A reject to the initiator ends the instance: the
 * purchaser answers it in the editor and submits again, which starts a new one.
 */
export function registerProjectApproval(): void {
  onInstanceEnd(PROJECT_APPROVAL_KEY, approvalEnded, { returnToStartEnds: true });
}
