import type { FieldPermission } from './signature.js';
import type { AssigneeRule, FormDefinition, InstanceStatus, NodeType } from './workflow.js';

export type {
  DefIdQuery,
  DefInstancesBody,
  FormInput,
  ProcessSettingsInput,
  SaveFormBody,
  SaveSettingsBody,
} from './schemas/process-settings.js';
export { START_RIGHT_SETTING_KINDS } from './schemas/process-settings.js';

/**
 * Where a definition's settings live (issue 37): portal rows beside the definition, never inside its BPMN.
 * - Each user task's assignees: the version's node settings (bpm_definitions.nodes_json), keyed by node id.
 * - Field rights (b, w, r, n): the version's form (form_json.permissions), keyed by node id; the start form
 *   is START_NODE_KEY.
 * - Start rights: bpm_start_rights, keyed by the definition key (every version); without any row of a key
 *   but `everyone`, every staff member may start it.
 * A new version takes the previous main version's settings and form: node ids the new model still has
 * keep theirs, the others are ignored. The model's own potentialOwner, humanPerformer, camunda:assignee,
 * candidateUsers and candidateGroups name a task's people while the portal names nobody for it.
 */

export type StartRightSettingKind = 'user' | 'role' | 'post' | 'org';

/** One kind of start right with the targets it names. */
export interface StartRightSetting {
  kind: StartRightSettingKind;
  ids: string[];
}

/** What the properties panel edits and saves (def/saveSettings, def/deploy's settings). */
export interface ProcessSettings {
  /** Empty: every staff member may start the definition. */
  startRights: StartRightSetting[];
  /** Each user task's rules by node id; a task without rules: the model's own people, else the initiator. */
  assignees: Record<string, AssigneeRule[]>;
  /** The form's field rights by node id (START_NODE_KEY: the start form). */
  permissions: Record<string, Record<string, FieldPermission>>;
}

/** A user task of the model as the panel lists it. */
export interface SettingsTask {
  nodeId: string;
  name: string;
  nodeType: NodeType;
  /** What the model itself names (assignee, candidate users and groups, potentialOwner…), as written. */
  modelPeople: string[];
}

/** def/settings: a version's settings, its user tasks, its form and the names of what the settings name. */
export interface ProcessSettingsView extends ProcessSettings {
  defId: string;
  defKey: string;
  name: string;
  version: number;
  tasks: SettingsTask[];
  form: FormDefinition;
  /** `kind:id` → name, for every user, role, post and organisation the settings name. */
  names: Record<string, string>;
}

/** def/instances: one instance of a definition, with the version it runs on. */
export interface DefinitionInstance {
  id: string;
  subject: string;
  defId: string;
  version: number;
  status: InstanceStatus;
  suspended: boolean;
  creatorName: string;
  createTime: string;
  endTime: string | null;
  /** The nodes waiting now (running instances). */
  currentNodes: string[];
}
