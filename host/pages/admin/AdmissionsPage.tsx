import { AdmissionReview } from '../../../elements/react/admission-review.js';
import type { StaffPageProps } from '../../views/registry.js';
import { AdminPage, toastAdminChange } from './AdminPage.js';

/** 注册审核 (admin/admissions): supplier and purchaser registrations, the site administrator's. */
export function AdmissionsPage({ route }: StaffPageProps) {
  return (
    <AdminPage title={route.title}>
      <AdmissionReview onEipAdminChange={toastAdminChange} />
    </AdminPage>
  );
}
