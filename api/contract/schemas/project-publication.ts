/**
 * Request schemas of a clarification notice and a pre-notice (issue 36). The schema bounds types and lengths only; the
 * times and what is required are judged by `clarificationFieldErrors` (../project-publication.ts) on
 * both ends, so each wrong value is answered on its own field in the caller's language.
 */
import { type Static, Type } from 'typebox';
import { RICH_TEXT_MAX_LENGTH } from '../project-editor.js';
import { NOTICE_TITLE_MAX } from '../project-publication.js';
import { Id, NullableString } from './common.js';

const Time = Type.Optional(NullableString({ maxLength: 40 }));

/**
 * clarify: the project, the notice's title and rich body (stored sanitized), and the windows it moves
 * (ISO 8601; one left out or blank keeps its time).
 */
export const ClarifyBody = Type.Object({
  projectId: Id,
  title: Type.String({ maxLength: NOTICE_TITLE_MAX }),
  content: Type.String({ maxLength: RICH_TEXT_MAX_LENGTH }),
  fRegisterStartTime: Time,
  fRegisterEndTime: Time,
  fBidStartTime: Time,
  fBidEndTime: Time,
});
export type ClarifyBody = Static<typeof ClarifyBody>;

/** preNotice: the project and the notice's title and rich body (stored sanitized). */
export const PreNoticeBody = Type.Object({
  projectId: Id,
  title: Type.String({ maxLength: NOTICE_TITLE_MAX }),
  content: Type.String({ maxLength: RICH_TEXT_MAX_LENGTH }),
});
export type PreNoticeBody = Static<typeof PreNoticeBody>;
