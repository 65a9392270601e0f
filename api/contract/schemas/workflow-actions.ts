import { type Static, Type } from 'typebox';
import {
  BACK_HAND_MODES,
  BACK_MODELS,
  SIGN_FEEDBACK_ACTIONS,
  TASK_DELAY_MAX_HOURS,
} from '../workflow-actions.js';
import { Id, StringEnum } from './common.js';
import { OPINION_MAX_LENGTH } from './workflow.js';

/**
 * The request shapes of the task actions (issue 14): reject, lock, inquiry, communicate, transfer,
 * delegate, add signers, circulate, mark read, urge and delay. The answers are in ../workflow-actions.ts.
 * Whether the caller may, and in which state, is decided by the server.
 */

/** The opinion (reason, question, reply…) of an action: plain text; some actions require one (server). */
const Opinion = Type.String({ maxLength: OPINION_MAX_LENGTH });

/** The people an action names (users of the selector calls). */
export const ACTION_MAX_USERS = 20;
const UserIds = Type.Array(Id, { minItems: 1, maxItems: ACTION_MAX_USERS });

/** The task acted on, and the leader a secretary acts for. */
const TaskRef = { taskId: Id, leaderId: Type.Optional(Id) };

/** task/lockUnlock?taskId(&leaderId): locks a task with several candidates for the caller, or unlocks it. */
export const LockUnlockQuery = Type.Object(TaskRef);
export type LockUnlockQuery = Static<typeof LockUnlockQuery>;

/** task/getAfterJumpNodes: the earlier nodes a task may be rejected to. */
export const AfterJumpNodesBody = Type.Object(TaskRef);
export type AfterJumpNodesBody = Static<typeof AfterJumpNodesBody>;

/**
 * task/taskToReject?taskId&backModel&opinion(&destination&backHandMode): rejects the task to the previous
 * node, to the initiator, or to `destination` (a node getAfterJumpNodes offers). `backHandMode` direct: once
 * the rejected node is handled again (resubmitted), the instance goes straight back to the rejecting node.
 */
export const RejectTaskQuery = Type.Object({
  ...TaskRef,
  backModel: StringEnum(BACK_MODELS),
  destination: Type.Optional(Type.String({ minLength: 1, maxLength: 64 })),
  backHandMode: Type.Optional(StringEnum(BACK_HAND_MODES)),
  opinion: Opinion,
});
export type RejectTaskQuery = Static<typeof RejectTaskQuery>;

/**
 * task/taskToInqu (ask), task/communicate (consult), task/userTaskToSign (add signers), instance/transToMore
 * (transfer to several): the people and the opinion (the question, or the reason).
 */
export const TaskUsersBody = Type.Object({ ...TaskRef, userIds: UserIds, opinion: Opinion });
export type TaskUsersBody = Static<typeof TaskUsersBody>;

/** task/taskToTrans (transfer) and task/delegate: one person and the reason. */
export const TaskUserBody = Type.Object({ ...TaskRef, userId: Id, opinion: Opinion });
export type TaskUserBody = Static<typeof TaskUserBody>;

/** task/taskToInquReply and instance/doNextcommu: the reply to an inquiry or a communication (commId). */
export const CommReplyBody = Type.Object({ commId: Id, opinion: Opinion });
export type CommReplyBody = Static<typeof CommReplyBody>;

/** task/taskSignUsers: the added signers of a task and their feedback. */
export const TaskSignUsersBody = Type.Object({ taskId: Id });
export type TaskSignUsersBody = Static<typeof TaskSignUsersBody>;

/** task/userAddSignFeedback: an added signer's vote (agree or oppose) with an opinion. */
export const SignFeedbackBody = Type.Object({
  signId: Id,
  actionName: StringEnum(SIGN_FEEDBACK_ACTIONS),
  opinion: Opinion,
});
export type SignFeedbackBody = Static<typeof SignFeedbackBody>;

/**
 * instance/doNextCopyto: circulates an instance to people (their read-notice lists). `taskId` when the
 * caller circulates as the handler of a task; the initiator may circulate without one.
 */
export const CopytoBody = Type.Object({
  instId: Id,
  taskId: Type.Optional(Id),
  leaderId: Type.Optional(Id),
  userIds: UserIds,
  opinion: Type.Optional(Opinion),
});
export type CopytoBody = Static<typeof CopytoBody>;

/**
 * task/addReadRecord?taskId and task/noticeTurnDode?taskId: marks the caller's notices read. `taskId` names
 * a notice (its id) or a task (every notice of the caller about it); `instId` every notice of an instance.
 */
export const ReadRecordQuery = Type.Object({ taskId: Type.Optional(Id), instId: Type.Optional(Id) });
export type ReadRecordQuery = Static<typeof ReadRecordQuery>;

/** task/delBpmTaskNoticeById?id: removes one of the caller's notices from their lists. */
export const NoticeIdQuery = Type.Object({ id: Id });
export type NoticeIdQuery = Static<typeof NoticeIdQuery>;

/** instance/sendBpmTaskUrgent: reminds the handlers of the instance's pending tasks (all, or `taskIds`). */
export const UrgentBody = Type.Object({
  instId: Id,
  taskIds: Type.Optional(Type.Array(Id, { minItems: 1, maxItems: 50 })),
  opinion: Opinion,
});
export type UrgentBody = Static<typeof UrgentBody>;

/** instance/getUrgentStateConf: whether the caller may urge the instance now, and whom. */
export const UrgentStateBody = Type.Object({ instId: Id });
export type UrgentStateBody = Static<typeof UrgentStateBody>;

/** instance/getUrgrntById: one reminder. */
export const UrgentIdBody = Type.Object({ id: Id });
export type UrgentIdBody = Static<typeof UrgentIdBody>;

/** task/taskDelayById?taskId&hours: moves the task's due time `hours` later (from now when none or past). */
export const TaskDelayQuery = Type.Object({
  ...TaskRef,
  hours: Type.Integer({ minimum: 1, maximum: TASK_DELAY_MAX_HOURS }),
});
export type TaskDelayQuery = Static<typeof TaskDelayQuery>;
