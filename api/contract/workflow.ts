import type { FileListEntry } from './files.js';
import type { FieldPermission } from './signature.js';
import type { TaskActionAlias, TaskActionsState } from './workflow-actions.js';

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

/** Opinion status of a circulation (doNextCopyto) with its note: beside the legend, not a step of the flow. */
export const CIRCULATE_OPINION_STATUS = 'circulate';

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
  // Every other flow node of a model another tool wrote, so the chart lists it (issue 37).
  'INTERMEDIATEEVENT',
  'BOUNDARYEVENT',
  'TASK',
  'SERVICETASK',
  'CALLACTIVITY',
  'SUBPROCESS',
  'EVENTBASEDGATEWAY',
  'COMPLEXGATEWAY',
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

// ---------------------------------------------------------------------------------------------------
// Issue 13: definitions, forms, instances, tasks and the actions of the approval form.
// The request shapes are TypeBox schemas in ./schemas/workflow.ts; their types are re-exported here.

export type {
  CompleteTaskBody,
  DefIdOrKeyQuery,
  DefListBody,
  FormAndBOBody,
  InstanceIdQuery,
  InstFormAndBOQuery,
  SaveInstanceDraftBody,
  SaveTaskDraftBody,
  StartInstanceBody,
  StartRightQuery,
  TaskIdQuery,
} from './schemas/workflow.js';

/**
 * Permission of a form field (or of the opinion box) at a node: FieldPermission of signature.ts — b required
 * (must be filled), w writable, r read-only, n hidden.
 */
export type { FieldPermission } from './signature.js';

/** The kinds of form fields the one form element renders. */
export const FORM_FIELD_TYPES = [
  'text',
  'textarea',
  'number',
  'money',
  'date',
  'select',
  'radio',
  'file',
  /** People picked with the user picker: a list of { id, name }. */
  'user',
  /** Organisations picked from the organisation list: a list of { id, name }. */
  'org',
  /** Rich text (sanitized HTML, stored sanitized by the server). */
  'richtext',
] as const;
export type FormFieldType = (typeof FORM_FIELD_TYPES)[number];

/** Labels of data in the other two languages (the zh-CN text is the field itself). */
export type I18nText = Partial<Record<'zh-TW' | 'en-US', string>>;

export interface FormFieldOption {
  value: string;
  label: string;
  labelI18n?: I18nText;
}

/** One field of a definition's form, with its validation. */
export interface FormField {
  /** The key of the value in the form data. */
  name: string;
  label: string;
  labelI18n?: I18nText;
  type: FormFieldType;
  /** Required wherever the field is writable (a node's 'b' makes it required there too). */
  required?: boolean;
  /** number/money: smallest and largest value; text/textarea: shortest and longest length. */
  min?: number;
  max?: number;
  minLength?: number;
  maxLength?: number;
  /** number: digits after the point (0 = integers only); money is 2. */
  precision?: number;
  /** text: a regular expression the value must match, and its message. */
  pattern?: string;
  patternMessage?: string;
  patternMessageI18n?: I18nText;
  /** select/radio. */
  options?: FormFieldOption[];
  placeholder?: string;
  placeholderI18n?: I18nText;
  /** Unit shown after the input (天, 元). */
  unit?: string;
  unitI18n?: I18nText;
  /** How many columns of the form grid the field spans (up to the form's columns). */
  span?: 1 | 2 | 3;
  /** file: at most this many files (default UPLOAD_MAX_FILES). */
  maxFiles?: number;
}

/** A rule across fields: the date in `end` is not before the one in `start`. */
export interface FormRule {
  kind: 'dateOrder';
  start: string;
  end: string;
}

/**
 * A definition's form: its fields in order, and each node's field permissions. A field a node does not
 * name falls back to `permissions['*']`, then to 'r'. The start node's id is START_NODE_KEY.
 */
export interface FormDefinition {
  key: string;
  name: string;
  /** The name in the other languages (the printed form's title). */
  nameI18n?: I18nText;
  fields: FormField[];
  rules?: FormRule[];
  permissions: Record<string, Record<string, FieldPermission>>;
  /** Fields per row on a wide screen (the form editor's layout); 2 when left out. */
  columns?: 1 | 2 | 3;
}

