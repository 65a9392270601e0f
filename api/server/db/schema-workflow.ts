import type { ColumnType, Generated } from 'kysely';
import type { TextI18n, TextI18nColumn } from '../http/localized-text.js';

/** Tables of the workflow (migration 0008_workflow). */

type CreatedAt = ColumnType<Date, Date | string | undefined, Date | string>;
type Timestamp = ColumnType<Date, Date | string, Date | string>;
type NullableTimestamp = ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;

/** A category of definitions: the groups of the new-process cards. */
export interface BpmCategoryTable {
  id: string;
  name: string;
  code: string;
  sn: Generated<number>;
  /** The name in the three languages (http/localized-text.ts, migration 0026). */
  name_i18n: TextI18nColumn;
}

/** A process definition: one row per version of a key; `is_main` 'Y' marks the version new instances use. */
export interface BpmDefinitionTable {
  id: string;
  def_key: string;
  name: string;
  description: string | null;
  category_id: string | null;
  version: Generated<number>;
  /** 'Y' or 'N'. */
  is_main: Generated<string>;
  /** deployed | forbidden. */
  status: Generated<string>;
  icon: string | null;
  sn: Generated<number>;
  /** BPMN 2.0 XML with its diagram (DI). */
  bpmn_xml: string;
  /** JSON FormDefinition (api/contract/workflow.ts). */
  form_json: string;
  /** JSON Record<nodeId, NodeSettings> (api/contract/workflow.ts). */
  nodes_json: string;
  /** Subject template: `{creatorName}`, `{defName}`, `{date}` and form field names in braces. */
  subject_rule: string | null;
  created_at: CreatedAt;
  updated_at: CreatedAt;
  /** Name and description in the three languages (http/localized-text.ts, migration 0026). */
  name_i18n: TextI18nColumn;
  description_i18n: TextI18nColumn;
  /** The BPMN nodes' names in the three languages, by node id: tasks, opinions and notices copy those names. */
  node_names_i18n: ColumnType<Record<string, TextI18n> | null, string | null | undefined, string | null>;
}

/** Who may start a definition (by key): kind user | org | role | post | everyone, target id ('*' for everyone). */
export interface BpmStartRightTable {
  def_key: string;
  kind: string;
  target_id: string;
}

/** A process instance; a draft is an instance with status 'draft' that was never started. */
export interface BpmInstanceTable {
  id: string;
  def_id: string;
  def_key: string;
  def_name: string;
  subject: string;
  /** draft | running | end | manualEnd | revoke (INSTANCE_STATUSES). */
  status: string;
  creator_id: string;
  creator_name: string;
  /** The initiator's main organisation when started. */
  creator_org_id: string | null;
  /** JSON object of the form's values. */
  form_data: Generated<string>;
  /** JSON of bpmn-engine getState() after the last step. */
  engine_state: string | null;
  /** The engine's execution id of the process. */
  bpmn_inst_id: string | null;
  /** Incremented by every step, under the row lock. */
  version: Generated<number>;
  created_at: CreatedAt;
  updated_at: CreatedAt;
  ended_at: NullableTimestamp;
  /** approved | rejected (an opposing step ended it) | null while running. */
  result: string | null;
  /** Suspended (instance/hang-up) since, and by whom; null while not (0013_instance_records). */
  suspended_at: ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
  suspended_by: ColumnType<string | null, string | null | undefined, string | null>;
  /** A call activity's child (0039_call_activities): the parent instance, the call's execution and node. */
  parent_inst_id: ColumnType<string | null, string | null | undefined, string | null>;
  parent_execution_id: ColumnType<string | null, string | null | undefined, string | null>;
  parent_node_id: ColumnType<string | null, string | null | undefined, string | null>;
}

/** Where an instance stopped on something the portal could not run (0038_workflow_incidents). */
export interface BpmIncidentTable {
  id: string;
  inst_id: string;
  node_id: string;
  node_name: string;
  execution_id: string;
  /** service | timer | call */
  kind: string;
  message: string;
  /** JSON: what a retry runs again. */
  payload: string | null;
  created_at: CreatedAt;
  resolved_at: NullableTimestamp;
  resolved_by: string | null;
  /** retried | skipped | ended (the instance ended otherwise). */
  resolution: string | null;
}

/** A task: one per user task reached, one per signer of a countersign. */
export interface BpmTaskTable {
  id: string;
  inst_id: string;
  def_id: string;
  node_id: string;
  name: string;
  /** USERTASK | SIGNTASK. */
  node_type: Generated<string>;
  /** The engine execution the task signals. */
  execution_id: string;
  /** The one person it is assigned to; null while several candidates may take it. */
  assignee_id: string | null;
  assignee_name: string | null;
  /** Held for: the delegator, or the leader a secretary acts for. */
  owner_id: string | null;
  /** pending | done | cancelled (TASK_STATUSES). */
  status: Generated<string>;
  /** The candidate who locked (claimed) it. */
  lock_user_id: string | null;
  /** agree | oppose | ... */
  action: string | null;
  completed_by: string | null;
  completed_by_name: string | null;
  /** task/saveDraft: JSON form values, opinion text, JSON file list. */
  draft_data: string | null;
  draft_opinion: string | null;
  draft_files: string | null;
  /** 0 normal, 1 urged (an urge timer fired), 2 overdue (its due timer fired): workflow/timers.ts. */
  priority: Generated<number>;
  due_at: NullableTimestamp;
  created_at: CreatedAt;
  completed_at: NullableTimestamp;
}

