import '@shoelace-style/shoelace/dist/components/tag/tag.js';
import { type BpmInstance, INSTANCE_STATUS_LABELS } from '../../../api/contract/workflow.js';
import { instanceState, statusLabel } from '../../../elements/task-list/task-rows.js';

/**
 * The tag of an instance's state beside its title (the approval form, the shared page): 审批中 while it
 * runs, 已挂起 while it is suspended, else how it ended.
 */
export function InstanceStateTag({ instance }: { instance: Pick<BpmInstance, 'status' | 'suspended'> }) {
  const state = instanceState(instance);
  return (
    <sl-tag variant={state === 'running' ? 'primary' : state === 'suspended' ? 'warning' : 'neutral'}>
      {statusLabel(state) || INSTANCE_STATUS_LABELS[instance.status]}
    </sl-tag>
  );
}
