/**
 * What a purchaser publishes about a project beside approval (issue 36).
 *
 * A clarification (澄清公告, clarify): the purchaser of a published project whose bidding is not over
 * publishes a notice with a title and rich text, and may move the registration and bidding windows
 * (the contract's clarificationFieldErrors: a time already past stays, a moved one is not in the past,
 * the editor's orders; once the bidding rounds are laid out, quoting, the bidding window stays: the
 * rounds in procure_bid_windows decide when bidding closes). In one transaction the windows move (the
 * notices' copies follow by trigger, 0006_speed), the clarification is published as a notice of the
 * project (/clearNotice, related to its other notices) with its first version, the tender notice gets a
 * new version with the clarification after its text (its history says what changed), and every enrolled
 * supplier gets a to-do message.
 * Registrations and quotations already made are not touched: they stay valid.
 *
 * A pre-notice (招标预告, preNotice): the purchaser of a published project whose registration has not
 * opened yet publishes a notice of it (/bidNoticeBefore).
 *
 * The notice draft (noticeDraft): the tender notice the facts being edited would publish, for the
 * editor to show and the purchaser to edit before submitting (approval publishes the edited text).
 */
import { randomUUID } from 'node:crypto';
import { noticeLanguageOf } from '../../contract/notice-language.js';
import { PROJECT_RULE_MESSAGES, ruleMessage } from '../../contract/project-editor.js';
import {
  CLARIFICATION_FIELD_LABELS,
  clarificationFieldErrors,
  isClarifiable,
  isPreNoticeable,
  movedWindows,
  type NoticeDraft,
  type ProjectNoticeKind,
  type ProjectWindows,
  type PublishedNotice,
} from '../../contract/project-publication.js';
import type { SaveProjectBody } from '../../contract/schemas/project-editor.js';
import type { ClarifyBody, PreNoticeBody } from '../../contract/schemas/project-publication.js';
import type { SessionUser } from '../auth/sessions.js';
import type { Db } from '../db/database.js';
import { isBlankHtml } from '../http/html-text.js';
import { sanitizeHtml } from '../http/sanitize-html.js';
import { companyNameOf, type ProjectRow, Refusal } from './access.js';
import { enrolledSuppliers, sendMessages } from './messages.js';
import {
  clarificationHtml,
  clarifiedTenderNotice,
  movedWindowsText,
  tenderNoticeHtml,
  tenderNoticeTitle,
} from './notice-wording.js';
import {
  editorStateRefusal,
  FieldRefusal,
  ownProject,
  projectColumns,
  requirePurchaser,
} from './project-editor.js';

const CLARIFY = '发布澄清公告';
const PRE_NOTICE = '发布招标预告';
/** A pre-notice once the registration has opened: the tender notice says it all by then. */
export const REGISTRATION_OPEN = '报名已开始，不能再发布招标预告';
/** The clarification's to-do message to each enrolled supplier (zh-CN; stored in every language). */
export const clarificationMessage = (projectName: string) => `“${projectName}”项目发布了澄清公告，请查看`;

const iso = (value: Date | null) => (value ? new Date(value).toISOString() : null);

function projectWindowsOf(project: ProjectRow): ProjectWindows {
  return {
    fRegisterStartTime: iso(project.register_start_time),
    fRegisterEndTime: iso(project.register_end_time),
    fBidStartTime: iso(project.bid_start_time),
    fBidEndTime: iso(project.bid_end_time),
  };
}

/** The project's windows after the move, as columns, and the text that states what moved. */
function windowChange(project: ProjectRow, body: ClarifyBody) {
  const moved = movedWindows(body, projectWindowsOf(project));
  const at = (value: string | undefined, was: Date | null) => (value ? new Date(value) : was);
  const columns = {
    register_start_time: at(moved.fRegisterStartTime, project.register_start_time),
    register_end_time: at(moved.fRegisterEndTime, project.register_end_time),
    bid_start_time: at(moved.fBidStartTime, project.bid_start_time),
    bid_end_time: at(moved.fBidEndTime, project.bid_end_time),
  };
  const registerMoved = Boolean(moved.fRegisterStartTime || moved.fRegisterEndTime);
  const bidMoved = Boolean(moved.fBidStartTime || moved.fBidEndTime);
  const text = movedWindowsText(
    {
      ...(registerMoved ? { register: [columns.register_start_time, columns.register_end_time] } : {}),
      ...(bidMoved ? { bid: [columns.bid_start_time, columns.bid_end_time] } : {}),
    },
    noticeLanguageOf(project.notice_language),
  );
  return { columns, moved: registerMoved || bidMoved, text };
}