/** Who may handle a pending task: it is in the to-do list of each of them. */
export interface BpmTaskCandidateTable {
  task_id: string;
  user_id: string;
}

/** The opinion table's rows: the start (submit), each task (awaiting_check until handled), and ends. */
export interface BpmOpinionTable {
  id: string;
  inst_id: string;
  task_id: string | null;
  node_id: string;
  node_name: string;
  auditor_id: string | null;
  auditor_name: string | null;
  /** JSON OpinionCandidate[] of a pending row. */
  candidates: string | null;
  /** One of APPROVAL_STATUSES. */
  status: string;
  opinion: string | null;
  /** JSON FileListEntry[]. */
  files: string | null;
  is_read: Generated<boolean>;
  created_at: CreatedAt;
  completed_at: NullableTimestamp;
}

/** A copy-to (知会) or circulate (传阅) notice of an instance for one receiver. */
export interface BpmTaskReadTable {
  id: string;
  inst_id: string;
  task_id: string | null;
  node_id: string;
  node_name: string;
  /** copyto | circulate. */
  kind: Generated<string>;
  /** The receiver. */
  user_id: string;
  sender_id: string;
  sender_name: string;
  is_read: Generated<boolean>;
  read_at: NullableTimestamp;
  created_at: CreatedAt;
  /** A circulation's note (migration 0018). */
  opinion: ColumnType<string | null, string | null | undefined, string | null>;
}

/** A timer the poller fires once its due time has passed (urge, due, delay). */
export interface BpmTimerTable {
  id: string;
  inst_id: string;
  task_id: string | null;
  kind: string;
  due_at: Timestamp;
  fired_at: NullableTimestamp;
  /** JSON. */
  payload: string | null;
  created_at: CreatedAt;
}

/** The next start of a timer start event of a definition's main version (0055_timer_starts, workflow/timer-starts.ts). */
export interface BpmTimerStartTable {
  id: string;
  def_key: string;
  def_id: string;
  node_id: string;
  /** The repeating interval or cron line; null: a start once. */
  cycle: string | null;
  anchor: Timestamp;
  due_at: Timestamp;
  starter_id: string;
  starter_name: string;
  created_at: CreatedAt;
}

/** A catching element an instance waits at for a message or a signal (0048_event_waits, workflow/events.ts). */
export interface BpmEventWaitTable {
  id: string;
  inst_id: string;
  node_id: string;
  execution_id: string;
  /** message | signal. */
  kind: string;
  name: string;
  ref_id: string;
  correlation_key: string | null;
  created_at: CreatedAt;
}

/** A secretary who acts for a leader. */
export interface BpmSecretaryTable {
  /** 0017_agents_phrases: the entry's id (bpmSecretaryManage/get/{id}). */
  id: Generated<string>;
  leader_id: string;
  secretary_id: string;
  created_at: CreatedAt;
}

/** An agent (0017_agents_phrases): inside [start_at, end_at] the principal's new tasks go to the agent. */
export interface BpmAgentTable {
  id: string;
  principal_id: string;
  agent_id: string;
  start_at: Timestamp;
  end_at: Timestamp;
  /** true: every flow; false: the definition keys of def_keys. */
  all_flows: boolean;
  /** JSON string[] of definition keys. */
  def_keys: string;
  enabled: boolean;
  remark: string | null;
  created_by: string;
  created_at: CreatedAt;
  updated_at: CreatedAt;
}

/** A common phrase (审批常用语): a user's, or public (user_id null); for every flow, a key or a category. */
export interface BpmApprovalItemTable {
  id: string;
  user_id: string | null;
  expression: string;
  def_key: string | null;
  type_id: string | null;
  sn: Generated<number>;
  created_at: CreatedAt;
}

/** A flow a user chose as common (常用流程), in the user's order. */
export interface BpmCommonFlowTable {
  user_id: string;
  def_key: string;
  sn: Generated<number>;
  created_at: CreatedAt;
}

export interface WorkflowTables {
  bpm_categories: BpmCategoryTable;
  bpm_definitions: BpmDefinitionTable;
  bpm_start_rights: BpmStartRightTable;
  bpm_instances: BpmInstanceTable;
  bpm_tasks: BpmTaskTable;
  bpm_task_candidates: BpmTaskCandidateTable;
  bpm_opinions: BpmOpinionTable;
  bpm_task_reads: BpmTaskReadTable;
  bpm_timers: BpmTimerTable;
  bpm_timer_starts: BpmTimerStartTable;
  bpm_event_waits: BpmEventWaitTable;
  bpm_incidents: BpmIncidentTable;
  bpm_secretaries: BpmSecretaryTable;
  bpm_agents: BpmAgentTable;
  bpm_approval_items: BpmApprovalItemTable;
  bpm_common_flows: BpmCommonFlowTable;
}
