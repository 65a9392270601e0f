/** The 14 approval statuses of the flow chart legend and the opinion table, in legend order. */
export const APPROVAL_STATUSES = [
  'awaiting_check',
  'submit',
  'resubmit',
  'agree',
  'suspend',
  'oppose',
  'reject',
  'backToStart',
  'revoke',
  'revokeToStart',
  'signPass',
  'signNotPass',
  'manualEnd',
  'end',
] as const;
export type ApprovalStatus = (typeof APPROVAL_STATUSES)[number];

/** The legend's zh-CN texts; elements translate them. */
export const APPROVAL_STATUS_LABELS: Record<ApprovalStatus, string> = {
  awaiting_check: '待审批',
  submit: '提交',
  resubmit: '重新提交',
  agree: '同意',
  suspend: '挂起',
  oppose: '反对',
  reject: '驳回',
  backToStart: '驳回到发起人',
  revoke: '撤回',
  revokeToStart: '撤回到发起人',
  signPass: '会签通过',
  signNotPass: '会签不通过',
  manualEnd: '人工终止',
  end: '完成',
};

/** Opinion status of a row still waiting for its approver. */
export const PENDING_OPINION_STATUS = 'awaiting_check';

/** Task lock status by code (canLock answers the code). */
export const TASK_LOCK_STATUSES = [
  { code: 0, name: 'hasHandle' },
  { code: 1, name: 'canLock' },
  { code: 2, name: 'NoUnlock' },
  { code: 3, name: 'canUnlock' },
  { code: 4, name: 'LockedBySomeone' },
  { code: 5, name: 'adminOperate' },
] as const;
export type TaskLockCode = (typeof TASK_LOCK_STATUSES)[number]['code'];
export type TaskLockName = (typeof TASK_LOCK_STATUSES)[number]['name'];

export const TASK_LOCK_NAME_BY_CODE = Object.fromEntries(
  TASK_LOCK_STATUSES.map((status) => [status.code, status.name]),
) as Record<TaskLockCode, TaskLockName>;

export const NODE_TYPES = [
  'START',
  'END',
  'INCLUSIVEGATEWAY',
  'EXCLUSIVEGATEWAY',
  'PARALLELGATEWAY',
  'USERTASK',
  'SIGNTASK',
  'CUSTOMSIGNTASK',
] as const;
export type NodeType = (typeof NODE_TYPES)[number];

/** Where a node sits on the flow chart image. */
export interface NodeLayoutEntry {
  nodeId: string;
  nodeType: NodeType;
  x: number;
  y: number;
  width: number;
  height: number;
}

/** A candidate group of a pending node (a user, a role, a post...) with its users. */
export interface OpinionCandidate {
  id: string;
  name: string;
  type?: string;
  users?: { id: string; name: string }[];
}

/** One row of the opinion table: a node's handling. */
export interface NodeOpinion {
  taskName: string;
  auditor?: string | null;
  auditorName?: string | null;
  qualfieds?: OpinionCandidate[];
  qualfiedNames?: string | null;
  createTime: string;
  completeTime?: string | null;
  /** Dwell time in milliseconds. */
  durMs?: number | null;
  /** An ApprovalStatus. */
  statusVal: string;
  /** 0 = unread by the pending approver. */
  isRead?: number;
  opinion?: string | null;
  /** JSON list of FileListEntry. */
  files?: string | null;
}

export interface Task {
  taskId: string;
  leaderId?: string;
  instId: string;
  defId: string;
  nodeId: string;
  bpmTask?: Record<string, unknown>;
  curNodeDef?: Record<string, unknown>;
  formKey?: string;
  flowKey?: string;
}

export interface ProcessInstance {
  instId: string;
  defId: string;
  bpmnInstId?: string;
  instanceId?: string;
}
