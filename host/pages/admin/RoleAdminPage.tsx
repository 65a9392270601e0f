import { RoleAdmin } from '../../../elements/react/role-admin.js';
import type { StaffPageProps } from '../../views/registry.js';
import { FlowPage } from '../flow/FlowPage.js';
import { toastChange } from '../setting/SettingPage.js';

/** 角色管理 (admin/roles): roles, their holders and the menus and methods they grant (issue 38; the server checks who may). */
export function RoleAdminPage({ route }: StaffPageProps) {
  return (
    <FlowPage title={route.title}>
      <RoleAdmin onEipSettingsChange={toastChange} />
    </FlowPage>
  );
}