/** The key of the start form's permissions in FormDefinition.permissions and of the start node. */
export const START_NODE_KEY = 'start';

/** The form values: field name → value (text, number, or a JSON file list for file fields). */
export type FormValues = Record<string, unknown>;

/** How the assignees of a user task are found. */
export const ASSIGNEE_KINDS = [
  'user',
  'role',
  'post',
  'orgLeader',
  'initiatorLeader',
  'initiator',
  /** The users a user field of the form holds (ids: the field names). */
  'formField',
] as const;
export type AssigneeKind = (typeof ASSIGNEE_KINDS)[number];

/** One assignee rule: users by id, every user of roles/posts, the leader of orgs, or of the initiator's org. */
export interface AssigneeRule {
  kind: AssigneeKind;
  /** user/role/post/orgLeader: the ids; formField: the field names; unused by initiator and initiatorLeader. */
  ids?: string[];
}

/** The buttons a node offers its handler when its settings name none: agree, oppose and saveDraft. */
export const TASK_BUTTON_ALIASES = ['agree', 'oppose', 'saveDraft'] as const;
export type TaskButtonAlias = (typeof TASK_BUTTON_ALIASES)[number];

/** A button getButtonsBytaskId answers. */
export interface TaskButton {
  /** One of TASK_ACTION_ALIASES (workflow-actions.ts): issue 14 adds reject, lock, transfer… */
  alias: TaskActionAlias;
  /** zh-CN label; elements translate by alias. */
  name: string;
}

/** The complete actions (task/v1/complete actionName). */
export const COMPLETE_ACTIONS = ['agree', 'oppose'] as const;
export type CompleteAction = (typeof COMPLETE_ACTIONS)[number];

/** How a countersign (multi-instance) node decides. */
export interface CountersignRule {
  /** all: everyone signs; the node passes when agreements reach `passRatio` of the signers. */
  passRatio: number;
}

/** A node's settings in a definition (NodeDefinition of getDefDesignByDefId). */
export interface NodeSettings {
  nodeId: string;
  name: string;
  nodeType: NodeType;
  assignees?: AssigneeRule[];
  /** The buttons the node offers (TASK_ACTION_ALIASES); without a list agree, oppose and saveDraft. */
  buttons?: TaskActionAlias[];
  /** The opinion box at this node: b required, w optional, r read-only, n hidden. Default 'w'. */
  opinionPermission?: FieldPermission;
  /** SIGNTASK only. */
  countersign?: CountersignRule;
  /** Hours until the task is due, and until its handler is reminded (timers). */
  dueHours?: number;
  urgeHours?: number;
  /** Who gets a copy-to notice when the node is completed (an end event: when the instance ends there). */
  copyTo?: AssigneeRule[];
  /** END only: how an instance that ends here ended. */
  endResult?: 'approved' | 'rejected';
}

export const DEFINITION_STATUSES = ['deployed', 'forbidden'] as const;
export type DefinitionStatus = (typeof DEFINITION_STATUSES)[number];

/** A flow definition as the model service lists it. */
export interface BpmDefinition {
  id: string;
  defId: string;
  defKey: string;
  name: string;
  description?: string | null;
  categoryId?: string | null;
  categoryName?: string | null;
  version: number;
  /** 'Y' the main version. */
  isMain: 'Y' | 'N';
  status: DefinitionStatus;
  icon?: string | null;
  createTime: string;
  updateTime: string;
}

/** defGet: the definition with its form and node settings. */
export interface BpmDefinitionDetail extends BpmDefinition {
  form: FormDefinition;
  nodes: NodeSettings[];
}

/** getDefDesignByDefId: what the flow chart draws. */
export interface BpmDefinitionDesign {
  defId: string;
  defKey: string;
  name: string;
  /** BPMN 2.0 XML with DI. */
  bpmnXml: string;
  /** Every shape's bounds from the DI (USERTASK, SIGNTASK for multi-instance tasks...). */
  layout: NodeLayoutEntry[];
  nodes: NodeSettings[];
}

export const START_RIGHT_KINDS = ['user', 'org', 'role', 'post', 'everyone'] as const;
export type StartRightKind = (typeof START_RIGHT_KINDS)[number];

export interface StartRightEntry {
  kind: StartRightKind;
  /** '*' for everyone. */
  targetId: string;
  targetName: string;
}

