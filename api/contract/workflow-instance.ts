import type { FileListEntry } from './files.js';
import type {
  BpmInstance,
  BpmOpinion,
  BpmTask,
  FormAndBO,
  I18nText,
  InstanceStatus,
  NodeSettings,
  NodeType,
} from './workflow.js';

export type {
  BatchHandleBody,
  EndProcessBody,
  EndProcessByIdQuery,
  FollowSaveBody,
  IdsQuery,
  InstanceDetailBody,
  InstanceIdsBody,
  InstanceWordPrintBody,
  InstBody,
  InstQuery,
  ModifyRecordQueryBody,
  MyRequestTaskBody,
  NoticeQuery,
  PrintLogBody,
  PrintQueryBody,
  RetrieveQuery,
  RevokeInstanceBody,
  SaveOpinionBody,
  SuspendParams,
  SuspendQuery,
  TaskIdsQuery,
} from './schemas/workflow-instance.js';

/**
 * The instance actions of issue 14 and who may take them (the server decides; every refusal is a clear
 * message and changes nothing):
 *
 * | action | call | who | when | opinion status | notified |
 * | --- | --- | --- | --- | --- | --- |
 * | take back | task/retrieveBpmTask?taskId | who handled `taskId` (or the secretary who did for a leader) | the instance runs, nobody acted after that step, and each task it created is still pending, unopened (unread), unlocked, without a draft | `revoke` (撤回) | the handlers of the tasks taken away |
 * | revoke | instance/revokeInstance | the initiator | the instance runs and no approver has acted yet (only the start and pending rows) | `revokeToStart` (撤回到发起人); the instance becomes `revoke` (已撤销) | the handlers of its pending tasks |
 * | terminate | instance/doEndProcess, doEndProcessById | the handler of a pending task of it (by taskId, or by instId when the caller holds one), or a workflow administrator | the instance runs | `manualEnd` (人工终止) with the required reason; the instance becomes `manualEnd` | the initiator and the other pending handlers |
 * | suspend | instance/hang-up | a handler of a pending task, or a workflow administrator | the instance runs and is not suspended | `suspend` (挂起) | the initiator and the pending handlers |
 * | resume | instance/cancel | who suspended it, or a workflow administrator | the instance is suspended | the `suspend` row gets its end time | the initiator and the pending handlers |
 * | remove tasks | task/remove?ids | a workflow administrator | tasks no longer pending (history) | — | — |
 * | remove instances | instance/remove?ids | a workflow administrator | instances that no longer run (ended, terminated, revoked) | — | — |
 * | remove own | instance/instRemove?instId | the initiator | their instance was revoked (`revoke`) | — | — |
 * | follow | taskFollow/save | whoever may see the instance | — | — | the follower, when a followed node is handled |
 * | batch | task/batchHandle | the handler of each task | each task as task/complete checks it | `agree` / `oppose` | as task/complete |
 *
 * A workflow administrator is a staff user with the enabled role 系统管理员 (`role-admin`); accounts of
 * the tender site (supplier, purchaser, the identity administrator `admin`) take no workflow actions.
 * While an instance is suspended nobody may handle its tasks (checkTaskAuth says so; complete refuses).
 * Notices land in the receivers' read-notice lists (NoticeReadRow.kind: one of INSTANCE_NOTICE_KINDS).
 * Collect and uncollect are bpmFlowCollect/{action} of the lists (workflowLists.collect / uncollect).
 */

/** The path types of instance/{type}: hang-up suspends, cancel resumes. */
export const INSTANCE_SUSPEND_TYPES = ['hang-up', 'cancel'] as const;
export type InstanceSuspendType = (typeof INSTANCE_SUSPEND_TYPES)[number];

/** The kinds of the notices the instance actions send (bpm_task_reads.kind), with their zh-CN texts. */
export const INSTANCE_NOTICE_KINDS = [
  'retrieve',
  'revoke',
  'manualEnd',
  'suspend',
  'resume',
  'follow',
] as const;
export type InstanceNoticeKind = (typeof INSTANCE_NOTICE_KINDS)[number];

/** The instance actions (InstanceActionRights.reasons is keyed by them). */
export const INSTANCE_ACTIONS = [
  'retrieve',
  'revoke',
  'terminate',
  'suspend',
  'resume',
  'remove',
  'instRemove',
] as const;
export type InstanceAction = (typeof INSTANCE_ACTIONS)[number];

/** What the caller may do to an instance now (instanceDetail answers it; each is checked again on the call). */
export interface InstanceActionRights {
  instId: string;
  /** The caller's handled task that take back (retrieveBpmTask) would name, when it may. */
  retrieveTaskId?: string | null;
  canRetrieve: boolean;
  canRevoke: boolean;
  canTerminate: boolean;
  canSuspend: boolean;
  canResume: boolean;
  /** instance/remove (a workflow administrator, the instance no longer runs). */
  canRemove: boolean;
  /** instance/instRemove (the initiator, the instance was revoked). */
  canInstRemove: boolean;
  suspended: boolean;
  /** Why each refused action is refused (zh-CN; in the caller's language on the server's answer). */
  reasons: Partial<Record<InstanceAction, string>>;
}

