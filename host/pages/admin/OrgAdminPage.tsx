import { OrgAdmin } from '../../../elements/react/org-admin.js';
import type { StaffPageProps } from '../../views/registry.js';
import { AdminPage, toastAdminChange } from './AdminPage.js';

/** 组织管理 (admin/orgs): the organisations of each dimension, their leaders and posts (issue 38; the server checks who may). */
export function OrgAdminPage({ route }: StaffPageProps) {
  return (
    <AdminPage title={route.title}>
      <OrgAdmin onEipSettingsChange={toastAdminChange} />
    </AdminPage>
  );
}
