import type { BpmInstance, BpmOpinion, FormAndBO } from './workflow.js';
import type { InstanceFlowImage } from './workflow-chart.js';

export type { SharedInstanceQuery } from './schemas/workflow-share.js';

/** The shared instance page's read: the reference backend's own path (the spec names the page, not its call). */
export const SHARED_INSTANCE_PATH = { method: 'GET', path: '/share/v1/instance' } as const;

/**
 * What the shared instance page (/shareInst/{instId}/true?token) shows a guest: the form read-only,
 * the opinions and the flow chart of the one instance the token was issued for.
 */
export interface SharedInstance {
  instance: BpmInstance;
  form: FormAndBO;
  opinions: BpmOpinion[];
  chart: InstanceFlowImage;
}
