import { type Static, Type } from 'typebox';
import { UPLOAD_MAX_FILES } from '../limits.js';
import { COMPLETE_ACTIONS } from '../workflow.js';
import { Id, NullableBody, StringEnum } from './common.js';
import { FILE_ID_PATTERN } from './files.js';
import { QueryBodyInput } from './query-body.js';

/** Definition keys: letters, digits, '_' and '-'. */
export const DefKey = Type.String({ minLength: 1, maxLength: 64, pattern: '^[A-Za-z0-9_-]+$' });

/** The opinion text of a step (plain text). */
export const OPINION_MAX_LENGTH = 2000;
/** Form data: at most this many values, each text at most FORM_VALUE_MAX_LENGTH characters (checked per field). */
export const FORM_MAX_VALUES = 100;
export const FORM_VALUE_MAX_LENGTH = 10_000;

/** The values of a form; each field is checked against the definition's form by the server. */
export const FormDataInput = Type.Record(Type.String({ maxLength: 64 }), Type.Unknown(), {
  maxProperties: FORM_MAX_VALUES,
});

/** An attachment of an opinion, as the upload component lists it (FileListEntry). */
export const FileEntryInput = Type.Object({
  name: Type.String({ minLength: 1, maxLength: 255 }),
  size: Type.Optional(Type.Number({ minimum: 0 })),
  response: Type.Object({
    fileId: Type.String({ pattern: FILE_ID_PATTERN }),
    fileName: Type.String({ minLength: 1, maxLength: 255 }),
  }),
});
export const FileListInput = Type.Array(FileEntryInput, { maxItems: UPLOAD_MAX_FILES });

/** defGet, getDefDesignByDefId, getMainByDefIdOrKey, flowHasStartRights: a definition by id or by key. */
export const DefIdOrKeyQuery = Type.Object({
  defId: Type.Optional(Id),
  defKey: Type.Optional(DefKey),
  /** Alias of defKey (the start page's links use flowKey). */
  flowKey: Type.Optional(DefKey),
});
export type DefIdOrKeyQuery = Static<typeof DefIdOrKeyQuery>;

/** def/listJson and def/query: a query body; filters name, defKey, categoryId, status, isMain. */
export const DefListBody = NullableBody(QueryBodyInput);
export type DefListBody = Static<typeof DefListBody>;

/** defAuthorize/startRight: the start rights of a definition (by key or id). */
export const StartRightQuery = DefIdOrKeyQuery;
export type StartRightQuery = Static<typeof StartRightQuery>;

/** What a start names: a definition by id or by key (flowKey), or a draft of the caller. */
const StartTarget = {
  defId: Type.Optional(Id),
  flowKey: Type.Optional(DefKey),
  draftId: Type.Optional(Id),
};

/** instance/start: `{ defId or flowKey, data }`; `draftId` starts a saved draft (and removes it as a draft). */
export const StartInstanceBody = Type.Object({ ...StartTarget, data: FormDataInput });
export type StartInstanceBody = Static<typeof StartInstanceBody>;

/** instance/saveDraft: the same as start; `draftId` updates an existing draft of the caller. */
export const SaveInstanceDraftBody = StartInstanceBody;
export type SaveInstanceDraftBody = Static<typeof SaveInstanceDraftBody>;

/** instance/getFormAndBO: the start form of a definition, or of a draft of the caller. */
export const FormAndBOBody = Type.Object(StartTarget);
export type FormAndBOBody = Static<typeof FormAndBOBody>;

/** instance/get?id and removeDraftById?id. */
export const InstanceIdQuery = Type.Object({ id: Type.Optional(Id), instId: Type.Optional(Id) });
export type InstanceIdQuery = Static<typeof InstanceIdQuery>;

/** instance/getInstFormAndBO?instId(&taskId): the instance's form, with the task's node permissions. */
export const InstFormAndBOQuery = Type.Object({
  instId: Id,
  taskId: Type.Optional(Id),
  leaderId: Type.Optional(Id),
});
export type InstFormAndBOQuery = Static<typeof InstFormAndBOQuery>;

/** task/* ?taskId (leaderId: the leader a secretary acts for). */
export const TaskIdQuery = Type.Object({ taskId: Id, leaderId: Type.Optional(Id) });
export type TaskIdQuery = Static<typeof TaskIdQuery>;

/** task/complete: agree or oppose with an opinion, the form's changed values and attachments. */
export const CompleteTaskBody = Type.Object({
  taskId: Id,
  actionName: StringEnum(COMPLETE_ACTIONS),
  opinion: Type.String({ maxLength: OPINION_MAX_LENGTH }),
  data: Type.Optional(FormDataInput),
  files: Type.Optional(FileListInput),
  leaderId: Type.Optional(Id),
});
export type CompleteTaskBody = Static<typeof CompleteTaskBody>;

/** task/saveDraft: the handler's unsent opinion, values and attachments. */
export const SaveTaskDraftBody = Type.Object({
  taskId: Id,
  opinion: Type.Optional(Type.String({ maxLength: OPINION_MAX_LENGTH })),
  data: Type.Optional(FormDataInput),
  files: Type.Optional(FileListInput),
  leaderId: Type.Optional(Id),
});
export type SaveTaskDraftBody = Static<typeof SaveTaskDraftBody>;
