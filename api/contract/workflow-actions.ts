import type { CallKey } from './calls.js';
import type { ApprovalStatus, CompleteResult, TaskLockCode } from './workflow.js';

/**
 * The task actions of the approval form (issue 14): their buttons, what each button's dialog asks for,
 * and the answers of their calls. The request shapes are TypeBox schemas in ./schemas/workflow-actions.ts
 * (re-exported below). The server decides who may do what: getButtonsBytaskId answers only the buttons the
 * caller may use on the task in its state, and every call refuses anything else with a message.
 */

export type {
  AfterJumpNodesBody,
  CommReplyBody,
  CopytoBody,
  LockUnlockQuery,
  NoticeIdQuery,
  ReadRecordQuery,
  RejectTaskQuery,
  SignFeedbackBody,
  TaskDelayQuery,
  TaskSignUsersBody,
  TaskUserBody,
  TaskUsersBody,
  UrgentBody,
  UrgentIdBody,
  UrgentStateBody,
} from './schemas/workflow-actions.js';

/** Where a reject sends the instance: the previous node, the initiator, or a chosen earlier node. */
export const BACK_MODELS = ['previous', 'initiator', 'node'] as const;
export type BackModel = (typeof BACK_MODELS)[number];

/**
 * After a reject, how the instance continues once the node it was sent to is handled (resubmitted):
 * normal, through the flow again; direct, straight back to the node that rejected.
 */
export const BACK_HAND_MODES = ['normal', 'direct'] as const;
export type BackHandMode = (typeof BACK_HAND_MODES)[number];

export const SIGN_FEEDBACK_ACTIONS = ['agree', 'oppose'] as const;
export type SignFeedbackAction = (typeof SIGN_FEEDBACK_ACTIONS)[number];

/** A task's due time moves at most this many hours per delay. */
export const TASK_DELAY_MAX_HOURS = 720;
/** One person urges one instance at most once in this many minutes. */
export const URGE_INTERVAL_MINUTES = 10;

/**
 * Every button of the approval form. The handler's: agree … delay; the initiator's on a pending task of
 * their instance: urge (circulate too); the receivers': inquiryReply, communicateReply, signFeedback.
 */
export const TASK_ACTION_ALIASES = [
  'agree',
  'oppose',
  'saveDraft',
  'resubmit',
  'reject',
  'lock',
  'unlock',
  'inquiry',
  'communicate',
  'transfer',
  'delegate',
  'addSign',
  'circulate',
  'delay',
  'urge',
  'inquiryReply',
  'communicateReply',
  'signFeedback',
] as const;
export type TaskActionAlias = (typeof TASK_ACTION_ALIASES)[number];

/** The buttons no node setting chooses: by the task's state (resubmit, lock, unlock) or not the handler's. */
const STATE_AND_OTHERS_BUTTONS: readonly TaskActionAlias[] = [
  'resubmit',
  'lock',
  'unlock',
  'urge',
  'inquiryReply',
  'communicateReply',
  'signFeedback',
];

/**
 * The handler's buttons a node's settings choose from, in the form's order, agree … delay (the designer
 * offers these; getButtonsBytaskId answers no others to a handler). A node that names none offers
 * TASK_BUTTON_ALIASES.
 */
export const HANDLER_BUTTONS: readonly TaskActionAlias[] = TASK_ACTION_ALIASES.filter(
  (alias) => !STATE_AND_OTHERS_BUTTONS.includes(alias),
);

export const TASK_ACTION_LABELS: Record<TaskActionAlias, string> = {
  agree: '同意',
  oppose: '反对',
  saveDraft: '保存草稿',
  resubmit: '重新提交',
  reject: '驳回',
  lock: '锁定',
  unlock: '解锁',
  inquiry: '问询',
  communicate: '沟通',
  transfer: '转办',
  delegate: '委托',
  addSign: '加签',
  circulate: '传阅',
  delay: '延期',
  urge: '催办',
  inquiryReply: '回复问询',
  communicateReply: '回复沟通',
  signFeedback: '加签反馈',
};

