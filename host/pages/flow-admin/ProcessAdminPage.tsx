import { msg, str } from '@lit/localize';
import { useState } from 'react';
import type { DeployResult } from '../../../api/contract/workflow-deploy.js';
import { ProcessAdmin } from '../../../elements/react/process-admin.js';
import { ProcessDesigner } from '../../../elements/react/process-designer.js';
import { toast } from '../../notify.js';
import type { StaffPageProps } from '../../views/registry.js';
import { FlowPage } from '../flow/FlowPage.js';

/** What the designer shows: a version's model, or a new one (no defId). */
interface Designing {
  defId?: string;
}

function toastDeployed(event: CustomEvent<DeployResult>): void {
  const { defKey, version, warnings } = event.detail;
  toast(msg(str`已部署 ${defKey} 第 ${version} 版`), warnings.length ? 'warning' : 'success');
}

/**
 * 流程定义 (flowAdmin/processes): the workflow administrators' process definitions, and the designer
 * on a new model or a version's, in place of the list (the server refuses everyone else).
 */
export function ProcessAdminPage({ route }: StaffPageProps) {
  const [designing, setDesigning] = useState<Designing>();
  if (designing) {
    return (
      <FlowPage title={designing.defId ? msg('设计流程') : msg('新建流程模型')}>
        <ProcessDesigner
          key={designing.defId ?? 'new'}
          defId={designing.defId ?? ''}
          onEipProcessDeploy={toastDeployed}
          onEipClose={() => setDesigning(undefined)}
        />
      </FlowPage>
    );
  }
  return (
    <FlowPage title={route.title}>
      <ProcessAdmin
        onEipProcessDeploy={toastDeployed}
        onEipProcessDesign={(event) => setDesigning({ defId: event.detail.defId })}
      />
    </FlowPage>
  );
}
