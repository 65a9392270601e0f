export type { IncidentBody, IncidentListQuery, MessageBody } from './schemas/workflow-incidents.js';

/** What stopped: a service-like task, a timer's step, a call activity's child or its parent's step, a message's or signal's delivery. */
export const INCIDENT_KINDS = ['service', 'timer', 'call', 'event'] as const;
export type IncidentKind = (typeof INCIDENT_KINDS)[number];

/** How an incident ended: retried, skipped by an administrator, or its instance went on or ended. */
export type IncidentResolution = 'retried' | 'skipped' | 'ended';

/** incident/list: where an instance stopped on something the portal could not run (issue 37). */
export interface WorkflowIncident {
  id: string;
  instId: string;
  /** The instance's subject and its definition's name. */
  subject: string;
  defName: string;
  /** The element that stopped, by id and name. */
  nodeId: string;
  nodeName: string;
  kind: IncidentKind;
  /** The error, naming the element. */
  message: string;
  createdAt: string;
  resolvedAt: string | null;
  resolvedBy: string | null;
  resolution: IncidentResolution | null;
}

/** incident/retry and incident/skip: the incident as it is now, and the one a failing retry opened. */
export interface IncidentActionResult {
  incident: WorkflowIncident;
  /** A retry that failed again: the new incident, with the error of this try. */
  again: WorkflowIncident | null;
}

/**
 * inst/message: how many waiting instances took the message, and the instances it started (of definitions
 * whose start event waits for it, when no instance waited for it).
 */
export interface MessageResult {
  delivered: number;
  started: string[];
}