/**
 * Whether the project's bidding rounds are laid out (startQuotation writes procure_bid_windows): from then
 * on bidding follows the rounds, so a clarification cannot move the bidding window.
 */
async function roundsLaidOut(db: Db, project: ProjectRow): Promise<boolean> {
  if (project.state === 'quoting') return true;
  const round = await db
    .selectFrom('procure_bid_windows')
    .select('round')
    .where('project_id', '=', project.id)
    .executeTakeFirst();
  return round !== undefined;
}

/** The project's published tender notice, if it has one (a seeded project may not). */
async function tenderNoticeOf(db: Db, projectId: string) {
  return db
    .selectFrom('procure_notices')
    .select(['id', 'content', 'version', 'title', 'attachments'])
    .where('project_id', '=', projectId)
    .where('type', '=', 'bid')
    .where('state', '=', 'published')
    .orderBy('publish_time', 'desc')
    .executeTakeFirst();
}

/**
 * clarify: publishes a clarification of one of the caller's published projects, moving the windows
 * sent; a refusal names every wrong field in the caller's language.
 */
export async function publishClarification(
  db: Db,
  user: SessionUser,
  body: ClarifyBody,
  now = new Date(),
): Promise<PublishedNotice> {
  const project = await ownProject(db, user, body.projectId);
  if (!isClarifiable(project.state)) throw new Refusal(editorStateRefusal(project.state, CLARIFY));
  const errors = clarificationFieldErrors(
    body,
    projectWindowsOf(project),
    isBlankHtml,
    now.getTime(),
    await roundsLaidOut(db, project),
  );
  const written = sanitizeHtml(body.content);
  // Nothing left once sanitized (only a script was sent): as good as empty.
  if (!errors.content && isBlankHtml(written))
    errors.content = ruleMessage(PROJECT_RULE_MESSAGES.required, CLARIFICATION_FIELD_LABELS.content);
  if (Object.keys(errors).length) throw new FieldRefusal(errors);

  const title = body.title.trim();
  const change = windowChange(project, body);
  const content = clarificationHtml(written, change.text, noticeLanguageOf(project.notice_language));
  const noticeId = `n-clear-${randomUUID()}`;
  const notified = await db.transaction().execute(async (trx) => {
    if (change.moved) {
      const updated = await trx
        .updateTable('procure_projects')
        .set({ ...change.columns, updated_at: now })
        .where('id', '=', project.id)
        .where('state', '=', project.state)
        .executeTakeFirst();
      // The state moved on meanwhile (bidding ended in another request): nothing is published.
      if (!Number(updated.numUpdatedRows)) throw new Refusal(editorStateRefusal(project.state, CLARIFY));
    }
    await insertProjectNotice(trx, project, {
      id: noticeId,
      type: 'clear',
      title,
      content,
      publisherId: user.id,
      now,
    });
    await addTenderNoticeVersion(trx, project, { title, html: written, at: now, windowsText: change.text });
    return sendMessages(trx, await enrolledSuppliers(trx, project.id), {
      subject: clarificationMessage(project.project_name),
      content: clarificationMessage(project.project_name),
      type: 'project',
      projectId: project.id,
    });
  });
  return { noticeId, notified };
}

/**
 * A notice of the project, published now under its purchaser's name, with its first version in the
 * history (the notice detail draws it): a clarification or pre-notice here, the tender notice on approval.
 */
