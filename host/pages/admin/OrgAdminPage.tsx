import { OrgAdmin } from '../../../elements/react/org-admin.js';
import type { StaffPageProps } from '../../views/registry.js';
import { FlowPage } from '../flow/FlowPage.js';
import { toastChange } from '../setting/SettingPage.js';

/** 组织管理 (admin/orgs): the organisations of each dimension, their leaders and posts (issue 38; the server checks who may). */
export function OrgAdminPage({ route }: StaffPageProps) {
  return (
    <FlowPage title={route.title}>
      <OrgAdmin onEipSettingsChange={toastChange} />
    </FlowPage>
  );
}
