import { PasswordStrategyForm } from '../../../elements/react/password-strategy-form.js';
import type { StaffPageProps } from '../../views/registry.js';
import { AdminPage, toastAdminChange } from './AdminPage.js';

/** 密码策略 (admin/passwordStrategy): the site administrator's password strategy (issue 38; the server checks who may). */
export function PasswordStrategyPage({ route }: StaffPageProps) {
  return (
    <AdminPage title={route.title}>
      <PasswordStrategyForm onEipSettingsChange={toastAdminChange} />
    </AdminPage>
  );
}
