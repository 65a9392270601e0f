import { type Static, Type } from 'typebox';
import { COMPLETE_ACTIONS } from '../workflow.js';
import { INSTANCE_SUSPEND_TYPES, PRINT_TYPES } from '../workflow-instance.js';
import { Id, StringEnum, Text, TextList } from './common.js';
import { FileListInput, OPINION_MAX_LENGTH } from './workflow.js';

/**
 * Requests of the instance actions, the remaining instance and task reads of spec 7, printing,
 * the watermark and the form's modify records (issue 14). Answers are in ../workflow-instance.ts.
 */

/** The most tasks one batch handles, and the most ids a remove or a by-ids read names. */
export const BATCH_MAX_TASKS = 50;
export const IDS_MAX = 100;

const Opinion = Type.String({ maxLength: OPINION_MAX_LENGTH });
/** The page of a list read (as a query body's pageBean). */
const PageBean = Type.Optional(
  Type.Object({
    page: Type.Optional(Type.Integer({ minimum: 1, maximum: 1_000_000 })),
    pageSize: Type.Optional(Type.Integer({ minimum: 1, maximum: 100 })),
  }),
);

/** An instance by `instId` (or `id`), as instance/get takes it; used by the GET reads of an instance. */
export const InstQuery = Type.Object({ instId: Type.Optional(Id), id: Type.Optional(Id) });
export type InstQuery = Static<typeof InstQuery>;

/** task/retrieveBpmTask?taskId: the caller's handled task to take back (its next tasks still unopened). */
export const RetrieveQuery = Type.Object({
  taskId: Id,
  opinion: Type.Optional(Type.String({ maxLength: 500 })),
});
export type RetrieveQuery = Static<typeof RetrieveQuery>;

/** instance/revokeInstance: the initiator withdraws the running instance (optional reason). */
export const RevokeInstanceBody = Type.Object({ instId: Id, opinion: Type.Optional(Opinion) });
export type RevokeInstanceBody = Static<typeof RevokeInstanceBody>;

/**
 * instance/doEndProcess: manual termination with a required reason, by the handler of the pending task
 * `taskId` (leaderId: for a leader) or, by `instId`, by a workflow administrator.
 */
export const EndProcessBody = Type.Object({
  taskId: Type.Optional(Id),
  instId: Type.Optional(Id),
  opinion: Text(OPINION_MAX_LENGTH),
  leaderId: Type.Optional(Id),
});
export type EndProcessBody = Static<typeof EndProcessBody>;

/** instance/doEndProcessById?instId&opinion: the same by the instance (GET). */
export const EndProcessByIdQuery = Type.Object({
  instId: Type.Optional(Id),
  id: Type.Optional(Id),
  opinion: Text(500),
  leaderId: Type.Optional(Id),
});
export type EndProcessByIdQuery = Static<typeof EndProcessByIdQuery>;

/** instance/{type}: `hang-up` suspends, `cancel` resumes (the type in the path). */
export const SuspendParams = Type.Object({ type: StringEnum(INSTANCE_SUSPEND_TYPES) });
export type SuspendParams = Static<typeof SuspendParams>;
/** …with the instance and an optional reason in the query. */
export const SuspendQuery = Type.Object({
  instId: Type.Optional(Id),
  id: Type.Optional(Id),
  opinion: Type.Optional(Type.String({ maxLength: 500 })),
});
export type SuspendQuery = Static<typeof SuspendQuery>;

/** task/remove?ids and instance/remove?ids (comma-separated or repeated). */
export const IdsQuery = Type.Object({ ids: TextList(IDS_MAX) });
export type IdsQuery = Static<typeof IdsQuery>;

/** taskFollow/save: the nodes of an instance the caller follows (the whole set; empty: none). */
export const FollowSaveBody = Type.Object({
  instId: Id,
  nodeIds: Type.Array(Id, { maxItems: 50 }),
});
export type FollowSaveBody = Static<typeof FollowSaveBody>;

/** task/batchHandle: agree or oppose several tasks with one opinion. */
export const BatchHandleBody = Type.Object({
  taskIds: Type.Array(Id, { minItems: 1, maxItems: BATCH_MAX_TASKS }),
  actionName: StringEnum(COMPLETE_ACTIONS),
  opinion: Opinion,
});
export type BatchHandleBody = Static<typeof BatchHandleBody>;

/** task/filterUnBatchable?taskIds: which of these tasks a batch cannot handle, and why. */
export const TaskIdsQuery = Type.Object({ taskIds: TextList(BATCH_MAX_TASKS) });
export type TaskIdsQuery = Static<typeof TaskIdsQuery>;

/** task/instanceDetail: an instance with its form (the task's node permissions with `taskId`). */
export const InstanceDetailBody = Type.Object({
  instId: Id,
  taskId: Type.Optional(Id),
  leaderId: Type.Optional(Id),
});
export type InstanceDetailBody = Static<typeof InstanceDetailBody>;

/** instance/getInstanceByPks: several instances by id (those the caller may not see are left out). */
export const InstanceIdsBody = Type.Object({ ids: Type.Array(Id, { minItems: 1, maxItems: IDS_MAX }) });
export type InstanceIdsBody = Static<typeof InstanceIdsBody>;

/** instance/relatedProcess, getByRecordInstId: an instance in the body. */
export const InstBody = Type.Object({ instId: Id });
export type InstBody = Static<typeof InstBody>;

/** task/createBpmSaveOpinion: keeps the handler's opinion (and attachments) on the task, unsent. */
export const SaveOpinionBody = Type.Object({
  taskId: Id,
  opinion: Opinion,
  files: Type.Optional(FileListInput),
  leaderId: Type.Optional(Id),
});
export type SaveOpinionBody = Static<typeof SaveOpinionBody>;

/** task/getMyRequestTask: the pending tasks of the caller's requests (of one instance with `instId`). */
export const MyRequestTaskBody = Type.Object({ instId: Type.Optional(Id) });
export type MyRequestTaskBody = Static<typeof MyRequestTaskBody>;

/** task/getNotice: the caller's notices, one by `id`, or those of an instance (`instId`). */
export const NoticeQuery = Type.Object({ id: Type.Optional(Id), instId: Type.Optional(Id) });
export type NoticeQuery = Static<typeof NoticeQuery>;

/** bpmPrintRecord/printLog: the caller printed (or exported) the instance's form. */
export const PrintLogBody = Type.Object({
  instId: Id,
  type: StringEnum(PRINT_TYPES),
  taskId: Type.Optional(Id),
});
export type PrintLogBody = Static<typeof PrintLogBody>;

/** bpmPrintRecord/query: print records, of one instance (`instId`) or all the caller's own. */
export const PrintQueryBody = Type.Object({ instId: Type.Optional(Id), pageBean: PageBean });
export type PrintQueryBody = Static<typeof PrintQueryBody>;

/** The instance's form as a Word document (recorded as a 'word' print). */
export const InstanceWordPrintBody = Type.Object({ instId: Id, taskId: Type.Optional(Id) });
export type InstanceWordPrintBody = Static<typeof InstanceWordPrintBody>;

/** boDataModifyRecord/listJsonQuery: the form's changes of an instance, oldest first. */
export const ModifyRecordQueryBody = Type.Object({ instId: Id, pageBean: PageBean });
export type ModifyRecordQueryBody = Static<typeof ModifyRecordQueryBody>;
