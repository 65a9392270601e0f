import type { BpmInstance, BpmOpinion, FormAndBO } from './workflow.js';
import type { InstanceFlowImage } from './workflow-chart.js';

export type { SharedInstanceQuery } from './schemas/workflow-share.js';

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