/**
 * What a button's dialog asks for:
 * - opinion: the opinion text (required when `opinionRequired`);
 * - user: one person (user picker); users: one or more (user picker, at most ACTION_MAX_USERS);
 * - backModel: previous | initiator | node, with `node` a node from getAfterJumpNodes, and backHandMode;
 * - vote: agree or oppose; hours: a whole number of hours (1 … TASK_DELAY_MAX_HOURS);
 * - commId / signId: the pending inquiry, communication or added-signer request (from taskDetailBo's
 *   `actions`) the reply answers.
 */
export type TaskActionInput =
  | 'opinion'
  | 'user'
  | 'users'
  | 'backModel'
  | 'vote'
  | 'hours'
  | 'commId'
  | 'signId';

export interface TaskActionSpec {
  /** The call the button makes. */
  call: CallKey;
  /** A second call for several people (transfer to more than one: instance/transToMore). */
  callForMany?: CallKey;
  inputs: TaskActionInput[];
  opinionRequired: boolean;
}

export const TASK_ACTION_SPECS: Record<TaskActionAlias, TaskActionSpec> = {
  agree: { call: 'task/complete', inputs: ['opinion'], opinionRequired: false },
  oppose: { call: 'task/complete', inputs: ['opinion'], opinionRequired: false },
  saveDraft: { call: 'task/saveDraft', inputs: ['opinion'], opinionRequired: false },
  /** The initiator's task after a reject to the initiator: task/complete with actionName agree. */
  resubmit: { call: 'task/complete', inputs: ['opinion'], opinionRequired: false },
  reject: { call: 'task/taskToReject', inputs: ['backModel', 'opinion'], opinionRequired: true },
  lock: { call: 'task/lockUnlock', inputs: [], opinionRequired: false },
  unlock: { call: 'task/lockUnlock', inputs: [], opinionRequired: false },
  inquiry: { call: 'task/taskToInqu', inputs: ['users', 'opinion'], opinionRequired: true },
  communicate: { call: 'task/communicate', inputs: ['users', 'opinion'], opinionRequired: true },
  transfer: {
    call: 'task/taskToTrans',
    callForMany: 'instance/transToMore',
    inputs: ['users', 'opinion'],
    opinionRequired: false,
  },
  delegate: { call: 'task/delegate', inputs: ['user', 'opinion'], opinionRequired: false },
  addSign: { call: 'task/userTaskToSign', inputs: ['users', 'opinion'], opinionRequired: false },
  circulate: { call: 'instance/doNextCopyto', inputs: ['users', 'opinion'], opinionRequired: false },
  delay: { call: 'task/taskDelayById', inputs: ['hours'], opinionRequired: false },
  urge: { call: 'instance/sendBpmTaskUrgent', inputs: ['opinion'], opinionRequired: true },
  inquiryReply: { call: 'task/taskToInquReply', inputs: ['commId', 'opinion'], opinionRequired: true },
  communicateReply: { call: 'instance/doNextcommu', inputs: ['commId', 'opinion'], opinionRequired: true },
  signFeedback: {
    call: 'task/userAddSignFeedback',
    inputs: ['signId', 'vote', 'opinion'],
    opinionRequired: false,
  },
};

/**
 * The kinds of the notices the task actions put in people's read-notice lists (bpm_task_reads, the
 * getNoticeTodoReadList rows' `kind`), besides the copy-to (copyto) of the node settings.
 */
export const TASK_NOTICE_KINDS = [
  'copyto',
  'circulate',
  'inquiry',
  'inquiryReply',
  'communicate',
  'communicateReply',
  'transfer',
  'delegate',
  'sign',
  'signResult',
  'urge',
] as const;
export type TaskNoticeKind = (typeof TASK_NOTICE_KINDS)[number];
export const TASK_NOTICE_KIND_LABELS: Record<TaskNoticeKind, string> = {
  copyto: '知会',
  circulate: '传阅',
  inquiry: '问询',
  inquiryReply: '问询回复',
  communicate: '沟通',
  communicateReply: '沟通回复',
  transfer: '转办',
  delegate: '委托',
  sign: '加签',
  signResult: '加签结果',
  urge: '催办',
};

/** A node a task may be rejected to (getAfterJumpNodes), with who handled it last. */
export interface JumpNode {
  nodeId: string;
  name: string;
  /** The people the node goes back to (its last handlers; the initiator for START). */
  handlerNames: string[];
  /** START for the initiator. */
  nodeType: 'START' | 'USERTASK' | 'SIGNTASK';
}

