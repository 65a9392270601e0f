import { LayoutAdmin } from '../../../elements/react/layout-admin.js';
import type { StaffPageProps } from '../../views/registry.js';
import { AdminPage, toastAdminChange } from './AdminPage.js';

/**
 * 门户布局 (admin/layout): the staff home's default layout, its columns, their order and widths (the
 * server lets only holders of system:layoutManage read or save it).
 */
export function LayoutAdminPage({ route }: StaffPageProps) {
  return (
    <AdminPage title={route.title}>
      <LayoutAdmin onEipSettingsChange={toastAdminChange} />
    </AdminPage>
  );
}
