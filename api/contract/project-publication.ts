/**
 * What a purchaser publishes about a project beside its tender notice (issue 36): a clarification
 * (澄清公告) of a published project, which may move its registration and bidding windows, and the tender
 * notice generated from the project's facts, which the purchaser reads and may edit before submitting.
 *
 * Calls (own, service form): wProcureproject/clarify (ClarifyBody → PublishedNotice; refused
 * fields in value.fields, as the editor's) and wProcureproject/noticeDraft (SaveProjectBody →
 * NoticeDraft: the notice the facts sent would publish).
 *
 * The clarification's rules are `clarificationFieldErrors`, run by the dialog before it sends and by the
 * server on what it receives, with the server's clock.
 */
import {
  PROJECT_FIELD_LABELS,
  PROJECT_RULE_MESSAGES,
  type ProjectFieldErrors,
  ruleMessage,
  windowOrderErrors,
} from './project-editor.js';
import type { ClarifyBody } from './schemas/project-publication.js';

export type { ClarifyBody, PreNoticeBody } from './schemas/project-publication.js';

/** The states in which a project takes a clarification: published, its bidding not yet over. */
export const CLARIFIABLE_STATES = ['registering', 'quoting'] as const;

export const isClarifiable = (state: string | null | undefined): boolean =>
  (CLARIFIABLE_STATES as readonly (string | null | undefined)[]).includes(state);

/** The notices a purchaser publishes from the project's actions: a clarification, a pre-notice. */
export const PROJECT_NOTICE_KINDS = ['clear', 'bidBefore'] as const;
export type ProjectNoticeKind = (typeof PROJECT_NOTICE_KINDS)[number];

/**
 * A pre-notice is published while the project is published but its registration has not opened:
 * `registerStart` (ISO 8601) still ahead of `now` (milliseconds).
 */
export function isPreNoticeable(
  state: string | null | undefined,
  registerStart: string | null,
  now = Date.now(),
): boolean {
  return state === 'registering' && registerStart !== null && Date.parse(registerStart) > now;
}

/** Longest title of a published notice (characters). */
export const NOTICE_TITLE_MAX = 200;

/** The windows of a project, as ISO 8601 texts (null where it has none). */
export interface ProjectWindows {
  fRegisterStartTime: string | null;
  fRegisterEndTime: string | null;
  fBidStartTime: string | null;
  fBidEndTime: string | null;
}

export const WINDOW_FIELDS = [
  'fRegisterStartTime',
  'fRegisterEndTime',
  'fBidStartTime',
  'fBidEndTime',
] as const;
export type WindowField = (typeof WINDOW_FIELDS)[number];

/** clarify and preNotice: the notice published and how many enrolled suppliers were told. */
export interface PublishedNotice {
  noticeId: string;
  notified: number;
}

/** noticeDraft: the tender notice the project's facts would publish (content is rich HTML, sanitized). */
export interface NoticeDraft {
  title: string;
  content: string;
}

/** zh-CN names of the clarification's own fields (the windows are the editor's). */
export const CLARIFICATION_FIELD_LABELS = {
  title: '公告标题',
  content: '公告内容',
} as const;

/** The clarification's own rules (zh-CN; the server's catalogue translates them, the dialog uses msg()). */
export const CLARIFICATION_RULE_MESSAGES = {
  started: '{0}已过，不能修改',
  past: '{0}不能早于当前时间',
  /** Once the bidding rounds are laid out (quoting), the bidding window follows them, not the project. */
  roundsLaidOut: '报价轮次已排定，{0}不能修改',
} as const;

/** The bidding window's fields, which a clarification cannot move once the bidding rounds are laid out. */
export const BID_WINDOW_FIELDS = ['fBidStartTime', 'fBidEndTime'] as const;

const isBlank = (value: string | null | undefined) => !value || value.trim() === '';

const timeOf = (value: string | null | undefined) =>
  isBlank(value) ? undefined : Date.parse(value as string);

/**
 * Every rule the clarification breaks, by field; empty when it may be published. `current` are the
 * project's windows as they are; a window time sent blank keeps its current value. `now` (milliseconds,
 * the server's clock on the server) judges what is past: a time already past cannot change, and a
 * changed time cannot be set in the past. The orders are the editor's (end after start, bidding not
 * before the registration ends). `roundsLaidOut` (the project is quoting, its bidding rounds laid out):
 * the bidding window's times cannot change at all. `isBlankHtml` tells a text that shows nothing (the
 * browser's parser in the page, htmlparser2 on the server: the contract parses no HTML itself).
 */
export function clarificationFieldErrors(
  body: Omit<ClarifyBody, 'projectId'>,
  current: ProjectWindows,
  isBlankHtml: (html: string) => boolean,
  now: number = Date.now(),
  roundsLaidOut = false,
): ProjectFieldErrors {
  const errors: ProjectFieldErrors = {};
  const add = (field: string, message: string) => {
    if (!(field in errors)) errors[field] = message;
  };
  if (isBlank(body.title))
    add('title', ruleMessage(PROJECT_RULE_MESSAGES.required, CLARIFICATION_FIELD_LABELS.title));
  if (isBlankHtml(body.content))
    add('content', ruleMessage(PROJECT_RULE_MESSAGES.required, CLARIFICATION_FIELD_LABELS.content));

  const times = {} as Record<WindowField, number | undefined>;
  for (const field of WINDOW_FIELDS) {
    const label = PROJECT_FIELD_LABELS[field];
    const was = timeOf(current[field]);
    const sent = body[field];
    const value = timeOf(sent);
    if (value !== undefined && Number.isNaN(value)) {
      add(field, ruleMessage(PROJECT_RULE_MESSAGES.format, label));
      times[field] = was;
      continue;
    }
    const changed = value !== undefined && value !== was;
    if (changed && roundsLaidOut && (BID_WINDOW_FIELDS as readonly string[]).includes(field))
      add(field, ruleMessage(CLARIFICATION_RULE_MESSAGES.roundsLaidOut, label));
    else if (changed && was !== undefined && was <= now)
      add(field, ruleMessage(CLARIFICATION_RULE_MESSAGES.started, label));
    else if (changed && value <= now) add(field, ruleMessage(CLARIFICATION_RULE_MESSAGES.past, label));
    times[field] = value ?? was;
  }
  windowOrderErrors(
    {
      registerStart: times.fRegisterStartTime,
      registerEnd: times.fRegisterEndTime,
      bidStart: times.fBidStartTime,
      bidEnd: times.fBidEndTime,
    },
    add,
  );
  return errors;
}

/** The windows a clarification moves: the fields sent with a time other than the current one. */
export function movedWindows(
  body: Partial<Record<WindowField, string | null>>,
  current: ProjectWindows,
): Partial<Record<WindowField, string>> {
  const moved: Partial<Record<WindowField, string>> = {};
  for (const field of WINDOW_FIELDS) {
    const value = timeOf(body[field]);
    if (value === undefined || Number.isNaN(value) || value === timeOf(current[field])) continue;
    moved[field] = new Date(value).toISOString();
  }
  return moved;
}
