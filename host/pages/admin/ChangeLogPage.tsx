import { AdminChangeLog } from '../../../elements/react/admin-change-log.js';
import type { StaffPageProps } from '../../views/registry.js';
import { AdminPage } from './AdminPage.js';

/** 变更记录 (admin/changes): every administrative change, newest first. */
export function ChangeLogPage({ route }: StaffPageProps) {
  return (
    <AdminPage title={route.title}>
      <AdminChangeLog />
    </AdminPage>
  );
}
