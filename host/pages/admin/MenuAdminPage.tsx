import { MenuAdmin } from '../../../elements/react/menu-admin.js';
import type { StaffPageProps } from '../../views/registry.js';
import { AdminPage, toastAdminChange } from './AdminPage.js';

/** 菜单管理 (admin/menus): the staff portal's menu tree (issue 38; the server checks who may). */
export function MenuAdminPage({ route }: StaffPageProps) {
  return (
    <AdminPage title={route.title}>
      <MenuAdmin onEipSettingsChange={toastAdminChange} />
    </AdminPage>
  );
}
