import { IncidentList } from '../../../elements/react/incident-list.js';
import type { StaffPageProps } from '../../views/registry.js';
import { FlowPage } from '../flow/FlowPage.js';

/**
 * 流程异常 (flowAdmin/incidents): where instances stopped on something the portal could not run, for the
 * workflow administrators to retry or skip (the server refuses everyone else). The element says what each
 * action did.
 */
export function IncidentAdminPage({ route }: StaffPageProps) {
  return (
    <FlowPage title={route.title}>
      <IncidentList />
    </FlowPage>
  );
}