/** getSponsorRevokeByInstId: whether the initiator may revoke, and if not why. */
export interface RevokeState {
  instId: string;
  canRevoke: boolean;
  message?: string;
}

/** What an instance action led to. */
export interface InstanceActionResult {
  instId: string;
  status: InstanceStatus;
  suspended: boolean;
  /** Take back: the caller's task again at the node taken back. */
  taskId?: string;
}

/** The instance's status plus whether it is suspended (BpmInstance with the flag; instanceDetail). */
export interface InstanceWithState extends BpmInstance {
  suspended: boolean;
  suspendTime?: string | null;
  suspendedBy?: string | null;
}

/** task/instanceDetail: an instance, its form, opinions, pending tasks and what the caller may do. */
export interface InstanceDetail {
  instance: InstanceWithState;
  formAndBO: FormAndBO;
  opinions: BpmOpinion[];
  /** The pending tasks (getBpmTaskByInstId). */
  tasks: BpmTask[];
  rights: InstanceActionRights;
}

/** taskFollow/getFollowedNode: the user task nodes of the instance and which the caller follows. */
export interface FollowedNodes {
  instId: string;
  nodes: { nodeId: string; name: string; nodeType: NodeType; followed: boolean }[];
}

/** Why a batch cannot handle a task. */
export const UNBATCHABLE_REASONS = [
  'form',
  'opinion',
  'choice',
  'authority',
  'locked',
  'handled',
  'suspended',
] as const;
export type UnbatchableReason = (typeof UNBATCHABLE_REASONS)[number];

/** filterUnBatchable: a task the batch refuses, with the reason (code and message). */
export interface UnbatchableTask {
  taskId: string;
  subject?: string;
  nodeName?: string;
  reason: UnbatchableReason;
  message: string;
}

/** task/batchHandle: each task's outcome (handled ones went through task/complete's step). */
export interface BatchHandleResult {
  handled: number;
  results: { taskId: string; ok: boolean; message?: string; reason?: UnbatchableReason }[];
}

/** A node after another, with who would handle it (nextTask, nextExecutor). */
export interface NextNode {
  nodeId: string;
  name: string;
  nodeType: NodeType;
  /** nextExecutor: the people it would go to (empty when none is found now). */
  executors?: { id: string; name: string }[];
}

/** task/taskNode, getCurNodeProperties: the task's node with its settings. */
export interface TaskNodeInfo {
  taskId: string;
  nodeId: string;
  name: string;
  nodeType: NodeType;
  settings: NodeSettings;
  /** The first user task after the start (taskIsFirstNode). */
  isFirstNode: boolean;
}

/** getCandidatesListByTaskId: who may handle a task. */
export interface TaskCandidate {
  id: string;
  name: string;
  account: string;
}

/** getExcutorNameByInstId: who holds each current node. */
export interface NodeExecutorNames {
  nodeId: string;
  name: string;
  executorNames: string[];
}

/** getRelatedInformationById: an instance in short, with its attachments and print and change counts. */
export interface RelatedInformation {
  instId: string;
  subject: string;
  defKey: string;
  defName: string;
  status: InstanceStatus;
  suspended: boolean;
  creatorName: string;
  createTime: string;
  endTime?: string | null;
  currentNodes: NonNullable<BpmInstance['currentNodes']>;
  /** The files on the form and on its opinions. */
  attachments: FileListEntry[];
  printCount: number;
  modifyCount: number;
}

/** getByRecordInstId: the form record (business data) of an instance. */
export interface InstanceRecord {
  instId: string;
  defKey: string;
  data: Record<string, unknown>;
}

/** task/getNotice: one of the caller's notices (copy-to, circulate, or an instance action's). */
export interface TaskNotice {
  id: string;
  instId: string;
  subject: string;
  kind: string;
  nodeId: string;
  nodeName: string;
  senderName: string;
  isRead: boolean;
  createTime: string;
  readTime?: string | null;
  /** The sender's note (a circulation's opinion). */
  opinion?: string | null;
}

/** How a form left the portal. */
export const PRINT_TYPES = ['print', 'word', 'pdf'] as const;
export type PrintType = (typeof PRINT_TYPES)[number];

/** A print record (bpmPrintRecord). */
export interface PrintRecord {
  id: string;
  instId: string;
  subject: string;
  type: PrintType;
  userId: string;
  userName: string;
  account: string;
  createTime: string;
}

/** bpmWatermark/getByInstId: the text laid over previews and prints (the viewer's account and the time). */
export interface Watermark {
  instId: string;
  enabled: boolean;
  account: string;
  fullname: string;
  /** The server's time, ISO. */
  time: string;
  /** `account fullname yyyy-MM-dd HH:mm` (Beijing time). */
  text: string;
}

/** One field's change in a modify record. */
export interface FieldChange {
  field: string;
  label: string;
  labelI18n?: I18nText;
  before: unknown;
  after: unknown;
}

/** boDataModifyRecord: the form values a node changed when its task was completed. */
export interface ModifyRecord {
  id: string;
  instId: string;
  taskId: string | null;
  nodeId: string;
  nodeName: string;
  userId: string;
  userName: string;
  createTime: string;
  changes: FieldChange[];
}
