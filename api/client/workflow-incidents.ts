import * as RUNTIME from '../contract/calls/runtime.js';
import type { Envelope } from '../contract/envelope.js';
import type {
  IncidentActionResult,
  IncidentListQuery,
  WorkflowIncident,
} from '../contract/workflow-incidents.js';
import type { HttpClient } from './http.js';

/** Workflow incidents (issue 37): the workflow administrators list, retry and skip them. */
export function workflowIncidentCalls(http: HttpClient) {
  return {
    /** The open incidents, newest first; `all` adds the latest resolved ones. */
    list: (query: IncidentListQuery = {}, signal?: AbortSignal) =>
      http.call<Envelope<WorkflowIncident[]>>(RUNTIME.incident_list, { params: query, signal }),
    retry: (id: string) =>
      http.call<Envelope<IncidentActionResult>>(RUNTIME.incident_retry, { data: { id } }),
    skip: (id: string) => http.call<Envelope<IncidentActionResult>>(RUNTIME.incident_skip, { data: { id } }),
  };
}
