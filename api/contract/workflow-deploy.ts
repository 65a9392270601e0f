import type { DefinitionStatus } from './workflow.js';

export type { DefKeyQuery, DeployBody } from './schemas/workflow-deploy.js';

/** A finding of the model check (bpmnlint's recommended rules), on one element. */
export interface ModelProblem {
  /** The bpmnlint rule (no-disconnected, label-required…). */
  rule: string;
  /** The element's id and name (its id when it has none). */
  id: string;
  name: string;
  /** What is wrong, in the caller's language. */
  message: string;
}

/** def/deploy: the stored version; its warnings did not stop it. */
export interface DeployResult {
  defId: string;
  /** The model's process id. */
  defKey: string;
  /** 1 for a new key, one more than the last version for a known one. */
  version: number;
  warnings: ModelProblem[];
}

/** def/versions: one version of a definition with the number of its instances (drafts left out). */
export interface DefinitionVersion {
  defId: string;
  defKey: string;
  name: string;
  version: number;
  /** The version new instances start on. */
  isMain: 'Y' | 'N';
  status: DefinitionStatus;
  instances: number;
  /** Of those, the ones still running. */
  running: number;
  createTime: string;
}