/** getAfterJumpNodes: where a reject may send the task. */
export interface AfterJumpNodes {
  /** The node `previous` sends it to (the initiator's START when it is the first node). */
  previous: JumpNode;
  /** Every earlier node handled in this instance, in flow order, START first. */
  nodes: JumpNode[];
}

/** taskToReject: the opinion status recorded (reject or backToStart) and the tasks it created. */
export interface RejectResult extends CompleteResult {
  statusVal: Extract<ApprovalStatus, 'reject' | 'backToStart'>;
}

/** lockUnlock: the task's lock status after the call. */
export interface LockResult {
  taskId: string;
  lockStatus: TaskLockCode;
}

export const COMM_KINDS = ['inquiry', 'communicate', 'transfer', 'delegate'] as const;
export type CommKind = (typeof COMM_KINDS)[number];

/**
 * An inquiry, a communication (with its reply), or a record of a transfer or delegation, collected on the
 * task (taskDetailBo `actions.comms`, and each action's answer).
 */
export interface TaskComm {
  id: string;
  taskId: string;
  instId: string;
  kind: CommKind;
  senderId: string;
  senderName: string;
  receiverId: string;
  receiverName: string;
  /** The question, or the reason. */
  opinion: string | null;
  /** pending: waiting for the reply; replied; done (transfer and delegate records). */
  status: 'pending' | 'replied' | 'done';
  reply: string | null;
  createTime: string;
  replyTime: string | null;
}

/** One added signer of a task (userTaskToSign) and their feedback. */
export interface TaskSignUser {
  id: string;
  taskId: string;
  userId: string;
  userName: string;
  /** `closed`: the round decided before this signer voted, so their vote is no longer asked. */
  status: 'pending' | SignFeedbackAction | 'closed';
  opinion: string | null;
  createTime: string;
  replyTime: string | null;
}

/**
 * taskSignUsers: the current round of added signers and its result by the node's vote rule (its
 * countersign pass ratio, else everyone must agree): pending until decided, then signPass or signNotPass.
 */
export interface TaskSignRound {
  taskId: string;
  signers: TaskSignUser[];
  /** Agreements needed to pass. */
  needed: number;
  result: 'pending' | Extract<ApprovalStatus, 'signPass' | 'signNotPass'>;
}

/** What a caller who is not the task's handler may answer on it (returned by taskDetailBo as `actions`). */
export interface TaskActionsState {
  /** The task's inquiries, communications, transfers and delegations (a receiver sees their own). */
  comms: TaskComm[];
  /** The current add-sign round, if any. */
  sign: TaskSignRound | null;
  /** The caller's pending inquiry/communication to reply to, and their pending add-sign request. */
  myPendingComms: TaskComm[];
  mySignRequest: TaskSignUser | null;
}

/** A reminder (sendBpmTaskUrgent answers them, getUrgrntById one). */
export interface TaskUrgent {
  id: string;
  instId: string;
  taskId: string;
  taskName: string;
  senderId: string;
  senderName: string;
  opinion: string;
  /** Who was reminded (the task's candidates). */
  receiverNames: string[];
  createTime: string;
}

/** getUrgentStateConf: whether the caller may urge now (and why not), and the tasks a reminder reaches. */
export interface UrgentStateConf {
  instId: string;
  canUrge: boolean;
  message?: string;
  intervalMinutes: number;
  lastUrgeTime: string | null;
  tasks: { taskId: string; name: string; handlerNames: string[]; dueTime: string | null }[];
}

/** taskDelayById: the new due time. */
export interface DelayResult {
  taskId: string;
  dueTime: string;
}

/** doNextCopyto: how many people got a notice (those who had one already are not counted twice). */
export interface CopytoResult {
  instId: string;
  receiverNames: string[];
}

/** addReadRecord / noticeTurnDode / delBpmTaskNoticeById: how many notices changed. */
export interface NoticeResult {
  count: number;
}

/** A transfer or delegation: who holds the task now. */
export interface HandOverResult {
  taskId: string;
  candidateNames: string[];
}
