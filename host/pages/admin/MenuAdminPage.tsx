import { MenuAdmin } from '../../../elements/react/menu-admin.js';
import type { StaffPageProps } from '../../views/registry.js';
import { FlowPage } from '../flow/FlowPage.js';
import { toastChange } from '../setting/SettingPage.js';

/** 菜单管理 (admin/menus): the staff portal's menu tree (issue 38; the server checks who may). */
export function MenuAdminPage({ route }: StaffPageProps) {
  return (
    <FlowPage title={route.title}>
      <MenuAdmin onEipSettingsChange={toastChange} />
    </FlowPage>
  );
}