export async function insertProjectNotice(
  trx: Db,
  project: ProjectRow,
  written: {
    id: string;
    type: ProjectNoticeKind | 'bid';
    title: string;
    content: string;
    attachments?: string;
    /** Who published it (none for a seeded project's own purchaser). */
    publisherId: string | null;
    now: Date;
  },
): Promise<void> {
  const { id, type, now } = written;
  const notice = {
    title: written.title,
    content: written.content,
    attachments: written.attachments ?? '[]',
    publish_time: now,
    publisher: project.purchaser_name,
  };
  await trx
    .insertInto('procure_notices')
    .values({
      ...notice,
      id,
      project_id: project.id,
      type,
      publisher_id: written.publisherId,
      state: 'published',
      version: 1,
      created_at: now,
      updated_at: now,
    })
    .execute();
  await trx
    .insertInto('notice_history')
    .values({ ...notice, id: `${id}-v1`, notice_id: id, version: 1, change_summary: '' })
    .execute();
}

/** The tender notice's next version: its text with the clarification after it; its history says so. */
async function addTenderNoticeVersion(
  trx: Db,
  project: ProjectRow,
  clarification: Parameters<typeof clarifiedTenderNotice>[1],
): Promise<void> {
  const tender = await tenderNoticeOf(trx, project.id);
  if (!tender) return;
  const next = clarifiedTenderNotice(
    tender.content,
    clarification,
    noticeLanguageOf(project.notice_language),
  );
  const version = tender.version + 1;
  await trx
    .updateTable('procure_notices')
    .set({ content: next.content, version, updated_at: clarification.at })
    .where('id', '=', tender.id)
    .execute();
  await trx
    .insertInto('notice_history')
    .values({
      id: `${tender.id}-v${version}-${randomUUID().slice(0, 8)}`,
      notice_id: tender.id,
      version,
      title: tender.title,
      content: next.content,
      attachments: tender.attachments,
      change_summary: next.changeSummary,
      publish_time: clarification.at,
      publisher: project.purchaser_name,
    })
    .execute();
}

/**
 * preNotice: publishes a pre-notice (招标预告, /bidNoticeBefore) of one of the caller's published
 * projects whose registration has not opened; nobody is enrolled yet, so nobody is told.
 */
export async function publishPreNotice(
  db: Db,
  user: SessionUser,
  body: PreNoticeBody,
  now = new Date(),
): Promise<PublishedNotice> {
  const project = await ownProject(db, user, body.projectId);
  if (project.state !== 'registering') throw new Refusal(editorStateRefusal(project.state, PRE_NOTICE));
  if (!isPreNoticeable(project.state, iso(project.register_start_time), now.getTime()))
    throw new Refusal(REGISTRATION_OPEN);
  const errors = clarificationFieldErrors(body, projectWindowsOf(project), isBlankHtml, now.getTime());
  const content = sanitizeHtml(body.content);
  if (!errors.content && isBlankHtml(content))
    errors.content = ruleMessage(PROJECT_RULE_MESSAGES.required, CLARIFICATION_FIELD_LABELS.content);
  if (Object.keys(errors).length) throw new FieldRefusal(errors);
  const noticeId = `n-before-${randomUUID()}`;
  const title = body.title.trim();
  await db.transaction().execute((trx) =>
    insertProjectNotice(trx, project, {
      id: noticeId,
      type: 'bidBefore',
      title,
      content,
      publisherId: user.id,
      now,
    }),
  );
  return { noticeId, notified: 0 };
}

/**
 * noticeDraft: the tender notice the facts sent would publish (the editor's draft, saved or not): the
 * purchaser reads it and may edit it before submitting.
 */
export async function noticeDraft(db: Db, user: SessionUser, body: SaveProjectBody): Promise<NoticeDraft> {
  requirePurchaser(user);
  const purchaserName = body.fPurchaserName?.trim() || (await companyNameOf(db, user));
  const facts = projectColumns(body, purchaserName);
  const valid = (value: Date | null) => (value && !Number.isNaN(value.getTime()) ? value : null);
  const project = {
    ...facts,
    register_start_time: valid(facts.register_start_time),
    register_end_time: valid(facts.register_end_time),
    bid_start_time: valid(facts.bid_start_time),
    bid_end_time: valid(facts.bid_end_time),
    budget_money: facts.budget_money,
  };
  return { title: tenderNoticeTitle(project), content: sanitizeHtml(tenderNoticeHtml(project)) };
}
