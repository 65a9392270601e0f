import { RoleAdmin } from '../../../elements/react/role-admin.js';
import type { StaffPageProps } from '../../views/registry.js';
import { AdminPage, toastAdminChange } from './AdminPage.js';

/** 角色管理 (admin/roles): roles, their holders and the menus and methods they grant (issue 38; the server checks who may). */
export function RoleAdminPage({ route }: StaffPageProps) {
  return (
    <AdminPage title={route.title}>
      <RoleAdmin onEipSettingsChange={toastAdminChange} />
    </AdminPage>
  );
}