/** defAuthorize/startRight: who may start a definition, and whether the caller may. */
export interface StartRightInfo {
  defKey: string;
  rights: StartRightEntry[];
  canStart: boolean;
}

export const INSTANCE_STATUSES = ['draft', 'running', 'end', 'manualEnd', 'revoke'] as const;
export type InstanceStatus = (typeof INSTANCE_STATUSES)[number];
export const INSTANCE_STATUS_LABELS: Record<InstanceStatus, string> = {
  draft: '草稿',
  running: '审批中',
  end: '已结束',
  manualEnd: '人工终止',
  revoke: '已撤销',
};

/** A process instance (instance/get, getInstanceByInstId). */
export interface BpmInstance extends ProcessInstance {
  id: string;
  defKey: string;
  defName: string;
  subject: string;
  status: InstanceStatus;
  creatorId: string;
  creatorName: string;
  createTime: string;
  updateTime: string;
  endTime?: string | null;
  /** How an ended instance ended: approved, or rejected by an opposing step. */
  result?: 'approved' | 'rejected' | null;
  /** Suspended (instance/hang-up) while running: nobody may handle its tasks until it is resumed. */
  suspended?: boolean;
  /** The nodes waiting now and who holds them. */
  currentNodes?: { nodeId: string; name: string; assigneeNames: string[] }[];
}

export const TASK_STATUSES = ['pending', 'done', 'cancelled'] as const;
export type TaskStatus = (typeof TASK_STATUSES)[number];

/** A task row (task detail, list rows carry these). */
export interface BpmTask extends Task {
  id: string;
  name: string;
  subject: string;
  defName: string;
  nodeType: 'USERTASK' | 'SIGNTASK';
  status: TaskStatus;
  assigneeId?: string | null;
  assigneeName?: string | null;
  /** Names of everyone who may handle it while nobody locked it. */
  candidateNames?: string[];
  ownerId?: string | null;
  lockUserId?: string | null;
  /** Who holds the lock, by name (the approval panel's 已被 … 锁定). */
  lockUserName?: string | null;
  creatorId: string;
  creatorName: string;
  createTime: string;
  dueTime?: string | null;
  completeTime?: string | null;
  action?: string | null;
}

/** An opinion row with its ids (instanceFlowOpinions, nodeOpinion). */
export interface BpmOpinion extends NodeOpinion {
  id: string;
  instId: string;
  taskId?: string | null;
  nodeId: string;
}

/** getFormAndBO / getInstFormAndBO: a form to render with the data and the node's permissions. */
export interface FormAndBO {
  def: BpmDefinition;
  form: FormDefinition;
  data: FormValues;
  /** The node whose permissions apply (START_NODE_KEY on the start page). */
  nodeId: string;
  /** Every field's permission here. */
  permissions: Record<string, FieldPermission>;
  opinionPermission: FieldPermission;
  instance?: BpmInstance;
  /** A draft being continued (getFormAndBO with draftId). */
  draftId?: string;
}

/** A handler's saved work on a task (task/saveDraft), returned with the task. */
export interface TaskDraft {
  opinion?: string | null;
  data?: FormValues | null;
  files?: FileListEntry[] | null;
}

/** checkTaskAuth: whether the caller may handle the task, and if not why (a message). */
export interface TaskAuth {
  taskId: string;
  canHandle: boolean;
  message?: string;
  lockStatus: TaskLockCode;
}

/** taskDetailBo: everything the approval form shows for a task. */
export interface TaskDetail {
  task: BpmTask;
  instance: BpmInstance;
  formAndBO: FormAndBO;
  buttons: TaskButton[];
  lockStatus: TaskLockCode;
  canHandle: boolean;
  draft?: TaskDraft | null;
  /** The task's inquiries, communications, added signers and the caller's replies to give (issue 14). */
  actions?: TaskActionsState;
}

/** instance/start and saveDraft answer the instance id. */
export interface StartResult {
  instId: string;
}

/** task/complete: what the step led to. */
export interface CompleteResult {
  instId: string;
  status: InstanceStatus;
  /** Tasks the step created (the next approvers). */
  nextTasks: { taskId: string; nodeId: string; name: string; assigneeNames: string[] }[];
}
